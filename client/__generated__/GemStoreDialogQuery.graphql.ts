/**
 * @generated SignedSource<<df815205b0914ac0f45a8d984203b838>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GemStoreDialogQuery$variables = Record<PropertyKey, never>;
export type GemStoreDialogQuery$data = {
  readonly gemBundles: ReadonlyArray<{
    readonly best: boolean;
    readonly bonus: number;
    readonly costCents: number;
    readonly count: number;
    readonly imageUrl: string;
    readonly popular: boolean;
  }>;
  readonly paymentMethods: {
    readonly paypalClientId: string | null | undefined;
    readonly stripePublishableKey: string | null | undefined;
  };
  readonly viewer: {
    readonly player: {
      readonly gems: number;
    } | null | undefined;
  };
};
export type GemStoreDialogQuery = {
  response: GemStoreDialogQuery$data;
  variables: GemStoreDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "GemBundle",
  "kind": "LinkedField",
  "name": "gemBundles",
  "plural": true,
  "selections": [
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
      "name": "bonus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costCents",
      "storageKey": null
    },
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
      "name": "popular",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "best",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentMethods",
  "kind": "LinkedField",
  "name": "paymentMethods",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stripePublishableKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paypalClientId",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gems",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GemStoreDialogQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
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
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GemStoreDialogQuery",
    "selections": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
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
            "concreteType": "Player",
            "kind": "LinkedField",
            "name": "player",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "14625509372bc60f739c369e0c31036b",
    "id": null,
    "metadata": {},
    "name": "GemStoreDialogQuery",
    "operationKind": "query",
    "text": "query GemStoreDialogQuery {\n  gemBundles {\n    count\n    bonus\n    costCents\n    imageUrl\n    popular\n    best\n  }\n  paymentMethods {\n    stripePublishableKey\n    paypalClientId\n  }\n  viewer {\n    player {\n      gems\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84f72dcf00a77badbe364e02d05c1718";

export default node;
