/**
 * @generated SignedSource<<fc86f00eb2ba6afc7e711e7df426b74e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameLeaderboardsQuery$variables = {
  game: string;
};
export type GameLeaderboardsQuery$data = {
  readonly game: {
    readonly " $fragmentSpreads": FragmentRefs<"GameLeaderboards_game">;
  } | null | undefined;
};
export type GameLeaderboardsQuery = {
  response: GameLeaderboardsQuery$data;
  variables: GameLeaderboardsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "game"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "idOrSlug",
    "variableName": "game"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rank",
    "storageKey": null
  },
  (v2/*:: as any*/),
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
v4 = [
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
            "selections": (v3/*:: as any*/),
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
    "selections": (v3/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GameLeaderboardsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GameLeaderboards_game"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GameLeaderboardsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": "today",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "DAILY"
              }
            ],
            "concreteType": "Leaderboard",
            "kind": "LinkedField",
            "name": "leaderboard",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "leaderboard(period:\"DAILY\")"
          },
          {
            "alias": "week",
            "args": [
              {
                "kind": "Literal",
                "name": "period",
                "value": "WEEKLY"
              }
            ],
            "concreteType": "Leaderboard",
            "kind": "LinkedField",
            "name": "leaderboard",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "leaderboard(period:\"WEEKLY\")"
          },
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
    ]
  },
  "params": {
    "cacheID": "259f05ec314801cbfe305f9b2fee9e5e",
    "id": null,
    "metadata": {},
    "name": "GameLeaderboardsQuery",
    "operationKind": "query",
    "text": "query GameLeaderboardsQuery(\n  $game: String!\n) {\n  game(idOrSlug: $game) {\n    ...GameLeaderboards_game\n    id\n  }\n}\n\nfragment GameLeaderboards_game on Game {\n  code\n  name\n  today: leaderboard(period: DAILY) {\n    ...LeaderboardTop_board\n  }\n  week: leaderboard(period: WEEKLY) {\n    ...LeaderboardTop_board\n  }\n}\n\nfragment LeaderboardRow_entry on LeaderboardEntry {\n  rank\n  name\n  result\n  isViewer\n}\n\nfragment LeaderboardTop_board on Leaderboard {\n  measure\n  entries(first: 10) {\n    edges {\n      node {\n        rank\n        ...LeaderboardRow_entry\n      }\n    }\n  }\n  viewerEntry {\n    rank\n    ...LeaderboardRow_entry\n  }\n}\n"
  }
};
})();

(node as any).hash = "8cb8e685e4214f9d8985a00a52f54965";

export default node;
