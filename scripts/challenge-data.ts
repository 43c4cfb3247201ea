/**
 * Writes data/challenges.json: the challenge pool of the current season (2026 Q4) and the next
 * (2027 Q1). Run again (`npx tsx scripts/challenge-data.ts`) to regenerate after editing the
 * patterns below; the output is deterministic. Every game has goals; the server offers only those
 * whose games it can verify (games/registry.ts), so the rest wait in the pool until their game ships.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR } from "../api/config.ts";
import { seasonWeeks } from "../api/challenges/calendar.ts";
import { REWARD_TOKENS } from "../api/challenges/constants.ts";

interface Game {
  id: string;
  desc: string;
}

const games: Game[] = JSON.parse(readFileSync(path.join(ROOT_DIR, "data", "games.json"), "utf8"));
const byId = new Map(games.map((game) => [game.id, game]));
const PLAYABLE_TODAY = ["KLO", "WOR", "FRE", "SAI", "SOL", "SPI"];
const LATER = games.map((game) => game.id).filter((id) => !PLAYABLE_TODAY.includes(id));

const pins = [
  { p: "CUPCAKE-A", pn: "Cupcake", pw: 1, ph: 1 },
  { p: "TEAPOT-A", pn: "Teapot", pw: 1, ph: 1 },
  { p: "WHALE-A", pn: "Happy Whale", pw: 2, ph: 1 },
  { p: "SUN-A", pn: "Sunshine", pw: 1, ph: 1 },
  { p: "CAT-A", pn: "Sleepy Cat", pw: 1, ph: 1 },
  { p: "BIKE-A", pn: "Bicycle", pw: 2, ph: 1 },
];

function goal(gameId: string, wins: number) {
  const game = byId.get(gameId);
  if (!game) throw new Error(`No game ${gameId}.`);
  return { g: gameId, d: wins === 1 ? `Win a game of ${game.desc}` : `Win ${wins} games of ${game.desc}`, t: wins };
}

function season(year: number, quarter: number, pinOffset: number) {
  const challenges: object[] = [];
  const at = (list: string[], n: number) => list[n % list.length]!;
  for (let index = 0; index < 12; index++) {
    const gameId = index % 2 === 0 ? at(PLAYABLE_TODAY, index / 2) : at(LATER, (index - 1) / 2 + quarter);
    challenges.push({ i: `${year}#${quarter}-S${index + 1}`, tk: REWARD_TOKENS.seasonal, th: 0, wt: 0, ty: 0, g: [goal(gameId, 10 + (index % 3) * 5)] });
  }
  for (let index = 0; index < 3; index++) {
    const pin = pins[pinOffset + index]!;
    const goals = [goal(at(PLAYABLE_TODAY, index + quarter), 15), goal(at(LATER, index + quarter), 10)];
    challenges.push({ i: `${year}#${quarter}-P${index + 1}`, tk: REWARD_TOKENS.pin, th: 25, wt: 1, ty: 1, ...pin, g: index === 0 ? goals.slice(0, 1) : goals });
  }
  for (let week = 1; week <= seasonWeeks(year, quarter); week++) {
    const id = (n: string) => `${year}#${quarter}#${week}#${n}`;
    for (let index = 0; index < 12; index++) {
      challenges.push({ i: id(`W${index + 1}`), tk: REWARD_TOKENS.weekly, th: 0, wt: 0, ty: 2, g: [goal(at(PLAYABLE_TODAY, index + week), 1 + ((index + Math.floor(index / PLAYABLE_TODAY.length)) % 3))] });
    }
    for (let index = 0; index < 8; index++) {
      challenges.push({ i: id(`W${index + 13}`), tk: REWARD_TOKENS.weekly, th: 0, wt: 0, ty: 2, g: [goal(at(LATER, index + week), 2)] });
    }
    for (let index = 0; index < 2; index++) {
      challenges.push({ i: id(`B${index + 1}`), tk: REWARD_TOKENS.blitz, th: 0, wt: 0, ty: 2, st: "blitz", g: [goal(at(PLAYABLE_TODAY, week + 3 * index), 3)] });
    }
    challenges.push({
      i: id("X1"),
      tk: REWARD_TOKENS.super,
      th: 0,
      wt: 0,
      ty: 0,
      st: "super",
      g: [goal(at(PLAYABLE_TODAY, week), 3), goal(at(PLAYABLE_TODAY, week + 1), 3)],
    });
  }
  return challenges;
}

const pool = { challenges: [...season(2026, 4, 0), ...season(2027, 1, 3)] };
writeFileSync(path.join(ROOT_DIR, "data", "challenges.json"), `${JSON.stringify(pool, null, 1)}\n`);
console.log(`Wrote ${pool.challenges.length} challenges to data/challenges.json.`);
