import { challengeMoment } from "../../api/challenges/calendar.ts";
import type { CatalogChallenge, ChallengeCatalog } from "../../api/challenges/catalog.ts";
import { isOffered, suggestions } from "../../api/challenges/challenges.ts";
import { DEFAULT_SLOTS } from "../../api/challenges/constants.ts";
import { bonusesReached, challengeKind, goalsAfterWin, remainingMinutesOf, type GoalCount } from "../../api/challenges/rules.ts";
import { PAID_WINS_PER_HOUR, PROGRESSION_REWARD_TOKENS } from "../../api/play/constants.ts";
import { WELCOME_GIFT } from "../../api/players/constants.ts";
import { unitPrice, type StoreCatalog, type StoreProduct } from "../../api/store/storeCatalog.ts";
import type { ItemKind } from "../../api/generated/prisma/client.ts";
import { seededRandom, type Random } from "../../games/engines/random.ts";

/**
 * The economy simulator (docs/product/economy.md): players of several kinds play, take challenges
 * and shop for a number of days through the portal's own rules — the store's catalog and prices,
 * the win reward, the challenge pool, its suggestions, progress and bonuses, the welcome gift —
 * imported from api/, never copied. No database and no clock: the days are simulated.
 */

export interface PlayerKind {
  name: string;
  /** Share of the simulated players. */
  share: number;
  gamesPerDay: number;
  /** Chance to win a game. */
  winRate: number;
  /** Chance that a game is played for an active challenge rather than for fun. */
  followsChallenges: number;
  /** Gems bought with real money on the first day (a gem bundle's count), 0 for a player who never pays. */
  gemsBought: number;
  /** Challenge slots wanted beyond the default ones (bought when affordable, like any wish). */
  extraSlots: number;
}

/** The kinds of docs/product/economy.md#players: three who never pay, and a regular who buys the popular bundle once. */
export const PLAYER_KINDS: readonly PlayerKind[] = [
  { name: "casual", share: 0.5, gamesPerDay: 3, winRate: 0.75, followsChallenges: 0.5, gemsBought: 0, extraSlots: 0 },
  { name: "regular", share: 0.25, gamesPerDay: 8, winRate: 0.8, followsChallenges: 0.6, gemsBought: 0, extraSlots: 0 },
  { name: "completionist", share: 0.15, gamesPerDay: 20, winRate: 0.85, followsChallenges: 0.95, gemsBought: 0, extraSlots: 3 },
  { name: "paying regular", share: 0.1, gamesPerDay: 8, winRate: 0.8, followsChallenges: 0.6, gemsBought: 250, extraSlots: 0 },
];

export interface SimulationInput {
  store: StoreCatalog;
  challenges: ChallengeCatalog;
  /** Game codes the server can verify (games/registry.ts). */
  games: readonly string[];
  players: number;
  days: number;
  /** Any moment of the first day's week: the simulation starts on that week's Sunday (LA), so weeks are whole. */
  start: Date;
  seed: string;
  kinds?: readonly PlayerKind[];
}

/** What a kind of player got, averaged over its players. */
export interface KindReport {
  kind: PlayerKind;
  players: number;
  tokensEarnedPerDay: number;
  tokensSpentPerDay: number;
  gemsSpentPerDay: number;
  /** Purchases per player over the whole run, and the mean days between purchases after the first week (the welcome gift spent). */
  purchases: number;
  daysBetweenPurchasesAfterWeek1: number | null;
  /** Median day (1-based) of the first purchase of each kind, and the share who made one among the players who wanted one. */
  firstPurchase: Record<"PIN" | "PIN_BOARD" | "CITY_PACK" | "IMAGE_PACK", { medianDay: number | null; share: number }>;
  /** Share of player-weeks reaching the weekly bonus. */
  weeklyBonusShare: number;
  challengesPerWeek: number;
  /** Gems spent per item kind, per player over the run (the gem sink). */
  gemSink: Partial<Record<ItemKind, number>>;
  /** Items a player holds at the end (bought with either currency, or won). */
  itemsHeld: number;
}

export interface SimulationReport {
  start: Date;
  days: number;
  kinds: KindReport[];
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Players open the Challenges page at 4 pm and play from 5 pm, one game every 12 minutes. */
const VISIT_MINUTE = 16 * 60;
const FIRST_GAME_MINUTE = 17 * 60;
const GAME_MINUTES = 12;
/** A player looks this far down their wish list for something they can afford now. */
const PATIENCE = 3;
/** A used-up powerup pack comes back on the wish list after this many other wishes. */
const REORDER_AFTER = 4;

interface ActiveChallenge {
  entry: CatalogChallenge;
  goals: GoalCount[];
  status: "active" | "completed" | "failed";
}

interface SimPlayer {
  kind: PlayerKind;
  random: Random;
  seed: number;
  favorites: string[];
  tokens: number;
  gems: number;
  slots: number;
  active: ActiveChallenge[];
  taken: Set<string>;
  paid: Set<string>;
  completedByWeek: Map<string, number>;
  completedBySeason: Map<string, number>;
  pins: Set<string>;
  held: number;
  wishes: StoreProduct[];
  /** Kinds of items on the wish list at the start. */
  wanted: Set<ItemKind>;
  winsByHour: Map<number, number>;
  tokensEarned: number;
  tokensSpent: number;
  gemsSpent: number;
  gemSink: Partial<Record<ItemKind, number>>;
  purchaseDays: number[];
  firstPurchase: Partial<Record<ItemKind, number>>;
}

/** The player's wish list: pins, a board, their games' packs, their games' powerups, slots if they want more. */
function wishList(input: SimulationInput, kind: PlayerKind, favorites: readonly string[], random: Random): StoreProduct[] {
  const sellable = input.store.products.filter((product) => !product.free);
  const of = (kinds: readonly ItemKind[], games?: readonly string[]) =>
    random.shuffle(sellable.filter((product) => kinds.includes(product.kind) && (games === undefined || games.includes(product.gameId))));
  // Of each powerup only its smallest pack: what a player tries first.
  const powerupKey = (product: StoreProduct) => `${product.gameId}:${product.itemId}`;
  const smallestCount = new Map<string, number>();
  for (const product of sellable) if (product.kind === "POWERUP") smallestCount.set(powerupKey(product), Math.min(smallestCount.get(powerupKey(product)) ?? Infinity, product.count));
  const smallestPacks = of(["POWERUP"], favorites).filter((product) => product.count === smallestCount.get(powerupKey(product)));
  // A player wants a mix, taken in turn: a pin, something for their games, a board now and then, more slots if they want them.
  // Long enough that nobody runs out in a month: what a player holds at the end measures what their currencies bought.
  const lists = [of(["PIN"]).slice(0, 60), [...of(["IMAGE_PACK", "CITY_PACK"], favorites).slice(0, 6), ...smallestPacks.slice(0, 2)], of(["PIN_BOARD"]).slice(0, 3), Array.from({ length: kind.extraSlots }, () => input.store.challengeSlot)];
  const wishes: StoreProduct[] = [];
  for (let round = 0; lists.some((list) => list.length > round); round++) {
    for (const list of random.shuffle(lists)) if (round < list.length) wishes.push(list[round]!);
  }
  return wishes;
}

function newPlayer(input: SimulationInput, kind: PlayerKind, index: number): SimPlayer {
  const random = seededRandom(`${input.seed}:${index}`);
  const favorites = random.shuffle(input.games).slice(0, 4);
  const wishes = wishList(input, kind, favorites, random);
  return {
    kind,
    random,
    seed: random.int(2 ** 31),
    favorites,
    tokens: WELCOME_GIFT.tokens,
    gems: WELCOME_GIFT.gems + kind.gemsBought,
    slots: DEFAULT_SLOTS,
    active: [],
    taken: new Set(),
    paid: new Set(),
    completedByWeek: new Map(),
    completedBySeason: new Map(),
    pins: new Set([WELCOME_GIFT.pinId]),
    held: 1,
    wishes,
    wanted: new Set(wishes.map((product) => product.kind)),
    winsByHour: new Map(),
    tokensEarned: 0,
    tokensSpent: 0,
    gemsSpent: 0,
    gemSink: {},
    purchaseDays: [],
    firstPurchase: {},
  };
}

function earn(player: SimPlayer, tokens: number): void {
  player.tokens += tokens;
  player.tokensEarned += tokens;
}

function remaining(entry: CatalogChallenge, now: Date): number {
  return remainingMinutesOf(entry.i, challengeKind(entry), now);
}

/** A page visit: done slots are freed and suggestions taken until the slots are full (docs/product/challenges.md#slots). */
function visitChallenges(player: SimPlayer, env: Parameters<typeof suggestions>[0], now: Date): void {
  player.active = player.active.filter((challenge) => challenge.status === "active" && remaining(challenge.entry, now) > 0);
  while (player.active.length < player.slots) {
    // Of the suggestions, a player takes the one with the fewest wins to go.
    const next = suggestions(env, player.seed, player.taken, now).sort((a, b) => winsNeeded(a) - winsNeeded(b))[0];
    if (!next) return;
    player.taken.add(next.i);
    player.active.push({ entry: next, goals: next.g.map((goal) => ({ g: goal.g, t: goal.t, n: 0 })), status: "active" });
  }
}

function winsNeeded(entry: CatalogChallenge): number {
  return entry.g.reduce((sum, goal) => sum + goal.t, 0);
}

function payOnce(player: SimPlayer, key: string, tokens: number, pinId: string | null): void {
  if (player.paid.has(key)) return;
  player.paid.add(key);
  earn(player, tokens);
  if (pinId) {
    player.pins.add(pinId);
    player.held += 1;
  }
}

function playGame(player: SimPlayer, input: SimulationInput, now: Date): void {
  const open = player.active.filter((challenge) => challenge.status === "active");
  const wanted = open.flatMap((challenge) => challenge.goals.filter((goal) => goal.n < goal.t).map((goal) => goal.g));
  const game = wanted.length > 0 && player.random.next() < player.kind.followsChallenges ? player.random.pick(wanted) : player.random.pick(player.favorites);
  if (player.random.next() >= player.kind.winRate) return;
  const hour = Math.floor(now.getTime() / 3_600_000);
  const wins = (player.winsByHour.get(hour) ?? 0) + 1;
  player.winsByHour.set(hour, wins);
  if (wins <= PAID_WINS_PER_HOUR) earn(player, PROGRESSION_REWARD_TOKENS);
  const moment = challengeMoment(now);
  let completed = 0;
  for (const challenge of open) {
    const advanced = goalsAfterWin(challenge.goals, game);
    if (!advanced || remaining(challenge.entry, now) <= 0) continue;
    challenge.goals = advanced.goals;
    if (!advanced.done) continue;
    challenge.status = "completed";
    completed += 1;
    const pinId = challenge.entry.p ?? null;
    const holds = pinId !== null && player.pins.has(pinId);
    payOnce(player, `challenge:${challenge.entry.i}`, challenge.entry.tk + (holds ? challenge.entry.th : 0), holds ? null : pinId);
  }
  if (completed === 0) return;
  const inWeek = (player.completedByWeek.get(moment.weekKey) ?? 0) + completed;
  const inSeason = (player.completedBySeason.get(moment.seasonKey) ?? 0) + completed;
  player.completedByWeek.set(moment.weekKey, inWeek);
  player.completedBySeason.set(moment.seasonKey, inSeason);
  for (const bonus of bonusesReached(moment, inWeek, inSeason, input.challenges.seasonPin)) payOnce(player, bonus.key, bonus.tokens, bonus.pinId);
}

/** Buys what the player can afford among the next wishes, gems first for a player who has them (they were bought to spend). */
function shop(player: SimPlayer, day: number): void {
  for (;;) {
    const index = player.wishes.slice(0, PATIENCE).findIndex((product) => payment(player, product) !== null);
    if (index < 0) return;
    const product = player.wishes[index]!;
    const pay = payment(player, product)!;
    player.wishes.splice(index, 1);
    if (pay.currency === "GEMS") {
      player.gems -= pay.amount;
      player.gemsSpent += pay.amount;
      player.gemSink[product.kind] = (player.gemSink[product.kind] ?? 0) + pay.amount;
    } else {
      player.tokens -= pay.amount;
      player.tokensSpent += pay.amount;
    }
    // Powerups are used up: the player wants the pack again a little later.
    if (product.kind === "POWERUP") player.wishes.splice(REORDER_AFTER, 0, product);
    if (product.kind === "CHALLENGE_SLOT") player.slots += 1;
    if (product.kind === "PIN") player.pins.add(product.itemId);
    player.held += 1;
    player.purchaseDays.push(day);
    player.firstPurchase[product.kind] ??= day;
  }
}

function payment(player: SimPlayer, product: StoreProduct): { currency: "GEMS" | "TOKENS"; amount: number } | null {
  const gems = unitPrice(product, "GEMS");
  const tokens = unitPrice(product, "TOKENS");
  if (player.kind.gemsBought > 0 && gems !== null && gems <= player.gems) return { currency: "GEMS", amount: gems };
  if (tokens !== null && tokens <= player.tokens) return { currency: "TOKENS", amount: tokens };
  return null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

function report(kind: PlayerKind, players: SimPlayer[], days: number, weeks: string[]): KindReport {
  const firstOf = (item: ItemKind) => {
    const wanting = players.filter((player) => player.wanted.has(item));
    const daysOf = wanting.flatMap((player) => (player.firstPurchase[item] === undefined ? [] : [player.firstPurchase[item]]));
    return { medianDay: median(daysOf), share: wanting.length === 0 ? 0 : daysOf.length / wanting.length };
  };
  const later = players.map((player) => player.purchaseDays.filter((day) => day > 7).length);
  const laterMean = mean(later);
  const gemSink: Partial<Record<ItemKind, number>> = {};
  for (const player of players) {
    for (const [item, gems] of Object.entries(player.gemSink) as [ItemKind, number][]) gemSink[item] = (gemSink[item] ?? 0) + gems / players.length;
  }
  return {
    kind,
    players: players.length,
    tokensEarnedPerDay: mean(players.map((player) => player.tokensEarned)) / days,
    tokensSpentPerDay: mean(players.map((player) => player.tokensSpent)) / days,
    gemsSpentPerDay: mean(players.map((player) => player.gemsSpent)) / days,
    purchases: mean(players.map((player) => player.purchaseDays.length)),
    daysBetweenPurchasesAfterWeek1: days > 7 && laterMean > 0 ? (days - 7) / laterMean : null,
    firstPurchase: { PIN: firstOf("PIN"), PIN_BOARD: firstOf("PIN_BOARD"), CITY_PACK: firstOf("CITY_PACK"), IMAGE_PACK: firstOf("IMAGE_PACK") },
    weeklyBonusShare: mean(players.flatMap((player) => weeks.map((week) => (player.paid.has(`weekly:${week}`) ? 1 : 0)))),
    challengesPerWeek: mean(players.map((player) => [...player.completedByWeek.values()].reduce((sum, count) => sum + count, 0))) / (days / 7),
    gemSink,
    itemsHeld: mean(players.map((player) => player.held)),
  };
}

export function simulateEconomy(input: SimulationInput): SimulationReport {
  const kinds = input.kinds ?? PLAYER_KINDS;
  const totalShare = kinds.reduce((sum, kind) => sum + kind.share, 0);
  const players: SimPlayer[] = [];
  for (const kind of kinds) {
    const count = Math.max(1, Math.round((input.players * kind.share) / totalShare));
    for (let index = 0; index < count; index++) players.push(newPlayer(input, kind, players.length));
  }
  const firstDay = challengeMoment(input.start).weekStart.getTime();
  const playable = { isPlayable: (gameId: string) => input.games.includes(gameId) };
  const weeks = new Set<string>();
  const mostGames = Math.max(...kinds.map((kind) => kind.gamesPerDay));
  for (let day = 0; day < input.days; day++) {
    // Days count from their week's Sunday midnight (LA); a daylight saving change moves a visit by an hour, never out of its day.
    const weekStart = challengeMoment(new Date(firstDay + day * DAY_MS + DAY_MS / 2)).weekStart.getTime();
    const visit = new Date(weekStart + (day % 7) * DAY_MS + VISIT_MINUTE * MINUTE_MS);
    weeks.add(challengeMoment(visit).weekKey);
    // The day's open challenges, worked out once for everyone: each visit draws from them with the real suggestion rule.
    const offered: ChallengeCatalog = { ...input.challenges, challenges: input.challenges.challenges.filter((entry) => isOffered(playable, entry, visit)) };
    for (const player of players) visitChallenges(player, { catalog: offered, ...playable }, visit);
    for (let game = 0; game < mostGames; game++) {
      const now = new Date(visit.getTime() + (FIRST_GAME_MINUTE - VISIT_MINUTE + game * GAME_MINUTES) * MINUTE_MS);
      for (const player of players) if (game < player.kind.gamesPerDay) playGame(player, input, now);
    }
    for (const player of players) shop(player, day + 1);
  }
  return {
    start: new Date(firstDay),
    days: input.days,
    kinds: kinds.map((kind) => report(kind, players.filter((player) => player.kind === kind), input.days, [...weeks])),
  };
}

export interface EconomyGoal {
  goal: string;
  figure: string;
  met: boolean;
}

/** The goals of docs/product/economy.md#goals, checked on a report. */
export function economyGoals(report: SimulationReport): EconomyGoal[] {
  const kind = (name: string) => {
    const found = report.kinds.find((candidate) => candidate.kind.name === name);
    if (!found) throw new Error(`The simulation has no "${name}" players.`);
    return found;
  };
  const casual = kind("casual");
  const regular = kind("regular");
  const paying = kind("paying regular");
  const everyDays = report.days / casual.purchases;
  const later = casual.daysBetweenPurchasesAfterWeek1;
  const moreItems = paying.itemsHeld / regular.itemsHeld;
  return [
    { goal: "A casual player buys something they want every 2-3 days without paying (first four weeks)", figure: `every ${everyDays.toFixed(1)} days`, met: everyDays <= 3 },
    { goal: "and keeps buying once the welcome gift is spent (after week 1, at least every 4 days)", figure: later === null ? "never" : `every ${later.toFixed(1)} days`, met: later !== null && later <= 4 },
    { goal: "A paying player's gems buy visibly more: a paying regular holds at least 1.25x a regular's items", figure: `${moreItems.toFixed(2)}x`, met: moreItems >= 1.25 },
    {
      goal: "Every player who wants a pin, a board or a city gets one within the four weeks (median)",
      figure: report.kinds.map((k) => `${k.kind.name}: ${(["PIN", "PIN_BOARD", "CITY_PACK"] as const).map((item) => k.firstPurchase[item].medianDay ?? "-").join("/")}`).join("; "),
      met: report.kinds.every((k) => (["PIN", "PIN_BOARD", "CITY_PACK"] as const).every((item) => k.firstPurchase[item].medianDay !== null && k.firstPurchase[item].share >= 0.5)),
    },
  ];
}
