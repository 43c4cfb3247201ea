/**
 * @generated SignedSource<<8ca36cd0521636ccaa8de473c2ebc66d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InviteFriends_viewer$data = {
  readonly friends: ReadonlyArray<{
    readonly challengeReward1: boolean;
    readonly challengeReward2: boolean;
    readonly purchaseReward: boolean;
    readonly userIcon: number;
    readonly username: string;
  }>;
  readonly player: {
    readonly inviteCode: string;
  } | null | undefined;
  readonly " $fragmentType": "InviteFriends_viewer";
};
export type InviteFriends_viewer$key = {
  readonly " $data"?: InviteFriends_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"InviteFriends_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InviteFriends_viewer",
  "selections": [
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
          "name": "inviteCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvitedFriend",
      "kind": "LinkedField",
      "name": "friends",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userIcon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challengeReward1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challengeReward2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "purchaseReward",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4f87ea4dcd2548b28fca16d25dc88e1f";

export default node;
