/** Invites over GraphQL: the reward amounts (the friends list is viewer.friends). Only translates api/invites/. */
import { FRIEND_BONUS, INVITE_REWARDS } from "../invites/invites.ts";
import { builder } from "./builder.ts";
import { Portal } from "./portal.ts";
import { PUBLIC_CATALOG } from "./publicCatalog.ts";

const InviteRewards = builder.objectRef<typeof INVITE_REWARDS>("InviteRewards").implement({
  description:
    "What an inviter earns per friend, each once: tokens when the friend completes challenges, gems at the friend's first gem purchase; and the friend's own bonus for joining with the code.",
  fields: (t) => ({
    challenge1Challenges: t.int({ resolve: (r) => r.challenge1.challenges }),
    challenge1Tokens: t.int({ resolve: (r) => r.challenge1.tokens }),
    challenge2Challenges: t.int({ resolve: (r) => r.challenge2.challenges }),
    challenge2Tokens: t.int({ resolve: (r) => r.challenge2.tokens }),
    purchaseGems: t.int({ resolve: (r) => r.purchase.gems }),
    friendTokens: t.int({ description: "Tokens the friend gets, once, for signing up with the code.", resolve: () => FRIEND_BONUS.tokens }),
  }),
});

builder.objectFields(Portal, (t) => ({
  inviteRewards: t.field({ type: InviteRewards, extensions: PUBLIC_CATALOG, resolve: () => INVITE_REWARDS }),
}));
