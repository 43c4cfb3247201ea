/**
 * @generated SignedSource<<031bdb0706fcdd20d09e09aea40f2f26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountPinboard_viewer$data = {
  readonly pins: {
    readonly boards: ReadonlyArray<{
      readonly boardId: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_board">;
    }>;
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
    }>;
    readonly placed: ReadonlyArray<{
      readonly boardId: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_pins">;
  };
  readonly " $fragmentType": "AccountPinboard_viewer";
};
export type AccountPinboard_viewer$key = {
  readonly " $data"?: AccountPinboard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountPinboard_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountPinboard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PinsState",
      "kind": "LinkedField",
      "name": "pins",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PinBoard",
          "kind": "LinkedField",
          "name": "boards",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PinBoardView_board"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlacedPin",
          "kind": "LinkedField",
          "name": "placed",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
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
                (v1/*:: as any*/),
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
                  "name": "width",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "height",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PinBoardView_pins"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "1e2841b7ed8bdcc2f758dd2399615b3f";

export default node;
