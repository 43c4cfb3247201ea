/**
 * @generated SignedSource<<3886213baaece29b8b5f46f3863251b2>>
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
    readonly " $fragmentSpreads": FragmentRefs<"HeaderBalances_viewer" | "SignInArea_viewer">;
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
          "name": "HeaderBalances_viewer"
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

(node as any).hash = "8d6e53fa91a9be37f41c3db18d76591a";

export default node;
