/**
 * @generated SignedSource<<99c1d01eb2fada259a7a5c50eaa6ce7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatComposer_chat$data = {
  readonly maxMessageLength: number;
  readonly " $fragmentType": "ChatComposer_chat";
};
export type ChatComposer_chat$key = {
  readonly " $data"?: ChatComposer_chat$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatComposer_chat">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatComposer_chat",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxMessageLength",
      "storageKey": null
    }
  ],
  "type": "Chat",
  "abstractKey": null
};

(node as any).hash = "1349ec5d5b72a00cd6241e2238c0b200";

export default node;
