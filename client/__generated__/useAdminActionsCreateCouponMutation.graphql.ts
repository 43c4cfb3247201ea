/**
 * @generated SignedSource<<0f481b9cf85e99090b2548f182f42c82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminCreateCouponInput = {
  code?: string | null | undefined;
  expiresOn?: string | null | undefined;
  gems: number;
  maxRedemptions?: number | null | undefined;
  note: string;
  tokens: number;
};
export type useAdminActionsCreateCouponMutation$variables = {
  connections: ReadonlyArray<string>;
  input: AdminCreateCouponInput;
};
export type useAdminActionsCreateCouponMutation$data = {
  readonly adminCreateCoupon: {
    readonly __typename: "AdminCouponCreated";
    readonly coupon: {
      readonly code: string;
      readonly " $fragmentSpreads": FragmentRefs<"AdminCoupons_coupon">;
    };
  } | {
    readonly __typename: "AdminError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useAdminActionsCreateCouponMutation = {
  response: useAdminActionsCreateCouponMutation$data;
  variables: useAdminActionsCreateCouponMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "AdminError",
  "abstractKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAdminActionsCreateCouponMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminCreateCoupon",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminCoupon",
                "kind": "LinkedField",
                "name": "coupon",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AdminCoupons_coupon"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AdminCouponCreated",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAdminActionsCreateCouponMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "adminCreateCoupon",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AdminCoupon",
                "kind": "LinkedField",
                "name": "coupon",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokens",
                    "storageKey": null
                  },
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "coupon",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "AdminConsoleCouponsConnectionEdge"
                  }
                ]
              }
            ],
            "type": "AdminCouponCreated",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2fcc187ce19c66050b6f080bdb24dc72",
    "id": null,
    "metadata": {},
    "name": "useAdminActionsCreateCouponMutation",
    "operationKind": "mutation",
    "text": "mutation useAdminActionsCreateCouponMutation(\n  $input: AdminCreateCouponInput!\n) {\n  adminCreateCoupon(input: $input) {\n    __typename\n    ... on AdminError {\n      message\n    }\n    ... on AdminCouponCreated {\n      coupon {\n        code\n        ...AdminCoupons_coupon\n        id\n      }\n    }\n  }\n}\n\nfragment AdminCoupons_coupon on AdminCoupon {\n  id\n  code\n  gems\n  tokens\n  items\n  expiresAt\n  maxRedemptions\n  redemptions\n  note\n  createdAt\n  state\n}\n"
  }
};
})();

(node as any).hash = "b1baf616113dde4e2549824ad297981e";

export default node;
