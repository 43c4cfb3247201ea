/**
 * @generated SignedSource<<34b6b1394c57d9435b025df6f1ac16c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WeeklyMeter_challenges$data = {
  readonly remainingWeek: number;
  readonly weekResets: string;
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
      "kind": "ScalarField",
      "name": "weekResets",
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

(node as any).hash = "99e3bc2d9624aa5d130b2999b9f744f3";

export default node;
