/**
 * The Game SDK: what a game's UI calls to play on the portal. One client per game frame.
 * It talks GraphQL (persisted operations only, see operations.ts) and, for portal UI (store,
 * sign-in, wallet), the postMessage bridge to the host page (bridge.ts).
 */
import * as z from "zod/mini";
import { fromHost, MAX_SDK_CALL_TEXT, toHost, type FrameMessage, type HostMessage } from "./bridge.ts";
import { hostLink } from "./hostLink.ts";
import type { Json } from "./json.ts";
import { createTransport, GameClientError, isOfflineSession, type CapabilitySource, type SdkCall, type Transport } from "./transport.ts";

/** Save modes (docs/product/play.md#save-modes): 0 none (anonymous: nothing kept), 1 local (this browser), 2 database (any device). */
export type SaveMode = 0 | 1 | 2;

const phase = z.enum(["PLAYING", "WON", "LOST"]);
const session = z.object({
  id: z.string(),
  gameCode: z.string(),
  seed: z.string(),
  options: z.unknown(),
  daily: z.boolean(),
  saveMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  rulesVersion: z.number(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  phase,
  score: z.number(),
  tokensPaid: z.number(),
  moves: z.array(z.unknown()),
  powerupUses: z.array(z.object({ powerupId: z.string(), seq: z.number() })),
});
const powerup = z.object({ id: z.string(), title: z.string(), count: z.number() });
const itemReward = z.object({ itemId: z.string(), count: z.number() });
const gameError = z.object({ __typename: z.literal("GameError"), code: z.string(), message: z.string() });
const idOnly = z.object({ id: z.string() });

const startGameData = z.object({
  startGame: z.union([z.object({ __typename: z.literal("StartGameSuccess"), session }), gameError]),
});
const gameMoveData = z.object({
  gameMove: z.union([z.object({ __typename: z.literal("GameMoveSuccess"), reveal: z.optional(z.unknown()), session: idOnly }), gameError]),
});
const saveGameData = z.object({
  saveGame: z.union([z.object({ __typename: z.literal("SaveGameSuccess"), session: idOnly }), gameError]),
});
const usePowerupData = z.object({
  usePowerup: z.union([
    z.object({ __typename: z.literal("UsePowerupSuccess"), powerup, reveal: z.optional(z.unknown()), session: idOnly }),
    z.object({ __typename: z.literal("NoPowerupLeftError"), powerup, message: z.string() }),
    gameError,
  ]),
});
const leaderboardLine = z.object({ rank: z.number(), name: z.string(), result: z.number(), isViewer: z.boolean() });
const finishGameData = z.object({
  finishGame: z.union([
    z.object({
      __typename: z.literal("FinishGameSuccess"),
      verified: z.boolean(),
      won: z.boolean(),
      score: z.number(),
      tokensEarned: z.number(),
      itemEarned: z.nullable(itemReward),
      note: z.nullable(z.string()),
      newBestTime: z.boolean(),
      newBestScore: z.boolean(),
      player: z.nullable(z.object({ gems: z.number(), tokens: z.number() })),
      session: z.object({ id: z.string(), phase, score: z.number(), finishedAt: z.nullable(z.string()), tokensPaid: z.number() }),
      todayLeaderboard: z.object({ measure: z.enum(["SCORE", "TIME"]), top: z.array(leaderboardLine), viewerEntry: z.nullable(leaderboardLine) }),
    }),
    gameError,
  ]),
});
const powerupsData = z.object({ viewer: z.object({ powerups: z.array(powerup) }) });
const statLine = z.object({
  played: z.number(),
  won: z.number(),
  winRate: z.number(),
  currentStreak: z.number(),
  bestStreak: z.number(),
  bestTimeMs: z.nullable(z.number()),
  bestScore: z.nullable(z.number()),
});
const gameStats = z.object({ total: statLine, byOptions: z.array(z.object({ options: z.json(), stats: statLine })) });
const gameStatsData = z.object({ viewer: z.object({ gameStats }) });
const wonOptionsData = z.object({ viewer: z.object({ wonGameOptions: z.array(z.json()) }) });
const ownedPacksData = z.object({ viewer: z.object({ ownedPacks: z.array(z.string()) }) });
const garden = z.object({
  game: z.string(),
  columns: z.number(),
  rows: z.number(),
  canPlant: z.boolean(),
  currency: z.object({ id: z.string(), title: z.string(), count: z.number() }),
  plants: z.array(z.object({ kind: z.string(), name: z.string(), price: z.number(), tree: z.boolean() })),
  plots: z.array(z.object({ plot: z.number(), kind: z.string() })),
});
const gardenData = z.object({ viewer: z.object({ garden: z.nullable(garden) }) });
const gardenResult = z.union([
  z.object({ __typename: z.literal("GardenChanged"), garden }),
  z.object({ __typename: z.literal("GardenError"), code: z.string(), message: z.string() }),
]);
const plantData = z.object({ plantInGarden: gardenResult });
const movePlantData = z.object({ movePlant: gardenResult });
const removePlantData = z.object({ removePlant: gardenResult });
const savedGameData = z.object({ viewer: z.object({ savedGame: z.nullable(session) }) });
const localSave = z.object({ v: z.literal(1), session, moves: z.array(z.unknown()) });

export type GameSessionInfo = z.infer<typeof session>;
export type GamePowerup = z.infer<typeof powerup>;
/** Played, won (win rate in whole percent), streaks and bests over a set of games; bests are null before one. */
export type StatLine = z.infer<typeof statLine>;
/** The player's statistics in this game: in all, and per options played (the most played first). */
export type GameStatsInfo = z.infer<typeof gameStats>;
/** A player's garden in this game: plots numbered row by row, the plants for sale, the currency owned. */
export type GardenInfo = z.infer<typeof garden>;

/** The garden of games that have one (Solitaire Gardens); refusals throw GameClientError. */
export interface GardenCalls {
  /** The viewer's garden, or null when this game has none. */
  get(): Promise<GardenInfo | null>;
  /** Plants `kind` in an empty plot and pays its price (code NOT_ENOUGH when short, SIGN_IN for visitors). */
  plant(kind: string, plot: number): Promise<GardenInfo>;
  /** Moves a plant; two plants swap places. */
  move(from: number, to: number): Promise<GardenInfo>;
  /** Digs a plant up (its price is not returned). */
  remove(plot: number): Promise<GardenInfo>;
}

export interface Wallet {
  gems: number;
  tokens: number;
}

export interface StartOptions {
  /** Today's puzzle (the same for everyone, by the America/Los_Angeles date). */
  daily?: boolean;
  /** With daily: a past day's puzzle (YYYY-MM-DD, Los Angeles date); the server allows up to 6 days back. */
  dailyDate?: string;
  /** The game's options (draw 3, difficulty); the server checks them with rules.parseOptions. */
  options?: unknown;
  /** false starts a new session even when a saved one exists (New game). Default true. */
  resume?: boolean;
}

export interface StartedGame {
  session: GameSessionInfo;
  /** The moves saved so far (empty for a new game); replay them with rules.apply. */
  moves: unknown[];
  resumed: boolean;
}

export type PowerupResult =
  | { used: true; count: number; reveal: unknown }
  /** None left and none bought in the store dialog (or the server refused: see `message`). */
  | { used: false; count: number; message: string };

/** What `finish` may send besides the moves. */
export interface FinishOptions {
  /** The game clock's play time at the finish, in milliseconds (see `finish`). */
  playedMs?: number;
}

/** The largest play time sent (GraphQL's Int): 24 days is no record anyway. */
const MAX_PLAYED_MS = 2_147_483_647;

export interface Verdict {
  /** The server replayed the moves and accepted them. */
  verified: boolean;
  /** Played offline: the portal keeps the game until it is back online, then the server replays and pays it like any other. */
  queued: boolean;
  won: boolean;
  score: number;
  tokensEarned: number;
  /** The game's own item the finish paid (Solitaire Gardens' Seeds), won or lost; null for none. */
  itemEarned: { itemId: string; count: number } | null;
  /** Why nothing was paid, when so ("Finished faster than humanly possible."). */
  message: string | null;
  /** This win beat the player's best time, or this finish their best score, with these options. */
  newBestTime: boolean;
  newBestScore: boolean;
  wallet: Wallet | null;
  /** Today's leaderboard of the game after this finish: its best few and the player's place (null without a paid win today). */
  today: TodayStanding;
}

/** A player's line on a leaderboard. */
export interface LeaderboardLine {
  /** 1 is the best; ties go to the earlier finish. */
  rank: number;
  name: string;
  /** The score, or the time in milliseconds when the game ranks by time. */
  result: number;
  isViewer: boolean;
}

/** Today's leaderboard of a game, as the win panel shows it. */
export interface TodayStanding {
  measure: "SCORE" | "TIME";
  top: LeaderboardLine[];
  you: LeaderboardLine | null;
}

/** On or off, a volume from 0 to 100, and background music on or off. */
export interface SoundPreference {
  on: boolean;
  volume: number;
  music: boolean;
}

export interface GameClientConfig {
  /** The game's 3-letter id in the catalog ("KLO"). */
  game: string;
  /** The portal's GraphQL endpoint; by default the host page's origin's /graphql. */
  endpoint?: string;
  fetch?: typeof fetch;
  /** Where local saves are kept; by default the frame's storage, which the host page keeps. */
  storage?: Storage | null;
  /** The hosting page; null when the game runs on its own (then store and sign-in do nothing). */
  host?: Window | null;
  /** The capabilities the API calls carry; by default asked of the host page. */
  capability?: CapabilitySource;
  /** Milliseconds a database save waits for more moves before it is sent. */
  saveDelayMs?: number;
}

export interface GameClient {
  readonly game: string;
  /** The session being played, once `start` resolved. */
  readonly session: GameSessionInfo | null;
  /** Resumes the saved game when there is one (database, then this browser), else starts one. */
  start(options?: StartOptions): Promise<StartedGame>;
  /** Hidden-information games: the server answers what `move` reveals (and records it). */
  move(move: unknown): Promise<unknown>;
  /** Keeps the moves so far as the session's save mode says; database saves are debounced. */
  save(moves: readonly unknown[]): void;
  /** Sends a pending database save now. */
  flush(): Promise<void>;
  /**
   * Spends one; with none left, offers the store dialog and spends one if the player bought.
   * Hidden-information games send the powerup's move along: the server answers its reveal.
   */
  usePowerup(powerupId: string, move?: unknown): Promise<PowerupResult>;
  /**
   * The server replays the moves and decides; a win pays the progression reward once. A timed game
   * sends its clock's play time (`playedMs`: held while the how-to is open or the page hidden), so
   * the time in its score is the one the player watched; the server keeps it within its own span.
   */
  finish(moves: readonly unknown[], options?: FinishOptions): Promise<Verdict>;
  /** This game's powerups with the player's counts (0 for a visitor). */
  powerups(): Promise<GamePowerup[]>;
  /** The player's statistics in this game, from verified finishes only (zeros for a visitor). */
  stats(): Promise<GameStatsInfo>;
  /** The options of the player's verified wins in this game, each once (levels won); [] for a visitor. */
  wonOptions(): Promise<unknown[]>;
  /** The picture or city packs of this game the player may play: free ones and those bought. */
  ownedPacks(): Promise<string[]>;
  readonly garden: GardenCalls;
  onWallet(listener: (wallet: Wallet) => void): () => void;
  onSignedIn(listener: () => void): () => void;
  /** The signed-in player's saved sound settings, whenever the host page sends them (the last one at once to a new listener). */
  onSound(listener: (settings: SoundPreference) => void): () => void;
  /** The player changed the sound settings: the host page saves them for a signed-in player. */
  reportSound(settings: SoundPreference): void;
  /** The host page's "How to play" asks the game to show its how-to dialog. */
  onHelpRequested(listener: () => void): () => void;
  /**
   * Opens the portal's store dialog for one of the game's store items (a powerup, a picture or city
   * pack, by its id); resolves true when the player bought it.
   */
  openStore(itemId: string): Promise<boolean>;
  requestSignIn(): void;
  /** Whether a portal page hosts the game (a frame of the portal, not a page of its own). */
  readonly hosted: boolean;
  /** Asks the host page to leave the game for the list of all games (only when `hosted`). */
  backToGames(): void;
  dispose(): void;
}

function asJsonMoves(moves: readonly unknown[]): Json[] {
  // A round trip through JSON is exactly what the server will receive. JSON.parse yields JSON
  // values only, so the copy needs no check of its own: a schema walk of the whole log on every
  // move (each move saves it) cost a long game more with each move.
  const text = JSON.stringify(moves);
  if (text === undefined) throw new GameClientError("BAD_INPUT", "Moves must be JSON values.");
  const copy: Json[] = JSON.parse(text);
  return copy;
}

/** JSON text cut to what the bridge carries (a cut answer is shown as the text it is). */
function callText(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.length > MAX_SDK_CALL_TEXT ? text.slice(0, MAX_SDK_CALL_TEXT) : text;
}

function sdkCallMessage(call: SdkCall): FrameMessage {
  return { type: "sdkCall", operation: call.operation, variables: callText(call.variables), status: call.status, answer: callText(call.answer), ms: call.ms };
}

export function createGameClient(config: GameClientConfig): GameClient {
  const game = config.game;
  const link = hostLink();
  const capability: CapabilitySource = config.capability ?? ((session, fresh) => link.capability(session, { fresh }));
  const transport: Transport = createTransport(
    config.endpoint ?? `${link.portalOrigin}/graphql`,
    config.fetch ?? fetch.bind(globalThis),
    capability,
    // A development build shows every call and its answer on the host page (npm run play:dev).
    import.meta.env.DEV ? (call) => link.post(sdkCallMessage(call)) : undefined,
    // The host page answers an offline frame's calls, and those of a game dealt offline.
    config.host === undefined ? link : undefined,
  );
  const storage = config.storage === undefined ? link.storage : config.storage;
  const host = config.host === undefined ? link.host : config.host;
  const origin = link.portalOrigin;
  const saveDelayMs = config.saveDelayMs ?? 1500;
  const storageKey = `playden.save.${game}`;

  let current: GameSessionInfo | null = null;
  let pendingMoves: Json[] | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let inFlightSave: Promise<void> = Promise.resolve();
  const walletListeners = new Set<(wallet: Wallet) => void>();
  const signedInListeners = new Set<() => void>();
  const soundListeners = new Set<(settings: SoundPreference) => void>();
  // The host may answer "ready" before the game's UI listens: the last settings wait for it.
  let lastSound: SoundPreference | null = null;
  const helpListeners = new Set<() => void>();
  const storeWaiters = new Map<string, Array<(purchased: boolean) => void>>();

  const post = (message: FrameMessage) => {
    if (host) toHost(host, origin, message);
  };

  const onMessage = (event: MessageEvent) => {
    if (!host) return;
    const message: HostMessage | null = fromHost(event, host, origin);
    if (!message) return;
    if (message.type === "wallet") for (const listener of walletListeners) listener({ gems: message.gems, tokens: message.tokens });
    else if (message.type === "signedIn") for (const listener of signedInListeners) listener();
    else if (message.type === "sound") {
      lastSound = { on: message.on, volume: message.volume, music: message.music };
      for (const listener of soundListeners) listener(lastSound);
    } else if (message.type === "showHelp") for (const listener of helpListeners) listener();
    else if (message.type === "storeClosed") {
      const waiters = storeWaiters.get(message.itemId) ?? [];
      storeWaiters.delete(message.itemId);
      for (const resolve of waiters) resolve(message.purchased);
    }
  };

  // A database save still pending when the player leaves is sent with keepalive.
  const onPageHide = () => {
    if (pendingMoves) void sendSave(true);
  };

  if (typeof window !== "undefined") {
    window.addEventListener("message", onMessage);
    window.addEventListener("pagehide", onPageHide);
  }
  if (host === link.host) link.announce(game);
  else post({ type: "ready", game });

  function requireSession(): GameSessionInfo {
    if (!current) throw new GameClientError("NO_SESSION", "Start a game first.");
    return current;
  }

  function readLocal(): z.infer<typeof localSave> | null {
    try {
      const raw = storage?.getItem(storageKey);
      if (!raw) return null;
      const parsed = localSave.safeParse(JSON.parse(raw));
      return parsed.success && parsed.data.session.gameCode === game ? parsed.data : null;
    } catch {
      return null;
    }
  }

  function writeLocal(moves: Json[]): void {
    try {
      storage?.setItem(storageKey, JSON.stringify({ v: 1, session: requireSession(), moves }));
    } catch {
      // Full or blocked storage: the game goes on; only the resume is lost.
    }
  }

  function clearLocal(): void {
    try {
      storage?.removeItem(storageKey);
    } catch {
      // Nothing to clear when storage is blocked.
    }
  }

  function cancelSave(): void {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    pendingMoves = null;
  }

  function sendSave(keepalive = false): Promise<void> {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    const moves = pendingMoves;
    const target = current;
    pendingMoves = null;
    if (!moves || !target) return inFlightSave;
    // Saves go out one after another, so an older one never lands after a newer one.
    inFlightSave = inFlightSave
      .then(async () => {
        const data = await transport.request("SdkSaveGame", { input: { session: target.id, moves } }, saveGameData, { keepalive, session: target.id });
        if (data.saveGame.__typename === "GameError") throw new GameClientError(data.saveGame.code, data.saveGame.message);
      })
      .catch((error: unknown) => {
        // The next save carries all moves again; a failed one only loses time.
        console.warn("Saving the game failed", error);
      });
    return inFlightSave;
  }

  /** The saved game to resume for these options, preferring this browser's moves for local saves. */
  async function findSaved(daily: boolean): Promise<StartedGame | null> {
    const local = readLocal();
    let remote: GameSessionInfo | null = null;
    try {
      remote = (await transport.request("SdkSavedGame", { game }, savedGameData)).viewer.savedGame;
    } catch (error) {
      if (!local) throw error;
    }
    if (remote && remote.daily === daily && !remote.finishedAt) {
      const moves = remote.saveMode === 1 && local?.session.id === remote.id ? local.moves : remote.moves;
      return { session: remote, moves, resumed: true };
    }
    if (local && local.session.daily === daily && local.session.saveMode === 1 && !remote) {
      return { session: local.session, moves: local.moves, resumed: true };
    }
    return null;
  }

  async function spendPowerup(powerupId: string, move: unknown): Promise<PowerupResult | "none-left"> {
    const session = requireSession().id;
    const input: Record<string, unknown> = { session, powerup: powerupId };
    if (move !== undefined) input.move = asJsonMoves([move])[0];
    const data = await transport.request("SdkUsePowerup", { input }, usePowerupData, { session });
    const result = data.usePowerup;
    if (result.__typename === "UsePowerupSuccess") return { used: true, count: result.powerup.count, reveal: result.reveal ?? null };
    if (result.__typename === "NoPowerupLeftError") return "none-left";
    throw new GameClientError(result.code, result.message);
  }

  function changedGarden(result: z.infer<typeof gardenResult>): GardenInfo {
    if (result.__typename === "GardenError") throw new GameClientError(result.code, result.message);
    return result.garden;
  }

  const gardenCalls: GardenCalls = {
    async get() {
      return (await transport.request("SdkGarden", { game }, gardenData)).viewer.garden;
    },
    async plant(kind, plot) {
      return changedGarden((await transport.request("SdkPlant", { input: { game, kind, plot } }, plantData)).plantInGarden);
    },
    async move(from, to) {
      return changedGarden((await transport.request("SdkMovePlant", { input: { game, from, to } }, movePlantData)).movePlant);
    },
    async remove(plot) {
      return changedGarden((await transport.request("SdkRemovePlant", { input: { game, plot } }, removePlantData)).removePlant);
    },
  };

  const client: GameClient = {
    game,
    garden: gardenCalls,
    get session() {
      return current;
    },

    async start(options = {}) {
      const daily = options.daily ?? false;
      cancelSave();
      const saved = options.resume === false ? null : await findSaved(daily);
      let started: StartedGame;
      if (saved) started = saved;
      else {
        const input: Record<string, unknown> = { game, daily };
        if (options.dailyDate !== undefined) input.dailyDate = options.dailyDate;
        if (options.options !== undefined) input.options = options.options;
        const data = await transport.request("SdkStartGame", { input }, startGameData);
        if (data.startGame.__typename === "GameError") throw new GameClientError(data.startGame.code, data.startGame.message);
        started = { session: data.startGame.session, moves: [], resumed: false };
        clearLocal();
      }
      current = started.session;
      const dealtWith = asJsonMoves([started.session.options ?? null])[0] ?? null;
      post({ type: "started", game, session: started.session.id, daily: started.session.daily, options: dealtWith });
      return started;
    },

    async move(move) {
      const session = requireSession().id;
      const data = await transport.request("SdkGameMove", { input: { session, move: asJsonMoves([move])[0] } }, gameMoveData, { session });
      if (data.gameMove.__typename === "GameError") throw new GameClientError(data.gameMove.code, data.gameMove.message);
      return data.gameMove.reveal ?? null;
    },

    save(moves) {
      const target = requireSession();
      const json = asJsonMoves(moves);
      if (target.saveMode === 1) writeLocal(json);
      if (target.saveMode !== 2) return;
      pendingMoves = json;
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = setTimeout(() => void sendSave(), saveDelayMs);
    },

    flush: () => sendSave(),

    async usePowerup(powerupId, move) {
      const first = await spendPowerup(powerupId, move);
      if (first !== "none-left") return first;
      const purchased = await client.openStore(powerupId);
      if (!purchased) return { used: false, count: 0, message: "None left." };
      const second = await spendPowerup(powerupId, move);
      return second === "none-left" ? { used: false, count: 0, message: "None left." } : second;
    },

    async finish(moves, options = {}) {
      const target = requireSession();
      const json = asJsonMoves(moves);
      cancelSave();
      await inFlightSave;
      const playedMs = options.playedMs === undefined ? {} : { playedMs: Math.max(0, Math.min(MAX_PLAYED_MS, Math.round(options.playedMs))) };
      const data = await transport.request("SdkFinishGame", { input: { session: target.id, moves: json, ...playedMs } }, finishGameData, { session: target.id });
      const result = data.finishGame;
      if (result.__typename === "GameError") throw new GameClientError(result.code, result.message);
      clearLocal();
      current = { ...target, phase: result.session.phase, score: result.session.score, finishedAt: result.session.finishedAt, tokensPaid: result.session.tokensPaid };
      if (result.player) {
        const wallet = { gems: result.player.gems, tokens: result.player.tokens };
        for (const listener of walletListeners) listener(wallet);
        post({ type: "walletMaybeChanged" });
      }
      return {
        verified: result.verified,
        queued: isOfflineSession(target.id),
        won: result.won,
        score: result.score,
        tokensEarned: result.tokensEarned,
        itemEarned: result.itemEarned,
        message: result.note,
        newBestTime: result.newBestTime,
        newBestScore: result.newBestScore,
        wallet: result.player,
        today: { measure: result.todayLeaderboard.measure, top: result.todayLeaderboard.top, you: result.todayLeaderboard.viewerEntry },
      };
    },

    async powerups() {
      return (await transport.request("SdkPowerups", { game }, powerupsData)).viewer.powerups;
    },

    async stats() {
      return (await transport.request("SdkGameStats", { game }, gameStatsData)).viewer.gameStats;
    },

    async wonOptions() {
      return (await transport.request("SdkWonOptions", { game }, wonOptionsData)).viewer.wonGameOptions;
    },

    async ownedPacks() {
      return (await transport.request("SdkOwnedPacks", { game }, ownedPacksData)).viewer.ownedPacks;
    },

    onWallet(listener) {
      walletListeners.add(listener);
      return () => walletListeners.delete(listener);
    },

    onSignedIn(listener) {
      signedInListeners.add(listener);
      return () => signedInListeners.delete(listener);
    },

    onSound(listener) {
      soundListeners.add(listener);
      if (lastSound) listener(lastSound);
      return () => soundListeners.delete(listener);
    },

    reportSound(settings) {
      post({ type: "soundChanged", on: settings.on, volume: settings.volume, music: settings.music });
    },

    onHelpRequested(listener) {
      helpListeners.add(listener);
      return () => helpListeners.delete(listener);
    },

    openStore(itemId) {
      if (!host) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        storeWaiters.set(itemId, [...(storeWaiters.get(itemId) ?? []), resolve]);
        post({ type: "openStore", itemId });
      });
    },

    requestSignIn() {
      post({ type: "requestSignIn" });
    },

    hosted: host !== null,

    backToGames() {
      post({ type: "backToGames" });
    },

    dispose() {
      cancelSave();
      if (typeof window !== "undefined") {
        window.removeEventListener("message", onMessage);
        window.removeEventListener("pagehide", onPageHide);
      }
      for (const waiters of storeWaiters.values()) for (const resolve of waiters) resolve(false);
      storeWaiters.clear();
    },
  };
  return client;
}
