/**
 * @generated SignedSource<<83e89f0ffd3b293bf90a9328df53c328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminDashboard_figures$data = {
  readonly at: string;
  readonly errorRate: number | null | undefined;
  readonly gamesStartedLastHour: number;
  readonly gamesWonLastHour: number;
  readonly gemsToday: {
    readonly created: number;
    readonly spent: number;
  } | null | undefined;
  readonly id: string;
  readonly latencyP50Ms: number | null | undefined;
  readonly latencyP95Ms: number | null | undefined;
  readonly onlineMinutes: number;
  readonly openSockets: number;
  readonly otherProcessesUnreachable: boolean;
  readonly playersOnline: number;
  readonly processes: number;
  readonly pushSeconds: number;
  readonly requestsPerSecond: number;
  readonly tokensToday: {
    readonly created: number;
    readonly spent: number;
  } | null | undefined;
  readonly windowSeconds: number;
  readonly " $fragmentType": "AdminDashboard_figures";
};
export type AdminDashboard_figures$key = {
  readonly " $data"?: AdminDashboard_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_figures">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboard_figures",
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
  "type": "AdminDashboard",
  "abstractKey": null
};
})();

(node as any).hash = "80b6f692f39193697d530bc933e87ecc";

export default node;
