/**
 * The clutter of a scene: 55-80 small drawn things (pots, pigeons, bags, shutters, bunting, fruit,
 * leaves...) that fill the picture around the props, so the objects to find sit among look-alikes
 * instead of on a clean stage. Clutter is never clicked and never reaches the rules: it is derived
 * from a round's placements (themselves from the seed), so the same round always looks the same.
 * Each item is kept off the objects enough that every placed object shows at least
 * MIN_VISIBLE of its hit box past the clutter drawn in front of it.
 */
import { seededRandom, type Random } from "../engines/random.ts";
import type { City, SceneKind } from "./cities.ts";
import { LAYOUTS, SCENE_HEIGHT, SCENE_WIDTH, type Layout, type Prop, type PropType } from "./layouts.ts";
import { objectById, type PlacedObject } from "./rules.ts";

/** A kind of clutter and its box in its own drawing's units: x from -w/2 to w/2, y from -h up to its base at 0. */
export const CLUTTER_KINDS = {
  pot: { w: 36, h: 46 },
  bottle: { w: 14, h: 38 },
  bag: { w: 34, h: 44 },
  fruitcrate: { w: 60, h: 40 },
  newspaper: { w: 42, h: 14 },
  pigeon: { w: 36, h: 28 },
  parcel: { w: 38, h: 32 },
  bin: { w: 36, h: 56 },
  board: { w: 40, h: 58 },
  barrel: { w: 40, h: 52 },
  basket: { w: 48, h: 32 },
  bollard: { w: 18, h: 40 },
  cone: { w: 26, h: 36 },
  suitcase: { w: 48, h: 40 },
  rack: { w: 88, h: 40 },
  cat: { w: 40, h: 34 },
  shrub: { w: 66, h: 42 },
  hedge: { w: 120, h: 48 },
  chair: { w: 34, h: 58 },
  cart: { w: 92, h: 60 },
  sack: { w: 38, h: 42 },
  coil: { w: 42, h: 18 },
  lifering: { w: 40, h: 40 },
  flowers: { w: 42, h: 24 },
  leaves: { w: 46, h: 12 },
  cobbles: { w: 60, h: 10 },
  cup: { w: 20, h: 18 },
  jar: { w: 18, h: 26 },
  fruitpile: { w: 52, h: 24 },
  shutters: { w: 92, h: 54 },
  windowbox: { w: 54, h: 24 },
  sign: { w: 44, h: 46 },
  awning: { w: 72, h: 26 },
  bunting: { w: 240, h: 40 },
  wire: { w: 260, h: 34 },
  bird: { w: 30, h: 12 },
  foliage: { w: 84, h: 52 },
  float: { w: 18, h: 24 },
  ripple: { w: 54, h: 8 },
} as const satisfies Record<string, { w: number; h: number }>;

export type ClutterKind = keyof typeof CLUTTER_KINDS;

export interface ClutterItem {
  kind: ClutterKind;
  /** The item's base, centred (scene units). */
  x: number;
  y: number;
  scale: number;
  flip: boolean;
  /** Which of the palette's colours the item starts from. */
  tone: number;
  /** Drawing order among props, objects and clutter (see objectDepth): higher is drawn later, in front. */
  depth: number;
}

/** Every placed object keeps at least this share of its hit box clear of the clutter in front of it. */
export const MIN_VISIBLE = 0.6;
export const MIN_CLUTTER = 55;
export const MAX_CLUTTER = 80;
/** Objects on the "front" layer are drawn after every prop; OVER clutter after them. */
const FRONT = 10_000;
const OVER = FRONT + 1;
/** Samples per side of the grid over each object's hit box that measures how much of it shows. */
const GRID = 6;
/** Strings across the sky (bunting, wires) a scene has at most: more hide the landmark. */
const MAX_STRINGS = 2;
const isString = (item: ClutterItem) => item.kind === "bunting" || item.kind === "wire";
/** Candidates tried per item wanted, before a crowded scene settles for fewer. */
const TRIES_PER_ITEM = 8;
/** Tries to stand something in front of each placed object before the rest of the clutter. */
const TRIES_PER_OBJECT = 6;

/** Where an object is drawn: a "back" object just before the prop it hides behind, a "front" one after every prop. */
export function objectDepth(placed: PlacedObject, layout: Layout): number {
  return placed.layer === "front" ? FRONT : layout.props[placed.prop]!.y - 0.5;
}

/** Where a prop is drawn: by its base, further back (higher up) first; the things on it just after. */
export const propDepth = (prop: Prop) => prop.y;

/** The item's box in scene units. */
export function clutterBox(item: ClutterItem): { left: number; top: number; right: number; bottom: number } {
  const { w, h } = CLUTTER_KINDS[item.kind];
  return { left: item.x - (w * item.scale) / 2, right: item.x + (w * item.scale) / 2, top: item.y - h * item.scale, bottom: item.y };
}

/** The scene points of a GRID x GRID grid over the placed object's (turned) hit box. */
export function hitBoxSamples(placed: PlacedObject): { x: number; y: number }[] {
  const object = objectById(placed.object);
  const turn = (placed.rotation * Math.PI) / 180;
  const samples: { x: number; y: number }[] = [];
  for (let row = 0; row < GRID; row++) {
    for (let col = 0; col < GRID; col++) {
      const localX = ((col + 0.5) / GRID - 0.5) * object.w * placed.size;
      const localY = ((row + 0.5) / GRID - 0.5) * object.h * placed.size;
      samples.push({ x: placed.x + localX * Math.cos(turn) - localY * Math.sin(turn), y: placed.y + localX * Math.sin(turn) + localY * Math.cos(turn) });
    }
  }
  return samples;
}

const insideBox = (item: ClutterItem, point: { x: number; y: number }) => {
  const box = clutterBox(item);
  return point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
};

/** The share of the placed object's hit box that no clutter drawn in front of it covers. */
export function visibleShare(placed: PlacedObject, layout: Layout, clutter: readonly ClutterItem[]): number {
  const depth = objectDepth(placed, layout);
  const inFront = clutter.filter((item) => item.depth > depth);
  const samples = hitBoxSamples(placed);
  return samples.filter((point) => !inFront.some((item) => insideBox(item, point))).length / samples.length;
}

type Candidate = Omit<ClutterItem, "tone">;

const GROUND_KINDS: Record<SceneKind, readonly ClutterKind[]> = {
  street: ["pot", "pot", "bin", "board", "bollard", "cone", "bag", "pigeon", "newspaper", "rack", "cat", "bottle", "parcel", "suitcase", "chair", "chair", "cobbles", "shrub"],
  market: ["fruitcrate", "fruitcrate", "basket", "sack", "sack", "barrel", "bag", "pigeon", "parcel", "pot", "bottle", "board", "cat", "cart", "chair", "cobbles", "leaves"],
  waterfront: ["coil", "lifering", "barrel", "barrel", "bollard", "pigeon", "pigeon", "bag", "parcel", "fruitcrate", "suitcase", "newspaper", "bottle", "pot", "chair", "cart", "cobbles"],
  park: ["shrub", "shrub", "hedge", "flowers", "flowers", "leaves", "leaves", "pigeon", "pigeon", "bag", "bin", "basket", "newspaper", "bottle", "cat", "pot", "chair"],
};
/** Small things that stand on a table, a bench, a counter or a ledge. */
const SURFACE_KINDS: readonly ClutterKind[] = ["cup", "bottle", "jar", "pigeon", "newspaper", "fruitpile", "bag", "pot", "parcel", "cup", "jar"];

/** Tops things can stand on, per prop type: [left, right, y] relative to the prop's base at scale 1. */
const SURFACES: Partial<Record<PropType, readonly (readonly [number, number, number])[]>> = {
  table: [[-50, 50, -70]],
  bench: [[-80, 80, -48]],
  stall: [[-108, 108, -90]],
  crates: [[-74, 74, -52], [-35, 35, -104]],
  fountain: [[-118, 118, -66]],
  planter: [[-60, 60, -46]],
  boat: [[-110, 110, -44]],
  facade: [[-84, 84, -292]],
};

/** The facade's windows: centre x and sill y, relative to its base (see scenes/Props.tsx). */
const WINDOWS = [-36, 36].flatMap((x) => [-198, -122].map((y) => ({ x, y })));

/** Ground items shrink toward the horizon: nearer is bigger. */
const perspective = (layout: Layout, y: number) => 0.75 + (0.7 * (y - layout.horizon)) / (SCENE_HEIGHT - layout.horizon);

/** The band of ground things stand on: below the quay's edge on a waterfront. */
const groundTop = (layout: Layout) => (layout.waterTo ?? layout.horizon) + 16;

const between = (random: Random, low: number, high: number) => low + random.next() * (high - low);

function onGround(random: Random, kind: SceneKind, layout: Layout): Candidate {
  const y = Math.round(between(random, groundTop(layout), SCENE_HEIGHT - 4));
  return { kind: random.pick(GROUND_KINDS[kind]), x: Math.round(between(random, 20, SCENE_WIDTH - 20)), y, scale: perspective(layout, y), flip: random.int(2) === 1, depth: y };
}

function onSurface(random: Random, layout: Layout): Candidate | null {
  const bearers = layout.props.filter((prop) => SURFACES[prop.type]);
  if (bearers.length === 0) return null;
  const prop = random.pick(bearers);
  const [left, right, top] = random.pick(SURFACES[prop.type]!);
  const kind = prop.type === "facade" ? random.pick<ClutterKind>(["pigeon", "pigeon", "pot", "bird"]) : random.pick(SURFACE_KINDS);
  return {
    kind,
    x: Math.round(prop.x + between(random, left, right) * prop.s),
    y: Math.round(prop.y + top * prop.s),
    scale: prop.s * between(random, 0.85, 1.1),
    flip: random.int(2) === 1,
    depth: propDepth(prop) + 0.1,
  };
}

/** Shutters, window boxes, hanging signs and awnings on the street's facades. */
function onWall(random: Random, layout: Layout): Candidate | null {
  const facades = layout.props.filter((prop) => prop.type === "facade");
  if (facades.length === 0) return null;
  const prop = random.pick(facades);
  const window = random.pick(WINDOWS);
  const kind = random.pick<ClutterKind>(["shutters", "shutters", "windowbox", "windowbox", "sign", "awning"]);
  const side = random.int(2) === 1 ? 1 : -1;
  const spot = {
    shutters: { x: window.x, y: window.y },
    windowbox: { x: window.x, y: window.y + 22 },
    sign: { x: side * 80, y: -150 },
    awning: { x: 0, y: -58 },
  }[kind as "shutters" | "windowbox" | "sign" | "awning"];
  return { kind, x: Math.round(prop.x + spot.x * prop.s), y: Math.round(prop.y + spot.y * prop.s), scale: prop.s, flip: side === 1, depth: propDepth(prop) + 0.1 };
}

/** Bunting, wires with birds on them and birds in flight, across the sky: drawn over everything. */
function inSky(random: Random, layout: Layout): Candidate {
  const kind = random.pick<ClutterKind>(["bunting", "wire", "bird", "bird"]);
  const wide = kind === "bunting" || kind === "wire";
  return {
    kind,
    x: Math.round(between(random, wide ? 140 : 40, wide ? SCENE_WIDTH - 140 : SCENE_WIDTH - 40)),
    y: Math.round(between(random, wide ? 150 : 90, layout.horizon - (wide ? 90 : 60))),
    scale: wide ? 1 : between(random, 0.7, 1.1),
    flip: random.int(2) === 1,
    depth: OVER,
  };
}

function onWater(random: Random, layout: Layout): Candidate | null {
  if (layout.waterTo === null) return null;
  const y = Math.round(between(random, layout.horizon + 14, layout.waterTo - 6));
  return { kind: random.pick<ClutterKind>(["ripple", "ripple", "float", "bird"]), x: Math.round(between(random, 30, SCENE_WIDTH - 30)), y, scale: perspective(layout, y) * 1.2, flip: random.int(2) === 1, depth: y };
}

/** Leaves hanging over a tree's crown, in front of whatever sits in it. */
function inFoliage(random: Random, layout: Layout): Candidate | null {
  const trees = layout.props.filter((prop) => prop.type === "tree");
  if (trees.length === 0) return null;
  const tree = random.pick(trees);
  return {
    kind: "foliage",
    x: Math.round(tree.x + between(random, -90, 90) * tree.s),
    y: Math.round(tree.y + between(random, -270, -150) * tree.s),
    scale: tree.s * between(random, 0.7, 1.1),
    flip: random.int(2) === 1,
    depth: OVER,
  };
}

/**
 * Something against a placed object's lower edge, in front of it, so the object peeks out from
 * behind: a ground thing on the ground, leaves in a tree's crown, a bird or a pot up on a facade,
 * a lamp or a stall.
 */
function besideObject(random: Random, kind: SceneKind, layout: Layout, target: PlacedObject): Candidate {
  const object = objectById(target.object);
  const halfW = (object.w * target.size) / 2;
  const onGround = target.y >= groundTop(layout);
  const inTree = layout.props[target.prop]!.type === "tree" && !onGround;
  const y = Math.round(Math.min(SCENE_HEIGHT - 4, target.y + (object.h * target.size) / 2 + between(random, -4, 10)));
  return {
    kind: onGround ? random.pick(GROUND_KINDS[kind]) : inTree ? "foliage" : random.pick<ClutterKind>(["pigeon", "bird", "pot", "cup"]),
    x: Math.round(target.x + (random.int(2) === 1 ? 1 : -1) * halfW * between(random, 0.5, 1)),
    y,
    scale: onGround ? perspective(layout, y) : target.size * 2,
    flip: random.int(2) === 1,
    depth: OVER,
  };
}

const WEIGHTS: Record<SceneKind, readonly (readonly ["ground" | "surface" | "wall" | "sky" | "water" | "foliage" | "beside", number])[]> = {
  street: [["ground", 30], ["surface", 14], ["wall", 30], ["sky", 8], ["beside", 30]],
  market: [["ground", 38], ["surface", 34], ["sky", 10], ["beside", 30]],
  waterfront: [["ground", 36], ["surface", 14], ["water", 18], ["sky", 8], ["foliage", 6], ["beside", 30]],
  park: [["ground", 42], ["surface", 12], ["foliage", 12], ["sky", 8], ["beside", 34]],
};

function candidate(random: Random, kind: SceneKind, layout: Layout, placed: readonly PlacedObject[]): Candidate | null {
  const weights = WEIGHTS[kind];
  let roll = random.int(weights.reduce((sum, [, weight]) => sum + weight, 0));
  const source = weights.find(([, weight]) => (roll -= weight) < 0)![0];
  switch (source) {
    case "ground":
      return onGround(random, kind, layout);
    case "surface":
      return onSurface(random, layout);
    case "wall":
      return onWall(random, layout);
    case "sky":
      return inSky(random, layout);
    case "water":
      return onWater(random, layout);
    case "foliage":
      return inFoliage(random, layout);
    case "beside":
      return besideObject(random, kind, layout, random.pick(placed));
  }
}

/** The share of `item`'s box that `other`'s box covers. */
function overlapShare(item: ClutterItem, other: ClutterItem): number {
  const a = clutterBox(item);
  const b = clutterBox(other);
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? (w * h) / ((a.right - a.left) * (a.bottom - a.top)) : 0;
}

/** The round's clutter, from its city, scene and placements: the same round always gets the same clutter. */
export function sceneClutter(round: { city: City; scene: number; placed: readonly PlacedObject[] }): ClutterItem[] {
  const { city, scene, placed } = round;
  const kind = city.scenes[scene]!.kind;
  const layout = LAYOUTS[kind];
  const random = seededRandom(`clutter/${city.id}/${scene}/${placed.map((item) => `${item.object}@${item.x},${item.y}`).join(";")}`);
  const wanted = MIN_CLUTTER + random.int(MAX_CLUTTER - MIN_CLUTTER + 1);
  const guarded = placed.map((item) => ({ depth: objectDepth(item, layout), samples: hitBoxSamples(item), covered: new Set<number>() }));
  const clutter: ClutterItem[] = [];
  /** Adds the item unless it is out of the picture, heaped on other clutter or hides too much of an object. */
  const add = (found: Candidate | null): boolean => {
    if (!found) return false;
    const item: ClutterItem = { ...found, tone: random.int(4) };
    const box = clutterBox(item);
    if (box.left < 0 || box.right > SCENE_WIDTH || box.top < 0 || box.bottom > SCENE_HEIGHT) return false;
    if (isString(item) && clutter.filter(isString).length >= MAX_STRINGS) return false;
    // Two things heaped on one spot read as a smudge: each keeps most of itself clear of the others.
    if (clutter.some((other) => overlapShare(item, other) > 0.5 || overlapShare(other, item) > 0.5)) return false;
    const covers = guarded.map((guard) => (item.depth > guard.depth ? guard.samples.flatMap((point, index) => (insideBox(item, point) ? [index] : [])) : []));
    const hidesTooMuch = guarded.some((guard, at) => {
      const covered = new Set([...guard.covered, ...covers[at]!]);
      return 1 - covered.size / guard.samples.length < MIN_VISIBLE;
    });
    if (hidesTooMuch) return false;
    guarded.forEach((guard, at) => covers[at]!.forEach((index) => guard.covered.add(index)));
    clutter.push(item);
    return true;
  };
  // First something in front of each object, so most of them peek out from behind a thing.
  for (const target of placed) {
    for (let tries = 0; tries < TRIES_PER_OBJECT; tries++) {
      if (add(besideObject(random, kind, layout, target))) break;
    }
  }
  for (let tries = 0; clutter.length < wanted && tries < wanted * TRIES_PER_ITEM; tries++) add(candidate(random, kind, layout, placed));
  return clutter.sort((a, b) => a.depth - b.depth);
}
