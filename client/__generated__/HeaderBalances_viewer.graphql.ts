/**
 * @generated SignedSource<<3fd9713ad5e0e46ddb2e70a85cb92caa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HeaderBalances_viewer$data = {
  readonly player: {
    readonly gems: number;
    readonly id: string;
    readonly tokens: number;
  } | null | undefined;
  readonly status: ViewerStatus;
  readonly " $fragmentType": "HeaderBalances_viewer";
};
export type HeaderBalances_viewer$key = {
  readonly " $data"?: HeaderBalances_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderBalances_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderBalances_viewer",
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
          "name": "id",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4514f1863fb0f1ff55445caa8ccd4828";

export default node;
