/**
 * @generated SignedSource<<7abf0079255cd64ec399667b493dad88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePaymentMutationsCreatePaypalMutation$variables = {
  bundleCount: number;
};
export type usePaymentMutationsCreatePaypalMutation$data = {
  readonly createPaypalOrder: {
    readonly __typename: "PaymentError";
    readonly code: string;
    readonly message: string;
  } | {
    readonly __typename: "PaypalOrderCreated";
    readonly paypalOrderId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePaymentMutationsCreatePaypalMutation = {
  response: usePaymentMutationsCreatePaypalMutation$data;
  variables: usePaymentMutationsCreatePaypalMutation$variables;
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
    "name": "createPaypalOrder",
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
            "name": "paypalOrderId",
            "storageKey": null
          }
        ],
        "type": "PaypalOrderCreated",
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
    "name": "usePaymentMutationsCreatePaypalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentMutationsCreatePaypalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "39cf93b61b573923a5164768bdedcf25",
    "id": null,
    "metadata": {},
    "name": "usePaymentMutationsCreatePaypalMutation",
    "operationKind": "mutation",
    "text": "mutation usePaymentMutationsCreatePaypalMutation(\n  $bundleCount: Int!\n) {\n  createPaypalOrder(input: {bundleCount: $bundleCount}) {\n    __typename\n    ... on PaypalOrderCreated {\n      paypalOrderId\n    }\n    ... on PaymentError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b08cec35b56b99aa004b663dfaff093";

export default node;
