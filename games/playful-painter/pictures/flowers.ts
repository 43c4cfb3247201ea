/**
 * Flowers (PAI_FLOWERS). Each picture is built around a centre so that the background's cells
 * are rays or rings about it: the flowers bite into them without cutting any in two.
 */
import { between, circle, clip, colour, ellipse, intersect, petal, picture, polygon, rect, sliceColumns, sliceRows, sliceWedges, stroke, tessellate, wedge, type Picture, type Point } from "./kit.ts";
import { byRay, centre, crossed, diamonds, grid, leaf, lengthwise, paintTiles, spokes, veinedLeaf, web } from "./mosaic.ts";
import { bloom, cloud, tulipHead } from "./scenery.ts";

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
    colour("Lemon", "#ffe680"),
    colour("Leaf Green", "#4caf50"),
    colour("Fern", "#2e7d32"),
    colour("Spring Leaf", "#8bd17c"),
    colour("Dark Cocoa", "#3d2614"),
  ]);
  const [cx, cy] = [50, 42];
  const outer = petalRing(cx, cy, 16, 38, 9.5, -Math.PI / 2);
  const inner = petalRing(cx, cy, 16, 28, 8.5, -Math.PI / 2 + Math.PI / 16);
  const head = circle(cx, cy, 17);
  const stem = stroke([[cx, 58], [cx, 101]], 4.5);
  const leaves: [number, number, number][] = [[49, 85, (-158 * Math.PI) / 180], [51, 93, (-25 * Math.PI) / 180]];
  const leafShapes = leaves.map(([x, y, angle]) => leaf(x, y, 26, 12, angle));
  // Rays about the flower crossed by rings.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, [30, 37, 44, 52, 61, 71, 83, 98]), [...outer, ...inner, stem, ...leafShapes]), byRay(cx, cy, 24, [0, 1]));
  sliceColumns(stem, [cx]).forEach((half, side) => p.each(tessellate(half, grid(40, 40, 60, 101, 20, 8), [...outer, ...leafShapes]), [side === 0 ? 11 : 9]));
  leaves.forEach(([x, y, angle], index) => veinedLeaf(p, x, y, 26, 12, angle, 9, 10, leafShapes.slice(index + 1)));
  // Two rings of petals, each petal lit on one side of its middle and shaded on the other.
  for (const [shapes, length, turn, lit, shade] of [[outer, 38, -Math.PI / 2, 8, 2], [inner, 28, -Math.PI / 2 + Math.PI / 16, 2, 3]] as const) {
    shapes.forEach((shape, index) => {
      const a = turn + (index * TAU) / 16;
      p.each(lengthwise(shape, [cx, cy], [cx + length * Math.cos(a), cy + length * Math.sin(a)]), [index % 2 === 0 ? shade : 4, lit]);
    });
  }
  // The seed head in a lattice of seeds in two tones, darker towards its middle.
  paintTiles(p, tessellate(head, diamonds(cx - 18, cy - 18, cx + 18, cy + 18, 4.6, 4.6)), ([x, y]) => {
    const band = [13, 8, 3.5, 0].findIndex((r) => Math.hypot(x - cx, y - cy) >= r);
    const [u, v] = [(x - cx) / 4.6 + (y - cy) / 4.6, (x - cx) / 4.6 - (y - cy) / 4.6];
    return [[7, 6], [6, 5], [5, 12], [12, 12]][band]![Math.abs(Math.round(u) + Math.round(v)) % 2]!;
  });
  return p.done();
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
    colour("Deep Red", "#c22f55"),
    colour("Deep Plum", "#6f3469"),
    colour("Marigold", "#f2a93b"),
    colour("Kraft Paper", "#e8c995"),
    colour("Paper Shade", "#c9a06a"),
    colour("Spring Leaf", "#9ad67f"),
  ]);
  const [cx, cy] = [50, 92];
  // Each head: angle, stem length, its petals' lit and shaded colours, its cup's colour.
  const heads: [number, number, number, number, number][] = [
    [-132, 42, 2, 10, 4],
    [-111, 52, 3, 11, 2],
    [-90, 58, 4, 12, 5],
    [-69, 52, 5, 10, 4],
    [-48, 42, 2, 10, 4],
  ];
  const deg = (degrees: number) => (degrees * Math.PI) / 180;
  // The heads lean out less than their stems, as tulips turn to the light; their cups large enough
  // that the crescent showing behind the petals takes a number.
  const tulips = heads.map(([angle, length]) => tulipHead(cx + length * Math.cos(deg(angle)), cy + length * Math.sin(deg(angle)), 12, deg(-90 + (angle + 90) * 0.4), 0.58));
  // Each stem runs on into its head, where the cup hides its end.
  const stems = heads.map(([angle, length]) => stroke([[cx, cy - 20], [cx + (length + 3) * Math.cos(deg(angle)), cy + (length + 3) * Math.sin(deg(angle))]], 2.4));
  // Each leaf: where it leaves the wrap, its angle and length (the outer ones pass under the outer heads).
  const leaves: [number, number, number, number][] = [[44, 75, deg(-164), 23], [56, 75, deg(-16), 23], [47, 70, deg(-118), 26], [53, 70, deg(-62), 26]];
  const leafShapes = leaves.map(([x, y, angle, length]) => leaf(x, y, length, 9, angle));
  // The paper wrap: a cone with a zigzag top, in pleats lit and shaded in turn, tied with a ribbon and a bow.
  const wrap = polygon([...Array.from({ length: 11 }, (_, k): Point => [26 + 4.8 * k, k % 2 === 0 ? 60 : 66]), [56, 99], [44, 99]]);
  const band = intersect(wrap, [[0, 76], [100, 76], [100, 81], [0, 81]]);
  const loops = [petal(50, 78, 14, 9, Math.PI - 0.35, 0.9), petal(50, 78, 14, 9, 0.35, 0.9)];
  const tails = [polygon([[49, 79], [42, 92], [45.5, 93], [50.5, 80]]), polygon([[51, 79], [58, 92], [54.5, 93], [49.5, 80]])];
  const knot = circle(50, 78.5, 3.4);
  const bow = [...tails, ...loops, knot];
  const bunch = [...tulips.flatMap((tulip) => tulip.outline), ...stems, ...leafShapes, wrap, ...bow];
  // Cream rays about the bunch crossed by rings, each ray split along its middle beyond the bunch's
  // middle (by spokes between the rays' edges) so the cells stay small out to the corners.
  const sky = [...web(cx, 60, 24, [12, 19, 27, 36]), ...crossed(spokes(cx, 60, 24, -Math.PI / 2 + TAU / 48, (3 * Math.PI) / 2 + TAU / 48), web(cx, 60, 24, [36, 46, 56, 66, 76, 87, 102]).slice(24))];
  paintTiles(p, tessellate(rect(0, 0, 100, 100), sky, bunch), byRay(cx, 60, 24, [0, 1]));
  // Stems in lengths, the leaves veined and lit on one side.
  for (const stem of stems) p.each(tessellate(stem, grid(0, 0, 100, 92, 100, 9), [...tulips.flatMap((tulip) => tulip.outline), ...leafShapes, wrap]), [6]);
  leaves.forEach(([x, y, angle, length], index) => veinedLeaf(p, x, y, length, 9, angle, 15, 7, [...leafShapes.slice(index + 1), wrap, ...bow]));
  tulips.forEach(({ cup, petals }, index) => {
    const [, , lit, shade, inner] = heads[index]!;
    p.add(cup, inner);
    for (const { base, tip, shape } of petals) p.each(lengthwise(shape, base, tip), [shade, lit]);
  });
  // The pleats run from where the cone's sides would meet, below the picture.
  const [from, to] = [deg(-115), deg(-65)];
  paintTiles(p, tessellate(wrap, crossed(spokes(50, 112, 8, from, to), [rect(0, 50, 100, 28)[0]!, rect(0, 78, 100, 30)[0]!]), [band, ...bow]), ([x, y]) => (Math.floor((Math.atan2(y - 112, x - 50) - from) / ((to - from) / 8)) % 2 === 0 ? 13 : 14));
  p.each(tessellate(band, grid(0, 70, 100, 90, 5, 20), bow), [8, 9]);
  p.each(tails, [9]);
  for (const loop of loops) p.each(sliceRows(loop, [78]), [8, 9]);
  p.add(knot, 9);
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
    colour("Deep Red", "#b02a35"),
    colour("Grass", "#6cbf5b"),
    colour("Dark Grass", "#3f8f46"),
    colour("White", "#ffffff"),
  ]);
  const [cx, cy, ring] = [50, 50, 31];
  const at = (a: number, r = ring): Point => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  // Eight daisies on a ring, a leaf reaching out between each two (one reaching in too would shut off a pocket of meadow).
  const daisies = Array.from({ length: 8 }, (_, index) => {
    const a = -Math.PI / 2 + (index * TAU) / 8;
    return { a, flower: bloom(...at(a), 11, 8, a) };
  });
  const leaves = daisies.map(({ a }) => {
    const from = at(a + TAU / 16);
    const angle = a + TAU / 16;
    return { from, angle, shape: petal(from[0], from[1], 12, 6.5, angle, 0.5) };
  });
  const body = ellipse(cx, cy + 2, 11, 12.5);
  const head = ellipse(cx, cy - 10.5, 6, 4.5);
  const chain = [...daisies.map((daisy) => daisy.flower.outline), ...leaves.map((one) => one.shape), body, head];
  // The meadow in rays crossed by rings about the ladybird.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, [16, 22, 27, 36, 42, 50, 60, 72, 88]), chain), byRay(cx, cy, 24, [0, 1]));
  for (const { from, angle, shape } of leaves) p.each(lengthwise(shape, from, [from[0] + 12 * Math.cos(angle), from[1] + 12 * Math.sin(angle)]), [10, 9]);
  for (const { flower } of daisies) {
    p.each(flower.halves, [2, 3]);
    p.each(sliceColumns(flower.centre, [centre(flower.centre)[0]]), [4, 5]);
  }
  // The ladybird: two wing cases lit and shaded, spotted, and its head with two eyes.
  p.add(clip(body, [cx, 0], [cx, 100]), 8).add(clip(body, [cx, 100], [cx, 0]), 6);
  for (const [x, y, r] of [[44, 46, 2.4], [56, 46, 2.4], [42.5, 54, 2.2], [57.5, 54, 2.2], [46.5, 60.5, 1.9], [53.5, 60.5, 1.9]] as const) p.add(circle(x, y, r), 7);
  p.add(head, 7);
  for (const x of [47, 53]) p.add(circle(x, cy - 11.5, 1.5), 11);
  p.line([[48, 46.5 - 10], [45, 33.5], [43, 33]], 0.5).line([[52, 46.5 - 10], [55, 33.5], [57, 33]], 0.5);
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
    colour("Pale Water", "#b5e8ec"),
    colour("Pad Light", "#a3d98c"),
    colour("Deep Magenta", "#b8386b"),
    colour("Gold Shade", "#f2a93b"),
    colour("White", "#ffffff"),
  ]);
  const [cx, cy] = [50, 52];
  // Lily pads float about the flower, each notched towards it and cut along its veins.
  const pads = [-130, -50, 170, 10, 60, 120, -90].map((degrees, index) => {
    const a = (degrees * Math.PI) / 180;
    const r = index === 6 ? 6 : 8;
    const [x, y] = [cx + (index === 6 ? 41 : 43) * Math.cos(a), cy + (index === 6 ? 41 : 43) * Math.sin(a)];
    const notch = a + Math.PI;
    return { x, y, r, notch, shape: wedge(x, y, r, notch + 0.3, notch + TAU - 0.3) };
  });
  const rings: [number, number, number, number, number, number][] = [
    [8, 30, 15, -Math.PI / 2 + Math.PI / 8, 8, 11],
    [8, 23, 12.5, -Math.PI / 2, 5, 8],
    [6, 15, 10, -Math.PI / 2 + Math.PI / 6, 13, 6],
  ];
  const outer = petalRing(cx, cy, 8, 30, 15, rings[0]![3]);
  // The water in ripples about the flower: rings of cells, lighter and darker in turn.
  const radii = [24, 29, 34, 40, 46, 53, 61, 70, 80, 92];
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, radii), [...outer, ...pads.map((pad) => pad.shape)]), ([x, y]) => [9, 0, 1, 0, 9, 0, 1, 2, 1, 0][Math.min(9, radii.findIndex((r) => Math.hypot(x - cx, y - cy) < r + 0.01))] ?? 1);
  for (const { x, y, r, notch, shape } of pads) p.each(tessellate(shape, spokes(x, y, r > 6 ? 8 : 6, notch + 0.3, notch + TAU - 0.3)), [10, 3, 4, 3]);
  // The petals in three rings, each petal lit on one side of its middle and shaded on the other.
  for (const [n, length, width, turn, lit, shade] of rings) {
    for (const [index, shape] of petalRing(cx, cy, n, length, width, turn).entries()) {
      const a = turn + (index * TAU) / n;
      p.each(lengthwise(shape, [cx, cy], [cx + length * Math.cos(a), cy + length * Math.sin(a)]), [shade, lit]);
    }
  }
  p.each(sliceWedges(circle(cx, cy, 5.5), cx, cy, 6), [7, 12]);
  p.add(circle(cx, cy, 2), 12);
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
    colour("Sun Orange", "#ffb03b"),
    colour("Deep Poppy", "#b8222e"),
    colour("Cloud White", "#fbfdff"),
    colour("Light Grass", "#c2e3a3"),
    colour("Dark Grass", "#3f7f3a"),
  ]);
  const sun = circle(78, 18, 8);
  const clouds = [...cloud(20, 14, 6, 4), ...cloud(48, 26, 5.5, 3)];
  // The field in rows, nearer rows taller and cut into wider strips, each row in two greens.
  const edges = [38, 50, 62, 75, 88, 101];
  const wave = (y: number, k: number) => (x: number) => y + 1.2 * Math.sin(x / 9 + k);
  const rows = edges.slice(0, -1).map((top, index) => between(0, 100, index === 0 ? (x) => Math.min(top, wave(top, index)(x)) : wave(top, index), index === 4 ? () => 101 : wave(edges[index + 1]!, index + 1)));
  const tones: [number, number][] = [[3, 12], [4, 3], [4, 5], [5, 4], [5, 13]];
  // The poppies, larger in the nearer rows, each petal lit on one side of its middle.
  const poppies = ([
    [12, 44, 5.4], [40, 45, 5.4], [66, 44, 5.4], [90, 46, 5.4],
    [26, 57, 6.2], [56, 58, 6.2], [82, 57, 6.2],
    [10, 71, 7], [40, 70, 7], [70, 71, 7],
    [24, 86, 8], [56, 87, 8], [88, 85, 8],
  ] as const).map(([x, y, r], index) => ({ flower: bloom(x, y, r, 4, index * 0.7), stem: stroke([[x, y], [x + (index % 2 === 0 ? 1 : -1), y + r * 1.9]], 2 + r * 0.1) }));
  const flowers = poppies.flatMap((poppy) => [poppy.flower.outline, poppy.stem]);
  paintTiles(p, tessellate(rect(0, 0, 100, 40), web(78, 18, 20, [10, 16, 23, 31, 40, 51, 64, 80, 100]), [sun, ...clouds, rows[0]!, ...flowers]), byRay(78, 18, 20, [0, 1]));
  p.each(sliceWedges(sun, 78, 18, 8), [2, 9]);
  p.each(clouds, [11]);
  rows.forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -4, 30, 104, 102, 8 + index * 2.5, 80), [...rows.slice(index + 1), ...flowers]), tones[index]!));
  for (const { flower, stem } of poppies) p.add(stem, 13).each(flower.halves, [7, 6, 6, 10]).add(flower.centre, 8);
  return p.done();
}

export const FLOWER_PICTURES: readonly (() => Picture)[] = [redRose, sunflower, tulipBunch, daisyChain, lotusPond, poppyField];
