/**
 * @generated SignedSource<<933a18603315607c94cbec68ddf6c8a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePaymentMutationsCaptureMutation$variables = {
  paypalOrderId: string;
};
export type usePaymentMutationsCaptureMutation$data = {
  readonly capturePaypal: {
    readonly __typename: "PaymentCompleted";
    readonly gemsAdded: number;
    readonly player: {
      readonly gems: number;
      readonly id: string;
    };
  } | {
    readonly __typename: "PaymentError";
    readonly code: string;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type usePaymentMutationsCaptureMutation = {
  response: usePaymentMutationsCaptureMutation$data;
  variables: usePaymentMutationsCaptureMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paypalOrderId"
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
            "name": "paypalOrderId",
            "variableName": "paypalOrderId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "capturePaypal",
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
            "name": "gemsAdded",
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
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "gems",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PaymentCompleted",
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
    "name": "usePaymentMutationsCaptureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentMutationsCaptureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "62b7106544fddf59fa5f298766a1164a",
    "id": null,
    "metadata": {},
    "name": "usePaymentMutationsCaptureMutation",
    "operationKind": "mutation",
    "text": "mutation usePaymentMutationsCaptureMutation(\n  $paypalOrderId: String!\n) {\n  capturePaypal(input: {paypalOrderId: $paypalOrderId}) {\n    __typename\n    ... on PaymentCompleted {\n      gemsAdded\n      player {\n        id\n        gems\n      }\n    }\n    ... on PaymentError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cde431c3be6c9e4b99ddc065dcd5d36";

export default node;
