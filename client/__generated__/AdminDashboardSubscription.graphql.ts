/**
 * @generated SignedSource<<b12accf5561f986dc103cde78f671ebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminDashboardSubscription$variables = Record<PropertyKey, never>;
export type AdminDashboardSubscription$data = {
  readonly adminDashboard: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_figures">;
  };
};
export type AdminDashboardSubscription = {
  response: AdminDashboardSubscription$data;
  variables: AdminDashboardSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminDashboard",
        "kind": "LinkedField",
        "name": "adminDashboard",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminDashboard_figures"
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
    "name": "AdminDashboardSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminDashboard",
        "kind": "LinkedField",
        "name": "adminDashboard",
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
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminCurrencyFlow",
            "kind": "LinkedField",
            "name": "gemsToday",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2b3a322665432592b485941e44006485",
    "id": null,
    "metadata": {},
    "name": "AdminDashboardSubscription",
    "operationKind": "subscription",
    "text": "subscription AdminDashboardSubscription {\n  adminDashboard {\n    ...AdminDashboard_figures\n    id\n  }\n}\n\nfragment AdminDashboard_figures on AdminDashboard {\n  id\n  at\n  playersOnline\n  onlineMinutes\n  pushSeconds\n  openSockets\n  processes\n  otherProcessesUnreachable\n  windowSeconds\n  requestsPerSecond\n  latencyP50Ms\n  latencyP95Ms\n  errorRate\n  gamesStartedLastHour\n  gamesWonLastHour\n  tokensToday {\n    created\n    spent\n  }\n  gemsToday {\n    created\n    spent\n  }\n}\n"
  }
};
})();

(node as any).hash = "36afd923edb67fbf0cd58e04bb1cddef";

export default node;
