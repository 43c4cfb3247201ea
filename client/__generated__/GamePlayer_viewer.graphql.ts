/**
 * @generated SignedSource<<02565b5864fdcd888bf136c1604eb734>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GamePlayer_viewer$data = {
  readonly player: {
    readonly gems: number;
    readonly id: string;
    readonly noGameConfirm: boolean;
    readonly tokens: number;
  } | null | undefined;
  readonly status: ViewerStatus;
  readonly " $fragmentType": "GamePlayer_viewer";
};
export type GamePlayer_viewer$key = {
  readonly " $data"?: GamePlayer_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"GamePlayer_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GamePlayer_viewer",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noGameConfirm",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b2a77ad571510e22155a42db770c3960";

export default node;
