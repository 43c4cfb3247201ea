/**
 * Where each cell's number goes: the picture is rasterised in painting order into a map of which
 * region shows at each pixel, then a distance transform finds, for every region, the visible
 * point farthest from any other region. Its distance says how large the number may be drawn.
 */
import { SIZE, type Picture, type Shape } from "./kit.ts";

export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  /** Distance in picture units from the spot to the nearest edge of the visible cell. */
  readonly room: number;
}

/** Pixels per picture side of the raster (0.4 units each). */
const RESOLUTION = 250;

/** Fills `ids` with `id` where the shape covers a pixel centre (non-zero winding). */
function fill(ids: Int16Array, shape: Shape, id: number): void {
  const step = SIZE / RESOLUTION;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const points of shape) for (const [, y] of points) (minY = Math.min(minY, y)), (maxY = Math.max(maxY, y));
  const firstRow = Math.max(0, Math.floor(minY / step - 0.5));
  const lastRow = Math.min(RESOLUTION - 1, Math.ceil(maxY / step));
  const crossings: { x: number; dir: number }[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    const y = (row + 0.5) * step;
    crossings.length = 0;
    for (const points of shape) {
      for (let index = 0; index < points.length; index++) {
        const [x0, y0] = points[index]!;
        const [x1, y1] = points[(index + 1) % points.length]!;
        if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) crossings.push({ x: x0 + ((y - y0) / (y1 - y0)) * (x1 - x0), dir: y1 > y0 ? 1 : -1 });
      }
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let index = 0; index < crossings.length - 1; index++) {
      winding += crossings[index]!.dir;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(crossings[index]!.x / step - 0.5));
      const to = Math.min(RESOLUTION - 1, Math.floor(crossings[index + 1]!.x / step - 0.5));
      for (let col = from; col <= to; col++) ids[row * RESOLUTION + col] = id;
    }
  }
}

/** Which region shows at each pixel (-1: none), painted in order. */
export function regionMap(picture: Picture): Int16Array {
  const ids = new Int16Array(RESOLUTION * RESOLUTION).fill(-1);
  picture.regions.forEach((region, index) => fill(ids, region.shape, index));
  return ids;
}

/** Each region's label spot (null for a region nothing of which shows). */
export function labelSpots(picture: Picture): (LabelSpot | null)[] {
  const ids = regionMap(picture);
  const n = RESOLUTION;
  const distance = new Float32Array(n * n);
  // Two-pass chamfer distance to the nearest pixel of another region (or the picture's edge).
  const forward: readonly [number, number, number][] = [[-1, -1, Math.SQRT2], [-1, 0, 1], [-1, 1, Math.SQRT2], [0, -1, 1]];
  const backward: readonly [number, number, number][] = forward.map(([dr, dc, cost]) => [-dr, -dc, cost]);
  for (const [pass, offsets] of [forward, backward].entries()) {
    for (let k = 0; k < n * n; k++) {
      const at = pass === 0 ? k : n * n - 1 - k;
      const row = Math.floor(at / n);
      const col = at - row * n;
      const id = ids[at]!;
      let best = pass === 0 ? Math.min(row, col, n - 1 - row, n - 1 - col) + 0.5 : distance[at]!;
      for (const [dr, dc, cost] of offsets) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || r >= n || c < 0 || c >= n) continue;
        const other = r * n + c;
        const through = ids[other] === id ? distance[other]! + cost : cost / 2;
        if (through < best) best = through;
      }
      distance[at] = best;
    }
  }
  const bestAt = new Int32Array(picture.regions.length).fill(-1);
  for (let at = 0; at < n * n; at++) {
    const id = ids[at]!;
    if (id < 0) continue;
    const current = bestAt[id]!;
    if (current < 0 || distance[at]! > distance[current]!) bestAt[id] = at;
  }
  const step = SIZE / n;
  return Array.from(bestAt, (at) =>
    at < 0 ? null : { x: ((at % n) + 0.5) * step, y: (Math.floor(at / n) + 0.5) * step, room: distance[at]! * step },
  );
}

/** The number's font size for a spot, in picture units: as large as fits, within reason. */
export function labelSize(spot: LabelSpot): number {
  return Math.max(1.6, Math.min(5, spot.room * 1.15));
}
