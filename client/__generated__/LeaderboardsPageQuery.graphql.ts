/**
 * @generated SignedSource<<097efcd4f29a8b369f981194d6a534d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardPeriod = "DAILY" | "PUZZLE" | "WEEKLY" | "%future added value";
export type LeaderboardScope = "FRIENDS" | "GLOBAL" | "%future added value";
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type LeaderboardsPageQuery$variables = {
  game: string;
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
};
export type LeaderboardsPageQuery$data = {
  readonly games: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly daily: {
          readonly day: string;
        } | null | undefined;
        readonly name: string;
      };
    }>;
  };
  readonly viewer: {
    readonly status: ViewerStatus;
  };
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardTable_query">;
};
export type LeaderboardsPageQuery = {
  response: LeaderboardsPageQuery$data;
  variables: LeaderboardsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "day",
  "storageKey": null
},
v6 = {
  "alias": "daily",
  "args": [
    {
      "kind": "Literal",
      "name": "period",
      "value": "PUZZLE"
    }
  ],
  "concreteType": "Leaderboard",
  "kind": "LinkedField",
  "name": "leaderboard",
  "plural": false,
  "selections": [
    (v5/*:: as any*/)
  ],
  "storageKey": "leaderboard(period:\"PUZZLE\")"
},
v7 = [
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
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "result",
  "storageKey": null
},
v11 = {
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
    "name": "LeaderboardsPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryGamesConnection",
        "kind": "LinkedField",
        "name": "games",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryGamesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "games(first:100)"
      },
      {
        "args": (v7/*:: as any*/),
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
    "name": "LeaderboardsPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryGamesConnection",
        "kind": "LinkedField",
        "name": "games",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryGamesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Game",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "games(first:100)"
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
                      (v9/*:: as any*/),
                      (v4/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
            "storageKey": "entries(first:20)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
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
              (v9/*:: as any*/),
              (v4/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7c6e50ecb1b19436249dc407b0420ca",
    "id": null,
    "metadata": {},
    "name": "LeaderboardsPageQuery",
    "operationKind": "query",
    "text": "query LeaderboardsPageQuery(\n  $game: String!\n  $period: LeaderboardPeriod!\n  $scope: LeaderboardScope!\n) {\n  viewer {\n    status\n  }\n  games(first: 100) {\n    edges {\n      node {\n        code\n        name\n        daily: leaderboard(period: PUZZLE) {\n          day\n        }\n        id\n      }\n    }\n  }\n  ...LeaderboardTable_query_1p2Sni\n}\n\nfragment LeaderboardRow_entry on LeaderboardEntry {\n  rank\n  name\n  result\n  isViewer\n}\n\nfragment LeaderboardTable_query_1p2Sni on Query {\n  leaderboard(game: $game, period: $period, scope: $scope) {\n    measure\n    period\n    day\n    entries(first: 20) {\n      edges {\n        node {\n          rank\n          ...LeaderboardRow_entry\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n    viewerEntry {\n      rank\n      ...LeaderboardRow_entry\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d634585cce4fa0dc97d5bbf9fefdefab";

export default node;
