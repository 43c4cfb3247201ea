/**
 * Writes data/challenges.json and data/season_bonus.json: the challenge pool and season rewards of
 * every season from 2026 Q4 through THROUGH. Run again (`npx tsx scripts/challenge-data.ts`) after
 * editing the patterns below or moving THROUGH on (api/challenges/__tests__/challengeData.unit.test.ts
 * fails once fewer than 8 weeks of challenges are left); the output is deterministic, and seasons
 * already written come out as they were. Every game has goals; the server offers only those whose
 * games it can verify (games/registry.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../api/config.ts";
import { nextSeason, seasonWeeks } from "../api/challenges/calendar.ts";
import { SEASON_THRESHOLDS } from "../api/challenges/constants.ts";
import { REWARD_TOKENS } from "../api/challenges/constants.ts";

interface Game {
  id: string;
  desc: string;
}

interface Pin {
  i: string;
  n: string;
  cw: number;
  ch: number;
}

/** The last season written: move it on when the test says the challenges run out. */
const THROUGH = { year: 2027, quarter: 3 };

const readData = <T>(name: string): T => JSON.parse(readFileSync(path.join(ROOT_DIR, "data", name), "utf8")) as T;
const games = readData<Game[]>("games.json");
const byId = new Map(games.map((game) => [game.id, game]));
const catalogPins = readData<Pin[]>("pins.json");
/** The first two seasons' featured games (the six playable when they were written); later seasons feature six of all, in turn. */
const FIRST_FEATURED = ["KLO", "WOR", "FRE", "SAI", "SOL", "SPI"];

/** The pin challenges' pins of the first two seasons; later seasons take theirs in turn from pins.json. */
const FIRST_PINS = ["CUPCAKE-A", "TEAPOT-A", "WHALE-A", "SUN-A", "CAT-A", "BIKE-A"];

function pinReward(id: string) {
  const pin = catalogPins.find((candidate) => candidate.i === id);
  if (!pin) throw new Error(`No pin ${id} in data/pins.json.`);
  return { p: pin.i, pn: pin.n, pw: pin.cw, ph: pin.ch };
}

function goal(gameId: string, wins: number) {
  const game = byId.get(gameId);
  if (!game) throw new Error(`No game ${gameId}.`);
  return { g: gameId, d: wins === 1 ? `Win a game of ${game.desc}` : `Win ${wins} games of ${game.desc}`, t: wins };
}

/** A season's challenges: `featured` games carry most goals, the `others` the rest; `pins` are its three pin challenges' pins. */
function season(year: number, quarter: number, featured: string[], pins: string[]) {
  const others = games.map((game) => game.id).filter((id) => !featured.includes(id));
  const challenges: object[] = [];
  const at = (list: string[], n: number) => list[n % list.length]!;
  for (let index = 0; index < 12; index++) {
    const gameId = index % 2 === 0 ? at(featured, index / 2) : at(others, (index - 1) / 2 + quarter);
    challenges.push({ i: `${year}#${quarter}-S${index + 1}`, tk: REWARD_TOKENS.seasonal, th: 0, wt: 0, ty: 0, g: [goal(gameId, 10 + (index % 3) * 5)] });
  }
  for (let index = 0; index < 3; index++) {
    const pin = pinReward(pins[index]!);
    const goals = [goal(at(featured, index + quarter), 15), goal(at(others, index + quarter), 10)];
    challenges.push({ i: `${year}#${quarter}-P${index + 1}`, tk: REWARD_TOKENS.pin, th: 25, wt: 1, ty: 1, ...pin, g: index === 0 ? goals.slice(0, 1) : goals });
  }
  for (let week = 1; week <= seasonWeeks(year, quarter); week++) {
    const id = (n: string) => `${year}#${quarter}#${week}#${n}`;
    for (let index = 0; index < 12; index++) {
      challenges.push({ i: id(`W${index + 1}`), tk: REWARD_TOKENS.weekly, th: 0, wt: 0, ty: 2, g: [goal(at(featured, index + week), 1 + ((index + Math.floor(index / featured.length)) % 3))] });
    }
    for (let index = 0; index < 8; index++) {
      challenges.push({ i: id(`W${index + 13}`), tk: REWARD_TOKENS.weekly, th: 0, wt: 0, ty: 2, g: [goal(at(others, index + week), 2)] });
    }
    for (let index = 0; index < 2; index++) {
      challenges.push({ i: id(`B${index + 1}`), tk: REWARD_TOKENS.blitz, th: 0, wt: 0, ty: 2, st: "blitz", g: [goal(at(featured, week + 3 * index), 3)] });
    }
    challenges.push({
      i: id("X1"),
      tk: REWARD_TOKENS.super,
      th: 0,
      wt: 0,
      ty: 0,
      st: "super",
      g: [goal(at(featured, week), 3), goal(at(featured, week + 1), 3)],
    });
  }
  return challenges;
}

/** The seasons from 2026 Q4 through THROUGH. */
function seasons(): { year: number; quarter: number }[] {
  const list = [{ year: 2026, quarter: 4 }];
  while (list.at(-1)!.year * 4 + list.at(-1)!.quarter < THROUGH.year * 4 + THROUGH.quarter) list.push(nextSeason(list.at(-1)!.year, list.at(-1)!.quarter));
  return list;
}

/** Season n's featured games, pin challenges' pins and season reward pins (rewards of the seasons already written stay). */
const allIds = games.map((game) => game.id);
const rewardPins = catalogPins.map((pin) => pin.i).filter((id) => !FIRST_PINS.includes(id));
const pick = <T>(list: T[], from: number, count: number) => Array.from({ length: count }, (_, index) => list[(from + index) % list.length]!);
const thresholdsWithPins = SEASON_THRESHOLDS.filter((threshold) => "pin" in threshold).map((threshold) => threshold.count);

type SeasonBonus = { s: string; pins: Record<string, string> };
const writtenBonuses = new Map(readData<SeasonBonus[]>("season_bonus.json").map((bonus) => [bonus.s, bonus]));
const pool: object[] = [];
const bonuses: SeasonBonus[] = [];
for (const [n, { year, quarter }] of seasons().entries()) {
  const first = n < 2;
  const featured = first ? FIRST_FEATURED : pick(allIds, 6 * n, 6);
  const pins = first ? FIRST_PINS.slice(3 * n, 3 * n + 3) : pick(rewardPins, 9 * n, 3);
  pool.push(...season(year, quarter, featured, pins));
  const key = `${year}#${quarter}`;
  const rewards = pick(rewardPins, 9 * n + 3, thresholdsWithPins.length);
  bonuses.push(writtenBonuses.get(key) ?? { s: key, pins: Object.fromEntries(thresholdsWithPins.map((count, index) => [String(count), rewards[index]!])) });
}
writeFileSync(path.join(ROOT_DIR, "data", "challenges.json"), `${JSON.stringify({ challenges: pool }, null, 1)}\n`);
writeFileSync(path.join(ROOT_DIR, "data", "season_bonus.json"), `[\n${bonuses.map((bonus) => ` ${JSON.stringify(bonus).replace(/,"pins":/, ', "pins": ').replace(/":"/g, '": "').replace(/","/g, '", "')}`).join(",\n")}\n]\n`);
console.log(`Wrote ${pool.length} challenges of ${bonuses.length} seasons to data/challenges.json and data/season_bonus.json.`);
