/**
 * @generated SignedSource<<8c2417f1067b9af2eb263c9fcd8c0aeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinCollection_pins$data = {
  readonly owned: ReadonlyArray<{
    readonly count: number;
    readonly pin: {
      readonly pinId: string;
    };
  }>;
  readonly " $fragmentType": "PinCollection_pins";
};
export type PinCollection_pins$key = {
  readonly " $data"?: PinCollection_pins$data;
  readonly " $fragmentSpreads": FragmentRefs<"PinCollection_pins">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PinCollection_pins",
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
          "name": "count",
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

(node as any).hash = "ad844868c3371dd8b26f1c439c28f770";

export default node;
