/**
 * @generated SignedSource<<fbdebaf1f874a1a0c35a8bc004434630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameStatsSummary_stats$data = {
  readonly total: {
    readonly bestScore: number | null | undefined;
    readonly bestStreak: number;
    readonly bestTimeMs: number | null | undefined;
    readonly currentStreak: number;
    readonly played: number;
    readonly winRate: number;
    readonly won: number;
  };
  readonly " $fragmentType": "GameStatsSummary_stats";
};
export type GameStatsSummary_stats$key = {
  readonly " $data"?: GameStatsSummary_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameStatsSummary_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameStatsSummary_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GameStatLine",
      "kind": "LinkedField",
      "name": "total",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "played",
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
          "kind": "ScalarField",
          "name": "winRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentStreak",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestStreak",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestTimeMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bestScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "GameStats",
  "abstractKey": null
};

(node as any).hash = "a5b8cc81d292f1cfe9920b9ec4b2fd60";

export default node;
