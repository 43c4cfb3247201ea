/**
 * @generated SignedSource<<d5ce3bd95835d70d03e855ff8f47ce3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "GEMS" | "TOKENS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PurchaseHistory_viewer$data = {
  readonly bills: ReadonlyArray<{
    readonly amount: number;
    readonly createdAt: string;
    readonly currency: Currency;
    readonly displayName: string;
    readonly id: string;
    readonly quantity: number;
  }>;
  readonly " $fragmentType": "PurchaseHistory_viewer";
};
export type PurchaseHistory_viewer$key = {
  readonly " $data"?: PurchaseHistory_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PurchaseHistory_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PurchaseHistory_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Bill",
      "kind": "LinkedField",
      "name": "bills",
      "plural": true,
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
          "name": "displayName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e5a2eae0e4644869ca8d9a935fcc63bb";

export default node;
