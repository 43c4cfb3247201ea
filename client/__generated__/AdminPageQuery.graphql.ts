/**
 * @generated SignedSource<<7e9aeadb73153378be249a959dcae0ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminPermission = "ADJUST_BALANCES" | "BAN_PLAYERS" | "CLOSE_ACCOUNTS" | "EXPORT_PLAYERS" | "MANAGE_COUPONS" | "MODERATE_CHAT" | "MODERATE_QA" | "MUTE_PLAYERS" | "READ_AUDIT_LOG" | "READ_CONTENT" | "READ_MONEY" | "READ_PLAYERS" | "VIEW_DASHBOARD" | "%future added value";
export type StaffRole = "ADMIN" | "MODERATOR" | "%future added value";
export type ViewerStatus = "ANONYMOUS" | "LOGGED_IN" | "TEMPORARY" | "%future added value";
export type AdminPageQuery$variables = {
  search: string;
  searching: boolean;
  showAudit: boolean;
  showChatReports: boolean;
  showContent: boolean;
  showCoupons: boolean;
  showDashboard: boolean;
  showMoney: boolean;
  showPlayer: boolean;
  showQaReports: boolean;
  userId: string;
};
export type AdminPageQuery$data = {
  readonly admin: {
    readonly permissions: ReadonlyArray<AdminPermission>;
    readonly player?: {
      readonly bannedAt: string | null | undefined;
      readonly closedAt: string | null | undefined;
      readonly id: string;
      readonly userId: string;
      readonly " $fragmentSpreads": FragmentRefs<"AdminPlayerPanel_player">;
    } | null | undefined;
    readonly role: StaffRole;
    readonly searchPlayers?: ReadonlyArray<{
      readonly bannedAt: string | null | undefined;
      readonly closedAt: string | null | undefined;
      readonly email: string;
      readonly id: string;
      readonly name: string;
      readonly temporary: boolean;
      readonly userId: string;
      readonly username: string | null | undefined;
    }>;
  } | null | undefined;
  readonly audit?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminAuditLog_query">;
  } | null | undefined;
  readonly chatReports?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminChatReports_query">;
  } | null | undefined;
  readonly content?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminContent_query">;
  } | null | undefined;
  readonly coupons?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminCoupons_query">;
  } | null | undefined;
  readonly dashboard?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_query">;
  } | null | undefined;
  readonly ledger?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminLedger_query">;
  } | null | undefined;
  readonly money?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminMoney_query">;
  } | null | undefined;
  readonly qaReports?: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminQaReports_query">;
  } | null | undefined;
  readonly viewer: {
    readonly status: ViewerStatus;
  };
};
export type AdminPageQuery = {
  response: AdminPageQuery$data;
  variables: AdminPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searching"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showAudit"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showChatReports"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showContent"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showCoupons"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showDashboard"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showMoney"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showPlayer"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "showQaReports"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userId"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v11/*:: as any*/)
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "temporary",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "closedAt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bannedAt",
  "storageKey": null
},
v23 = {
  "condition": "searching",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "query",
          "variableName": "search"
        }
      ],
      "concreteType": "AdminPlayer",
      "kind": "LinkedField",
      "name": "searchPlayers",
      "plural": true,
      "selections": [
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        (v17/*:: as any*/),
        (v18/*:: as any*/),
        (v19/*:: as any*/),
        (v20/*:: as any*/),
        (v21/*:: as any*/),
        (v22/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v24 = {
  "kind": "Variable",
  "name": "userId",
  "variableName": "userId"
},
v25 = [
  (v24/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gems",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameCode",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "challengeId",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v35 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creditedGems",
  "storageKey": null
},
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reversedGems",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "settledAt",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v40 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v41 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "action",
  "storageKey": null
},
v42 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "actorId",
  "storageKey": null
},
v43 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "before",
  "storageKey": null
},
v44 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "after",
  "storageKey": null
},
v45 = [
  (v40/*:: as any*/)
],
v46 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v47 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v48 = {
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
},
v49 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "created",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "spent",
    "storageKey": null
  }
],
v50 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problems",
  "storageKey": null
},
v51 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v52 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "caseId",
  "storageKey": null
},
v53 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "refundId",
  "storageKey": null
},
v54 = {
  "alias": null,
  "args": null,
  "concreteType": "AdminPaymentOrder",
  "kind": "LinkedField",
  "name": "order",
  "plural": false,
  "selections": [
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    (v32/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerPaymentId",
      "storageKey": null
    },
    (v11/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureMessage",
      "storageKey": null
    },
    (v33/*:: as any*/),
    (v34/*:: as any*/),
    (v27/*:: as any*/),
    (v35/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creditedAt",
      "storageKey": null
    },
    (v36/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unrecoveredGems",
      "storageKey": null
    },
    (v26/*:: as any*/),
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
        (v29/*:: as any*/),
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
        (v51/*:: as any*/),
        (v52/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gemsRestored",
          "storageKey": null
        },
        (v21/*:: as any*/),
        (v26/*:: as any*/)
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
        (v53/*:: as any*/),
        (v33/*:: as any*/),
        (v51/*:: as any*/),
        (v26/*:: as any*/),
        (v38/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v55 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  }
],
v56 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v57 = [
  (v37/*:: as any*/),
  (v26/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminPageQuery",
    "selections": [
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminConsole",
        "kind": "LinkedField",
        "name": "admin",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v23/*:: as any*/),
          {
            "condition": "showPlayer",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "concreteType": "AdminPlayer",
                "kind": "LinkedField",
                "name": "player",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v22/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminPlayerPanel_player"
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "showPlayer",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminLedger_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "ledger"
          }
        ]
      },
      {
        "condition": "showDashboard",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminDashboard_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "dashboard"
          }
        ]
      },
      {
        "condition": "showMoney",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminMoney_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "money"
          }
        ]
      },
      {
        "condition": "showCoupons",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminCoupons_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "coupons"
          }
        ]
      },
      {
        "condition": "showContent",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminContent_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "content"
          }
        ]
      },
      {
        "condition": "showQaReports",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminQaReports_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "qaReports"
          }
        ]
      },
      {
        "condition": "showChatReports",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminChatReports_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "chatReports"
          }
        ]
      },
      {
        "condition": "showAudit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AdminAuditLog_query"
                }
              ],
              "type": "Query",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "audit"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v10/*:: as any*/),
      (v8/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v9/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminPageQuery",
    "selections": [
      (v12/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminConsole",
        "kind": "LinkedField",
        "name": "admin",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          (v14/*:: as any*/),
          (v23/*:: as any*/),
          {
            "condition": "showPlayer",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "concreteType": "AdminPlayer",
                "kind": "LinkedField",
                "name": "player",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v22/*:: as any*/),
                  (v21/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userIconUrl",
                    "storageKey": null
                  },
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "emailVerified",
                    "storageKey": null
                  },
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inviteCode",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gameDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "signInDays",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "chatMutedUntil",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminInventoryItem",
                    "kind": "LinkedField",
                    "name": "inventory",
                    "plural": true,
                    "selections": [
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "itemId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "count",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminSignInSession",
                    "kind": "LinkedField",
                    "name": "signInSessions",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v26/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastSeenAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "userAgent",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "ipAddress",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminGameSession",
                    "kind": "LinkedField",
                    "name": "gameSessions",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v30/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "phase",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "score",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tokensPaid",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "startedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminPinPlacement",
                    "kind": "LinkedField",
                    "name": "pins",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "boardId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pinId",
                        "storageKey": null
                      },
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
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminChallenge",
                    "kind": "LinkedField",
                    "name": "challenges",
                    "plural": true,
                    "selections": [
                      (v31/*:: as any*/),
                      (v11/*:: as any*/),
                      (v28/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "acceptedAt",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminPaymentOrder",
                    "kind": "LinkedField",
                    "name": "payments",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v32/*:: as any*/),
                      (v11/*:: as any*/),
                      (v33/*:: as any*/),
                      (v34/*:: as any*/),
                      (v27/*:: as any*/),
                      (v35/*:: as any*/),
                      (v36/*:: as any*/),
                      (v26/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminChatReport",
                    "kind": "LinkedField",
                    "name": "chatReports",
                    "plural": true,
                    "selections": [
                      (v37/*:: as any*/),
                      (v26/*:: as any*/),
                      (v38/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "roomId",
                        "storageKey": null
                      },
                      (v39/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "messageHidden",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "showPlayer",
        "kind": "Condition",
        "passingValue": true,
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
                "args": [
                  (v40/*:: as any*/),
                  (v24/*:: as any*/)
                ],
                "concreteType": "AdminConsoleAuditLogConnection",
                "kind": "LinkedField",
                "name": "auditLog",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminConsoleAuditLogConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminAuditEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          (v37/*:: as any*/),
                          (v43/*:: as any*/),
                          (v44/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
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
                "args": (v25/*:: as any*/),
                "concreteType": "AdminPlayer",
                "kind": "LinkedField",
                "name": "player",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v45/*:: as any*/),
                    "concreteType": "AdminPlayerLedgerConnection",
                    "kind": "LinkedField",
                    "name": "ledger",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminPlayerLedgerConnectionEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AdminLedgerEntry",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v15/*:: as any*/),
                              (v34/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "delta",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "balanceAfter",
                                "storageKey": null
                              },
                              (v37/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "reference",
                                "storageKey": null
                              },
                              (v26/*:: as any*/),
                              (v46/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v47/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v48/*:: as any*/)
                    ],
                    "storageKey": "ledger(first:20)"
                  },
                  {
                    "alias": null,
                    "args": (v45/*:: as any*/),
                    "filters": [
                      "currency",
                      "text"
                    ],
                    "handle": "connection",
                    "key": "AdminLedger_ledger",
                    "kind": "LinkedHandle",
                    "name": "ledger"
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "showDashboard",
        "kind": "Condition",
        "passingValue": true,
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
                "concreteType": "AdminDashboard",
                "kind": "LinkedField",
                "name": "dashboard",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "at",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "playersOnline",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "onlineMinutes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pushSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "openSockets",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "processes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "otherProcessesUnreachable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "windowSeconds",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestsPerSecond",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "latencyP50Ms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "latencyP95Ms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "errorRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gamesStartedLastHour",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gamesWonLastHour",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminCurrencyFlow",
                    "kind": "LinkedField",
                    "name": "tokensToday",
                    "plural": false,
                    "selections": (v49/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminCurrencyFlow",
                    "kind": "LinkedField",
                    "name": "gemsToday",
                    "plural": false,
                    "selections": (v49/*:: as any*/),
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
      {
        "condition": "showMoney",
        "kind": "Condition",
        "passingValue": true,
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
                  (v16/*:: as any*/),
                  (v34/*:: as any*/),
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
                      (v50/*:: as any*/),
                      (v54/*:: as any*/)
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
                          (v52/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v54/*:: as any*/)
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
                      (v53/*:: as any*/),
                      (v33/*:: as any*/),
                      (v26/*:: as any*/),
                      (v54/*:: as any*/)
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
                          (v34/*:: as any*/),
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
                    "args": (v45/*:: as any*/),
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
                              (v50/*:: as any*/),
                              (v54/*:: as any*/),
                              (v46/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v47/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v48/*:: as any*/)
                    ],
                    "storageKey": "orders(first:20)"
                  },
                  {
                    "alias": null,
                    "args": (v45/*:: as any*/),
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
      {
        "condition": "showCoupons",
        "kind": "Condition",
        "passingValue": true,
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
                "args": (v55/*:: as any*/),
                "concreteType": "AdminConsoleCouponsConnection",
                "kind": "LinkedField",
                "name": "coupons",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminConsoleCouponsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminCoupon",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "code",
                            "storageKey": null
                          },
                          (v27/*:: as any*/),
                          (v28/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "items",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "expiresAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "maxRedemptions",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "redemptions",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "note",
                            "storageKey": null
                          },
                          (v26/*:: as any*/),
                          (v51/*:: as any*/),
                          (v46/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v47/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v48/*:: as any*/),
                  {
                    "kind": "ClientExtension",
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__id",
                        "storageKey": null
                      }
                    ]
                  }
                ],
                "storageKey": "coupons(first:30)"
              },
              {
                "alias": null,
                "args": (v55/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AdminCoupons_coupons",
                "kind": "LinkedHandle",
                "name": "coupons"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "showContent",
        "kind": "Condition",
        "passingValue": true,
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
                "concreteType": "AdminContent",
                "kind": "LinkedField",
                "name": "content",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminCatalogStatus",
                    "kind": "LinkedField",
                    "name": "catalog",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dataDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastReloadAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastError",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastErrorAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reloadFailing",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "games",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "categories",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "storeItems",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "pins",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "challenges",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "seasons",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "challengesUntil",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "count",
                        "value": 5
                      }
                    ],
                    "concreteType": "AdminChallengeWeek",
                    "kind": "LinkedField",
                    "name": "challengeWeeks",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "weekKey",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "seasonKey",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "start",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "end",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "current",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminCalendarChallenge",
                        "kind": "LinkedField",
                        "name": "challenges",
                        "plural": true,
                        "selections": [
                          (v31/*:: as any*/),
                          (v29/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "scope",
                            "storageKey": null
                          },
                          (v28/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pinName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pinHeldTokens",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "offered",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AdminCalendarGoal",
                            "kind": "LinkedField",
                            "name": "goals",
                            "plural": true,
                            "selections": [
                              (v30/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "description",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "challengeWeeks(count:5)"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "showQaReports",
        "kind": "Condition",
        "passingValue": true,
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
                "args": (v45/*:: as any*/),
                "concreteType": "AdminConsoleQaReportsConnection",
                "kind": "LinkedField",
                "name": "qaReports",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminConsoleQaReportsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminQaReport",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "post",
                            "storageKey": null
                          },
                          (v29/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "text",
                            "storageKey": null
                          },
                          (v56/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "gameName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "questionText",
                            "storageKey": null
                          },
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AdminQaReportNote",
                            "kind": "LinkedField",
                            "name": "openReports",
                            "plural": true,
                            "selections": (v57/*:: as any*/),
                            "storageKey": null
                          },
                          (v46/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v47/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v48/*:: as any*/)
                ],
                "storageKey": "qaReports(first:20)"
              },
              {
                "alias": null,
                "args": (v45/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AdminQaReports_qaReports",
                "kind": "LinkedHandle",
                "name": "qaReports"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "showChatReports",
        "kind": "Condition",
        "passingValue": true,
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
                "args": (v45/*:: as any*/),
                "concreteType": "AdminConsoleChatReportsConnection",
                "kind": "LinkedField",
                "name": "chatReports",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminConsoleChatReportsConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminReportedChatMessage",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "roomName",
                            "storageKey": null
                          },
                          (v39/*:: as any*/),
                          (v56/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "authorId",
                            "storageKey": null
                          },
                          (v26/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ChatReportNote",
                            "kind": "LinkedField",
                            "name": "openReports",
                            "plural": true,
                            "selections": (v57/*:: as any*/),
                            "storageKey": null
                          },
                          (v46/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v47/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v48/*:: as any*/)
                ],
                "storageKey": "chatReports(first:20)"
              },
              {
                "alias": null,
                "args": (v45/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AdminChatReports_chatReports",
                "kind": "LinkedHandle",
                "name": "chatReports"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "showAudit",
        "kind": "Condition",
        "passingValue": true,
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
                "alias": "everyAction",
                "args": (v55/*:: as any*/),
                "concreteType": "AdminConsoleAuditLogConnection",
                "kind": "LinkedField",
                "name": "auditLog",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AdminConsoleAuditLogConnectionEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "AdminAuditEntry",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          (v41/*:: as any*/),
                          (v42/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "targetUserId",
                            "storageKey": null
                          },
                          (v37/*:: as any*/),
                          (v43/*:: as any*/),
                          (v44/*:: as any*/),
                          (v26/*:: as any*/),
                          (v46/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v47/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v48/*:: as any*/)
                ],
                "storageKey": "auditLog(first:30)"
              },
              {
                "alias": "everyAction",
                "args": (v55/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "AdminAuditLog_everyAction",
                "kind": "LinkedHandle",
                "name": "auditLog"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "2ddbeb1e88851ad006f086469fac0963",
    "id": null,
    "metadata": {},
    "name": "AdminPageQuery",
    "operationKind": "query",
    "text": "query AdminPageQuery(\n  $search: String!\n  $searching: Boolean!\n  $userId: ID!\n  $showPlayer: Boolean!\n  $showDashboard: Boolean!\n  $showMoney: Boolean!\n  $showCoupons: Boolean!\n  $showContent: Boolean!\n  $showQaReports: Boolean!\n  $showChatReports: Boolean!\n  $showAudit: Boolean!\n) {\n  viewer {\n    status\n  }\n  admin {\n    role\n    permissions\n    searchPlayers(query: $search) @include(if: $searching) {\n      id\n      userId\n      email\n      username\n      name\n      temporary\n      closedAt\n      bannedAt\n    }\n    player(userId: $userId) @include(if: $showPlayer) {\n      id\n      userId\n      bannedAt\n      closedAt\n      ...AdminPlayerPanel_player\n    }\n  }\n  ...AdminLedger_query @include(if: $showPlayer)\n  ...AdminDashboard_query @include(if: $showDashboard)\n  ...AdminMoney_query @include(if: $showMoney)\n  ...AdminCoupons_query @include(if: $showCoupons)\n  ...AdminContent_query @include(if: $showContent)\n  ...AdminQaReports_query @include(if: $showQaReports)\n  ...AdminChatReports_query @include(if: $showChatReports)\n  ...AdminAuditLog_query @include(if: $showAudit)\n}\n\nfragment AdminAuditLog_query on Query {\n  admin {\n    everyAction: auditLog(first: 30) {\n      edges {\n        node {\n          id\n          action\n          actorId\n          targetUserId\n          reason\n          before\n          after\n          createdAt\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment AdminChatReports_query on Query {\n  admin {\n    chatReports(first: 20) {\n      edges {\n        node {\n          id\n          message\n          roomName\n          body\n          author\n          authorId\n          createdAt\n          openReports {\n            reason\n            createdAt\n          }\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment AdminContent_query on Query {\n  admin {\n    content {\n      catalog {\n        dataDate\n        lastReloadAt\n        lastError\n        lastErrorAt\n        reloadFailing\n        games\n        categories\n        storeItems\n        pins\n        challenges\n        seasons\n        challengesUntil\n      }\n      challengeWeeks(count: 5) {\n        weekKey\n        seasonKey\n        start\n        end\n        current\n        challenges {\n          challengeId\n          kind\n          scope\n          tokens\n          pinName\n          pinHeldTokens\n          offered\n          goals {\n            gameCode\n            description\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment AdminCoupons_coupon on AdminCoupon {\n  id\n  code\n  gems\n  tokens\n  items\n  expiresAt\n  maxRedemptions\n  redemptions\n  note\n  createdAt\n  state\n}\n\nfragment AdminCoupons_query on Query {\n  admin {\n    coupons(first: 30) {\n      edges {\n        node {\n          ...AdminCoupons_coupon\n          id\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment AdminDashboard_figures on AdminDashboard {\n  id\n  at\n  playersOnline\n  onlineMinutes\n  pushSeconds\n  openSockets\n  processes\n  otherProcessesUnreachable\n  windowSeconds\n  requestsPerSecond\n  latencyP50Ms\n  latencyP95Ms\n  errorRate\n  gamesStartedLastHour\n  gamesWonLastHour\n  tokensToday {\n    created\n    spent\n  }\n  gemsToday {\n    created\n    spent\n  }\n}\n\nfragment AdminDashboard_query on Query {\n  admin {\n    dashboard {\n      ...AdminDashboard_figures\n      id\n    }\n  }\n}\n\nfragment AdminLedger_query on Query {\n  admin {\n    auditLog(first: 20, userId: $userId) {\n      edges {\n        node {\n          id\n          action\n          actorId\n          reason\n          before\n          after\n          createdAt\n        }\n      }\n    }\n    player(userId: $userId) {\n      ledger(first: 20) {\n        edges {\n          node {\n            id\n            currency\n            delta\n            balanceAfter\n            reason\n            reference\n            createdAt\n            __typename\n          }\n          cursor\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n      id\n    }\n  }\n}\n\nfragment AdminMoney_query on Query {\n  admin {\n    ledgerMismatches {\n      userId\n      currency\n      balance\n      ledgerSum\n    }\n    money {\n      problems {\n        problems\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      inFlight {\n        dispute {\n          caseId\n        }\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      refundsInFlight {\n        refundId\n        amountCents\n        createdAt\n        order {\n          id\n          userId\n          provider\n          providerPaymentId\n          status\n          failureMessage\n          amountCents\n          currency\n          gems\n          creditedGems\n          creditedAt\n          reversedGems\n          unrecoveredGems\n          createdAt\n          reversals {\n            eventId\n            kind\n            gemsRequested\n            gemsTaken\n            state\n            caseId\n            gemsRestored\n            closedAt\n            createdAt\n          }\n          refunds {\n            refundId\n            amountCents\n            state\n            createdAt\n            settledAt\n          }\n        }\n      }\n      days(count: 14) {\n        day\n        ordersPaid\n        amounts {\n          currency\n          cents\n        }\n        gemsCredited\n        gemsReversed\n        gemsTakenBack\n        gemsCreated\n        gemsSpent\n        tokensCreated\n        tokensSpent\n      }\n      orders(first: 20) {\n        edges {\n          node {\n            problems\n            order {\n              id\n              userId\n              provider\n              providerPaymentId\n              status\n              failureMessage\n              amountCents\n              currency\n              gems\n              creditedGems\n              creditedAt\n              reversedGems\n              unrecoveredGems\n              createdAt\n              reversals {\n                eventId\n                kind\n                gemsRequested\n                gemsTaken\n                state\n                caseId\n                gemsRestored\n                closedAt\n                createdAt\n              }\n              refunds {\n                refundId\n                amountCents\n                state\n                createdAt\n                settledAt\n              }\n            }\n            __typename\n          }\n          cursor\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n}\n\nfragment AdminPlayerPanel_player on AdminPlayer {\n  userId\n  email\n  name\n  username\n  userIconUrl\n  temporary\n  emailVerified\n  createdAt\n  gems\n  tokens\n  inviteCode\n  gameDays\n  signInDays\n  closedAt\n  bannedAt\n  chatMutedUntil\n  role\n  inventory {\n    kind\n    gameCode\n    itemId\n    count\n  }\n  signInSessions {\n    id\n    createdAt\n    lastSeenAt\n    userAgent\n    ipAddress\n  }\n  gameSessions {\n    id\n    gameCode\n    phase\n    score\n    tokensPaid\n    startedAt\n  }\n  pins {\n    boardId\n    pinId\n    x\n    y\n  }\n  challenges {\n    challengeId\n    status\n    tokens\n    acceptedAt\n  }\n  payments {\n    id\n    provider\n    status\n    amountCents\n    currency\n    gems\n    creditedGems\n    reversedGems\n    createdAt\n  }\n  chatReports {\n    reason\n    createdAt\n    settledAt\n    roomId\n    body\n    messageHidden\n  }\n}\n\nfragment AdminQaReports_query on Query {\n  admin {\n    qaReports(first: 20) {\n      edges {\n        node {\n          id\n          post\n          kind\n          text\n          author\n          gameName\n          questionText\n          createdAt\n          openReports {\n            reason\n            createdAt\n          }\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "30f92d23d369513f6a9e519f42e5e8e1";

export default node;
