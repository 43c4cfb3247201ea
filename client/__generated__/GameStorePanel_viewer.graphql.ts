/**
 * @generated SignedSource<<e7a199a654e8eeecaef611974a3f017f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GameStorePanel_viewer$data = {
  readonly player: {
    readonly gems: number;
    readonly tokens: number;
  } | null | undefined;
  readonly status: ViewerStatus;
  readonly " $fragmentType": "GameStorePanel_viewer";
};
export type GameStorePanel_viewer$key = {
  readonly " $data"?: GameStorePanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameStorePanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameStorePanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ce7d3814193d9282f4cd571af760a930";

export default node;
