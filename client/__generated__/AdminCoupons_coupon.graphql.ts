/**
 * @generated SignedSource<<5cf2fe6cbf5ce92f9bee528e04400277>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminCouponState = "ACTIVE" | "EXPIRED" | "USED_UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminCoupons_coupon$data = ReadonlyArray<{
  readonly code: string;
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly gems: number;
  readonly id: string;
  readonly items: any;
  readonly maxRedemptions: number | null | undefined;
  readonly note: string;
  readonly redemptions: number;
  readonly state: AdminCouponState;
  readonly tokens: number;
  readonly " $fragmentType": "AdminCoupons_coupon";
}>;
export type AdminCoupons_coupon$key = ReadonlyArray<{
  readonly " $data"?: AdminCoupons_coupon$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminCoupons_coupon">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AdminCoupons_coupon",
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
      "name": "code",
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
      "name": "items",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxRedemptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redemptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "type": "AdminCoupon",
  "abstractKey": null
};

(node as any).hash = "af565c22a9273da4f3b675d13c120962";

export default node;
