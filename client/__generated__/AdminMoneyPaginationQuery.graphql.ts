/**
 * @generated SignedSource<<099f1a5eb3ac98080aa43d31e22bfd73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminMoneyPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
};
export type AdminMoneyPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminMoney_query">;
};
export type AdminMoneyPaginationQuery = {
  response: AdminMoneyPaginationQuery$data;
  variables: AdminMoneyPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 20,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problems",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "AdminPaymentOrder",
  "kind": "LinkedField",
  "name": "order",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerPaymentId",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "failureMessage",
      "storageKey": null
    },
    (v4/*:: as any*/),
    (v2/*:: as any*/),
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
      "name": "creditedGems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creditedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reversedGems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unrecoveredGems",
      "storageKey": null
    },
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminPaymentReversal",
      "kind": "LinkedField",
      "name": "reversals",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eventId",
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
          "name": "gemsRequested",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gemsTaken",
          "storageKey": null
        },
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gemsRestored",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closedAt",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminPaymentRefund",
      "kind": "LinkedField",
      "name": "refunds",
      "plural": true,
      "selections": [
        (v8/*:: as any*/),
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "settledAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminMoneyPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "AdminMoney_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminMoneyPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminConsole",
        "kind": "LinkedField",
        "name": "admin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminLedgerMismatch",
            "kind": "LinkedField",
            "name": "ledgerMismatches",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ledgerSum",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminMoney",
            "kind": "LinkedField",
            "name": "money",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminCheckedOrder",
                "kind": "LinkedField",
                "name": "problems",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminDisputeInFlight",
                "kind": "LinkedField",
                "name": "inFlight",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminPaymentReversal",
                    "kind": "LinkedField",
                    "name": "dispute",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminRefundInFlight",
                "kind": "LinkedField",
                "name": "refundsInFlight",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "count",
                    "value": 14
                  }
                ],
                "concreteType": "AdminMoneyDay",
                "kind": "LinkedField",
                "name": "days",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ordersPaid",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminAmount",
                    "kind": "LinkedField",
                    "name": "amounts",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cents",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gemsCredited",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gemsReversed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gemsTakenBack",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gemsCreated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gemsSpent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokensCreated",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokensSpent",
                    "storageKey": null
                  }
                ],
                "storageKey": "days(count:14)"
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "concreteType": "AdminMoneyOrdersConnection",
                "kind": "LinkedField",
                "name": "orders",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminMoneyOrdersConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminCheckedOrder",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v3/*:: as any*/),
                          (v9/*:: as any*/),
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
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v10/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AdminMoney_orders",
                "kind": "LinkedHandle",
                "name": "orders"
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
    "cacheID": "4786cab67a0a1d7d5a47d017a0b9f811",
    "id": null,
    "metadata": {},
    "name": "AdminMoneyPaginationQuery",
    "operationKind": "query",
    "text": "query AdminMoneyPaginationQuery(\n  $count: Int = 20\n  $cursor: String\n) {\n  ...AdminMoney_query_1G22uz\n}\n\nfragment AdminMoney_query_1G22uz on Query {\n  admin {\n    ledgerMismatches {\n      userId\n      currency\n      balance\n      ledgerSum\n    }\n    money {\n      problems {\n        problems\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      inFlight {\n        dispute {\n          caseId\n        }\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      refundsInFlight {\n        refundId\n        amountCents\n        createdAt\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      days(count: 14) {\n        day\n        ordersPaid\n        amounts {\n          currency\n          cents\n        }\n        gemsCredited\n        gemsReversed\n        gemsTakenBack\n        gemsCreated\n        gemsSpent\n        tokensCreated\n        tokensSpent\n      }\n      orders(first: $count, after: $cursor) {\n        edges {\n          node {\n            problems\n            order {\n              id\n              userId\n              provider\n              providerPaymentId\n              status\n              failureMessage\n              amountCents\n              currency\n              gems\n              creditedGems\n              creditedAt\n              reversedGems\n              unrecoveredGems\n              createdAt\n              reversals {\n                eventId\n                kind\n                gemsRequested\n                gemsTaken\n                state\n                caseId\n                gemsRestored\n                closedAt\n                createdAt\n              }\n              refunds {\n                refundId\n                amountCents\n                state\n                createdAt\n                settledAt\n              }\n            }\n            __typename\n          }\n          cursor\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f46a2b0be63ed1f540413a28a39e483f";

export default node;
