/**
 * @generated SignedSource<<ce956010d49637c669060eb7f22382b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoteDirection = "DOWN" | "NONE" | "UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QaAnswerItem_answer$data = {
  readonly author: string;
  readonly authorIconUrl: string | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly mine: boolean;
  readonly myVote: VoteDirection;
  readonly responses: ReadonlyArray<{
    readonly author: string;
    readonly authorIconUrl: string | null | undefined;
    readonly createdAt: string;
    readonly id: string;
    readonly text: string;
  }>;
  readonly score: number;
  readonly text: string;
  readonly " $fragmentType": "QaAnswerItem_answer";
};
export type QaAnswerItem_answer$key = {
  readonly " $data"?: QaAnswerItem_answer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QaAnswerItem_answer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorIconUrl",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QaAnswerItem_answer",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
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
      "concreteType": "QaResponse",
      "kind": "LinkedField",
      "name": "responses",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "QaAnswer",
  "abstractKey": null
};
})();

(node as any).hash = "a933a9451b87e32f60f3adc0baca9d16";

export default node;
