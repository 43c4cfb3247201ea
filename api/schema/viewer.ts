import { ANONYMOUS_VIEWER, hasPlayer, isLoggedIn, type Viewer as ViewerState, type ViewerStatus } from "../auth/viewer.ts";
import { listBills, listInvitedFriends, PreferenceError, ProfileError, readOrEnsurePlayer, readPlayerRow, updatePreferences, updateProfile, type SoundPreference as SoundPreferenceValue } from "../players/players.ts";
import { createGraphQLError } from "graphql-yoga";
import type { Prisma } from "../generated/prisma/client.ts";
import { builder } from "./builder.ts";
import { asksOnly } from "./prismaQuery.ts";
import type { GraphQLContext } from "./context.ts";

const ViewerStatusEnum = builder.enumType("ViewerStatus", {
  description: "The kinds of user as the server sees them (docs/product/accounts.md#kinds-of-user). A new visitor is ANONYMOUS until it gets a temporary user.",
  values: {
    LOGGED_IN: { description: "Signed in to a real account." },
    TEMPORARY: { description: "A temporary user: plays and earns before signing up." },
    ANONYMOUS: { description: "No user at all." },
  } as const,
});

export const Currency = builder.enumType("Currency", { values: ["GEMS", "TOKENS"] as const });

builder.prismaNode("Bill", {
  description: "One purchase in the player's history.",
  id: { field: "id" },
  // node(id) only finds the viewer's own bills; anyone else's id is simply null.
  nullable: true,
  findUnique: (id, { viewer }) => ({ id, userId: isLoggedIn(viewer) ? viewer.userId : "" }),
  fields: (t) => ({
    itemKind: t.exposeString("kind"),
    gameCode: t.exposeString("gameId"),
    itemId: t.exposeString("itemId"),
    title: t.exposeString("title"),
    quantity: t.exposeInt("quantity"),
    currency: t.field({ type: Currency, resolve: (bill) => bill.currency }),
    amount: t.exposeInt("amount"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const Friend = builder.objectRef<Awaited<ReturnType<typeof listInvitedFriends>>[number]>("InvitedFriend").implement({
  description: "A friend who joined with the player's invite code.",
  fields: (t) => ({
    username: t.exposeString("username"),
    userIcon: t.exposeInt("userIcon"),
    challengeReward1: t.exposeBoolean("challengeReward1"),
    challengeReward2: t.exposeBoolean("challengeReward2"),
    purchaseReward: t.exposeBoolean("purchaseReward"),
  }),
});

const SoundPreference = builder.objectRef<SoundPreferenceValue & { music: boolean }>("SoundPreference").implement({
  description: "Game sound: on or off, a volume from 0 to 100, and background music on or off.",
  fields: (t) => ({ on: t.exposeBoolean("on"), volume: t.exposeInt("volume"), music: t.exposeBoolean("music") }),
});

export const Player = builder.prismaNode("Player", {
  description: "The viewer's profile and wallet. Only ever visible to its owner.",
  id: { field: "userId" },
  // node(id) only finds the viewer's own player; anyone else's id is simply null.
  nullable: true,
  findUnique: (userId, { viewer }) => ({ userId: userId === viewer.userId ? userId : "" }),
  fields: (t) => ({
    username: t.string({ nullable: true, select: { username: true }, resolve: (p) => p.username }),
    userIcon: t.exposeInt("userIcon"),
    userIconUrl: t.string({ select: { userIcon: true }, resolve: (p) => `/img/user/${p.userIcon}.svg` }),
    gems: t.exposeInt("gems"),
    tokens: t.exposeInt("tokens"),
    memberSince: t.expose("memberSince", { type: "DateTime" }),
    inviteCode: t.exposeString("inviteCode"),
    invitesAccepted: t.exposeInt("invitesAccepted"),
    noGameConfirm: t.exposeBoolean("noGameConfirm", { description: "Skip the Play confirm step (gc)." }),
    sound: t.field({
      type: SoundPreference,
      nullable: true,
      description: "The games' sound settings as the player last chose them; null before any choice.",
      select: { soundOn: true, soundVolume: true, soundMusic: true },
      // Music chosen before it was kept reads as off, its default.
      resolve: (p) => (p.soundOn === null || p.soundVolume === null ? null : { on: p.soundOn, volume: p.soundVolume, music: p.soundMusic ?? false }),
    }),
    gameDays: t.exposeInt("gameDays", { description: "Los Angeles days on which the player finished a game (gf)." }),
    signInDays: t.exposeInt("signInDays", { description: "Los Angeles days on which the player was signed in on the portal (cr)." }),
    challengesCompleted: t.exposeInt("challengesCompleted", { description: "Challenges the player completed (chc)." }),
    inviteGems: t.exposeInt("inviteGems", { description: "Gems earned by inviting friends (fg)." }),
    inviteTokens: t.exposeInt("inviteTokens", { description: "Tokens earned by inviting friends (ft)." }),
  }),
});

export const Viewer = builder.objectRef<ViewerState>("Viewer").implement({
  description: "Whoever is asking: their status and, once they have a user, their player.",
  fields: (t) => ({
    status: t.field({ type: ViewerStatusEnum, resolve: (viewer): ViewerStatus => viewer.status }),
    email: t.string({
      nullable: true,
      description: "The signed-in account's email address.",
      resolve: (viewer) => (isLoggedIn(viewer) ? viewer.email : null),
    }),
    player: t.prismaField({
      type: "Player",
      nullable: true,
      resolve: async (query, viewer, _args, { db }) => {
        if (!hasPlayer(viewer)) return null;
        // The header's and most pages' player fields are its columns: one prepared statement (issue 31).
        const read = asksOnly(query, []) ? () => readPlayerRow(db, viewer.userId) : () => db.player.findUnique({ ...query, where: { userId: viewer.userId } });
        return readOrEnsurePlayer(db, viewer.userId, read);
      },
    }),
    bills: t.prismaField({
      type: ["Bill"],
      description: "Purchase history, newest first. Empty unless signed in.",
      resolve: async (_query, viewer, _args, { db }) => (isLoggedIn(viewer) ? listBills(db, viewer.userId) : []),
    }),
    friends: t.field({
      type: [Friend],
      description: "Friends who joined with the viewer's invite code (docs/product/community.md#invites). Empty unless signed in.",
      resolve: async (viewer, _args, { db }) => (isLoggedIn(viewer) ? listInvitedFriends(db, viewer.userId) : []),
    }),
    serverTime: t.field({ type: "DateTime", resolve: () => new Date() }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.field({ type: Viewer, resolve: (_root, _args, { viewer }) => viewer ?? ANONYMOUS_VIEWER }),
}));

/** Resolves a payload's `player` field: the player of the user the payload belongs to. */
export function playerOfPayload(
  query: { include?: Prisma.PlayerInclude; select?: Prisma.PlayerSelect },
  payload: { userId: string },
  _args: unknown,
  { db }: GraphQLContext,
) {
  if (!asksOnly(query, [])) return db.player.findUniqueOrThrow({ ...query, where: { userId: payload.userId } });
  // The balances an answer (a purchase's, a coupon's) sends back: one prepared statement (issue 31).
  return readPlayerRow(db, payload.userId).then((player) => {
    if (!player) throw new Error(`The player of user ${payload.userId} the answer is about is missing.`);
    return player;
  });
}

// Union members are plain objects tagged by `kind`: graphql-js treats a returned Error as thrown.
const ProfileValidationError = builder.objectRef<{ kind: "invalid"; field: string; message: string }>("ProfileValidationError").implement({
  description: "The username or icon was not accepted; the message says why.",
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
  }),
});

const NotSignedInError = builder.objectRef<{ kind: "notSignedIn"; message: string }>("NotSignedInError").implement({
  description: "Only signed-in players can do this.",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const UpdateProfileSuccess = builder.objectRef<{ kind: "ok"; userId: string }>("UpdateProfileSuccess").implement({
  fields: (t) => ({
    player: t.prismaField({
      type: "Player",
      resolve: playerOfPayload,
    }),
  }),
});

const UpdateProfileResult = builder.unionType("UpdateProfileResult", {
  types: [UpdateProfileSuccess, ProfileValidationError, NotSignedInError],
  resolveType: (value) =>
    value.kind === "ok" ? UpdateProfileSuccess : value.kind === "invalid" ? ProfileValidationError : NotSignedInError,
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  fields: (t) => ({
    username: t.string({ required: false }),
    userIcon: t.int({ required: false }),
  }),
});

builder.mutationType({});
builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UpdateProfileResult,
    description: "Choose a username (3 to 20 letters, numbers or underscores, unique) and/or one of the 36 icons.",
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: async (_root, { input }, { db, viewer }) => {
      if (!isLoggedIn(viewer)) return { kind: "notSignedIn" as const, message: "User not defined" };
      try {
        await updateProfile(db, viewer.userId, input);
        return { kind: "ok" as const, userId: viewer.userId };
      } catch (error) {
        if (error instanceof ProfileError) return { kind: "invalid" as const, field: error.field, message: error.message };
        throw error;
      }
    },
  }),
}));


const SoundPreferenceInput = builder.inputType("SoundPreferenceInput", {
  description: "Game sound: on or off, a volume from 0 to 100, and background music on or off (left as it was when not given).",
  fields: (t) => ({ on: t.boolean({ required: true }), volume: t.int({ required: true }), music: t.boolean({ required: false }) }),
});

const UpdatePreferencesInput = builder.inputType("UpdatePreferencesInput", {
  fields: (t) => ({ noGameConfirm: t.boolean({ required: false }), sound: t.field({ type: SoundPreferenceInput, required: false }) }),
});

const UpdatePreferencesSuccess = builder.objectRef<{ kind: "ok"; userId: string }>("UpdatePreferencesSuccess").implement({
  fields: (t) => ({ player: t.prismaField({ type: "Player", resolve: playerOfPayload }) }),
});

export const NoPlayerError = builder.objectRef<{ kind: "noPlayer"; message: string }>("NoPlayerError").implement({
  description: "The visitor has no user yet (not even a temporary one).",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const UpdatePreferencesResult = builder.unionType("UpdatePreferencesResult", {
  types: [UpdatePreferencesSuccess, NoPlayerError],
  resolveType: (value) => (value.kind === "ok" ? UpdatePreferencesSuccess : NoPlayerError),
});

builder.mutationFields((t) => ({
  updatePreferences: t.field({
    type: UpdatePreferencesResult,
    description: "Save preferences of a signed-in or temporary player.",
    args: { input: t.arg({ type: UpdatePreferencesInput, required: true }) },
    resolve: async (_root, { input }, { db, viewer }) => {
      if (!hasPlayer(viewer)) return { kind: "noPlayer" as const, message: "User not defined" };
      try {
        await updatePreferences(db, viewer.userId, input);
      } catch (error) {
        if (error instanceof PreferenceError) throw createGraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
        throw error;
      }
      return { kind: "ok" as const, userId: viewer.userId };
    },
  }),
}));
