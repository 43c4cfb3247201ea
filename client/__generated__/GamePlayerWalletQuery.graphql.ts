/**
 * @generated SignedSource<<7505243323500e6cddf5352fa7ed2b19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GamePlayerWalletQuery$variables = Record<PropertyKey, never>;
export type GamePlayerWalletQuery$data = {
  readonly viewer: {
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    } | null | undefined;
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
    "cacheID": "d3a60cb1c6cea55d234a098095c5c632",
    "id": null,
    "metadata": {},
    "name": "GamePlayerWalletQuery",
    "operationKind": "query",
    "text": "query GamePlayerWalletQuery {\n  viewer {\n    player {\n      id\n      gems\n      tokens\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3df7386958d753c36bcd286287e4bb29";

export default node;
