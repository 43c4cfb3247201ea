/**
 * @generated SignedSource<<0503e54154bdb4ce5d2bd95966a2d186>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinsTray_pins$data = {
  readonly owned: ReadonlyArray<{
    readonly count: number;
    readonly id: string;
    readonly pin: {
      readonly height: number;
      readonly imageUrl: string;
      readonly name: string;
      readonly pinId: string;
      readonly width: number;
    };
    readonly placed: number;
  }>;
  readonly " $fragmentType": "PinsTray_pins";
};
export type PinsTray_pins$key = {
  readonly " $data"?: PinsTray_pins$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinsTray_pins">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinsTray_pins",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OwnedPin",
      "kind": "LinkedField",
      "name": "owned",
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
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "placed",
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
              "name": "pinId",
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

(node as any).hash = "52fa9d9d61f924c4fcbd5bb832c28835";

export default node;
