/**
 * @generated SignedSource<<615333a0ce55f1b113d239686adf89c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StoreItemKind = "CHALLENGE_SLOT" | "CITY_PACK" | "IMAGE_PACK" | "PIN" | "PIN_BOARD" | "POWERUP" | "%future added value";
export type PurchaseInput = {
  count?: number | null | undefined;
  gameCode?: string | null | undefined;
  itemId?: string | null | undefined;
  kind: StoreItemKind;
  quantity: number;
  unitPrice: number;
};
export type usePurchaseMutation$variables = {
  gems: boolean;
  input: PurchaseInput;
};
export type usePurchaseMutation$data = {
  readonly gems?: {
    readonly __typename: "AlreadyOwnedError";
    readonly message: string;
  } | {
    readonly __typename: "FreeItemError";
    readonly message: string;
  } | {
    readonly __typename: "InvalidQuantityError";
    readonly message: string;
  } | {
    readonly __typename: "NotEnoughCurrencyError";
    readonly balance: number;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    };
  } | {
    readonly __typename: "PriceMismatchError";
    readonly message: string;
  } | {
    readonly __typename: "PurchaseNotSignedInError";
    readonly message: string;
  } | {
    readonly __typename: "PurchaseSuccess";
    readonly balance: number;
    readonly changedItems: ReadonlyArray<{
      readonly id: string;
      readonly owned: boolean;
      readonly ownedCount: number;
    }>;
    readonly message: string;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    };
  } | {
    readonly __typename: "UnknownItemError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly tokens?: {
    readonly __typename: "AlreadyOwnedError";
    readonly message: string;
  } | {
    readonly __typename: "FreeItemError";
    readonly message: string;
  } | {
    readonly __typename: "InvalidQuantityError";
    readonly message: string;
  } | {
    readonly __typename: "NotEnoughCurrencyError";
    readonly balance: number;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    };
  } | {
    readonly __typename: "PriceMismatchError";
    readonly message: string;
  } | {
    readonly __typename: "PurchaseNotSignedInError";
    readonly message: string;
  } | {
    readonly __typename: "PurchaseSuccess";
    readonly balance: number;
    readonly changedItems: ReadonlyArray<{
      readonly id: string;
      readonly owned: boolean;
      readonly ownedCount: number;
    }>;
    readonly message: string;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    };
  } | {
    readonly __typename: "UnknownItemError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePurchaseMutation = {
  response: usePurchaseMutation$data;
  variables: usePurchaseMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "gems"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Player",
  "kind": "LinkedField",
  "name": "player",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreProduct",
      "kind": "LinkedField",
      "name": "changedItems",
      "plural": true,
      "selections": [
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "owned",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ownedCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "type": "PurchaseSuccess",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "type": "NotEnoughCurrencyError",
  "abstractKey": null
},
v10 = [
  (v5/*:: as any*/)
],
v11 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "UnknownItemError",
  "abstractKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "PriceMismatchError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "InvalidQuantityError",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "AlreadyOwnedError",
  "abstractKey": null
},
v15 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "FreeItemError",
  "abstractKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": (v10/*:: as any*/),
  "type": "PurchaseNotSignedInError",
  "abstractKey": null
},
v17 = [
  (v3/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/)
],
v18 = [
  (v3/*:: as any*/),
  {
    "kind": "TypeDiscriminator",
    "abstractKey": "__isPurchaseResult"
  },
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePurchaseMutation",
    "selections": [
      {
        "condition": "gems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "gems",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "purchaseWithGems",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "gems",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "tokens",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "purchaseWithTokens",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePurchaseMutation",
    "selections": [
      {
        "condition": "gems",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "gems",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "purchaseWithGems",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "gems",
        "kind": "Condition",
        "passingValue": false,
        "selections": [
          {
            "alias": "tokens",
            "args": (v2/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "purchaseWithTokens",
            "plural": false,
            "selections": (v18/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "c300b16990500f59cfeb31faacf02b23",
    "id": null,
    "metadata": {},
    "name": "usePurchaseMutation",
    "operationKind": "mutation",
    "text": "mutation usePurchaseMutation(\n  $input: PurchaseInput!\n  $gems: Boolean!\n) {\n  gems: purchaseWithGems(input: $input) @include(if: $gems) {\n    __typename\n    __isPurchaseResult: __typename\n    ... on PurchaseSuccess {\n      balance\n      message\n      changedItems {\n        id\n        owned\n        ownedCount\n      }\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on NotEnoughCurrencyError {\n      balance\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on UnknownItemError {\n      message\n    }\n    ... on PriceMismatchError {\n      message\n    }\n    ... on InvalidQuantityError {\n      message\n    }\n    ... on AlreadyOwnedError {\n      message\n    }\n    ... on FreeItemError {\n      message\n    }\n    ... on PurchaseNotSignedInError {\n      message\n    }\n  }\n  tokens: purchaseWithTokens(input: $input) @skip(if: $gems) {\n    __typename\n    __isPurchaseResult: __typename\n    ... on PurchaseSuccess {\n      balance\n      message\n      changedItems {\n        id\n        owned\n        ownedCount\n      }\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on NotEnoughCurrencyError {\n      balance\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on UnknownItemError {\n      message\n    }\n    ... on PriceMismatchError {\n      message\n    }\n    ... on InvalidQuantityError {\n      message\n    }\n    ... on AlreadyOwnedError {\n      message\n    }\n    ... on FreeItemError {\n      message\n    }\n    ... on PurchaseNotSignedInError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "90dce7da304de9eef1590abf676b634d";

export default node;
