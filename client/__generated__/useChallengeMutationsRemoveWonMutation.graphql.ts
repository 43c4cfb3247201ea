/**
 * @generated SignedSource<<8577b9841028077db3e279399fca4a0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemoveWonChallengeInput = {
  challengeId: string;
  seed?: number | null | undefined;
};
export type useChallengeMutationsRemoveWonMutation$variables = {
  input: RemoveWonChallengeInput;
};
export type useChallengeMutationsRemoveWonMutation$data = {
  readonly removeWonChallenge: {
    readonly __typename: "ChallengeError";
    readonly message: string;
  } | {
    readonly __typename: "RemoveWonChallengeSuccess";
    readonly challenges: {
      readonly " $fragmentSpreads": FragmentRefs<"ChallengesBoard_challenges">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useChallengeMutationsRemoveWonMutation = {
  response: useChallengeMutationsRemoveWonMutation$data;
  variables: useChallengeMutationsRemoveWonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "ChallengeError",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remainingMinutes",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ChallengePin",
  "kind": "LinkedField",
  "name": "pin",
  "plural": false,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameCode",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v14 = {
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
    "name": "useChallengeMutationsRemoveWonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeWonChallenge",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Challenges",
                "kind": "LinkedField",
                "name": "challenges",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ChallengesBoard_challenges"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RemoveWonChallengeSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChallengeMutationsRemoveWonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeWonChallenge",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Challenges",
                "kind": "LinkedField",
                "name": "challenges",
                "plural": false,
                "selections": [
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChallengeGoal",
                        "kind": "LinkedField",
                        "name": "goals",
                        "plural": true,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
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
                              (v8/*:: as any*/),
                              (v4/*:: as any*/)
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ChallengeGoal",
                        "kind": "LinkedField",
                        "name": "goals",
                        "plural": true,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/)
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
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
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
                          (v12/*:: as any*/)
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
                      (v5/*:: as any*/),
                      (v11/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "itemId",
                        "storageKey": null
                      },
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "discount",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
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
                          (v4/*:: as any*/),
                          (v13/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
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
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "needed",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
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
                      (v13/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SeasonReward",
                        "kind": "LinkedField",
                        "name": "rewards",
                        "plural": true,
                        "selections": [
                          (v13/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "won",
                            "storageKey": null
                          },
                          (v10/*:: as any*/)
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
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
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
                          (v14/*:: as any*/),
                          (v6/*:: as any*/)
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
            "type": "RemoveWonChallengeSuccess",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "db1d0cf4ee651cd1905966fbb0aa0895",
    "id": null,
    "metadata": {},
    "name": "useChallengeMutationsRemoveWonMutation",
    "operationKind": "mutation",
    "text": "mutation useChallengeMutationsRemoveWonMutation(\n  $input: RemoveWonChallengeInput!\n) {\n  removeWonChallenge(input: $input) {\n    __typename\n    ... on RemoveWonChallengeSuccess {\n      challenges {\n        ...ChallengesBoard_challenges\n      }\n    }\n    ... on ChallengeError {\n      message\n    }\n  }\n}\n\nfragment BonusMeters_challenges on Challenges {\n  remainingSeason\n  quarter\n  week\n  ...WeeklyMeter_challenges\n  season {\n    count\n    rewards {\n      count\n      tokens\n      won\n      pin {\n        name\n        imageUrl\n      }\n    }\n  }\n}\n\nfragment ChallengeRow_challenge on ActiveChallenge {\n  id\n  kind\n  status\n  tokens\n  remainingMinutes\n  pin {\n    name\n    imageUrl\n  }\n  goals {\n    gameCode\n    description\n    target\n    done\n    game {\n      slug\n      name\n      id\n    }\n  }\n}\n\nfragment ChallengesBoard_challenges on Challenges {\n  maxSlots\n  remainingWeek\n  quarter\n  week\n  active {\n    id\n    ...ChallengeRow_challenge\n  }\n  suggestions {\n    id\n    kind\n    tokens\n    remainingMinutes\n    pin {\n      name\n      imageUrl\n    }\n    goals {\n      gameCode\n      description\n    }\n  }\n  won {\n    id\n    kind\n    tokens\n    completedAt\n    removable\n    goals {\n      description\n    }\n  }\n  slotProduct {\n    unitPriceGems\n    unitPriceTokens\n    ...ConfirmPurchaseDialog_product\n    id\n  }\n  ...BonusMeters_challenges\n  community {\n    ...CommunityGoalCard_goal\n  }\n}\n\nfragment CommunityGoalCard_goal on CommunityGoal {\n  description\n  total\n  mine\n  tier\n  tiers {\n    total\n    tokens\n  }\n}\n\nfragment ConfirmPurchaseDialog_product on StoreProduct {\n  kind\n  gameCode\n  itemId\n  count\n  title\n  description\n  discount\n  unitPriceGems\n  unitPriceTokens\n  imageUrl\n  quantityLimit\n  powerups {\n    id\n    count\n  }\n}\n\nfragment WeeklyMeter_challenges on Challenges {\n  remainingWeek\n  weekResets\n  weeklyBonus {\n    count\n    needed\n    tokens\n    paid\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2fb51d69180cac166c53006d5401c5e";

export default node;
