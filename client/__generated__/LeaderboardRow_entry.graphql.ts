/**
 * @generated SignedSource<<db71bd0aab6adc68eca2a93b70a7da6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardRow_entry$data = {
  readonly isViewer: boolean;
  readonly name: string;
  readonly rank: number;
  readonly result: number;
  readonly " $fragmentType": "LeaderboardRow_entry";
};
export type LeaderboardRow_entry$key = {
  readonly " $data"?: LeaderboardRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaderboardRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
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
      "name": "result",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    }
  ],
  "type": "LeaderboardEntry",
  "abstractKey": null
};

(node as any).hash = "2b695b1eef943b631e706ebfd9ce31ed";

export default node;
