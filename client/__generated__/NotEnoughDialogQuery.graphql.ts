/**
 * @generated SignedSource<<f3b2b01916d79828068f318aa516eefe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotEnoughDialogQuery$variables = Record<PropertyKey, never>;
export type NotEnoughDialogQuery$data = {
  readonly paymentMethods: {
    readonly tokenAdvice: {
      readonly " $fragmentSpreads": FragmentRefs<"TokenAdviceNotice_advice">;
    } | null | undefined;
  };
};
export type NotEnoughDialogQuery = {
  response: NotEnoughDialogQuery$data;
  variables: NotEnoughDialogQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotEnoughDialogQuery",
    "selections": [
      {
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotEnoughDialogQuery",
    "selections": [
      {
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
      }
    ]
  },
  "params": {
    "cacheID": "e18daec9b952c06dfb4d94d9ceed4677",
    "id": null,
    "metadata": {},
    "name": "NotEnoughDialogQuery",
    "operationKind": "query",
    "text": "query NotEnoughDialogQuery {\n  paymentMethods {\n    tokenAdvice {\n      ...TokenAdviceNotice_advice\n    }\n  }\n}\n\nfragment TokenAdviceNotice_advice on TokenAdvice {\n  notice\n  earn\n  buy\n}\n"
  }
};

(node as any).hash = "d4d423d6079060b886eee931cd706abc";

export default node;
