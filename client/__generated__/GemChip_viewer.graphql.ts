/**
 * @generated SignedSource<<8134ce42db60b6e557c4d87310bc41fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GemChip_viewer$data = {
  readonly player: {
    readonly gems: number;
  } | null | undefined;
  readonly status: ViewerStatus;
  readonly " $fragmentType": "GemChip_viewer";
};
export type GemChip_viewer$key = {
  readonly " $data"?: GemChip_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GemChip_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GemChip_viewer",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "18da209852b49a23083888d5d1dc8280";

export default node;
