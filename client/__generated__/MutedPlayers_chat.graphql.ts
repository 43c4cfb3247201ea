/**
 * @generated SignedSource<<c77458435758c57d9ae4ecf0357f2785>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MutedPlayers_chat$data = {
  readonly mutedAuthors: ReadonlyArray<{
    readonly id: string;
    readonly userIconUrl: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "MutedPlayers_chat";
};
export type MutedPlayers_chat$key = {
  readonly " $data"?: MutedPlayers_chat$data;
  readonly " $fragmentSpreads": FragmentRefs<"MutedPlayers_chat">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MutedPlayers_chat",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatAuthor",
      "kind": "LinkedField",
      "name": "mutedAuthors",
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
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userIconUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Chat",
  "abstractKey": null
};

(node as any).hash = "2b58757e59ad3c0265e1f45b107fab31";

export default node;
