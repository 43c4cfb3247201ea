/** Pieces of scenery several pictures share: skies, clouds, suns, waves, hills, flowers. */
import { between, blob, circle, cuts, petal, polygon, rect, sliceRows, sliceWedges, type Point, type Shape } from "./kit.ts";

/** The background cut into horizontal bands (a sky that deepens upwards, a striped wall). */
export function bands(top: number, bottom: number, n: number): Shape[] {
  return sliceRows(rect(0, top, 100, bottom - top), cuts(top, bottom, n));
}

/** A cloud of three to five puffs, each its own cell, biggest in the middle. */
export function cloud(x: number, y: number, size: number, puffs = 4): Shape[] {
  const shapes: Shape[] = [];
  const spots: [number, number, number][] = [
    [-0.9, 0.25, 0.55],
    [0.9, 0.25, 0.55],
    [-0.4, -0.15, 0.75],
    [0.35, -0.3, 0.85],
    [0, 0.35, 0.6],
  ];
  for (const [dx, dy, r] of spots.slice(0, puffs)) shapes.push(circle(x + dx * size, y + dy * size, r * size));
  return shapes;
}

/** Waves: bands between wavy lines from `top` to `bottom`. */
export function waves(top: number, bottom: number, n: number, amplitude: number, wavelength: number): Shape[] {
  const rows = cuts(top, bottom, n);
  const edges = [top, ...rows, bottom + 0.01];
  const shapes: Shape[] = [];
  for (let index = 0; index < n; index++) {
    const y0 = edges[index]!;
    const y1 = edges[index + 1]!;
    const phase = index * 1.7;
    const wave = (y: number, k: number) => (x: number) => y + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase + k);
    const last = index === n - 1;
    // The top wave's troughs stop at `top`, so no gap opens under what is painted above it.
    shapes.push(between(0, 100, index === 0 ? (x) => Math.min(y0, wave(y0, 0)(x)) : wave(y0, 0), last ? () => 101 : wave(y1, 1.7), 80));
  }
  return shapes;
}

/** A rolling hill from x0 to x1 whose crest is at (cx, top), reaching down past the bottom. */
export function hill(x0: number, x1: number, cx: number, top: number, base: number): Shape {
  const points: Point[] = [
    [x0, base + 8],
    [x0, base],
    [(x0 + cx) / 2, (base + top) / 2 - 2],
    [cx, top],
    [(cx + x1) / 2, (base + top) / 2 - 2],
    [x1, base],
    [x1, base + 8],
    [cx, 110],
  ];
  return blob(points, 10);
}

/** A flower: `n` petals around a centre, each petal a cell, then the centre. */
export function flowerHead(cx: number, cy: number, radius: number, n: number, turn = 0, width = 0.62): { petals: Shape[]; centre: Shape } {
  const petals: Shape[] = [];
  for (let index = 0; index < n; index++) {
    const angle = turn - Math.PI / 2 + (index * Math.PI * 2) / n;
    petals.push(petal(cx, cy, radius, radius * width * (8 / n) * 1.2, angle, 0.9));
  }
  return { petals, centre: circle(cx, cy, radius * 0.36) };
}

/**
 * A flower in fine detail: one outline of `n` round petals (none overlapping another, so no sliver
 * of one shows past the next), cut along each petal's middle and between petals into halves that
 * take turns being lit and shaded (or, for a flower too small to halve, cut into whole petals), and a round centre.
 */
export function bloom(cx: number, cy: number, r: number, n: number, turn = 0): { outline: Shape; halves: Shape[]; petals: Shape[]; centre: Shape } {
  const start = turn - Math.PI / 2 - Math.PI / n;
  const outline = polygon(Array.from({ length: n * 24 }, (_, step): Point => {
    const a = start + (step / (n * 24)) * Math.PI * 2;
    const radius = r * (0.55 + 0.45 * Math.sqrt(Math.abs(Math.sin(((a - start) * n) / 2))));
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  }));
  return { outline, halves: sliceWedges(outline, cx, cy, 2 * n, start), petals: sliceWedges(outline, cx, cy, n, start), centre: circle(cx, cy, r * 0.3) };
}

/**
 * A tulip's head at (x, y) opening towards `up`: its inner cup, and two side petals and a middle
 * one, each with its base and tip (to cut it along its middle, lit on one side), and its outline;
 * `cupSize` is the cup's radius as a share of `size`.
 */
export function tulipHead(x: number, y: number, size: number, up: number, cupSize = 0.5): { cup: Shape; petals: { base: Point; tip: Point; shape: Shape }[]; outline: Shape[] } {
  const [ax, ay] = [Math.cos(up), Math.sin(up)];
  const at = (along: number, across: number): Point => [x + along * ax - across * ay, y + along * ay + across * ax];
  const petals = [
    { base: at(0, -0.15 * size), angle: up - 0.45, length: 1.05 * size },
    { base: at(0, 0.15 * size), angle: up + 0.45, length: 1.05 * size },
    { base: at(0, 0), angle: up, length: size },
  ].map(({ base, angle, length }) => ({ base, tip: [base[0] + size * Math.cos(angle), base[1] + size * Math.sin(angle)] as Point, shape: petal(base[0], base[1], length, 0.52 * size, angle, 0.9) }));
  const cup = circle(...at((0.05 + cupSize) * size, 0), cupSize * size);
  return { cup, petals, outline: [cup, ...petals.map((one) => one.shape)] };
}
