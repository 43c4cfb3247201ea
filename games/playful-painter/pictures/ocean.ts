/** Ocean Life (PAI_OCEAN): six sea creatures and a reef, their stripes, suckers, frills and plates cut into many small cells. */
import { band, between, blob, circle, colour, curve, cuts, ellipse, intersect, mirror, petal, picture, polygon, rect, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, wedge, type PictureBuilder, type Picture, type Point, type Shape } from "./kit.ts";
import { diamonds, grid, hexes, paintTiles, ringOf, spokes } from "./mosaic.ts";

const WHOLE = rect(0, 0, 100, 100);

/** The sea behind everything: hexagons of the first three colours, lighter towards the surface. */
function water(p: PictureBuilder, front: readonly Shape[], r: number): void {
  paintTiles(p, tessellate(WHOLE, hexes(0, 0, 100, 100, r), front), ([x, y]) => Math.max(0, Math.min(2, Math.floor((y + 8 * Math.sin(x / 9)) / 36))));
}

/** A sandy floor along the bottom, from about y = `top`, in planks of two colours. */
function seabed(top: number): Shape {
  return between(-1, 101, (x) => top + 2 * Math.sin(x / 7), () => 101);
}

/** A tentacle or blade cut into short pieces across it, `over` being what is painted on it later. */
function segmented(p: PictureBuilder, shape: Shape, size: number, colours: readonly number[], over: readonly Shape[] = []): void {
  p.each(tessellate(shape, grid(0, 0, 100, 100, size, size), over), colours);
}

/** A half disc above (cx, cy) in `rings` rings `width` wide from `inner` out, the first cut in `first` cells and each next in two more. */
function halfDiscCells(cx: number, cy: number, inner: number, width: number, rings: number, first: number): Shape[] {
  return Array.from({ length: rings }, (_, ringIndex) => {
    const n = first + ringIndex * 2;
    const [r0, r1] = [inner + ringIndex * width, inner + (ringIndex + 1) * width];
    return Array.from({ length: n }, (_, k) => band(cx, cy, r0, r1, -Math.PI + (k * Math.PI) / n, -Math.PI + ((k + 1) * Math.PI) / n));
  }).flat();
}

function clownfish(): Picture {
  const p = picture("Clownfish", [
    colour("Lagoon", "#a9e1f2"),
    colour("Sea Blue", "#74c4e6"),
    colour("Deep Blue", "#3f93cb"),
    colour("Clown Orange", "#ff7a1f"),
    colour("Tangerine", "#ffa04d"),
    colour("Pearl White", "#ffffff"),
    colour("Stripe Black", "#2b2730"),
    colour("Anemone Pink", "#f48fb1"),
    colour("Anemone Purple", "#b46bd1"),
  ]);
  const body = blob([[14, 44], [24, 32], [44, 27], [62, 30], [72, 40], [72, 52], [62, 60], [44, 63], [24, 57]], 10);
  // The tail's root reaches well under the body, so body and tail join with no water between them.
  const tail = blob([[62, 40], [74, 41], [84, 30], [92, 34], [87, 46], [92, 58], [84, 62], [74, 51], [62, 52]], 8);
  const topFin = blob([[32, 31], [42, 17], [58, 18], [66, 33]], 8);
  const sideFin = petal(38, 49, 11, 6, 2.2, 0.6);
  const eye = circle(24, 41, 3.6);
  const anemone = between(0, 100, (x) => 80 + 3.5 * Math.sin(x * 0.75), () => 101, 120);
  const bubbles = [circle(12, 20, 3), circle(18, 10, 2.2), circle(8, 5, 1.8)];
  water(p, [body, tail, topFin, anemone, ...bubbles], 5);
  // The root one cell and the fan's rays spreading from it, so no ray's edge runs along the root's.
  const [tailRoot, tailFan] = sliceColumns(tail, [76]);
  p.add(tailRoot!, 3).each(tessellate(tailFan!, spokes(74, 46, 5, -1.45, 1.45)), [4, 3]);
  p.each(tessellate(topFin, spokes(48, 33, 6, -Math.PI, 0), [body]), [4, 3]);
  // Three white bands edged in black, as a clownfish wears them, each cut into a few cells down it.
  const band = (x: number, w: number) => intersect(body, rect(x, 0, w, 100)[0]!);
  const stripes = ([[29, 3.5], [48, 4], [65, 2.2]] as const).map(([x, half]) => ({ edges: [band(x - half - 2.4, 2.4), band(x + half, 2.4)], white: band(x - half, 2 * half) }));
  paintTiles(p, tessellate(body, hexes(12, 26, 74, 64, 3.2), [sideFin, eye, ...stripes.flatMap((stripe) => [...stripe.edges, stripe.white])]), ([x]) => (x < 20 ? 4 : 3));
  for (const stripe of stripes) p.each(stripe.edges.flatMap((edge) => sliceRows(edge, [38, 50])), [6]).each(sliceRows(stripe.white, [34, 42, 50, 57]), [5]);
  p.each(tessellate(sideFin, spokes(38, 49, 3, 1.6, 2.8)), [4, 3]);
  p.add(eye, 5).add(circle(23.2, 41, 2), 6);
  p.line([[14.5, 46], [17.5, 47]], 0.6);
  p.each(tessellate(anemone, spokes(50, 130, 15, -Math.PI * 0.86, -Math.PI * 0.14)), [7, 8]);
  p.each(bubbles, [5]);
  return p.done();
}

function octopus(): Picture {
  const p = picture("Octopus", [
    colour("Sea Light", "#c3e9f5"),
    colour("Sea Mid", "#8fd0ea"),
    colour("Sea Deep", "#5aaed6"),
    colour("Octopus Purple", "#9b59b6"),
    colour("Lilac", "#c39bd3"),
    colour("Plum", "#6c3483"),
    colour("Sucker Pink", "#f7c6dc"),
    colour("Eye White", "#ffffff"),
    colour("Eye Black", "#2c2233"),
    colour("Sand", "#f2dcaa"),
    colour("Starfish Coral", "#ff8a65"),
    colour("Cheek Pink", "#ff9eb5"),
  ]);
  const head = ellipse(50, 32, 19, 21);
  const paths = ([
    [[40, 46], [28, 50], [17, 47], [10, 38], [14, 31]],
    [[42, 50], [33, 60], [23, 65], [14, 72], [17, 80]],
    [[45, 52], [40, 66], [33, 78], [28, 87], [33, 92]],
    [[48, 53], [46, 68], [44, 82], [40, 93]],
  ] satisfies Point[][]).map((points) => curve(points, 8));
  const allPaths = [...paths, ...paths.map((path) => path.map(([x, y]): Point => [100 - x, y]))];
  const arms = allPaths.map((path) => stroke(path, 7, 3.2));
  // Suckers along the middle of each arm, shrinking with it towards the tip.
  const suckers = allPaths.map((path) => [0.4, 0.55, 0.7, 0.84].map((t) => {
    const [x, y] = path[Math.round(t * (path.length - 1))]!;
    return circle(x, y, 1.95 - t * 0.55);
  }));
  const cheeks = [ellipse(38, 44, 2.8, 1.8), mirror(ellipse(38, 44, 2.8, 1.8))];
  const eyes = [ellipse(42, 34, 5, 6), mirror(ellipse(42, 34, 5, 6))];
  const sand = seabed(92);
  const starfish = star(81.25, 94, 7, 3.4, 5);
  water(p, [head, ...arms, sand, starfish], 5);
  p.each(tessellate(sand, grid(0, 0, 100, 100, 12.5, 100), [starfish]), [9]);
  p.each(sliceWedges(starfish, 81.25, 94, 5), [10]);
  arms.forEach((arm, index) => segmented(p, arm, 4.6, index % 2 === 0 ? [3, 4] : [4, 3], [head, ...arms.slice(index + 1), ...suckers[index]!]));
  p.each(suckers.flat(), [6]);
  paintTiles(p, tessellate(head, hexes(30, 10, 70, 54, 3.3), [...eyes, ...cheeks]), (at) => (at[1] > 48 ? 5 : [4, 3, 3][ringOf(42, 20, 9, 3)(at)]!));
  p.each(eyes, [7]).add(circle(43, 36, 2.8), 8).add(circle(58, 36, 2.8), 8);
  p.each(cheeks, [11]);
  p.line(curve([[45, 45], [50, 48], [55, 45]]), 0.7);
  return p.done();
}

function jellyfish(): Picture {
  const p = picture("Jellyfish", [
    colour("Night Sea", "#1d3b6e"),
    colour("Deep Sea", "#2a5298"),
    colour("Sea Glow", "#4172bd"),
    colour("Jelly Pink", "#ff8fc7"),
    colour("Jelly Rose", "#ff5fa8"),
    colour("Jelly Light", "#ffc4e1"),
    colour("Glow Yellow", "#fff3a6"),
    colour("Tentacle Lilac", "#d7a8ff"),
    colour("Bubble Blue", "#a8e0ff"),
    colour("Eye Dark", "#2b1a33"),
    colour("Baby Teal", "#7fe0d0"),
  ]);
  const bell = sliceRows(ellipse(50, 42, 27, 26), [42])[0]!;
  const dome = sliceRows(ellipse(50, 42, 14, 14), [42])[0]!;
  const frill = cuts(23, 77, 10).concat([25.5, 74.5]).map((x) => circle(x, 42, 3.1));
  // Arms and strings wave together, so the sea between them keeps an even width.
  const arms = [39.5, 50, 60.5].map((x) => stroke(curve([[x, 44], [x - 3, 58], [x, 72], [x + 3, 86]], 8), 6, 3));
  const strings = [24, 31, 69, 76].map((x) => stroke(curve([[x, 44], [x - 3, 56], [x + 2, 70], [x - 2, 84], [x + 2, 96]], 8), 2.8));
  const babies = [[16, 16], [84, 15]].map(([x, y]) => ({ x: x!, y: y!, bell: sliceRows(ellipse(x!, y!, 9, 8), [y!])[0]!, strings: [-5, 0, 5].map((dx) => stroke([[x! + dx, y!], [x! + dx - 1.5, y! + 7], [x! + dx + 1, y! + 14]], 2.6)) }));
  const bubbles = [circle(88, 50, 3), circle(92, 40, 2.2), circle(10, 60, 2.6), circle(14, 80, 2)];
  const front = [bell, ...frill, ...arms, ...strings, ...babies.flatMap((baby) => [baby.bell, ...baby.strings]), ...bubbles];
  paintTiles(p, tessellate(WHOLE, diamonds(0, 0, 100, 100, 9, 10), front), ([x, y]) => (Math.hypot(x - 50, y - 40) < 40 ? 2 : (Math.floor(x / 9) + Math.floor(y / 5)) % 2));
  for (const baby of babies) {
    p.each(baby.strings, [10, 8]);
    p.each(tessellate(baby.bell, spokes(baby.x, baby.y, 3, -Math.PI, 0)), [10, 8]);
  }
  strings.forEach((string) => segmented(p, string, 5, [7, 5], [bell, ...frill]));
  arms.forEach((arm, index) => segmented(p, arm, 4.4, index % 2 === 0 ? [3, 5] : [5, 4], [bell, ...frill, ...arms.slice(index + 1)]));
  p.each(tessellate(bell, spokes(50, 44, 12, -Math.PI, 0), [dome, ...frill]), [3, 5]);
  p.each(tessellate(dome, spokes(50, 42, 5, -Math.PI, 0)), [4, 3, 6]);
  p.each(frill, [4, 6]);
  p.add(ellipse(43, 34, 1.8, 2.5), 9).add(ellipse(57, 34, 1.8, 2.5), 9);
  p.line(curve([[46, 38.5], [50, 40.5], [54, 38.5]]), 0.6);
  p.each(bubbles, [8]);
  return p.done();
}

function seahorse(): Picture {
  const p = picture("Seahorse", [
    colour("Aqua Light", "#c8f0ea"),
    colour("Aqua", "#96dfd3"),
    colour("Teal", "#5cc2b5"),
    colour("Seahorse Gold", "#ffc145"),
    colour("Amber", "#ff9f1c"),
    colour("Honey Light", "#ffe08a"),
    colour("Fin Peach", "#ffb4a2"),
    colour("Eye Black", "#2a2530"),
    colour("Eye White", "#ffffff"),
    colour("Kelp Green", "#3fa34d"),
    colour("Kelp Light", "#7cc46b"),
    colour("Sand", "#f3dfb0"),
  ]);
  const spine = curve([[48, 28], [42, 38], [42, 50], [46, 60], [53, 68], [57, 76], [55, 85], [47, 89], [41, 85], [42, 79]], 8);
  const body = stroke(spine, 17, 3.4);
  const head = ellipse(53, 21, 10, 8, -0.25);
  const snout = stroke([[60, 22], [67, 25], [74, 27]], 5.6, 4.6);
  const crown = polygon([[45, 14], [47, 6], [50, 12], [53, 5], [55, 13], [58, 9], [58, 16]]);
  const fin = blob([[38, 42], [28, 40], [25, 49], [30, 57], [39, 55]], 8);
  const eye = circle(53, 19, 3.6);
  const kelps = [[12, 3, 0.8], [22, 14, 0.8], [80, 10, 1.1], [90, 22, 1.1]].map(([x, top, phase]) => stroke(curve(Array.from({ length: 6 }, (_, k): Point => [x! + 4 * Math.sin(k * 1.3 + phase!), 100 - (k * (100 - top!)) / 5])), 6, 3));
  const sand = seabed(93);
  const bubbles = [circle(74, 12, 2.6), circle(80, 5, 1.9), circle(70, 40, 2)];
  water(p, [body, head, snout, crown, fin, ...kelps, sand, ...bubbles], 5.2);
  kelps.forEach((kelp) => segmented(p, kelp, 6, [9, 10], [sand]));
  p.each(sliceColumns(sand, cuts(0, 100, 9)), [11]);
  p.each(tessellate(fin, spokes(41, 49, 5, Math.PI * 0.6, Math.PI * 1.4), [body]), [6]);
  // The ridged plates of the body: rows across it, the back in the darker gold.
  paintTiles(p, tessellate(body, grid(20, 22, 92, 92, 8, 3.4), [head]), ([x, y], index) => (x < 41 + (y > 60 ? 8 : 0) ? 4 : index % 2 === 0 ? 3 : 5));
  p.each(sliceColumns(snout, [66]), [3, 4]);
  p.each(sliceColumns(crown, [49, 54]), [4, 3]);
  paintTiles(p, tessellate(head, hexes(42, 12, 64, 30, 2.8), [eye]), ([, y]) => (y > 24 ? 5 : 3));
  p.add(eye, 8).add(circle(54, 19, 1.9), 7);
  p.each(bubbles, [8]);
  return p.done();
}

function crab(): Picture {
  const p = picture("Crab", [
    colour("Shallow Sea", "#bfe9f5"),
    colour("Sea", "#86d0ea"),
    colour("Sand Light", "#f7e6bf"),
    colour("Sand", "#eed29a"),
    colour("Crab Red", "#e8432e"),
    colour("Crab Coral", "#ff7a5c"),
    colour("Crab Dark", "#b32b22"),
    colour("Eye White", "#ffffff"),
    colour("Eye Black", "#2a2228"),
    colour("Shell Pink", "#ffc2c7"),
    colour("Foam", "#f4fbff"),
    colour("Starfish Orange", "#ffa040"),
  ]);
  const shore = between(-1, 101, (x) => 24 + 2.5 * Math.sin(x / 6), () => 101);
  const foam = between(-1, 101, (x) => 21 + 2.5 * Math.sin(x / 6), (x) => 26 + 2.5 * Math.sin(x / 6));
  const body = ellipse(50, 64, 24, 15);
  const clawShape = blob([[12, 44], [8, 32], [13, 22], [20, 25], [17, 32], [24, 30], [25, 39], [19, 46]], 8);
  const claws = [clawShape, mirror(clawShape)];
  const arms = [stroke([[32, 58], [22, 52], [18, 44]], 5), mirror(stroke([[32, 58], [22, 52], [18, 44]], 5))];
  const legPaths: Point[][] = [[[30, 66], [17, 66], [10, 74]], [[31, 71], [19, 74], [14, 84]], [[35, 76], [26, 82], [23, 92]]];
  const legs = legPaths.flatMap((path) => [stroke(path, 4), mirror(stroke(path, 4))]);
  const stalks = [stroke([[44, 52], [42, 42]], 2.6), mirror(stroke([[44, 52], [42, 42]], 2.6))];
  const eyes = [circle(42, 39, 3.8), circle(58, 39, 3.8)];
  const starfish = star(90.5, 92.5, 7.2, 3.2, 5, 0.2);
  const scallop = blob([[42, 98], [38, 90], [44, 84], [56, 84], [62, 90], [58, 98]], 8);
  const front = [body, ...claws, ...arms, ...legs, ...stalks, ...eyes, starfish, scallop];
  paintTiles(p, tessellate(WHOLE, grid(0, 0, 100, 30, 10, 5, true), [shore, foam, ...front]), ([, y]) => (y < 12 ? 0 : 1));
  paintTiles(p, tessellate(shore, hexes(2, 24, 100, 100, 4.4), [foam, ...front]), ([x, y]) => (Math.round(x / 7.9 + y / 6.9) % 3 === 0 ? 2 : 3));
  p.each(tessellate(foam, grid(0, 0, 100, 100, 12.5, 100), [...claws, ...arms]), [10]);
  legs.forEach((leg) => segmented(p, leg, 5, [6, 4], [body]));
  arms.forEach((arm) => segmented(p, arm, 5, [4, 6], [body, ...claws]));
  claws.forEach((claw) => paintTiles(p, tessellate(claw, hexes(0, 20, 100, 50, 3)), ([, y]) => (y < 32 ? 5 : 4)));
  p.each(stalks, [6]);
  paintTiles(p, tessellate(body, hexes(24, 48, 76, 80, 3), []), (at) => [5, 5, 4, 4, 6][ringOf(50, 58, 5, 5)(at)]!);
  p.each(eyes, [7]).add(circle(42.6, 39.6, 2), 8).add(circle(58.6, 39.6, 2), 8);
  p.line(curve([[44, 66], [50, 70], [56, 66]]), 0.8);
  p.each(sliceWedges(starfish, 90.5, 92.5, 5, 0.2 - Math.PI / 2), [11, 5]);
  p.each(tessellate(scallop, spokes(50, 100, 6, -Math.PI * 0.85, -Math.PI * 0.15)), [9, 5]);
  return p.done();
}

function coralReef(): Picture {
  const p = picture("Coral Reef", [
    colour("Sea Light", "#bfe9f5"),
    colour("Sea", "#8fd6ea"),
    colour("Sea Deep", "#5bb8d8"),
    colour("Sand", "#f3dfb0"),
    colour("Coral Pink", "#ff7f9e"),
    colour("Coral Red", "#e8505b"),
    colour("Coral Orange", "#ffa552"),
    colour("Brain Yellow", "#ffd166"),
    colour("Fan Purple", "#9b6bd1"),
    colour("Sea Green", "#4caf6e"),
    colour("Fish Yellow", "#ffe14d"),
    colour("Fish Blue", "#3a6fd8"),
    colour("Eye Black", "#222233"),
    colour("Pearl White", "#ffffff"),
  ]);
  const sand = seabed(82);
  // A sea fan and a brain coral: rings of cells on half discs.
  const fanCells = halfDiscCells(20, 84, 3, 4.8, 4, 4);
  const fan = wedge(20, 84, 22.2, -Math.PI, 0);
  const fanStem = rect(18.5, 80, 3, 8);
  const fanHub = wedge(20, 84, 3, -Math.PI, 0);
  const brainCells = halfDiscCells(74, 88, 0, 4.5, 3, 3);
  const brain = wedge(74, 88, 13.5, -Math.PI, 0);
  const branches = ([
    [[50, 92], [50, 76], [44, 66], [42, 56]],
    [[50, 80], [56, 70], [58, 60]],
    [[46, 70], [38, 64], [34, 58]],
    [[55, 72], [63, 66], [66, 58]],
  ] satisfies Point[][]).map((points) => stroke(curve(points, 6), 4.2, 3.2));
  const tips = [[42, 56], [58, 60], [34, 58], [66, 58]].map(([x, y]) => circle(x!, y!, 2.6));
  const weedsAt = [[90, 92, 28], [95, 92, 22], [36, 94, 16]] as const;
  const weeds = weedsAt.map(([x, y, length], k) => petal(x, y, length, 6, -Math.PI / 2 + (k - 1) * 0.2, 0.3));
  const fishAt: readonly [number, number, number][] = [[22, 30, 1], [72, 22, -1], [60, 42, -1]];
  const fish = fishAt.map(([x, y, facing]) => ({
    body: ellipse(x, y, 8, 4.6),
    tail: polygon([[x - facing * 6, y], [x - facing * 13, y - 5], [x - facing * 13, y + 5]]),
    eye: circle(x + facing * 4.4, y - 1, 1.3),
    x,
  }));
  const bubbles = [circle(84, 48, 2.6), circle(88, 38, 2), circle(10, 56, 2.2)];
  const front = [sand, fan, brain, ...branches, ...tips, ...weeds, ...fish.flatMap((one) => [one.body, one.tail]), ...bubbles];
  water(p, front, 5.4);
  paintTiles(p, tessellate(sand, grid(0, 78, 100, 100, 9, 6, true), [fan, fanStem, brain, ...branches, ...weeds]), ([x], index) => (index + Math.floor(x / 9)) % 2 === 0 ? 3 : 7);
  // The fan's rings start off its hub: the hub is a cell of its own over the stem.
  p.add(fanStem, 8).add(fanHub, 4);
  p.each(fanCells, [8, 4]);
  p.each(brainCells, [7, 6]);
  branches.forEach((branch, index) => segmented(p, branch, 5, [5, 4], [...branches.slice(index + 1), ...tips]));
  p.each(tips, [4]);
  // Each blade in thirds of its own height, so none has a sliver of a tip above a cut.
  p.each(weedsAt.flatMap(([, y, length], k) => sliceRows(weeds[k]!, cuts(y - length, y, 3))), [9]);
  for (const one of fish) {
    p.add(one.tail, 11);
    p.each(tessellate(one.body, grid(one.x - 8, 0, one.x + 8, 100, 16 / 5, 100), [one.eye]), [10, 11, 10, 11, 10]);
    p.add(one.eye, 12);
  }
  p.each(bubbles, [13]);
  return p.done();
}

export const OCEAN_PICTURES: readonly (() => Picture)[] = [clownfish, octopus, jellyfish, seahorse, crab, coralReef];
