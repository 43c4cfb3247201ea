/**
 * @generated SignedSource<<2a75eac0031813bee88a10cfa6e78c8b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LeaderboardMeasure = "SCORE" | "TIME" | "%future added value";
export type LeaderboardPeriod = "DAILY" | "PUZZLE" | "WEEKLY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LeaderboardTable_query$data = {
  readonly leaderboard: {
    readonly day: string;
    readonly entries: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly rank: number;
          readonly " $fragmentSpreads": FragmentRefs<"LeaderboardRow_entry">;
        };
      }>;
    };
    readonly measure: LeaderboardMeasure;
    readonly period: LeaderboardPeriod;
    readonly viewerEntry: {
      readonly rank: number;
      readonly " $fragmentSpreads": FragmentRefs<"LeaderboardRow_entry">;
    } | null | undefined;
  };
  readonly " $fragmentType": "LeaderboardTable_query";
};
export type LeaderboardTable_query$key = {
  readonly " $data"?: LeaderboardTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTable_query">;
};

import LeaderboardTablePaginationQuery_graphql from './LeaderboardTablePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "leaderboard",
  "entries"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v2 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "LeaderboardRow_entry"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "game"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "period"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "scope"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": LeaderboardTablePaginationQuery_graphql
    }
  },
  "name": "LeaderboardTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "game",
          "variableName": "game"
        },
        {
          "kind": "Variable",
          "name": "period",
          "variableName": "period"
        },
        {
          "kind": "Variable",
          "name": "scope",
          "variableName": "scope"
        }
      ],
      "concreteType": "Leaderboard",
      "kind": "LinkedField",
      "name": "leaderboard",
      "plural": false,
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
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": "entries",
          "args": null,
          "concreteType": "LeaderboardEntriesConnection",
          "kind": "LinkedField",
          "name": "__LeaderboardTable_entries_connection",
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
                  "selections": [
                    (v1/*:: as any*/),
                    (v2/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LeaderboardEntry",
          "kind": "LinkedField",
          "name": "viewerEntry",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7848d634b7fc42859ca0217ded2a3e20";

export default node;
