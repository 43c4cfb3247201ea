/**
 * @generated SignedSource<<16dc0b0742a1ef006abbc49e0bf86459>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameAboutPageQuery$variables = {
  game: string;
};
export type GameAboutPageQuery$data = {
  readonly game: {
    readonly bgColor: string;
    readonly category: {
      readonly code: string;
      readonly name: string;
    };
    readonly code: string;
    readonly howTo: ReadonlyArray<{
      readonly text: string;
      readonly title: string;
    }>;
    readonly long: ReadonlyArray<string>;
    readonly name: string;
    readonly short: string;
    readonly thumbnailUrl: string;
    readonly " $fragmentSpreads": FragmentRefs<"GameStorePanel_game" | "GameTag_game" | "QaSection_game">;
  } | null | undefined;
  readonly portal: {
    readonly " $fragmentSpreads": FragmentRefs<"QaSection_portal">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"GameStorePanel_viewer">;
  };
};
export type GameAboutPageQuery = {
  response: GameAboutPageQuery$data;
  variables: GameAboutPageQuery$variables;
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
  "name": "code",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "short",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "long",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bgColor",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnailUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "HowToEntry",
  "kind": "LinkedField",
  "name": "howTo",
  "plural": true,
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
  "name": "id",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  },
  {
    "kind": "Literal",
    "name": "sort",
    "value": "VOTES"
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "authorIconUrl",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "myVote",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mine",
  "storageKey": null
},
v20 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "min",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "max",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "GameAboutPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GameTag_game"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GameStorePanel_game"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QaSection_game"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GameStorePanel_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Portal",
        "kind": "LinkedField",
        "name": "portal",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QaSection_portal"
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
    "name": "GameAboutPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Game",
        "kind": "LinkedField",
        "name": "game",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Category",
            "kind": "LinkedField",
            "name": "category",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v2/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tag",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tagColor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tagShadow",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreProduct",
            "kind": "LinkedField",
            "name": "storeItems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemId",
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "imageUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discount",
                "storageKey": null
              },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "free",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "owned",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ownedCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gameCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
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
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "concreteType": "GameQuestionsConnection",
            "kind": "LinkedField",
            "name": "questions",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "GameQuestionsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "QaQuestion",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v11/*:: as any*/),
                      (v9/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "QaAnswer",
                        "kind": "LinkedField",
                        "name": "answers",
                        "plural": true,
                        "selections": [
                          (v11/*:: as any*/),
                          (v9/*:: as any*/),
                          (v14/*:: as any*/),
                          (v15/*:: as any*/),
                          (v16/*:: as any*/),
                          (v17/*:: as any*/),
                          (v18/*:: as any*/),
                          (v19/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "QaResponse",
                            "kind": "LinkedField",
                            "name": "responses",
                            "plural": true,
                            "selections": [
                              (v11/*:: as any*/),
                              (v9/*:: as any*/),
                              (v15/*:: as any*/),
                              (v16/*:: as any*/),
                              (v17/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
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
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "questions(first:5,sort:\"VOTES\")"
          },
          {
            "alias": null,
            "args": (v13/*:: as any*/),
            "filters": [
              "sort",
              "search"
            ],
            "handle": "connection",
            "key": "QaSection_questions",
            "kind": "LinkedHandle",
            "name": "questions"
          },
          (v11/*:: as any*/)
        ],
        "storageKey": null
      },
      {
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gems",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokens",
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
        "concreteType": "Portal",
        "kind": "LinkedField",
        "name": "portal",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QaLimits",
            "kind": "LinkedField",
            "name": "qaLimits",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QaTextLimit",
                "kind": "LinkedField",
                "name": "question",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QaTextLimit",
                "kind": "LinkedField",
                "name": "answer",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QaTextLimit",
                "kind": "LinkedField",
                "name": "response",
                "plural": false,
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchMax",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reportReasonMax",
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
    "cacheID": "f84b2ad9a7ed9cfcd126b23b53366433",
    "id": null,
    "metadata": {},
    "name": "GameAboutPageQuery",
    "operationKind": "query",
    "text": "query GameAboutPageQuery(\n  $game: String!\n) {\n  game(idOrSlug: $game) {\n    code\n    name\n    short\n    long\n    bgColor\n    thumbnailUrl\n    category {\n      name\n      code\n      id\n    }\n    howTo {\n      title\n      text\n    }\n    ...GameTag_game\n    ...GameStorePanel_game\n    ...QaSection_game\n    id\n  }\n  viewer {\n    ...GameStorePanel_viewer\n  }\n  portal {\n    ...QaSection_portal\n  }\n}\n\nfragment ConfirmPurchaseDialog_product on StoreProduct {\n  kind\n  gameCode\n  itemId\n  count\n  title\n  description\n  discount\n  unitPriceGems\n  unitPriceTokens\n  imageUrl\n  quantityLimit\n  powerups {\n    id\n    count\n  }\n}\n\nfragment GameStorePanel_game on Game {\n  name\n  storeItems {\n    key\n    kind\n    itemId\n    count\n    title\n    imageUrl\n    discount\n    unitPriceGems\n    unitPriceTokens\n    free\n    owned\n    ownedCount\n    ...ConfirmPurchaseDialog_product\n    id\n  }\n}\n\nfragment GameStorePanel_viewer on Viewer {\n  status\n  player {\n    gems\n    tokens\n    id\n  }\n}\n\nfragment GameTag_game on Game {\n  tag\n  tagColor\n  tagShadow\n}\n\nfragment QaAnswerItem_answer on QaAnswer {\n  id\n  text\n  score\n  author\n  authorIconUrl\n  createdAt\n  myVote\n  mine\n  responses {\n    id\n    text\n    author\n    authorIconUrl\n    createdAt\n  }\n}\n\nfragment QaQuestionItem_question on QaQuestion {\n  id\n  text\n  score\n  author\n  authorIconUrl\n  createdAt\n  myVote\n  mine\n  answers {\n    id\n    ...QaAnswerItem_answer\n  }\n}\n\nfragment QaSection_game on Game {\n  code\n  name\n  questions(first: 5, sort: VOTES) {\n    edges {\n      node {\n        id\n        ...QaQuestionItem_question\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment QaSection_portal on Portal {\n  qaLimits {\n    question {\n      min\n      max\n    }\n    answer {\n      min\n      max\n    }\n    response {\n      min\n      max\n    }\n    searchMax\n    reportReasonMax\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d000b97c89715301dddbabd0d36fb30";

export default node;
