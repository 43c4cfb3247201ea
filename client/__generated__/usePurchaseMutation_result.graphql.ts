/**
 * @generated SignedSource<<487f0fc0ee1ba4b1ef39f654f305ec78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePurchaseMutation_result$data = {
  readonly __typename: "AlreadyOwnedError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "FreeItemError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "InvalidQuantityError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "NotEnoughCurrencyError";
  readonly balance: number;
  readonly player: {
    readonly gems: number;
    readonly id: string;
    readonly tokens: number;
  };
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "PriceMismatchError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "PurchaseNotSignedInError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
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
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  readonly __typename: "UnknownItemError";
  readonly message: string;
  readonly " $fragmentType": "usePurchaseMutation_result";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "usePurchaseMutation_result";
};
export type usePurchaseMutation_result$key = {
  readonly " $data"?: usePurchaseMutation_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePurchaseMutation_result">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Player",
  "kind": "LinkedField",
  "name": "player",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
v4 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePurchaseMutation_result",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "StoreProduct",
          "kind": "LinkedField",
          "name": "changedItems",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
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
        (v3/*:: as any*/)
      ],
      "type": "PurchaseSuccess",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "type": "NotEnoughCurrencyError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "UnknownItemError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "PriceMismatchError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "InvalidQuantityError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "AlreadyOwnedError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "FreeItemError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v4/*:: as any*/),
      "type": "PurchaseNotSignedInError",
      "abstractKey": null
    }
  ],
  "type": "PurchaseResult",
  "abstractKey": "__isPurchaseResult"
};
})();

(node as any).hash = "6aec4cd3b85f80b9a5f55aeba7df1a19";

export default node;
