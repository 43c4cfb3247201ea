/**
 * Fine detail many pictures share: lattices of convex cells to cut a shape into tiles, scales or
 * honeycomb (with `tessellate` of the kit).
 */
import { clip, intersect, petal, tessellate, tessellateGroups, wedge, type PictureBuilder, type Point, type Shape } from "./kit.ts";

type Cell = readonly Point[];

/**
 * Rectangles `w` x `h` covering the box; `stagger` shifts every other row by half a cell (bricks),
 * and then each cell also has the points where the next rows' cells meet it, so neighbours share whole edges.
 */
export function grid(x0: number, y0: number, x1: number, y1: number, w: number, h: number, stagger = false): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; y0 + row * h < y1; row++) {
    const top = y0 + row * h;
    const shift = stagger && row % 2 === 1 ? -w / 2 : 0;
    for (let column = 0; x0 + shift + column * w < x1; column++) {
      const left = x0 + shift + column * w;
      const [right, bottom, middle] = [left + w, top + h, left + w / 2];
      cells.push(stagger ? [[left, top], [middle, top], [right, top], [right, bottom], [middle, bottom], [left, bottom]] : [[left, top], [right, top], [right, bottom], [left, bottom]]);
    }
  }
  return cells;
}

/** Pointy-topped hexagons of radius `r` covering the box (honeycomb, turtle shell, scales). */
export function hexes(x0: number, y0: number, x1: number, y1: number, r: number): Cell[] {
  const cells: Cell[] = [];
  const w = Math.sqrt(3) * r;
  for (let row = 0; y0 + (row - 1) * 1.5 * r < y1; row++) {
    for (let column = -1; x0 + (column - 1) * w < x1; column++) {
      const cx = x0 + column * w + (row % 2 === 1 ? w / 2 : 0);
      const cy = y0 + row * 1.5 * r;
      cells.push(Array.from({ length: 6 }, (_, k): Point => [cx + r * Math.cos(((k * 60 - 90) * Math.PI) / 180), cy + r * Math.sin(((k * 60 - 90) * Math.PI) / 180)]));
    }
  }
  return cells;
}

/** Diamonds `w` wide and `h` tall covering the box (harlequin, roof tiles, pineapple skin). */
export function diamonds(x0: number, y0: number, x1: number, y1: number, w: number, h: number): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; y0 + ((row - 1) * h) / 2 < y1; row++) {
    for (let column = 0; x0 + (column - 1) * w < x1; column++) {
      const cx = x0 + column * w + (row % 2 === 1 ? w / 2 : 0);
      const cy = y0 + (row * h) / 2;
      cells.push([[cx, cy - h / 2], [cx + w / 2, cy], [cx, cy + h / 2], [cx - w / 2, cy]]);
    }
  }
  return cells;
}

/** The middle of a shape's bounding box: where a tile sits, to choose its colour by. */
export function centre(shape: Shape): Point {
  const xs = shape.flat().map(([x]) => x);
  const ys = shape.flat().map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/** Each tile as a region, its colour chosen by where it sits (bands, rings, checks of a pattern). */
export function paintTiles(p: PictureBuilder, tiles: readonly Shape[], pick: (at: Point, index: number) => number): PictureBuilder {
  tiles.forEach((tile, index) => p.add(tile, pick(centre(tile), index)));
  return p;
}

/** Which of `n` rings around (cx, cy), each `step` wide, a point lies in (for colours by distance). */
export const ringOf = (cx: number, cy: number, step: number, n: number) => ([x, y]: Point) => Math.min(n - 1, Math.floor(Math.hypot(x - cx, y - cy) / step));

/** A colour for each ring `step` wide about (cx, cy) with an edge at radius `from`, the rings taking `colours` in turn (the strips of `arches`). */
export const byRing = (cx: number, cy: number, step: number, from: number, colours: readonly number[]) => ([x, y]: Point) => {
  const ring = Math.floor((Math.hypot(x - cx, y - cy) - from) / step);
  return colours[((ring % colours.length) + colours.length) % colours.length]!;
};

/** `n` wedges around (cx, cy) from angle a0 to a1 (each under half a turn), reaching `r` out: fins, rays, a rug's spokes. */
export function spokes(cx: number, cy: number, n: number, a0: number, a1: number, r = 150): Cell[] {
  return Array.from({ length: n }, (_, index) => wedge(cx, cy, r, a0 + ((a1 - a0) * index) / n, a0 + ((a1 - a0) * (index + 1)) / n)[0]!);
}

/**
 * A spider's web about (cx, cy): `n` spokes crossed by straight-sided rings at `radii` (inside out),
 * each cell a convex quad, so a sky or a glow can radiate from a point in rings as well as rays;
 * `sweep` less than a turn spreads the spokes over just that angle from `start`.
 */
export function web(cx: number, cy: number, n: number, radii: readonly number[], start = -Math.PI / 2, sweep = 2 * Math.PI): Cell[] {
  const at = (r: number, k: number): Point => [cx + r * Math.cos(start + (k * sweep) / n), cy + r * Math.sin(start + (k * sweep) / n)];
  const cells: Cell[] = [];
  radii.forEach((r, ring) => {
    const inner = ring === 0 ? 0 : radii[ring - 1]!;
    for (let k = 0; k < n; k++) cells.push(inner === 0 ? [[cx, cy], at(r, k), at(r, k + 1)] : [at(inner, k), at(r, k), at(r, k + 1), at(inner, k + 1)]);
  });
  return cells;
}

/**
 * Strips `h` deep arching over (cx, top) down to `bottom`, cut about every `w` along: rings about a
 * centre `r` below, so a hill or a mound is striped along its contour instead of in flat rows.
 */
export function arches(cx: number, top: number, r: number, bottom: number, w: number, h: number): Cell[] {
  const depth = bottom - top;
  // Inside out, a ring's edge on the crest: the web's first ring (its wedges from the centre) lies
  // wholly below `bottom`, and the rings run on past the crest to take in a steep shape's flanks.
  const below = Math.ceil(depth / h) + 1;
  const radii = Array.from({ length: below + Math.ceil(40 / h) }, (_, k) => r + (k - below) * h);
  const half = Math.min(Math.PI / 2, Math.asin(Math.min(1, 110 / (r - depth))));
  return web(cx, top + r, Math.ceil((2 * half * r) / w), radii, -Math.PI / 2 - half, 2 * half);
}

/**
 * A shape painted in strips along its contour (the strips of `arches(cx, top, r, bottom, w, h)`),
 * the strips taking `colours` in turn as `byRing(cx, top + r, h, r, colours)` picks them. A piece
 * too small for its number (at the shape's edge, or where the `over` shapes bite into a strip)
 * joins a neighbour in its own strip, so it keeps its strip's colour: joined to one in the next
 * strip, it would show as a sliver of that strip's colour inside its own.
 */
export function paintStrips(p: PictureBuilder, shape: Shape, [cx, top, r, bottom, w, h]: readonly [number, number, number, number, number, number], colours: readonly number[], over: readonly Shape[] = []): PictureBuilder {
  const stripOf = (cell: Cell) => {
    const [x, y] = [cell.reduce((sum, [px]) => sum + px, 0) / cell.length, cell.reduce((sum, [, py]) => sum + py, 0) / cell.length];
    return Math.floor((Math.hypot(x - cx, y - top - r) - r) / h);
  };
  for (const { shape: tile, group } of tessellateGroups(shape, arches(cx, top, r, bottom, w, h), stripOf, over)) p.add(tile, colours[((group % colours.length) + colours.length) % colours.length]!);
  return p;
}

/** Every cell of one lattice cut by every cell of another (spokes by rows: feathers in rows along a wing). */
export function crossed(first: readonly Cell[], second: readonly Cell[]): Cell[] {
  return first.flatMap((a) => second.map((b) => intersect([a], b)[0]).filter((cell): cell is Cell => cell !== undefined && cell.length >= 3));
}

/**
 * A colour for each ray of a `web(cx, cy, n, radii, start)` (or of `spokes` from `start` round the
 * whole turn), the rays taking `colours` in turn: a sky of rays crossed by rings.
 */
export function byRay(cx: number, cy: number, n: number, colours: readonly number[], start = -Math.PI / 2): (at: Point) => number {
  const turn = 2 * Math.PI;
  return ([x, y]) => colours[Math.floor((((Math.atan2(y - cy, x - cx) - start) % turn) + turn) % turn / (turn / n)) % colours.length]!;
}

/** A shape in two along the line from `base` to `tip`: the part on its right as seen on screen, then the part on its left (a petal lit on one side of its middle). */
export function lengthwise(shape: Shape, base: Point, tip: Point): [Shape, Shape] {
  return [clip(shape, base, tip), clip(shape, tip, base)];
}

/** The outline of a `veinedLeaf` with the same arguments (for what lies under it). */
export function leaf(bx: number, by: number, length: number, width: number, angle: number): Shape {
  return petal(bx, by, length, width, angle, 0.6);
}

/**
 * A leaf from (bx, by) reaching `length` towards `angle`, in halves either side of its midrib (the
 * `lit` half on the left looking along it), each half cut across by slanting veins.
 */
export function veinedLeaf(p: PictureBuilder, bx: number, by: number, length: number, width: number, angle: number, lit: number, shade: number, over: readonly Shape[] = []): void {
  const shape = leaf(bx, by, length, width, angle);
  const [ax, ay] = [Math.cos(angle), Math.sin(angle)];
  const at = (along: number, across: number): Point => [bx + along * ax - across * ay, by + along * ay + across * ax];
  const steps = [0, length * 0.3, length * 0.52, length * 0.74, length * 2];
  const halves = lengthwise(shape, [bx, by], at(length, 0));
  for (const [index, side] of [1, -1].entries()) {
    const veins = steps.slice(1).map((far, k): Point[] => [at(steps[k]!, 0), at(far, 0), at(far - width * 0.3, side * width), at(steps[k]! - width * 0.3, side * width)]);
    p.each(tessellate(halves[index]!, veins, over), [side === 1 ? shade : lit]);
  }
}
