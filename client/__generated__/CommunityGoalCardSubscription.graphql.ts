/**
 * @generated SignedSource<<b106d8779a60057ab367efacd32d8537>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommunityGoalCardSubscription$variables = Record<PropertyKey, never>;
export type CommunityGoalCardSubscription$data = {
  readonly communityGoalChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"CommunityGoalCard_goal">;
  };
};
export type CommunityGoalCardSubscription = {
  response: CommunityGoalCardSubscription$data;
  variables: CommunityGoalCardSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CommunityGoalCardSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CommunityGoal",
        "kind": "LinkedField",
        "name": "communityGoalChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CommunityGoalCard_goal"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CommunityGoalCardSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CommunityGoal",
        "kind": "LinkedField",
        "name": "communityGoalChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mine",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CommunityTier",
            "kind": "LinkedField",
            "name": "tiers",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "224f9deb2a7c31e2e65da1f706c0159c",
    "id": null,
    "metadata": {},
    "name": "CommunityGoalCardSubscription",
    "operationKind": "subscription",
    "text": "subscription CommunityGoalCardSubscription {\n  communityGoalChanged {\n    ...CommunityGoalCard_goal\n  }\n}\n\nfragment CommunityGoalCard_goal on CommunityGoal {\n  description\n  total\n  mine\n  tier\n  tiers {\n    total\n    tokens\n  }\n}\n"
  }
};
})();

(node as any).hash = "fbcbac7f66fbab3ac66257210bbd71e0";

export default node;
