/**
 * Seaside (PAI_SEASIDE). Skies in rays and rings about the sun or a lamp, seas and sands in rows of
 * ripples, each cut into cells by the kit's `tessellate` around whatever stands on them.
 */
import { between, blob, circle, clip, colour, cuts, ellipse, intersect, petal, picture, polygon, rect, roundRect, rotate, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { cloud, waves } from "./scenery.ts";
import { centre, crossed, grid, hexes, paintTiles, web } from "./mosaic.ts";

const TAU = Math.PI * 2;

/** A seagull drawn as two arcs. */
function gull(p: PictureBuilder, x: number, y: number, size: number): void {
  p.line([[x - size, y], [x - size / 2, y - size / 2], [x, y]], 0.5).line([[x, y], [x + size / 2, y - size / 2], [x + size, y]], 0.5);
}

/** A starfish in fine detail: each arm lit on one side and shaded on the other, dotted, with a round heart. */
function dottedStarfish(p: PictureBuilder, x: number, y: number, size: number, turn: number, [lit, shade, dots, heart]: readonly [number, number, number, number]): void {
  const corner = (k: number, r: number): Point => [x + r * Math.cos(turn - Math.PI / 2 + (k * Math.PI) / 5), y + r * Math.sin(turn - Math.PI / 2 + (k * Math.PI) / 5)];
  for (let k = 0; k < 10; k += 2) {
    p.add(polygon([[x, y], corner(k - 1, size * 0.5), corner(k, size)]), shade).add(polygon([[x, y], corner(k, size), corner(k + 1, size * 0.5)]), lit);
  }
  for (let k = 0; k < 10; k += 2) p.add(circle(...corner(k, size * 0.63), Math.max(1.45, size * 0.12)), dots);
  p.add(circle(x, y, Math.max(2, size * 0.24)), heart);
}

/** Half a circle bulging out from the chord a -> b on the side `out` points to (a unit-ish direction), from a to b. */
function bulge(a: Point, b: Point, out: Point, steps = 12): Point[] {
  const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const r = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2;
  const start = Math.atan2(a[1] - my, a[0] - mx);
  const turn = Math.cos(start + Math.PI / 2) * out[0] + Math.sin(start + Math.PI / 2) * out[1] > 0 ? Math.PI : -Math.PI;
  return Array.from({ length: steps + 1 }, (_, step): Point => [mx + r * Math.cos(start + (turn * step) / steps), my + r * Math.sin(start + (turn * step) / steps)]);
}

/** A scallop shell: ribs fanning up from its hinge at (x, y), each rib with a round end, then the hinge. */
function scallop(p: PictureBuilder, x: number, y: number, r: number, ribs: number, colours: readonly number[], hinge: number): void {
  const from = -Math.PI * 0.92;
  const to = -Math.PI * 0.08;
  const step = (to - from) / ribs;
  for (let index = 0; index < ribs; index++) {
    const a0 = from + index * step;
    const mid = a0 + step / 2;
    const a1 = a0 + step;
    const rim = bulge([x + r * Math.cos(a1), y + r * Math.sin(a1)], [x + r * Math.cos(a0), y + r * Math.sin(a0)], [Math.cos(mid), Math.sin(mid)]);
    p.add(polygon([[x, y], ...rim]), colours[index % colours.length]!);
  }
  p.add(polygon([[x - r * 0.32, y - r * 0.08], [x + r * 0.32, y - r * 0.08], [x + r * 0.2, y + r * 0.24], [x - r * 0.2, y + r * 0.24]]), hinge);
}

function lighthouse(): Picture {
  const p = picture("Lighthouse", [
    colour("Pale Sky", "#e3f4ff"),
    colour("Beam Yellow", "#fff1a8"),
    colour("Sea Blue", "#4fb3d9"),
    colour("Deep Sea", "#1f7fb5"),
    colour("Lighthouse Red", "#e63946"),
    colour("White", "#fffdf7"),
    colour("Rock Grey", "#9aa5b8"),
    colour("Dark Rock", "#5c677d"),
    colour("Lamp Gold", "#ffc93c"),
    colour("Navy", "#264a7a"),
    colour("Grass Green", "#7cc46a"),
    colour("Dark Red", "#b8262f"),
    colour("Shadow White", "#e2ded6"),
    colour("Pale Rock", "#c5ccd8"),
    colour("Dark Grass", "#4f9a4a"),
  ]);
  const rock = blob([[14, 76], [24, 64], [40, 58], [60, 58], [76, 64], [86, 76], [70, 82], [30, 82]], 8);
  const grass = [blob([[22, 68], [30, 63], [38, 63], [40, 68], [32, 71]], 6), blob([[60, 68], [62, 63], [70, 63], [78, 68], [68, 71]], 6)];
  const tower = polygon([[44, 30], [56, 30], [60, 72], [40, 72]]);
  const windows = [roundRect(47, 65.5, 6, 6.5, 2.5), roundRect(48, 48.5, 4, 5, 1.5), roundRect(48.5, 32, 3, 4.5, 1.2)];
  const gallery = rect(39, 26.5, 22, 3.5);
  const lantern = rect(44, 14.5, 12, 12);
  const roof = polygon([[41.5, 15], [58.5, 15], [50, 6.5]]);
  const clouds = [...cloud(16, 40, 5.6, 3), ...cloud(84, 44, 6, 3)];
  const lighthouse = [tower, gallery, lantern, roof, circle(50, 5.5, 1.8)];
  // The sky is the lamp's beams: rays from the lantern crossed by rings, one edge straight down the tower.
  const sea = waves(62, 100, 5, 1.2, 20);
  paintTiles(p, tessellate(rect(0, 0, 100, 64), web(50, 20, 16, [12, 20, 30, 42, 56, 72, 92]), [...lighthouse, rock, ...clouds, sea[0]!]), ([x, y]) => (Math.floor(((Math.atan2(y - 20, x - 50) + Math.PI / 2 + TAU) % TAU) / (TAU / 16)) % 2 === 0 ? 0 : 1));
  p.each(clouds, [5]);
  // The sea in rows of ripples about the rock.
  sea.forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -7, 50, 107, 102, 14, 52), [rock]), index % 2 === 0 ? [2, 3, 2] : [3, 2]));
  // The rock in stones, pale where the sun catches its top, with grass on it.
  paintTiles(p, tessellate(rock, hexes(12, 56, 90, 84, 4), [...grass, tower]), ([, y], index) => (index % 5 === 2 ? 7 : y < 66 ? 13 : 6));
  for (const patch of grass) p.each(tessellate(patch, grid(20, 60, 80, 74, 6, 14), [tower]), [10, 14]);
  // The tower in stripes, each lit on the left and shaded on the right.
  sliceRows(tower, cuts(30, 72, 5)).forEach((stripe, index) => {
    const [lit, shade] = index % 2 === 0 ? [4, 11] : [5, 12];
    paintTiles(p, tessellate(stripe, grid(38, 28, 62, 74, 24 / 5, 50), windows), ([x]) => (x < 53 ? lit : shade));
  });
  p.each(windows, [9]);
  p.each(sliceColumns(gallery, cuts(39, 61, 4)), [9]);
  p.line([[40, 26.5], [40, 23], [60, 23], [60, 26.5]], 0.5).line([[45, 23], [45, 26.5]], 0.4).line([[55, 23], [55, 26.5]], 0.4);
  paintTiles(p, crossed(sliceColumns(lantern, [48, 52]).map((column) => column[0]!), [rect(40, 14, 20, 6)[0]!, rect(40, 20, 20, 7)[0]!]).map((pane) => [pane]), ([x]) => (x > 48 && x < 52 ? 1 : 8));
  p.each(sliceColumns(roof, [50]), [4, 11]);
  p.add(circle(50, 5.5, 1.8), 9);
  gull(p, 18, 22, 3);
  gull(p, 27, 15, 2.4);
  gull(p, 80, 30, 2.8);
  return p.done();
}

function beachUmbrella(): Picture {
  const p = picture("Beach Umbrella", [
    colour("Pale Sky", "#dff3ff"),
    colour("Sky Blue", "#b3e0ff"),
    colour("Sun Yellow", "#ffd166"),
    colour("Sea Teal", "#4fc3d9"),
    colour("Deep Sea", "#2a8fbf"),
    colour("Sand", "#f7dca0"),
    colour("Wet Sand", "#e9c07a"),
    colour("Umbrella Red", "#ef476f"),
    colour("White", "#fffdf7"),
    colour("Pole Brown", "#a0643c"),
    colour("Towel Blue", "#4d96ff"),
    colour("Lime", "#8ac926"),
    colour("Orange", "#ff9f43"),
    colour("Deep Red", "#c72f52"),
    colour("Shadow White", "#e4e0d6"),
    colour("Dry Sand", "#fbe9c4"),
  ]);
  const pole = 42;
  const sun = circle(84, 12, 6.5);
  const clouds = cloud(14, 12, 6, 4);
  // The canopy: panels from its tip to a scalloped hem, each panel with its own scallop.
  const [tipX, tipY, hem] = [pole, 18, 40];
  const dome = clip(ellipse(tipX, hem, 30, hem - tipY, 0, 96), [100, hem], [0, hem]);
  const far = (a: number): Point => [tipX + 200 * Math.cos(a), tipY + 200 * Math.sin(a)];
  const canopy = Array.from({ length: 6 }, (_, index) => {
    const right = tipX + 30 - (60 * index) / 6;
    const left = right - 60 / 6;
    const angleTo = (x: number) => Math.atan2(hem - tipY, x - tipX);
    const [a0, a1] = [index === 0 ? -0.2 : angleTo(right), index === 5 ? Math.PI + 0.2 : angleTo(left)];
    const panel = clip(clip(dome, [tipX, tipY], far(a0)), far(a1), [tipX, tipY]);
    // The panel's stretch of hem becomes a scallop bulging downwards.
    const ring = panel[0]!;
    const at = ring.findIndex((point, k) => Math.abs(point[1] - hem) < 1e-6 && Math.abs(ring[(k + 1) % ring.length]![1] - hem) < 1e-6);
    const from = [...ring.slice(at + 1), ...ring.slice(0, at + 1)];
    // Each panel lit on one side of its middle; the outer two, which reach round the dome's
    // shoulders, nearer their inner edges, so the part along the shoulder is no sliver.
    const middle = index === 0 ? a1 - 0.25 : index === 5 ? a0 + 0.25 : (a0 + a1) / 2;
    return { shape: polygon([...from.slice(0, -1), ...bulge(ring[at]!, from[0]!, [0, 1]).slice(0, -1)]), middle };
  });
  const stick = stroke([[pole, 20], [pole, 86]], 2.4);
  const shade = ellipse(pole + 7, 86, 13, 3);
  const towel = rotate(rect(54, 74, 34, 16), 71, 82, -0.12);
  const ball = circle(22, 80, 8);
  const bucket = [polygon([[4, 86], [14, 86], [12.5, 97], [5.5, 97]]), rect(3.5, 84.5, 11, 2.5)];
  const star5 = star(33, 93, 10, 5, 5, 0.3);
  const beach = [shade, stick, towel, ball, ...bucket, star5];
  // The sky in rays about the sun crossed by rings, the sea in rows of ripples, sand in rippled rows.
  const sea = waves(40, 58, 3, 0.8, 18);
  paintTiles(p, tessellate(rect(0, 0, 100, 41), web(84, 12, 18, [10, 17, 26, 37, 50, 66, 84, 104]), [sun, ...clouds, ...canopy.map((panel) => panel.shape), stick, sea[0]!]), ([x, y]) => (Math.floor(((Math.atan2(y - 12, x - 84) + Math.PI / 2 + TAU) % TAU) / (TAU / 18)) % 2 === 0 ? 0 : 1));
  p.each(sliceWedges(sun, 84, 12, 6), [2]);
  p.each(clouds, [8]);
  const shore = (x: number) => 58 + 1.5 * Math.sin(x / 11);
  const wet = between(0, 100, shore, (x) => shore(x) + 5);
  // The sea and the dry sand each reach under the wet sand between them, which is painted last.
  sea.forEach((row, index) => p.each(tessellate(intersect(row, [[-1, 30], [101, 30], [101, 61], [-1, 61]]), grid(index % 2 === 0 ? 0 : -7, 36, 107, 66, 14, 30), [stick, wet]), index % 2 === 0 ? [3, 4, 3] : [4, 3]));
  waves(60, 100, 5, 1, 30).forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -8, 55, 108, 102, 16, 47), [wet, ...beach]), index % 2 === 0 ? [5, 15] : [15, 5]));
  p.each(tessellate(wet, grid(-6, 50, 106, 70, 12, 20), [stick]), [6]);
  // The umbrella's shade on the sand, its pole, and each panel lit on one side.
  p.each(tessellate(shade, grid(20, 80, 64, 92, 11, 12), [stick, towel, star5]), [6]);
  p.each(tessellate(stick, grid(38, 20, 46, 86, 8, 11), [shade, ...canopy.map((panel) => panel.shape)]), [9]);
  canopy.forEach(({ shape, middle }, index) => {
    const [lit, dark] = index % 2 === 0 ? [7, 13] : [8, 14];
    for (const [side, half] of [clip(shape, [tipX, tipY], far(middle)), clip(shape, far(middle), [tipX, tipY])].entries()) {
      p.add(half, side === 0 ? lit : dark);
    }
  });
  p.add(circle(tipX, tipY - 1, 2), 9);
  // A striped towel, folded across its middle; a beach ball in lit and shaded wedges; a bucket; a starfish.
  const stripes = sliceColumns(rect(54, 74, 34, 16), [60.8, 67.6, 74.4, 81.2]);
  stripes.forEach((stripe, index) => p.each(sliceRows(stripe, [82]).map((part) => rotate(part, 71, 82, -0.12)), [[10, 8, 7, 8, 10][index]!]));
  sliceWedges(ball, 22, 80, 6).forEach((wedgeShape, index) => {
    const shade = [7, 2, 10, 11, 12, 8][index]!;
    p.add(wedgeShape, shade).add(intersect(circle(22, 80, 5), wedgeShape[0]!), shade);
  });
  p.add(circle(22, 80, 1.8), 8);
  p.each(sliceColumns(bucket[0]!, [9]), [11, 11]);
  p.each(sliceColumns(bucket[1]!, [9]), [12, 12]);
  p.line([[4, 85.5], [9, 80], [14, 85.5]], 0.5);
  dottedStarfish(p, 33, 93, 10, 0.3, [12, 2, 8, 2]);
  gull(p, 62, 10, 2.6);
  gull(p, 70, 16, 2);
  return p.done();
}

function sailboat(): Picture {
  const p = picture("Sailboat", [
    colour("Peach Sky", "#ffd9b3"),
    colour("Sunset Pink", "#ffb3c1"),
    colour("Lilac", "#c9a7e8"),
    colour("Sun Gold", "#ffc83d"),
    colour("Sea Blue", "#3a9fd6"),
    colour("Deep Blue", "#22629e"),
    colour("Sail White", "#fffaf0"),
    colour("Coral", "#ff6b6b"),
    colour("Teal", "#2ec4b6"),
    colour("Hull Navy", "#23395d"),
    colour("Timber", "#b07040"),
    colour("Lemon", "#ffe66d"),
    colour("Harbour Blue", "#37557f"),
    colour("Dark Timber", "#7f4c2a"),
    colour("Foam Blue", "#8fd0f0"),
  ]);
  const mast = 46;
  const sun = circle(80, 70, 12);
  const clouds = [...cloud(20, 12, 6, 3), ...cloud(76, 24, 6, 3)];
  const hull = polygon([[12, 66], [88, 66], [78, 84], [22, 84]]);
  // A little wider than the gap between the sails, painted over their edges, so it has room for its numbers.
  const stick = rect(mast - 1.3, 10, 2.6, 56);
  const flag = polygon([[mast + 1, 10], [mast + 10, 13], [mast + 1, 16]]);
  const main = polygon([[mast + 1, 17], [mast + 1, 66], [80, 66]]);
  const jib = polygon([[mast - 1, 20], [mast - 1, 66], [17, 66]]);
  const boat = [hull, stick, flag, main, jib];
  // The sunset glows in rings about the sun on the horizon: lemon near it, then peach, pink and lilac.
  paintTiles(p, tessellate(rect(0, 0, 100, 70), web(80, 70, 28, [13, 20, 28, 37, 47, 58, 70, 83, 97, 112], Math.PI), [sun, ...clouds, ...boat]), ([x, y]) => {
    const d = Math.hypot(x - 80, y - 70);
    return d < 28 ? 11 : d < 47 ? 0 : d < 70 ? 1 : 2;
  });
  p.each(tessellate(clip(sun, [100, 70], [0, 70]), web(80, 70, 8, [13]), boat), [3]);
  p.each(clouds, [6]);
  // The sea in rows of ripples, a pale crest on each, and the sun's glitter across it.
  const glitter = [[74, 84.4, 14], [80, 90.4, 12], [86, 96.2, 8]].map(([x, y, w]) => roundRect(x!, y!, w!, 2.2, 1.1));
  waves(70, 100, 5, 1, 24).forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -8, 60, 108, 102, 16, 42), [hull, ...glitter]), index % 2 === 0 ? [4, 4, 14] : [5, 5, 4]));
  p.each(glitter, [3, 11]);
  // The hull: a coral rail, then planks, portholes along the middle one.
  const portholes = [34, 46, 58, 70].map((x) => circle(x, 75.5, 1.8));
  const planks = [66, 70, 75.5, 80, 90];
  paintTiles(p, tessellate(hull, crossed(grid(10, 60, 90, 90, 13, 30, true), planks.slice(0, -1).map((y0, k): Point[] => [[0, y0], [100, y0], [100, planks[k + 1]!], [0, planks[k + 1]!]])), portholes), ([, y]) => (y < 70 ? 7 : y < 75.5 || y > 80 ? 9 : 12));
  p.each(portholes, [6]);
  // Each sail in stripes, stitched across in panels.
  const panels = (sail: Shape, columns: readonly number[], colours: readonly number[]) =>
    paintTiles(p, tessellate(sail, crossed(sliceColumns(rect(0, 0, 100, 100), columns).map((column) => column[0]!), grid(0, 10, 100, 70, 100, 8))), ([x]) => colours[columns.filter((at) => x > at).length]!);
  panels(main, [55, 63, 71], [7, 3, 8, 6]);
  panels(jib, [27, 36], [8, 6, 7]);
  p.each(tessellate(stick, grid(40, 10, 50, 66, 10, 14)), [10, 13]);
  p.each(sliceRows(flag, [13]), [7, 7]);
  gull(p, 12, 30, 2.4);
  gull(p, 22, 38, 2);
  return p.done();
}

/** A scallop shell's ribs fanning up from its hinge at (x, y), each with its middle's angle, and the hinge. */
function scallopParts(x: number, y: number, r: number, ribs: number): { ribs: { shape: Shape; mid: number }[]; ear: Shape } {
  const from = -Math.PI * 0.92;
  const step = (Math.PI * 0.84) / ribs;
  return {
    ribs: Array.from({ length: ribs }, (_, index) => {
      const [a0, a1] = [from + index * step, from + (index + 1) * step];
      const mid = a0 + step / 2;
      return { mid, shape: polygon([[x, y], ...bulge([x + r * Math.cos(a1), y + r * Math.sin(a1)], [x + r * Math.cos(a0), y + r * Math.sin(a0)], [Math.cos(mid), Math.sin(mid)])]) };
    }),
    ear: polygon([[x - r * 0.32, y - r * 0.08], [x + r * 0.32, y - r * 0.08], [x + r * 0.2, y + r * 0.24], [x - r * 0.2, y + r * 0.24]]),
  };
}

/**
 * A scallop shell in fine detail: each rib lit on one side of its middle and shaded on the other,
 * crossed by growth rings at the `rings` (fractions of r, each painted over the wider one), then the hinge.
 */
function ribbedScallop(p: PictureBuilder, x: number, y: number, r: number, ribs: number, colours: readonly (readonly [number, number])[], hinge: readonly [number, number], rings: readonly number[] = []): void {
  const parts = scallopParts(x, y, r, ribs);
  parts.ribs.forEach(({ shape, mid }, index) => {
    const tip: Point = [x + r * 1.3 * Math.cos(mid), y + r * 1.3 * Math.sin(mid)];
    const [lit, shade] = colours[index % colours.length]!;
    for (const [side, half] of [clip(shape, [x, y], tip), clip(shape, tip, [x, y])].entries()) {
      p.add(half, side === 0 ? shade : lit);
      for (const ring of rings) p.add(intersect(circle(x, y, r * ring), half[0]!), side === 0 ? shade : lit);
    }
  });
  p.each(sliceColumns(parts.ear, [x]), hinge);
}

function seashells(): Picture {
  const p = picture("Seashells", [
    colour("Light Sand", "#fbe7c0"),
    colour("Sand", "#f3d39b"),
    colour("Coral Pink", "#ff8fa3"),
    colour("Shell Peach", "#ffc09f"),
    colour("Cream", "#fff6e5"),
    colour("Orange", "#ff9f43"),
    colour("Lilac", "#b79ced"),
    colour("Purple", "#7d5ba6"),
    colour("Starfish Red", "#ef5d60"),
    colour("Aqua", "#7fd1d9"),
    colour("Brown", "#a0643c"),
    colour("Golden", "#ffd166"),
    colour("Deep Coral", "#e0607a"),
    colour("Salmon", "#f7a47e"),
    colour("Deep Aqua", "#3fb0c2"),
    colour("White", "#ffffff"),
  ]);
  const star5 = { x: 16, y: 38, size: 10, turn: 0.2 };
  const whorls: [number, number, number, number][] = [[84, 40, 11, 6], [83, 41, 7.6, 4], [82.3, 41.7, 4.4, 2]];
  const conch = blob([[18, 68], [24, 75], [27, 83], [23, 91], [18, 94], [13, 91], [9, 83], [12, 75]], 8);
  const dollar = circle(50, 88, 7);
  const shells = [scallopParts(50, 64, 26, 7), scallopParts(82, 88, 11, 5)].flatMap((parts) => [...parts.ribs.map((rib) => rib.shape), parts.ear]);
  const things = [...shells, star(star5.x, star5.y, star5.size, star5.size * 0.5, 5, star5.turn), circle(84, 40, 11), rotate(conch, 18, 82, 0.6), dollar];
  // The sea along the top in rows of ripples, foam in scallops at its edge, then the sand in rippled rows.
  const foam = between(0, 100, (x) => 21 + 1.8 * (1 - Math.abs(Math.sin((Math.PI * x) / 6.25))), () => 26);
  waves(0, 26, 3, 1, 25).forEach((row, index) => p.each(tessellate(intersect(row, [[-1, -1], [101, -1], [101, 26], [-1, 26]]), grid(index % 2 === 0 ? 0 : -7, -2, 107, 30, 14, 32), [foam]), index % 2 === 0 ? [9, 14] : [14, 9]));
  p.each(tessellate(foam, grid(-3.125, 18, 104, 30, 6.25, 12)), [15, 4]);
  waves(25.5, 100, 9, 1, 30).forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -8, 20, 108, 102, 16, 82), things), index % 2 === 0 ? [0, 1, 0] : [1, 0]));
  ribbedScallop(p, 50, 64, 26, 7, [[2, 12], [3, 13]], [5, 13], [0.62]);
  dottedStarfish(p, star5.x, star5.y, star5.size, star5.turn, [8, 12, 11, 5]);
  // A snail shell of nested whorls, each banded so the bands turn as they go in.
  whorls.forEach(([x, y, r, n], index) => p.each(sliceWedges(circle(x, y, r), x, y, n, index * 0.5), index % 2 === 0 ? [6, 7] : [7, 6]));
  // A conch: a spindle in bands, lit on one side of its spine, tipped over.
  sliceRows(conch, [76, 82, 88]).forEach((band, index) => {
    const [lit, shade] = ([[3, 13], [4, 11], [5, 12], [4, 11]] as const)[index]!;
    sliceColumns(band, [18]).forEach((half, side) => p.add(rotate(half, 18, 82, 0.6), side === 0 ? lit : shade));
  });
  ribbedScallop(p, 82, 88, 11, 5, [[9, 14], [4, 11]], [6, 7]);
  p.each(sliceWedges(dollar, 50, 88, 5, -Math.PI / 2 + Math.PI / 5), [11]);
  for (let index = 0; index < 5; index++) p.add(petal(50, 88, 5.2, 2.8, -Math.PI / 2 + (index * TAU) / 5, 0.6), 10);
  return p.done();
}

function beachHuts(): Picture {
  const p = picture("Beach Huts", [
    colour("Pale Sky", "#dff3ff"),
    colour("Sky Blue", "#b3e0ff"),
    colour("Door Teal", "#2ec4b6"),
    colour("White", "#fffdf7"),
    colour("Hut Red", "#ef476f"),
    colour("Hut Blue", "#4d96ff"),
    colour("Hut Green", "#6bcb77"),
    colour("Sunny Yellow", "#ffd93d"),
    colour("Hut Pink", "#ff8fab"),
    colour("Roof Navy", "#264a7a"),
    colour("Sand", "#f7dca0"),
    colour("Deck Brown", "#b07040"),
    colour("Dark Deck", "#8a552c"),
    colour("Dry Sand", "#fbe9c4"),
  ]);
  const huts = [4, 5, 7, 6, 8];
  const sun = circle(88, 9, 5.5);
  const clouds = cloud(40, 8, 5.6, 3);
  const flags = huts.map((_, index) => polygon([[index * 20 + 10, 17], [index * 20 + 15, 18.8], [index * 20 + 10, 20.6]]));
  const roofs = huts.map((_, index) => [polygon([[index * 20 - 1, 40], [index * 20 + 10, 24], [index * 20 + 10, 40]]), polygon([[index * 20 + 10, 24], [index * 20 + 21, 40], [index * 20 + 10, 40]])]);
  const walls = rect(0, 38, 100, 40);
  // The sky in rays about the sun crossed by rings.
  paintTiles(p, tessellate(rect(0, 0, 100, 40), web(88, 9, 20, [9, 16, 25, 36, 49, 64, 82, 102]), [sun, ...clouds, ...flags, ...roofs.flat(), walls]), ([x, y]) => (Math.floor(((Math.atan2(y - 9, x - 88) + Math.PI / 2 + TAU) % TAU) / (TAU / 20)) % 2 === 0 ? 0 : 1));
  p.each(sliceWedges(sun, 88, 9, 6), [7]);
  p.each(clouds, [3]);
  huts.forEach((hut, index) => {
    p.add(flags[index]!, hut);
    p.line([[index * 20 + 10, 24], [index * 20 + 10, 17]], 0.5);
  });
  // Each hut's striped walls in boards, its roof in two slopes, a round window, a door in two leaves.
  huts.forEach((hut, index) => {
    const x = index * 20;
    const door = roundRect(x + 5, 50, 10, 30, 3.5);
    const porthole = circle(x + 10, 34.5, 2.4);
    const knob = circle(x + 10, 57, 2.2);
    for (let stripe = 0; stripe < 4; stripe++) p.each(tessellate(rect(x + stripe * 5, 38, 5, 40), grid(x, 38, x + 20, 78, 20, 5), [door, ...roofs[index]!, ...(roofs[index + 1] ?? []), porthole]), [stripe % 2 === 0 ? hut : 3]);
    const [left, right] = roofs[index]!;
    p.each(sliceRows(left!, [32]), [9, 9]);
    p.each(sliceRows(right!, [32]), [hut, hut]);
    p.add(porthole, 7);
    p.each(tessellate(door, grid(x + 5, 50, x + 15, 80, 5, 10), [knob]), [index % 2 === 0 ? 2 : 9]);
    p.add(knob, 3);
  });
  // The boardwalk in planks, rippled sand below it.
  paintTiles(p, tessellate(rect(0, 76, 100, 5), grid(0, 76, 100, 81, 100 / 12, 5)), (_, index) => (index % 2 === 0 ? 11 : 12));
  const bucket = [polygon([[78, 85], [88, 85], [86.5, 96], [79.5, 96]]), rect(77.5, 83.5, 11, 2.5)];
  const ball = circle(50, 90, 6);
  const star5 = star(14, 89.5, 10, 5, 5, 0.2);
  const shore = (x: number) => 80 + 0.8 * Math.sin(x / 7);
  const ripple = (k: number) => (x: number) => (k === 0 ? shore(x) : k === 3 ? 101 : shore(x) + 7 * k + 0.8 * Math.sin(x / 9 + k));
  [0, 1, 2].forEach((k) => p.each(tessellate(between(0, 100, ripple(k), ripple(k + 1)), grid(k % 2 === 0 ? 0 : -8, 70, 108, 102, 16, 32), [...bucket, ball, star5]), k % 2 === 0 ? [10, 13] : [13, 10]));
  dottedStarfish(p, 14, 89.5, 10, 0.2, [4, 8, 3, 7]);
  p.each(sliceColumns(bucket[0]!, [83]), [5, 9]);
  p.each(sliceColumns(bucket[1]!, [83]), [4, 4]);
  p.line([[78, 84.5], [83, 79], [88, 84.5]], 0.5);
  sliceWedges(ball, 50, 90, 4).forEach((wedgeShape, index) => {
    const shade = [4, 7, 5, 3][index]!;
    p.add(wedgeShape, shade).add(intersect(circle(50, 90, 3.4), wedgeShape[0]!), shade);
  });
  return p.done();
}

function sandcastle(): Picture {
  const p = picture("Sandcastle", [
    colour("Pale Sky", "#dff3ff"),
    colour("Sky Blue", "#b3e0ff"),
    colour("Sea Teal", "#4fc3d9"),
    colour("Deep Sea", "#2a8fbf"),
    colour("Beach Sand", "#f9e4b7"),
    colour("Castle Sand", "#eec27a"),
    colour("Shadow Sand", "#d9a35b"),
    colour("Flag Red", "#ef476f"),
    colour("Door Brown", "#8a5a2b"),
    colour("Bucket Blue", "#4d96ff"),
    colour("Sun Yellow", "#ffd166"),
    colour("Shell Pink", "#ff8fab"),
    colour("White", "#fffdf7"),
    colour("Dry Sand", "#fcefd4"),
    colour("Dark Door", "#6b4420"),
    colour("Bucket Shade", "#2f70d0"),
  ]);
  const sun = circle(86, 12, 6);
  const clouds = cloud(16, 10, 6, 3);
  const towers = [18, 68].map((x) => ({ x, body: rect(x, 38, 14, 46), merlons: [rect(x, 33, 4.5, 5), rect(x + 9.5, 33, 4.5, 5)], window: roundRect(x + 5, 42, 4, 7, 2), flag: polygon([[x + 7, 24], [x + 14, 26.5], [x + 7, 29]]) }));
  const keep = rect(40, 28, 20, 26);
  const keepMerlons = [40, 47.5, 55].map((x) => rect(x, 23, 5, 5));
  const wall = rect(32, 54, 36, 30);
  const wallMerlons = [34.5, 62.5].map((x) => rect(x, 50, 3, 4));
  const door = roundRect(44, 68, 12, 18, 6);
  const keepWindow = roundRect(47, 31, 6, 8.5, 3);
  const bigFlag = polygon([[50, 9], [61, 12], [50, 15]]);
  const moat = ellipse(50, 86, 40, 5);
  const bucket = [polygon([[84, 78], [96, 78], [94, 92], [86, 92]]), rect(83, 76, 14, 3)];
  const star5 = star(10, 90, 10, 5, 5, 0.3);
  const shell = scallopParts(28, 96, 7, 5);
  const shellShapes = [...shell.ribs.map((rib) => rib.shape), shell.ear];
  const castle = [...towers.flatMap((tower) => [tower.body, ...tower.merlons, tower.flag]), keep, ...keepMerlons, wall, ...wallMerlons, bigFlag];
  const sea = waves(60, 70, 2, 0.7, 16);
  // The sky in rays about the sun crossed by rings, the sea in ripples, the beach in rippled rows.
  paintTiles(p, tessellate(rect(0, 0, 100, 61), web(86, 12, 18, [9, 16, 25, 36, 49, 64, 82, 102]), [sun, ...clouds, ...castle, sea[0]!]), ([x, y]) => (Math.floor(((Math.atan2(y - 12, x - 86) + Math.PI / 2 + TAU) % TAU) / (TAU / 18)) % 2 === 0 ? 0 : 1));
  p.each(sliceWedges(sun, 86, 12, 6), [10]);
  p.each(clouds, [12]);
  const shore = (x: number) => 70 + 0.8 * Math.sin(x / 9);
  const beach = between(0, 100, shore, () => 101);
  const ripple = (k: number) => (x: number) => (k === 0 ? shore(x) : k === 4 ? 101 : shore(x) + 7.5 * k + 0.8 * Math.sin(x / 7 + k));
  const rows = [0, 1, 2, 3].map((k) => between(0, 100, ripple(k), ripple(k + 1)));
  sea.forEach((row, index) => p.each(tessellate(intersect(row, [[-1, 50], [101, 50], [101, 72], [-1, 72]]), grid(index % 2 === 0 ? 0 : -6, 50, 106, 80, 12, 30), [...castle, beach]), index % 2 === 0 ? [2, 3, 2] : [3, 2]));
  rows.forEach((row, index) => p.each(tessellate(row, grid(index % 2 === 0 ? 0 : -8, 60, 108, 102, 16, 42), [wall, ...towers.map((tower) => tower.body), moat, ...bucket, star5, ...shellShapes]), index % 2 === 0 ? [4, 13] : [13, 4]));
  // Every block of the castle in sand bricks, shaded on its right; its merlons lit and shaded.
  const bricks = (block: Shape, [x0, y0]: Point, width: number, over: readonly Shape[]) =>
    paintTiles(p, tessellate(block, grid(x0, y0, x0 + width, 90, width / Math.round(width / 5), 4.6, true), over), ([x], index) => (x > x0 + width * 0.68 ? 6 : index % 5 === 2 ? 4 : 5));
  const battlements = (merlons: readonly Shape[]) => merlons.forEach((merlon) => p.each(sliceColumns(merlon, [centre(merlon)[0]]), [5, 6]));
  bricks(wall, [32, 54], 36, [door, moat, ...towers.map((tower) => tower.body)]);
  p.each(wallMerlons, [6]);
  for (const { x, body, merlons, window, flag } of towers) {
    bricks(body, [x, 38], 14, [window, moat]);
    battlements(merlons);
    p.each([window], [8]);
    p.line([[x + 7, 38], [x + 7, 24]], 0.5);
    p.each(sliceRows(flag, [26.5]), x < 50 ? [11, 11] : [9, 15]);
  }
  bricks(keep, [40, 28], 20, [keepWindow, wall]);
  battlements(keepMerlons);
  p.each(sliceColumns(keepWindow, [50]), [8, 14]);
  p.each(sliceColumns(door, [47, 50, 53]), [8, 14, 8, 14]);
  p.line([[50, 23], [50, 9]], 0.5);
  p.each(sliceRows(bigFlag, [12]), [7, 7]);
  p.each(tessellate(moat, grid(10, 80, 90, 92, 80 / 7, 12), [door, ...bucket, star5, ...shellShapes]), [6]);
  p.each(sliceColumns(bucket[0]!, [90]), [9, 15]);
  p.each(sliceColumns(bucket[1]!, [90]), [7, 7]);
  p.line([[84, 77], [90, 70], [96, 77]], 0.5);
  dottedStarfish(p, 10, 90, 10, 0.3, [7, 11, 12, 10]);
  scallop(p, 28, 96, 7, 5, [11, 12], 5);
  gull(p, 34, 14, 2.4);
  gull(p, 66, 18, 2);
  return p.done();
}

export const SEASIDE_PICTURES: readonly (() => Picture)[] = [lighthouse, beachUmbrella, sailboat, seashells, beachHuts, sandcastle];
