/**
 * @generated SignedSource<<ede0b7595e354be9d451e464b488e884>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemOfflineGameInput = {
  moves: any;
  playedMs?: number | null | undefined;
  token: string;
};
export type offlineSyncRedeemMutation$variables = {
  input: RedeemOfflineGameInput;
};
export type offlineSyncRedeemMutation$data = {
  readonly redeemOfflineGame: {
    readonly __typename: "FinishGameSuccess";
    readonly note: string | null | undefined;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    } | null | undefined;
    readonly tokensEarned: number;
    readonly verified: boolean;
    readonly won: boolean;
  } | {
    readonly __typename: "GameError";
    readonly code: string;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type offlineSyncRedeemMutation = {
  response: offlineSyncRedeemMutation$data;
  variables: offlineSyncRedeemMutation$variables;
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
    "name": "redeemOfflineGame",
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
            "name": "verified",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "won",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tokensEarned",
            "storageKey": null
          },
          {
            "alias": "note",
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FinishGameSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "GameError",
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
    "name": "offlineSyncRedeemMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "offlineSyncRedeemMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3fc8324976e4eb679838e8260e0b6e3a",
    "id": null,
    "metadata": {},
    "name": "offlineSyncRedeemMutation",
    "operationKind": "mutation",
    "text": "mutation offlineSyncRedeemMutation(\n  $input: RedeemOfflineGameInput!\n) {\n  redeemOfflineGame(input: $input) {\n    __typename\n    ... on FinishGameSuccess {\n      verified\n      won\n      tokensEarned\n      note: message\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on GameError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7450a89ef01e506b5597ff0e943f9993";

export default node;
