/**
 * @generated SignedSource<<824e6ad3c7af1ebf175a5b977f5fa56d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInArea_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
  readonly " $fragmentType": "SignInArea_viewer";
};
export type SignInArea_viewer$key = {
  readonly " $data"?: SignInArea_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInArea_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInArea_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ff8357a0c71802e2830618fd73f504a8";

export default node;
