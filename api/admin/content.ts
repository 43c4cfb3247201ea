import { currentDataDate } from "../catalog/catalog.ts";
import type { CatalogReloadStatus } from "../catalog/catalogWatcher.ts";
import { challengeMoment, seasonBounds, weekBounds, type ChallengeMoment } from "../challenges/calendar.ts";
import type { CatalogChallenge } from "../challenges/catalog.ts";
import { isOffered, type ChallengeEnvironment } from "../challenges/challenges.ts";
import { challengeKind, isOpenForAccepting, parseChallengeId, type ChallengeKind } from "../challenges/rules.ts";
import type { Database } from "../database/prisma.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { allows, type Staff } from "./access.ts";

/**
 * The console's Content page (issue 33): the catalog this process serves (its data date, counts of
 * what it holds, when the watcher last reloaded it and whether that failed) and the challenge
 * calendar ahead. Which challenges a week offers is the players' own rule (api/challenges/): this
 * module only asks it about each week to come.
 */

/** Weeks the calendar lists at most (this one and the next ones). */
export const MAX_CALENDAR_WEEKS = 26;

export interface ContentEnvironment {
  db: Database;
  store: StoreCatalog;
  /** The challenge catalog and the playable games, as players' challenges see them. */
  challenges: Pick<ChallengeEnvironment, "catalog" | "isPlayable" | "now">;
  /** What this process's catalog watcher last did. */
  reloads: Readonly<CatalogReloadStatus>;
}

export interface CatalogOverview {
  dataDate: Date;
  lastReloadAt: Date | null;
  lastError: { at: Date; message: string } | null;
  /** The last reload attempt failed: the catalog served is the one before it. */
  reloadFailing: boolean;
  games: number;
  categories: number;
  storeItems: number;
  pins: number;
  challenges: number;
  seasons: number;
  /** When the last challenge the catalog holds can no longer be played (its week's or season's end); null without any. */
  challengesUntil: Date | null;
}

/** The catalog's state in this process; null when the role may not read content. */
export async function catalogOverview(env: ContentEnvironment, staff: Staff): Promise<CatalogOverview | null> {
  if (!allows(staff, "READ_CONTENT")) return null;
  const [dataDate, games, categories] = await Promise.all([currentDataDate(env.db), env.db.game.count(), env.db.category.count()]);
  const { lastReloadAt, lastError } = env.reloads;
  const { catalog } = env.challenges;
  let challengesUntil: Date | null = null;
  for (const entry of catalog.challenges) {
    const id = parseChallengeId(entry.i);
    const end = id && (id.type === "week" ? weekBounds(id.year, id.quarter, id.week) : seasonBounds(id.year, id.quarter))?.end;
    if (end && (!challengesUntil || end > challengesUntil)) challengesUntil = end;
  }
  return {
    dataDate,
    lastReloadAt,
    lastError,
    reloadFailing: lastError !== null && (lastReloadAt === null || lastError.at >= lastReloadAt),
    games,
    categories,
    storeItems: env.store.products.length,
    pins: env.store.products.filter((product) => product.kind === "PIN").length,
    challenges: catalog.challenges.length,
    seasons: catalog.seasons.length,
    challengesUntil,
  };
}

/** Where a challenge open in a week comes from: that week's own, an earlier week's (a super challenge lasts the season), or its season's. */
export type CalendarScope = "WEEK" | "EARLIER_WEEK" | "SEASON";

export interface CalendarChallenge {
  entry: CatalogChallenge;
  kind: ChallengeKind;
  scope: CalendarScope;
  /** Whether players are offered it: false when one of its games cannot be played on the server yet. */
  offered: boolean;
}

export interface ChallengeWeek {
  moment: ChallengeMoment;
  /** The week holding `now`. */
  current: boolean;
  /** The challenges open for accepting when the week starts, the week's own first. */
  challenges: CalendarChallenge[];
}

const SCOPE_ORDER: Record<CalendarScope, number> = { WEEK: 0, EARLIER_WEEK: 1, SEASON: 2 };

/** The week holding `now` and the `count - 1` after it, with the challenges each opens with; null when the role may not read content. */
export function challengeWeeks(env: ContentEnvironment, staff: Staff, count: number): ChallengeWeek[] | null {
  if (!allows(staff, "READ_CONTENT")) return null;
  const weeks: ChallengeWeek[] = [];
  let moment = challengeMoment(env.challenges.now());
  for (let index = 0; index < Math.min(Math.max(Math.trunc(count), 1), MAX_CALENDAR_WEEKS); index++) {
    if (index > 0) moment = challengeMoment(moment.weekEnd);
    weeks.push({ moment, current: index === 0, challenges: weekChallenges(env, moment) });
  }
  return weeks;
}

function weekChallenges(env: ContentEnvironment, moment: ChallengeMoment): CalendarChallenge[] {
  const opens = moment.weekStart;
  const open: CalendarChallenge[] = [];
  for (const entry of env.challenges.catalog.challenges) {
    const id = parseChallengeId(entry.i);
    const kind = challengeKind(entry);
    if (!id || !isOpenForAccepting(kind, id, opens)) continue;
    const scope: CalendarScope = id.type === "season" ? "SEASON" : id.year === moment.year && id.quarter === moment.quarter && id.week === moment.week ? "WEEK" : "EARLIER_WEEK";
    open.push({ entry, kind, scope, offered: isOffered(env.challenges, entry, opens) });
  }
  return open.sort((a, b) => SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope]);
}
