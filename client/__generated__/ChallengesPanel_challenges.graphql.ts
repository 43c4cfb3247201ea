/**
 * @generated SignedSource<<347c8e2ce4ec73921082d7eb90656e9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChallengesPanel_challenges$data = {
  readonly active: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChallengeRow_challenge">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyMeter_challenges">;
  readonly " $fragmentType": "ChallengesPanel_challenges";
};
export type ChallengesPanel_challenges$key = {
  readonly " $data"?: ChallengesPanel_challenges$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChallengesPanel_challenges">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChallengesPanel_challenges",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveChallenge",
      "kind": "LinkedField",
      "name": "active",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChallengeRow_challenge"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WeeklyMeter_challenges"
    }
  ],
  "type": "Challenges",
  "abstractKey": null
};

(node as any).hash = "8082e098211367f94eb7187d2afd403d";

export default node;
