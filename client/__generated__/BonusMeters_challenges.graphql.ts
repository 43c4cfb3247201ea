/**
 * @generated SignedSource<<0072ddfe5fd78dff770c2b7e098875b2>>
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
  readonly remainingWeek: number;
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
  readonly weeklyBonus: {
    readonly count: number;
    readonly needed: number;
    readonly paid: boolean;
    readonly tokens: number;
  };
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
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
      "name": "remainingWeek",
      "storageKey": null
    },
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
      "alias": null,
      "args": null,
      "concreteType": "WeeklyBonus",
      "kind": "LinkedField",
      "name": "weeklyBonus",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needed",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paid",
          "storageKey": null
        }
      ],
      "storageKey": null
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
            (v1/*:: as any*/),
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

(node as any).hash = "a8d4efe9f5b82c673ade1430a2d3a8de";

export default node;
