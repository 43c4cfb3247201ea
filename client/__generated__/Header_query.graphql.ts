/**
 * @generated SignedSource<<46ae46e185d165b5595a08e9fea32f66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_query$data = {
  readonly portal: {
    readonly name: string;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"GemChip_viewer" | "SignInArea_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"GamesMenu_query">;
  readonly " $fragmentType": "Header_query";
};
export type Header_query$key = {
  readonly " $data"?: Header_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Portal",
      "kind": "LinkedField",
      "name": "portal",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "GemChip_viewer"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SignInArea_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "GamesMenu_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "829bf8003653efcd8f4ac122ed1c268a";

export default node;
