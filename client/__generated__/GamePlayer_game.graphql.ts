/**
 * @generated SignedSource<<df43e6a7b7faf417d48a6c6759c3fc05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "CHALLENGE_SLOT" | "CITY_PACK" | "IMAGE_PACK" | "PIN" | "PIN_BOARD" | "POWERUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GamePlayer_game$data = {
  readonly code: string;
  readonly frameUrl: string;
  readonly name: string;
  readonly slug: string;
  readonly storeItems: ReadonlyArray<{
    readonly count: number;
    readonly itemId: string;
    readonly kind: StoreItemKind;
    readonly unitPriceGems: number | null | undefined;
    readonly unitPriceTokens: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ConfirmPurchaseDialog_product">;
  }>;
  readonly " $fragmentType": "GamePlayer_game";
};
export type GamePlayer_game$key = {
  readonly " $data"?: GamePlayer_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamePlayer_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamePlayer_game",
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
      "name": "slug",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "frameUrl",
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

(node as any).hash = "3b78656b047359641198db6c0e4249b6";

export default node;
