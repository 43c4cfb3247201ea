import { seasonBounds, seasonWeeks, weekBounds, weekKey } from "./calendar.ts";
import type { CatalogChallenge, ChallengeCatalog } from "./catalog.ts";
import type { ActiveChallenge, ChallengeState, SeasonBonusState, SeasonReward, WeeklyBonusState, WonChallenge } from "./challenges.ts";
import { bonusesFor, seasonRewards } from "./challenges.ts";
import type { Database } from "../database/prisma.ts";
import { WEEKLY_BONUS } from "./constants.ts";
import { parseChallengeId } from "./rules.ts";

/**
 * The short-key shapes of challenges and bonuses (docs/product/calls.md#challenge, docs/product/challenges.md#weekly-bonus): `/api/challenge`, `/api/user-data`'s
 * wb and sb, and the `/.data/` files chall, chall_blitz_hist, season_bonus and weekly_bonus.
 */

const STATUS_KEY = { ACTIVE: "a", COMPLETED: "c", FAILED: "f" } as const;

/** An active slot: the catalog fields, goals with progress `n`, remaining minutes `r`, status `x` (a, c, f). */
function activeToShortKeys(active: ActiveChallenge) {
  return {
    ...(active.entry ?? { i: active.id, tk: active.tokens }),
    g: active.goals,
    r: active.remaining,
    x: STATUS_KEY[active.status],
  };
}

/** `/api/challenge` action l: active list a, suggestions s, max slots m.m, seed and the counters. */
export function challengeStateToShortKeys(state: ChallengeState) {
  return {
    a: state.active.map(activeToShortKeys),
    s: state.suggestions,
    m: { m: state.maxSlots },
    seed: state.seed,
    remainingWeek: state.moment.remainingWeek,
    remainingSeason: state.moment.remainingSeason,
    quarter: state.moment.quarter,
    week: state.moment.week,
  };
}

/** `/api/challenge` action w: won list w (item id i; rm marks the removable seasonal ones; c completed at). */
export function wonToShortKeys(won: readonly WonChallenge[]) {
  return { w: won.map((item) => ({ i: item.id, tk: item.tokens, g: item.goals, c: item.completedAt.getTime(), rm: item.removable })) };
}

function rewardToShortKeys(catalog: ChallengeCatalog, reward: Omit<SeasonReward, "won"> & { won?: boolean }) {
  const won = reward.won === undefined ? {} : { w: reward.won };
  if (reward.pinId === null) return { c: reward.count, tk: reward.tokens, ...won };
  const pin = catalog.pin(reward.pinId);
  return { c: reward.count, p: reward.pinId, pn: pin?.n ?? reward.pinId, pw: pin?.cw ?? 1, ph: pin?.ch ?? 1, ...won };
}

/** User data wb: week key w, completed this week c, tokens t, end e; plus needed n and paid p. */
export function weeklyBonusToShortKeys(bonus: WeeklyBonusState) {
  return { w: bonus.week, c: bonus.count, t: bonus.tokens, e: bonus.endsAt.getTime(), n: bonus.needed, p: bonus.paid };
}

/** User data sb: season key s, end e, rewards r (each won w); plus completed this season c. */
export function seasonBonusToShortKeys(catalog: ChallengeCatalog, bonus: SeasonBonusState) {
  return { s: bonus.season, e: bonus.endsAt.getTime(), c: bonus.count, r: bonus.rewards.map((reward) => rewardToShortKeys(catalog, reward)) };
}

/** `/.data/chall.dat`: the whole pool. */
export function challengeFile(catalog: ChallengeCatalog): readonly CatalogChallenge[] {
  return catalog.challenges;
}

/** `/.data/chall_blitz_hist.dat`: the blitz challenges of each week, in order, with the week's end. */
export function blitzHistoryFile(catalog: ChallengeCatalog) {
  const weeks = new Map<string, { w: string; e: number; c: CatalogChallenge[] }>();
  for (const entry of catalog.challenges) {
    const id = parseChallengeId(entry.i);
    if (id?.type !== "week" || catalog.kindOf(entry) !== "blitz") continue;
    const key = weekKey(id.year, id.quarter, id.week);
    const week = weeks.get(key) ?? { w: key, e: weekBounds(id.year, id.quarter, id.week)!.end.getTime(), c: [] };
    week.c.push(entry);
    weeks.set(key, week);
  }
  return [...weeks.values()];
}

function seasonParts(season: string): [number, number] {
  const [year, quarter] = season.split("#").map(Number);
  return [year!, quarter!];
}

/** `/.data/season_bonus.dat`: each season of the catalog with its end and rewards. */
export function seasonBonusFile(catalog: ChallengeCatalog) {
  return catalog.seasons.map((season) => ({
    s: season,
    e: seasonBounds(...seasonParts(season))!.end.getTime(),
    r: seasonRewards(catalog, season).map((reward) => rewardToShortKeys(catalog, reward)),
  }));
}

/** `/.data/weekly_bonus.dat`: every week of the catalog's seasons: key w, count needed c, tokens t, end e. */
export function weeklyBonusFile(catalog: ChallengeCatalog) {
  return catalog.seasons.flatMap((season) => {
    const [year, quarter] = seasonParts(season);
    return Array.from({ length: seasonWeeks(year, quarter) }, (_, index) => ({
      w: weekKey(year, quarter, index + 1),
      c: WEEKLY_BONUS.count,
      t: WEEKLY_BONUS.tokens,
      e: weekBounds(year, quarter, index + 1)!.end.getTime(),
    }));
  });
}

/** `/api/user-data`'s wb and sb for a player (zero counts for anyone who completed nothing). */
export async function userDataBonuses(db: Database, userId: string, now: Date, catalog: ChallengeCatalog) {
  const bonuses = await bonusesFor(db, catalog, userId, now);
  return { wb: weeklyBonusToShortKeys(bonuses.weekly), sb: seasonBonusToShortKeys(catalog, bonuses.season) };
}
