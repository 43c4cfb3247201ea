/**
 * @generated SignedSource<<1dea03b29817dc7426c25f45288b7de3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Currency = "GEMS" | "TOKENS" | "%future added value";
export type AdminAdjustBalanceInput = {
  amount: number;
  currency: Currency;
  reason: string;
  userId: string;
};
export type useAdminActionsAdjustMutation$variables = {
  input: AdminAdjustBalanceInput;
};
export type useAdminActionsAdjustMutation$data = {
  readonly adminAdjustBalance: {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    readonly __typename: "AdminPlayerChanged";
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAdminActionsAdjustMutation = {
  response: useAdminActionsAdjustMutation$data;
  variables: useAdminActionsAdjustMutation$variables;
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
    "name": "adminAdjustBalance",
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
    "name": "useAdminActionsAdjustMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAdminActionsAdjustMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "17a7505beff65d0db1e79c1d0d8b90cc",
    "id": null,
    "metadata": {},
    "name": "useAdminActionsAdjustMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminActionsAdjustMutation(\n  $input: AdminAdjustBalanceInput!\n) {\n  adminAdjustBalance(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n    ... on AdminPlayerChanged {\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "63c34ff0ee4eafbc57a797d7d8f68def";

export default node;
