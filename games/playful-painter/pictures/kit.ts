/**
 * The picture kit: every Playful Painter picture is drawn in code from these shapes. A shape is a
 * set of closed polygons (rings) in a 100 x 100 picture; a picture is a list of regions painted
 * in order, each a shape with a palette colour, so a later region covers what it overlaps (the
 * visible part of each region is the cell the player paints). Curves are sampled finely enough
 * to look smooth at any zoom the game offers. Pure code: the rules and the server use it too.
 */

export type Point = readonly [number, number];
/** Closed polygons filled with the non-zero rule: holes run the other way round (see `ring`). */
export type Shape = readonly (readonly Point[])[];

export interface PaletteColour {
  readonly name: string;
  readonly hex: string;
}

export interface Region {
  readonly shape: Shape;
  /** Index into the picture's palette. */
  readonly colour: number;
}

/** Dark lines drawn over the picture (whiskers, ropes, strings): art, not cells to paint. */
export interface Line {
  readonly points: readonly Point[];
  readonly width: number;
}

export interface Picture {
  readonly name: string;
  readonly palette: readonly PaletteColour[];
  readonly regions: readonly Region[];
  readonly lines: readonly Line[];
}

export const SIZE = 100;
const TAU = Math.PI * 2;

const round = (value: number) => Math.round(value * 100) / 100;

function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const [x0, y0] = points[index]!;
    const [x1, y1] = points[(index + 1) % points.length]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

/** The polygon running the positive way round (a solid part). */
function solid(points: readonly Point[]): Point[] {
  return signedArea(points) >= 0 ? [...points] : [...points].reverse();
}

function reversed(points: readonly Point[]): Point[] {
  return signedArea(points) >= 0 ? [...points].reverse() : [...points];
}

// ---- primitives ----

export function polygon(points: readonly Point[]): Shape {
  return [solid(points)];
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotation = 0, steps = 48): Shape {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const points: Point[] = [];
  for (let step = 0; step < steps; step++) {
    const a = (step / steps) * TAU;
    const x = rx * Math.cos(a);
    const y = ry * Math.sin(a);
    points.push([cx + x * cos - y * sin, cy + x * sin + y * cos]);
  }
  return polygon(points);
}

export function circle(cx: number, cy: number, r: number): Shape {
  return ellipse(cx, cy, r, r, 0, Math.max(24, Math.min(72, Math.round(r * 6))));
}

export function rect(x: number, y: number, w: number, h: number): Shape {
  return polygon([
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ]);
}

export function roundRect(x: number, y: number, w: number, h: number, r: number): Shape {
  const points: Point[] = [];
  const corners: [number, number, number][] = [
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  for (const [cx, cy, start] of corners) {
    for (let step = 0; step <= 6; step++) {
      const a = start + (step / 6) * (Math.PI / 2);
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return polygon(points);
}

/** A star with `n` points between the outer and inner radius, the first point straight up. */
export function star(cx: number, cy: number, outer: number, inner: number, n: number, turn = 0): Shape {
  const points: Point[] = [];
  for (let step = 0; step < n * 2; step++) {
    const a = turn - Math.PI / 2 + (step * Math.PI) / n;
    const r = step % 2 === 0 ? outer : inner;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(points);
}

/** An annulus sector (a rainbow band, a ring, a wheel segment); angles in radians, 0 = east, clockwise on screen. */
export function band(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): Shape {
  const steps = Math.max(8, Math.ceil(((a1 - a0) / TAU) * 96));
  const outer: Point[] = [];
  const inner: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const a = a0 + ((a1 - a0) * step) / steps;
    outer.push([cx + r1 * Math.cos(a), cy + r1 * Math.sin(a)]);
    inner.push([cx + r0 * Math.cos(a), cy + r0 * Math.sin(a)]);
  }
  return polygon([...outer, ...inner.reverse()]);
}

/** A full ring: a disc with a round hole. */
export function ring(cx: number, cy: number, r0: number, r1: number): Shape {
  return [circle(cx, cy, r1)[0]!, reversed(circle(cx, cy, r0)[0]!)];
}

/** A wedge of a disc from the centre. */
export function wedge(cx: number, cy: number, r: number, a0: number, a1: number): Shape {
  const steps = Math.max(4, Math.ceil(((a1 - a0) / TAU) * 96));
  const points: Point[] = [[cx, cy]];
  for (let step = 0; step <= steps; step++) {
    const a = a0 + ((a1 - a0) * step) / steps;
    points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return polygon(points);
}

/** A smooth closed curve through the points (Catmull-Rom): clouds, hills, leaves, bodies. */
export function blob(points: readonly Point[], samples = 8): Shape {
  const out: Point[] = [];
  const n = points.length;
  for (let index = 0; index < n; index++) {
    const p0 = points[(index - 1 + n) % n]!;
    const p1 = points[index]!;
    const p2 = points[(index + 1) % n]!;
    const p3 = points[(index + 2) % n]!;
    for (let step = 0; step < samples; step++) {
      const t = step / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) => 0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  return polygon(out);
}

/** A smooth open curve through the points, sampled (for lines and for edges of shapes). */
export function curve(points: readonly Point[], samples = 8): Point[] {
  const out: Point[] = [];
  const n = points.length;
  for (let index = 0; index < n - 1; index++) {
    const p0 = points[Math.max(0, index - 1)]!;
    const p1 = points[index]!;
    const p2 = points[index + 1]!;
    const p3 = points[Math.min(n - 1, index + 2)]!;
    for (let step = 0; step < samples; step++) {
      const t = step / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) => 0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(points[n - 1]!);
  return out;
}

/** A petal or leaf: pointed at both ends (a vesica), from `base` reaching `length` towards `angle`. */
export function petal(bx: number, by: number, length: number, width: number, angle: number, roundness = 0.5): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const points: Point[] = [];
  const steps = 20;
  for (let side = 1; side >= -1; side -= 2) {
    for (let step = 0; step <= steps; step++) {
      const t = side === 1 ? step / steps : 1 - step / steps;
      // Widest a little past the middle; `roundness` fattens the tip.
      const w = (width / 2) * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.8 + roundness * 0.4)), 0.7 + (1 - roundness) * 0.6) * side;
      const along = t * length;
      points.push([bx + along * cos - w * sin, by + along * sin + w * cos]);
    }
  }
  return polygon(points);
}

/** A heart centred on (cx, cy), `size` wide. */
export function heart(cx: number, cy: number, size: number): Shape {
  const points: Point[] = [];
  for (let step = 0; step < 64; step++) {
    const t = (step / 64) * TAU;
    const x = 16 * Math.pow(Math.sin(t), 3);
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    points.push([cx + (x * size) / 34, cy + (y * size) / 34 + size * 0.05]);
  }
  return polygon(points);
}

/** The band between two curves over the same x range (hills, waves, ground): `top` and `bottom` are y(x). */
export function between(x0: number, x1: number, top: (x: number) => number, bottom: (x: number) => number, steps = 60): Shape {
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const x = x0 + ((x1 - x0) * step) / steps;
    upper.push([x, top(x)]);
    lower.push([x, bottom(x)]);
  }
  return polygon([...upper, ...lower.reverse()]);
}

/** A thick stroke along a path as a shape (stems, masts, ribbons), tapering to `endWidth` (tentacles, tails). */
export function stroke(path: readonly Point[], width: number, endWidth = width): Shape {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let index = 0; index < path.length; index++) {
    const prev = path[Math.max(0, index - 1)]!;
    const next = path[Math.min(path.length - 1, index + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const length = Math.hypot(dx, dy) || 1;
    const half = (width + ((endWidth - width) * index) / Math.max(1, path.length - 1)) / 2;
    const nx = (-dy / length) * half;
    const ny = (dx / length) * half;
    const [x, y] = path[index]!;
    left.push([x + nx, y + ny]);
    right.push([x - nx, y - ny]);
  }
  return polygon([...left, ...right.reverse()]);
}

// ---- transforms and cuts ----

export function transform(shape: Shape, map: (point: Point) => Point): Shape {
  return shape.map((points) => points.map(map));
}

export function translate(shape: Shape, dx: number, dy: number): Shape {
  return transform(shape, ([x, y]) => [x + dx, y + dy]);
}

export function rotate(shape: Shape, cx: number, cy: number, angle: number): Shape {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return transform(shape, ([x, y]) => [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos]);
}

/** Mirror across the vertical line x = `axis` (orientation restored so solids stay solid). */
export function mirror(shape: Shape, axis = SIZE / 2): Shape {
  return shape.map((points) => [...points.map(([x, y]): Point => [2 * axis - x, y])].reverse());
}

/** The part of a polygon on the right of the directed line a -> b as seen on screen (Sutherland-Hodgman, one half-plane). */
function clipHalf(points: readonly Point[], a: Point, b: Point): Point[] {
  const side = ([x, y]: Point) => (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
  const out: Point[] = [];
  for (let index = 0; index < points.length; index++) {
    const p = points[index]!;
    const q = points[(index + 1) % points.length]!;
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if ((sp >= 0) !== (sq >= 0)) {
      const t = sp / (sp - sq);
      out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
    }
  }
  return out;
}

/** The part of a shape on the right of the line a -> b as seen on screen (y grows downwards). */
export function clip(shape: Shape, a: Point, b: Point): Shape {
  return shape.map((points) => clipHalf(points, a, b)).filter((points) => points.length >= 3);
}

/** The shape cut into horizontal slices at the given y values (top to bottom). */
export function sliceRows(shape: Shape, cuts: readonly number[]): Shape[] {
  const edges = [-1000, ...cuts, 1000];
  const out: Shape[] = [];
  for (let index = 0; index < edges.length - 1; index++) {
    const top = edges[index]!;
    const bottom = edges[index + 1]!;
    out.push(clip(clip(shape, [-1000, top], [1000, top]), [1000, bottom], [-1000, bottom]));
  }
  return out;
}

/** The shape cut into vertical slices at the given x values (left to right). */
export function sliceColumns(shape: Shape, cuts: readonly number[]): Shape[] {
  const edges = [-1000, ...cuts, 1000];
  const out: Shape[] = [];
  for (let index = 0; index < edges.length - 1; index++) {
    const left = edges[index]!;
    const right = edges[index + 1]!;
    out.push(clip(clip(shape, [left, 1000], [left, -1000]), [right, -1000], [right, 1000]));
  }
  return out;
}

/** The shape cut into `n` wedges around (cx, cy), starting at angle `start` (each under half a turn). */
export function sliceWedges(shape: Shape, cx: number, cy: number, n: number, start = -Math.PI / 2): Shape[] {
  const out: Shape[] = [];
  const far = 1000;
  for (let index = 0; index < n; index++) {
    const a0 = start + (index * TAU) / n;
    const a1 = start + ((index + 1) * TAU) / n;
    const first = clip(shape, [cx, cy], [cx + far * Math.cos(a0), cy + far * Math.sin(a0)]);
    out.push(clip(first, [cx + far * Math.cos(a1), cy + far * Math.sin(a1)], [cx, cy]));
  }
  return out;
}

/** The part of a shape inside a convex polygon (a lattice cell, a tile). */
export function intersect(shape: Shape, convex: readonly Point[]): Shape {
  const ring = solid(convex);
  let out = shape;
  for (let index = 0; index < ring.length && out.length > 0; index++) out = clip(out, ring[index]!, ring[(index + 1) % ring.length]!);
  return out.map((points) => withoutSlits([...points])).filter((points) => points.length >= 3);
}

/** A shape's edges flat (x0, y0, x1, y1 each) with its bounding box: sampling a shape thousands of times wants both. */
interface Edges {
  readonly flat: Float64Array;
  readonly box: Box;
}

type Box = readonly [number, number, number, number];

const edgesOf = new WeakMap<Shape, Edges>();

function edges(shape: Shape): Edges {
  let found = edgesOf.get(shape);
  if (!found) {
    const flat = new Float64Array(shape.reduce((sum, points) => sum + points.length, 0) * 4);
    let at = 0;
    for (const points of shape) {
      for (let index = 0; index < points.length; index++) {
        const [x0, y0] = points[index]!;
        const [x1, y1] = points[(index + 1) % points.length]!;
        flat.set([x0, y0, x1, y1], at);
        at += 4;
      }
    }
    found = { flat, box: boxOf(shape) };
    edgesOf.set(shape, found);
  }
  return found;
}

function boxOf(shape: Shape): Box {
  let box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const points of shape) for (const [x, y] of points) box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
  return box;
}

function coversAt(shape: Shape, x: number, y: number): boolean {
  const { flat, box } = edges(shape);
  if (x < box[0] || x > box[2] || y < box[1] || y > box[3]) return false;
  let winding = 0;
  for (let at = 0; at < flat.length; at += 4) {
    const y0 = flat[at + 1]!;
    const y1 = flat[at + 3]!;
    if (((y0 <= y && y < y1) || (y1 <= y && y < y0)) && flat[at]! + ((y - y0) / (y1 - y0)) * (flat[at + 2]! - flat[at]!) > x) winding += y1 > y0 ? 1 : -1;
  }
  return winding !== 0;
}

/** Whether the shape covers the point (non-zero winding, as it is painted). */
export function covers(shape: Shape, [x, y]: Point): boolean {
  return coversAt(shape, x, y);
}

function distanceToEdges(shape: Shape, x: number, y: number): number {
  const { flat } = edges(shape);
  let best = Infinity;
  for (let at = 0; at < flat.length; at += 4) {
    const x0 = flat[at]!;
    const y0 = flat[at + 1]!;
    const dx = flat[at + 2]! - x0;
    const dy = flat[at + 3]! - y0;
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy || 1)));
    const ex = x - x0 - t * dx;
    const ey = y - y0 - t * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.sqrt(best);
}

/** What shows of a shape under others: the room its number has, and in how many pieces it shows. */
export interface Showing {
  /** Roughly the radius of the largest circle that fits in what shows inside the picture (0: nothing shows). */
  readonly room: number;
  readonly pieces: number;
  /** Bits too small to count as pieces: they show all the same, so they must be painted as part of some cell. */
  readonly specks: number;
}

/** Samples smaller than this many make a speck, not a piece (about as the pictures test counts). */
const SPECK_SAMPLES = 12;
/** Under this much room a number does not fit at all: such a piece joins another group's neighbour if it has none of its own. */
const NO_ROOM_FOR_A_NUMBER = 1;

/** What shows of the shape inside the picture when the `over` shapes are painted over it, sampled every 0.4 units. */
export function showing(shape: Shape, over: readonly Shape[] = []): Showing {
  const [left, top, right, bottom] = edges(shape).box;
  const near = over.filter((cover) => {
    const [l, t, r, b] = edges(cover).box;
    return l <= right && r >= left && t <= bottom && b >= top;
  });
  // Uncovered inside the picture, a piece as round as A / P (the inradius is at least that for a
  // convex piece, nearly so for the gently bent ones a lattice cuts) has room enough without sampling.
  if (near.length === 0 && shape.length === 1 && left >= 0 && top >= 0 && right <= SIZE && bottom <= SIZE) {
    const ring = shape[0]!;
    const perimeter = ring.reduce((sum, [x, y], index) => sum + Math.hypot(ring[(index + 1) % ring.length]![0] - x, ring[(index + 1) % ring.length]![1] - y), 0);
    const roundness = Math.abs(signedArea(ring)) / perimeter;
    if (roundness >= 1.5) return { room: roundness, pieces: 1, specks: 0 };
  }
  const step = 0.4;
  // One grid for every shape, so that two merged show just the samples each showed (a speck stays
  // a speck); off the half-step so that samples do not fall on the edges of shapes drawn at round numbers.
  const [dx, dy] = [step / 2 + 0.013, step / 2 + 0.017];
  const x0 = dx + Math.ceil((Math.max(left, 0) - dx) / step) * step;
  const y0 = dy + Math.ceil((Math.max(top, 0) - dy) / step) * step;
  const columns = Math.max(0, Math.ceil((Math.min(right, SIZE) - x0) / step));
  const rows = Math.max(0, Math.ceil((Math.min(bottom, SIZE) - y0) / step));
  const shown = new Uint8Array(columns * rows);
  let room = 0;
  for (let row = 0; row < rows; row++) {
    const y = y0 + row * step;
    for (let column = 0; column < columns; column++) {
      const x = x0 + column * step;
      if (!coversAt(shape, x, y)) continue;
      let d = Math.min(x, y, SIZE - x, SIZE - y, distanceToEdges(shape, x, y));
      let hidden = false;
      for (const cover of near) {
        const box = edges(cover).box;
        const outside = Math.hypot(Math.max(box[0] - x, 0, x - box[2]), Math.max(box[1] - y, 0, y - box[3]));
        if (outside >= d) continue;
        if (coversAt(cover, x, y)) {
          hidden = true;
          break;
        }
        d = Math.min(d, distanceToEdges(cover, x, y));
      }
      if (hidden) continue;
      shown[row * columns + column] = 1;
      room = Math.max(room, d);
    }
  }
  let pieces = 0;
  let specks = 0;
  for (let start = 0; start < shown.length; start++) {
    if (shown[start] !== 1) continue;
    let size = 0;
    const stack = [start];
    shown[start] = 2;
    while (stack.length > 0) {
      const at = stack.pop()!;
      size++;
      const column = at % columns;
      for (const next of [at - columns, at + columns, column > 0 ? at - 1 : -1, column < columns - 1 ? at + 1 : -1]) {
        if (next >= 0 && next < shown.length && shown[next] === 1) {
          shown[next] = 2;
          stack.push(next);
        }
      }
    }
    if (size >= SPECK_SAMPLES) pieces++;
    else specks++;
  }
  return { room, pieces, specks };
}

const same = (a: Point, b: Point) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

/** The ring with each of `others` that lies inside one of its edges added there as a corner. */
function withCorners(points: readonly Point[], others: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (let index = 0; index < points.length; index++) {
    const [p, q] = [points[index]!, points[(index + 1) % points.length]!];
    out.push(p);
    const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
    const length2 = dx * dx + dy * dy;
    const inside = others
      .map((o) => ({ o, t: ((o[0] - p[0]) * dx + (o[1] - p[1]) * dy) / (length2 || 1) }))
      .filter(({ o, t }) => t > 1e-9 && t < 1 - 1e-9 && Math.abs((o[0] - p[0]) * dy - (o[1] - p[1]) * dx) / Math.sqrt(length2 || 1) < 1e-6)
      .sort((m, n) => m.t - n.t);
    out.push(...inside.map(({ o }) => o));
  }
  return out;
}

/** Whether the path before -> at -> after turns straight back on itself (a slit's tip). */
function turnsBack(before: Point, at: Point, after: Point): boolean {
  const [ux, uy, vx, vy] = [at[0] - before[0], at[1] - before[1], after[0] - at[0], after[1] - at[1]];
  return ux * vx + uy * vy < 0 && Math.abs(ux * vy - uy * vx) <= 1e-9 * Math.hypot(ux, uy) * Math.hypot(vx, vy);
}

/**
 * The ring without slits: where a merge joined two pieces that shared more than one edge, or where
 * clipping a shape with a notch ran out along a cell's edge and straight back, the ring runs out
 * and back along one line, which an outline would draw as a stray line (and a fill as a hairline).
 */
function withoutSlits(ring: Point[]): Point[] {
  for (let index = 0; index < ring.length && ring.length > 3; ) {
    const [before, at, after] = [ring[(index + ring.length - 1) % ring.length]!, ring[index]!, ring[(index + 1) % ring.length]!];
    if (same(before, at) || same(before, after) || turnsBack(before, at, after)) {
      ring.splice(index, 1);
      index = Math.max(0, index - 2);
    } else index++;
  }
  return ring;
}

/**
 * Two one-ring shapes that share an edge as one ring (null when they share none). With `corners`, a
 * corner of one inside an edge of the other counts (a cell cut apart meets its neighbours part way
 * along their edges); only then, since more merges make `tessellate` slower and its cells larger.
 */
export function merge(a: Shape, b: Shape, corners = false): Shape | null {
  if (a.length !== 1 || b.length !== 1) return null;
  const [boxA, boxB] = [edges(a).box, edges(b).box];
  if (boxA[0] > boxB[2] + 1e-6 || boxB[0] > boxA[2] + 1e-6 || boxA[1] > boxB[3] + 1e-6 || boxB[1] > boxA[3] + 1e-6) return null;
  const [p, q] = corners ? [withCorners(solid(a[0]!), b[0]!), withCorners(solid(b[0]!), a[0]!)] : [solid(a[0]!), solid(b[0]!)];
  for (let i = 0; i < p.length; i++) {
    for (let j = 0; j < q.length; j++) {
      // Both run the same way round, so the shared edge runs opposite ways.
      if (!same(p[i]!, q[(j + 1) % q.length]!) || !same(p[(i + 1) % p.length]!, q[j]!)) continue;
      const out: Point[] = [];
      for (let k = 1; k <= p.length; k++) out.push(p[(i + k) % p.length]!);
      for (let k = 2; k < q.length; k++) out.push(q[(j + k) % q.length]!);
      return [withoutSlits(out)];
    }
  }
  return null;
}

/**
 * A piece that shows in several pieces (a tentacle or a string across a patch of sea) cut along a
 * straight line into parts that each show in one piece with room for a number, or null when no
 * cut tried does. A part still in pieces is cut again, so a piece crossed twice ends in three.
 */
function cutApart(piece: Shape, over: readonly Shape[], depth = 0): Shape[] | null {
  const [left, top, right, bottom] = boxOf(piece);
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  const reach = Math.hypot(right - left, bottom - top) / 2;
  const whole = showing(piece, over).pieces;
  let best: { parts: Shape[]; room: number } | null = null;
  let fewer: { parts: Shape[]; split: boolean[]; pieces: number } | null = null;
  for (let turn = 0; turn < 8; turn++) {
    const [dx, dy] = [Math.cos((turn * Math.PI) / 8), Math.sin((turn * Math.PI) / 8)];
    for (let step = 1; step < 10; step++) {
      // Lines across the box at even offsets along the normal (-dy, dx).
      const offset = reach * (step / 5 - 1);
      const [ox, oy] = [cx - dy * offset, cy + dx * offset];
      const [a, b]: [Point, Point] = [[ox - dx * 1000, oy - dy * 1000], [ox + dx * 1000, oy + dy * 1000]];
      const halves = [clip(piece, a, b), clip(piece, b, a)].filter((half) => half.length > 0);
      if (halves.length < 2) continue;
      const views = halves.map((half) => showing(half, over));
      if (views.every((view) => view.pieces <= 1)) {
        // A part too small for its number is fine here: it joins a neighbour later.
        const room = Math.min(...views.filter((view) => view.pieces === 1).map((view) => view.room));
        if (!best || room > best.room) best = { parts: halves, room };
      } else if (views.every((view) => view.pieces < whole)) {
        const pieces = views.reduce((sum, view) => sum + view.pieces, 0);
        if (!fewer || pieces < fewer.pieces) fewer = { parts: halves, split: views.map((view) => view.pieces > 1), pieces };
      }
    }
  }
  if (best) return best.parts;
  // No one line parts them all: the best line that parts some, then its parts cut again.
  if (!fewer || depth >= 2) return null;
  const again = fewer.parts.map((part, index) => (fewer.split[index] ? cutApart(part, over, depth + 1) : [part]));
  return again.every((parts) => parts !== null) ? again.flat() : null;
}

/**
 * A shape cut along a lattice of convex cells (tiles, scales, honeycomb): each cell's part of the
 * shape is a region, and a part with less than `minRoom` showing (at the shape's edge, or under the
 * `over` shapes to be painted later) joins a neighbour, so every cell keeps room for its number;
 * a part in several pieces is first cut apart. A part that shows only specks joins one too (left
 * out, it would show as unpainted white); only a part that shows nothing at all is left out.
 */
export function tessellate(shape: Shape, lattice: readonly (readonly Point[])[], over: readonly Shape[] = [], minRoom = 1.2): Shape[] {
  return tessellateGroups(shape, lattice, () => 0, over, minRoom).map((tile) => tile.shape);
}

/**
 * `tessellate` with the lattice's cells in groups (the strips of a mound, each to be painted in
 * its own colour): a part joins only a neighbour of its own group, so no cell of one group takes
 * in a piece of another, but a part that shows only specks, too small to be seen in any colour,
 * may join any. Each cell comes with the group it belongs to.
 */
export function tessellateGroups(shape: Shape, lattice: readonly (readonly Point[])[], groupOf: (cell: readonly Point[]) => number, over: readonly Shape[] = [], minRoom = 1.2): { shape: Shape; group: number }[] {
  // A cell a thin shape crosses becomes a cell for each part either side, as its own cell to paint.
  const cut = new Set<Shape>();
  const groups: number[] = [];
  const pieces = lattice.flatMap((cell) => {
    const piece = intersect(shape, cell);
    if (piece.length === 0) return [];
    const parts = showing(piece, over).pieces > 1 ? cutApart(piece, over) : null;
    for (const part of parts ?? []) cut.add(part);
    const found = parts ?? [piece];
    groups.push(...found.map(() => groupOf(cell)));
    return found;
  });
  const shows = pieces.map((piece) => showing(piece, over));
  // How far a piece is from fine: a piece in several pieces is worse than any that shows whole.
  const badness = ({ room, pieces: parts }: Showing) => (parts > 1 ? -parts : room);
  const fine = (view: Showing) => view.pieces === 1 && view.room >= minRoom;
  const visible = (view: Showing) => view.pieces + view.specks > 0;
  const stuck = new Set<Shape>();
  for (;;) {
    let worst = -1;
    shows.forEach((view, index) => {
      if (visible(view) && !fine(view) && !stuck.has(pieces[index]!) && (worst < 0 || badness(view) < badness(shows[worst]!))) worst = index;
    });
    if (worst < 0) break;
    // A hidden neighbour changes nothing that shows but may lead on to a neighbour that helps. A
    // speck joins, where it can, a neighbour whose piece it touches (one it meets only at a corner
    // would show as a second piece of that cell); otherwise, as any part, the merge that shows best.
    const speck = shows[worst]!.pieces === 0;
    const strays = (view: Showing, index: number) => (speck ? Math.max(0, view.pieces + view.specks - shows[index]!.pieces - shows[index]!.specks) : 0);
    const search = (neighbours: "own" | "any" | "others") => {
      let found: { index: number; shape: Shape; view: Showing; strays: number; apart: number; hidden: boolean } | null = null;
      for (const [index, piece] of pieces.entries()) {
        // Another group's neighbour only for a speck (or as a last resort, below), and its own
        // group's first even as a stray bit there: a speck shows, if only just.
        const apart = groups[index] === groups[worst] ? 0 : 1;
        if (neighbours === (apart ? "own" : "others")) continue;
        const joined = index === worst ? null : merge(pieces[worst]!, piece, cut.has(pieces[worst]!) || cut.has(piece));
        if (!joined) continue;
        const view = showing(joined, over);
        if (badness(view) < badness(shows[worst]!)) continue;
        const bits = strays(view, index);
        if (!found || apart < found.apart || (apart === found.apart && (bits < found.strays || (bits === found.strays && badness(view) > badness(found.view))))) {
          found = { index, shape: joined, view, strays: bits, apart, hidden: shows[index]!.pieces === 0 };
        }
      }
      return found && (badness(found.view) > badness(shows[worst]!) || found.hidden) ? found : null;
    };
    // A piece with no neighbour of its own group to join (a strip's end cut off by the frame or by
    // what lies over it) joins another group's rather than stay too small for its number.
    const found = search(speck ? "any" : "own") ?? (speck || shows[worst]!.room >= NO_ROOM_FOR_A_NUMBER ? null : search("others"));
    if (!found) {
      stuck.add(pieces[worst]!);
      continue;
    }
    if (cut.has(pieces[worst]!) || cut.has(pieces[found.index]!)) cut.add(found.shape);
    pieces[found.index] = found.shape;
    shows[found.index] = found.view;
    pieces.splice(worst, 1);
    shows.splice(worst, 1);
    groups.splice(worst, 1);
  }
  return pieces.flatMap((piece, index) => (visible(shows[index]!) ? [{ shape: piece, group: groups[index]! }] : []));
}

/** What shows of a shape under the `over` shapes, a region for each piece (a bar a curtain crosses, a stalk behind a bloom). */
export function apart(shape: Shape, over: readonly Shape[]): Shape[] {
  return tessellate(shape, [[[-1, -1], [SIZE + 1, -1], [SIZE + 1, SIZE + 1], [-1, SIZE + 1]]], over);
}

/** Evenly spaced cuts inside [from, to] making `n` slices. */
export function cuts(from: number, to: number, n: number): number[] {
  return Array.from({ length: n - 1 }, (_, index) => from + ((to - from) * (index + 1)) / n);
}

// ---- building a picture ----

export interface PictureBuilder {
  /** Adds a region (painted over what came before); returns the builder for chaining. */
  add(shape: Shape, colour: number): PictureBuilder;
  /** Adds each shape as a region, colours taken in turn from `colours`. */
  each(shapes: readonly Shape[], colours: readonly number[]): PictureBuilder;
  line(points: readonly Point[], width?: number): PictureBuilder;
  done(): Picture;
}

export function picture(name: string, palette: readonly PaletteColour[]): PictureBuilder {
  const regions: Region[] = [];
  const lines: Line[] = [];
  const builder: PictureBuilder = {
    add(shape, colour) {
      if (!Number.isInteger(colour) || colour < 0 || colour >= palette.length) throw new RangeError(`${name}: colour ${colour} is not in the palette.`);
      const rounded = shape.map((points) => points.map(([x, y]): Point => [round(x), round(y)]));
      if (rounded.length > 0) regions.push({ shape: rounded, colour });
      return builder;
    },
    each(shapes, colours) {
      shapes.forEach((shape, index) => builder.add(shape, colours[index % colours.length]!));
      return builder;
    },
    line(points, width = 0.6) {
      lines.push({ points: points.map(([x, y]): Point => [round(x), round(y)]), width });
      return builder;
    },
    done: () => ({ name, palette, regions, lines }),
  };
  return builder;
}

export const colour = (name: string, hex: string): PaletteColour => ({ name, hex });

/** The SVG path data of a shape. */
export function pathOf(shape: Shape): string {
  return shape.map((points) => `M${points.map(([x, y]) => `${x} ${y}`).join("L")}Z`).join("");
}

/** The SVG path data of a line. */
export function linePathOf(line: Line): string {
  return `M${line.points.map(([x, y]) => `${x} ${y}`).join("L")}`;
}
