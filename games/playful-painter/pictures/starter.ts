/** Starter Colours (PAI_STARTER, free): six sunny pictures, the first any player paints. */
import { band, blob, circle, colour, curve, ellipse, mirror, picture, polygon, rect, roundRect, showing, sliceColumns, sliceRows, sliceWedges, stroke, transform, tessellate, type Picture, type Point, type Shape } from "./kit.ts";
import { bloom, cloud, hill, tulipHead, waves } from "./scenery.ts";
import { byRay, centre, crossed, grid, leaf, lengthwise, paintStrips, paintTiles, spokes, veinedLeaf, web } from "./mosaic.ts";

const TAU = Math.PI * 2;

function happySun(): Picture {
  const p = picture("Happy Sun", [
    colour("Pale Sky", "#cfeeff"),
    colour("Sky Blue", "#94d2f7"),
    colour("Sunny Yellow", "#ffd93d"),
    colour("Tangerine", "#ff9f1c"),
    colour("Cloud White", "#fbfdff"),
    colour("Rosy Pink", "#ff8fab"),
    colour("Cocoa", "#5a3a2e"),
    colour("Grass Green", "#86cf5f"),
    colour("Meadow Green", "#4e9f45"),
    colour("Golden", "#ffbe0b"),
    colour("Lemon", "#ffe680"),
    colour("Light Grass", "#b5e08f"),
    colour("Deep Pink", "#f0648c"),
    colour("Cloud Shade", "#dcecf7"),
  ]);
  const [cx, cy] = [50, 44];
  const rayAt = (index: number, r: number, da: number): Point => {
    const a = -Math.PI / 2 + (index * TAU) / 12 + da;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  const sunRays = Array.from({ length: 12 }, (_, index) => ({ index, shape: polygon([rayAt(index, 19, -TAU / 21), rayAt(index, 32, 0), rayAt(index, 19, TAU / 21)]) }));
  const disc = circle(cx, cy, 21);
  const clouds = [cloud(14, 14, 7, 4), cloud(86, 72, 6, 4)];
  const hills = [hill(-20, 55, 15, 78, 90), hill(35, 125, 80, 80, 92)];
  const flowers = ([[12, 89, 0.3], [28, 85, 0], [66, 91, 0.5], [88, 89, 0.2]] as const).map(([x, y, turn]) => bloom(x, y, 6.5, 5, turn));
  const sky = [disc, ...sunRays.map((ray) => ray.shape), ...clouds.flat(), ...hills];
  // Rays about the sun crossed by rings.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, [18, 25, 33, 42, 52, 64, 78, 94]), sky), byRay(cx, cy, 24, [0, 1]));
  // The clouds' lower puffs in shade.
  for (const puffs of clouds) p.each(puffs, [13, 13, 4, 4]);
  // The hills in rows of two greens.
  hills.forEach((shape, index) => paintTiles(p, tessellate(shape, grid(index === 0 ? -20 : 30, 76, 125, 101, 11, 6, true), [...hills.slice(index + 1), ...flowers.map((flower) => flower.outline)]), ([, y]) => (Math.floor((y - 76) / 6) % 2 === 0 ? (index === 0 ? 11 : 7) : index === 0 ? 7 : 8)));
  for (const { halves, centre: middle } of flowers) p.each(halves, [5, 12]).add(middle, 2);
  // The sun's rays, each lit on one side of its middle; its face in rings of wedges, paler to the middle.
  for (const { index, shape } of sunRays) p.each(lengthwise(shape, [cx, cy], rayAt(index, 32, 0)), [3, 9]);
  const face = [ellipse(42.5, 40, 2.8, 3.8), ellipse(57.5, 40, 2.8, 3.8), ellipse(37, 48.5, 3.4, 2.3), ellipse(63, 48.5, 3.4, 2.3), band(cx, 43, 8, 11, Math.PI * 0.22, Math.PI * 0.78)];
  paintTiles(p, tessellate(disc, web(cx, cy, 12, [9, 15, 21.5], -Math.PI / 2 + TAU / 24), face), ([x, y]) => {
    const d = Math.hypot(x - cx, y - cy);
    return d < 9 || d > 15 ? 2 : 10;
  });
  for (const x of [42.5, 57.5]) p.add(ellipse(x, 40, 2.8, 3.8), 6).add(circle(x + 0.8, 38.7, 1.4), 4);
  p.add(ellipse(37, 48.5, 3.4, 2.3), 5).add(ellipse(63, 48.5, 3.4, 2.3), 5);
  p.add(band(cx, 43, 8, 11, Math.PI * 0.22, Math.PI * 0.78), 6);
  return p.done();
}

function rainbowHills(): Picture {
  const p = picture("Rainbow Hills", [
    colour("Pale Sky", "#d7f1ff"),
    colour("Sky Blue", "#a9dcfb"),
    colour("Cherry Red", "#ef476f"),
    colour("Orange", "#ff9f43"),
    colour("Lemon", "#ffd93d"),
    colour("Spring Green", "#6bcb77"),
    colour("Bright Blue", "#4d96ff"),
    colour("Violet", "#9b5de5"),
    colour("Cloud White", "#fbfdff"),
    colour("Light Hill", "#a4dc7a"),
    colour("Dark Hill", "#4f9d4a"),
    colour("Bark Brown", "#8d5a3b"),
    colour("Cloud Shade", "#dcecf7"),
    colour("Pine", "#2f7a3a"),
    colour("Pink", "#ff8fab"),
    colour("Meadow", "#7cc465"),
  ]);
  const [cx, cy] = [50, 74];
  const sun = circle(12, 12, 7);
  const clouds = [cloud(32, 13, 6, 4), cloud(82, 14, 6, 4)];
  const hills = [hill(-25, 60, 12, 70, 84), hill(38, 125, 84, 69, 86)];
  const meadow = waves(75, 100, 5, 1.2, 30);
  // Trees on the meadow, clear of the rainbow (a crown over its end would leave slivers of band).
  const trees = ([[24, 82, 0.9], [74, 82, 1]] as const).map(([x, y, size]) => ({ x, y, size, trunk: rect(x - 1.3 * size, y, 2.6 * size, 6 * size), crown: circle(x, y - 2 * size, 5.5 * size) }));
  const flowers = ([[12, 91, 2], [36, 89, 14], [60, 93, 2], [86, 90, 14]] as const).map(([x, y, shade]) => ({ shade, flower: bloom(x, y, 6.5, 5, x / 10) }));
  const rainbow = circle(cx, cy, 46);
  const front = [...hills, ...meadow, ...trees.flatMap((tree) => [tree.trunk, tree.crown]), ...flowers.map((one) => one.flower.outline)];
  // The sky in rays about the rainbow's middle crossed by rings, inside it and beyond it.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 24, [10, 20.8, 46, 54, 63, 73, 85, 100]), [rainbow, sun, ...clouds.flat(), ...front]), byRay(cx, cy, 24, [0, 1]));
  // The rainbow: six bands, each cut into eight arcs, the sky showing through beneath it.
  [2, 3, 4, 5, 6, 7].forEach((shade, index) => {
    const [r0, r1] = [41.8 - index * 4.2, 46 - index * 4.2];
    p.each(tessellate(band(cx, cy, r0, r1, Math.PI, 2 * Math.PI), spokes(cx, cy, 8, Math.PI, 2 * Math.PI), front), [shade]);
  });
  paintTiles(p, tessellate(circle(cx, cy, 20.8), web(cx, cy, 24, [10, 20.8]), front), byRay(cx, cy, 24, [0, 1]));
  p.each(sliceWedges(sun, 12, 12, 8), [4, 3]);
  for (const puffs of clouds) p.each(puffs, [12, 12, 8, 8]);
  // The far hills in strips, the meadow in rows of strips, each in two greens.
  hills.forEach((shape, index) => p.each(tessellate(shape, grid(index === 0 ? -25 : 38, 60, 125, 101, 10, 41), front.slice(index + 1)), index === 0 ? [9, 15] : [15, 10]));
  meadow.forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -6, 60, 112, 102, 12, 42), [...meadow.slice(index + 1), ...front.slice(hills.length + meadow.length)]), index % 2 === 0 ? [9, 15] : [15, 9]));
  for (const { x, y, size, trunk, crown } of trees) {
    p.add(trunk, 11);
    p.each(sliceWedges(crown, x, y - 2 * size, 6, -Math.PI / 2 - Math.PI / 6), [5, 5, 13, 13, 13, 5]);
  }
  for (const { shade, flower } of flowers) p.each(flower.halves, [shade, 14]).add(flower.centre, 4);
  return p.done();
}

function littleSailboat(): Picture {
  const p = picture("Little Sailboat", [
    colour("Pale Sky", "#dbf2ff"),
    colour("Sky Blue", "#ade0f9"),
    colour("Sun Yellow", "#ffd166"),
    colour("Shallow Sea", "#5ec2e8"),
    colour("Deep Sea", "#1f8fc7"),
    colour("Sail White", "#fffaf0"),
    colour("Poppy Red", "#ef476f"),
    colour("Navy", "#264a7a"),
    colour("Timber", "#b07040"),
    colour("Sand", "#f2d49b"),
    colour("Palm Green", "#5bb55a"),
    colour("Linen", "#efe1c6"),
    colour("Sun Orange", "#ffb03b"),
    colour("Foam", "#a8e2f5"),
    colour("Deep Red", "#c23355"),
    colour("Dark Palm", "#3d8b45"),
  ]);
  const sun = circle(82, 16, 8);
  const clouds = [...cloud(20, 16, 6, 4), ...cloud(28, 38, 5.6, 3)];
  const island = blob([[-4, 72], [-4, 56], [6, 53], [16, 54], [23, 60], [20, 72]], 8);
  const trunk = stroke(curve([[9, 58], [8, 48], [10, 38], [14, 31]]), 2.6);
  const fronds: [number, number][] = [[-2.7, 13], [-2.1, 12], [-0.9, 12], [-0.2, 13], [0.6, 10]];
  const hull = polygon([[20, 68], [80, 68], [70, 85], [30, 85]]);
  const mast = rect(48.8, 16, 2.4, 52);
  const flag = polygon([[51, 12], [61, 15], [51, 18]]);
  // The sails' feet rest on the deck, so no strip of sea shows between.
  const main = polygon([[51.2, 20], [51.2, 68.2], [78, 68.2]]);
  const jib = polygon([[48.8, 24], [48.8, 68.2], [26, 68.2]]);
  const boat = [hull, mast, flag, main, jib];
  const sea = waves(58, 100, 7, 1.4, 22);
  // Rays about the sun crossed by rings, down to the sea.
  paintTiles(p, tessellate(rect(0, 0, 100, 60), web(82, 16, 20, [10, 16, 24, 33, 44, 57, 72, 90, 110]), [sun, ...clouds, island, trunk, ...fronds.map(([angle, length]) => leaf(14, 31, length, 5, angle)), ...boat, sea[0]!]), byRay(82, 16, 20, [0, 1]));
  p.each(sliceWedges(sun, 82, 16, 8), [2, 12]);
  p.each(clouds, [5]);
  // The sea in rows of ripples, the boat sitting among them: the rows in front of its keel are painted after it.
  const ripples = (row: Shape, index: number, over: readonly Shape[]) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -7, 50, 107, 102, 14, 52), over), index % 2 === 0 ? [3, 13, 3] : [4, 3]);
  sea.slice(0, 4).forEach((row, index) => ripples(row, index, [island, ...boat, ...sea.slice(4)]));
  // The island's sand in ripples and a palm whose fronds are veined.
  paintTiles(p, tessellate(island, grid(-6, 52, 26, 74, 8, 4.5), [trunk]), ([, y]) => (Math.floor((y - 52) / 4.5) % 2 === 0 ? 9 : 11));
  p.each(tessellate(trunk, grid(0, 28, 20, 60, 20, 5)), [8, 9]);
  fronds.forEach(([angle, length], index) => veinedLeaf(p, 14, 31, length, 5, angle, 10, 15, fronds.slice(index + 1).map(([a, l]) => leaf(14, 31, l, 5, a))));
  // The hull in planks, lit towards the sun, with a red band and portholes.
  const portholes = [38, 50, 62].map((x) => circle(x, 78, 2));
  sliceRows(hull, [71, 74.5]).forEach((plank, row) => paintTiles(p, tessellate(plank, grid(20, 60, 80, 90, 10, 30), portholes), ([x]) => (row === 1 ? (x < 60 ? 6 : 14) : 7)));
  p.each(portholes, [13]);
  sea.slice(4).forEach((row, index) => ripples(row, index + 4, []));
  p.each(tessellate(mast, grid(40, 16, 60, 68, 20, 13), [main, jib]), [8]);
  p.each(sliceRows(flag, [15]), [6, 14]);
  // The sails in panels fanning from their heads, white and shaded in turn, each crossed by seams.
  const panels = (sail: Shape, x: number, y: number, a0: number, a1: number, seams: readonly number[]) => paintTiles(p, tessellate(sail, crossed(spokes(x, y, 4, a0, a1), seams.map((top, k): Point[] => [[0, top], [100, top], [100, seams[k + 1] ?? 100], [0, seams[k + 1] ?? 100]]))), ([px, py]) => (Math.floor((Math.atan2(py - y, px - x) - a0) / ((a1 - a0) / 4)) % 2 === 0 ? 5 : 11));
  panels(main, 51.2, 20, Math.PI / 2 - 1.05, Math.PI / 2, [0, 36, 52]);
  panels(jib, 48.8, 24, Math.PI / 2, Math.PI / 2 + 0.83, [0, 42, 55]);
  p.line([[36, 8], [38, 6.5], [40, 8]], 0.5).line([[64, 32], [66, 30.5], [68, 32]], 0.5);
  return p.done();
}

function butterfly(): Picture {
  const p = picture("Butterfly", [
    colour("Mint", "#dcf5e1"),
    colour("Fresh Leaf", "#bce8c4"),
    colour("Tangerine", "#ff8c42"),
    colour("Butter Yellow", "#ffd166"),
    colour("Bubblegum", "#ff6f91"),
    colour("Plum Black", "#3d2c3e"),
    colour("White", "#ffffff"),
    colour("Lavender", "#8e6cc9"),
    colour("Sky Blue", "#7ec8e3"),
    colour("Poppy Red", "#e63946"),
    colour("Deep Tangerine", "#e8692a"),
    colour("Deep Lavender", "#6a4fa3"),
    colour("Light Yellow", "#ffe6a0"),
    colour("Deep Pink", "#e04f77"),
  ]);
  // The right wings; the left ones are their mirror images.
  const upper = blob([[52, 46], [58, 28], [72, 15], [88, 16], [92, 30], [84, 44], [64, 50]], 8);
  // The lower wing reaches up under the upper, so no sky shows between them by the body.
  const lower = blob([[51, 47], [68, 52], [82, 60], [82, 74], [70, 82], [58, 74], [53, 60]], 8);
  // Each wing's coloured part, the wing drawn smaller about a point near its root: what it leaves
  // at the wing's outer edge is a slim dark margin, none along the body.
  const shrink = (shape: Shape, [px, py]: Point, s: number) => transform(shape, ([x, y]) => [px + (x - px) * s, py + (y - py) * s]);
  const [upperRoot, lowerRoot]: [Point, Point] = [[52, 47], [55, 62]];
  const inner = { upper: shrink(upper, upperRoot, 0.91), lower: shrink(lower, lowerRoot, 0.86) };
  // White spots in the margin, halfway between the wing's edge and its coloured part.
  const spots = ([[upperRoot, 0.91, [[88.5, 17], [92, 30], [84.5, 42]]], [lowerRoot, 0.86, [[82, 72], [72, 82]]]] as const).flatMap(([[px, py], s, at]) =>
    at.map(([x, y]) => circle(px + ((x - px) * (1 + s)) / 2, py + ((y - py) * (1 + s)) / 2, 1.5)),
  );
  const body = ellipse(50, 55, 3.4, 17);
  const head = circle(50, 36, 4.2);
  const flowers = ([[10, 90], [90, 90]] as const).map(([x, y]) => bloom(x, y, 8, 6, x / 30));
  const both = (shapes: readonly Shape[]) => [...shapes, ...shapes.map((shape) => mirror(shape))];
  const wings = both([upper, lower]);
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(50, 50, 24, [10, 18, 27, 37, 48, 60, 74, 90]), [...wings, body, head, ...flowers.map((flower) => flower.outline)]), byRay(50, 50, 24, [0, 1]));
  // Each wing in cells between its veins, which fan out from the body, in bands of colour from
  // the body out to the dark margin with white spots; the lower wing over the upper.
  const wing = (shape: Shape, coloured: Shape, y: number, radii: readonly number[], bands: readonly (readonly [number, number])[], over: readonly Shape[]) => {
    const margin = tessellate(shape, spokes(51, y, 12, -Math.PI, Math.PI), [coloured, ...over, ...spots]);
    const cells = tessellate(coloured, web(51, y, 24, radii), [...over, ...spots]);
    const pick = ([x, py]: Point) => {
      const band = bands[Math.min(bands.length - 1, radii.findIndex((r) => Math.hypot(x - 51, py - y) < r))]!;
      return byRay(51, y, 24, band)([x, py]);
    };
    for (const cell of margin) p.add(cell, 5).add(mirror(cell), 5);
    for (const cell of cells) {
      p.add(cell, pick(centre(cell)));
      p.add(mirror(cell), pick(centre(cell)));
    }
  };
  wing(upper, inner.upper, 47, [12, 21, 30, 40, 60], [[4, 13], [3, 12], [2, 10], [2, 10], [10, 2]], [lower, body]);
  wing(lower, inner.lower, 50, [10, 18, 27, 40], [[7, 11], [8, 7], [11, 7], [7, 8]], [body]);
  p.each(both(spots), [6]);
  p.each(sliceRows(body, [44, 50, 56, 62, 67]), [5, 11]);
  p.add(head, 5);
  p.line([[48.5, 33], [45, 25], [39, 20]], 0.7).line([[51.5, 33], [55, 25], [61, 20]], 0.7);
  p.add(circle(39, 20, 2), 9).add(circle(61, 20, 2), 9);
  for (const { halves, centre: middle } of flowers) p.each(halves, [9, 13]).add(middle, 3);
  return p.done();
}

function hotAirBalloon(): Picture {
  const p = picture("Hot Air Balloon", [
    colour("Pale Sky", "#dcf2ff"),
    colour("Sky Blue", "#b3e0ff"),
    colour("Cherry Red", "#ef476f"),
    colour("Sunshine", "#ffd166"),
    colour("Mint Teal", "#06d6a0"),
    colour("Ocean Blue", "#118ab2"),
    colour("Cloud White", "#fbfdff"),
    colour("Wicker", "#d49a5b"),
    colour("Dark Wicker", "#8a5a2b"),
    colour("Meadow", "#86cf5f"),
    colour("Forest", "#4a9e3f"),
    colour("Deep Cherry", "#c2305a"),
    colour("Deep Sunshine", "#f2b43c"),
    colour("Deep Teal", "#05a47c"),
    colour("Deep Ocean", "#0b6a8a"),
    colour("Cloud Shade", "#dcecf7"),
  ]);
  // The envelope: a round top narrowing to the neck, cut along its meridians into gores.
  const profile: [number, number][] = [];
  for (let step = 0; step <= 24; step++) {
    const theta = (step / 24) * Math.PI * 0.72;
    profile.push([32 - 25 * Math.cos(theta), 27 * Math.sin(theta)]);
  }
  const [lastY, lastW] = profile.at(-1)!;
  for (let step = 1; step <= 10; step++) {
    const t = step / 10;
    profile.push([lastY + (64 - lastY) * t, lastW + (7 - lastW) * (1 - Math.pow(1 - t, 1.6))]);
  }
  const meridian = (s: number): Point[] => profile.map(([y, w]): Point => [50 + s * w, y]);
  const gores = 8;
  // Half round, half even: the side gores narrow as on a globe but stay wide enough to paint.
  const meridianAt = (k: number) => 0.55 * -Math.cos((Math.PI * k) / gores) + 0.45 * ((2 * k) / gores - 1);
  const envelope = polygon([...meridian(-1), ...meridian(1).reverse()]);
  const skirt = rect(42.5, 63, 15, 3.2);
  const basket = roundRect(42, 74, 16, 12, 1.6);
  const far = { envelope: ellipse(18, 56, 6, 7), basket: rect(16.2, 66, 3.6, 3.2) };
  const clouds = [cloud(14, 20, 6, 4), cloud(86, 56, 6, 4), cloud(81, 12, 6, 3)];
  // Each hill: its crest, and how far below it the strips along its contour arch about.
  const hills = ([[-25, 55, 10, 84, 94, 60], [40, 125, 85, 86, 95, 90]] as const).map(([x0, x1, cx, top, base, r]) => ({ cx, top, r, shape: hill(x0, x1, cx, top, base) }));
  const bushes = ([[25, 92], [68, 95]] as const).map(([x, y]) => cloud(x, y, 6, 4));
  const flowers = ([[7, 93], [42, 96], [92, 93]] as const).map(([x, y]) => bloom(x, y, 5, 5, x / 20));
  const meadow = [...hills.map((one) => one.shape), ...bushes.flat(), ...flowers.map((flower) => flower.outline)];
  const balloon = [envelope, skirt, basket, far.envelope, far.basket];
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(50, 34, 24, [12, 19, 27, 36, 46, 57, 70, 86]), [...balloon, ...clouds.flat(), ...meadow]), byRay(50, 34, 24, [0, 1]));
  for (const puffs of clouds) p.each(puffs, [15, 15, 6, 6]);
  // The hills in strips along their contours, two greens in turn, with bushes and flowers among them.
  hills.forEach(({ cx, top, r, shape }, index) => paintStrips(p, shape, [cx, top, r, 112, 8, 4.5], index === 0 ? [9, 10] : [10, 9], [...meadow.slice(index + 1), ...balloon]));
  for (const puffs of bushes) p.each(puffs, [13, 13, 4, 4]);
  for (const { petals, centre: middle } of flowers) p.each(petals, [2, 11]).add(middle, 3);
  // Each gore in bands of colour, the gores on the right turned from the light in deeper shades;
  // the neck, where the gores grow too narrow to paint, in four strips.
  const bands = [[2, 3, 4, 3, 2], [3, 2, 5, 2, 3]];
  const deeper: Record<number, number> = { 2: 11, 3: 12, 4: 13, 5: 14 };
  for (let index = 0; index < gores; index++) {
    const gore = polygon([...meridian(meridianAt(index)), ...meridian(meridianAt(index + 1)).reverse()]);
    // A gore too narrow at its top for a cell there runs its second band up to the top.
    const narrow = showing(sliceRows(gore, [16])[0]!).room < 1.2;
    sliceRows(gore, narrow ? [24, 32, 41, 50] : [16, 24, 32, 41, 50]).slice(0, -1).forEach((part, row) => {
      const shade = bands[index % 2]![narrow ? row + 1 : row]!;
      p.add(part, index >= gores / 2 + 1 ? deeper[shade]! : shade);
    });
  }
  p.each(sliceColumns(sliceRows(envelope, [50])[1]!, [44, 50, 56]), [4, 5, 13, 14]);
  p.each(sliceColumns(skirt, [50]), [8]);
  p.line([[43, 66], [44, 75]], 0.5).line([[57, 66], [56, 75]], 0.5);
  // The basket woven in a checker of two wickers.
  paintTiles(p, tessellate(basket, grid(42, 74, 58, 86, 4, 4)), ([x, y]) => ((Math.floor((x - 42) / 4) + Math.floor((y - 74) / 4)) % 2 === 0 ? 7 : 8));
  // A second balloon far away.
  p.each(sliceColumns(far.envelope, [16, 20]), [2, 3, 11]);
  p.add(far.basket, 8);
  p.line([[13, 60], [16.5, 66]], 0.35).line([[23, 60], [19.5, 66]], 0.35);
  return p.done();
}

function tulipPot(): Picture {
  const p = picture("Tulip Pot", [
    colour("Cream", "#fff1d6"),
    colour("Peach", "#ffd7b0"),
    colour("Table Brown", "#c98b5b"),
    colour("Terracotta", "#e07a4f"),
    colour("Clay", "#b5523b"),
    colour("Tulip Red", "#ef476f"),
    colour("Blush Pink", "#ff8fab"),
    colour("Buttercup", "#ffd166"),
    colour("Stem Green", "#5bb55a"),
    colour("Leaf Green", "#3f8f46"),
    colour("Cornflower", "#6fa8dc"),
    colour("Deep Red", "#c22f55"),
    colour("Rose", "#e8678c"),
    colour("Spring Leaf", "#9ad67f"),
    colour("Walnut", "#b37548"),
    colour("Deep Cornflower", "#4a7fb8"),
  ]);
  const [cx, cy] = [50, 62];
  const deg = (degrees: number) => (degrees * Math.PI) / 180;
  // Each tulip: its stem's angle and length from the pot, its petals' lit and shaded colours, its cup's colour.
  const heads: [number, number, number, number, number][] = [
    [-122, 38, 5, 11, 7],
    [-90, 44, 6, 12, 5],
    [-58, 38, 5, 11, 7],
  ];
  const tip = (angle: number, length: number): Point => [cx + length * Math.cos(deg(angle)), cy + length * Math.sin(deg(angle))];
  const tulips = heads.map(([angle, length]) => tulipHead(...tip(angle, length), 13, deg(-90 + (angle + 90) * 0.5), 0.56));
  // Each stem runs on into its head, where the cup hides its end.
  const stems = heads.map(([angle, length]) => stroke([[cx, cy], tip(angle, length + 3)], 3));
  const leaves: [number, number, number][] = [[47, 61, deg(-150)], [53, 61, deg(-30)], [50, 61, deg(-104)]];
  const leafShapes = leaves.map(([x, y, angle]) => leaf(x, y, 24, 9, angle));
  const pot = polygon([[36, 64], [64, 64], [59, 90], [41, 90]]);
  const rim = roundRect(33, 59, 34, 7, 1.5);
  const saucer = ellipse(50, 91, 14, 2.6);
  const dots = [42.5, 50, 57.5].map((x) => circle(x, 77, 1.8));
  const plant = [...tulips.flatMap((tulip) => tulip.outline), ...stems, ...leafShapes, pot, rim, saucer];
  const table = rect(0, 84, 100, 16);
  // A sunburst behind: cream and peach rays crossed by rings, down to the table's planks.
  paintTiles(p, tessellate(rect(0, 0, 100, 84), web(cx, cy, 24, [12, 19, 27, 36, 46, 57, 70, 86]), [...plant, table]), byRay(cx, cy, 24, [0, 1]));
  paintTiles(p, tessellate(table, grid(0, 84, 100, 100, 100 / 4, 4, true), [pot, saucer]), ([, y]) => (Math.floor((y - 84) / 4) % 2 === 0 ? 2 : 14));
  stems.forEach((stem, index) => p.each(tessellate(stem, grid(0, 0, 100, 62, 100, 8), [...stems.slice(index + 1), ...tulips.flatMap((tulip) => tulip.outline), ...leafShapes, rim]), [8]));
  leaves.forEach(([x, y, angle], index) => veinedLeaf(p, x, y, 24, 9, angle, 13, 9, [...leafShapes.slice(index + 1), rim, pot]));
  tulips.forEach(({ cup, petals }, index) => {
    const [, , lit, shade, inner] = heads[index]!;
    p.add(cup, inner);
    for (const { base, tip: end, shape } of petals) p.each(lengthwise(shape, base, end), [shade, lit]);
  });
  // The pot in bands, lit on its left and shaded on its right, its middle band dotted.
  const lit = (x: number) => x < 55;
  sliceRows(pot, [72, 82]).forEach((part, band) => paintTiles(p, tessellate(part, grid(30, 60, 70, 92, 5, 40), dots), ([x]) => (band === 1 ? (lit(x) ? 10 : 15) : lit(x) ? 3 : 4)));
  p.each(dots, [7]);
  paintTiles(p, tessellate(rim, grid(30, 58, 70, 68, 34 / 6, 10)), ([x]) => (lit(x) ? 3 : 4));
  paintTiles(p, tessellate(saucer, grid(30, 86, 70, 96, 7, 10), [pot]), ([x]) => (lit(x) ? 3 : 4));
  return p.done();
}

export const STARTER_PICTURES: readonly (() => Picture)[] = [happySun, rainbowHills, littleSailboat, butterfly, hotAirBalloon, tulipPot];
