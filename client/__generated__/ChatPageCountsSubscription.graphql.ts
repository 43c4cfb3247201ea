/**
 * @generated SignedSource<<7d3789f9ae2b71e8257ded828348060f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ChatPageCountsSubscription$variables = Record<PropertyKey, never>;
export type ChatPageCountsSubscription$data = {
  readonly chatCounts: ReadonlyArray<{
    readonly count: number;
    readonly id: string;
  }>;
};
export type ChatPageCountsSubscription = {
  response: ChatPageCountsSubscription$data;
  variables: ChatPageCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatRoom",
    "kind": "LinkedField",
    "name": "chatCounts",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChatPageCountsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChatPageCountsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0fe30700560d163aa44fdf0a1be70153",
    "id": null,
    "metadata": {},
    "name": "ChatPageCountsSubscription",
    "operationKind": "subscription",
    "text": "subscription ChatPageCountsSubscription {\n  chatCounts {\n    id\n    count\n  }\n}\n"
  }
};
})();

(node as any).hash = "eba035025f200602a4d21d92b163ae7b";

export default node;
