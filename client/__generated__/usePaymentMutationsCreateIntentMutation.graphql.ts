/**
 * @generated SignedSource<<7ad7135abf20f2e684eee81fb9400108>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePaymentMutationsCreateIntentMutation$variables = {
  bundleCount: number;
};
export type usePaymentMutationsCreateIntentMutation$data = {
  readonly createPaymentIntent: {
    readonly __typename: "PaymentError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "PaymentIntentCreated";
    readonly clientSecret: string;
    readonly paymentIntentId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePaymentMutationsCreateIntentMutation = {
  response: usePaymentMutationsCreateIntentMutation$data;
  variables: usePaymentMutationsCreateIntentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "bundleCount"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "bundleCount",
            "variableName": "bundleCount"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createPaymentIntent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientSecret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "paymentIntentId",
            "storageKey": null
          }
        ],
        "type": "PaymentIntentCreated",
        "abstractKey": null
      },
      {
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
        "type": "PaymentError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePaymentMutationsCreateIntentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentMutationsCreateIntentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dc1a07355041a328383ddef503b45584",
    "id": null,
    "metadata": {},
    "name": "usePaymentMutationsCreateIntentMutation",
    "operationKind": "mutation",
    "text": "mutation usePaymentMutationsCreateIntentMutation(\n  $bundleCount: Int!\n) {\n  createPaymentIntent(input: {bundleCount: $bundleCount}) {\n    __typename\n    ... on PaymentIntentCreated {\n      clientSecret\n      paymentIntentId\n    }\n    ... on PaymentError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "69dd2635d35e37b52f683ae283350d9b";

export default node;
