/**
 * @generated SignedSource<<d39384c2d15c20f8e8ddc8fe86818012>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "CHALLENGE_SLOT" | "CITY_PACK" | "IMAGE_PACK" | "PIN" | "PIN_BOARD" | "POWERUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GameStorePanel_game$data = {
  readonly name: string;
  readonly storeItems: ReadonlyArray<{
    readonly count: number;
    readonly discount: number;
    readonly free: boolean;
    readonly imageUrl: string | null | undefined;
    readonly itemId: string;
    readonly key: string;
    readonly kind: StoreItemKind;
    readonly owned: boolean;
    readonly ownedCount: number;
    readonly title: string;
    readonly unitPriceGems: number | null | undefined;
    readonly unitPriceTokens: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ConfirmPurchaseDialog_product">;
  }>;
  readonly " $fragmentType": "GameStorePanel_game";
};
export type GameStorePanel_game$key = {
  readonly " $data"?: GameStorePanel_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameStorePanel_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameStorePanel_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoreProduct",
      "kind": "LinkedField",
      "name": "storeItems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "itemId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceGems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceTokens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "free",
          "storageKey": null
        },
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConfirmPurchaseDialog_product"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "960303c3460cffb005014875bb3c29b5";

export default node;
