/**
 * Where things stand in each kind of scene (1000 x 640 scene units): the props of the scene kit
 * and, from them, the spots where objects can hide. Each prop type offers anchors (on a counter,
 * peeking over a planter, behind a crate), so an object placed there sits among the picture;
 * "back" spots are drawn behind the prop, which covers part of the object but never most of it.
 * Pure data: the rules place objects on these spots, the scene kit draws the props.
 */
import type { SceneKind } from "./cities.ts";

export const SCENE_WIDTH = 1000;
export const SCENE_HEIGHT = 640;

export type PropType = "facade" | "stall" | "table" | "planter" | "lamp" | "bench" | "crates" | "tree" | "boat" | "fountain" | "person";

export interface Prop {
  type: PropType;
  /** The prop's base, centred (scene units). */
  x: number;
  y: number;
  /** Drawing scale (1 = the kit's size). */
  s: number;
  /** Mirrored left to right. */
  flip?: boolean;
}

export interface Spot {
  x: number;
  y: number;
  /** The object's size: its 100-unit drawing is scaled by this. */
  size: number;
  /** "back": drawn behind the prop it belongs to (partly covered); "front": in front of everything. */
  layer: "back" | "front";
  /** The prop the spot belongs to (its index in the layout's props). */
  prop: number;
}

type Anchor = readonly [dx: number, dy: number, layer: Spot["layer"], size: number];

/** Anchors per prop type, relative to the prop's base at scale 1. */
const ANCHORS: Record<PropType, readonly Anchor[]> = {
  facade: [[-42, -205, "front", 0.4], [40, -120, "front", 0.4], [36, -226, "front", 0.38]],
  stall: [[-72, -108, "front", 0.48], [72, -108, "front", 0.48], [0, -92, "back", 0.5], [128, -28, "front", 0.44], [-60, -100, "back", 0.44]],
  table: [[0, -86, "front", 0.44], [-64, -30, "back", 0.44], [60, -50, "back", 0.42]],
  planter: [[-30, -104, "back", 0.48], [88, -26, "front", 0.44], [40, -90, "back", 0.44]],
  lamp: [[38, -212, "front", 0.4], [36, -26, "front", 0.44], [0, -150, "back", 0.42]],
  bench: [[-48, -64, "front", 0.44], [52, -20, "back", 0.42], [-10, -70, "back", 0.44]],
  crates: [[0, -128, "front", 0.48], [58, -72, "back", 0.48], [-45, -80, "back", 0.44]],
  tree: [[-38, -220, "front", 0.44], [42, -178, "front", 0.42], [-48, -24, "front", 0.44], [0, -70, "back", 0.44]],
  boat: [[-52, -52, "back", 0.46], [56, -50, "back", 0.46]],
  fountain: [[-96, -82, "front", 0.44], [98, -80, "front", 0.44], [-40, -72, "back", 0.42], [70, -70, "back", 0.44]],
  person: [[-44, -64, "front", 0.42], [34, -100, "back", 0.42]],
};

const prop = (type: PropType, x: number, y: number, s = 1, flip = false): Prop => ({ type, x, y, s, flip });

export interface Layout {
  props: readonly Prop[];
  /** The landmark's base centre and height (scene units), behind everything on the ground. */
  landmark: { x: number; y: number; h: number };
  /** Where the ground (street, grass, quay) begins. */
  horizon: number;
  /** Water from the horizon down to this line (waterfront scenes), else null. */
  waterTo: number | null;
  spots: readonly Spot[];
}

/** Spots keep this far from the picture's sides and bottom, so no object hangs out of it. */
const MARGIN = 50;
const LOWEST = SCENE_HEIGHT - 35;

function layout(base: Omit<Layout, "spots">): Layout {
  const anchored = base.props.flatMap((item, index) =>
    ANCHORS[item.type].map(([dx, dy, layer, size]): Spot => ({
      x: Math.round(item.x + (item.flip ? -dx : dx) * item.s),
      y: Math.round(item.y + dy * item.s),
      size: Math.round(size * item.s * 100) / 100,
      layer,
      prop: index,
    })),
  );
  const spots = anchored.filter((spot) => spot.x >= MARGIN && spot.x <= SCENE_WIDTH - MARGIN && spot.y >= MARGIN && spot.y <= LOWEST);
  return { ...base, spots };
}

export const LAYOUTS: Record<SceneKind, Layout> = {
  street: layout({
    horizon: 430,
    waterTo: null,
    landmark: { x: 500, y: 440, h: 330 },
    props: [
      prop("facade", 90, 450), prop("facade", 255, 440, 0.95), prop("facade", 745, 440, 0.95), prop("facade", 910, 450),
      prop("lamp", 360, 560), prop("lamp", 640, 560, 1, true),
      prop("table", 200, 600), prop("table", 800, 600, 1, true),
      prop("planter", 500, 630), prop("person", 440, 520, 0.8), prop("crates", 950, 630, 0.9),
      prop("bench", 60, 632, 0.8),
    ],
  }),
  market: layout({
    horizon: 400,
    waterTo: null,
    landmark: { x: 500, y: 410, h: 320 },
    props: [
      prop("stall", 150, 520), prop("stall", 450, 500, 0.9), prop("stall", 780, 520, 1, true),
      prop("crates", 300, 610), prop("crates", 620, 615, 0.9),
      prop("lamp", 960, 620), prop("planter", 60, 630, 0.9),
      prop("person", 560, 600, 0.9, true), prop("table", 880, 630, 0.9), prop("bench", 450, 632, 0.8),
    ],
  }),
  waterfront: layout({
    horizon: 330,
    waterTo: 470,
    landmark: { x: 620, y: 340, h: 300 },
    props: [
      prop("boat", 240, 420), prop("boat", 640, 450, 1.1, true),
      prop("lamp", 90, 600), prop("lamp", 900, 600, 1, true),
      prop("bench", 300, 600), prop("bench", 690, 600, 1, true),
      prop("crates", 480, 610), prop("planter", 820, 630, 0.9), prop("person", 580, 630, 0.9),
      prop("stall", 120, 640, 0.8), prop("tree", 930, 560, 0.75),
    ],
  }),
  park: layout({
    horizon: 380,
    waterTo: null,
    landmark: { x: 500, y: 390, h: 330 },
    props: [
      prop("tree", 110, 520), prop("tree", 890, 520, 1, true), prop("tree", 300, 460, 0.75),
      prop("fountain", 560, 560), prop("bench", 250, 620), prop("bench", 820, 625, 1, true),
      prop("planter", 420, 635, 0.9), prop("lamp", 700, 600), prop("person", 980, 640, 0.8, true),
      prop("table", 60, 630, 0.9),
    ],
  }),
};
