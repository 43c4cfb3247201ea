import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dataDirOf } from "../config.ts";
import { seasonBounds } from "./calendar.ts";
import { REWARD_TOKENS, SEASON_THRESHOLDS } from "./constants.ts";
import { challengeKind, parseChallengeId, type ChallengeKind } from "./rules.ts";

/**
 * The challenge pool, the season bonus pins and the community goal, read from data/
 * (challenges.json, season_bonus.json, community_goal.json) and checked against docs/product/challenges.md#kinds.
 */

const goal = z.object({ g: z.string().regex(/^[A-Z]{3}$/), d: z.string().min(1), t: z.number().int().min(1).max(1000) });
const challenge = z.object({
  i: z.string(),
  tk: z.number().int().min(0),
  th: z.number().int().min(0),
  wt: z.union([z.literal(0), z.literal(1)]),
  ty: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  st: z.enum(["blitz", "super"]).optional(),
  p: z.string().optional(),
  pn: z.string().optional(),
  pw: z.number().int().min(1).max(2).optional(),
  ph: z.number().int().min(1).max(2).optional(),
  g: z.array(goal).min(1).max(4),
});
const seasonBonus = z.array(z.object({ s: z.string(), pins: z.record(z.string(), z.string()) }));
const communityGoal = z.object({
  d: z.string().min(1),
  g: z.array(z.string().regex(/^[A-Z]{3}$/)).min(1),
  tiers: z.array(z.object({ n: z.number().int().positive(), tk: z.number().int().positive() })).length(3),
});

/** A challenge in its short keys (docs/product/challenges.md#kinds). */
export type CatalogChallenge = z.infer<typeof challenge>;
export type CommunityGoal = z.infer<typeof communityGoal>;
export interface CatalogPin {
  n: string;
  cw: number;
  ch: number;
}

export interface ChallengeCatalog {
  challenges: readonly CatalogChallenge[];
  byId: ReadonlyMap<string, CatalogChallenge>;
  kindOf(entry: CatalogChallenge): ChallengeKind;
  /** The pin a season pays at a pin threshold, or null when the season names none. */
  seasonPin(season: string, count: number): string | null;
  seasons: readonly string[];
  community: CommunityGoal;
  pin(pinId: string): CatalogPin | null;
}

export class ChallengeCatalogError extends Error {}

function parse<T>(file: string, schema: z.ZodType<T>, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ChallengeCatalogError(`data/${file} is invalid at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}.`);
  }
  return parsed.data;
}

export interface ChallengeCatalogSource {
  challenges: unknown;
  seasonBonus: unknown;
  community: unknown;
  /** The pins that exist (data/pins.json) by id: name and size in cells. */
  pins: ReadonlyMap<string, CatalogPin>;
  /** Game ids of the catalog (data/games.json). */
  gameIds: ReadonlySet<string>;
}

/** Checks the files' content and builds the catalog; a rule broken names the file and entry. */
export function buildChallengeCatalog(source: ChallengeCatalogSource): ChallengeCatalog {
  const { challenges } = parse("challenges.json", z.object({ challenges: z.array(challenge) }), source.challenges);
  const bonus = parse("season_bonus.json", seasonBonus, source.seasonBonus);
  const community = parse("community_goal.json", communityGoal, source.community);
  const byId = new Map<string, CatalogChallenge>();
  for (const entry of challenges) {
    const fail = (why: string) => new ChallengeCatalogError(`data/challenges.json: challenge "${entry.i}" ${why}.`);
    const id = parseChallengeId(entry.i);
    if (!id) throw fail("has an id that is neither year#quarter-name nor year#quarter#week#name");
    if (byId.has(entry.i)) throw fail("is listed twice");
    const kind = challengeKind(entry);
    if ((kind === "seasonal" || kind === "pin") !== (id.type === "season")) throw fail(`is a ${kind} challenge with a ${id.type} id`);
    if (entry.tk !== REWARD_TOKENS[kind]) throw fail(`pays ${entry.tk} tokens; spec 9 says ${REWARD_TOKENS[kind]} for ${kind} challenges`);
    if (kind === "pin" && (!entry.p || !source.pins.has(entry.p) || entry.wt !== 1)) throw fail("is a pin challenge without a pin that exists");
    if (kind !== "pin" && (entry.p !== undefined || entry.wt !== 0)) throw fail("names a pin but is not a pin challenge");
    for (const g of entry.g) if (!source.gameIds.has(g.g)) throw fail(`names the unknown game "${g.g}"`);
    byId.set(entry.i, entry);
  }
  const pins = new Map<string, Map<number, string>>();
  const pinThresholds = SEASON_THRESHOLDS.filter((t) => "pin" in t).map((t) => t.count);
  for (const season of bonus) {
    const [year, quarter] = season.s.split("#").map(Number);
    if (!seasonBounds(year ?? NaN, quarter ?? NaN) || !/^\d{4}#[1-4]$/.test(season.s)) throw new ChallengeCatalogError(`data/season_bonus.json: "${season.s}" is not a season (year#quarter).`);
    const map = new Map<number, string>();
    for (const count of pinThresholds) {
      const pin = season.pins[String(count)];
      if (!pin || !source.pins.has(pin)) throw new ChallengeCatalogError(`data/season_bonus.json: season ${season.s} needs a pin that exists at ${count}.`);
      map.set(count, pin);
    }
    pins.set(season.s, map);
  }
  for (const g of community.g) if (!source.gameIds.has(g)) throw new ChallengeCatalogError(`data/community_goal.json names the unknown game "${g}".`);
  if (!community.tiers.every((tier, index) => index === 0 || tier.n > community.tiers[index - 1]!.n)) {
    throw new ChallengeCatalogError("data/community_goal.json: tiers must grow.");
  }
  return {
    challenges,
    byId,
    kindOf: challengeKind,
    seasonPin: (season, count) => pins.get(season)?.get(count) ?? null,
    seasons: bonus.map((season) => season.s),
    community,
    pin: (pinId) => source.pins.get(pinId) ?? null,
  };
}

function readJson(dataDir: string, name: string): unknown {
  return JSON.parse(readFileSync(path.join(dataDir, name), "utf8"));
}

export function readChallengeCatalog(dataDir: string): ChallengeCatalog {
  const pinFile = z.array(z.object({ i: z.string(), n: z.string(), cw: z.number().int(), ch: z.number().int() }));
  const gameFile = z.array(z.object({ id: z.string() }));
  const pins = parse("pins.json", pinFile, readJson(dataDir, "pins.json"));
  const games = parse("games.json", gameFile, readJson(dataDir, "games.json"));
  return buildChallengeCatalog({
    challenges: readJson(dataDir, "challenges.json"),
    seasonBonus: readJson(dataDir, "season_bonus.json"),
    community: readJson(dataDir, "community_goal.json"),
    pins: new Map(pins.map((pin) => [pin.i, { n: pin.n, cw: pin.cw, ch: pin.ch }])),
    gameIds: new Set(games.map((game) => game.id)),
  });
}

const loaded = new Map<string, ChallengeCatalog>();
/**
 * The catalog of a data folder (DATA_DIR's without one), read on first use and held in memory,
 * then following the folder's changes (`useChallengeCatalog`, at start and from the catalog
 * watcher). Keyed by folder, not kept as "the server's": tests run several portals in one process.
 */
export function challengeCatalog(dataDir?: string): ChallengeCatalog {
  const key = path.resolve(dataDir ?? dataDirOf());
  let catalog = loaded.get(key);
  if (!catalog) {
    catalog = readChallengeCatalog(key);
    loaded.set(key, catalog);
  }
  return catalog;
}

/** From now on `dataDir`'s catalog is `catalog` (read and checked with the rest of the folder's files). */
export function useChallengeCatalog(dataDir: string, catalog: ChallengeCatalog): void {
  loaded.set(path.resolve(dataDir), catalog);
}
