/**
 * @generated SignedSource<<21f0564cd8c7d82707575b82e012211a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteFriends_portal$data = {
  readonly inviteRewards: {
    readonly challenge1Challenges: number;
    readonly challenge1Tokens: number;
    readonly challenge2Challenges: number;
    readonly challenge2Tokens: number;
    readonly friendTokens: number;
    readonly purchaseGems: number;
  };
  readonly " $fragmentType": "InviteFriends_portal";
};
export type InviteFriends_portal$key = {
  readonly " $data"?: InviteFriends_portal$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteFriends_portal">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteFriends_portal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "InviteRewards",
      "kind": "LinkedField",
      "name": "inviteRewards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challenge1Challenges",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challenge1Tokens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challenge2Challenges",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challenge2Tokens",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseGems",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "friendTokens",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Portal",
  "abstractKey": null
};

(node as any).hash = "215ca94dcd79aff0824eb1adae9947be";

export default node;
