/**
 * @generated SignedSource<<f0ebc6ea74a26fd51a6a67df74ee9649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePaymentMutationsConfirmCardMutation$variables = {
  paymentIntentId: string;
};
export type usePaymentMutationsConfirmCardMutation$data = {
  readonly confirmCardPayment: {
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
export type usePaymentMutationsConfirmCardMutation = {
  response: usePaymentMutationsConfirmCardMutation$data;
  variables: usePaymentMutationsConfirmCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "paymentIntentId"
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
            "name": "paymentIntentId",
            "variableName": "paymentIntentId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "confirmCardPayment",
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
    "name": "usePaymentMutationsConfirmCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentMutationsConfirmCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "21d94aa7f9c561de642ec7dab328a54a",
    "id": null,
    "metadata": {},
    "name": "usePaymentMutationsConfirmCardMutation",
    "operationKind": "mutation",
    "text": "mutation usePaymentMutationsConfirmCardMutation(\n  $paymentIntentId: String!\n) {\n  confirmCardPayment(input: {paymentIntentId: $paymentIntentId}) {\n    __typename\n    ... on PaymentCompleted {\n      gemsAdded\n      player {\n        id\n        gems\n      }\n    }\n    ... on PaymentError {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "19ce64cc3318deb78d625b5b36f0663e";

export default node;
