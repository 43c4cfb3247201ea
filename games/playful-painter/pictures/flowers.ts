/**
 * Flowers (PAI_FLOWERS). Each picture is built around a centre so that the background's cells
 * are rays or rings about it: the flowers bite into them without cutting any in two.
 */
import { band, between, circle, clip, colour, ellipse, petal, picture, rect, stroke, tessellate, wedge, type Picture, type PictureBuilder, type Point } from "./kit.ts";
import { paintTiles, web } from "./mosaic.ts";
import { flowerHead, rays } from "./scenery.ts";

const TAU = Math.PI * 2;

/** `n` petals around (cx, cy) at distance 0 reaching `length`, starting at `turn`. */
function petalRing(cx: number, cy: number, n: number, length: number, width: number, turn: number) {
  return Array.from({ length: n }, (_, index) => petal(cx, cy, length, width, turn + (index * TAU) / n, 0.8));
}

function redRose(): Picture {
  const p = picture("Red Rose", [
    colour("Blush", "#ffe3ea"),
    colour("Petal Pink", "#ffc2d1"),
    colour("Rose Red", "#e63950"),
    colour("Crimson", "#b5172f"),
    colour("Deep Wine", "#7d0f24"),
    colour("Coral", "#ff6b6b"),
    colour("Leaf Green", "#4caf50"),
    colour("Fern", "#2e7d32"),
    colour("Light Coral", "#ff9494"),
    colour("Spring Leaf", "#8bd17c"),
  ]);
  const leaves = [Math.PI * 0.8, Math.PI * 0.2, Math.PI * 0.5].map((angle) => ({ angle, shape: petal(50, 50, 46, 16, angle, 0.5) }));
  const rings: [number, number, number, number, number, number][] = [
    [7, 34, 26, 0, 2, 3],
    [6, 27, 22, Math.PI / 6, 3, 4],
    [5, 20, 17, 0.3, 5, 2],
    [4, 13, 12, 0.9, 8, 3],
    [3, 8, 8, 0.2, 3, 4],
  ];
  const outer = petalRing(50, 50, 7, 34, 26, 0);
  // A web of rings and rays behind, paler far from the bloom.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(50, 50, 20, [30, 37, 44, 52, 61, 71, 83, 98]), [...outer, ...leaves.map((leaf) => leaf.shape)]), ([x, y], index) => (Math.hypot(x - 50, y - 50) < 50 ? (index % 2 === 0 ? 1 : 0) : index % 2 === 0 ? 0 : 1));
  // Each leaf in halves either side of its midrib, one lit and one in shade, cut across by slanting veins.
  for (const { angle, shape } of leaves) {
    const [ax, ay] = [Math.cos(angle), Math.sin(angle)];
    const at = (along: number, across: number): Point => [50 + along * ax - across * ay, 50 + along * ay + across * ax];
    const tip = at(46, 0);
    for (const side of [1, -1]) {
      const half = side === 1 ? clip(shape, [50, 50], tip) : clip(shape, tip, [50, 50]);
      const steps = [0, 36, 39.5, 43, 60];
      const veins = steps.slice(1).map((far, k): Point[] => [at(steps[k]!, 0), at(far, 0), at(far - 4, side * 12), at(steps[k]! - 4, side * 12)]);
      p.each(tessellate(half, veins, outer), side === 1 ? [6, 9] : [7, 6]);
    }
  }
  // The petals, each lit on one side and shadowed on the other of its middle.
  for (const [n, length, width, turn, lit, shadow] of rings) {
    for (const [index, shape] of petalRing(50, 50, n, length, width, turn).entries()) {
      const angle = turn + (index * TAU) / n;
      const tip: Point = [50 + length * Math.cos(angle), 50 + length * Math.sin(angle)];
      p.add(clip(shape, [50, 50], tip), lit).add(clip(shape, tip, [50, 50]), shadow);
    }
  }
  p.add(circle(50, 50, 3.2), 4);
  // Dew on the outer petals: a drop and its shine.
  for (const index of [0, 2, 4]) {
    const angle = (index * TAU) / 7;
    const [dx, dy] = [50 + 29 * Math.cos(angle), 50 + 29 * Math.sin(angle)];
    p.add(circle(dx, dy, 2.8), 1).add(circle(dx - 0.8, dy - 0.8, 1.4), 0);
  }
  return p.done();
}

function sunflower(): Picture {
  const p = picture("Sunflower", [
    colour("Pale Sky", "#d8f0ff"),
    colour("Sky Blue", "#a6dbf7"),
    colour("Sunflower Yellow", "#ffd23f"),
    colour("Golden", "#f8a91b"),
    colour("Marigold", "#ee8a14"),
    colour("Cocoa", "#5b3a1e"),
    colour("Chestnut", "#8a5a2b"),
    colour("Hazel", "#b07c3c"),
  ]);
  p.each(rays(50, 50, 16, -Math.PI / 2 + Math.PI / 16), [0, 1]);
  p.each(petalRing(50, 50, 16, 44, 10, -Math.PI / 2), [2, 3]);
  p.each(petalRing(50, 50, 16, 32, 9, -Math.PI / 2 + Math.PI / 16), [4, 2]);
  for (let index = 0; index < 10; index++) p.add(band(50, 50, 14, 21, (index * TAU) / 10, ((index + 1) * TAU) / 10), index % 2 === 0 ? 6 : 7);
  for (let index = 0; index < 6; index++) p.add(band(50, 50, 7, 14, 0.3 + (index * TAU) / 6, 0.3 + ((index + 1) * TAU) / 6), index % 2 === 0 ? 5 : 6);
  p.add(circle(50, 50, 7), 7);
  return p.done();
}

/** A tulip's head at (x, y) opening towards `up`: the inner cup, then three petals. */
function tulipHead(p: PictureBuilder, x: number, y: number, main: number, cup: number, up: number) {
  const ax = Math.cos(up);
  const ay = Math.sin(up);
  p.add(ellipse(x + 7.5 * ax, y + 7.5 * ay, 6.2, 6.2), cup);
  p.add(petal(x, y, 12, 6, up, 0.9), main);
  p.add(petal(x + 2 * ay, y - 2 * ax, 12.5, 6.5, up - 0.38, 0.9), main);
  p.add(petal(x - 2 * ay, y + 2 * ax, 12.5, 6.5, up + 0.38, 0.9), main);
}

function tulipBunch(): Picture {
  const p = picture("Tulip Bunch", [
    colour("Cream", "#fff4dc"),
    colour("Apricot", "#ffdcb5"),
    colour("Tulip Red", "#ef476f"),
    colour("Plum", "#9c4f96"),
    colour("Sunny Yellow", "#ffd166"),
    colour("Orange", "#f78c3b"),
    colour("Stem Green", "#5bb55a"),
    colour("Leaf Green", "#3f8f46"),
    colour("Ribbon Blue", "#4d96ff"),
    colour("Navy", "#27447a"),
  ]);
  const [cx, cy] = [50, 90];
  // Spokes from where the stems meet: each stem runs along a spoke's edge, so none cuts a cell in two.
  for (const [ringIndex, [r0, r1]] of [[0, 44], [44, 200]].entries()) {
    for (let spoke = 0; spoke < 8; spoke++) p.add(band(cx, cy, r0!, r1!, Math.PI + (spoke * Math.PI) / 8, Math.PI + ((spoke + 1) * Math.PI) / 8), (spoke + ringIndex) % 2);
  }
  p.add(rect(0, cy - 3, 100, 13), 1);
  const heads: [number, number, number][] = [
    [-135, 2, 3],
    [-112.5, 4, 5],
    [-90, 3, 2],
    [-67.5, 5, 4],
    [-45, 2, 3],
  ];
  for (const [degrees] of heads) {
    const a = (degrees * Math.PI) / 180;
    p.add(stroke([[cx + 9 * Math.cos(a), cy + 9 * Math.sin(a)], [cx + 48 * Math.cos(a), cy + 48 * Math.sin(a)]], 2.2), 6);
  }
  for (const degrees of [-101, -79]) {
    const a = (degrees * Math.PI) / 180;
    p.add(petal(cx + 9 * Math.cos(a), cy + 9 * Math.sin(a), 28, 7, a, 0.3), 7);
  }
  for (const [degrees, main, cup] of heads) {
    const a = (degrees * Math.PI) / 180;
    tulipHead(p, cx + 48 * Math.cos(a), cy + 48 * Math.sin(a), main, cup, a);
  }
  // The ribbon: two loops and a knot.
  p.add(petal(cx, cy - 6, 15, 10, Math.PI - 0.3, 0.9), 8);
  p.add(petal(cx, cy - 6, 15, 10, 0.3, 0.9), 8);
  p.add(circle(cx, cy - 6, 4.2), 9);
  return p.done();
}

function daisyChain(): Picture {
  const p = picture("Daisy Chain", [
    colour("Meadow", "#bfe6a8"),
    colour("Spring Green", "#9fd882"),
    colour("Daisy White", "#fffdf7"),
    colour("Petal Cream", "#fff0c9"),
    colour("Daisy Gold", "#ffc53d"),
    colour("Amber", "#f29f05"),
    colour("Ladybird Red", "#e63946"),
    colour("Ink", "#2b2230"),
  ]);
  p.each(rays(50, 50, 8), [0, 1]);
  // Eight daisies on a ring, each on a ray's edge, linked by a drawn stem.
  const chain: Point[] = [];
  for (let step = 0; step <= 64; step++) chain.push([50 + 30 * Math.cos((step / 64) * TAU), 50 + 30 * Math.sin((step / 64) * TAU)]);
  p.line(chain, 0.8);
  for (let index = 0; index < 8; index++) {
    const a = -Math.PI / 2 + (index * TAU) / 8;
    const x = 50 + 30 * Math.cos(a);
    const y = 50 + 30 * Math.sin(a);
    const head = flowerHead(x, y, 8.5, 6, a, 0.45);
    p.each(head.petals, index % 2 === 0 ? [2, 3] : [3, 2]);
    p.add(circle(x, y, 3.1), index % 2 === 0 ? 4 : 5);
  }
  // A ladybird in the middle.
  p.add(ellipse(50, 51, 9, 10), 6);
  p.add(circle(50, 41.5, 4.5), 7);
  for (const [x, y] of [
    [46, 48],
    [54, 48],
    [45.5, 55],
    [54.5, 55],
  ] as const) {
    p.add(circle(x, y, 1.9), 7);
  }
  return p.done();
}

function lotusPond(): Picture {
  const p = picture("Lotus Pond", [
    colour("Lagoon", "#7fd1d9"),
    colour("Pond Blue", "#4fb3c8"),
    colour("Deep Pond", "#2e8fa8"),
    colour("Pad Green", "#6cbf5b"),
    colour("Pad Dark", "#3f8f46"),
    colour("Lotus Pink", "#ff8fb1"),
    colour("Blush", "#ffd1de"),
    colour("Lotus Gold", "#ffd166"),
    colour("Magenta", "#e0598b"),
  ]);
  // Ripples around the flower, each ring cut into six.
  // The outermost ripple shows only in the corners: four parts, one per corner.
  for (let part = 0; part < 4; part++) p.add(band(50, 52, 66, 200, -Math.PI / 2 + (part * TAU) / 4, -Math.PI / 2 + ((part + 1) * TAU) / 4), part % 2 === 0 ? 2 : 1);
  const radii = [0, 30, 42, 54, 66];
  for (let index = radii.length - 2; index >= 0; index--) {
    for (let part = 0; part < 6; part++) p.add(band(50, 52, radii[index]!, radii[index + 1]!, 0.4 + (part * TAU) / 6, 0.4 + ((part + 1) * TAU) / 6), (index + part) % 3);
  }
  // Lily pads float inside one ripple each (the 42-54 ring), so no ripple is cut in two.
  for (const degrees of [-130, -50, 170, 10, 60, 120]) {
    const a = (degrees * Math.PI) / 180;
    const [x, y] = [50 + 47 * Math.cos(a), 52 + 47 * Math.sin(a)];
    p.add(circle(x, y, 4.8), 3);
    p.add(wedge(x, y, 4.3, a - 0.8, a + 0.8), 4);
  }
  p.each(petalRing(50, 52, 8, 24, 13, -Math.PI / 2 + Math.PI / 8), [5, 8]);
  p.each(petalRing(50, 52, 6, 16, 10, -Math.PI / 2), [6]);
  p.add(circle(50, 52, 5), 7);
  return p.done();
}

function poppyField(): Picture {
  const p = picture("Poppy Field", [
    colour("Pale Sky", "#dff3ff"),
    colour("Sky Blue", "#b0defa"),
    colour("Sun Yellow", "#ffd166"),
    colour("Far Hills", "#a8d08d"),
    colour("Meadow", "#86c06c"),
    colour("Deep Grass", "#5a9e4b"),
    colour("Poppy Red", "#e63946"),
    colour("Scarlet", "#ff5a4e"),
    colour("Poppy Black", "#2b2230"),
  ]);
  p.each(rays(78, 18, 12), [0, 1]);
  p.add(circle(78, 18, 8), 2);
  const edges = [38, 52, 65, 78, 90];
  const wave = (y: number, k: number) => (x: number) => y + 1.2 * Math.sin(x / 9 + k);
  edges.forEach((top, index) => p.add(between(0, 100, wave(top, index), () => 101), 3 + (index % 3)));
  const poppies: [number, number, number][] = [
    [16, 45, 3.8],
    [50, 45, 4],
    [84, 45, 3.8],
    [32, 58.5, 4.2],
    [68, 58.5, 4.2],
    [14, 71.5, 4.4],
    [50, 71.5, 4.4],
    [86, 71.5, 4.4],
    [30, 84, 4.4],
    [70, 84, 4.4],
  ];
  poppies.forEach(([x, y, r], index) => {
    for (let k = 0; k < 4; k++) p.add(circle(x + r * 0.45 * Math.cos(index + (k * TAU) / 4), y + r * 0.45 * Math.sin(index + (k * TAU) / 4), r * 0.75), k % 2 === 0 ? 6 : 7);
    p.add(circle(x, y, r * 0.34), 8);
  });
  return p.done();
}

export const FLOWER_PICTURES: readonly (() => Picture)[] = [redRose, sunflower, tulipBunch, daisyChain, lotusPond, poppyField];
