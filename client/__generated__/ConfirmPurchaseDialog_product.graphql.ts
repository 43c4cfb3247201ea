/**
 * @generated SignedSource<<90e008f1c5bbf3af3ced9c72c15d164d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoreItemKind = "CHALLENGE_SLOT" | "CITY_PACK" | "IMAGE_PACK" | "PIN" | "PIN_BOARD" | "POWERUP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConfirmPurchaseDialog_product$data = {
  readonly count: number;
  readonly description: string;
  readonly discount: number;
  readonly gameCode: string;
  readonly imageUrl: string | null | undefined;
  readonly itemId: string;
  readonly kind: StoreItemKind;
  readonly powerups: ReadonlyArray<{
    readonly count: number;
    readonly id: string;
  }>;
  readonly quantityLimit: number;
  readonly title: string;
  readonly unitPriceGems: number | null | undefined;
  readonly unitPriceTokens: number | null | undefined;
  readonly " $fragmentType": "ConfirmPurchaseDialog_product";
};
export type ConfirmPurchaseDialog_product$key = {
  readonly " $data"?: ConfirmPurchaseDialog_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmPurchaseDialog_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfirmPurchaseDialog_product",
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
      "name": "gameCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemId",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "description",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantityLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PowerupGrant",
      "kind": "LinkedField",
      "name": "powerups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "StoreProduct",
  "abstractKey": null
};
})();

(node as any).hash = "8885189d4ef6dddeb516b16dc1aa6b15";

export default node;
