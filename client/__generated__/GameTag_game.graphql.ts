/**
 * @generated SignedSource<<3c5f08a09b8fddb327ac1cbe91f780fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameTag_game$data = {
  readonly tag: string | null | undefined;
  readonly tagColor: string | null | undefined;
  readonly tagShadow: string | null | undefined;
  readonly " $fragmentType": "GameTag_game";
};
export type GameTag_game$key = {
  readonly " $data"?: GameTag_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameTag_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameTag_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tag",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tagColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tagShadow",
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "0c15af6d9e95acaae9ad38ba584cbdd5";

export default node;
