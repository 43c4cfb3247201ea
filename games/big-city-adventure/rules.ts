/**
 * Big City Adventure: hidden-object scenes in 27 cities. A round's scene, its list of 8-12 objects
 * to find and where every object hides (a spot of the scene's layout, nudged, sized and turned)
 * all come from the seed. A click at (x, y) in scene units finds the listed object whose hit area
 * holds it; three misses within three seconds are wild clicking and cost points. The clock runs
 * against the scene's time limit; the seconds left on a win are a bonus. Hint points at the first
 * object not yet found; Freeze Frame stops the clock for 30 seconds.
 */
import { IllegalMoveError, type FinishFacts, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { isIntegerIn, isRecord, notAMove, shapeOf } from "../engines/moveShapes.ts";
import { seededRandom } from "../engines/random.ts";
import { CITIES, cityById, FREE_CITY, type City } from "./cities.ts";
import { LAYOUTS, SCENE_HEIGHT, SCENE_WIDTH } from "./layouts.ts";
import { OBJECTS, type FindableObject } from "./objects.ts";

export const SCENES_PER_CITY = 3;
export const MIN_LISTED = 8;
export const MAX_LISTED = 12;
/** Objects placed in the scene but not on the list, as room allows: clicking one is a miss. */
export const DECOYS = 8;
export const POINTS_PER_FIND = 100;
/** Wild clicking: this many misses within WILD_WINDOW_MS cost WILD_PENALTY points. */
export const WILD_MISSES = 3;
export const WILD_WINDOW_MS = 3_000;
export const WILD_PENALTY = 150;
export const TIME_BONUS_PER_SECOND = 10;
export const FREEZE_MS = 30_000;
/** A round allows this much time, plus SECONDS_PER_ITEM for each object on its list. */
const BASE_SECONDS = 90;
const SECONDS_PER_ITEM = 15;
/** How far (scene units) a spot's object may be nudged, and turned (degrees either way). */
const NUDGE = 6;
const MAX_TURN = 25;
/** The most played milliseconds a click may carry (longer than any round's limit). */
const MAX_AT_MS = 3_600_000;

export interface BcaOptions {
  /** The city pack's id ("BCA_PAR"). */
  city: string;
  /** 0, 1 or 2: the pack's scene. */
  scene: number;
}

export const FIRST_SCENE: BcaOptions = { city: FREE_CITY, scene: 0 };

export interface PlacedObject {
  /** The object's id in OBJECTS. */
  object: string;
  x: number;
  y: number;
  size: number;
  /** Degrees clockwise. */
  rotation: number;
  layer: "back" | "front";
  /** The layout prop the object hides by (drawn in front of "back" objects). */
  prop: number;
}

export interface BcaState {
  city: string;
  scene: number;
  /** The listed objects first (in list order), then the decoys. */
  placed: readonly PlacedObject[];
  listCount: number;
  /** Per listed object. */
  found: readonly boolean[];
  /** Played ms of the recent misses that could still add up to wild clicking. */
  recentMisses: readonly number[];
  misses: number;
  penalties: number;
  /** The played ms of the latest click: clicks never go back in time. */
  lastAt: number;
  /** The listed object a Hint points at, until found. */
  hinted: number | null;
  timeLimitMs: number;
  timedOut: boolean;
}

export type BcaMove =
  | { t: "click"; x: number; y: number; at: number }
  | { t: "hint" }
  | { t: "timeout" };

function parseOptions(raw: unknown): BcaOptions {
  if (raw === undefined || raw === null) return FIRST_SCENE;
  if (isRecord(raw)) {
    if (shapeOf(raw) === "") return FIRST_SCENE;
    if (shapeOf(raw) === "city,scene" && typeof raw.city === "string" && cityById(raw.city) && isIntegerIn(raw.scene, 0, SCENES_PER_CITY - 1)) {
      return { city: raw.city, scene: raw.scene };
    }
  }
  throw new RangeError(`Big City Adventure's options are { city: a city pack id such as "${FREE_CITY}", scene: 0-${SCENES_PER_CITY - 1} }.`);
}

function parseMove(raw: unknown): BcaMove {
  if (isRecord(raw)) {
    const shape = shapeOf(raw);
    if (raw.t === "click" && shape === "at,t,x,y" && isIntegerIn(raw.x, 0, SCENE_WIDTH) && isIntegerIn(raw.y, 0, SCENE_HEIGHT) && isIntegerIn(raw.at, 0, MAX_AT_MS)) {
      return { t: "click", x: raw.x, y: raw.y, at: raw.at };
    }
    if (shape === "t" && (raw.t === "hint" || raw.t === "timeout")) return { t: raw.t };
  }
  throw notAMove("Big City Adventure", raw);
}

export function objectById(id: string): FindableObject {
  const found = OBJECTS.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No object ${id}.`);
  return found;
}

export function cityOf(state: { city: string }): City {
  const city = cityById(state.city);
  if (!city) throw new RangeError(`No city ${state.city}.`);
  return city;
}

/** The radius of a circle that holds the placed object's hit box however it is turned. */
function reach(placed: PlacedObject): number {
  const object = objectById(placed.object);
  return (placed.size * Math.hypot(object.w, object.h)) / 2;
}

/** The objects of a round on the layout's spots: no two hit areas ever overlap. */
function placeObjects(seed: string, options: BcaOptions): { placed: PlacedObject[]; listCount: number } {
  const city = cityById(options.city)!;
  const layout = LAYOUTS[city.scenes[options.scene]!.kind];
  const random = seededRandom(`${seed}/${options.city}/${options.scene}`);
  const listCount = MIN_LISTED + random.int(MAX_LISTED - MIN_LISTED + 1);
  const objects = random.shuffle(OBJECTS).slice(0, listCount + DECOYS);
  const spots = random.shuffle(layout.spots);
  const used = new Set<number>();
  const placed: PlacedObject[] = [];
  for (const object of objects) {
    for (let index = 0; index < spots.length; index++) {
      if (used.has(index)) continue;
      const spot = spots[index]!;
      const candidate: PlacedObject = {
        object: object.id,
        x: spot.x + random.int(2 * NUDGE + 1) - NUDGE,
        y: spot.y + random.int(2 * NUDGE + 1) - NUDGE,
        size: Math.round(spot.size * (90 + random.int(21))) / 100,
        rotation: random.int(2 * MAX_TURN + 1) - MAX_TURN,
        layer: spot.layer,
        prop: spot.prop,
      };
      if (placed.some((other) => Math.hypot(other.x - candidate.x, other.y - candidate.y) < reach(other) + reach(candidate))) continue;
      used.add(index);
      placed.push(candidate);
      break;
    }
    // Every listed object must find a spot; the layouts are tested to leave room for all of them.
    if (placed.length < Math.min(listCount, objects.indexOf(object) + 1)) throw new RangeError(`No spot left for ${object.id} in ${city.name}.`);
  }
  return { placed, listCount };
}

function newGame(seed: string, options: BcaOptions): BcaState {
  const { placed, listCount } = placeObjects(seed, options);
  return {
    city: options.city,
    scene: options.scene,
    placed,
    listCount,
    found: Array.from({ length: listCount }, () => false),
    recentMisses: [],
    misses: 0,
    penalties: 0,
    lastAt: 0,
    hinted: null,
    timeLimitMs: (BASE_SECONDS + SECONDS_PER_ITEM * listCount) * 1000,
    timedOut: false,
  };
}

/** Whether scene point (x, y) is inside the placed object's hit box. */
export function contains(placed: PlacedObject, x: number, y: number): boolean {
  const object = objectById(placed.object);
  const turn = (-placed.rotation * Math.PI) / 180;
  const dx = (x - placed.x) / placed.size;
  const dy = (y - placed.y) / placed.size;
  const localX = dx * Math.cos(turn) - dy * Math.sin(turn);
  const localY = dx * Math.sin(turn) + dy * Math.cos(turn);
  return Math.abs(localX) <= object.w / 2 && Math.abs(localY) <= object.h / 2;
}

/** The index (in `placed`) of the object whose hit area holds (x, y), or null. */
export function objectAt(state: BcaState, x: number, y: number): number | null {
  const index = state.placed.findIndex((placed) => contains(placed, x, y));
  return index < 0 ? null : index;
}

const foundCount = (state: BcaState) => state.found.filter(Boolean).length;

function status(state: BcaState): GameStatus {
  const score = Math.max(0, foundCount(state) * POINTS_PER_FIND - state.penalties * WILD_PENALTY);
  if (foundCount(state) === state.listCount) return { phase: "won", score };
  if (state.timedOut) return { phase: "lost", score, reason: "Time is up." };
  return { phase: "playing", score };
}

/** The listed object a Hint shows next: the first one not found. */
export function hintTarget(state: BcaState): number | null {
  const index = state.found.indexOf(false);
  return index < 0 ? null : index;
}

function click(state: BcaState, x: number, y: number, at: number): BcaState {
  if (at < state.lastAt) throw new IllegalMoveError("Clicks come in the order they were made.");
  if (at > state.timeLimitMs) throw new IllegalMoveError("Time is up.");
  const hit = objectAt(state, x, y);
  if (hit !== null && hit < state.listCount && !state.found[hit]) {
    const found = state.found.map((done, index) => done || index === hit);
    return { ...state, found, lastAt: at, hinted: state.hinted === hit ? null : state.hinted };
  }
  const recent = [...state.recentMisses, at].filter((time) => at - time < WILD_WINDOW_MS);
  const wild = recent.length >= WILD_MISSES;
  return { ...state, lastAt: at, misses: state.misses + 1, penalties: state.penalties + (wild ? 1 : 0), recentMisses: wild ? [] : recent };
}

function apply(state: BcaState, move: BcaMove): BcaState {
  const phase = status(state).phase;
  if (phase !== "playing") throw new IllegalMoveError(phase === "won" ? "Every object is found." : "Time is up.");
  switch (move.t) {
    case "click":
      return click(state, move.x, move.y, move.at);
    case "hint": {
      const target = hintTarget(state)!;
      if (state.hinted === target) throw new IllegalMoveError("The hint is still showing.");
      return { ...state, hinted: target };
    }
    case "timeout":
      return { ...state, timedOut: true };
  }
}

/** A click at the middle of every object still to find, then Hint and timeout (for hints, solvers and tests). */
function legalMoves(state: BcaState): BcaMove[] {
  if (status(state).phase !== "playing") return [];
  const moves: BcaMove[] = state.placed
    .slice(0, state.listCount)
    .flatMap((placed, index): BcaMove[] => (state.found[index] ? [] : [{ t: "click", x: placed.x, y: placed.y, at: state.lastAt }]));
  if (state.hinted !== hintTarget(state)) moves.push({ t: "hint" });
  moves.push({ t: "timeout" });
  return moves;
}

/** The objects found less wild clicking, and on a win every second left on the clock. */
function finalScore(state: BcaState, facts: FinishFacts): number {
  const { phase, score } = status(state);
  if (phase !== "won") return score;
  return score + TIME_BONUS_PER_SECOND * Math.max(0, Math.floor((state.timeLimitMs - facts.playedMs) / 1000));
}

export const rules = {
  code: "BCA",
  // 2: more spots (behind lamps, trunks, benches...) and 8 decoys place a seed's objects differently.
  version: 2,
  parseOptions,
  parseMove,
  packOf: (options: BcaOptions) => options.city,
  freePacks: [FREE_CITY],
  newGame,
  legalMoves,
  apply,
  status,
  powerupOf: (move: BcaMove) => (move.t === "hint" ? "HI" : null),
  frozenMsOf: (powerupId: string) => (powerupId === "FF" ? FREEZE_MS : 0),
  finalScore,
  bonusName: "Time bonus",
  // A person looks before each click: at least half a second a click.
  minimumHumanMs: (moveCount: number) => moveCount * 500,
} satisfies GameRules<BcaState, BcaMove, BcaOptions>;

/** Stars per city: the scenes of it the player has won (verified wins' options), each once. */
export function starsFrom(wins: readonly unknown[]): Map<string, Set<number>> {
  const stars = new Map<string, Set<number>>(CITIES.map((city) => [city.id, new Set<number>()]));
  for (const raw of wins) {
    try {
      const options = parseOptions(raw);
      stars.get(options.city)!.add(options.scene);
    } catch {
      // Options of another shape (an older rules version) count for nothing.
    }
  }
  return stars;
}

/** A city's scenes open in order: the first always, the next once the one before is won. */
export function sceneOpen(won: ReadonlySet<number>, scene: number): boolean {
  return scene === 0 || won.has(scene - 1);
}
