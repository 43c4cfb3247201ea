/**
 * @generated SignedSource<<e187f955b77edf96b97f0c50288a7a35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MuteChatPlayerEverywhereInput = {
  authorId: string;
  minutes: number;
};
export type useChatMutationsMuteEverywhereMutation$variables = {
  input: MuteChatPlayerEverywhereInput;
};
export type useChatMutationsMuteEverywhereMutation$data = {
  readonly muteChatPlayerEverywhere: {
    readonly __typename: "ChatError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChatMutationsMuteEverywhereMutation = {
  response: useChatMutationsMuteEverywhereMutation$data;
  variables: useChatMutationsMuteEverywhereMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "muteChatPlayerEverywhere",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "ChatError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChatMutationsMuteEverywhereMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChatMutationsMuteEverywhereMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "58bdfec1e563a5f7c5cee1024859074d",
    "id": null,
    "metadata": {},
    "name": "useChatMutationsMuteEverywhereMutation",
    "operationKind": "mutation",
    "text": "mutation useChatMutationsMuteEverywhereMutation(\n  $input: MuteChatPlayerEverywhereInput!\n) {\n  muteChatPlayerEverywhere(input: $input) {\n    __typename\n    ... on ChatError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d123a217736f2daa23739500fc67b4e";

export default node;
