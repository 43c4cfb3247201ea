/**
 * @generated SignedSource<<b3dc3cff75b8997a55066892f0c92f4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StaffRole = "ADMIN" | "MODERATOR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminPlayerPanel_player$data = {
  readonly bannedAt: string | null | undefined;
  readonly challenges: ReadonlyArray<{
    readonly acceptedAt: string;
    readonly challengeId: string;
    readonly status: string;
    readonly tokens: number;
  }>;
  readonly chatMutedUntil: string | null | undefined;
  readonly chatReports: ReadonlyArray<{
    readonly body: string;
    readonly createdAt: string;
    readonly messageHidden: boolean;
    readonly reason: string;
    readonly roomId: string;
    readonly settledAt: string | null | undefined;
  }>;
  readonly closedAt: string | null | undefined;
  readonly createdAt: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly gameDays: number;
  readonly gameSessions: ReadonlyArray<{
    readonly gameCode: string;
    readonly id: string;
    readonly phase: string;
    readonly score: number;
    readonly startedAt: string;
    readonly tokensPaid: number;
  }>;
  readonly gems: number;
  readonly inventory: ReadonlyArray<{
    readonly count: number;
    readonly gameCode: string | null | undefined;
    readonly itemId: string;
    readonly kind: string;
  }>;
  readonly inviteCode: string | null | undefined;
  readonly name: string;
  readonly payments: ReadonlyArray<{
    readonly amountCents: number;
    readonly createdAt: string;
    readonly creditedGems: number;
    readonly currency: string;
    readonly gems: number;
    readonly id: string;
    readonly provider: string;
    readonly reversedGems: number;
    readonly status: string;
  }> | null | undefined;
  readonly pins: ReadonlyArray<{
    readonly boardId: string;
    readonly pinId: string;
    readonly x: number;
    readonly y: number;
  }>;
  readonly role: StaffRole | null | undefined;
  readonly signInDays: number;
  readonly signInSessions: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly ipAddress: string | null | undefined;
    readonly lastSeenAt: string;
    readonly userAgent: string | null | undefined;
  }>;
  readonly temporary: boolean;
  readonly tokens: number;
  readonly userIconUrl: string;
  readonly userId: string;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AdminPlayerPanel_player";
};
export type AdminPlayerPanel_player$key = {
  readonly " $data"?: AdminPlayerPanel_player$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminPlayerPanel_player">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gems",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tokens",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gameCode",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminPlayerPanel_player",
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "name": "userIconUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "temporary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
      "name": "closedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bannedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatMutedUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminInventoryItem",
      "kind": "LinkedField",
      "name": "inventory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v3/*:: as any*/),
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
        (v4/*:: as any*/),
        (v0/*:: as any*/),
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
        (v4/*:: as any*/),
        (v3/*:: as any*/),
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "challengeId",
          "storageKey": null
        },
        (v5/*:: as any*/),
        (v2/*:: as any*/),
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
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
          "name": "reversedGems",
          "storageKey": null
        },
        (v0/*:: as any*/)
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "settledAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roomId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
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
  "type": "AdminPlayer",
  "abstractKey": null
};
})();

(node as any).hash = "c647f208c0ce240e670aa3c126967f0e";

export default node;
