/**
 * @generated SignedSource<<54f3038053d3e258e8b2a359bbee9c99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly available: boolean;
    readonly paypalClientId: string | null | undefined;
    readonly stripePublishableKey: string | null | undefined;
    readonly tokenAdvice: {
      readonly " $fragmentSpreads": FragmentRefs<"TokenAdviceNotice_advice">;
    } | null | undefined;
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
  "kind": "ScalarField",
  "name": "stripePublishableKey",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "paypalClientId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "available",
  "storageKey": null
},
v4 = {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentMethods",
        "kind": "LinkedField",
        "name": "paymentMethods",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TokenAdvice",
            "kind": "LinkedField",
            "name": "tokenAdvice",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TokenAdviceNotice_advice"
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
              (v4/*:: as any*/)
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
      {
        "alias": null,
        "args": null,
        "concreteType": "PaymentMethods",
        "kind": "LinkedField",
        "name": "paymentMethods",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TokenAdvice",
            "kind": "LinkedField",
            "name": "tokenAdvice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "earn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buy",
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
              (v4/*:: as any*/),
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
    "cacheID": "628c6d5df81a01c12c8c8fada8608b6d",
    "id": null,
    "metadata": {},
    "name": "GemStoreDialogQuery",
    "operationKind": "query",
    "text": "query GemStoreDialogQuery {\n  gemBundles {\n    count\n    bonus\n    costCents\n    imageUrl\n    popular\n    best\n  }\n  paymentMethods {\n    stripePublishableKey\n    paypalClientId\n    available\n    tokenAdvice {\n      ...TokenAdviceNotice_advice\n    }\n  }\n  viewer {\n    player {\n      gems\n      id\n    }\n  }\n}\n\nfragment TokenAdviceNotice_advice on TokenAdvice {\n  notice\n  earn\n  buy\n}\n"
  }
};
})();

(node as any).hash = "873ace8366ed47b9fad2493497a562aa";

export default node;
