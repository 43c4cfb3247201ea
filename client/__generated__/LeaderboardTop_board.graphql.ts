/**
 * @generated SignedSource<<6b41fdede433546e079918b29df351a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaderboardMeasure = "SCORE" | "TIME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaderboardTop_board$data = {
  readonly entries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly rank: number;
        readonly " $fragmentSpreads": FragmentRefs<"LeaderboardRow_entry">;
      };
    }>;
  };
  readonly measure: LeaderboardMeasure;
  readonly viewerEntry: {
    readonly rank: number;
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardRow_entry">;
  } | null | undefined;
  readonly " $fragmentType": "LeaderboardTop_board";
};
export type LeaderboardTop_board$key = {
  readonly " $data"?: LeaderboardTop_board$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTop_board">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rank",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardRow_entry"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaderboardTop_board",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "measure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "LeaderboardEntriesConnection",
      "kind": "LinkedField",
      "name": "entries",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LeaderboardEntriesConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "LeaderboardEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "entries(first:10)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaderboardEntry",
      "kind": "LinkedField",
      "name": "viewerEntry",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Leaderboard",
  "abstractKey": null
};
})();

(node as any).hash = "22a629f1030cf93747a44511c52d7f8b";

export default node;
