/**
 * @generated SignedSource<<d50f2521f92a0e947c9003393df09ea3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BonusMeters_challenges$data = {
  readonly quarter: number;
  readonly remainingSeason: number;
  readonly season: {
    readonly count: number;
    readonly rewards: ReadonlyArray<{
      readonly count: number;
      readonly pin: {
        readonly imageUrl: string;
        readonly name: string;
      } | null | undefined;
      readonly tokens: number;
      readonly won: boolean;
    }>;
  };
  readonly week: number;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyMeter_challenges">;
  readonly " $fragmentType": "BonusMeters_challenges";
};
export type BonusMeters_challenges$key = {
  readonly " $data"?: BonusMeters_challenges$data;
  readonly " $fragmentSpreads": FragmentRefs<"BonusMeters_challenges">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BonusMeters_challenges",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingSeason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quarter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "week",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WeeklyMeter_challenges"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SeasonTrack",
      "kind": "LinkedField",
      "name": "season",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SeasonReward",
          "kind": "LinkedField",
          "name": "rewards",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
              "name": "won",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ChallengePin",
              "kind": "LinkedField",
              "name": "pin",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "imageUrl",
                  "storageKey": null
                }
              ],
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
})();

(node as any).hash = "f172492de13863d1b30f4ba6db5a3785";

export default node;
