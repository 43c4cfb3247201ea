/**
 * @generated SignedSource<<b8380020a5004be7cf162411412646ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardPeriod = "DAILY" | "PUZZLE" | "WEEKLY" | "%future added value";
export type LeaderboardScope = "FRIENDS" | "GLOBAL" | "%future added value";
export type LeaderboardTablePaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  game: string;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
};
export type LeaderboardTablePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTable_query">;
};
export type LeaderboardTablePaginationQuery = {
  response: LeaderboardTablePaginationQuery$data;
  variables: LeaderboardTablePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "game",
  "variableName": "game"
},
v2 = {
  "kind": "Variable",
  "name": "period",
  "variableName": "period"
},
v3 = {
  "kind": "Variable",
  "name": "scope",
  "variableName": "scope"
},
v4 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LeaderboardTablePaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "LeaderboardTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LeaderboardTablePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
            "alias": null,
            "args": (v4/*:: as any*/),
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
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
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
            "args": (v4/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "LeaderboardTable_entries",
            "kind": "LinkedHandle",
            "name": "entries"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LeaderboardEntry",
            "kind": "LinkedField",
            "name": "viewerEntry",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4789ca7eb85fd49d7162b4b915acfb66",
    "id": null,
    "metadata": {},
    "name": "LeaderboardTablePaginationQuery",
    "operationKind": "query",
    "text": "query LeaderboardTablePaginationQuery(\n  $count: Int = 20\n  $cursor: String\n  $game: String!\n  $period: LeaderboardPeriod!\n  $scope: LeaderboardScope!\n) {\n  ...LeaderboardTable_query_1hHHnT\n}\n\nfragment LeaderboardRow_entry on LeaderboardEntry {\n  rank\n  name\n  result\n  isViewer\n}\n\nfragment LeaderboardTable_query_1hHHnT on Query {\n  leaderboard(game: $game, period: $period, scope: $scope) {\n    measure\n    period\n    day\n    entries(first: $count, after: $cursor) {\n      edges {\n        node {\n          rank\n          ...LeaderboardRow_entry\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    viewerEntry {\n      rank\n      ...LeaderboardRow_entry\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7848d634b7fc42859ca0217ded2a3e20";

export default node;
