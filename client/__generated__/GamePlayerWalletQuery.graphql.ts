/**
 * @generated SignedSource<<10980221994a0100d949d7d53e74c39c>>
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
      readonly sound: {
        readonly music: boolean;
        readonly on: boolean;
        readonly volume: number;
      } | null | undefined;
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundPreference",
            "kind": "LinkedField",
            "name": "sound",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "on",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "volume",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "music",
                "storageKey": null
              }
            ],
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
    "cacheID": "85deb712bdfe0a0f71570dbee7149eff",
    "id": null,
    "metadata": {},
    "name": "GamePlayerWalletQuery",
    "operationKind": "query",
    "text": "query GamePlayerWalletQuery {\n  viewer {\n    status\n    player {\n      id\n      gems\n      tokens\n      noGameConfirm\n      sound {\n        on\n        volume\n        music\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b5721fcab1109e2ab4d45a042cc2093d";

export default node;
