/**
 * @generated SignedSource<<aee849b1f2d1207f4abb60c4f89ad44c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContinuePlaying_viewer$data = {
  readonly recentGames: ReadonlyArray<{
    readonly bgColor: string;
    readonly code: string;
    readonly id: string;
    readonly name: string;
    readonly thumbnailUrl: string;
  }>;
  readonly " $fragmentType": "ContinuePlaying_viewer";
};
export type ContinuePlaying_viewer$key = {
  readonly " $data"?: ContinuePlaying_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContinuePlaying_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContinuePlaying_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
        }
      ],
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "recentGames",
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
          "name": "code",
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
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bgColor",
          "storageKey": null
        }
      ],
      "storageKey": "recentGames(first:4)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "e1b20b7ff9fcf4168ca7f3141108dee3";

export default node;
