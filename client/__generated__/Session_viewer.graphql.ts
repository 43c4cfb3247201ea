/**
 * @generated SignedSource<<dcb14b751b8e015c39a2d03ea8bb1f03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Session_viewer$data = {
  readonly status: ViewerStatus;
  readonly " $fragmentType": "Session_viewer";
};
export type Session_viewer$key = {
  readonly " $data"?: Session_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Session_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Session_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "15524966899ab071daef04a7e08c8ae3";

export default node;
