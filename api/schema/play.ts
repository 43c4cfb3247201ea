/*
 * Deviation from play.md's SDL (additive, nothing in it changes): UsePowerupInput has an optional
 * `move: JSON`. A hidden-information game (Word Hunch's Hint) may send the powerup's move with
 * it: the server takes the powerup, applies the move and returns its `reveal` in one transaction,
 * and takes nothing if the move is refused. Without `move`, the use is only recorded and the game
 * sends the powerup's move later (gameMove for hidden games, the finish log for the others).
 * For hidden-information games, finishGame's `moves` is either [] or exactly the moves sent to
 * gameMove/usePowerup: the server replays its own answered log.
 */
import { createGraphQLError } from "graphql-yoga";
import { hasPlayer } from "../auth/viewer.ts";
import { grantGameCapability, type GameCapability } from "../play/capability.ts";
import {
  finishGame,
  gameMove,
  listPowerups,
  NoPowerupLeftError,
  saveGame,
  savedGameOf,
  startGame,
  usePowerup,
  type FinishOutcome,
  type GamePowerupInfo,
} from "../play/play.ts";
import { GameError, type GameErrorCode } from "../play/environment.ts";
import { ownedPacks } from "../play/packs.ts";
import { wonGameOptions } from "../play/progress.ts";
import { DEFAULT_RECENT_GAMES, MAX_RECENT_GAMES, recentGameCodes } from "../play/recentGames.ts";
import { readSessionWithPowerups } from "../play/sessionRow.ts";
import { readPlayerRow } from "../players/players.ts";
import type { ItemReward } from "../../games/engines/gameRules.ts";
import { builder } from "./builder.ts";
import { asksOnly } from "./prismaQuery.ts";
import type { GraphQLContext } from "./context.ts";
import { Viewer } from "./viewer.ts";

const GamePhaseEnum = builder.enumType("GamePhase", { values: ["PLAYING", "WON", "LOST"] as const });

builder.prismaObject("GamePowerupUse", {
  description: "A powerup the session took from the inventory; the finish honours only these.",
  fields: (t) => ({
    powerupId: t.exposeString("powerupId"),
    seq: t.exposeInt("seq", { description: "1 for the session's first powerup, then 2, ..." }),
  }),
});

builder.prismaNode("GameSession", {
  description: "One game played or being played. The server replays its moves at the finish and decides the outcome.",
  id: { field: "id" },
  // node(id) only finds the viewer's own sessions.
  nullable: true,
  findUnique: (id, { viewer }) => ({ id, userId: viewer.userId ?? "" }),
  fields: (t) => ({
    gameCode: t.exposeString("gameId"),
    seed: t.exposeString("seed", { description: "The public seed the game deals from." }),
    options: t.expose("options", { type: "JSON" }),
    daily: t.exposeBoolean("daily"),
    saveMode: t.exposeInt("saveMode", { description: "Save mode (docs/product/play.md#save-modes): none 0, local 1, database 2." }),
    rulesVersion: t.exposeInt("rulesVersion"),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    phase: t.field({ type: GamePhaseEnum, select: { phase: true }, resolve: (session) => session.phase }),
    score: t.exposeInt("score"),
    tokensPaid: t.exposeInt("tokensPaid"),
    moves: t.expose("moves", {
      type: "JSON",
      description: "The saved moves; for hidden-information games the server-answered log of { move, reveal }.",
    }),
    powerupUses: t.relation("powerupUses", { query: { orderBy: { seq: "asc" } } }),
  }),
});

const GamePowerup = builder.objectRef<GamePowerupInfo>("GamePowerup").implement({
  description: "One of a game's powerups and how many the viewer owns (0 with no player).",
  fields: (t) => ({ id: t.exposeString("id"), title: t.exposeString("title"), count: t.exposeInt("count") }),
});

/** Runs a read whose refusals (an unknown game, a bad count) are the caller's input errors. */
export async function refusalsAsInputErrors<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GameError) throw createGraphQLError(error.message, { extensions: { code: "BAD_USER_INPUT" } });
    throw error;
  }
}

export type ErrorValue = { kind: "error"; code: GameErrorCode; message: string };
export const GameErrorRef = builder.objectRef<ErrorValue>("GameError").implement({
  description: "The request was refused and nothing changed. code: NOT_FOUND, NOT_YOURS, FINISHED, ILLEGAL_MOVE, BAD_INPUT, TOO_MANY, or for offline games ONLINE_ONLY, SIGN_IN or EXPIRED.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

type NoPowerupValue = { kind: "noPowerup"; powerup: GamePowerupInfo; message: string };
const NoPowerupLeft = builder.objectRef<NoPowerupValue>("NoPowerupLeftError").implement({
  description: "The player owns none of this powerup: offer the store for it.",
  fields: (t) => ({ powerup: t.field({ type: GamePowerup, resolve: (e) => e.powerup }), message: t.exposeString("message") }),
});

const sessionField = { type: "GameSession" as const, resolve: loadPayloadSession };
async function loadPayloadSession(_query: unknown, payload: { sessionId: string }, _args: unknown, { db }: GraphQLContext) {
  // One prepared statement (issue 31): the row holds every column and the powerups used, the session's only relation, whatever the answer picks.
  const session = await readSessionWithPowerups(db, payload.sessionId);
  if (!session) throw new Error(`The game session ${payload.sessionId} the answer is about is missing.`);
  return session;
}

type Started = { kind: "ok"; sessionId: string };
const StartGameSuccess = builder.objectRef<Started>("StartGameSuccess").implement({
  fields: (t) => ({ session: t.prismaField(sessionField) }),
});

type Moved = { kind: "ok"; sessionId: string; reveal: unknown };
const GameMoveSuccess = builder.objectRef<Moved>("GameMoveSuccess").implement({
  fields: (t) => ({
    reveal: t.field({ type: "JSON", nullable: true, description: "What the move reveals (the server's answer).", resolve: (r) => r.reveal }),
    session: t.prismaField(sessionField),
  }),
});

const SaveGameSuccess = builder.objectRef<Started>("SaveGameSuccess").implement({
  fields: (t) => ({ session: t.prismaField(sessionField) }),
});

type Used = { kind: "ok"; sessionId: string; powerup: GamePowerupInfo; reveal: unknown };
const UsePowerupSuccess = builder.objectRef<Used>("UsePowerupSuccess").implement({
  fields: (t) => ({
    powerup: t.field({ type: GamePowerup, description: "The powerup with the count left.", resolve: (r) => r.powerup }),
    reveal: t.field({ type: "JSON", nullable: true, description: "The answer to the powerup's move, when one was sent.", resolve: (r) => r.reveal }),
    session: t.prismaField(sessionField),
  }),
});

export type Finished = { kind: "ok" } & FinishOutcome;

const GameItemReward = builder.objectRef<ItemReward>("GameItemReward").implement({
  description: "A count of one of the game's own store items that a finished game earned (Solitaire Gardens' Seeds).",
  fields: (t) => ({ itemId: t.exposeString("itemId"), count: t.exposeInt("count") }),
});
export const FinishGameSuccess = builder.objectRef<Finished>("FinishGameSuccess").implement({
  description: "The server's verdict after replaying the game.",
  fields: (t) => ({
    session: t.prismaField(sessionField),
    verified: t.exposeBoolean("verified", { description: "False when the game was finished faster than a person can play." }),
    won: t.exposeBoolean("won"),
    score: t.exposeInt("score"),
    tokensEarned: t.exposeInt("tokensEarned"),
    itemEarned: t.field({
      type: GameItemReward,
      nullable: true,
      description: "The game's own item this finish paid (won or lost), once and only when verified.",
      resolve: (r) => r.itemEarned,
    }),
    message: t.string({ nullable: true, description: "Why a win earned nothing, or why the game was lost.", resolve: (r) => r.message }),
    newBestTime: t.exposeBoolean("newBestTime", { description: "This win beat the player's best time with these options (a first win beats nothing)." }),
    newBestScore: t.exposeBoolean("newBestScore", { description: "This finish beat the player's best score with these options (a first score beats nothing)." }),
    player: t.prismaField({
      type: "Player",
      nullable: true,
      resolve: (query, r, _args, { db }) => {
        if (r.userId === null) return null;
        return asksOnly(query, []) ? readPlayerRow(db, r.userId) : db.player.findUnique({ ...query, where: { userId: r.userId } });
      },
    }),
  }),
});

const StartGameResult = builder.unionType("StartGameResult", {
  types: [StartGameSuccess, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : StartGameSuccess),
});
const GameMoveResult = builder.unionType("GameMoveResult", {
  types: [GameMoveSuccess, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : GameMoveSuccess),
});
const SaveGameResult = builder.unionType("SaveGameResult", {
  types: [SaveGameSuccess, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : SaveGameSuccess),
});
export const FinishGameResult = builder.unionType("FinishGameResult", {
  types: [FinishGameSuccess, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : FinishGameSuccess),
});
const UsePowerupResult = builder.unionType("UsePowerupResult", {
  types: [UsePowerupSuccess, NoPowerupLeft, GameErrorRef],
  resolveType: (value) => (value.kind === "ok" ? UsePowerupSuccess : value.kind === "noPowerup" ? NoPowerupLeft : GameErrorRef),
});

/** Runs a domain call and turns its refusal into the GameError union member. */
export async function orGameError<T>(work: () => Promise<T>): Promise<T | ErrorValue> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GameError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

/** A session's global id, checked to name a game session. */
function sessionIdOf(globalId: { typename: string; id: string }): string {
  if (globalId.typename !== "GameSession") throw new GameError("NOT_FOUND", "That id is not a game session.");
  return globalId.id;
}

const StartGameInput = builder.inputType("StartGameInput", {
  fields: (t) => ({
    game: t.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }),
    daily: t.boolean({ required: false, description: "Today's daily game (the same for everyone on the Los Angeles date)." }),
    dailyDate: t.string({ required: false, description: "With daily: the Los Angeles date (YYYY-MM-DD) of a past daily game, up to 6 days back; today when left out." }),
    options: t.field({ type: "JSON", required: false, description: "The game's options, checked by its rules." }),
  }),
});
const GameMoveInput = builder.inputType("GameMoveInput", {
  fields: (t) => ({ session: t.globalID({ required: true }), move: t.field({ type: "JSON", required: true }) }),
});
const SaveGameInput = builder.inputType("SaveGameInput", {
  fields: (t) => ({ session: t.globalID({ required: true }), moves: t.field({ type: "JSON", required: true }) }),
});
const UsePowerupInput = builder.inputType("UsePowerupInput", {
  fields: (t) => ({
    session: t.globalID({ required: true }),
    powerup: t.string({ required: true, description: "The powerup's id, e.g. MC." }),
    move: t.field({ type: "JSON", required: false, description: "Hidden-information games only: the powerup's move, answered at once." }),
  }),
});
const FinishGameInput = builder.inputType("FinishGameInput", {
  fields: (t) => ({
    session: t.globalID({ required: true }),
    moves: t.field({ type: "JSON", required: true }),
    playedMs: t.int({
      required: false,
      description:
        "The game's own clock at the finish, in milliseconds of play (held while the how-to was open or the page hidden, frozen time left out). Timed scores use it, within the server's span from start to finish and no faster than a person plays the moves.",
    }),
  }),
});

type Granted = { kind: "ok" } & GameCapability;
const GameCapabilityRef = builder.objectRef<Granted>("GameCapability").implement({
  description: "What the host page hands a game's frame instead of the player's session: it runs that game's SDK operations (and that session's), as the player, until it expires.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "Sent by the frame as `Authorization: Bearer <token>`." }),
    expiresAt: t.field({ type: "DateTime", resolve: (r) => r.expiresAt }),
  }),
});
const GrantGameCapabilityResult = builder.unionType("GrantGameCapabilityResult", {
  types: [GameCapabilityRef, GameErrorRef],
  resolveType: (value) => (value.kind === "error" ? GameErrorRef : GameCapabilityRef),
});
const GrantGameCapabilityInput = builder.inputType("GrantGameCapabilityInput", {
  fields: (t) => ({
    game: t.string({ required: true, description: "The game's 3-letter code, e.g. KLO." }),
    session: t.globalID({ required: false, description: "The viewer's game session of that game the frame plays, once it has one." }),
  }),
});

builder.mutationFields((t) => ({
  grantGameCapability: t.field({
    type: GrantGameCapabilityResult,
    description: "The host page's capability for a game frame it hosts (see GameCapability); game frames themselves cannot ask for one.",
    args: { input: t.arg({ type: GrantGameCapabilityInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Granted> => ({
        kind: "ok",
        ...(await grantGameCapability(play, viewer, { game: input.game, session: input.session ? sessionIdOf(input.session) : null })),
      })),
  }),
  startGame: t.field({
    type: StartGameResult,
    description: "Start a game session; its seed deals the game.",
    args: { input: t.arg({ type: StartGameInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Started> => ({ kind: "ok", ...(await startGame(play, viewer, input)) })),
  }),
  gameMove: t.field({
    type: GameMoveResult,
    description: "A move of a hidden-information game; the server answers what it reveals.",
    args: { input: t.arg({ type: GameMoveInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Moved> => ({ kind: "ok", ...(await gameMove(play, viewer, sessionIdOf(input.session), input.move ?? null)) })),
  }),
  saveGame: t.field({
    type: SaveGameResult,
    description: "Keep the moves so far on the server (signed-in players), to resume on any device.",
    args: { input: t.arg({ type: SaveGameInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Started> => ({ kind: "ok", ...(await saveGame(play, viewer, sessionIdOf(input.session), input.moves ?? null)) })),
  }),
  usePowerup: t.field({
    type: UsePowerupResult,
    description: "Take one powerup from the inventory for this session.",
    args: { input: t.arg({ type: UsePowerupInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Used | NoPowerupValue> => {
        try {
          return { kind: "ok", ...(await usePowerup(play, viewer, sessionIdOf(input.session), input.powerup, input.move ?? null)) };
        } catch (error) {
          if (error instanceof NoPowerupLeftError) return { kind: "noPowerup", powerup: error.powerup, message: error.message };
          throw error;
        }
      }),
  }),
  finishGame: t.field({
    type: FinishGameResult,
    description: "End the game: the server replays the moves, decides win and score, and pays a verified win once.",
    args: { input: t.arg({ type: FinishGameInput, required: true }) },
    resolve: (_root, { input }, { play, viewer }) =>
      orGameError(async (): Promise<Finished> => ({ kind: "ok", ...(await finishGame(play, viewer, sessionIdOf(input.session), input.moves ?? null, input.playedMs ?? null)) })),
  }),
}));

builder.objectFields(Viewer, (t) => ({
  powerups: t.field({
    type: [GamePowerup],
    description: "The game's powerups with the viewer's counts.",
    args: { game: t.arg.string({ required: true }) },
    resolve: (viewer, args, { play }) => listPowerups(play, viewer, args.game),
  }),
  savedGame: t.prismaField({
    type: "GameSession",
    nullable: true,
    description: "The viewer's unfinished game saved on the server, to resume.",
    args: { game: t.arg.string({ required: true }) },
    // A frame asks at every start: one prepared statement (issue 31), whose row holds every column and the powerups used.
    resolve: (_query, viewer, args, { db }) => (hasPlayer(viewer) ? savedGameOf(db, viewer.userId, args.game) : null),
  }),
  wonGameOptions: t.field({
    type: ["JSON"],
    description: "The options of the viewer's verified wins in the game, each once (levels won, for games whose levels unlock in order); empty with no player.",
    args: { game: t.arg.string({ required: true }) },
    resolve: (viewer, args, { play }) => refusalsAsInputErrors(() => wonGameOptions(play, viewer, args.game)),
  }),
  ownedPacks: t.stringList({
    description: "The game's picture or city packs the viewer may play (free ones and those bought), in the store's order.",
    args: { game: t.arg.string({ required: true }) },
    resolve: (viewer, args, { play }) => refusalsAsInputErrors(() => ownedPacks(play, viewer, args.game)),
  }),
  recentGames: t.prismaField({
    type: ["Game"],
    description: `The last distinct games the viewer started, the most recent first (at most ${MAX_RECENT_GAMES}); empty with no player.`,
    args: { first: t.arg.int({ required: false, defaultValue: DEFAULT_RECENT_GAMES }) },
    resolve: async (query, viewer, args, { db }) => {
      const codes = await refusalsAsInputErrors(() => recentGameCodes(db, viewer, args.first ?? DEFAULT_RECENT_GAMES));
      const games = await Promise.all(codes.map((code) => db.game.findUnique({ ...query, where: { id: code } })));
      // A game since removed from the catalog is left out.
      return games.filter((game) => game !== null);
    },
  }),
  gameSessions: t.prismaConnection({
    type: "GameSession",
    cursor: "id",
    description: "The viewer's recent game sessions, newest first.",
    resolve: (query, viewer, _args, { db }) =>
      hasPlayer(viewer) ? db.gameSession.findMany({ ...query, where: { userId: viewer.userId }, orderBy: [{ startedAt: "desc" }, { id: "desc" }] }) : [],
  }),
}));

builder.subscriptionFields((t) => ({
  walletChanged: t.prismaField({
    type: "Player",
    nullable: true,
    description: "The viewer's player now, then again after every change of its gems or tokens; null when the viewer has no player.",
    subscribe: async function* (_root, _args, { viewer, events }) {
      if (!hasPlayer(viewer)) {
        yield null;
        return;
      }
      yield viewer.userId;
      yield* events.subscribe("walletChanged", viewer.userId);
    },
    resolve: (query, userId, _args, { db }) => (userId === null ? null : db.player.findUnique({ ...query, where: { userId } })),
  }),
}));
