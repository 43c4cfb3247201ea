/**
 * @generated SignedSource<<b0eb55b214e8911ec12800ba922f0967>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type ChallengesPageQuery$variables = {
  seed: number;
};
export type ChallengesPageQuery$data = {
  readonly viewer: {
    readonly challenges: {
      readonly signedIn: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ChallengesBoard_challenges">;
    };
    readonly player: {
      readonly gems: number;
      readonly tokens: number;
    } | null | undefined;
    readonly status: ViewerStatus;
  };
};
export type ChallengesPageQuery = {
  response: ChallengesPageQuery$data;
  variables: ChallengesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "seed"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gems",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "navigation",
    "value": true
  },
  {
    "kind": "Variable",
    "name": "seed",
    "variableName": "seed"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedIn",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remainingMinutes",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "ChallengePin",
  "kind": "LinkedField",
  "name": "pin",
  "plural": false,
  "selections": [
    (v9/*:: as any*/),
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameCode",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChallengesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Challenges",
            "kind": "LinkedField",
            "name": "challenges",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChallengesBoard_challenges"
              }
            ],
            "storageKey": null
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
    "name": "ChallengesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Challenges",
            "kind": "LinkedField",
            "name": "challenges",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxSlots",
                "storageKey": null
              },
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
                "concreteType": "ActiveChallenge",
                "kind": "LinkedField",
                "name": "active",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v1/*:: as any*/),
                  (v3/*:: as any*/),
                  (v8/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChallengeGoal",
                    "kind": "LinkedField",
                    "name": "goals",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "target",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "done",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Game",
                        "kind": "LinkedField",
                        "name": "game",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
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
                "concreteType": "ChallengeSuggestion",
                "kind": "LinkedField",
                "name": "suggestions",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/),
                  (v8/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChallengeGoal",
                    "kind": "LinkedField",
                    "name": "goals",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "WonChallenge",
                "kind": "LinkedField",
                "name": "won",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "completedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "removable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ChallengeGoal",
                    "kind": "LinkedField",
                    "name": "goals",
                    "plural": true,
                    "selections": [
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StoreProduct",
                "kind": "LinkedField",
                "name": "slotProduct",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceGems",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceTokens",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "itemId",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "discount",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantityLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PowerupGrant",
                    "kind": "LinkedField",
                    "name": "powerups",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
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
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "needed",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SeasonReward",
                    "kind": "LinkedField",
                    "name": "rewards",
                    "plural": true,
                    "selections": [
                      (v14/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "won",
                        "storageKey": null
                      },
                      (v11/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CommunityGoal",
                "kind": "LinkedField",
                "name": "community",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CommunityTier",
                    "kind": "LinkedField",
                    "name": "tiers",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v3/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5b3d39c857a91baba00f485d58838860",
    "id": null,
    "metadata": {},
    "name": "ChallengesPageQuery",
    "operationKind": "query",
    "text": "query ChallengesPageQuery(\n  $seed: Int!\n) {\n  viewer {\n    status\n    player {\n      gems\n      tokens\n      id\n    }\n    challenges(seed: $seed, navigation: true) {\n      signedIn\n      ...ChallengesBoard_challenges\n    }\n  }\n}\n\nfragment BonusMeters_challenges on Challenges {\n  remainingSeason\n  quarter\n  week\n  ...WeeklyMeter_challenges\n  season {\n    count\n    rewards {\n      count\n      tokens\n      won\n      pin {\n        name\n        imageUrl\n      }\n    }\n  }\n}\n\nfragment ChallengeRow_challenge on ActiveChallenge {\n  id\n  kind\n  status\n  tokens\n  remainingMinutes\n  pin {\n    name\n    imageUrl\n  }\n  goals {\n    gameCode\n    description\n    target\n    done\n    game {\n      slug\n      name\n      id\n    }\n  }\n}\n\nfragment ChallengesBoard_challenges on Challenges {\n  maxSlots\n  remainingWeek\n  quarter\n  week\n  active {\n    id\n    ...ChallengeRow_challenge\n  }\n  suggestions {\n    id\n    kind\n    tokens\n    remainingMinutes\n    pin {\n      name\n      imageUrl\n    }\n    goals {\n      gameCode\n      description\n    }\n  }\n  won {\n    id\n    kind\n    tokens\n    completedAt\n    removable\n    goals {\n      description\n    }\n  }\n  slotProduct {\n    unitPriceGems\n    unitPriceTokens\n    ...ConfirmPurchaseDialog_product\n    id\n  }\n  ...BonusMeters_challenges\n  community {\n    ...CommunityGoalCard_goal\n  }\n}\n\nfragment CommunityGoalCard_goal on CommunityGoal {\n  description\n  total\n  mine\n  tier\n  tiers {\n    total\n    tokens\n  }\n}\n\nfragment ConfirmPurchaseDialog_product on StoreProduct {\n  kind\n  gameCode\n  itemId\n  count\n  title\n  description\n  discount\n  unitPriceGems\n  unitPriceTokens\n  imageUrl\n  quantityLimit\n  powerups {\n    id\n    count\n  }\n}\n\nfragment WeeklyMeter_challenges on Challenges {\n  remainingWeek\n  weekResets\n  weeklyBonus {\n    count\n    needed\n    tokens\n    paid\n  }\n}\n"
  }
};
})();

(node as any).hash = "48f89d9897a9f3250d2dbe1681405668";

export default node;
