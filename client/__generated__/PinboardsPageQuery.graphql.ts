/**
 * @generated SignedSource<<99df4bdf980982d264f4e38ab97f4179>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type PinboardsPageQuery$variables = Record<PropertyKey, never>;
export type PinboardsPageQuery$data = {
  readonly pinBoards: ReadonlyArray<{
    readonly boardId: string;
    readonly columns: number;
    readonly id: string;
    readonly name: string;
    readonly rows: number;
    readonly storeItem: {
      readonly unitPriceGems: number | null | undefined;
      readonly unitPriceTokens: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ConfirmPurchaseDialog_product">;
    } | null | undefined;
    readonly thumbnailUrl: string;
    readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_board">;
  }>;
  readonly viewer: {
    readonly pins: {
      readonly boards: ReadonlyArray<{
        readonly boardId: string;
      }>;
      readonly canPlace: boolean;
      readonly placed: ReadonlyArray<{
        readonly boardId: string;
        readonly height: number;
        readonly width: number;
        readonly x: number;
        readonly y: number;
      }>;
      readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_pins" | "PinCollection_pins" | "PinsTray_pins">;
    };
    readonly player: {
      readonly gems: number;
      readonly tokens: number;
    } | null | undefined;
    readonly status: ViewerStatus;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PinCollection_query">;
};
export type PinboardsPageQuery = {
  response: PinboardsPageQuery$data;
  variables: PinboardsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gems",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canPlace",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "boardId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "x",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "y",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumbnailUrl",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "columns",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rows",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitPriceGems",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unitPriceTokens",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pinId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "StoreProduct",
  "kind": "LinkedField",
  "name": "storeItem",
  "plural": false,
  "selections": [
    (v14/*:: as any*/),
    (v15/*:: as any*/),
    (v19/*:: as any*/),
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
      "name": "itemId",
      "storageKey": null
    },
    (v18/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "discount",
      "storageKey": null
    },
    (v17/*:: as any*/),
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
        (v9/*:: as any*/),
        (v18/*:: as any*/)
      ],
      "storageKey": null
    },
    (v9/*:: as any*/)
  ],
  "storageKey": null
},
v21 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 48
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PinboardsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PinsState",
            "kind": "LinkedField",
            "name": "pins",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PinBoard",
                "kind": "LinkedField",
                "name": "boards",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PlacedPin",
                "kind": "LinkedField",
                "name": "placed",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PinsTray_pins"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PinBoardView_pins"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PinCollection_pins"
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
        "concreteType": "PinBoard",
        "kind": "LinkedField",
        "name": "pinBoards",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "StoreProduct",
            "kind": "LinkedField",
            "name": "storeItem",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ConfirmPurchaseDialog_product"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PinBoardView_board"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PinCollection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PinboardsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PinsState",
            "kind": "LinkedField",
            "name": "pins",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PinBoard",
                "kind": "LinkedField",
                "name": "boards",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PlacedPin",
                "kind": "LinkedField",
                "name": "placed",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Pin",
                    "kind": "LinkedField",
                    "name": "pin",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v17/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OwnedPin",
                "kind": "LinkedField",
                "name": "owned",
                "plural": true,
                "selections": [
                  (v9/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "placed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Pin",
                    "kind": "LinkedField",
                    "name": "pin",
                    "plural": false,
                    "selections": [
                      (v16/*:: as any*/),
                      (v10/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v17/*:: as any*/),
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PinBoard",
        "kind": "LinkedField",
        "name": "pinBoards",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v4/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v20/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PinCategory",
        "kind": "LinkedField",
        "name": "pinCategories",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "concreteType": "QueryPinCatalogConnection",
        "kind": "LinkedField",
        "name": "pinCatalog",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPinCatalogConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Pin",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v16/*:: as any*/),
                  (v10/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PinSource",
                    "kind": "LinkedField",
                    "name": "howToGet",
                    "plural": true,
                    "selections": [
                      (v19/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
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
        "storageKey": "pinCatalog(first:48)"
      },
      {
        "alias": null,
        "args": (v21/*:: as any*/),
        "filters": [
          "search",
          "category"
        ],
        "handle": "connection",
        "key": "PinCollection_pinCatalog",
        "kind": "LinkedHandle",
        "name": "pinCatalog"
      }
    ]
  },
  "params": {
    "cacheID": "25126319340f6ee68f924f424b215e0b",
    "id": null,
    "metadata": {},
    "name": "PinboardsPageQuery",
    "operationKind": "query",
    "text": "query PinboardsPageQuery {\n  viewer {\n    status\n    player {\n      gems\n      tokens\n      id\n    }\n    pins {\n      canPlace\n      boards {\n        boardId\n        id\n      }\n      placed {\n        boardId\n        x\n        y\n        width\n        height\n        id\n      }\n      ...PinsTray_pins\n      ...PinBoardView_pins\n      ...PinCollection_pins\n      id\n    }\n  }\n  pinBoards {\n    id\n    boardId\n    name\n    thumbnailUrl\n    columns\n    rows\n    storeItem {\n      unitPriceGems\n      unitPriceTokens\n      ...ConfirmPurchaseDialog_product\n      id\n    }\n    ...PinBoardView_board\n  }\n  ...PinCollection_query\n}\n\nfragment ConfirmPurchaseDialog_product on StoreProduct {\n  kind\n  gameCode\n  itemId\n  count\n  title\n  description\n  discount\n  unitPriceGems\n  unitPriceTokens\n  imageUrl\n  quantityLimit\n  powerups {\n    id\n    count\n  }\n}\n\nfragment PinBoardView_board on PinBoard {\n  boardId\n  name\n  imageUrl\n  columns\n  rows\n}\n\nfragment PinBoardView_pins on PinsState {\n  placed {\n    id\n    boardId\n    pinId\n    x\n    y\n    width\n    height\n    pin {\n      name\n      imageUrl\n      id\n    }\n  }\n}\n\nfragment PinCollection_pins on PinsState {\n  owned {\n    count\n    pin {\n      pinId\n      id\n    }\n    id\n  }\n}\n\nfragment PinCollection_query on Query {\n  pinCategories {\n    id\n    name\n  }\n  pinCatalog(first: 48) {\n    edges {\n      node {\n        id\n        pinId\n        name\n        width\n        height\n        imageUrl\n        howToGet {\n          kind\n          text\n        }\n        storeItem {\n          unitPriceGems\n          unitPriceTokens\n          ...ConfirmPurchaseDialog_product\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PinsTray_pins on PinsState {\n  owned {\n    id\n    count\n    placed\n    pin {\n      pinId\n      name\n      width\n      height\n      imageUrl\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c61fdde6bb0f6b9c607b78b64b0cb6c";

export default node;
