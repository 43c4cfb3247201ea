/**
 * Playful Painter (PAI): colour-by-number. A picture from one of the game's packs is split into
 * cells, each marked with the number of its palette colour; painting a cell with its own colour
 * fills it, and the picture is done when every cell is painted. Pure and deterministic (see
 * games/engines/gameRules.ts): the frame plays with it and the server replays the move log.
 *
 * The pictures are drawn in code (pictures/); a free seed plays no part, a picture is the same for
 * everyone. Powerups: Fill (FL) paints every cell of one colour; Hint (HI) points at a cell of
 * a colour still to paint.
 *
 * A daily puzzle (the server's daily seed, "PAI:2026-11-30") is the date's picture (dailyOptionsOf)
 * whatever options were asked: a picture of the free pack, so nobody paints a paid pack's picture for
 * free, and its options are the ones the frame asks, so a daily win ticks that very picture in the gallery.
 */
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { dailyDateOf } from "../engines/daily/days.ts";
import type { Picture } from "./pictures/kit.ts";
import { PACK_PICTURES, pictureOf, PICTURES_PER_PACK } from "./pictures/index.ts";

export interface PainterOptions {
  /** A PAI pack id of data/store_images.json. */
  readonly pack: string;
  /** The picture's place in the pack, from 0. */
  readonly picture: number;
}

export const FREE_PACK = "PAI_STARTER";
export const DEFAULT_OPTIONS: PainterOptions = { pack: FREE_PACK, picture: 0 };

export type PowerupId = "FL" | "HI";

export type PainterMove =
  /** Paints one cell; `colour` is the palette colour the player had selected. */
  | { readonly t: "paint"; readonly cell: number; readonly colour: number }
  /** Fill: paints every cell of the colour. */
  | { readonly t: "fill"; readonly colour: number }
  /** Hint: shows a cell of the colour still to paint. */
  | { readonly t: "hint"; readonly colour: number };

export interface PainterState {
  /** The Los Angeles date of a daily puzzle, or null. */
  readonly daily: string | null;
  readonly pack: string;
  readonly picture: number;
  /** Each cell's palette colour. */
  readonly colours: readonly number[];
  readonly painted: readonly boolean[];
  readonly paintedCount: number;
  /** The cell the last Hint pointed at (null once painted, or before any Hint). */
  readonly hint: number | null;
  readonly used: Readonly<Record<PowerupId, number>>;
}

export const SCORE = { perCell: 10, perHint: 20 } as const;
/** The least time a person needs to paint a cell (a quick drag over neighbours). */
const MINIMUM_MS_PER_MOVE = 100;
/** More cells than any picture has; the picture's own count is checked when a move is applied. */
const MOST_CELLS = 400;
const MOST_COLOURS = 16;

function parseOptions(raw: unknown): PainterOptions {
  if (raw === undefined || raw === null) return DEFAULT_OPTIONS;
  if (!isRecord(raw)) throw new RangeError("Playful Painter options are an object.");
  if (Object.keys(raw).length === 0) return DEFAULT_OPTIONS;
  if (shapeOf(raw) !== "pack,picture" || typeof raw.pack !== "string" || !Object.hasOwn(PACK_PICTURES, raw.pack)) {
    throw new RangeError("Choose a picture of a Playful Painter pack.");
  }
  if (!isIntegerIn(raw.picture, 0, PICTURES_PER_PACK - 1)) throw new RangeError(`The picture is a number from 0 to ${PICTURES_PER_PACK - 1}.`);
  return { pack: raw.pack, picture: raw.picture };
}

function parseMove(raw: unknown): PainterMove {
  if (isRecord(raw) && isIntegerIn(raw.colour, 0, MOST_COLOURS - 1)) {
    const shape = shapeOf(raw);
    if (raw.t === "paint" && shape === "cell,colour,t" && isIntegerIn(raw.cell, 0, MOST_CELLS - 1)) return { t: "paint", cell: raw.cell, colour: raw.colour };
    if ((raw.t === "fill" || raw.t === "hint") && shape === "colour,t") return { t: raw.t, colour: raw.colour };
  }
  throw notAMove("Playful Painter", raw);
}

/** The picture the options name (parseOptions has checked it exists). */
export function pictureFor(options: PainterOptions): Picture {
  const picture = pictureOf(options.pack, options.picture);
  if (!picture) throw new RangeError(`There is no picture ${options.picture} in ${options.pack}.`);
  return picture;
}

/** The picture of the daily puzzle of `date` (YYYY-MM-DD): the free pack's pictures in turn, day by day. */
export function dailyOptionsOf(date: string): PainterOptions {
  const day = Math.floor(Date.parse(`${date}T12:00:00Z`) / 86_400_000);
  return { pack: FREE_PACK, picture: day % PICTURES_PER_PACK };
}

function newGame(seed: string, asked: PainterOptions): PainterState {
  const daily = dailyDateOf("PAI", seed);
  const options = daily === null ? asked : dailyOptionsOf(daily);
  const picture = pictureFor(options);
  const colours = picture.regions.map((region) => region.colour);
  return { daily, pack: options.pack, picture: options.picture, colours, painted: colours.map(() => false), paintedCount: 0, hint: null, used: { FL: 0, HI: 0 } };
}

const isDone = (state: PainterState) => state.paintedCount === state.colours.length;

/** The cells of a colour still to paint, in the picture's order. */
export function cellsLeft(state: PainterState, colour: number): number[] {
  const cells: number[] = [];
  state.colours.forEach((own, cell) => {
    if (own === colour && !state.painted[cell]) cells.push(cell);
  });
  return cells;
}

function paintCells(state: PainterState, cells: readonly number[]): PainterState {
  const painted = [...state.painted];
  for (const cell of cells) painted[cell] = true;
  const hint = state.hint !== null && painted[state.hint] ? null : state.hint;
  return { ...state, painted, paintedCount: state.paintedCount + cells.length, hint };
}

function checkColour(state: PainterState, colour: number): number[] {
  const paletteSize = pictureOf(state.pack, state.picture)!.palette.length;
  if (colour >= paletteSize) throw new IllegalMoveError(`This picture has ${paletteSize} colours.`);
  const left = cellsLeft(state, colour);
  if (left.length === 0) throw new IllegalMoveError(`Every cell of colour ${colour + 1} is already painted.`);
  return left;
}

function apply(state: PainterState, move: PainterMove): PainterState {
  if (isDone(state)) throw new IllegalMoveError("The picture is finished.");
  switch (move.t) {
    case "paint": {
      if (move.cell >= state.colours.length) throw new IllegalMoveError("There is no such cell in this picture.");
      if (state.painted[move.cell]) throw new IllegalMoveError("That cell is already painted.");
      const own = state.colours[move.cell]!;
      if (own !== move.colour) throw new IllegalMoveError(`That cell takes colour ${own + 1}.`);
      return paintCells(state, [move.cell]);
    }
    case "fill":
      return { ...paintCells(state, checkColour(state, move.colour)), used: { ...state.used, FL: state.used.FL + 1 } };
    case "hint":
      return { ...state, hint: checkColour(state, move.colour)[0]!, used: { ...state.used, HI: state.used.HI + 1 } };
  }
}

function legalMoves(state: PainterState): PainterMove[] {
  if (isDone(state)) return [];
  const moves: PainterMove[] = [];
  const colours = new Set<number>();
  state.colours.forEach((colour, cell) => {
    if (state.painted[cell]) return;
    moves.push({ t: "paint", cell, colour });
    colours.add(colour);
  });
  for (const colour of [...colours].sort((a, b) => a - b)) moves.push({ t: "fill", colour }, { t: "hint", colour });
  return moves;
}

function status(state: PainterState): GameStatus {
  const score = Math.max(0, SCORE.perCell * state.paintedCount - SCORE.perHint * state.used.HI);
  return { phase: isDone(state) ? "won" : "playing", score };
}

export const rules = {
  code: "PAI",
  // 2: daily puzzles (a daily seed deals the date's free picture whatever the options); a free seed deals as in 1.
  // 3: the first packs' pictures in tiled frames (more cells, numbered anew), so an older session's moves mean other cells.
  // 4: the Clownfish, the Steam Train and the Eiffel Tower redrawn (their cells numbered anew).
  // 5: specks join a neighbouring cell instead of showing unpainted, and gaps between shapes closed (many pictures' cells anew).
  // 6: the Owl, the Flamingo and the Red Rose redrawn with fine detail (their cells numbered anew).
  // 7: all the sweets, seaside and folk pictures and the Parrot redrawn with fine detail, the Flamingo's sky cut finer, and
  //    the kit's merges and clips without slits (the Hedgehog's, Octopus's and Jellyfish's cells anew too).
  // 8: all the starter pictures, the flowers but the Red Rose, and the Robin, Bluebird and Peacock redrawn with fine
  //    detail (their cells numbered anew).
  // 9: the Hot Air Balloon's hills, the Peacock's ground, the Tulip Bunch's background and the Butterfly's wing
  //    margins redrawn, and the Tulip Bunch's cups larger (their cells numbered anew).
  // 10: 35 pictures with no cell under 1 unit of room for its number (small parts drawn larger: cups, clouds, eyes,
  //    half-petals, star points, sprinkles, buttons; the Star Quilt's stars and the Windmill's sails broader) and the
  //    Peacock's ground strips each cut on its own (their cells numbered anew).
  // 11: the Hot Air Balloon's hills each cut strip by strip, as the Peacock's ground (their cells numbered anew).
  version: 11,
  parseOptions,
  parseMove,
  packOf: (options: PainterOptions) => options.pack,
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: PainterMove) => (move.t === "fill" ? "FL" : move.t === "hint" ? "HI" : null),
  minimumHumanMs: (moveCount: number) => moveCount * MINIMUM_MS_PER_MOVE,
} satisfies GameRules<PainterState, PainterMove, PainterOptions>;
