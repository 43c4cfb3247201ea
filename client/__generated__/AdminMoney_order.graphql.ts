/**
 * @generated SignedSource<<6450274747962951a48bd4885d14e618>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminMoney_order$data = {
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
  readonly " $fragmentType": "AdminMoney_order";
};
export type AdminMoney_order$key = {
  readonly " $data"?: AdminMoney_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminMoney_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amountCents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminMoney_order",
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
      "name": "userId",
      "storageKey": null
    },
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
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
    (v1/*:: as any*/),
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseId",
          "storageKey": null
        },
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
        (v1/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refundId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        (v1/*:: as any*/),
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
  "type": "AdminPaymentOrder",
  "abstractKey": null
};
})();

(node as any).hash = "62cac42a959595a4ed0b87dc878e9db0";

export default node;
