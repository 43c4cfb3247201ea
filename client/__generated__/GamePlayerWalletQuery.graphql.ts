/**
 * @generated SignedSource<<8e43b7d1ccd4fa260715ab268c9cd410>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type GamePlayerWalletQuery$variables = Record<PropertyKey, never>;
export type GamePlayerWalletQuery$data = {
  readonly viewer: {
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly noGameConfirm: boolean;
      readonly tokens: number;
    } | null | undefined;
    readonly status: ViewerStatus;
  };
};
export type GamePlayerWalletQuery = {
  response: GamePlayerWalletQuery$data;
  variables: GamePlayerWalletQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Player",
        "kind": "LinkedField",
        "name": "player",
        "plural": false,
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
            "name": "gems",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tokens",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "noGameConfirm",
            "storageKey": null
          }
        ],
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
    "name": "GamePlayerWalletQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GamePlayerWalletQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7b48df7fb37e1391ddd59d0a1012c8d5",
    "id": null,
    "metadata": {},
    "name": "GamePlayerWalletQuery",
    "operationKind": "query",
    "text": "query GamePlayerWalletQuery {\n  viewer {\n    status\n    player {\n      id\n      gems\n      tokens\n      noGameConfirm\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1c4b875e7aa83e6b404cab87cf8b0e08";

export default node;
