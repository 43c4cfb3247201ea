/**
 * Fine detail many pictures share: lattices of convex cells to cut a shape into tiles, scales or
 * honeycomb (with `tessellate` of the kit), and the tiled frame that gives a picture a border.
 */
import { polygon, rotate, SIZE, transform, wedge, type Picture, type PictureBuilder, type Point, type Region, type Shape } from "./kit.ts";

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

/**
 * A sawtooth border `width` units wide (a quilt's): `n` teeth a side pointing in, their bases on
 * the picture's edge, and the gaps between them pointing out; the corner teeth take in the corners.
 */
export function frameTiles(width: number, n: number): Shape[] {
  const edge = (k: number): Point => [(SIZE * k) / n, 0];
  const inner = (k: number): Point => [width + ((SIZE - 2 * width) * k) / n, width];
  const side: Shape[] = [];
  for (let index = 0; index < n; index++) {
    const tip = inner(index + 0.5);
    const tooth: Point[] = [edge(index), edge(index + 1), ...(index === n - 1 ? [inner(n)] : []), tip, ...(index === 0 ? [inner(0)] : [])];
    side.push(polygon(tooth));
    if (index < n - 1) side.push(polygon([tip, edge(index + 1), inner(index + 1.5)]));
  }
  return [0, 1, 2, 3].flatMap((turn) => side.map((tile) => rotate(tile, SIZE / 2, SIZE / 2, (turn * Math.PI) / 2)));
}

/** The width of the frame `framed` adds, in picture units. */
export const FRAME = 3;

/** Perceived lightness of a palette colour, 0 to 1. */
function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.299 * r! + 0.587 * g! + 0.114 * b!;
}

/**
 * The frame's colours from the picture's own palette, in the order its triangles take them: the
 * outer triangles alternate two mid tones, the inner ones are the lightest colour, so the frame
 * sets the picture off without outshouting it.
 */
function frameColours(picture: Picture): number[] {
  const order = picture.palette.map((entry, index) => [lightness(entry.hex), index] as const).sort((a, b) => a[0] - b[0]).map(([, index]) => index);
  const n = order.length;
  return [order[Math.floor(n * 0.3)]!, order[n - 1]!, order[Math.floor(n * 0.55)]!, order[n - 1]!];
}

/**
 * The picture drawn a little smaller inside a tiled frame of its own colours, with as many tiles
 * as it takes to bring the picture to at least `least` cells (six a side at the fewest).
 */
export function framed(picture: Picture, least = 160): Picture {
  const k = (SIZE - 2 * FRAME) / SIZE;
  const snap = (shape: Shape): Shape => shape.map((points) => points.map(([x, y]): Point => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]));
  const fit = (shape: Shape): Shape => snap(transform(shape, ([x, y]) => [FRAME + x * k, FRAME + y * k]));
  const n = Math.max(6, Math.ceil((least - picture.regions.length + 4) / 8));
  const colours = frameColours(picture);
  const tiles: Region[] = frameTiles(FRAME, n).map((shape, index) => ({ shape: snap(shape), colour: colours[index % colours.length]! }));
  return {
    ...picture,
    regions: [...picture.regions.map((region) => ({ ...region, shape: fit(region.shape) })), ...tiles],
    lines: picture.lines.map((line) => ({ points: fit([line.points])[0]!, width: line.width * k })),
  };
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

/** `n` wedges around (cx, cy) from angle a0 to a1 (each under half a turn), reaching `r` out: fins, rays, a rug's spokes. */
export function spokes(cx: number, cy: number, n: number, a0: number, a1: number, r = 150): Cell[] {
  return Array.from({ length: n }, (_, index) => wedge(cx, cy, r, a0 + ((a1 - a0) * index) / n, a0 + ((a1 - a0) * (index + 1)) / n)[0]!);
}
