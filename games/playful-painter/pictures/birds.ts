/**
 * Birds (PAI_BIRDS). The sky behind each bird is rays about a point inside its body, so the bird
 * bites into them without cutting any in two; perched birds sit on a branch that spans the picture,
 * with the sky above it and the leaves below it as separate cells.
 */
import { band, blob, circle, clip, colour, cuts, curve, ellipse, mirror, petal, picture, polygon, rect, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { crossed, diamonds, grid, hexes, paintTiles, spokes, web } from "./mosaic.ts";
import { cloud, fan, flowerHead, waves } from "./scenery.ts";

const TAU = Math.PI * 2;


/** The sky's rays (fanning up from the branch under the bird), the branch along `top`, and foliage columns below it. */
function perch(p: PictureBuilder, top: number, rays: readonly Shape[], sky: readonly number[], bark: number, below: readonly number[], columns = cuts(0, 100, 5)) {
  p.each(rays, sky);
  p.each(sliceColumns(rect(0, top + 5, 100, 100 - top - 5), columns), below);
  p.add(stroke(curve([[-2, top + 3.2], [30, top + 2.4], [70, top + 3.6], [102, top + 2.6]]), 6.5), bark);
}

/** An eye: the dark, and its shine. */
function eye(p: PictureBuilder, x: number, y: number, r: number, dark: number, shine: number) {
  p.add(circle(x, y, r), dark);
  p.add(circle(x + r * 0.35, y - r * 0.35, Math.max(1.25, r * 0.42)), shine);
}

interface SongbirdColours {
  readonly back: number;
  readonly wing: number;
  readonly breast: number;
  readonly belly: number;
  readonly beak: number;
  readonly eye: number;
  readonly shine: number;
  readonly feet: number;
}

/** A plump songbird sitting on a branch whose top is at y = 76, facing right (or left, mirrored). */
function songbird(p: PictureBuilder, c: SongbirdColours, facingLeft: boolean) {
  const side = (shape: Shape) => (facingLeft ? mirror(shape) : shape);
  const x = (value: number) => (facingLeft ? 100 - value : value);
  p.add(side(polygon([[34, 58], [14, 46], [10, 53], [34, 70]])), c.wing);
  p.add(side(ellipse(47, 60, 21, 16, -0.2)), c.back);
  p.add(side(ellipse(59, 63, 13, 12)), c.breast);
  p.add(side(ellipse(50, 70, 10, 5.5)), c.belly);
  p.add(side(petal(56, 53, 30, 13, Math.PI - 0.32, 0.7)), c.wing);
  p.add(side(circle(64, 40, 12.5)), c.back);
  p.add(side(ellipse(68, 47, 8.5, 6.5)), c.breast);
  p.add(side(polygon([[74.5, 36.5], [85, 40], [74.5, 43.5]])), c.beak);
  eye(p, x(68), 35.5, 2.7, c.eye, c.shine);
  p.add(side(ellipse(44, 76.5, 4, 2)), c.feet);
  p.add(side(ellipse(55, 76.8, 4, 2)), c.feet);
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
    colour("Berry Red", "#d7263d"),
  ]);
  perch(p, 76, fan(50, 77, 12, Math.PI, TAU), [0, 1], 9, [10, 11]);
  p.each(cloud(18, 16, 6, 4), [8]);
  p.each(cloud(86, 22, 5, 3), [8]);
  for (const [bx, by, angle, shade] of [
    [14, 80, 2.2, 10],
    [22, 80, 1.3, 11],
    [78, 81, 1.9, 11],
    [86, 81, 0.9, 10],
  ] as const) {
    p.add(petal(bx, by, 13, 6.5, angle, 0.6), shade);
  }
  for (const [bx, by] of [
    [32, 87],
    [37, 90],
    [48, 91],
    [53, 88],
    [64, 89],
    [69, 92],
  ] as const) {
    p.add(circle(bx, by, 2.6), 12);
  }
  songbird(p, { back: 2, wing: 3, breast: 4, belly: 5, beak: 6, eye: 7, shine: 8, feet: 6 }, false);
  return p.done();
}

/**
 * A leaf from (bx, by) reaching `length` towards `angle`, in halves either side of its midrib (the
 * `lit` half on the left looking along it), each half cut across by slanting veins.
 */
function veinedLeaf(p: PictureBuilder, bx: number, by: number, length: number, width: number, angle: number, lit: number, shade: number, over: readonly Shape[] = []) {
  const shape = petal(bx, by, length, width, angle, 0.6);
  const [ax, ay] = [Math.cos(angle), Math.sin(angle)];
  const at = (along: number, across: number): Point => [bx + along * ax - across * ay, by + along * ay + across * ax];
  const tip = at(length, 0);
  const steps = [0, length * 0.3, length * 0.52, length * 0.74, length * 2];
  for (const side of [1, -1]) {
    const half = side === 1 ? clip(shape, [bx, by], tip) : clip(shape, tip, [bx, by]);
    const veins = steps.slice(1).map((far, k): Point[] => [at(steps[k]!, 0), at(far, 0), at(far - width * 0.3, side * width), at(steps[k]! - width * 0.3, side * width)]);
    p.each(tessellate(half, veins, over), [side === 1 ? shade : lit]);
  }
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
  const hibiscus = flowers.map(([x, y]) => flowerHead(x, y, 8, 5, 0.3));
  paintTiles(p, tessellate(rect(0, 73, 100, 27), diamonds(0, 74, 100, 100, 10, 9), [branch, ...bird, ...hibiscus.flatMap((flower) => flower.petals)]), ([x, y]) => (Math.abs(Math.round(x / 10 + (y - 74) / 9) - Math.round(x / 10 - (y - 74) / 9)) % 2 === 0 ? 2 : 3));
  hibiscus.forEach((flower, index) => {
    const [fx, fy] = flowers[index]!;
    for (const [k, petalShape] of flower.petals.entries()) {
      const a = 0.3 - Math.PI / 2 + (k * TAU) / 5;
      const tip: Point = [fx + 8 * Math.cos(a), fy + 8 * Math.sin(a)];
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
  eye(p, 42, 26, 2.2, 9, 11);
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
  const stars = [[12, 12], [26, 30], [10, 52], [90, 46], [72, 32]].map(([sx, sy]) => star(sx!, sy!, 3.4, 1.6, 5));
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
  const clouds = [...cloud(82, 24, 5, 4), ...cloud(14, 42, 4.6, 3)];
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
    ...[4, 9, 14].map((x, index) => petal(x, 80, 26 - index * 4, 3.6, -Math.PI / 2 + (index - 1) * 0.12, 0.3)),
    ...[83, 89, 95].map((x, index) => petal(x, 80, 20 + index * 3, 3.6, -Math.PI / 2 + (index - 1) * 0.1, 0.3)),
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
  p.each(sliceWedges(head, 64, 10, 4, -Math.PI * 0.9), [3, 5]);
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
  ]);
  perch(p, 76, fan(50, 77, 12, Math.PI, TAU), [0, 1], 8, [11, 12]);
  for (const [fx, fy, r] of [
    [12, 90, 6],
    [88, 90, 6],
    [34, 91, 5.5],
    [66, 91, 5.5],
    [10, 22, 5.5],
    [90, 16, 5.5],
  ] as const) {
    const flower = flowerHead(fx, fy, r, 5, fx / 20);
    p.each(flower.petals, [9]);
    p.add(flower.centre, 10);
  }
  songbird(p, { back: 2, wing: 3, breast: 4, belly: 5, beak: 6, eye: 7, shine: 5, feet: 6 }, true);
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
  ]);
  const cx = 50;
  const cy = 64;
  p.each(sliceWedges(rect(0, 0, 100, 82), cx, cy, 16), [0, 1]);
  p.each(sliceColumns(rect(0, 80, 100, 20), cuts(0, 100, 5)), [9, 10]);
  const feathers = 10;
  const angleOf = (index: number, n: number) => Math.PI + 0.18 + ((Math.PI - 0.36) * index) / (n - 1);
  for (let index = 0; index < feathers; index++) p.add(petal(cx, cy, 45, 15, angleOf(index, feathers), 0.9), 2);
  for (let index = 0; index < feathers; index++) {
    const a = angleOf(index, feathers);
    // The eye sits at the feather's tip and covers it, so no sliver of feather is cut off beyond it.
    const ex = cx + 40 * Math.cos(a);
    const ey = cy + 40 * Math.sin(a);
    p.add(circle(ex, ey, 5.5), 4);
    p.add(circle(ex, ey, 3.7), 5);
    p.add(circle(ex, ey, 1.6), 6);
  }
  for (let index = 0; index < 8; index++) p.add(petal(cx, cy, 26, 9, angleOf(index, 8), 0.8), index % 2 === 0 ? 3 : 2);
  p.add(blob([[50, 42], [55, 49], [57.5, 59], [56, 68], [50, 74], [44, 68], [42.5, 59], [45, 49]], 8), 7);
  p.add(circle(50, 40, 5.5), 7);
  p.add(circle(47.8, 39, 1.4), 6);
  p.add(circle(52.2, 39, 1.4), 6);
  p.add(polygon([[47.6, 44], [52.4, 44], [50, 48.5]]), 8);
  for (const tx of [46.5, 50, 53.5]) p.line([[50, 35], [tx, 29.5]], 0.6);
  for (const lx of [46, 54]) p.line([[lx, 72], [lx, 81], [lx - 2, 83]], 0.9).line([[lx, 81], [lx + 2, 83]], 0.9);
  return p.done();
}

export const BIRD_PICTURES: readonly (() => Picture)[] = [robin, parrot, owl, flamingo, bluebird, peacock];
