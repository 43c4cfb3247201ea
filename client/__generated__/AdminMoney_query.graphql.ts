/**
 * @generated SignedSource<<64d526a120db29b0769aed527cb88c15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Currency = "GEMS" | "TOKENS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminMoney_query$data = {
  readonly admin: {
    readonly ledgerMismatches: ReadonlyArray<{
      readonly balance: number;
      readonly currency: Currency;
      readonly ledgerSum: number;
      readonly userId: string;
    }> | null | undefined;
    readonly money: {
      readonly days: ReadonlyArray<{
        readonly amounts: ReadonlyArray<{
          readonly cents: number;
          readonly currency: string;
        }>;
        readonly day: string;
        readonly gemsCreated: number;
        readonly gemsCredited: number;
        readonly gemsReversed: number;
        readonly gemsSpent: number;
        readonly gemsTakenBack: number;
        readonly ordersPaid: number;
        readonly tokensCreated: number;
        readonly tokensSpent: number;
      }>;
      readonly inFlight: ReadonlyArray<{
        readonly dispute: {
          readonly caseId: string | null | undefined;
        };
        readonly order: {
          readonly amountCents: number;
          readonly createdAt: string;
          readonly creditedAt: string | null | undefined;
          readonly creditedGems: number;
          readonly currency: string;
          readonly failureMessage: string | null | undefined;
          readonly gems: number;
          readonly id: string;
          readonly provider: string;
          readonly providerPaymentId: string | null | undefined;
          readonly refunds: ReadonlyArray<{
            readonly amountCents: number;
            readonly createdAt: string;
            readonly refundId: string;
            readonly settledAt: string | null | undefined;
            readonly state: string;
          }>;
          readonly reversals: ReadonlyArray<{
            readonly caseId: string | null | undefined;
            readonly closedAt: string | null | undefined;
            readonly createdAt: string;
            readonly eventId: string;
            readonly gemsRequested: number;
            readonly gemsRestored: number;
            readonly gemsTaken: number;
            readonly kind: string;
            readonly state: string;
          }>;
          readonly reversedGems: number;
          readonly status: string;
          readonly unrecoveredGems: number;
          readonly userId: string;
        };
      }>;
      readonly orders: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly order: {
              readonly amountCents: number;
              readonly createdAt: string;
              readonly creditedAt: string | null | undefined;
              readonly creditedGems: number;
              readonly currency: string;
              readonly failureMessage: string | null | undefined;
              readonly gems: number;
              readonly id: string;
              readonly provider: string;
              readonly providerPaymentId: string | null | undefined;
              readonly refunds: ReadonlyArray<{
                readonly amountCents: number;
                readonly createdAt: string;
                readonly refundId: string;
                readonly settledAt: string | null | undefined;
                readonly state: string;
              }>;
              readonly reversals: ReadonlyArray<{
                readonly caseId: string | null | undefined;
                readonly closedAt: string | null | undefined;
                readonly createdAt: string;
                readonly eventId: string;
                readonly gemsRequested: number;
                readonly gemsRestored: number;
                readonly gemsTaken: number;
                readonly kind: string;
                readonly state: string;
              }>;
              readonly reversedGems: number;
              readonly status: string;
              readonly unrecoveredGems: number;
              readonly userId: string;
            };
            readonly problems: ReadonlyArray<string>;
          };
        }>;
      };
      readonly problems: ReadonlyArray<{
        readonly order: {
          readonly amountCents: number;
          readonly createdAt: string;
          readonly creditedAt: string | null | undefined;
          readonly creditedGems: number;
          readonly currency: string;
          readonly failureMessage: string | null | undefined;
          readonly gems: number;
          readonly id: string;
          readonly provider: string;
          readonly providerPaymentId: string | null | undefined;
          readonly refunds: ReadonlyArray<{
            readonly amountCents: number;
            readonly createdAt: string;
            readonly refundId: string;
            readonly settledAt: string | null | undefined;
            readonly state: string;
          }>;
          readonly reversals: ReadonlyArray<{
            readonly caseId: string | null | undefined;
            readonly closedAt: string | null | undefined;
            readonly createdAt: string;
            readonly eventId: string;
            readonly gemsRequested: number;
            readonly gemsRestored: number;
            readonly gemsTaken: number;
            readonly kind: string;
            readonly state: string;
          }>;
          readonly reversedGems: number;
          readonly status: string;
          readonly unrecoveredGems: number;
          readonly userId: string;
        };
        readonly problems: ReadonlyArray<string>;
      }>;
      readonly refundsInFlight: ReadonlyArray<{
        readonly amountCents: number;
        readonly createdAt: string;
        readonly order: {
          readonly amountCents: number;
          readonly createdAt: string;
          readonly creditedAt: string | null | undefined;
          readonly creditedGems: number;
          readonly currency: string;
          readonly failureMessage: string | null | undefined;
          readonly gems: number;
          readonly id: string;
          readonly provider: string;
          readonly providerPaymentId: string | null | undefined;
          readonly refunds: ReadonlyArray<{
            readonly amountCents: number;
            readonly createdAt: string;
            readonly refundId: string;
            readonly settledAt: string | null | undefined;
            readonly state: string;
          }>;
          readonly reversals: ReadonlyArray<{
            readonly caseId: string | null | undefined;
            readonly closedAt: string | null | undefined;
            readonly createdAt: string;
            readonly eventId: string;
            readonly gemsRequested: number;
            readonly gemsRestored: number;
            readonly gemsTaken: number;
            readonly kind: string;
            readonly state: string;
          }>;
          readonly reversedGems: number;
          readonly status: string;
          readonly unrecoveredGems: number;
          readonly userId: string;
        };
        readonly refundId: string;
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AdminMoney_query";
};
export type AdminMoney_query$key = {
  readonly " $data"?: AdminMoney_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminMoney_query">;
};

import AdminMoneyPaginationQuery_graphql from './AdminMoneyPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "admin",
  "money",
  "orders"
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
};
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AdminMoneyPaginationQuery_graphql
    }
  },
  "name": "AdminMoney_query",
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
              "alias": "orders",
              "args": null,
              "concreteType": "AdminMoneyOrdersConnection",
              "kind": "LinkedField",
              "name": "__AdminMoney_orders_connection",
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
};
})();

(node as any).hash = "f46a2b0be63ed1f540413a28a39e483f";

export default node;
