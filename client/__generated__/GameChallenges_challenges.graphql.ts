/**
 * @generated SignedSource<<ac417a841f9ae7f689afd332c5fa8372>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameChallenges_challenges$data = {
  readonly advancing: ReadonlyArray<{
    readonly goals: ReadonlyArray<{
      readonly description: string;
      readonly done: number;
      readonly gameCode: string;
      readonly target: number;
    }>;
    readonly id: string;
    readonly remainingMinutes: number;
    readonly tokens: number;
  }>;
  readonly " $fragmentType": "GameChallenges_challenges";
};
export type GameChallenges_challenges$key = {
  readonly " $data"?: GameChallenges_challenges$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameChallenges_challenges">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "game"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameChallenges_challenges",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "game",
          "variableName": "game"
        }
      ],
      "concreteType": "ActiveChallenge",
      "kind": "LinkedField",
      "name": "advancing",
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
          "name": "tokens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remainingMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ChallengeGoal",
          "kind": "LinkedField",
          "name": "goals",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "gameCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "target",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "done",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Challenges",
  "abstractKey": null
};

(node as any).hash = "86d8d817709ff71fbc50210872683f49";

export default node;
