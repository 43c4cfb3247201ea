/**
 * @generated SignedSource<<f9dd78a2bf7a4ab87d80f92ab131a4b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PinErrorCode = "BOARD_NOT_OWNED" | "NONE_LEFT" | "NOT_OWNED" | "NOT_PLACED" | "OUT_OF_BOUNDS" | "OVERLAP" | "SIGN_IN" | "UNKNOWN_BOARD" | "UNKNOWN_PIN" | "%future added value";
export type PlacePinInput = {
  boardId: string;
  pinId: string;
  x: number;
  y: number;
};
export type usePinMutationsPlaceMutation$variables = {
  input: PlacePinInput;
};
export type usePinMutationsPlaceMutation$data = {
  readonly placePin: {
    readonly __typename: "PinPlacementError";
    readonly code: PinErrorCode;
    readonly message: string;
  } | {
    readonly __typename: "PinsChanged";
    readonly pins: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PinBoardView_pins" | "PinCollection_pins" | "PinsTray_pins">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePinMutationsPlaceMutation = {
  response: usePinMutationsPlaceMutation$data;
  variables: usePinMutationsPlaceMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "PinPlacementError",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pinId",
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
  "name": "imageUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePinMutationsPlaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placePin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
            "type": "PinsChanged",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "usePinMutationsPlaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placePin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isPinChangeResult"
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "concreteType": "OwnedPin",
                    "kind": "LinkedField",
                    "name": "owned",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "count",
                        "storageKey": null
                      },
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
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          (v9/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "boardId",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "x",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "y",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Pin",
                        "kind": "LinkedField",
                        "name": "pin",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v9/*:: as any*/),
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
            "type": "PinsChanged",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d9ba8d50c5006e5a1bc4eebb9e300ba7",
    "id": null,
    "metadata": {},
    "name": "usePinMutationsPlaceMutation",
    "operationKind": "mutation",
    "text": "mutation usePinMutationsPlaceMutation(\n  $input: PlacePinInput!\n) {\n  placePin(input: $input) {\n    __typename\n    __isPinChangeResult: __typename\n    ... on PinsChanged {\n      pins {\n        id\n        ...PinsTray_pins\n        ...PinBoardView_pins\n        ...PinCollection_pins\n      }\n    }\n    ... on PinPlacementError {\n      code\n      message\n    }\n  }\n}\n\nfragment PinBoardView_pins on PinsState {\n  placed {\n    id\n    boardId\n    pinId\n    x\n    y\n    width\n    height\n    pin {\n      name\n      imageUrl\n      id\n    }\n  }\n}\n\nfragment PinCollection_pins on PinsState {\n  owned {\n    count\n    pin {\n      pinId\n      id\n    }\n    id\n  }\n}\n\nfragment PinsTray_pins on PinsState {\n  owned {\n    id\n    count\n    placed\n    pin {\n      pinId\n      name\n      width\n      height\n      imageUrl\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "36a45921926d0f83ce6ed65f42d8cd79";

export default node;
