/**
 * Jigsaw Joy (JIG): put a picture back together from its pieces. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * The state is which pieces are placed and the order of the rest in the tray (shuffled from the
 * seed). Piece p belongs in slot p, so "place p at s" is legal only when s is p: a drag that
 * misses sends no move at all. Powerups: Hint (HI) places the first piece of the tray; Edge Sort
 * (ED) brings the tray's edge pieces to the front. Every deal is solvable: place each piece.
 *
 * With rotation on, each piece is dealt turned by a seeded number of quarter turns, and fits only
 * once turned upright ("turn" moves). With it off every piece is upright and no piece turns, so
 * rotation-off games (and every session from before rotation) replay exactly as they did.
 *
 * A daily puzzle (the server's daily seed, "JIG:2026-11-30") is the date's picture (dailyOptionsOf)
 * whatever options were asked: a picture of the free pack, so nobody plays a paid pack's picture for
 * free, and its options are the ones the frame asks, so a daily win marks that very picture done.
 */
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isOneOf, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { dailyDateOf } from "../engines/daily/days.ts";
import { seededRandom } from "../engines/random.ts";
import { packById, PACKS, STARTER_PACK } from "./catalog.ts";

/** The piece counts offered, with the grid each is cut into (about square pieces on a 4:3 picture). */
export const PIECE_COUNTS = [24, 48, 96, 150, 300] as const;
export type PieceCount = (typeof PIECE_COUNTS)[number];
const GRIDS: Readonly<Record<PieceCount, { cols: number; rows: number }>> = {
  24: { cols: 6, rows: 4 },
  48: { cols: 8, rows: 6 },
  96: { cols: 12, rows: 8 },
  150: { cols: 15, rows: 10 },
  300: { cols: 20, rows: 15 },
};
export const gridOf = (pieces: PieceCount) => GRIDS[pieces];

export interface JigsawOptions {
  /** A JIG pack id of data/store_images.json. */
  readonly pack: string;
  /** The picture's index in its pack. */
  readonly picture: number;
  readonly pieces: PieceCount;
  /**
   * Pieces dealt turned, to be turned upright. Absent when off, so upright options are the very
   * options of before rotation (the server keeps stats and wins by options).
   */
  readonly rotate?: true;
}
export const DEFAULT_OPTIONS: JigsawOptions = { pack: STARTER_PACK, picture: 0, pieces: 24 };

/** The options with rotation on or off (off: no `rotate` at all). */
export function withRotation({ pack, picture, pieces }: JigsawOptions, rotate: boolean): JigsawOptions {
  return rotate ? { pack, picture, pieces, rotate: true } : { pack, picture, pieces };
}

export type PowerupId = "HI" | "ED";
const isPowerup = isOneOf<PowerupId>(["HI", "ED"]);

export type JigsawMove =
  /** Drops piece `p` on slot `s` (legal only when `s` is `p`'s own slot). */
  | { readonly t: "place"; readonly p: number; readonly s: number }
  /** Turns pieces a quarter turn clockwise together: one piece, or a group joined on the board. */
  | { readonly t: "turn"; readonly p: readonly number[] }
  | { readonly t: "powerup"; readonly id: PowerupId };

export interface JigsawState {
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  readonly pack: string;
  readonly picture: number;
  readonly cols: number;
  readonly rows: number;
  readonly rotate: boolean;
  /** turns[p]: how many quarter turns clockwise piece p lies from upright (0 to 3; always 0 without rotation). */
  readonly turns: readonly number[];
  /** placed[p]: piece p is in its slot. */
  readonly placed: readonly boolean[];
  /** The pieces not yet placed, in the tray's order. */
  readonly tray: readonly number[];
  readonly edgeSorted: boolean;
  readonly hints: number;
}

export const SCORE = { perPiece: 10 } as const;
/** The least time a person needs to find a piece and drag it home. */
const MINIMUM_MS_PER_MOVE = 700;
const MOST_PIECES = Math.max(...PIECE_COUNTS);

const isPieceCount = (value: unknown): value is PieceCount => typeof value === "number" && (PIECE_COUNTS as readonly number[]).includes(value);

function parseOptions(raw: unknown): JigsawOptions {
  if (raw === undefined || raw === null || (isRecord(raw) && Object.keys(raw).length === 0)) return DEFAULT_OPTIONS;
  const shape = isRecord(raw) ? shapeOf(raw) : "";
  if (!isRecord(raw) || (shape !== "pack,picture,pieces" && shape !== "pack,picture,pieces,rotate")) throw new RangeError("Jigsaw Joy options are a pack, a picture, a piece count and whether pieces are turned.");
  const pack = typeof raw.pack === "string" ? packById(raw.pack) : undefined;
  if (!pack) throw new RangeError(`The pack is one of ${PACKS.map((entry) => entry.id).join(", ")}.`);
  if (!isIntegerIn(raw.picture, 0, pack.items.length - 1)) throw new RangeError(`The picture is a number from 0 to ${pack.items.length - 1}.`);
  if (!isPieceCount(raw.pieces)) throw new RangeError(`The piece count is one of ${PIECE_COUNTS.join(", ")}.`);
  const rotate = raw.rotate ?? false;
  if (typeof rotate !== "boolean") throw new RangeError("Whether pieces are turned is true or false.");
  return withRotation({ pack: pack.id, picture: raw.picture, pieces: raw.pieces }, rotate);
}

function parseMove(raw: unknown): JigsawMove {
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (raw.t === "place" && shape === "p,s,t" && isIntegerIn(raw.p, 0, MOST_PIECES - 1) && isIntegerIn(raw.s, 0, MOST_PIECES - 1)) return { t: "place", p: raw.p, s: raw.s };
    if (raw.t === "turn" && shape === "p,t" && Array.isArray(raw.p) && raw.p.length > 0 && raw.p.length <= MOST_PIECES) {
      const pieces: unknown[] = raw.p;
      if (pieces.every((piece): piece is number => isIntegerIn(piece, 0, MOST_PIECES - 1))) return { t: "turn", p: pieces };
    }
    if (raw.t === "powerup" && shape === "id,t" && isPowerup(raw.id)) return { t: "powerup", id: raw.id };
  }
  throw notAMove("Jigsaw Joy", raw);
}

/** The daily puzzle's piece count: a picture for a coffee break, on a phone too. */
export const DAILY_PIECES: PieceCount = 24;

/**
 * The first day whose daily puzzle may be any picture of the free pack. Days before it keep the
 * picture they were dealt when the pack had six, so their sessions replay as played.
 */
export const DAILY_WHOLE_PACK_FROM = "2026-12-02";
const FIRST_PACK_SIZE = 6;

/** The picture of the daily puzzle of `date` (YYYY-MM-DD): the free pack's pictures in turn, day by day, upright. */
export function dailyOptionsOf(date: string): JigsawOptions {
  const day = Math.floor(Date.parse(`${date}T12:00:00Z`) / 86_400_000);
  const pictures = date < DAILY_WHOLE_PACK_FROM ? FIRST_PACK_SIZE : packById(STARTER_PACK)!.items.length;
  return { pack: STARTER_PACK, picture: day % pictures, pieces: DAILY_PIECES };
}

function newGame(seed: string, asked: JigsawOptions): JigsawState {
  const daily = dailyDateOf("JIG", seed);
  const options = daily === null ? asked : dailyOptionsOf(daily);
  const { cols, rows } = gridOf(options.pieces);
  const count = cols * rows;
  const tray = seededRandom(`${seed}:tray`).shuffle(Array.from({ length: count }, (_, piece) => piece));
  // A stream of its own, so the tray of a seed is the same with rotation on or off.
  const turning = seededRandom(`${seed}:turns`);
  const turns = Array.from({ length: count }, () => (options.rotate ? turning.int(4) : 0));
  return { daily, pack: options.pack, picture: options.picture, cols, rows, rotate: options.rotate === true, turns, placed: Array<boolean>(count).fill(false), tray, edgeSorted: false, hints: 0 };
}

/** Whether a piece has a straight side (it lies on the picture's border). */
export function isEdge(state: Pick<JigsawState, "cols" | "rows">, piece: number): boolean {
  const row = Math.floor(piece / state.cols);
  const col = piece % state.cols;
  return row === 0 || col === 0 || row === state.rows - 1 || col === state.cols - 1;
}

/** The pieces next to `piece` in the picture (above, below, left, right). */
export function neighboursOf(state: Pick<JigsawState, "cols" | "rows">, piece: number): number[] {
  const row = Math.floor(piece / state.cols);
  const col = piece % state.cols;
  return [row > 0 ? piece - state.cols : -1, row < state.rows - 1 ? piece + state.cols : -1, col > 0 ? piece - 1 : -1, col < state.cols - 1 ? piece + 1 : -1].filter((other) => other >= 0);
}

/** Whether the pieces are one joined group: each reached from the first through neighbours among them. */
function isConnected(state: JigsawState, pieces: readonly number[]): boolean {
  const members = new Set(pieces);
  const reached = new Set([pieces[0]!]);
  const queue = [pieces[0]!];
  for (let piece = queue.pop(); piece !== undefined; piece = queue.pop()) {
    for (const next of neighboursOf(state, piece)) {
      if (members.has(next) && !reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached.size === members.size;
}

/** Places a piece upright (a Hint turns it too). */
function place(state: JigsawState, piece: number): JigsawState {
  const placed = [...state.placed];
  placed[piece] = true;
  const turns = state.turns[piece] === 0 ? state.turns : state.turns.map((turn, other) => (other === piece ? 0 : turn));
  return { ...state, turns, placed, tray: state.tray.filter((other) => other !== piece) };
}

function turn(state: JigsawState, pieces: readonly number[]): JigsawState {
  if (!state.rotate) throw new IllegalMoveError("Pieces do not turn in this puzzle.");
  if (pieces.some((piece) => piece >= state.placed.length)) throw new IllegalMoveError("There is no such piece in this puzzle.");
  if (new Set(pieces).size !== pieces.length) throw new IllegalMoveError("A piece is named twice.");
  if (pieces.some((piece) => state.placed[piece])) throw new IllegalMoveError("That piece is already in place.");
  // A joined group lies one way: its pieces were joined turned alike and turn together.
  if (pieces.some((piece) => state.turns[piece] !== state.turns[pieces[0]!]) || !isConnected(state, pieces)) {
    throw new IllegalMoveError("Only a piece or a joined group turns at once.");
  }
  const turning = new Set(pieces);
  return { ...state, turns: state.turns.map((quarter, piece) => (turning.has(piece) ? (quarter + 1) % 4 : quarter)) };
}

/** The piece a Hint places: the first in the tray. */
export function hintPiece(state: JigsawState): number | null {
  return state.tray[0] ?? null;
}

function apply(state: JigsawState, move: JigsawMove): JigsawState {
  if (state.tray.length === 0) throw new IllegalMoveError("The picture is complete.");
  switch (move.t) {
    case "place":
      if (move.p >= state.placed.length) throw new IllegalMoveError("There is no such piece in this puzzle.");
      if (state.placed[move.p]) throw new IllegalMoveError("That piece is already in place.");
      if (move.s !== move.p) throw new IllegalMoveError("That piece does not fit there.");
      if (state.turns[move.p] !== 0) throw new IllegalMoveError("Turn that piece upright first.");
      return place(state, move.p);
    case "turn":
      return turn(state, move.p);
    case "powerup": {
      if (move.id === "HI") return { ...place(state, hintPiece(state)!), hints: state.hints + 1 };
      if (state.edgeSorted) throw new IllegalMoveError("The edge pieces are already at the front of the tray.");
      const edges = state.tray.filter((piece) => isEdge(state, piece));
      if (edges.length === 0) throw new IllegalMoveError("Every edge piece is already placed.");
      return { ...state, tray: [...edges, ...state.tray.filter((piece) => !isEdge(state, piece))], edgeSorted: true };
    }
  }
}

function legalMoves(state: JigsawState): JigsawMove[] {
  if (state.tray.length === 0) return [];
  const moves = state.tray.flatMap((piece): JigsawMove[] => [
    ...(state.turns[piece] === 0 ? [{ t: "place", p: piece, s: piece } as const] : []),
    ...(state.rotate ? [{ t: "turn", p: [piece] } as const] : []),
  ]);
  moves.push({ t: "powerup", id: "HI" });
  if (!state.edgeSorted && state.tray.some((piece) => isEdge(state, piece))) moves.push({ t: "powerup", id: "ED" });
  return moves;
}

function status(state: JigsawState): GameStatus {
  // Pieces placed by a Hint earn nothing.
  const placedByHand = state.placed.filter(Boolean).length - state.hints;
  return { phase: state.tray.length === 0 ? "won" : "playing", score: SCORE.perPiece * placedByHand };
}

export const rules = {
  code: "JIG",
  // 2: daily puzzles (a daily seed deals the date's free picture at DAILY_PIECES whatever the options).
  // Rotation needed no new version: options without it are rotation off, which replays as before.
  version: 2,
  parseOptions,
  parseMove,
  packOf: (options: JigsawOptions) => options.pack,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: JigsawMove) => (move.t === "powerup" ? move.id : null),
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<JigsawState, JigsawMove, JigsawOptions>;
