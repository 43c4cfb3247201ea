/**
 * Mahjong solitaire rules shared by the mahjong games: take free matching pairs until the board
 * is clear, before the time runs out. Each game gives its code, its options and how a session's
 * seed and options become a board (layout, deal seed, time); the rest is here. Pure and
 * deterministic: the frame plays with it and the server replays the move log with it.
 */
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../moveShapes.ts";
import { seededRandom } from "../random.ts";
import { canTake, dealByReversePlay, freePairs, geometryOf, nextPair, type Geometry, type Pair } from "./board.ts";
import { isLayoutId, layoutById, type LayoutId } from "./layouts.ts";
import { fullSetPairs, pairUp, type Face } from "./tiles.ts";

/** docs/product/play.md#game-rules: Auto Play clears 5 pairs; Freeze stops the clock 30 s; Add Time gives 30 s. */
export const AUTO_PLAY_PAIRS = 5;
export const FREEZE_MS = 30_000;
export const ADD_TIME_MS = 30_000;
export const SCORE = { perPair: 20, perSecondLeft: 5 } as const;

export type MahjongPowerup = "SH" | "AP" | "AT";

export type MahjongMove =
  | { readonly t: "match"; readonly a: number; readonly b: number }
  | { readonly t: "shuffle" }
  | { readonly t: "auto" }
  | { readonly t: "addTime" }
  | { readonly t: "timeout" };

export interface MahjongState {
  readonly layout: LayoutId;
  /** The seed the tiles were dealt from (shuffles derive theirs from it). */
  readonly deal: string;
  /** A face per layout position; null once taken. */
  readonly faces: readonly (Face | null)[];
  /** An order of pairs that clears the board as dealt (or as last shuffled). */
  readonly solution: readonly Pair[];
  readonly pairs: number;
  readonly shuffles: number;
  /** The play time the board allows, Add Time included. */
  readonly timeLimitMs: number;
  readonly timedOut: boolean;
}

/** What a game's seed and options make: the layout, the deal's seed and the time allowed. */
export interface BoardSetup {
  layout: LayoutId;
  deal: string;
  timeLimitMs: number;
}

export interface MahjongConfig<Options> {
  code: string;
  /** The game's name, for messages. */
  name: string;
  version: number;
  /** The powerups whose moves this game accepts (Hint and Freeze have no move). */
  powerups: readonly MahjongPowerup[];
  parseOptions(raw: unknown): Options;
  setup(seed: string, options: Options): BoardSetup;
}

const POWERUP_OF: Record<MahjongMove["t"], MahjongPowerup | null> = { match: null, shuffle: "SH", auto: "AP", addTime: "AT", timeout: null };

export function geometryFor(state: Pick<MahjongState, "layout">): Geometry {
  return geometryOf(layoutById(state.layout));
}

/** A new board: pairs drawn from a full set, laid out by reverse play (so it can be cleared). */
export function newBoard(setup: BoardSetup): MahjongState {
  if (!isLayoutId(setup.layout)) throw new RangeError(`There is no layout "${String(setup.layout)}".`);
  const layout = layoutById(setup.layout);
  const spots = layout.positions.map((_, index) => index);
  const pairs = seededRandom(`${setup.deal}/tiles`).shuffle(fullSetPairs()).slice(0, spots.length / 2);
  const dealt = dealByReversePlay(geometryOf(layout), spots, pairs, setup.deal);
  return { layout: setup.layout, deal: setup.deal, faces: dealt.faces, solution: dealt.solution, pairs: 0, shuffles: 0, timeLimitMs: setup.timeLimitMs, timedOut: false };
}

export function tilesLeft(state: MahjongState): number {
  return state.faces.filter((face) => face !== null).length;
}

/** The pair a hint shows: the plan's next pair when it can be taken, else any free pair. */
export function hintPair(state: MahjongState): Pair | null {
  return nextPair(geometryFor(state), state.faces, state.solution);
}

function take(state: MahjongState, [a, b]: Pair): MahjongState {
  const faces = state.faces.map((face, index) => (index === a || index === b ? null : face));
  return { ...state, faces, pairs: state.pairs + 1 };
}

/** Deals the tiles left again over the spots they hold, by reverse play: the board can be cleared again. */
function shuffle(state: MahjongState): MahjongState {
  const spots = state.faces.flatMap((face, index) => (face === null ? [] : [index]));
  const random = seededRandom(`${state.deal}/shuffle/${state.shuffles + 1}`);
  const pairs = pairUp(random.shuffle(spots.map((index) => state.faces[index]!)));
  try {
    const dealt = dealByReversePlay(geometryFor(state), spots, pairs, `${state.deal}/shuffle/${state.shuffles + 1}`);
    return { ...state, faces: dealt.faces, solution: dealt.solution, shuffles: state.shuffles + 1 };
  } catch (error) {
    if (error instanceof RangeError) throw new IllegalMoveError("These tiles cannot be rearranged so that they all clear.");
    throw error;
  }
}

function isCleared(state: MahjongState): boolean {
  return state.faces.every((face) => face === null);
}

export function mahjongStatus(state: MahjongState): GameStatus {
  const score = state.pairs * SCORE.perPair;
  if (isCleared(state)) return { phase: "won", score };
  if (state.timedOut) return { phase: "lost", score, reason: "Time is up." };
  if (freePairs(geometryFor(state), state.faces).length === 0) {
    return { phase: "lost", score, reason: "No matching pairs are left. Shuffle mixes the tiles into a board that can be cleared." };
  }
  return { phase: "playing", score };
}

/** Spots of the biggest layout and then some: a bad index is refused by the free rule, not by a crash. */
const MAX_SPOT = 999;
const isPlainMove = isOneOf(["shuffle", "auto", "addTime", "timeout"] as const);

export function createMahjongRules<Options>(config: MahjongConfig<Options>) {
  const accepts = (move: MahjongMove) => {
    const powerup = POWERUP_OF[move.t];
    return powerup === null || config.powerups.includes(powerup);
  };

  function parseMove(raw: unknown): MahjongMove {
    if (isRecord(raw)) {
      const shape = shapeOf(raw);
      let move: MahjongMove | null = null;
      if (raw.t === "match" && shape === "a,b,t" && isIntegerIn(raw.a, 0, MAX_SPOT) && isIntegerIn(raw.b, 0, MAX_SPOT)) move = { t: "match", a: raw.a, b: raw.b };
      else if (shape === "t" && isPlainMove(raw.t)) move = { t: raw.t };
      if (move !== null && accepts(move)) return move;
    }
    throw notAMove(config.name, raw);
  }

  function apply(state: MahjongState, move: MahjongMove): MahjongState {
    if (!accepts(move)) throw new IllegalMoveError("This game has no such move.");
    const phase = mahjongStatus(state).phase;
    if (phase === "won") throw new IllegalMoveError("The board is cleared.");
    switch (move.t) {
      case "addTime":
        // Add Time also brings back a board whose time ran out.
        return { ...state, timeLimitMs: state.timeLimitMs + ADD_TIME_MS, timedOut: false };
      case "timeout":
        if (phase !== "playing") throw new IllegalMoveError("The game is already over.");
        return { ...state, timedOut: true };
    }
    if (state.timedOut) throw new IllegalMoveError("Time is up.");
    const geometry = geometryFor(state);
    switch (move.t) {
      case "match":
        if (!canTake(geometry, state.faces, move.a, move.b)) throw new IllegalMoveError("Those two tiles cannot go: pick two matching tiles that are both free (nothing on top, one side open).");
        return take(state, [move.a, move.b]);
      case "shuffle":
        return shuffle(state);
      case "auto": {
        let next = state;
        for (let count = 0; count < AUTO_PLAY_PAIRS; count++) {
          const pair = nextPair(geometry, next.faces, next.solution);
          if (pair === null) break;
          next = take(next, pair);
        }
        if (next === state) throw new IllegalMoveError("There is no pair to take. Shuffle first.");
        return next;
      }
    }
  }

  function legalMoves(state: MahjongState): MahjongMove[] {
    const phase = mahjongStatus(state).phase;
    if (phase === "won") return [];
    const moves: MahjongMove[] = [];
    if (phase === "playing") {
      moves.push(...freePairs(geometryFor(state), state.faces).map(([a, b]): MahjongMove => ({ t: "match", a, b })), { t: "timeout" });
      if (config.powerups.includes("AP")) moves.push({ t: "auto" });
    }
    if (!state.timedOut && config.powerups.includes("SH")) moves.push({ t: "shuffle" });
    if (config.powerups.includes("AT")) moves.push({ t: "addTime" });
    return moves;
  }

  /** Pairs taken, and on a win every second left on the clock. */
  function finalScore(state: MahjongState, facts: FinishFacts): number {
    const base = state.pairs * SCORE.perPair;
    if (!isCleared(state)) return base;
    return base + SCORE.perSecondLeft * Math.max(0, Math.floor((state.timeLimitMs - facts.playedMs) / 1000));
  }

  return {
    code: config.code,
    version: config.version,
    parseOptions: config.parseOptions,
    parseMove,
    newGame: (seed: string, options: Options) => newBoard(config.setup(seed, options)),
    legalMoves,
    apply,
    status: mahjongStatus,
    powerupOf: (move: MahjongMove) => POWERUP_OF[move.t],
    frozenMsOf: (powerupId: string) => (powerupId === "FR" ? FREEZE_MS : 0),
    finalScore,
    // Two taps a pair: a person needs at least a third of a second a move.
    minimumHumanMs: (moveCount: number) => moveCount * 350,
  } satisfies GameRules<MahjongState, MahjongMove, Options>;
}
