/**
 * Quinn's Aquarium: match-3 on an 8x8 grid of sea creatures. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * A swap of two neighbours is legal only when it lines up three or more of a kind (or moves a
 * colour bomb). Matched creatures pop, the ones above fall and new ones drop in from the level's
 * random stream (its draw count is part of the state, so refills replay exactly). Four in a line
 * leave a line tile that clears its row (a row match) or column; five leave a colour bomb that
 * clears every creature of the kind it is swapped with. A board without a legal swap is
 * reshuffled. The level alone decides the board, like Mahjong Getaway's cities: the same for every
 * player, and each proven winnable by the solver in the tests. A won level earns Sand Dollars.
 *
 * A daily puzzle (the server's daily seed, "QUA:2026-11-30") plays the goals and moves of the date's
 * level among DAILY_LEVELS on a board dealt from the date's own stream, whatever level was asked for:
 * the same tank for everyone that day.
 */
import { IllegalMoveError, type GameRules, type GameStatus, type ItemReward } from "../engines/gameRules.ts";
import { dailyDateOf } from "../engines/daily/days.ts";
import { parseLevelOptions } from "../engines/levels/options.ts";
import { isIntegerIn, isRecord, shapeOf, notAMove } from "../engines/moveShapes.ts";
import { seededRandom, type Random } from "../engines/random.ts";
import { LAYOUTS, LEVELS, type Goal, type LevelDef } from "./levels.ts";
import { formatCount } from "../../shared/numbers.ts";

export const SIZE = 8;
export const CELLS = SIZE * SIZE;
export const KIND_NAMES = ["Fish", "Crab", "Starfish", "Shell", "Octopus", "Seahorse"] as const;
/** The kind a colour bomb has: it matches nothing and is not collected as a creature. */
export const BOMB_KIND = -1;
/** The store item the game pays in. */
export const SAND_DOLLARS_ITEM = "SD";
export const HAMMER = "HM";
export const SCORE = { perTile: 10, perMoveLeft: 50 } as const;
/** Sand Dollars for a won level: the base, one more per five levels, one per five moves left. */
export const SAND_DOLLARS = { base: 5, perFiveLevels: 1, perFiveMovesLeft: 1 } as const;
const SHUFFLE_TRIES = 60;
/**
 * The levels a daily puzzle borrows its goals, moves and layout from, one a day in turn: a score,
 * creatures, sand, bubbles and a score, two creatures, sand and bubbles, bubbles. Each leaves the
 * solver moves to spare on any date's board (see __tests__/rules.test.ts), so every day can be won.
 */
export const DAILY_LEVELS: readonly number[] = [5, 12, 16, 21, 14, 10, 15];

export type Special = "row" | "col" | "bomb";

export interface Tile {
  /** Stable while the tile lives, so a view can follow it as it falls. */
  readonly id: number;
  readonly kind: number;
  readonly special: Special | null;
  /** A bubble holds it in place for swaps; a match next to it (or a hit) pops the bubble. */
  readonly bubble: boolean;
}

export type Board = readonly (Tile | null)[];

/** One picture of a move's resolution for the view: the board, and the tiles popping in this step. */
export interface Frame {
  readonly board: Board;
  readonly popping: readonly { readonly cell: number; readonly tile: Tile }[];
}

export type AquariumMove = { readonly t: "swap"; readonly a: number; readonly b: number } | { readonly t: "hammer"; readonly c: number };

export interface AquariumOptions {
  level: number;
}

export interface AquariumState {
  /** The level played; a daily puzzle plays the goals and moves of its date's level (dailyLevelOf). */
  readonly level: number;
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  readonly board: Board;
  /** Sand under each cell, cleared when a tile there pops. */
  readonly sand: readonly boolean[];
  readonly sandTotal: number;
  readonly bubbleTotal: number;
  readonly movesLeft: number;
  readonly score: number;
  /** Creatures cleared, by kind. */
  readonly collected: readonly number[];
  readonly nextId: number;
  /** Random draws used so far: each refill or shuffle takes the next one of the level's stream. */
  readonly draws: number;
  /** How the last move resolved, step by step (empty at the start). */
  readonly trace: readonly Frame[];
  /** The last move ended in a reshuffle (no swap was left). */
  readonly reshuffled: boolean;
}

/** The level whose goals and moves the daily puzzle of `date` (YYYY-MM-DD) plays: DAILY_LEVELS in turn, day by day. */
export function dailyLevelOf(date: string): number {
  const day = Math.floor(Date.parse(`${date}T12:00:00Z`) / 86_400_000);
  return DAILY_LEVELS[day % DAILY_LEVELS.length]!;
}

export function levelDef(level: number): LevelDef {
  const def = LEVELS[level - 1];
  if (!def) throw new RangeError(`Quinn's Aquarium has levels 1 to ${LEVELS.length}.`);
  return def;
}

export const rowOf = (cell: number) => Math.floor(cell / SIZE);
export const colOf = (cell: number) => cell % SIZE;

export function areNeighbours(a: number, b: number): boolean {
  return (rowOf(a) === rowOf(b) && Math.abs(a - b) === 1) || (colOf(a) === colOf(b) && Math.abs(a - b) === SIZE);
}

/** The board's random stream: a level's own, or a daily puzzle's date's. */
function randomOf(work: { level: number; daily: string | null }, draw: number): Random {
  return seededRandom(work.daily === null ? `quinns-aquarium/${work.level}/${draw}` : `quinns-aquarium/daily/${work.daily}/${draw}`);
}

/** Mutable working copy of a state while a move resolves. */
interface Work {
  board: (Tile | null)[];
  sand: boolean[];
  score: number;
  collected: number[];
  nextId: number;
  draws: number;
  frames: Frame[];
  kinds: number;
  level: number;
  daily: string | null;
}

function matchable(tile: Tile | null | undefined): tile is Tile {
  return tile !== null && tile !== undefined && tile.kind !== BOMB_KIND;
}

interface Run {
  cells: number[];
  across: boolean;
}

/** Every line of three or more of a kind, across and down. */
export function findRuns(board: Board): Run[] {
  const runs: Run[] = [];
  for (const across of [true, false]) {
    for (let line = 0; line < SIZE; line++) {
      let start = 0;
      for (let step = 1; step <= SIZE; step++) {
        const at = (index: number) => (across ? line * SIZE + index : index * SIZE + line);
        const first = board[at(start)];
        const here = step < SIZE ? board[at(step)] : null;
        if (step < SIZE && matchable(first) && matchable(here) && here.kind === first.kind) continue;
        if (step - start >= 3 && matchable(first)) runs.push({ cells: Array.from({ length: step - start }, (_, index) => at(start + index)), across });
        start = step;
      }
    }
  }
  return runs;
}

/** Whether swapping `a` and `b` is allowed on this board (neighbours, no bubble, and a match or a bomb). */
export function swapAllowed(board: Board, a: number, b: number): boolean {
  const first = board[a];
  const second = board[b];
  if (!first || !second || first.bubble || second.bubble || !areNeighbours(a, b)) return false;
  if (first.kind === BOMB_KIND || second.kind === BOMB_KIND) return true;
  const swapped = [...board];
  swapped[a] = second;
  swapped[b] = first;
  return lineThrough(swapped, a) || lineThrough(swapped, b);
}

function lineThrough(board: Board, cell: number): boolean {
  const tile = board[cell];
  if (!matchable(tile)) return false;
  const same = (row: number, col: number) => row >= 0 && row < SIZE && col >= 0 && col < SIZE && board[row * SIZE + col]?.kind === tile.kind;
  const count = (dr: number, dc: number) => {
    let n = 0;
    while (same(rowOf(cell) + dr * (n + 1), colOf(cell) + dc * (n + 1))) n++;
    return n;
  };
  return count(0, -1) + count(0, 1) >= 2 || count(-1, 0) + count(1, 0) >= 2;
}

/** Every legal swap (each pair once, the smaller cell first). */
export function legalSwaps(board: Board): AquariumMove[] {
  const swaps: AquariumMove[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (colOf(cell) < SIZE - 1 && swapAllowed(board, cell, cell + 1)) swaps.push({ t: "swap", a: cell, b: cell + 1 });
    if (rowOf(cell) < SIZE - 1 && swapAllowed(board, cell, cell + SIZE)) swaps.push({ t: "swap", a: cell, b: cell + SIZE });
  }
  return swaps;
}

function newTile(work: Work, kind: number, special: Special | null = null, bubble = false): Tile {
  return { id: work.nextId++, kind, special, bubble };
}

/** The most common creature on the board (a bomb set off by a hit clears that kind). */
function commonestKind(board: Board): number {
  const counts = new Array<number>(KIND_NAMES.length).fill(0);
  for (const tile of board) if (matchable(tile)) counts[tile.kind]!++;
  return counts.indexOf(Math.max(...counts));
}

/**
 * Clears the cells hit (and whatever the specials among them set off), pops bubbles next to
 * `matched` cells, scores `chain` times the tiles cleared and records a frame of holes.
 */
function clearCells(work: Work, hit: Iterable<number>, matched: readonly number[], chain: number, created: readonly { cell: number; tile: Tile }[], bombKind?: number): void {
  const queue = [...hit];
  const cleared = new Set<number>();
  const popping: { cell: number; tile: Tile }[] = [];
  while (queue.length > 0) {
    const cell = queue.shift()!;
    const tile = work.board[cell];
    if (cleared.has(cell) || !tile) continue;
    cleared.add(cell);
    popping.push({ cell, tile });
    if (tile.kind !== BOMB_KIND) work.collected[tile.kind]!++;
    work.sand[cell] = false;
    if (tile.special === "row") for (let col = 0; col < SIZE; col++) queue.push(rowOf(cell) * SIZE + col);
    if (tile.special === "col") for (let row = 0; row < SIZE; row++) queue.push(row * SIZE + colOf(cell));
    if (tile.special === "bomb") {
      const kind = bombKind ?? commonestKind(work.board);
      work.board.forEach((other, index) => {
        if (other?.kind === kind) queue.push(index);
      });
    }
  }
  for (const cell of cleared) work.board[cell] = null;
  for (const cell of matched) {
    for (const next of [cell - SIZE, cell + SIZE, colOf(cell) > 0 ? cell - 1 : -1, colOf(cell) < SIZE - 1 ? cell + 1 : -1]) {
      const tile = work.board[next];
      if (next >= 0 && tile?.bubble) work.board[next] = { ...tile, bubble: false };
    }
  }
  work.score += SCORE.perTile * chain * cleared.size;
  for (const { cell, tile } of created) work.board[cell] = tile;
  work.frames.push({ board: [...work.board], popping });
}

/** Tiles fall into the holes below them; new ones drop in from the level's stream. */
function fallAndRefill(work: Work): void {
  const random = randomOf(work, work.draws++);
  for (let col = 0; col < SIZE; col++) {
    const column: Tile[] = [];
    for (let row = SIZE - 1; row >= 0; row--) {
      const tile = work.board[row * SIZE + col];
      if (tile) column.push(tile);
    }
    for (let row = SIZE - 1; row >= 0; row--) {
      const index = SIZE - 1 - row;
      work.board[row * SIZE + col] = column[index] ?? newTile(work, random.int(work.kinds));
    }
  }
  work.frames.push({ board: [...work.board], popping: [] });
}

/** Matches, specials, falls and refills until the board is still. */
function cascade(work: Work, swapped: readonly number[]): void {
  for (let chain = 1; ; chain++) {
    const runs = findRuns(work.board).sort((x, y) => y.cells.length - x.cells.length);
    if (runs.length === 0) return;
    const matched = new Set<number>();
    const created: { cell: number; tile: Tile }[] = [];
    for (const run of runs) {
      run.cells.forEach((cell) => matched.add(cell));
      if (run.cells.length < 4) continue;
      const cell = run.cells.find((candidate) => swapped.includes(candidate)) ?? run.cells.at(-1)!;
      if (created.some((made) => made.cell === cell)) continue;
      const kind = work.board[cell]!.kind;
      created.push(run.cells.length >= 5 ? { cell, tile: newTile(work, BOMB_KIND, "bomb") } : { cell, tile: newTile(work, kind, run.across ? "row" : "col") });
    }
    clearCells(work, matched, [...matched], chain, created);
    fallAndRefill(work);
    swapped = [];
  }
}

function hasSwap(board: Board): boolean {
  for (let cell = 0; cell < CELLS; cell++) {
    if (colOf(cell) < SIZE - 1 && swapAllowed(board, cell, cell + 1)) return true;
    if (rowOf(cell) < SIZE - 1 && swapAllowed(board, cell, cell + SIZE)) return true;
  }
  return false;
}

/**
 * The free tiles in a new order with no line made and a swap left (bubbled tiles stay); when
 * no order of these tiles works, the free tiles are dealt anew.
 */
function reshuffle(work: Work): void {
  const random = randomOf(work, work.draws++);
  const free = work.board.flatMap((tile, cell) => (tile && !tile.bubble ? [cell] : []));
  for (let attempt = 0; attempt < SHUFFLE_TRIES * 2; attempt++) {
    const fresh = attempt >= SHUFFLE_TRIES;
    const tiles = fresh ? free.map(() => newTile(work, random.int(work.kinds))) : random.shuffle(free.map((cell) => work.board[cell]!));
    const board = [...work.board];
    free.forEach((cell, index) => {
      board[cell] = tiles[index]!;
    });
    if (findRuns(board).length === 0 && hasSwap(board)) {
      work.board = board;
      work.frames.push({ board: [...board], popping: [] });
      return;
    }
  }
  throw new Error(`Level ${work.level} found no board to reshuffle to.`);
}

function workOf(state: AquariumState): Work {
  return {
    board: [...state.board],
    sand: [...state.sand],
    score: state.score,
    collected: [...state.collected],
    nextId: state.nextId,
    draws: state.draws,
    frames: [],
    kinds: levelDef(state.level).kinds,
    level: state.level,
    daily: state.daily,
  };
}

/** How far a goal is: `done` of `need`. */
export function goalProgress(state: AquariumState, goal: Goal): { done: number; need: number } {
  switch (goal.t) {
    case "score":
      return { done: Math.min(state.score, goal.n), need: goal.n };
    case "collect":
      return { done: Math.min(state.collected[goal.kind]!, goal.n), need: goal.n };
    case "sand":
      return { done: state.sandTotal - state.sand.filter(Boolean).length, need: state.sandTotal };
    case "bubbles":
      return { done: state.bubbleTotal - state.board.filter((tile) => tile?.bubble).length, need: state.bubbleTotal };
  }
}

export function goalsMet(state: AquariumState): boolean {
  return levelDef(state.level).goals.every((goal) => {
    const { done, need } = goalProgress(state, goal);
    return done >= need;
  });
}

export function goalText(goal: Goal): string {
  switch (goal.t) {
    case "score":
      return `Score ${formatCount(goal.n)}`;
    case "collect":
      return `Clear ${goal.n} ${KIND_NAMES[goal.kind]}`;
    case "sand":
      return "Clear all the sand";
    case "bubbles":
      return "Pop every bubble";
  }
}

function finishMove(state: AquariumState, work: Work, movesLeft: number): AquariumState {
  let next: AquariumState = {
    ...state,
    board: work.board,
    sand: work.sand,
    score: work.score,
    collected: work.collected,
    nextId: work.nextId,
    draws: work.draws,
    movesLeft,
    trace: work.frames,
    reshuffled: false,
  };
  if (goalsMet(next)) return { ...next, score: next.score + SCORE.perMoveLeft * movesLeft };
  if (movesLeft > 0 && !hasSwap(next.board)) {
    reshuffle(work);
    next = { ...next, board: work.board, nextId: work.nextId, draws: work.draws, trace: work.frames, reshuffled: true };
  }
  return next;
}

function swap(state: AquariumState, a: number, b: number): AquariumState {
  if (!areNeighbours(a, b)) throw new IllegalMoveError("Swap two neighbouring tiles.");
  const first = state.board[a]!;
  const second = state.board[b]!;
  if (first.bubble || second.bubble) throw new IllegalMoveError("A creature in a bubble cannot move: make a match next to it to pop the bubble.");
  if (!swapAllowed(state.board, a, b)) throw new IllegalMoveError("That swap makes no match.");
  const work = workOf(state);
  work.board[a] = second;
  work.board[b] = first;
  work.frames.push({ board: [...work.board], popping: [] });
  if (first.kind === BOMB_KIND || second.kind === BOMB_KIND) {
    const bombCell = first.kind === BOMB_KIND ? b : a;
    const other = first.kind === BOMB_KIND ? second : first;
    const otherCell = bombCell === a ? b : a;
    // Two bombs clear the whole tank; one clears every creature of the other's kind.
    const hit = other.kind === BOMB_KIND ? work.board.map((_, cell) => cell) : [bombCell, otherCell, ...work.board.flatMap((tile, cell) => (tile?.kind === other.kind ? [cell] : []))];
    const bomb = work.board[bombCell]!;
    work.board[bombCell] = { ...bomb, special: null };
    clearCells(work, hit, [bombCell, otherCell], 1, []);
    fallAndRefill(work);
    cascade(work, []);
  } else {
    cascade(work, [a, b]);
  }
  return finishMove(state, work, state.movesLeft - 1);
}

function hammer(state: AquariumState, cell: number): AquariumState {
  const work = workOf(state);
  clearCells(work, [cell], [], 1, []);
  fallAndRefill(work);
  cascade(work, []);
  return finishMove(state, work, state.movesLeft);
}

function newGame(seed: string, options: AquariumOptions): AquariumState {
  const daily = dailyDateOf("QUA", seed);
  const level = daily === null ? options.level : dailyLevelOf(daily);
  const def = levelDef(level);
  const layout = def.layout ? LAYOUTS[def.layout] : null;
  const marks = (cell: number) => layout?.[rowOf(cell)]?.[colOf(cell)] ?? ".";
  for (let draw = 0; ; draw++) {
    const work: Work = { board: [], sand: [], score: 0, collected: KIND_NAMES.map(() => 0), nextId: 0, draws: draw + 1, frames: [], kinds: def.kinds, level, daily };
    const random = randomOf(work, draw);
    for (let cell = 0; cell < CELLS; cell++) {
      // No line at the start: a kind is skipped when the two before it, across or down, are that kind.
      const left = colOf(cell) >= 2 && work.board[cell - 1]!.kind === work.board[cell - 2]!.kind ? work.board[cell - 1]!.kind : -2;
      const up = rowOf(cell) >= 2 && work.board[cell - SIZE]!.kind === work.board[cell - 2 * SIZE]!.kind ? work.board[cell - SIZE]!.kind : -2;
      const allowed = Array.from({ length: def.kinds }, (_, kind) => kind).filter((kind) => kind !== left && kind !== up);
      const mark = marks(cell);
      work.board.push(newTile(work, random.pick(allowed), null, mark === "o" || mark === "x"));
      work.sand.push(mark === "s" || mark === "x");
    }
    if (!hasSwap(work.board)) continue;
    return {
      level,
      daily,
      board: work.board,
      sand: work.sand,
      sandTotal: work.sand.filter(Boolean).length,
      bubbleTotal: work.board.filter((tile) => tile?.bubble).length,
      movesLeft: def.moves,
      score: 0,
      collected: work.collected,
      nextId: work.nextId,
      draws: work.draws,
      trace: [],
      reshuffled: false,
    };
  }
}

const parseOptions = (raw: unknown): AquariumOptions => parseLevelOptions(raw, LEVELS.length, "Quinn's Aquarium");

function parseMove(raw: unknown): AquariumMove {
  if (isRecord(raw)) {
    const keys = shapeOf(raw);
    if (raw.t === "swap" && keys === "a,b,t" && isIntegerIn(raw.a, 0, CELLS - 1) && isIntegerIn(raw.b, 0, CELLS - 1)) return { t: "swap", a: raw.a, b: raw.b };
    if (raw.t === "hammer" && keys === "c,t" && isIntegerIn(raw.c, 0, CELLS - 1)) return { t: "hammer", c: raw.c };
  }
  throw notAMove("Quinn's Aquarium", raw);
}

function status(state: AquariumState): GameStatus {
  if (goalsMet(state)) return { phase: "won", score: state.score };
  if (state.movesLeft <= 0) {
    const missing = levelDef(state.level)
      .goals.filter((goal) => goalProgress(state, goal).done < goalProgress(state, goal).need)
      .map((goal) => {
        const { done, need } = goalProgress(state, goal);
        return `${goalText(goal)} (${done} of ${need})`;
      });
    return { phase: "lost", score: state.score, reason: `Out of moves. Still to do: ${missing.join(", ")}.` };
  }
  return { phase: "playing", score: state.score };
}

function apply(state: AquariumState, move: AquariumMove): AquariumState {
  if (status(state).phase !== "playing") throw new IllegalMoveError(goalsMet(state) ? "The level is won." : "No moves are left.");
  if (move.t === "hammer") return hammer(state, move.c);
  return swap(state, move.a, move.b);
}

function legalMoves(state: AquariumState): AquariumMove[] {
  if (status(state).phase !== "playing") return [];
  return [...legalSwaps(state.board), ...state.board.map((_, c): AquariumMove => ({ t: "hammer", c }))];
}

/** The Sand Dollars a won level earns. */
export function sandDollarsFor(state: AquariumState): number {
  if (!goalsMet(state)) return 0;
  return SAND_DOLLARS.base + SAND_DOLLARS.perFiveLevels * Math.floor(state.level / 5) + SAND_DOLLARS.perFiveMovesLeft * Math.floor(state.movesLeft / 5);
}

function itemReward(state: AquariumState): ItemReward | null {
  const count = sandDollarsFor(state);
  return count > 0 ? { itemId: SAND_DOLLARS_ITEM, count } : null;
}

/** A readable picture of the board, for test failures. */
export function describe(state: AquariumState): string {
  const mark = (tile: Tile | null) => (!tile ? "." : tile.kind === BOMB_KIND ? "*" : `${tile.kind}${tile.special === "row" ? "-" : tile.special === "col" ? "|" : tile.bubble ? "o" : " "}`);
  return Array.from({ length: SIZE }, (_, row) => state.board.slice(row * SIZE, row * SIZE + SIZE).map(mark).join(" ")).join("\n");
}

export const rules = {
  code: "QUA",
  // 2: daily puzzles (a daily seed deals the date's board with the goals of its level among DAILY_LEVELS).
  version: 2,
  parseOptions,
  parseMove,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: AquariumMove) => (move.t === "hammer" ? HAMMER : null),
  itemReward,
  // A swap, its cascade and the eye to find the next one: no one plays faster than this.
  minimumHumanMs: (moveCount: number) => moveCount * 400,
} satisfies GameRules<AquariumState, AquariumMove, AquariumOptions>;
