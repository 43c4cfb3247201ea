/**
 * Folk Art (PAI_FOLK): bold painted folk motifs. Most pictures stand on rays or spokes about one
 * point that the motif covers, and whatever reaches out from it (tails, stems, leaves) runs along
 * a ray's edge, so no cell of the background is cut in two.
 */
import { band, blob, circle, clip, colour, ellipse, heart, petal, picture, polygon, rect, roundRect, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { flowerHead } from "./scenery.ts";
import { diamonds, grid, hexes, paintTiles, spokes, web } from "./mosaic.ts";

const deg = (degrees: number) => (degrees * Math.PI) / 180;

function folkRooster(): Picture {
  const p = picture("Folk Rooster", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Folk Red", "#d62839"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("Orange", "#f26419"),
    colour("Teal", "#2a9d8f"),
    colour("Pink", "#f28ab2"),
    colour("Ink", "#2b2230"),
    colour("White", "#ffffff"),
    colour("Deep Red", "#a51d2d"),
  ]);
  const [cx, cy] = [50, 55];
  // Tail feathers fan out from the body along the rays' edges: angle, length, colour, its stripes' colour, the inner feather's.
  const tail: [number, number, number, number, number][] = [
    [-67.5, 40, 3, 7, 4],
    [-45, 44, 7, 5, 10],
    [-22.5, 42, 5, 4, 4],
    [0, 38, 6, 4, 10],
    [22.5, 30, 3, 7, 4],
  ];
  const feathers = tail.map(([angle, length]) => petal(cx, cy, length, 14, deg(angle), 0.7));
  const body = blob([[20, 38], [26, 26], [38, 23], [42, 35], [48, 45], [62, 45], [70, 54], [66, 66], [54, 73], [40, 72], [30, 62], [26, 50]], 8);
  const comb = blob([[23, 28], [22.5, 21], [26.5, 19], [30, 16], [34, 18.5], [38.5, 19.5], [39, 25], [36, 29]], 8);
  const beak = polygon([[21, 32], [13, 36], [21, 39]]);
  const wing = blob([[42, 54], [52, 48], [64, 52], [62, 62], [50, 65]], 8);
  const posies: [number, number, number, number, number][] = [[9, 9, 7, 5, 4], [91, 9, 5, 7, 2], [9, 91, 2, 8, 4], [91, 91, 8, 2, 4]];
  const flowers = posies.map(([x, y]) => ({ leaves: flowerHead(x, y, 9.5, 4, 0, 0.3).petals, flower: flowerHead(x, y, 6.5, 4, deg(45), 0.5) }));
  const corners = flowers.flatMap(({ leaves, flower }) => [...leaves, ...flower.petals]);
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 16, [24, 32, 41, 51, 62, 75, 90, 110]), [...feathers, body, comb, beak, ...corners]), ([x, y]) => (Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI / 2 + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 8)) % 2 === 0 ? 0 : 1));
  // Each feather banded across in rings about the body, an inner feather down its middle.
  tail.forEach(([angle, length, main, stripe, inner], index) => {
    const [ax, ay] = [Math.cos(deg(angle)), Math.sin(deg(angle))];
    const innerFeather = petal(cx + 6 * ax, cy + 6 * ay, length - 12, 6, deg(angle), 0.7);
    paintTiles(p, tessellate(feathers[index]!, web(cx, cy, 64, [length * 0.55, length * 0.72, length * 0.86, length + 1]), [...feathers.slice(index + 1), body, innerFeather]), ([x, y]) => (Math.hypot(x - cx, y - cy) > length * 0.72 && Math.hypot(x - cx, y - cy) < length * 0.86 ? stripe : main));
    p.add(innerFeather, inner);
  });
  // The body in rows of scallops, deeper red every other row, the breast's scallops sitting on it.
  paintTiles(p, tessellate(body, hexes(18, 20, 72, 76, 3.6), [comb, beak, wing]), ([, y]) => (Math.round((y - 20) / 5.4) % 2 === 0 ? 2 : 11));
  p.each(tessellate(comb, grid(20, 14, 42, 30, 22 / 3, 16)), [6, 4, 6]);
  p.each(sliceRows(beak, [35.5]), [4, 6]);
  p.add(ellipse(22, 43, 2.6, 4), 6);
  p.add(circle(29, 32, 2.8), 10);
  p.add(circle(28, 32.3, 1.5), 9);
  p.add(wing, 3);
  for (const angle of [5, 20, 35, 50, 65]) p.add(petal(47, 53, 13, 4.8, deg(angle), 0.6), angle === 35 ? 4 : angle % 2 === 0 ? 7 : 10);
  p.add(heart(33, 52, 7), 8);
  for (const [x, y] of [[35.5, 62], [28.5, 44], [31, 58], [38, 66], [26, 48]] as const) p.add(circle(x, y, 1.8), 4);
  p.line([[46, 72], [45, 85]], 1.3).line([[40, 87], [45, 85], [50, 87]], 1.1);
  p.line([[56, 71], [57, 85]], 1.3).line([[52, 87], [57, 85], [62, 87]], 1.1);
  // A posy in each corner: four petals, four leaves between them, a round heart.
  posies.forEach(([, , first, second, heartColour], index) => {
    const { leaves, flower } = flowers[index]!;
    p.each(leaves, [5]);
    p.each(flower.petals, [first, second]);
    p.add(flower.centre, heartColour);
  });
  return p.done();
}

/** The heart curve's point at parameter t, for a heart like kit's `heart(cx, cy, size)`. */
function heartPoint(cx: number, cy: number, size: number, t: number): Point {
  const x = 16 * Math.pow(Math.sin(t), 3);
  const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
  return [cx + (x * size) / 34, cy + (y * size) / 34 + size * 0.05];
}

function paintedHeart(): Picture {
  const p = picture("Painted Heart", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Folk Red", "#d62839"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("Pink", "#f28ab2"),
    colour("White", "#ffffff"),
    colour("Sky Blue", "#6fa8dc"),
    colour("Deep Green", "#2f6b3a"),
    colour("Deep Red", "#a51d2d"),
    colour("Blush", "#fde2e4"),
  ]);
  const [cx, cy] = [50, 50];
  const [fx, fy] = [cx, cy + 10];
  const outer = heart(cx, cy, 88);
  const inner = heart(cx, cy + 3, 70);
  const dots = [1, -1].flatMap((side) => Array.from({ length: 7 }, (_, k) => {
    const [x, y] = heartPoint(cx, cy + 1.5, 79, 0.55 + (k * 2.05) / 6);
    return circle(cx + side * (x - cx), y, 1.8);
  }));
  const corners = [[9, 10], [91, 10], [9, 90], [91, 90]].map(([x, y]) => heart(x!, y!, 12));
  // Stems and leaves stay inside the painted heart: the flower in its middle, a posy in each lobe.
  const stems = [-1, 1].map((side) => stroke([[fx + side * 5, fy - 8], [fx + side * 13, fy - 18]], 2.8));
  const posies = [-1, 1].map((side) => ({ head: flowerHead(fx + side * 13, fy - 18, 7, 4, deg(45), 0.5) }));
  const leaves = [155, 25].map((angle) => ({ angle: deg(angle), shape: petal(fx, fy, 19, 8, deg(angle), 0.4) }));
  const flower = flowerHead(fx, fy, 13, 8, 0, 0.75);
  const bouquet = [...stems, ...posies.flatMap((posy) => [...posy.head.petals, posy.head.centre]), ...leaves.map((leaf) => leaf.shape), ...flower.petals];
  // Cream rays about the heart crossed by rings, a small heart in each corner.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 20, [40, 48, 57, 67, 80, 96]), [outer, ...corners]), ([x, y]) => (Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI / 2 + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 10)) % 2 === 0 ? 0 : 1));
  corners.forEach((corner, index) => p.each(sliceColumns(corner, [index % 2 === 0 ? 9 : 91]), [6, 2]));
  // The heart's rim in segments between its dots, red and deeper red by turns.
  p.each(tessellate(outer, web(cx, cy + 3, 28, [60]), [inner, ...dots]), [2, 10]);
  p.each(dots, [7]);
  // Inside, a blush glow in rings and rays about the flower.
  paintTiles(p, tessellate(inner, web(fx, fy, 16, [16, 22, 29, 37, 46, 60]), bouquet), ([x, y]) => (Math.hypot(x - fx, y - fy) < 22 ? 11 : Math.floor(((Math.atan2(y - fy, x - fx) + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 8)) % 2 === 0 ? 0 : 7));
  p.each(stems, [9]);
  for (const { head } of posies) {
    p.each(head.petals, [2, 6]);
    p.add(head.centre, 4);
  }
  // Each leaf lit on one side of its midrib.
  for (const { angle, shape } of leaves) {
    const tip: Point = [fx + 19 * Math.cos(angle), fy + 19 * Math.sin(angle)];
    p.add(clip(shape, [fx, fy], tip), 5).add(clip(shape, tip, [fx, fy]), 9);
  }
  // The flower: petals each lit on one side, small pink petals between, a ringed heart.
  flower.petals.forEach((petalShape, index) => {
    const a = -Math.PI / 2 + (index * Math.PI * 2) / 8;
    const tip: Point = [fx + 13 * Math.cos(a), fy + 13 * Math.sin(a)];
    const [lit, shade] = index % 2 === 0 ? [8, 3] : [3, 8];
    p.add(clip(petalShape, [fx, fy], tip), lit).add(clip(petalShape, tip, [fx, fy]), shade);
  });
  p.each(sliceWedges(circle(fx, fy, 7), fx, fy, 8), [6, 11]);
  p.add(circle(fx, fy, 3.6), 4);
  return p.done();
}

function flowerMedallion(): Picture {
  const p = picture("Flower Medallion", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Folk Red", "#d62839"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("Pink", "#f28ab2"),
    colour("White", "#ffffff"),
    colour("Sky Blue", "#6fa8dc"),
    colour("Orange", "#f26419"),
    colour("Deep Red", "#a51d2d"),
    colour("Deep Green", "#2f6b3a"),
  ]);
  const [cx, cy] = [50, 50];
  const corners = [[9, 9], [91, 9], [9, 91], [91, 91]].map(([x, y]) => ({ x: x!, shape: heart(x!, y!, 10) }));
  const scallops = Array.from({ length: 16 }, (_, index) => {
    const a = deg(-90 + 11.25 + index * 22.5);
    return { a, shape: circle(cx + 40 * Math.cos(a), cy + 40 * Math.sin(a), 4.5) };
  });
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 16, [44, 52, 61, 72, 86, 104]), [circle(cx, cy, 40.5), ...scallops.map((scallop) => scallop.shape), ...corners.map((corner) => corner.shape)]), ([x, y]) => (Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI / 2 + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 8)) % 2 === 0 ? 0 : 1));
  for (const { x, shape } of corners) p.each(sliceColumns(shape, [x]), [6, 2]);
  // A petal (or a scallop) cut along the line from the middle through it, each side its own colour.
  const halves = (shape: Shape, a: number, [left, right]: readonly [number, number]) => {
    const far: Point = [cx + 60 * Math.cos(a), cy + 60 * Math.sin(a)];
    p.add(clip(shape, [cx, cy], far), left).add(clip(shape, far, [cx, cy]), right);
  };
  scallops.forEach(({ a, shape }, index) => halves(shape, a, index % 2 === 0 ? [3, 8] : [5, 11]));
  // The border in segments, each cut across into an inner and an outer row.
  for (let index = 0; index < 16; index++) {
    const [a0, a1] = [deg(-90 + index * 22.5), deg(-90 + (index + 1) * 22.5)];
    p.add(band(cx, cy, 36.8, 40.5, a0, a1), index % 2 === 0 ? 4 : 9).add(band(cx, cy, 33, 36.8, a0, a1), index % 2 === 0 ? 9 : 4);
  }
  for (let index = 0; index < 8; index++) {
    const [a0, a1] = [deg(-90 + index * 45), deg(-90 + (index + 1) * 45)];
    p.add(band(cx, cy, 0, 33, a0, a1), index % 2 === 0 ? 7 : 0).add(band(cx, cy, 0, 26, a0, a1), index % 2 === 0 ? 0 : 7);
  }
  for (let index = 0; index < 8; index++) {
    const a = deg(-90 + index * 45);
    halves(petal(cx, cy, 31, 13, a, 0.7), a, index % 2 === 0 ? [2, 10] : [3, 8]);
  }
  for (let index = 0; index < 8; index++) {
    const a = deg(-67.5 + index * 45);
    halves(petal(cx, cy, 22, 9, a, 0.7), a, index % 2 === 0 ? [5, 11] : [8, 3]);
  }
  flowerHead(cx, cy, 13, 8, deg(22.5), 0.6).petals.forEach((petalShape, index) => {
    const a = deg(22.5) - Math.PI / 2 + (index * Math.PI * 2) / 8;
    halves(petalShape, a, index % 2 === 0 ? [6, 2] : [4, 9]);
  });
  p.add(circle(cx, cy, 5), 9);
  p.add(circle(cx, cy, 2.4), 4);
  return p.done();
}

/** A folk posy with four leaves between its petals, the shapes it is made of (for what lies under it) and how to paint it. */
function leafyPosy(x: number, y: number, r: number) {
  const leaves = flowerHead(x, y, r * 1.45, 4, 0, 0.3).petals;
  const flower = flowerHead(x, y, r, 4, deg(45), 0.5);
  return {
    shapes: [...leaves, ...flower.petals],
    paint: (p: PictureBuilder, leaf: number, petals: readonly number[], heart: number) => {
      p.each(leaves, [leaf]);
      p.each(flower.petals, petals);
      p.add(flower.centre, heart);
    },
  };
}

function dalaHorse(): Picture {
  const p = picture("Dala Horse", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Dala Red", "#c8102e"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("White", "#ffffff"),
    colour("Ink", "#2b2230"),
    colour("Sky Blue", "#6fa8dc"),
    colour("Pink", "#f28ab2"),
    colour("Deep Red", "#9e0c23"),
    colour("Light Green", "#8cc97a"),
  ]);
  const body = polygon([
    [13, 34], [18, 26], [24, 22], [27, 13], [31, 23], [36, 32], [40, 44], [72, 44], [78, 48], [79, 67], [74, 68], [74, 82], [62, 82], [60, 68],
    [42, 68], [40, 82], [28, 82], [30, 60], [28, 50], [22, 44], [13, 41],
  ]);
  const tail = petal(76, 47, 21, 8, deg(80), 0.5);
  const mane = Array.from({ length: 5 }, (_, k) => ellipse(30.5 + k * 2.3, 22 + k * 3.6, 2.4, 3.2, deg(-30)));
  const blanket = roundRect(44, 44, 26, 16, 3);
  const fringe = [47, 53.5, 60, 66.5].map((x) => circle(x + 0.5, 60, 3.2));
  const corners = ([[9, 9, [4, 9], 2], [91, 9, [9, 4], 2], [9, 91, [6, 9], 4], [91, 91, [3, 6], 4]] as const).map(([x, y, petals, heart]) => ({ posy: leafyPosy(x, y, 6), petals, heart }));
  const ground = rect(0, 82, 100, 18);
  const horse = [body, tail, ...mane, ...fringe, blanket];
  paintTiles(p, tessellate(rect(0, 0, 100, 83), web(50, 55, 16, [20, 30, 41, 53, 67, 84, 104]), [...horse, ...corners.flatMap((corner) => corner.posy.shapes), ground]), ([x, y]) => (Math.floor(((Math.atan2(y - 55, x - 50) + Math.PI / 2 + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 8)) % 2 === 0 ? 0 : 1));
  // The floor in a harlequin of green (its diamonds told apart along their diagonals).
  paintTiles(p, tessellate(ground, diamonds(0, 82, 100, 100, 10, 8), [body, ...corners.flatMap((corner) => corner.posy.shapes)]), ([x, y]) => (Math.abs(Math.round(x / 10 + (y - 82) / 8) - Math.round(x / 10 - (y - 82) / 8)) % 2 === 0 ? 5 : 11));
  p.each(sliceRows(tail, [55.5, 62]), [3, 8, 3]);
  // The horse in red, the backs of its legs deeper; the collar parts the head from the body.
  const kurbits = [leafyPosy(34, 56, 4.8), leafyPosy(73, 57, 4)];
  const harness = [stroke([[29, 49], [42, 38]], 3.2), stroke([[14, 37.5], [23, 37.5]], 1.8), stroke([[23, 37.5], [27, 27]], 2.4)];
  const eye = circle(22, 30, 2.4);
  paintTiles(p, tessellate(body, grid(10, 10, 82, 84, 6, 6), [...mane, blanket, ...fringe, ...kurbits.flatMap((posy) => posy.shapes), ...harness, eye]), ([x, y]) => (y > 68 && (x > 36 || x > 69) && (x < 42 || x > 68) ? 10 : 2));
  p.each(mane, [3, 8]);
  p.add(eye, 6);
  p.add(circle(21, 30.2, 1.2), 7);
  p.each(harness, [4]);
  p.each(fringe, [4]);
  // The saddle blanket: a blue border about a sky panel with a posy on it.
  p.add(blanket, 3);
  p.each(sliceColumns(roundRect(46.5, 46.5, 21, 11, 2.2), [57]), [8, 8]);
  const saddlePosy = leafyPosy(57, 52, 4.4);
  saddlePosy.paint(p, 5, [6, 9], 4);
  kurbits[0]!.paint(p, 11, [6, 4], 9);
  kurbits[1]!.paint(p, 11, [4, 6], 9);
  p.each([rect(28.3, 78, 11.6, 4), rect(62.1, 78, 11.8, 4)], [7]);
  for (const { posy, petals, heart } of corners) posy.paint(p, 5, petals, heart);
  return p.done();
}

function tulipVase(): Picture {
  const p = picture("Tulip Vase", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Folk Red", "#d62839"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("Pink", "#f28ab2"),
    colour("White", "#ffffff"),
    colour("Table Brown", "#b07040"),
    colour("Deep Green", "#2f6b3a"),
    colour("Orange", "#f26419"),
    colour("Deep Red", "#a51d2d"),
    colour("Deep Pink", "#d4618f"),
    colour("Deep Orange", "#c44d0e"),
    colour("Dark Wood", "#8a552c"),
    colour("Deep Cobalt", "#143764"),
  ]);
  const [cx, cy] = [50, 60];
  // Each head: angle, stem length, petals' colour and their shade, the cup's colour.
  const heads: [number, number, number, number, number][] = [
    [-135, 36, 2, 11, 4],
    [-112.5, 40, 6, 12, 2],
    [-90, 44, 10, 13, 4],
    [-67.5, 40, 6, 12, 2],
    [-45, 36, 2, 11, 4],
  ];
  const stems = heads.map(([angle, length]) => {
    const a = deg(angle);
    return stroke([[cx + 6 * Math.cos(a), cy + 6 * Math.sin(a)], [cx + length * Math.cos(a), cy + length * Math.sin(a)]], 2.8);
  });
  const leaves = [-157.5, -22.5].map((angle) => ({ a: deg(angle), shape: petal(cx, cy - 2, 34, 9, deg(angle), 0.4) }));
  const size = 11;
  const tulips = heads.map(([angle, length]) => {
    const a = deg(angle);
    const [x, y, ax, ay] = [cx + length * Math.cos(a), cy + length * Math.sin(a), Math.cos(a), Math.sin(a)];
    return {
      x, y, a,
      cup: circle(x + 0.61 * size * ax, y + 0.61 * size * ay, 0.56 * size),
      middle: petal(x, y, size, 0.5 * size, a, 0.9),
      sides: [petal(x + 0.15 * size * ay, y - 0.15 * size * ax, 1.05 * size, 0.5 * size, a - 0.45, 0.9), petal(x - 0.15 * size * ay, y + 0.15 * size * ax, 1.05 * size, 0.5 * size, a + 0.45, 0.9)],
    };
  });
  const vase = blob([[42, 56], [58, 56], [58, 62], [66, 70], [64, 82], [56, 88], [44, 88], [36, 82], [34, 70], [42, 62]], 8);
  const rims = [roundRect(40, 53, 20, 4.5, 2), roundRect(40, 87, 20, 4, 1.5)];
  const table = rect(0, 82, 100, 18);
  const bunch = [...stems, ...leaves.map((leaf) => leaf.shape), ...tulips.flatMap((tulip) => [tulip.cup, tulip.middle, ...tulip.sides]), vase, ...rims];
  // Cream rays about the bunch crossed by rings, down to the table's planks.
  paintTiles(p, tessellate(rect(0, 0, 100, 82), web(cx, cy, 24, [20, 27, 35, 44, 54, 66, 80, 98]), [...bunch, table]), ([x, y]) => (Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI * 2) % (Math.PI * 2)) / (Math.PI / 12)) % 2 === 0 ? 0 : 1));
  paintTiles(p, tessellate(table, grid(0, 82, 100, 100, 20, 6, true), [vase, ...rims]), (_, index) => (index % 3 === 1 ? 14 : 8));
  // Stems in two lengths; each leaf lit on one side of its midrib.
  for (const stem of stems) p.each(tessellate(stem, grid(0, 10, 100, 60, 100, 12), [vase, ...rims, ...leaves.map((leaf) => leaf.shape), ...tulips.map((tulip) => tulip.cup)]), [9]);
  for (const { a, shape } of leaves) {
    const tip: Point = [cx + 34 * Math.cos(a), cy - 2 + 34 * Math.sin(a)];
    for (const [side, half] of [clip(shape, [cx, cy - 2], tip), clip(shape, tip, [cx, cy - 2])].entries()) {
      p.each(tessellate(half, spokes(cx, cy - 2, 3, a - 0.4, a + 0.4), [vase, ...rims]), [side === 0 ? 9 : 5]);
    }
  }
  // Each tulip: its cup, then three petals, the middle one lit on one side, the right one in shade.
  tulips.forEach(({ x, y, a, cup, middle, sides }, index) => {
    const [, , main, shade, cupColour] = heads[index]!;
    p.add(cup, cupColour);
    p.add(sides[1]!, shade).add(sides[0]!, main);
    const tip: Point = [x + size * Math.cos(a), y + size * Math.sin(a)];
    p.add(clip(middle, [x, y], tip), shade).add(clip(middle, tip, [x, y]), main);
  });
  // The vase in bands, shaded on its right; dots and a heart on its white band.
  const dots = [40, 46, 54, 60].map((x) => circle(x, 73, 1.7));
  const motif = heart(50, 73, 6);
  const beads = [41, 50, 59].map((x) => circle(x, 83, 1.8));
  sliceRows(vase, [68, 78]).forEach((band, index) => paintTiles(p, tessellate(band, grid(34, 50, 66, 90, 4, 40), [...dots, motif, ...beads, ...rims]), ([x]) => (index === 1 ? (x > 58 ? 0 : 7) : x > 58 ? 15 : 3)));
  p.each(dots, [2, 2, 6, 6]);
  p.add(motif, 2);
  p.each(beads, [4]);
  for (const rim of rims) p.each(sliceColumns(rim, [56]), [10, 13]);
  return p.done();
}

function starQuilt(): Picture {
  const p = picture("Star Quilt", [
    colour("Cream", "#fff4dc"),
    colour("Linen", "#fbe3c0"),
    colour("Folk Red", "#d62839"),
    colour("Cobalt", "#1d4e89"),
    colour("Sunflower", "#f6ae2d"),
    colour("Leaf Green", "#4f9d4a"),
    colour("Pink", "#f28ab2"),
    colour("Sky Blue", "#6fa8dc"),
    colour("Orange", "#f26419"),
    colour("Teal", "#2a9d8f"),
  ]);
  const side = 100 / 3;
  const stars = [2, 3, 5, 6, 8, 9, 7, 4, 2];
  const corners = [7, 4, 8, 3, 6, 2, 5, 9, 3];
  const hearts = [4, 6, 2, 4, 2, 6, 2, 6, 4];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const index = row * 3 + col;
      const [x, y] = [col * side, row * side];
      const [mx, my] = [x + side / 2, y + side / 2];
      // The block's ground pieced of four triangles meeting at its middle, two light and two darker.
      const ground: Point[] = [[x, y], [x + side, y], [x + side, y + side], [x, y + side]];
      ground.forEach((corner, k) => p.add(polygon([[mx, my], corner, ground[(k + 1) % 4]!]), (k + index) % 2 === 0 ? 0 : 1));
      const c = 8;
      for (const [px, py, dx, dy] of [
        [x, y, 1, 1],
        [x + side, y, -1, 1],
        [x, y + side, 1, -1],
        [x + side, y + side, -1, -1],
      ] as const) {
        p.add(polygon([[px, py], [px + dx * c, py], [px, py + dy * c]]), corners[index]!);
      }
      // Each point of the star pieced of two triangles, the star's fabric and the corners' by turns.
      const turn = (index % 2) * (Math.PI / 8);
      const at = (k: number, r: number): Point => [mx + r * Math.cos(turn - Math.PI / 2 + (k * Math.PI) / 8), my + r * Math.sin(turn - Math.PI / 2 + (k * Math.PI) / 8)];
      for (let k = 0; k < 16; k += 2) {
        p.add(polygon([[mx, my], at(k - 1, 7.5), at(k, 14.5)]), stars[index]!).add(polygon([[mx, my], at(k, 14.5), at(k + 1, 7.5)]), corners[index]!);
      }
      p.add(star(mx, my, 6.2, 3.4, 8, (index % 2) * (Math.PI / 8)), hearts[index]!);
      p.add(circle(mx, my, 2.2), index % 2 === 0 ? 1 : 0);
    }
  }
  for (const at of [side, 2 * side]) {
    p.line([[at, 0], [at, 100]], 0.35).line([[0, at], [100, at]], 0.35);
  }
  return p.done();
}

export const FOLK_PICTURES: readonly (() => Picture)[] = [folkRooster, paintedHeart, flowerMedallion, dalaHorse, tulipVase, starQuilt];
