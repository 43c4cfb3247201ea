import { isLoggedIn, type Viewer as ViewerState } from "../auth/viewer.ts";
import { challengeCatalog, type CatalogChallenge } from "../challenges/catalog.ts";
import {
  acceptChallenge,
  ChallengeError,
  challengeEnvironment,
  dropChallenge,
  listWonChallenges,
  readBonuses,
  readChallengeState,
  readCommunityGoal,
  removeWonChallenge,
  type ActiveChallenge,
  type ChallengeEnvironment,
  type ChallengeErrorCode,
  type ChallengeState,
  type GoalProgress,
  type SeasonReward,
  type WonChallenge,
} from "../challenges/challenges.ts";
import { challengeKind, remainingMinutesOf } from "../challenges/rules.ts";
import { WEEK_RESETS } from "../challenges/calendar.ts";
import { MINUTES_TO_FINISH } from "../challenges/constants.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { StoreProductRef } from "./store.ts";
import { Viewer } from "./viewer.ts";

/*
 * Challenges and bonuses (docs/product/challenges.md) over api/challenges/: viewer.challenges, the accept,
 * drop and remove-won mutations, and subscriptions that follow progress and the community goal.
 */

function envOf(context: GraphQLContext): ChallengeEnvironment {
  return challengeEnvironment(context.play, challengeCatalog(context.config.dataDir));
}

const ChallengeKindEnum = builder.enumType("ChallengeKind", {
  description: "seasonal (10 tokens), pin (50 and a pin), weekly and blitz (5), super (50).",
  values: ["seasonal", "pin", "weekly", "blitz", "super"] as const,
});
const ChallengeStatusEnum = builder.enumType("ChallengeStatus", { values: ["ACTIVE", "COMPLETED", "FAILED"] as const });

const ChallengeGoal = builder.objectRef<GoalProgress>("ChallengeGoal").implement({
  description: "One goal: verified wins of a game (by its 3-letter code) toward a target.",
  fields: (t) => ({
    gameCode: t.exposeString("g"),
    description: t.exposeString("d"),
    target: t.exposeInt("t"),
    done: t.exposeInt("n", { description: "Wins counted so far (0 for a suggestion)." }),
    game: t.prismaField({ type: "Game", nullable: true, resolve: (query, goal, _args, { db }) => db.game.findUnique({ ...query, where: { id: goal.g } }) }),
  }),
});

const ChallengePin = builder.objectRef<{ id: string; name: string; width: number; height: number }>("ChallengePin").implement({
  description: "A pin a challenge or the season track pays; its picture is at imageUrl.",
  fields: (t) => ({
    id: t.exposeString("id"),
    name: t.exposeString("name"),
    width: t.exposeInt("width", { description: "Cells wide (1 or 2)." }),
    height: t.exposeInt("height", { description: "Cells high (1 or 2)." }),
    imageUrl: t.string({ resolve: (pin) => `/api/pin/${pin.id}` }),
  }),
});

function pinInfo(context: GraphQLContext, pinId: string | null) {
  if (pinId === null) return null;
  const pin = challengeCatalog(context.config.dataDir).pin(pinId);
  return { id: pinId, name: pin?.n ?? pinId, width: pin?.cw ?? 1, height: pin?.ch ?? 1 };
}

const Suggestion = builder.objectRef<CatalogChallenge & { remaining: number }>("ChallengeSuggestion").implement({
  description: "A challenge the player may accept (docs/product/challenges.md#kinds).",
  fields: (t) => ({
    id: t.exposeString("i"),
    kind: t.field({ type: ChallengeKindEnum, resolve: (entry) => challengeKind(entry) }),
    tokens: t.exposeInt("tk"),
    pin: t.field({ type: ChallengePin, nullable: true, resolve: (entry, _args, context) => pinInfo(context, entry.p ?? null) }),
    goals: t.field({ type: [ChallengeGoal], resolve: (entry) => entry.g.map((goal) => ({ ...goal, n: 0 })) }),
    remainingMinutes: t.exposeInt("remaining"),
  }),
});

const ActiveChallengeRef = builder.objectRef<ActiveChallenge>("ActiveChallenge").implement({
  description: "A challenge in one of the player's slots, with its progress.",
  fields: (t) => ({
    id: t.exposeString("id"),
    kind: t.field({ type: ChallengeKindEnum, resolve: (c) => c.kind }),
    status: t.field({ type: ChallengeStatusEnum, resolve: (c) => c.status }),
    tokens: t.exposeInt("tokens"),
    pin: t.field({ type: ChallengePin, nullable: true, resolve: (c, _args, context) => pinInfo(context, c.pinId) }),
    goals: t.field({ type: [ChallengeGoal], resolve: (c) => c.goals }),
    remainingMinutes: t.exposeInt("remaining", { description: "Minutes left to finish it (docs/product/challenges.md#remaining-time); 0 or less: out of time." }),
    acceptedAt: t.expose("acceptedAt", { type: "DateTime" }),
  }),
});

const WonChallengeRef = builder.objectRef<WonChallenge>("WonChallenge").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    kind: t.field({ type: ChallengeKindEnum, resolve: (c) => c.kind }),
    tokens: t.exposeInt("tokens"),
    pin: t.field({ type: ChallengePin, nullable: true, resolve: (c, _args, context) => pinInfo(context, c.pinId) }),
    goals: t.field({ type: [ChallengeGoal], resolve: (c) => c.goals }),
    completedAt: t.expose("completedAt", { type: "DateTime" }),
    removable: t.exposeBoolean("removable", { description: "Seasonal challenges may be removed from the list." }),
  }),
});

const WeeklyBonus = builder.objectRef<Awaited<ReturnType<typeof readBonuses>>["weekly"]>("WeeklyBonus").implement({
  description: "Completing this many challenges in a week pays the tokens once (docs/product/challenges.md#weekly-bonus).",
  fields: (t) => ({
    week: t.exposeString("week"),
    count: t.exposeInt("count"),
    needed: t.exposeInt("needed"),
    tokens: t.exposeInt("tokens"),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    paid: t.exposeBoolean("paid"),
  }),
});

const SeasonRewardRef = builder.objectRef<SeasonReward>("SeasonReward").implement({
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Challenges completed in the season to earn it." }),
    tokens: t.exposeInt("tokens"),
    pin: t.field({ type: ChallengePin, nullable: true, resolve: (r, _args, context) => pinInfo(context, r.pinId) }),
    won: t.exposeBoolean("won"),
  }),
});

const SeasonTrack = builder.objectRef<Awaited<ReturnType<typeof readBonuses>>["season"]>("SeasonTrack").implement({
  description: "The season thresholds and what the player has won of them (docs/product/challenges.md#season-bonus).",
  fields: (t) => ({
    season: t.exposeString("season"),
    count: t.exposeInt("count"),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    rewards: t.field({ type: [SeasonRewardRef], resolve: (s) => s.rewards }),
  }),
});

const CommunityTier = builder.objectRef<{ n: number; tk: number }>("CommunityTier").implement({
  fields: (t) => ({ total: t.exposeInt("n"), tokens: t.exposeInt("tk") }),
});

const CommunityGoalRef = builder.objectRef<Awaited<ReturnType<typeof readCommunityGoal>>>("CommunityGoal").implement({
  description: "The week's goal for all players together; contributors get the highest tier reached when the week ends.",
  fields: (t) => ({
    description: t.exposeString("description"),
    gameCodes: t.exposeStringList("games"),
    week: t.exposeString("week"),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    total: t.exposeInt("total"),
    mine: t.exposeInt("mine", { description: "The viewer's own wins toward it." }),
    tier: t.exposeInt("tier", { description: "Tiers reached so far (0 to 3)." }),
    tiers: t.field({ type: [CommunityTier], resolve: (g) => [...g.tiers] }),
  }),
});

type ChallengesValue = { state: ChallengeState; viewer: ViewerState };

const Challenges = builder.objectRef<ChallengesValue>("Challenges").implement({
  description: "The viewer's challenges (docs/product/challenges.md). Empty defaults and the default slot count unless signed in.",
  fields: (t) => ({
    signedIn: t.boolean({ description: "False: show the invitation to sign in.", resolve: ({ state }) => state.signedIn }),
    active: t.field({ type: [ActiveChallengeRef], description: "The challenges in slots (a in the REST answer).", resolve: ({ state }) => state.active }),
    suggestions: t.field({
      type: [Suggestion],
      description: "Suggestions (s), drawn reproducibly from the seed (docs/product/challenges.md#suggestions).",
      resolve: ({ state }) => state.suggestions.map((entry) => ({ ...entry, remaining: remainingOfEntry(entry, state) })),
    }),
    maxSlots: t.int({ description: "The default slots plus bought ones (m.m in the REST answer).", resolve: ({ state }) => state.maxSlots }),
    seed: t.int({ resolve: ({ state }) => state.seed }),
    minutesToFinish: t.int({ description: "A challenge is offered only while more minutes than this are left (docs/product/challenges.md#offering).", resolve: () => MINUTES_TO_FINISH }),
    remainingWeek: t.int({ description: "Minutes left in the week.", resolve: ({ state }) => state.moment.remainingWeek }),
    weekResets: t.string({ description: "When a challenge week starts, in a sentence: every Sunday at midnight Pacific time.", resolve: () => WEEK_RESETS }),
    remainingSeason: t.int({ description: "Minutes left in the season.", resolve: ({ state }) => state.moment.remainingSeason }),
    quarter: t.int({ resolve: ({ state }) => state.moment.quarter }),
    week: t.int({ description: "Week of the season, 1 to 14.", resolve: ({ state }) => state.moment.week }),
    won: t.field({ type: [WonChallengeRef], description: "The won list (w), newest first.", resolve: ({ viewer }, _args, context) => listWonChallenges(envOf(context), viewer) }),
    weeklyBonus: t.field({ type: WeeklyBonus, resolve: async ({ viewer }, _args, context) => (await readBonuses(envOf(context), viewer)).weekly }),
    season: t.field({ type: SeasonTrack, resolve: async ({ viewer }, _args, context) => (await readBonuses(envOf(context), viewer)).season }),
    community: t.field({ type: CommunityGoalRef, resolve: ({ viewer }, _args, context) => readCommunityGoal(envOf(context), viewer) }),
    slotProduct: t.field({ type: StoreProductRef, description: "The store's challenge slot (store kind 4), for the Confirm Purchase dialog.", resolve: (_c, _args, { store }) => store.challengeSlot }),
    advancing: t.field({
      type: [ActiveChallengeRef],
      description: "Active challenges a verified win of this game advances (a game's load page).",
      args: { game: t.arg.string({ required: true, description: "The game's 3-letter id or url slug." }) },
      resolve: async ({ state }, args, { db }) => {
        if (state.active.length === 0 || args.game.length > 64) return [];
        const game = await db.game.findFirst({ where: { OR: [{ id: args.game.toUpperCase() }, { url: args.game.toLowerCase() }] }, select: { id: true } });
        return state.active.filter((c) => c.status === "ACTIVE" && c.remaining > 0 && c.goals.some((g) => g.g === game?.id && g.n < g.t));
      },
    }),
  }),
});

function remainingOfEntry(entry: CatalogChallenge, state: ChallengeState): number {
  return remainingMinutesOf(entry.i, challengeKind(entry), state.now);
}

function readState(context: GraphQLContext, viewer: ViewerState, seed: number, navigate: boolean): Promise<ChallengesValue> {
  return readChallengeState(envOf(context), viewer, { seed, navigate }).then((state) => ({ state, viewer }));
}

builder.objectFields(Viewer, (t) => ({
  challenges: t.field({
    type: Challenges,
    args: {
      seed: t.arg.int({ required: false, defaultValue: 0, description: "Draws the suggestions (the same seed, the same suggestions)." }),
      navigation: t.arg.boolean({ required: false, defaultValue: false, description: "A page navigation: first frees slots whose challenge is completed, failed or out of time (docs/product/challenges.md#slots)." }),
    },
    resolve: (viewer, args, context) => readState(context, viewer, Math.abs(args.seed ?? 0) % 2 ** 31, args.navigation === true),
  }),
}));

// -------------------------------------------------------------------------------------------------
// Mutations

type ErrorValue = { kind: "error"; code: ChallengeErrorCode; message: string };
const ChallengeErrorRef = builder.objectRef<ErrorValue>("ChallengeError").implement({
  description: "Refused and nothing changed. code: NOT_SIGNED_IN, NOT_FOUND, NOT_OFFERED, NO_FREE_SLOT, ALREADY_ACCEPTED or NOT_REMOVABLE.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

type Done = { kind: "ok"; challengeId: string; seed: number; viewer: ViewerState };
const challengesOfPayload = { type: Challenges, resolve: (done: Done, _args: unknown, context: GraphQLContext) => readState(context, done.viewer, done.seed, false) };

const AcceptChallengeSuccess = builder.objectRef<Done>("AcceptChallengeSuccess").implement({
  fields: (t) => ({ challengeId: t.exposeString("challengeId"), challenges: t.field(challengesOfPayload) }),
});
const DropChallengeSuccess = builder.objectRef<Done>("DropChallengeSuccess").implement({
  fields: (t) => ({ challengeId: t.exposeString("challengeId"), challenges: t.field(challengesOfPayload) }),
});
const RemoveWonChallengeSuccess = builder.objectRef<Done>("RemoveWonChallengeSuccess").implement({
  fields: (t) => ({ challengeId: t.exposeString("challengeId"), challenges: t.field(challengesOfPayload) }),
});

const resultUnion = (name: string, success: typeof AcceptChallengeSuccess) =>
  builder.unionType(name, { types: [success, ChallengeErrorRef], resolveType: (value) => (value.kind === "ok" ? success : ChallengeErrorRef) });
const AcceptChallengeResult = resultUnion("AcceptChallengeResult", AcceptChallengeSuccess);
const DropChallengeResult = resultUnion("DropChallengeResult", DropChallengeSuccess);
const RemoveWonChallengeResult = resultUnion("RemoveWonChallengeResult", RemoveWonChallengeSuccess);

const inputOf = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      challengeId: t.string({ required: true, description: "The challenge id, e.g. 2026#4#9#W1 (docs/product/challenges.md#challenge-ids)." }),
      seed: t.int({ required: false, description: "The seed the page draws suggestions with, for the payload's challenges." }),
    }),
  });

async function orChallengeError(context: GraphQLContext, input: { challengeId: string; seed?: number | null }, work: () => Promise<unknown>): Promise<Done | ErrorValue> {
  try {
    await work();
  } catch (error) {
    if (error instanceof ChallengeError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
  return { kind: "ok", challengeId: input.challengeId, seed: Math.abs(input.seed ?? 0) % 2 ** 31, viewer: context.viewer };
}

builder.mutationFields((t) => ({
  acceptChallenge: t.field({
    type: AcceptChallengeResult,
    description: "Put an offered challenge in a free slot (signed-in players).",
    args: { input: t.arg({ type: inputOf("AcceptChallengeInput"), required: true }) },
    resolve: (_root, { input }, context) => orChallengeError(context, input, () => acceptChallenge(envOf(context), context.viewer, input.challengeId)),
  }),
  dropChallenge: t.field({
    type: DropChallengeResult,
    description: "Give up a challenge in a slot (or clear a finished one from its slot).",
    args: { input: t.arg({ type: inputOf("DropChallengeInput"), required: true }) },
    resolve: (_root, { input }, context) => orChallengeError(context, input, () => dropChallenge(envOf(context), context.viewer, input.challengeId)),
  }),
  removeWonChallenge: t.field({
    type: RemoveWonChallengeResult,
    description: "Remove a seasonal challenge from the won list.",
    args: { input: t.arg({ type: inputOf("RemoveWonChallengeInput"), required: true }) },
    resolve: (_root, { input }, context) => orChallengeError(context, input, () => removeWonChallenge(envOf(context), context.viewer, input.challengeId)),
  }),
}));

// -------------------------------------------------------------------------------------------------
// Subscriptions

builder.subscriptionFields((t) => ({
  challengesChanged: t.field({
    type: Challenges,
    description: "The viewer's challenges now, then again whenever a verified game or a mutation moves them.",
    args: { seed: t.arg.int({ required: false, defaultValue: 0 }) },
    subscribe: async function* (_root, _args, { viewer, events }) {
      yield true;
      if (!isLoggedIn(viewer)) return;
      for await (const _userId of events.subscribe("challengesChanged", viewer.userId)) yield true;
    },
    resolve: (_tick, args, context) => readState(context, context.viewer, Math.abs(args.seed ?? 0) % 2 ** 31, false),
  }),
  communityGoalChanged: t.field({
    type: CommunityGoalRef,
    description: "The week's community goal now, then again whenever a player's win may have moved its total.",
    subscribe: async function* (_root, _args, { events }) {
      yield true;
      for await (const _userId of events.subscribe("communityGoalChanged")) yield true;
    },
    resolve: (_tick, _args, context) => readCommunityGoal(envOf(context), context.viewer),
  }),
}));
