/**
 * @generated SignedSource<<7d9d03bd3958bdf90870ffcaf19b18ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminDashboard_query$data = {
  readonly admin: {
    readonly dashboard: {
      readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_figures">;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AdminDashboard_query";
};
export type AdminDashboard_query$key = {
  readonly " $data"?: AdminDashboard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboard_query",
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
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AdminDashboard_figures"
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

(node as any).hash = "bff471b4e14a51f03050f7d6ac46b1b7";

export default node;
