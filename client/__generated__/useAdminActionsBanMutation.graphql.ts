/**
 * @generated SignedSource<<3ad27abe408e88afac14e9dfa077243e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminBanPlayerInput = {
  banned: boolean;
  reason: string;
  userId: string;
};
export type useAdminActionsBanMutation$variables = {
  input: AdminBanPlayerInput;
};
export type useAdminActionsBanMutation$data = {
  readonly adminBanPlayer: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    readonly __typename: "AdminPlayerChanged";
    readonly player: {
      readonly bannedAt: string | null | undefined;
      readonly id: string;
      readonly signInSessions: ReadonlyArray<{
        readonly id: string;
      }>;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAdminActionsBanMutation = {
  response: useAdminActionsBanMutation$data;
  variables: useAdminActionsBanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
    "name": "adminBanPlayer",
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
        "type": "AdminError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminPlayer",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bannedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminSignInSession",
                "kind": "LinkedField",
                "name": "signInSessions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AdminPlayerChanged",
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
    "name": "useAdminActionsBanMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminActionsBanMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "9b2c4d0c217ee537835273009e02f953",
    "id": null,
    "metadata": {},
    "name": "useAdminActionsBanMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminActionsBanMutation(\n  $input: AdminBanPlayerInput!\n) {\n  adminBanPlayer(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n    ... on AdminPlayerChanged {\n      player {\n        id\n        bannedAt\n        signInSessions {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e3acc95f5d456d104df0460c12e762ce";

export default node;
