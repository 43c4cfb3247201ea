/** Travel (PAI_TRAVEL): six sights and ways to travel, their bricks, sails, girders and wheels cut into many small cells. */
import { band, between, circle, colour, cuts, ellipse, picture, polygon, rect, roundRect, sliceColumns, sliceRows, sliceWedges, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { diamonds, grid, hexes, paintTiles } from "./mosaic.ts";

/** A sky of hexagons in the first two colours down to `bottom`, paler near the top. */
function sky(p: PictureBuilder, bottom: number, front: readonly Shape[]): void {
  paintTiles(p, tessellate(rect(0, 0, 100, bottom), hexes(0, 0, 100, bottom, 5.2), front), ([x, y]) => (y + 6 * Math.sin(x / 11) < bottom * 0.45 ? 0 : 1));
}

/** Rolling ground from y about `top` down to `bottom` (a road's or a track's top, since cells hidden under it take long to sort out), in strips of `colours` taking turns. */
function fields(p: PictureBuilder, top: number, colours: readonly number[], front: readonly Shape[], bottom = 101): void {
  const ground = between(-1, 101, (x) => top + 3 * Math.sin(x / 13), () => bottom);
  // Plain rows, not bricks: cells that share whole edges can always join, so slivers at the top join the row below.
  p.each(tessellate(ground, grid(0, top - 4, 100, 100, 100 / 7, 5), front), colours);
}

/** A wheel: a rim of wedges round a hub. */
function wheel(p: PictureBuilder, cx: number, cy: number, r: number, rim: number, hub: number): void {
  p.each(sliceWedges(circle(cx, cy, r), cx, cy, 6), [rim, hub]).add(circle(cx, cy, r * 0.38), hub);
}

/** Bricks in a running bond over a shape, a few in the second or third shade. */
function bricks(p: PictureBuilder, shape: Shape, box: readonly [number, number, number, number], over: readonly Shape[], shades: readonly number[]): void {
  paintTiles(p, tessellate(shape, grid(box[0], box[1], box[2], box[3], 7, 4, true), over), ([x, y]) => shades[Math.floor(x * 7 + y * 3) % shades.length]!);
}

function windmill(): Picture {
  const p = picture("Windmill", [
    colour("Sky", "#cfeeff"),
    colour("Sky Blue", "#a6dcf7"),
    colour("Meadow", "#8ccf6a"),
    colour("Dark Grass", "#5ea94f"),
    colour("Tulip Red", "#e8434d"),
    colour("Tulip Yellow", "#ffd23f"),
    colour("Stone", "#e9ddc7"),
    colour("Stone Shade", "#cbb89a"),
    colour("Roof Brown", "#7a4f2a"),
    colour("Sail Cream", "#fff8e7"),
    colour("Sail Wood", "#a8744f"),
    colour("Door Green", "#3f7d5a"),
  ]);
  const tower = polygon([[36, 88], [40, 40], [60, 40], [64, 88]]);
  const cap = polygon([[36, 42], [50, 26], [64, 42]]);
  // Four lattice sails round the hub: each a quarter-turn apart, in rings of cells (the first
  // ring deeper, where the sail is narrow).
  const radii = [5, 14, 20.5, 27, 33];
  const sails = [0, 1, 2, 3].flatMap((k) => {
    const a = -Math.PI / 4 + (k * Math.PI) / 2;
    return [0, 1, 2, 3].flatMap((ring) => [band(50, 36, radii[ring]!, radii[ring + 1]!, a - 0.22, a), band(50, 36, radii[ring]!, radii[ring + 1]!, a, a + 0.22)]);
  });
  const hub = circle(50, 36, 4);
  const door = roundRect(46, 76, 8, 12, 3);
  const windows = [circle(50, 54, 3), circle(50, 66, 2.6)];
  const tulips = Array.from({ length: 9 }, (_, k) => circle(6 + k * 11, 93 + (k % 2) * 3, 2.8));
  sky(p, 82, [tower, cap, ...sails, hub]);
  fields(p, 79, [2, 3], [tower, ...tulips]);
  bricks(p, tower, [34, 40, 66, 88], [door, ...windows, cap, ...sails, hub], [6, 6, 7]);
  p.each(sliceColumns(cap, [45, 55]), [8, 10, 8]);
  p.each(sails, [9, 10]);
  p.add(hub, 8).add(door, 11).each(windows, [1]);
  p.each(tulips, [4, 5]);
  return p.done();
}

function steamTrain(): Picture {
  const p = picture("Steam Train", [
    colour("Sky", "#d8f1ff"),
    colour("Sky Blue", "#b3e0f7"),
    colour("Hill Green", "#8ccf6a"),
    colour("Hill Dark", "#5ea94f"),
    colour("Engine Red", "#d9463b"),
    colour("Engine Dark", "#8f2d27"),
    colour("Boiler Black", "#2e2a33"),
    colour("Brass", "#f2c14e"),
    colour("Steam White", "#ffffff"),
    colour("Window Blue", "#9fd3f0"),
    colour("Carriage Green", "#3f8f6f"),
    colour("Rail Brown", "#8a5a3c"),
    colour("Gravel", "#c9b79c"),
    colour("Rail Steel", "#7d8391"),
  ]);
  const boiler = roundRect(38, 50, 40, 18, 6);
  const cab = rect(18, 38, 22, 30);
  const roof = rect(15, 34, 28, 5);
  const chimney = polygon([[64, 50], [62, 36], [72, 36], [70, 50]]);
  const dome = ellipse(54, 50, 5, 4);
  const carriage = roundRect(-8, 44, 22, 24, 3);
  const puffs = [circle(68, 28, 5), circle(76, 19, 6.4), circle(88, 11, 7.6)];
  // The track's top on a line between rows of the field, so no sliver of field shows above it.
  const track = rect(0, 77, 100, 23);
  const base = rect(-8, 66, 86, 8);
  // The carriage's wheel clear of the picture's edge, so the gravel beside it is wide enough for a number.
  const wheels = [[28, 74, 7], [50, 76, 5], [64, 76, 5], [7, 76, 5]] as const;
  const wheelShapes = wheels.map(([x, y, r]) => circle(x, y, r));
  // The track seen a little from above: the wheels stand on the far rail, the near rail lower down,
  // and the sleepers under both, their far ends hidden under the far rail. The sleepers are placed so
  // that at each edge of the picture a gap or a sleeper shows wide enough for its number.
  const rails = [rect(0, 80.5, 100, 2), rect(0, 92, 100, 2)];
  const sleeperLefts = Array.from({ length: 13 }, (_, k) => 2.2 + 8 * k);
  const sleepers = sleeperLefts.map((x) => rect(x, 81, 3.6, 15.5));
  // Gravel in cells: above the far rail cut where the wheels stand, so each sliver of gravel beside a
  // wheel belongs to the strip on its side; below it cut at the sleepers' middles, a gap between sleepers each.
  const row = (xs: readonly number[], top: number, bottom: number) => xs.slice(1).map((x1, k): Point[] => [[xs[k]!, top], [x1, top], [x1, bottom], [xs[k]!, bottom]]);
  const middles = [-4, ...sleeperLefts.map((x) => x + 1.8)];
  const gravel = [...row([-8, 7, 17, 28, 39, 50, 57, 64, 76, 88, 108], 77, 81.5), ...row(middles, 81.5, 93), ...row(middles, 93, 100)];
  const front = [boiler, cab, roof, chimney, dome, carriage, ...puffs, base, ...wheelShapes];
  sky(p, 67, front);
  fields(p, 63, [2, 3], front, 77);
  p.each(tessellate(track, gravel, [...sleepers, ...rails, ...wheelShapes]), [12]);
  p.each(sleepers.flatMap((sleeper) => sliceRows(sleeper, [93])), [11]);
  p.each(rails.flatMap((rail) => sliceColumns(rail, cuts(0, 100, 5))), [13]);
  // Panels of the carriage from the picture's edge, where it comes into view.
  p.each(sliceColumns(carriage, cuts(0, 14, 3)).flatMap((panel) => sliceRows(panel, [50, 58])), [10, 9, 10]);
  p.each(tessellate(base, grid(-8, 0, 78, 100, 10, 100), wheelShapes), [6, 5]);
  p.each(sliceColumns(boiler, [44, 50, 56, 62, 68, 74]), [4, 7]);
  p.each(sliceRows(cab, [46, 56]).flatMap((part) => sliceColumns(part, [29])), [4, 5]);
  p.add(rect(22, 42, 12, 8), 9);
  p.each(sliceColumns(roof, cuts(15, 43, 3)), [6]);
  p.each(sliceRows(chimney, [40]), [6, 5]).add(dome, 7);
  for (const [x, y, r] of wheels) wheel(p, x, y, r, 6, 7);
  p.each(puffs.flatMap((puff, k) => sliceWedges(puff, [68, 76, 88][k]!, [28, 19, 11][k]!, 3 + k)), [8, 1]);
  return p.done();
}

function castle(): Picture {
  const p = picture("Castle", [
    colour("Sky", "#e3f2ff"),
    colour("Sky Lilac", "#d6d8ff"),
    colour("Hill Green", "#8ccf6a"),
    colour("Hill Dark", "#5ea94f"),
    colour("Stone", "#d9d4e6"),
    colour("Stone Shade", "#b8b0cc"),
    colour("Stone Dark", "#9a90b3"),
    colour("Roof Blue", "#4f6fd0"),
    colour("Roof Sky", "#7fa0f0"),
    colour("Flag Red", "#e8434d"),
    colour("Gate Brown", "#7a4f2a"),
    colour("Window Gold", "#ffd23f"),
  ]);
  // The tops of the towers and the walls between them, left to right: from x0 to x1 at height y.
  const tops = [[12, 28, 40], [28, 40, 50], [40, 60, 26], [60, 72, 50], [72, 88, 40]] as const;
  const merlons = ([x0, x1, y]: readonly [number, number, number]) => {
    const n = Math.round((x1 - x0) / 4);
    return Array.from({ length: n }, (_, k) => ({ a: x0 + ((x1 - x0) * k) / n, b: x0 + ((x1 - x0) * (k + 1)) / n, up: k % 2 === 0, y }));
  };
  // The towers and the walls between them as one block, bricks tessellate it once (a shape each,
  // under the others, took over a minute); the sky stops at its outline without the gaps between
  // the merlons, which are stone in shadow, else each gap would be a piece of some sky cell.
  const block = polygon([[12, 90], ...tops.flatMap(merlons).flatMap(({ a, b, up, y }): Point[] => [[a, up ? y - 3 : y], [b, up ? y - 3 : y]]), [88, 90]]);
  const outline = polygon([[12, 90], ...tops.flatMap(([x0, x1, y]): Point[] => [[x0, y - 3], [x1, y - 3]]), [88, 90]]);
  const gaps = tops.flatMap(merlons).filter(({ up }) => !up).map(({ a, b, y }) => rect(a, y - 3, b - a, 3));
  // Each roof's eaves on a line between rows of bricks, so no sliver of brick shows under them.
  const roofs = [[12, 40, 16], [72, 40, 16], [40, 26, 20]].map(([x, top, w]) => polygon([[x! - 1, top! - 2], [x! + w! / 2, top! - 21], [x! + w! + 1, top! - 2]]));
  const flags = roofs.map((_, k) => polygon([[[20, 80, 50][k]!, [15, 15, 1][k]!], [[20, 80, 50][k]! + 7, [17, 17, 3][k]!], [[20, 80, 50][k]!, [19, 19, 5][k]!]]));
  const gate = polygon([[43, 90], [43, 74], ...Array.from({ length: 9 }, (_, k): Point => [50 - 7 * Math.cos((k * Math.PI) / 8), 74 - 7 * Math.sin((k * Math.PI) / 8)]), [57, 74], [57, 90]]);
  const windows = [roundRect(16, 52, 8, 10, 4), roundRect(76, 52, 8, 10, 4), roundRect(46, 38, 8, 10, 4)];
  sky(p, 88, [outline, ...roofs, ...flags]);
  fields(p, 85, [2, 3], [outline]);
  p.each(gaps, [6]);
  bricks(p, block, [0, 10, 100, 90], [gate, ...windows, ...roofs], [4, 4, 5]);
  p.each(roofs.flatMap((roof, k) => sliceColumns(roof, [[20, 80, 50][k]!])), [7, 8]);
  p.each(flags, [9]);
  p.add(gate, 10).each(windows, [11]);
  return p.done();
}

function camperVan(): Picture {
  const p = picture("Camper Van", [
    colour("Sky", "#fff1d6"),
    colour("Sunset", "#ffd6a5"),
    colour("Pine Green", "#3f7d5a"),
    colour("Leaf Green", "#7cc46b"),
    colour("Road Grey", "#6b6f7a"),
    colour("Line White", "#ffffff"),
    colour("Van Teal", "#3bb3a8"),
    colour("Van Cream", "#fff8e7"),
    colour("Window Blue", "#9fd3f0"),
    colour("Tyre Black", "#2e2a33"),
    colour("Hubcap", "#c9ccd6"),
    colour("Board Orange", "#ff8c42"),
    colour("Sun Yellow", "#ffd23f"),
  ]);
  const body = roundRect(16, 42, 70, 34, 8);
  const windows = [roundRect(22, 47, 14, 10, 3), roundRect(40, 47, 14, 10, 3), roundRect(58, 47, 12, 10, 3), roundRect(73, 47, 10, 12, 3)];
  const board = roundRect(20, 34, 58, 5, 2.5);
  const sun = circle(80, 16, 8);
  // The right-hand tree clear of the van, so the sky between them stays one piece.
  const trees = [[8, 60], [96, 58], [24, 62]].map(([x, y]) => polygon([[x! - 8, y!], [x!, y! - 26], [x! + 8, y!]]));
  const road = rect(0, 78, 100, 22);
  const wheelAt = [[32, 78], [70, 78]] as const;
  const front = [body, board, sun, ...trees, road, ...wheelAt.map(([x, y]) => circle(x, y, 7))];
  sky(p, 67, front);
  fields(p, 64, [3, 2], [body, ...wheelAt.map(([x, y]) => circle(x, y, 7))], 78);
  p.each(trees.flatMap((tree) => tessellate(tree, grid(0, 34, 100, 62, 100, 7), [body, board])), [2, 3]);
  p.each(sliceWedges(sun, 80, 16, 6), [12, 1]);
  paintTiles(p, tessellate(road, grid(0, 78, 100, 100, 10, 5.5), wheelAt.map(([x, y]) => circle(x, y, 7))), ([x, y]) => (y > 88 && y < 94 && Math.floor(x / 10) % 2 === 0 ? 5 : 4));
  // The classic two-tone van: cream above the waist, teal below, both in panels.
  const [top, bottom] = sliceRows(body, [60]);
  p.each(tessellate(top!, grid(16, 0, 86, 100, 7, 100), windows), [7]);
  p.each(tessellate(bottom!, grid(16, 60, 86, 80, 7, 8)), [6]);
  p.each(windows, [8]);
  p.each(sliceColumns(board, cuts(20, 78, 6)), [11, 12]);
  for (const [x, y] of wheelAt) wheel(p, x, y, 7, 9, 10);
  return p.done();
}

function biplane(): Picture {
  const p = picture("Biplane", [
    colour("Sky", "#d8f1ff"),
    colour("Sky Blue", "#a6dcf7"),
    colour("Cloud", "#ffffff"),
    colour("Field Green", "#8ccf6a"),
    colour("Field Gold", "#f2d06b"),
    colour("Field Dark", "#5ea94f"),
    colour("Plane Red", "#e8434d"),
    colour("Plane Cream", "#fff3d6"),
    colour("Wing Yellow", "#ffd23f"),
    colour("Propeller", "#7a4f2a"),
    colour("Pilot Blue", "#3f6fb0"),
    colour("Goggles", "#2e2a33"),
  ]);
  const fuselage = polygon([[20, 50], [24, 42], [62, 44], [82, 46], [82, 50], [62, 54], [24, 56]]);
  const upperWing = roundRect(30, 32, 28, 6, 3);
  const lowerWing = roundRect(28, 54, 32, 6, 3);
  const struts = [rect(34, 38, 2, 16), rect(52, 38, 2, 16)];
  const tail = polygon([[72, 46], [80, 32], [86, 32], [84, 46]]);
  const nose = ellipse(20, 49, 3.6, 7);
  const propeller = [ellipse(15.5, 40, 2.4, 8), ellipse(15.5, 58, 2.4, 8)];
  const pilot = circle(46, 40, 4.2);
  const clouds = [ellipse(16, 18, 11, 5), ellipse(84, 64, 12, 5), ellipse(60, 12, 9, 4)];
  const plane = [fuselage, upperWing, lowerWing, ...struts, tail, nose, ...propeller, pilot];
  sky(p, 78, [...plane, ...clouds]);
  paintTiles(p, tessellate(rect(0, 76, 100, 24), diamonds(0, 76, 100, 100, 14, 8)), ([x, y]) => [3, 4, 5][Math.floor(x / 14 + y / 8) % 3]!);
  p.each(clouds.flatMap((cloud) => sliceColumns(cloud, cuts(cloud[0]!.reduce((min, [x]) => Math.min(min, x), 100), cloud[0]!.reduce((max, [x]) => Math.max(max, x), 0), 4))), [2]);
  p.each(sliceColumns(tail, [80]), [6, 7]);
  p.each(sliceColumns(lowerWing, cuts(28, 60, 6)), [8, 6]);
  p.each(tessellate(fuselage, grid(20, 42, 84, 56, 6, 7), [pilot, ...struts, upperWing]), [6, 7]);
  p.each(struts, [9]);
  p.add(pilot, 10).add(rect(43, 37.5, 7, 2.4), 11);
  p.each(sliceColumns(upperWing, cuts(30, 58, 6)), [8, 6]);
  p.add(nose, 9).each(propeller, [9, 11]);
  return p.done();
}

function eiffelTower(): Picture {
  const p = picture("Eiffel Tower", [
    colour("Dawn Sky", "#ffe9d6"),
    colour("Rose Sky", "#ffd0dc"),
    colour("Iron Bronze", "#8a5a3c"),
    colour("Iron Light", "#b9825a"),
    colour("Deck Gold", "#f2c14e"),
    colour("Park Green", "#7cc46b"),
    colour("Tree Green", "#3f8f4f"),
    colour("Path Sand", "#f3dfb0"),
    colour("Flower Pink", "#f48fb1"),
    colour("Sun Yellow", "#ffd23f"),
  ]);
  // The tower as its outline: below the first deck the legs splay out in a curve to their feet, and
  // between them the great arch rises from the ground to the deck. Between the decks the sides bend
  // in a little, as the tower's do, just so far that no speck of sky is left along them.
  const leg = Array.from({ length: 13 }, (_, k): Point => [36 - 18 * Math.pow(k / 12, 1.5), 60 + (30 * k) / 12]);
  const arch = (rx: number, ry: number) => Array.from({ length: 33 }, (_, k): Point => [50 + rx * Math.cos((k * Math.PI) / 32), 90 - ry * Math.sin((k * Math.PI) / 32)]);
  const tower = polygon([...[...leg].reverse(), [39.3, 48], [42, 36], [47, 12], [50, 4], [53, 12], [58, 36], [60.7, 48], ...leg.map(([x, y]): Point => [100 - x, y]), ...arch(17, 25.6)]);
  // The arch's own girder, light against the lattice, from one foot over to the other and up to the deck.
  const archRib = polygon([...arch(19.4, 28), ...arch(17, 25.6).reverse()]);
  const decks = [rect(33, 58, 34, 4), rect(40, 34, 20, 3.4)];
  const sun = circle(84, 18, 8);
  const park = rect(0, 86, 100, 14);
  const trees = [10, 90].map((x) => ellipse(x, 80, 8, 10));
  sky(p, 88, [tower, ...decks, sun, ...trees]);
  p.each(sliceWedges(sun, 84, 18, 6), [9, 1]);
  paintTiles(p, tessellate(park, grid(0, 86, 100, 100, 10, 7, true), [tower, ...trees]), ([x]) => (Math.abs(x - 50) < 14 ? 7 : Math.floor(x / 10) % 3 === 0 ? 8 : 5));
  p.each(trees.flatMap((tree, k) => sliceColumns(tree, [[6, 10, 14], [86, 90, 94]][k]!)), [6, 5]);
  // Girders: a lattice of diamonds over the iron, its rows taking turns in two shades, so the
  // diamonds cross like the tower's lattice.
  // The iron above, between and below the decks, each lattice on its own so no sliver of girder shows by a deck.
  const iron = sliceRows(tower, [34, 37.4, 58, 62]).filter((_, k) => k % 2 === 0);
  paintTiles(p, iron.flatMap((part) => tessellate(part, diamonds(20, 4, 80, 92, 6, 7), [archRib])), ([, y]) => (Math.round((y - 4) / 3.5) % 2 === 0 ? 2 : 3));
  // Seven wedges over the top half only: those below the ground would leave flat slivers along it.
  p.each(sliceWedges(archRib, 50, 90, 14, -Math.PI).slice(0, 7), [3, 4]);
  p.each(decks.flatMap((deck) => sliceColumns(deck, cuts(deck === decks[0] ? 33 : 40, deck === decks[0] ? 67 : 60, 5))), [4, 3]);
  return p.done();
}

export const TRAVEL_PICTURES: readonly (() => Picture)[] = [windmill, steamTrain, castle, camperVan, biplane, eiffelTower];
