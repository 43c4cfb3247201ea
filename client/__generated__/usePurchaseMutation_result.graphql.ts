/**
 * @generated SignedSource<<115326694dbd5bb2f3860a8eada16767>>
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
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "balance",
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
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
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
      "selections": (v0/*:: as any*/),
      "type": "PurchaseSuccess",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "NotEnoughCurrencyError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "UnknownItemError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "PriceMismatchError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "InvalidQuantityError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "AlreadyOwnedError",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v1/*:: as any*/),
      "type": "PurchaseNotSignedInError",
      "abstractKey": null
    }
  ],
  "type": "PurchaseResult",
  "abstractKey": "__isPurchaseResult"
};
})();

(node as any).hash = "4ca225793ab6cf0a22e346832279cdb1";

export default node;
