/**
 * @generated SignedSource<<cf8ffbf738a7237e60904682720f5c2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinBoardView_pins$data = {
  readonly placed: ReadonlyArray<{
    readonly boardId: string;
    readonly height: number;
    readonly id: string;
    readonly pin: {
      readonly imageUrl: string;
      readonly name: string;
    } | null | undefined;
    readonly pinId: string;
    readonly width: number;
    readonly x: number;
    readonly y: number;
  }>;
  readonly " $fragmentType": "PinBoardView_pins";
};
export type PinBoardView_pins$key = {
  readonly " $data"?: PinBoardView_pins$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_pins">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinBoardView_pins",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PlacedPin",
      "kind": "LinkedField",
      "name": "placed",
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
          "name": "boardId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pinId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "x",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "y",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Pin",
          "kind": "LinkedField",
          "name": "pin",
          "plural": false,
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
              "kind": "ScalarField",
              "name": "imageUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PinsState",
  "abstractKey": null
};

(node as any).hash = "b63656f5511bffd499f1d9131407bca3";

export default node;
