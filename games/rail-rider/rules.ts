/**
 * Rail Rider (RAI): move and turn track tiles so one line runs from the depot through every
 * station to the terminus before the train leaves. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * A board comes from the seed and the level: a random route through the grid (the known
 * solution), stations on it, its track cut into straight and curved tiles that are scattered
 * over the free squares and turned at random. Any line through every station wins, not only
 * the one the board was made from. The time allowed is in the state: when it runs out the frame
 * plays "depart" and the game is lost, unless Add Time (AT, 30 seconds) holds the train. Hint
 * (HI) sets one tile of the known route right; Undo (UN) takes back the last move.
 *
 * A daily puzzle (the server's daily seed, "RAI:2026-11-30") is the date's board at DAILY_LEVEL,
 * whatever the level asked for: the same line to lay for everyone that day.
 */
import { dailyDateOf } from "../engines/daily/days.ts";
import { parseLevelOptions } from "../engines/levels/options.ts";
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { canUndo, undo, type Undoable } from "../engines/undo.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom, type Random } from "../engines/random.ts";

export type RailPowerup = "UN" | "HI" | "AT";
export type RailMove =
  | { readonly t: "rotate"; readonly c: number }
  | { readonly t: "move"; readonly from: number; readonly to: number }
  | { readonly t: "depart" }
  | { readonly t: "powerup"; readonly id: RailPowerup };

export type TileKind = "straight" | "curve";
export interface Tile {
  readonly kind: TileKind;
  readonly cell: number;
  /** Quarter turns clockwise: a straight runs north-south at 0, a curve joins north and east at 0. */
  readonly r: number;
}
export interface Station {
  readonly cell: number;
  /** Directions its track leaves in (0 north, 1 east, 2 south, 3 west): one at the depot and the terminus. */
  readonly openings: readonly number[];
  readonly name: string;
}

export interface RailOptions {
  readonly level: number;
}

export interface RailState extends Undoable<RailState> {
  /** The level played; a daily puzzle is DAILY_LEVEL's board and points. */
  readonly level: number;
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  readonly width: number;
  readonly height: number;
  /** Depot first, terminus last, the others in the order the known route passes them. */
  readonly stations: readonly Station[];
  readonly rocks: readonly number[];
  readonly tiles: readonly Tile[];
  /** The known route, depot to terminus (cells). */
  readonly route: readonly number[];
  readonly timeLimitMs: number;
  readonly departed: boolean;
  readonly hints: number;
}

export const LEVEL_COUNT = 15;
/** The daily puzzle's level: a middle one (a 6×6 board, three stops between depot and terminus). */
export const DAILY_LEVEL = 8;
export const ADD_TIME_MS = 30_000;
export const SCORE = { perTile: 50, perLevel: 100, perHint: 50, perSecondLeft: 5, least: 50 } as const;
const MINIMUM_MS_PER_MOVE = 250;
const STATION_NAMES = ["Teaport", "Elmfield", "Brook End", "Millcross", "Oakridge", "Pinewood", "Harbour"];

const DX = [0, 1, 0, -1] as const;
const DY = [-1, 0, 1, 0] as const;

export function openingsOf(tile: Pick<Tile, "kind" | "r">): number[] {
  return tile.kind === "straight" ? (tile.r % 2 === 0 ? [0, 2] : [1, 3]) : [tile.r % 4, (tile.r + 1) % 4];
}

/** A straight turned half way round is the same straight. */
const sameTurn = (kind: TileKind, a: number, b: number) => (kind === "straight" ? a % 2 === b % 2 : a % 4 === b % 4);

export function neighbour(state: Pick<RailState, "width" | "height">, cell: number, direction: number): number | null {
  const x = (cell % state.width) + DX[direction as 0]!;
  const y = Math.floor(cell / state.width) + DY[direction as 0]!;
  return x < 0 || y < 0 || x >= state.width || y >= state.height ? null : y * state.width + x;
}

function directionBetween(width: number, from: number, to: number): number {
  if (to === from - width) return 0;
  if (to === from + 1) return 1;
  if (to === from + width) return 2;
  return 3;
}

/** The piece a route needs at position `index`: its kind and turn, from the directions to its neighbours. */
function pieceFor(width: number, route: readonly number[], index: number): { kind: TileKind; r: number } {
  const a = directionBetween(width, route[index]!, route[index - 1]!);
  const b = directionBetween(width, route[index]!, route[index + 1]!);
  if ((a + 2) % 4 === b) return { kind: "straight", r: a % 2 };
  const r = (b + 1) % 4 === a ? b : a;
  return { kind: "curve", r };
}

interface LevelSpec {
  size: number;
  stops: number;
  routeShare: number;
  rocks: number;
}

function levelSpec(level: number): LevelSpec {
  return {
    size: 5 + Math.floor((level - 1) / 5),
    stops: Math.min(4, 1 + Math.floor((level - 1) / 3)),
    routeShare: 0.4 + 0.03 * ((level - 1) % 5),
    rocks: Math.min(6, Math.floor(level / 2)),
  };
}

/** A random self-avoiding route of `length` cells (depth-first, with a budget), or null. */
function randomRoute(random: Random, size: number, length: number): number[] | null {
  const start = random.int(size * size);
  const route = [start];
  const used = new Set(route);
  let budget = 4_000;
  const grow = (): boolean => {
    if (route.length === length) return true;
    if (--budget < 0) return false;
    const here = route.at(-1)!;
    for (const direction of random.shuffle([0, 1, 2, 3])) {
      const next = neighbour({ width: size, height: size }, here, direction);
      if (next === null || used.has(next)) continue;
      route.push(next);
      used.add(next);
      if (grow()) return true;
      route.pop();
      used.delete(next);
    }
    return false;
  };
  return grow() ? route : null;
}

function newGame(seed: string, options: RailOptions): RailState {
  const daily = dailyDateOf("RAI", seed);
  const level = daily === null ? options.level : DAILY_LEVEL;
  const spec = levelSpec(level);
  const size = spec.size;
  const length = Math.max(spec.stops + 4, Math.round(size * size * spec.routeShare));
  for (let attempt = 0; ; attempt++) {
    const random = seededRandom(`${seed}:rail:${level}:${attempt}`);
    const route = randomRoute(random, size, length);
    if (!route) continue;
    // Stops spread along the route, never next to each other or to the ends.
    const stopIndexes = Array.from({ length: spec.stops }, (_, stop) => Math.round(((stop + 1) * (route.length - 1)) / (spec.stops + 1)));
    const stationIndexes = [0, ...stopIndexes, route.length - 1];
    const names = random.shuffle(STATION_NAMES);
    const stations: Station[] = stationIndexes.map((index, order) => {
      const openings =
        index === 0
          ? [directionBetween(size, route[0]!, route[1]!)]
          : index === route.length - 1
            ? [directionBetween(size, route[index]!, route[index - 1]!)]
            : openingsOf(pieceFor(size, route, index));
      return { cell: route[index]!, openings, name: names[order % names.length]! };
    });
    const stationCells = new Set(stations.map((station) => station.cell));
    const pieces = route.flatMap((_, index) => (stationIndexes.includes(index) ? [] : [pieceFor(size, route, index).kind]));
    const offRoute = random.shuffle(Array.from({ length: size * size }, (_, cell) => cell).filter((cell) => !route.includes(cell)));
    const rocks = offRoute.slice(0, spec.rocks);
    const free = random.shuffle(Array.from({ length: size * size }, (_, cell) => cell).filter((cell) => !stationCells.has(cell) && !rocks.includes(cell)));
    const tiles = pieces.map((kind, index): Tile => ({ kind, cell: free[index]!, r: random.int(4) }));
    const tracks = pieces.length;
    const state: RailState = {
      level,
      daily,
      width: size,
      height: size,
      stations,
      rocks,
      tiles,
      route,
      timeLimitMs: (30 + 5 * tracks - 2 * (level - 1)) * 1_000,
      departed: false,
      hints: 0,
      previous: null,
    };
    if (!isComplete(state)) return state;
  }
}

/** The line from the depot, as far as it runs: the cells it passes, and whether it reaches the terminus through every station. */
export function traceLine(state: RailState): { cells: number[]; complete: boolean } {
  const byCell = new Map<number, number[]>();
  for (const tile of state.tiles) byCell.set(tile.cell, openingsOf(tile));
  for (const station of state.stations) byCell.set(station.cell, [...station.openings]);
  const depot = state.stations[0]!;
  const terminus = state.stations.at(-1)!;
  const cells = [depot.cell];
  let here = depot.cell;
  let heading = depot.openings[0]!;
  for (let step = 0; step < state.width * state.height; step++) {
    const next = neighbour(state, here, heading);
    const openings = next === null ? undefined : byCell.get(next);
    const back = (heading + 2) % 4;
    if (next === null || !openings?.includes(back) || cells.includes(next)) break;
    cells.push(next);
    if (next === terminus.cell) {
      const passed = state.stations.every((station) => cells.includes(station.cell));
      return { cells, complete: passed };
    }
    here = next;
    heading = openings.find((opening) => opening !== back)!;
  }
  return { cells, complete: false };
}

const isComplete = (state: RailState) => traceLine(state).complete;

const MOST_CELLS = 64;

function parseOptions(raw: unknown): RailOptions {
  return parseLevelOptions(raw, LEVEL_COUNT, "Rail Rider");
}

const isPowerup = isOneOf<RailPowerup>(["UN", "HI", "AT"]);
const isCell = (value: unknown): value is number => isIntegerIn(value, 0, MOST_CELLS - 1);

function parseMove(raw: unknown): RailMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "rotate" && keys === "c,t" && isCell(raw.c)) return { t: "rotate", c: raw.c };
    if (raw.t === "move" && keys === "from,t,to" && isCell(raw.from) && isCell(raw.to)) return { t: "move", from: raw.from, to: raw.to };
    if (raw.t === "depart" && keys === "t") return { t: "depart" };
    if (raw.t === "powerup" && keys === "id,t" && isPowerup(raw.id)) return { t: "powerup", id: raw.id };
  }
  throw notAMove("Rail Rider", raw);
}

export const tileAt = (state: RailState, cell: number) => state.tiles.findIndex((tile) => tile.cell === cell);

/** Where a tile may be set down: on the board, not on a station or a rock. */
export function isFreeGround(state: RailState, cell: number): boolean {
  return cell >= 0 && cell < state.width * state.height && !state.rocks.includes(cell) && !state.stations.some((station) => station.cell === cell);
}

/** Whether a tile lies where the known route needs one like it, turned the right way. */
function isSetRight(state: RailState, tile: Tile): boolean {
  const index = state.route.indexOf(tile.cell);
  if (index <= 0 || index >= state.route.length - 1) return false;
  const need = pieceFor(state.width, state.route, index);
  return need.kind === tile.kind && sameTurn(tile.kind, need.r, tile.r);
}

/** The route cell a Hint sets right next, with the tile it moves there; null when every tile is right. */
export function hintStep(state: RailState): { cell: number; tile: number; r: number } | null {
  const stationCells = new Set(state.stations.map((station) => station.cell));
  for (let index = 1; index < state.route.length - 1; index++) {
    const cell = state.route[index]!;
    if (stationCells.has(cell)) continue;
    const there = tileAt(state, cell);
    if (there !== -1 && isSetRight(state, state.tiles[there]!)) continue;
    const need = pieceFor(state.width, state.route, index);
    const tile = there !== -1 && state.tiles[there]!.kind === need.kind ? there : state.tiles.findIndex((candidate) => candidate.kind === need.kind && !isSetRight(state, candidate));
    return { cell, tile, r: need.r };
  }
  return null;
}

function moveTile(state: RailState, from: number, to: number): Tile[] {
  const moving = tileAt(state, from);
  const other = tileAt(state, to);
  return state.tiles.map((tile, index) => (index === moving ? { ...tile, cell: to } : index === other ? { ...tile, cell: from } : tile));
}

function apply(state: RailState, move: RailMove): RailState {
  if (isComplete(state)) throw new IllegalMoveError("The line is finished: the train is on its way.");
  if (state.departed && !(move.t === "powerup" && move.id === "AT")) throw new IllegalMoveError("The train has left. Add Time holds it 30 more seconds.");
  const next = (changes: Partial<RailState>): RailState => ({ ...state, ...changes, previous: state });
  switch (move.t) {
    case "depart":
      return next({ departed: true });
    case "rotate": {
      const index = tileAt(state, move.c);
      if (index === -1) throw new IllegalMoveError("There is no track tile to turn there.");
      return next({ tiles: state.tiles.map((tile, at) => (at === index ? { ...tile, r: (tile.r + 1) % 4 } : tile)) });
    }
    case "move":
      if (tileAt(state, move.from) === -1) throw new IllegalMoveError("There is no track tile to move there.");
      if (move.from === move.to) throw new IllegalMoveError("The tile is already there.");
      if (!isFreeGround(state, move.to)) throw new IllegalMoveError("Track tiles go on grass, not on stations or rocks.");
      return next({ tiles: moveTile(state, move.from, move.to) });
    case "powerup":
      if (move.id === "AT") return next({ timeLimitMs: state.timeLimitMs + ADD_TIME_MS, departed: false });
      if (move.id === "UN") return undo(state);
      return hint(state);
  }
}

function hint(state: RailState): RailState {
  const step = hintStep(state);
  if (step === null) throw new IllegalMoveError("Every tile is already set right.");
  const from = state.tiles[step.tile]!.cell;
  const moved = from === step.cell ? state.tiles : moveTile(state, from, step.cell);
  const tiles = moved.map((tile, index) => (index === step.tile ? { ...tile, r: step.r } : tile));
  return { ...state, tiles, hints: state.hints + 1, previous: state };
}

function legalMoves(state: RailState): RailMove[] {
  if (isComplete(state)) return [];
  if (state.departed) return [{ t: "powerup", id: "AT" }];
  const moves: RailMove[] = [{ t: "depart" }, { t: "powerup", id: "AT" }];
  for (const tile of state.tiles) {
    moves.push({ t: "rotate", c: tile.cell });
    for (let to = 0; to < state.width * state.height; to++) if (to !== tile.cell && isFreeGround(state, to)) moves.push({ t: "move", from: tile.cell, to });
  }
  if (hintStep(state)) moves.push({ t: "powerup", id: "HI" });
  if (canUndo(state)) moves.push({ t: "powerup", id: "UN" });
  return moves;
}

function baseScore(state: RailState): number {
  return Math.max(SCORE.least, SCORE.perTile * state.tiles.length + SCORE.perLevel * state.level - SCORE.perHint * state.hints);
}

function status(state: RailState): GameStatus {
  if (isComplete(state)) return { phase: "won", score: baseScore(state) };
  if (state.departed) return { phase: "lost", score: 0, reason: "The train left before the line was finished." };
  return { phase: "playing", score: 0 };
}

/** A finished line scores its points plus 5 for every second left before the train was due. */
function finalScore(state: RailState, facts: FinishFacts): number {
  if (!isComplete(state)) return 0;
  return baseScore(state) + SCORE.perSecondLeft * Math.max(0, Math.floor((state.timeLimitMs - facts.playedMs) / 1000));
}

/** Moves that finish the known route from a fresh board: each tile moved to its cell and turned. */
export function solutionMoves(start: RailState): RailMove[] {
  let state = start;
  const moves: RailMove[] = [];
  const play = (move: RailMove) => {
    state = apply(state, move);
    moves.push(move);
  };
  for (let step = hintStep(state); step !== null && !isComplete(state); step = hintStep(state)) {
    const from = state.tiles[step.tile]!.cell;
    if (from !== step.cell) play({ t: "move", from, to: step.cell });
    for (let turn = 0; turn < 4 && !isComplete(state) && !sameTurn(state.tiles[step.tile]!.kind, state.tiles[step.tile]!.r, step.r); turn++) play({ t: "rotate", c: step.cell });
  }
  return moves;
}

export const rules = {
  code: "RAI",
  // 2: daily puzzles (a daily seed deals DAILY_LEVEL's board whatever the level asked for).
  version: 2,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: RailMove) => (move.t === "powerup" ? move.id : null),
  finalScore,
  bonusName: "Time bonus",
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<RailState, RailMove, RailOptions>;
