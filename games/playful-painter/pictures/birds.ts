/**
 * Birds (PAI_BIRDS). The sky behind each bird is rays about a point inside its body, so the bird
 * bites into them without cutting any in two; perched birds sit on a branch that spans the picture,
 * with the sky above it and the leaves below it as separate cells.
 */
import { apart, band, between, blob, circle, clip, colour, cuts, curve, ellipse, mirror, petal, picture, polygon, rect, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { byRay, centre, crossed, diamonds, grid, hexes, leaf, lengthwise, paintStrips, paintTiles, spokes, veinedLeaf, web } from "./mosaic.ts";
import { bloom, cloud, flowerHead, waves } from "./scenery.ts";

const TAU = Math.PI * 2;


/** The branch a songbird sits on, spanning the picture, its top at about y = 76. */
const SONGBIRD_BRANCH: readonly Point[] = [[-2, 79.2], [30, 78.4], [70, 79.6], [102, 78.6]];

/** An eye: the dark, and its shine. */
function eye(p: PictureBuilder, x: number, y: number, r: number, dark: number, shine: number) {
  p.add(circle(x, y, r), dark);
  p.add(circle(x + r * 0.35, y - r * 0.35, Math.max(1.4, r * 0.42)), shine);
}

interface SongbirdColours {
  readonly back: number;
  readonly backLit: number;
  readonly wing: number;
  readonly wingDark: number;
  readonly breast: number;
  readonly breastShade: number;
  readonly belly: number;
  readonly bellyShade: number;
  readonly beak: number;
  readonly beakShade: number;
  readonly eye: number;
  readonly shine: number;
  readonly feet: number;
}

/** A plump songbird's parts facing right, in painting order, each covering the ones before it. */
const SONGBIRD = {
  tail: polygon([[34, 58], [14, 46], [10, 53], [34, 70]]),
  body: ellipse(47, 60, 21, 16, -0.2),
  breast: ellipse(59, 63, 13, 12),
  belly: ellipse(50, 70, 10, 5.5),
  wing: petal(56, 53, 30, 13, Math.PI - 0.32, 0.7),
  head: circle(64, 40, 12.5),
  cheek: ellipse(68, 47, 8.5, 6.5),
  beak: polygon([[74.5, 36.5], [85, 40], [74.5, 43.5]]),
  feet: [ellipse(44, 76.5, 4, 2), ellipse(55, 76.8, 4, 2)],
};

/** The songbird's outline facing right or left: what the sky, branch and leaves behind it must leave room for. */
function songbirdOutline(facingLeft: boolean): Shape[] {
  const { tail, body, breast, wing, head, cheek, beak, feet } = SONGBIRD;
  return [tail, body, breast, wing, head, cheek, beak, ...feet].map((shape) => (facingLeft ? mirror(shape) : shape));
}

/**
 * A plump songbird sitting on the branch, facing right (or left, mirrored): its back and head in
 * scallops lit from above, its breast in scallops shaded below, its wing in rows of feathers
 * alternating two tones, and its tail fanned into feathers.
 */
function songbird(p: PictureBuilder, c: SongbirdColours, facingLeft: boolean) {
  const { tail, body, breast, belly, wing, head, cheek, beak, feet } = SONGBIRD;
  // Cut facing right, then each cell mirrored as it is painted: the colours are chosen facing right.
  const paint = (tiles: readonly Shape[], pick: (at: Point) => number) => tiles.forEach((tile) => p.add(facingLeft ? mirror(tile) : tile, pick(centre(tile))));
  const rows = (cx: number, cy: number, n: number, start: number, radii: readonly number[], colours: readonly (readonly number[])[]) => ([x, y]: Point) => {
    const row = radii.findIndex((r) => Math.hypot(x - cx, y - cy) < r);
    const tones = colours[Math.min(colours.length - 1, row < 0 ? colours.length - 1 : row)]!;
    return byRay(cx, cy, n, tones, start)([x, y]);
  };
  const tailRadii = [15, 21, 27, 40];
  paint(tessellate(tail, web(38, 63, 40, tailRadii, Math.PI), [body]), rows(38, 63, 40, Math.PI, tailRadii, [[c.wing, c.back], [c.back, c.wing]]));
  paint(tessellate(body, hexes(24, 42, 70, 80, 3.3), [breast, belly, wing, head, ...feet]), ([x, y]) => (y < 56 - (x - 40) * 0.3 ? c.backLit : c.back));
  paint(tessellate(breast, hexes(44, 49, 74, 77, 3), [belly, wing, head, cheek, ...feet]), ([x, y]) => (Math.hypot(x - 57, y - 57) < 9 ? c.breast : c.breastShade));
  paint(tessellate(belly, hexes(38, 63, 62, 77, 2.6), [wing, ...feet]), ([, y]) => (y < 69 ? c.belly : c.bellyShade));
  const wingRadii = [8, 14, 20, 26, 40];
  const wingStart = Math.PI - 0.32 - Math.PI / 2;
  paint(tessellate(wing, web(56, 53, 24, wingRadii, wingStart), [head]), rows(56, 53, 24, wingStart, wingRadii, [[c.wing], [c.backLit, c.wing], [c.wing, c.wingDark], [c.wingDark, c.wing], [c.wingDark, c.wing]]));
  paint(tessellate(head, hexes(50, 26, 78, 54, 2.9), [cheek, beak]), ([, y]) => (y < 36 ? c.backLit : c.back));
  paint(tessellate(cheek, hexes(58, 40, 78, 54, 2.7), [beak]), ([x, y]) => (Math.hypot(x - 66, y - 44) < 5 ? c.breast : c.breastShade));
  paint(sliceRows(beak, [40]), ([, y]) => (y < 40 ? c.beak : c.beakShade));
  eye(p, facingLeft ? 32 : 68, 35.5, 2.7, c.eye, c.shine);
  paint(feet, () => c.feet);
}

/**
 * The songbird's setting: a sky of rays about the bird crossed by rings, the branch lit along its
 * top in lengths, and foliage in a harlequin of `foliage` below it; the `aloft` shapes (clouds,
 * blossoms) are painted over the sky and the `front` ones over the foliage afterwards.
 */
function perch(p: PictureBuilder, facingLeft: boolean, sky: readonly [number, number], aloft: readonly Shape[], [lit, shade]: readonly [number, number], foliage: readonly [number, number], front: readonly Shape[]) {
  const bird = songbirdOutline(facingLeft);
  const branch = stroke(curve(SONGBIRD_BRANCH), 6.5);
  const cx = facingLeft ? 53 : 47;
  paintTiles(p, tessellate(rect(0, 0, 100, 78), web(cx, 60, 20, [16, 22, 29, 37, 46, 56, 68, 82]), [...bird, ...aloft, branch]), byRay(cx, 60, 20, sky));
  paintTiles(p, tessellate(rect(0, 78, 100, 22), diamonds(0, 80, 100, 100, 10, 9), [branch, ...front]), ([x, y]) => (Math.abs(Math.round(x / 10 + (y - 80) / 9) - Math.round(x / 10 - (y - 80) / 9)) % 2 === 0 ? foliage[0] : foliage[1]));
  const [left, right] = [SONGBIRD_BRANCH[0]!, SONGBIRD_BRANCH.at(-1)!];
  p.each(tessellate(clip(branch, right, left), grid(-2, 60, 104, 90, 100 / 7, 30), bird), [lit]);
  p.each(tessellate(clip(branch, left, right), grid(-9, 60, 104, 90, 100 / 7, 30), bird), [shade]);
}

function robin(): Picture {
  const p = picture("Robin", [
    colour("Pale Sky", "#e3f4ff"),
    colour("Sky Blue", "#b7e0fa"),
    colour("Robin Brown", "#9a6a44"),
    colour("Dark Brown", "#6b4429"),
    colour("Robin Red", "#f0622f"),
    colour("Cream", "#fff1dc"),
    colour("Beak Yellow", "#ffc24b"),
    colour("Ink", "#2f2430"),
    colour("White", "#ffffff"),
    colour("Bark", "#7a4b2d"),
    colour("Leaf Green", "#78c25a"),
    colour("Fern", "#3f8f48"),
    colour("Berry Red", "#d2352a"),
    colour("Light Brown", "#bf8a5c"),
    colour("Moss", "#a8dc8c"),
    colour("Holly", "#2b6b3a"),
  ]);
  // Holly below the branch: veined leaves in pairs, and berries with a shine.
  const leaves: [number, number, number][] = [[14, 82, 2.2], [22, 82, 1.3], [78, 83, 1.9], [86, 83, 0.9], [46, 84, 2.5], [54, 84, 0.7]];
  const berries: Point[] = [[32, 87], [37, 91], [64, 89], [69, 93], [50, 94]];
  const front = [...leaves.map(([x, y, angle]) => leaf(x, y, 13, 6.5, angle)), ...berries.map(([x, y]) => circle(x, y, 2.8))];
  const clouds = [...cloud(18, 16, 6, 4), ...cloud(86, 22, 6, 3)];
  perch(p, false, [0, 1], clouds, [9, 3], [14, 10], front);
  p.each(clouds, [8]);
  leaves.forEach(([x, y, angle], index) => veinedLeaf(p, x, y, 13, 6.5, angle, 11, 15, front.slice(index + 1)));
  for (const [x, y] of berries) p.add(circle(x, y, 2.8), 12).add(circle(x - 0.8, y - 0.8, 1.5), 8);
  songbird(p, { back: 2, backLit: 13, wing: 3, wingDark: 13, breast: 4, breastShade: 12, belly: 8, bellyShade: 5, beak: 6, beakShade: 3, eye: 7, shine: 8, feet: 6 }, false);
  return p.done();
}

function parrot(): Picture {
  const p = picture("Parrot", [
    colour("Mint", "#dcf7e3"),
    colour("Fresh Leaf", "#b4e8c0"),
    colour("Jungle Green", "#3fa34d"),
    colour("Deep Green", "#22723a"),
    colour("Scarlet", "#e63946"),
    colour("Sunny Yellow", "#ffd23f"),
    colour("Royal Blue", "#277da1"),
    colour("Cream", "#fff6e6"),
    colour("Beak Ivory", "#f1e3c6"),
    colour("Charcoal", "#3a3a44"),
    colour("Bark", "#8a5a35"),
    colour("White", "#ffffff"),
    colour("Deep Red", "#b8222e"),
    colour("Marigold", "#f7a21b"),
    colour("Sky Blue", "#4fb3e0"),
    colour("Dark Bark", "#5e3b22"),
  ]);
  const branch = stroke(curve([[-2, 73.2], [30, 72.4], [70, 73.6], [102, 72.6]]), 6.5);
  const tails = [
    { x: 51, angle: Math.PI / 2 + 0.32, length: 24, colours: [5, 13] },
    { x: 53, angle: Math.PI / 2 - 0.22, length: 24, colours: [14, 6] },
    { x: 52, angle: Math.PI / 2 + 0.05, length: 26, colours: [4, 12] },
  ].map((tail) => ({ ...tail, shape: petal(tail.x, 74, tail.length, 7.5, tail.angle, 0.6) }));
  const body = ellipse(52, 50, 13, 20, 0.12);
  const wing = petal(60, 36, 34, 15, Math.PI / 2 + 0.3, 0.7);
  const head = circle(44, 27, 11.5);
  const face = ellipse(40, 28, 6.5, 5.5);
  const beak = blob([[37, 21], [30, 22], [25, 28], [26, 35], [29, 31], [34, 31]], 8);
  const jaw = ellipse(31.5, 33.5, 3.8, 2.7);
  const toes = [46, 57].map((x) => ellipse(x, 71.5, 3.6, 2));
  const bird = [...tails.map((tail) => tail.shape), body, wing, head, face, beak, jaw, ...toes];
  // Jungle leaves reach in from the edges along the middle of the sky's rays.
  const leaves: [number, number, number][] = [[0, 14, 0.35], [100, 10, Math.PI - 0.45], [0, 50, -0.25], [100, 46, Math.PI + 0.3]];
  const leafShapes = leaves.map(([x, y, angle]) => petal(x, y, 26, 13, angle, 0.6));
  // A web of pale rays and rings about the bird, the rays in two greens.
  paintTiles(p, tessellate(rect(0, 0, 100, 73), web(52, 45, 16, [16, 24, 33, 43, 55, 70, 90]), [...bird, ...leafShapes, branch]), ([x, y]) => {
    const ray = Math.floor(((Math.atan2(y - 45, x - 52) + Math.PI / 2 + TAU) % TAU) / (TAU / 16));
    return ray % 2 === 0 ? 0 : 1;
  });
  leaves.forEach(([x, y, angle], index) => veinedLeaf(p, x, y, 26, 13, angle, index % 2 === 0 ? 2 : 3, index % 2 === 0 ? 3 : 2, [...bird, ...leafShapes.slice(index + 1)]));
  // Under the branch, foliage in a harlequin of two greens (its diamonds told apart along their
  // diagonals), and hibiscus flowers on it, each petal lit on one side.
  const flowers: [number, number][] = [[22, 88], [78, 87]];
  const hibiscus = flowers.map(([x, y]) => flowerHead(x, y, 9, 5, 0.3));
  paintTiles(p, tessellate(rect(0, 73, 100, 27), diamonds(0, 74, 100, 100, 10, 9), [branch, ...bird, ...hibiscus.flatMap((flower) => flower.petals)]), ([x, y]) => (Math.abs(Math.round(x / 10 + (y - 74) / 9) - Math.round(x / 10 - (y - 74) / 9)) % 2 === 0 ? 2 : 3));
  hibiscus.forEach((flower, index) => {
    const [fx, fy] = flowers[index]!;
    for (const [k, petalShape] of flower.petals.entries()) {
      const a = 0.3 - Math.PI / 2 + (k * TAU) / 5;
      const tip: Point = [fx + 9 * Math.cos(a), fy + 9 * Math.sin(a)];
      p.add(clip(petalShape, [fx, fy], tip), 4).add(clip(petalShape, tip, [fx, fy]), 12);
    }
    p.add(flower.centre, 5);
  });
  // The long tail feathers, each lit on one side of its shaft and banded across.
  tails.forEach(({ x, angle, shape, colours }, index) => {
    const tip: Point = [x + 30 * Math.cos(angle), 74 + 30 * Math.sin(angle)];
    const over = [...bird.slice(index + 1), branch];
    for (const [side, half] of [clip(shape, [x, 74], tip), clip(shape, tip, [x, 74])].entries()) p.each(tessellate(half, grid(40, 74, 66, 102, 26, 5.5), over), [colours[side]!]);
  });
  // The branch lit along its top and shaded beneath, in lengths.
  const [left, right]: [Point, Point] = [[-2, 73.2], [102, 72.6]];
  p.each(tessellate(clip(branch, right, left), grid(-2, 60, 104, 80, 100 / 7, 20), toes), [10]);
  p.each(tessellate(clip(branch, left, right), grid(-9, 60, 104, 80, 100 / 7, 20), toes), [15]);
  // Breast feathers as scallops, deeper red on the back turned from the light.
  paintTiles(p, tessellate(body, hexes(36, 28, 68, 72, 3.2), [wing, head, ...toes, branch]), ([x, y]) => (x > 58 || y > 64 ? 12 : 4));
  // The wing's feathers in rows: yellow coverts, green, then long blue flight feathers.
  paintTiles(p, tessellate(wing, crossed(spokes(60, 20, 10, 1, 2.05), grid(0, 34.5, 100, 80, 100, 5.5)), [head]), ([, y]) => [5, 13, 2, 14, 6][Math.max(0, Math.min(4, Math.floor((y - 40) / 5.5)))]!);
  paintTiles(p, tessellate(head, hexes(30, 14, 58, 40, 2.9), [face, beak, jaw]), ([x, y]) => (x > 50 || y < 19 ? 12 : 4));
  p.each(sliceRows(face, [25.5, 28.5, 31]), [11, 11, 7, 7]);
  p.add(clip(beak, [37, 21], [27, 33]), 8).add(clip(beak, [27, 33], [37, 21]), 7);
  p.add(jaw, 9);
  eye(p, 43, 26, 2.7, 9, 11);
  p.each(toes, [9]);
  return p.done();
}

function owl(): Picture {
  const p = picture("Owl", [
    colour("Night Blue", "#27325e"),
    colour("Midnight", "#1c2448"),
    colour("Moon Yellow", "#fff1a8"),
    colour("Owl Brown", "#8b5e3c"),
    colour("Dark Brown", "#5e3b24"),
    colour("Tan", "#d9b38c"),
    colour("Cream", "#fbeedb"),
    colour("Amber", "#ffb627"),
    colour("Ink", "#231a22"),
    colour("White", "#ffffff"),
    colour("Beak Orange", "#f28c28"),
    colour("Pine", "#2d6a4f"),
    colour("Forest", "#1b4332"),
    colour("Twilight", "#3a4a85"),
    colour("Moon Shadow", "#ecd27a"),
    colour("Caramel", "#b07a4f"),
  ]);
  const moon = circle(84, 14, 8);
  const stars = [[12, 12], [26, 30], [10, 52], [90, 46], [76, 33]].map(([sx, sy]) => star(sx!, sy!, 3.4, 1.6, 5));
  const tufts = [polygon([[30, 30], [29, 12], [42, 24]]), polygon([[70, 30], [71, 12], [58, 24]])];
  const body = ellipse(50, 58, 22, 22);
  const belly = ellipse(50, 62, 13, 13);
  const wings = [petal(29, 48, 24, 12, Math.PI / 2 + 0.15, 0.7), mirror(petal(29, 48, 24, 12, Math.PI / 2 + 0.15, 0.7))];
  const head = ellipse(50, 34, 22, 15);
  const discs = [-1, 1].map((side) => circle(50 + side * 9, 35, 9.5));
  const beak = polygon([[47, 37], [53, 37], [50, 47]]);
  const toes = [42, 58].flatMap((fx) => [-2.6, 0, 2.6].map((dx) => ellipse(fx + dx, 78.4, 1.6, 2.2)));
  const branch = stroke(curve([[-2, 81.2], [30, 80.4], [70, 81.6], [102, 80.6]]), 6.5);
  const owl = [...tufts, body, ...wings, head];
  // The night glows about the moon: a web of rings and rays, lighter near it.
  const radii = [12, 20, 30, 42, 56, 72, 90, 110, 135];
  const glow = ([x, y]: Point) => {
    const d = Math.hypot(x - 84, y - 14);
    return d < 30 ? 13 : d < 60 ? 0 : 1;
  };
  paintTiles(p, tessellate(rect(0, 0, 100, 80), web(84, 14, 20, radii), [moon, ...stars, ...owl, branch]), glow);
  p.add(moon, 2);
  p.add(circle(81, 11, 2.2), 14).add(circle(87.5, 17, 1.8), 14).add(circle(80.5, 18, 1.4), 14);
  p.each(stars, [2]);
  // Pine needles below the branch: long diamonds in two greens.
  paintTiles(p, tessellate(rect(0, 83, 100, 17), diamonds(0, 83, 100, 100, 10, 9), [branch]), (_, index) => (index % 3 === 0 ? 12 : 11));
  for (const tuft of tufts) p.each(sliceRows(tuft, [22]), [4, 15]);
  // Breast feathers as scallops, darker towards the sides where the body turns away.
  paintTiles(p, tessellate(body, hexes(28, 36, 72, 82, 3.4), [belly, ...wings, head, ...toes, branch]), ([x]) => (Math.abs(x - 50) > 14 ? 4 : Math.abs(x - 50) > 8 ? 3 : 15));
  paintTiles(p, tessellate(belly, hexes(37, 49, 63, 76, 2.9), [...toes, branch]), ([, y]) => (Math.round((y - 49) / 4.35) % 2 === 0 ? 5 : 6));
  // Wing feathers fan from the shoulder in rows, the tips darker.
  for (const [wing, sx] of [[wings[0]!, 29], [wings[1]!, 71]] as const) {
    paintTiles(p, tessellate(wing, crossed(spokes(sx, 44, 4, Math.PI * 0.3, Math.PI * 0.7), grid(0, 44, 100, 80, 100, 9)), [head, ...toes, branch]), ([, y]) => (y > 62 ? 4 : y > 53 ? 3 : 15));
  }
  paintTiles(p, tessellate(head, hexes(28, 19, 72, 49, 3.6), [...discs, beak]), ([x, y]) => (y < 27 ? 4 : Math.abs(x - 50) > 16 ? 4 : 3));
  for (const [index, disc] of discs.entries()) {
    const x = 50 + (index === 0 ? -9 : 9);
    p.each(sliceWedges(disc, x, 35, 10), [6, 5]);
    p.add(circle(x, 35, 6.5), 7);
    p.add(band(x, 35, 3.8, 6.5, Math.PI * 0.15, Math.PI * 0.85), 10);
    eye(p, x, 35, 3.8, 8, 9);
  }
  p.each(sliceColumns(beak, [50]), [7, 10]);
  p.each(sliceColumns(branch, cuts(0, 100, 7)), [4, 15]);
  p.each(toes, [10]);
  return p.done();
}

function flamingo(): Picture {
  const p = picture("Flamingo", [
    colour("Peach Sky", "#ffe5d0"),
    colour("Apricot", "#ffd1b0"),
    colour("Sun Yellow", "#ffd166"),
    colour("Flamingo Pink", "#ff8fab"),
    colour("Hot Pink", "#f0567a"),
    colour("Blush", "#ffc2d1"),
    colour("Ink", "#2f2430"),
    colour("Lagoon", "#5cc8d8"),
    colour("Deep Lagoon", "#2a9db5"),
    colour("White", "#ffffff"),
    colour("Sunset Rose", "#ffb8a8"),
    colour("Reed Green", "#5fa55a"),
    colour("Pale Lagoon", "#a6e4ea"),
  ]);
  const legAngle = (98 * Math.PI) / 180;
  const legAt = (y: number): [number, number] => [50 + (y - 47) / Math.tan(legAngle), y];
  const sun = circle(20, 20, 8);
  const clouds = [...cloud(82, 24, 6, 4), ...cloud(14, 42, 5.6, 3)];
  const leg = stroke([legAt(52), legAt(75)], 2.2);
  // The other leg tucked up, bent at the knee as flamingos rest.
  const tucked = stroke([[44, 55], [36, 61], [41, 65]], 2.6);
  const tail = petal(36, 46, 11, 7, Math.PI + 0.35, 0.8);
  const body = ellipse(48, 46, 17, 11, -0.12);
  const wing = petal(62, 42, 27, 12, Math.PI - 0.12, 0.7);
  const neck = stroke(curve([[60, 44], [62, 34], [61, 24], [60, 17], [61, 11]]), 4.4);
  const head = circle(64, 10, 5);
  const beak = [polygon([[67, 7.5], [74, 9.5], [72.5, 14.5], [67, 12.5]]), polygon([[74, 9.5], [78, 11], [76, 17], [72.5, 14.5]])];
  const reeds = [
    ...[5.5, 11, 16.5].map((x, index) => petal(x, 80, 26 - index * 4, 3.6, -Math.PI / 2 + (index - 1) * 0.12, 0.3)),
    ...[82, 88, 94].map((x, index) => petal(x, 80, 20 + index * 3, 3.6, -Math.PI / 2 + (index - 1) * 0.1, 0.3)),
  ];
  const bird = [tail, body, wing, neck, head, ...beak, leg, tucked];
  // A sunset about the sun: rings of warm light in a web, alternating as they spread; twice the rays
  // beyond the bird and the clouds, so the far sky is cut as finely as the near. Where the rays
  // double, the new rays start on the inner ring's straight sides (not on the circle through its
  // corners), so no sliver between the two webs is left unpainted.
  const [near, far] = [[12, 20, 30, 40, 50, 60, 70], [70, 80, 91, 103, 116, 130]];
  const onInner = ([x, y]: Point): Point => {
    const [r, a] = [Math.hypot(x - 20, y - 20), Math.atan2(y - 20, x - 20)];
    const between = Math.round((a + Math.PI / 2) / (Math.PI / 18)) % 2 !== 0;
    return Math.abs(r - 70) < 1e-6 && between ? [20 + (x - 20) * Math.cos(Math.PI / 18), 20 + (y - 20) * Math.cos(Math.PI / 18)] : [x, y];
  };
  const sky = [...web(20, 20, 18, near), ...web(20, 20, 36, far).slice(36).map((cell) => cell.map(onInner))];
  const rings = [...near, ...far.slice(1)];
  const lagoon = waves(70, 100, 8, 1, 25);
  paintTiles(p, tessellate(rect(0, 0, 100, 72), sky, [sun, ...clouds, ...bird, ...reeds, lagoon[0]!]), ([x, y]) => {
    const d = Math.hypot(x - 20, y - 20);
    return d < 30 ? 10 : rings.findIndex((r) => d < r) % 2 === 0 ? 1 : 0;
  });
  p.each(sliceWedges(sun, 20, 20, 6), [2]);
  p.each(clouds, [9]);
  // The lagoon: rows of waves broken into ripples, lighter near the shore of the sky.
  lagoon.forEach((wave, row) => {
    const ripples = tessellate(wave, grid(row % 2 === 0 ? 0 : -7, 60, 106, 102, 14, 42), [leg, ...reeds]);
    p.each(ripples, row === 0 ? [12] : row % 2 === 0 ? [7, 12, 8] : [8, 7]);
  });
  p.each(reeds.flatMap((reed) => sliceRows(reed, [68])), [11, 11]);
  p.each(sliceRows(leg, [63]), [4, 3]);
  p.add(circle(...legAt(63), 1.6), 4);
  p.add(tucked, 4);
  p.each(tessellate(tail, spokes(36, 46, 3, Math.PI * 0.85, Math.PI * 1.25)), [4, 3]);
  paintTiles(p, tessellate(body, hexes(28, 34, 66, 58, 3), [wing, neck]), ([, y]) => (y > 52 ? 4 : y > 45 ? 3 : 5));
  paintTiles(p, tessellate(wing, crossed(spokes(62, 42, 4, Math.PI * 0.88, Math.PI * 1.1), grid(30, 20, 70, 70, 7, 50)), [neck]), ([x]) => (x < 42 ? 4 : x < 52 ? 3 : 5));
  p.each(sliceRows(neck, cuts(12, 44, 7)), [3, 5]);
  p.each(sliceWedges(head, 64, 10, 4, -Math.PI * 0.7), [3, 5]);
  p.each(beak, [9, 6]);
  p.add(circle(63.5, 8.8, 1.6), 6);
  return p.done();
}

function bluebird(): Picture {
  const p = picture("Bluebird", [
    colour("Lemon Sky", "#fff8d6"),
    colour("Butter", "#ffefb0"),
    colour("Bluebird Blue", "#3d8bfd"),
    colour("Deep Blue", "#2457b8"),
    colour("Peach", "#ffa86b"),
    colour("White", "#ffffff"),
    colour("Beak Grey", "#4b4b58"),
    colour("Ink", "#231a22"),
    colour("Bark", "#7a4b2d"),
    colour("Blossom Pink", "#ffb3c6"),
    colour("Rose", "#ff6f91"),
    colour("Leaf Green", "#7cc86b"),
    colour("Fern", "#3f8f48"),
    colour("Light Blue", "#7fb6ff"),
    colour("Apricot", "#f0854a"),
    colour("Dark Bark", "#553420"),
  ]);
  // Blossoms in the sky's corners and among the leaves below, each petal lit on one side of its middle.
  const blossoms = ([[10, 20, 7], [24, 9, 6.6], [90, 14, 7], [76, 26, 6.6]] as const).map(([x, y, r]) => bloom(x, y, r, 5, x / 20));
  const low = ([[11, 90, 7.5], [89, 90, 7.5], [33, 91, 7], [67, 91, 7]] as const).map(([x, y, r]) => bloom(x, y, r, 5, x / 20));
  perch(p, true, [0, 1], blossoms.map((flower) => flower.outline), [8, 15], [11, 12], low.map((flower) => flower.outline));
  for (const { halves, centre: middle } of [...blossoms, ...low]) p.each(halves, [9, 10]).add(middle, 4);
  songbird(p, { back: 2, backLit: 13, wing: 3, wingDark: 13, breast: 4, breastShade: 14, belly: 5, bellyShade: 1, beak: 6, beakShade: 7, eye: 7, shine: 5, feet: 6 }, true);
  return p.done();
}

function peacock(): Picture {
  const p = picture("Peacock", [
    colour("Pale Mint", "#e6f7ef"),
    colour("Soft Jade", "#c5ecd9"),
    colour("Feather Green", "#2a9d8f"),
    colour("Leaf Green", "#6cc070"),
    colour("Gold", "#f4c542"),
    colour("Teal", "#1f8a9e"),
    colour("Navy", "#1d3557"),
    colour("Peacock Blue", "#2f6fdb"),
    colour("Beak Orange", "#f4a259"),
    colour("Grass", "#86cf5f"),
    colour("Meadow", "#4e9f45"),
    colour("Deep Feather", "#1d7268"),
    colour("Light Blue", "#5b93f0"),
    colour("Deep Blue", "#1f4fb0"),
    colour("Gold Shade", "#d9a52a"),
  ]);
  const [cx, cy] = [50, 64];
  const angleOf = (index: number, n: number) => Math.PI + 0.18 + ((Math.PI - 0.36) * index) / (n - 1);
  const at = (a: number, r: number): Point => [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  const feathers = Array.from({ length: 11 }, (_, index) => ({ a: angleOf(index, 11), shape: petal(cx, cy, 45, 13.5, angleOf(index, 11), 0.9) }));
  const inner = Array.from({ length: 8 }, (_, index) => ({ a: angleOf(index, 8), shape: petal(cx, cy, 26, 9, angleOf(index, 8), 0.8) }));
  // The body reaches up under the head, so no sliver of feather shows between them.
  const body = blob([[50, 40], [55, 46], [57.5, 59], [56, 68], [50, 74], [44, 68], [42.5, 59], [45, 46]], 8);
  const head = circle(50, 40, 5.5);
  const beak = polygon([[47.6, 44], [52.4, 44], [50, 48.5]]);
  const crest = [46.5, 50, 53.5].map((x) => circle(x, 29, 1.6));
  // The ground a low mound, lowest at the sides; flowers in it either side of the bird.
  const mound = { top: 82, r: 420 };
  const ground = between(0, 100, (x) => mound.top + mound.r - Math.sqrt(mound.r ** 2 - (x - 50) ** 2), () => 101);
  const flowers = ([[12, 93], [30, 95.5], [70, 95.5], [88, 93]] as const).map(([x, y]) => bloom(x, y, 5.5, 5, x / 20));
  // Each feather's eye covers its tip, so no sliver of feather is cut off beyond it; neighbouring
  // eyes overlap, so no pocket of sky is shut in between them.
  const eyes = feathers.map(({ a }) => circle(...at(a, 40), 6.4));
  const bird = [...feathers.map((one) => one.shape), ...eyes, body, head, ...crest];
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, [20, 28, 36, 44, 52, 62, 74, 90]), [...bird, ground]), byRay(cx, cy, 24, [0, 1]));
  // The ground in strips along the mound, three greens in turn, each strip cut into cells on its own.
  paintStrips(p, ground, [50, mound.top, mound.r, 112, 11, 4.5], [10, 3, 9], [body, ...flowers.map((flower) => flower.outline)]);
  for (const { petals, centre: middle } of flowers) p.each(petals, [4, 14]).add(middle, 8);
  // The train: each feather lit on one side of its shaft, darker near the body than towards its
  // tip, and its eye at the tip in rings.
  feathers.forEach(({ a, shape }, index) => {
    const over = [...feathers.slice(index + 1).map((one) => one.shape), ...inner.map((one) => one.shape), body, head, ...eyes];
    // Across the feather 30 out: the part nearer the body and the part beyond.
    const [ax, ay] = [Math.cos(a), Math.sin(a)];
    const across = (from: number, to: number): Point[] => [[cx + from * ax - 60 * ay, cy + from * ay + 60 * ax], [cx + to * ax - 60 * ay, cy + to * ay + 60 * ax], [cx + to * ax + 60 * ay, cy + to * ay - 60 * ax], [cx + from * ax + 60 * ay, cy + from * ay - 60 * ax]];
    lengthwise(shape, [cx, cy], at(a, 45)).forEach((half, side) => {
      paintTiles(p, tessellate(half, [across(-10, 30), across(30, 60)], over), ([x, y]) => ((x - cx) * ax + (y - cy) * ay < 30 ? [11, 2][side]! : [2, 3][side]!));
    });
  });
  feathers.forEach(({ a }, index) => {
    const [ex, ey] = at(a, 40);
    p.each(lengthwise(eyes[index]!, [cx, cy], [ex, ey]), [14, 4]);
    p.add(circle(ex, ey, 4), index % 2 === 0 ? 5 : 7);
    p.add(circle(ex, ey, 1.7), 6);
  });
  for (const { a, shape } of inner) lengthwise(shape, [cx, cy], at(a, 26)).forEach((half, side) => p.each(apart(half, [body, head]), [[2, 3][side]!]));
  // The body in scallops, lit on its left; the head likewise, with its crest, eyes and beak.
  paintTiles(p, tessellate(body, hexes(40, 40, 60, 76, 2.9), [head]), ([x, y]) => (y < 50 ? 12 : x < 49 ? 7 : 13));
  p.each(sliceColumns(head, [50]), [12, 7]);
  for (const x of [47.8, 52.2]) p.add(circle(x, 39, 1.4), 6);
  p.add(beak, 8);
  p.each(crest, [4]);
  for (const tx of [46.5, 50, 53.5]) p.line([[50, 35], [tx, 30.5]], 0.6);
  for (const lx of [46, 54]) p.line([[lx, 72], [lx, 81], [lx - 2, 83]], 0.9).line([[lx, 81], [lx + 2, 83]], 0.9);
  return p.done();
}

export const BIRD_PICTURES: readonly (() => Picture)[] = [robin, parrot, owl, flamingo, bluebird, peacock];
