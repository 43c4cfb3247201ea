/**
 * @generated SignedSource<<47ddd1b955f3d839ad2e8b1d21fae327>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RedeemCouponInput = {
  code: string;
};
export type useRedeemCouponMutation$variables = {
  input: RedeemCouponInput;
};
export type useRedeemCouponMutation$data = {
  readonly redeemCoupon: {
    readonly __typename: "CouponError";
    readonly message: string;
  } | {
    readonly __typename: "CouponRedeemed";
    readonly message: string;
    readonly player: {
      readonly gems: number;
      readonly id: string;
      readonly tokens: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRedeemCouponMutation = {
  response: useRedeemCouponMutation$data;
  variables: useRedeemCouponMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "redeemCoupon",
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
          (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokens",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CouponRedeemed",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "CouponError",
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
    "name": "useRedeemCouponMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedeemCouponMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "307ae4a3324ac1e032b956a029a14b33",
    "id": null,
    "metadata": {},
    "name": "useRedeemCouponMutation",
    "operationKind": "mutation",
    "text": "mutation useRedeemCouponMutation(\n  $input: RedeemCouponInput!\n) {\n  redeemCoupon(input: $input) {\n    __typename\n    ... on CouponRedeemed {\n      message\n      player {\n        id\n        gems\n        tokens\n      }\n    }\n    ... on CouponError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "676f7fb5f46a69a5356b79e496df4ec1";

export default node;
