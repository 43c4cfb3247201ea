/**
 * @generated SignedSource<<b437abd4dc1ec75cb87d8a45a462bca3>>
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "GamesMenu_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2108ff6d0e4224bc2ce9ce05f6e1571c";

export default node;
