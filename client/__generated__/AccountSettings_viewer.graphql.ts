/**
 * @generated SignedSource<<7c6a357b830a95218bcc05eb99f660f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettings_viewer$data = {
  readonly accountDeletionTerms: ReadonlyArray<string>;
  readonly email: string | null | undefined;
  readonly emailVerified: boolean;
  readonly player: {
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AccountSettings_viewer";
};
export type AccountSettings_viewer$key = {
  readonly " $data"?: AccountSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountDeletionTerms",
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
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "dd0992a4f64b6dcf04b189234f74f5cd";

export default node;
