/**
 * What this browser keeps for offline play (docs/offline.md), in the portal's localStorage: per
 * player, the games made ready (their offline frames' files, kept in Cache Storage), the seeds the
 * server issued for them, the sessions dealt from a seed, and the finished games waiting to be sent
 * (`redeemOfflineGame`). Only the server decides what a game pays: this is a queue, not a ledger.
 */
import * as z from "zod/mini";
import { dailyDays, losAngelesToday } from "../../games/engines/daily/days.ts";
import { OFFLINE_SESSION_PREFIX } from "../../games/sdk/bridge.ts";
import { OFFLINE_FRAMES_MANIFEST, OFFLINE_FRAMES_PATH, offlineFrames, type OfflineFrames } from "../../shared/offlineFrames.ts";

const STORE_KEY = "playden.offline";
/** The Cache Storage cache that holds the offline frames' files. */
const FILES_CACHE = "playden-offline-frames";
/** The most finished games kept waiting per player: a long trip's worth. */
export const MAX_QUEUED_GAMES = 50;

const seed = z.object({
  token: z.string(),
  seed: z.string(),
  options: z.json(),
  /** A daily puzzle's Los Angeles date; null for a free game. */
  dailyDate: z.nullable(z.string()),
  rulesVersion: z.number(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type KeptSeed = z.infer<typeof seed>;

const readyGame = z.object({ slug: z.string(), name: z.string(), script: z.string(), style: z.string() });
export type ReadyGame = z.infer<typeof readyGame>;

const queued = z.object({ token: z.string(), game: z.string(), moves: z.array(z.json()), playedMs: z.nullable(z.number()), finishedAt: z.string() });
export type QueuedGame = z.infer<typeof queued>;

const outcome = z.object({ game: z.string(), text: z.string(), at: z.string() });
export type SentOutcome = z.infer<typeof outcome>;

const playerStore = z.object({
  games: z.record(z.string(), readyGame),
  seeds: z.record(z.string(), z.array(seed)),
  /** Offline session id -> the token it was dealt from. */
  playing: z.record(z.string(), z.string()),
  queue: z.array(queued),
  /** What the last sent games came to, for the status bar. */
  sent: z.array(outcome),
});
type PlayerStore = z.infer<typeof playerStore>;

const store = z.object({ player: z.nullable(z.string()), players: z.record(z.string(), playerStore) });
type Store = z.infer<typeof store>;

const empty = (): PlayerStore => ({ games: {}, seeds: {}, playing: {}, queue: [], sent: [] });

function read(): Store {
  try {
    const parsed = store.safeParse(JSON.parse(localStorage.getItem(STORE_KEY) ?? "null"));
    if (parsed.success) return parsed.data;
  } catch {
    // Blocked or unreadable storage: nothing is kept.
  }
  return { player: null, players: {} };
}

const listeners = new Set<() => void>();
let snapshot: Store | undefined;

function write(next: Store): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(next));
  } catch {
    // A full store: offline play is the only thing that misses it.
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Changes the store of `player` (the last player seen when null). */
function update(player: string | null, change: (kept: PlayerStore) => void): void {
  const current = read();
  const id = player ?? current.player;
  if (id === null) return;
  const kept = structuredClone(current.players[id] ?? empty());
  change(kept);
  write({ player: id, players: { ...current.players, [id]: kept } });
}

/** What a browser that has kept nothing holds: one object, so that its summary stays the same snapshot. */
const NOTHING_KEPT: PlayerStore = empty();

/** The last player seen on this browser: offline, the portal cannot ask who is signed in. */
function current(): PlayerStore {
  snapshot ??= read();
  const id = snapshot.player;
  return (id !== null ? snapshot.players[id] : undefined) ?? NOTHING_KEPT;
}

export function onOfflineGamesChange(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORE_KEY) return;
    snapshot = read();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** What the status bar shows: the games ready offline, the games waiting, what the last ones came to. */
export interface OfflineSummary {
  ready: Array<ReadyGame & { code: string }>;
  waiting: number;
  sent: SentOutcome[];
}

let summary: OfflineSummary | undefined;
let summaryOf: PlayerStore | undefined;
export function offlineSummary(): OfflineSummary {
  const kept = current();
  if (summary && summaryOf === kept) return summary;
  const now = Date.now();
  const ready = Object.entries(kept.games)
    .filter(([code]) => (kept.seeds[code] ?? []).some((held) => Date.parse(held.expiresAt) > now))
    .map(([code, game]) => ({ code, ...game }))
    .sort((a, b) => a.name.localeCompare(b.name));
  summary = { ready, waiting: kept.queue.length, sent: kept.sent };
  summaryOf = kept;
  return summary;
}

export function readyOffline(code: string): ReadyGame | null {
  return offlineSummary().ready.find((game) => game.code === code) ?? null;
}

export function readyOfflineBySlug(slug: string): (ReadyGame & { code: string }) | null {
  return offlineSummary().ready.find((game) => game.slug === slug) ?? null;
}

/** Keeps the seeds the server issued for a game, free or daily (replacing the older ones of that kind), and remembers the player. */
export function keepSeeds(player: string, code: string, game: ReadyGame, daily: boolean, seeds: KeptSeed[]): void {
  update(player, (kept) => {
    kept.games[code] = game;
    // Seeds already dealt in this browser stay spent here, even if the server still counts them.
    const dealt = new Set(Object.values(kept.playing));
    const otherKind = (kept.seeds[code] ?? []).filter((held) => (held.dailyDate !== null) !== daily);
    kept.seeds[code] = [...otherKind, ...seeds.filter((held) => !dealt.has(held.token))];
  });
}

/** Canonical JSON: the same options whatever the order of their keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Takes an unexpired seed of the game, returned with the session id it deals, or null when none is
 * kept: for a free game, one of these options (any, when the game asked none); for a daily puzzle,
 * that date's (today by default), while the daily rules still let a player start it.
 */
export function dealOfflineSeed(code: string, ask: { options: unknown } | { dailyDate: string | undefined }): { session: string; seed: KeptSeed } | null {
  const now = Date.now();
  const usable = (current().seeds[code] ?? []).filter((held) => Date.parse(held.expiresAt) > now);
  let chosen: KeptSeed | undefined;
  if ("dailyDate" in ask) {
    const days = dailyDays(losAngelesToday(new Date(now)));
    const date = ask.dailyDate ?? days[0];
    chosen = days.includes(date ?? "") ? usable.find((held) => held.dailyDate === date) : undefined;
  } else {
    const free = usable.filter((held) => held.dailyDate === null);
    chosen = ask.options === undefined ? free[0] : free.find((held) => canonical(held.options) === canonical(ask.options));
  }
  if (!chosen) return null;
  const session = `${OFFLINE_SESSION_PREFIX}${chosen.token.slice(0, chosen.token.indexOf("."))}`;
  update(null, (kept) => {
    kept.seeds[code] = (kept.seeds[code] ?? []).filter((held) => held.token !== chosen.token);
    kept.playing[session] = chosen.token;
  });
  return { session, seed: chosen };
}

/** Queues an offline session's finished game for the server; false when the session is unknown here. */
export function queueFinishedGame(session: string, game: string, moves: z.infer<typeof queued>["moves"], playedMs: number | null): boolean {
  const token = current().playing[session];
  if (token === undefined) return false;
  update(null, (kept) => {
    delete kept.playing[session];
    kept.queue = [...kept.queue, { token, game, moves, playedMs, finishedAt: new Date().toISOString() }].slice(-MAX_QUEUED_GAMES);
  });
  return true;
}

/** The games waiting to be sent, oldest first. */
export function queuedGames(): QueuedGame[] {
  return current().queue;
}

/** A queued game the server has answered: it leaves the queue, and its outcome is told (by the game's name). */
export function settleQueuedGame(token: string, outcomeText: string, code: string): void {
  update(null, (kept) => {
    kept.queue = kept.queue.filter((entry) => entry.token !== token);
    kept.sent = [...kept.sent, { game: kept.games[code]?.name ?? code, text: outcomeText, at: new Date().toISOString() }].slice(-5);
  });
}

export function dismissSentOutcomes(): void {
  update(null, (kept) => {
    kept.sent = [];
  });
}

async function fetchFramesManifest(): Promise<OfflineFrames | null> {
  const reply = await fetch(`${OFFLINE_FRAMES_PATH}/${OFFLINE_FRAMES_MANIFEST}`, { cache: "no-cache" });
  if (!reply.ok) return null;
  const frames = offlineFrames.safeParse(await reply.json());
  return frames.success ? frames.data : null;
}

let framesManifest: Promise<OfflineFrames | null> | undefined;

/**
 * The offline frames' manifest, read once a page: every game started online needs it, and it
 * follows the build the server started with, as the page's policy (its scripts' hashes) does. One
 * that could not be read is read again at the next start.
 */
function readFramesManifest(): Promise<OfflineFrames | null> {
  if (!framesManifest) {
    const reading = fetchFramesManifest();
    const forget = () => {
      if (framesManifest === reading) framesManifest = undefined;
    };
    reading.then((frames) => (frames ? undefined : forget()), forget);
    framesManifest = reading;
  }
  return framesManifest;
}

/** Keeps a game's offline frame files (fetched while online); false when this browser cannot. */
export async function keepOfflineFrame(code: string): Promise<{ script: string; style: string } | null> {
  if (typeof caches === "undefined") return null;
  const frame = (await readFramesManifest())?.[code];
  if (!frame) return null;
  const urls = { script: `${OFFLINE_FRAMES_PATH}/${frame.script}`, style: `${OFFLINE_FRAMES_PATH}/${frame.style}` };
  const cache = await caches.open(FILES_CACHE);
  for (const url of Object.values(urls)) if (!(await cache.match(url))) await cache.add(url);
  return urls;
}

/** A kept game's frame files as text, or null when they are not all kept. */
export async function offlineFrameFiles(game: ReadyGame): Promise<{ script: string; style: string } | null> {
  if (typeof caches === "undefined") return null;
  const cache = await caches.open(FILES_CACHE);
  const [script, style] = await Promise.all([cache.match(game.script), cache.match(game.style)]);
  if (!script || !style) return null;
  return { script: await script.text(), style: await style.text() };
}
