/**
 * @generated SignedSource<<22698d6756c548e1072869d3cdfa37e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyMeter_challenges$data = {
  readonly remainingWeek: number;
  readonly weeklyBonus: {
    readonly count: number;
    readonly needed: number;
    readonly paid: boolean;
    readonly tokens: number;
  };
  readonly " $fragmentType": "WeeklyMeter_challenges";
};
export type WeeklyMeter_challenges$key = {
  readonly " $data"?: WeeklyMeter_challenges$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeeklyMeter_challenges">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WeeklyMeter_challenges",
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
      "concreteType": "WeeklyBonus",
      "kind": "LinkedField",
      "name": "weeklyBonus",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needed",
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
          "name": "paid",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Challenges",
  "abstractKey": null
};

(node as any).hash = "c8b42167932b69c2e83495b4f1ac24c2";

export default node;
