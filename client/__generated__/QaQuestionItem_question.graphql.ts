/**
 * @generated SignedSource<<c1e2046b41dca373bcf2635551e1d41e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteDirection = "DOWN" | "NONE" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QaQuestionItem_question$data = {
  readonly answers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"QaAnswerItem_answer">;
  }>;
  readonly author: string;
  readonly authorIconUrl: string | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly mine: boolean;
  readonly myVote: VoteDirection;
  readonly score: number;
  readonly text: string;
  readonly " $fragmentType": "QaQuestionItem_question";
};
export type QaQuestionItem_question$key = {
  readonly " $data"?: QaQuestionItem_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QaQuestionItem_question">;
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
  "name": "QaQuestionItem_question",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorIconUrl",
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
      "name": "myVote",
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
      "concreteType": "QaAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "QaAnswerItem_answer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "QaQuestion",
  "abstractKey": null
};
})();

(node as any).hash = "a4fce4882d281ddbf5525c89f029461c";

export default node;
