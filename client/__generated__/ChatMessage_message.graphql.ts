/**
 * @generated SignedSource<<d9b07896492b3b1ab98ac09ecae08445>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatMessage_message$data = {
  readonly author: {
    readonly id: string;
    readonly userIconUrl: string;
    readonly username: string;
  };
  readonly body: string;
  readonly createdAt: string;
  readonly id: string;
  readonly mine: boolean;
  readonly " $fragmentType": "ChatMessage_message";
};
export type ChatMessage_message$key = {
  readonly " $data"?: ChatMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessage_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessage_message",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mine",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatAuthor",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "ChatMessage",
  "abstractKey": null
};
})();

(node as any).hash = "28692d7ee7126753377a22c781dd1a97";

export default node;
