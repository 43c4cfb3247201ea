/** Animal Friends (PAI_ANIMALS): six animals with scales, shells, spines and fur cut into many small cells. */
import { blob, circle, colour, cuts, ellipse, mirror, petal, picture, polygon, rect, sliceColumns, sliceRows, sliceWedges, tessellate, type Picture } from "./kit.ts";
import { diamonds, grid, hexes, paintTiles, ringOf, spokes } from "./mosaic.ts";

const WHOLE = rect(0, 0, 100, 100);

function goldfish(): Picture {
  const p = picture("Goldfish", [
    colour("Shallow Water", "#bfe9f5"),
    colour("Lagoon", "#8fd6ea"),
    colour("Deep Water", "#5bb8d8"),
    colour("Goldfish Orange", "#ff8c42"),
    colour("Marigold", "#ffb347"),
    colour("Sun Gold", "#ffd36b"),
    colour("Coral", "#f25f4c"),
    colour("Eye Black", "#2f2a36"),
    colour("Pearl", "#ffffff"),
    colour("Weed Green", "#4caf6e"),
    colour("Sea Sand", "#f3dfb0"),
  ]);
  const body = blob([[24, 50], [36, 34], [56, 30], [70, 38], [74, 50], [70, 62], [56, 70], [36, 66]], 10);
  const tail = blob([[26, 50], [10, 30], [4, 38], [10, 50], [4, 62], [10, 70]], 10);
  const topFin = blob([[40, 36], [50, 20], [62, 24], [60, 33]], 8);
  const lowFin = blob([[44, 66], [50, 78], [58, 76], [56, 66]], 8);
  const weeds = [petal(88, 100, 34, 9, -Math.PI / 2 - 0.15, 0.4), petal(95, 100, 26, 8, -Math.PI / 2 + 0.2, 0.4), petal(14, 100, 22, 8, -Math.PI / 2 + 0.15, 0.4)];
  const sand = blob([[-5, 90], [30, 86], [60, 90], [105, 87], [105, 105], [-5, 105]], 8);
  const bubbles = [circle(82, 30, 3.2), circle(88, 18, 2.4), circle(80, 9, 2)];
  const front = [body, tail, topFin, lowFin, ...weeds, sand, ...bubbles];
  paintTiles(p, tessellate(WHOLE, diamonds(0, 0, 100, 100, 10, 8), front), ([x, y]) => (Math.floor(y / 8) + Math.floor(x / 10)) % 3);
  p.each(tessellate(tail, spokes(30, 50, 7, Math.PI * 0.7, Math.PI * 1.3), [body]), [3, 4]);
  p.each(tessellate(topFin, spokes(50, 40, 5, -Math.PI * 0.95, -Math.PI * 0.15), [body]), [6, 3]);
  p.each(tessellate(lowFin, spokes(50, 62, 4, Math.PI * 0.15, Math.PI * 0.75), [body]), [6, 3]);
  paintTiles(p, tessellate(body, hexes(30, 30, 74, 70, 3.2), [ellipse(62, 46, 4.6, 4.6)]), ([x]) => (x > 58 ? 5 : x > 44 ? 4 : 3));
  p.add(circle(62, 46, 4.8), 8);
  p.add(circle(62.6, 46, 2.7), 7);
  p.add(circle(63.5, 45, 1.45), 8);
  p.each(weeds, [9]);
  p.each(sliceColumns(sand, cuts(0, 100, 9)), [10, 5]);
  p.each(bubbles, [8]);
  p.line([[70, 56], [73, 57.5]], 0.5);
  return p.done();
}

function seaTurtle(): Picture {
  const p = picture("Sea Turtle", [
    colour("Sea Foam", "#d4f4ee"),
    colour("Aqua", "#9fe2d8"),
    colour("Teal", "#5cc2b5"),
    colour("Shell Green", "#5a9e4b"),
    colour("Moss", "#89c05a"),
    colour("Lime", "#c5e17a"),
    colour("Skin Green", "#a7d38b"),
    colour("Shell Rim", "#3f7a3a"),
    colour("Eye Black", "#26302a"),
    colour("Sand", "#f4e1b5"),
    colour("Coral Pink", "#ff8a80"),
  ]);
  const shell = ellipse(50, 50, 25, 21);
  const rim = ellipse(50, 50, 28.5, 24.5);
  const head = ellipse(50, 19, 8, 9);
  const flippers = [petal(34, 39, 25, 10, -Math.PI * 0.8, 0.6), mirror(petal(34, 39, 25, 10, -Math.PI * 0.8, 0.6)), petal(35, 63, 18, 8, Math.PI * 0.78, 0.6), mirror(petal(35, 63, 18, 8, Math.PI * 0.78, 0.6))];
  const tail = polygon([[46, 73], [54, 73], [50, 82]]);
  const corals = [blob([[4, 100], [6, 86], [12, 80], [16, 88], [20, 100]], 6), blob([[80, 100], [84, 88], [90, 82], [96, 88], [98, 100]], 6)];
  const front = [rim, head, ...flippers, tail, ...corals];
  paintTiles(p, tessellate(WHOLE, hexes(0, 0, 100, 100, 4.6), front, 1.5), (at) => ringOf(50, 50, 11, 9)(at) % 3);
  for (const flipper of flippers) p.each(sliceRows(flipper, [40, 70]), [6, 4]);
  p.add(tail, 6);
  p.each(sliceRows(head, [17]), [4, 6]);
  p.add(circle(46.5, 18, 1.6), 8).add(circle(53.5, 18, 1.6), 8);
  p.each(sliceWedges(rim, 50, 50, 24), [7, 3]);
  paintTiles(p, tessellate(shell, hexes(20, 26, 80, 75, 5.2)), (at) => [5, 4, 3][ringOf(50, 50, 8, 3)(at)]!);
  p.each(corals.flatMap((coral) => sliceColumns(coral, [8, 14, 85, 92])), [10, 9]);
  return p.done();
}

function hedgehog(): Picture {
  const p = picture("Hedgehog", [
    colour("Morning Sky", "#fff3d6"),
    colour("Peach Sky", "#ffe0b8"),
    colour("Grass", "#8ccf6a"),
    colour("Dark Grass", "#5ea94f"),
    colour("Spine Brown", "#8a5a3c"),
    colour("Chestnut", "#b07a4f"),
    colour("Hazel", "#d4a373"),
    colour("Face Cream", "#f6dcc0"),
    colour("Nose Black", "#332621"),
    colour("Apple Red", "#e84a4a"),
    colour("Leaf Green", "#4c9a43"),
    colour("Cheek Pink", "#f7a1a1"),
  ]);
  const back = blob([[20, 77], [21, 50], [36, 34], [56, 32], [72, 42], [76, 58], [68, 77]], 10);
  const face = blob([[64, 50], [74, 48], [90, 62], [86, 70], [70, 74], [62, 66]], 10);
  const ground = rect(0, 74, 100, 26);
  const apple = circle(40, 26, 6.5);
  const leaf = petal(41, 19.5, 8, 4, -Math.PI / 4, 0.5);
  const feet = [ellipse(34, 74, 5, 2.6), ellipse(62, 74, 5, 2.6)];
  const front = [back, face, ground, apple, leaf, ...feet];
  paintTiles(p, tessellate(WHOLE, grid(0, 0, 100, 74, 8, 74 / 12, true), front), ([, y]) => (y < 25 ? 1 : y < 50 ? 0 : 1));
  paintTiles(p, tessellate(ground, grid(0, 74, 100, 100, 10, 6.5, true), [back, face, ...feet]), ([x], index) => (index + Math.floor(x / 10)) % 2 === 0 ? 2 : 3);
  paintTiles(p, tessellate(back, diamonds(16, 30, 80, 78, 7, 9), [face, apple, leaf, ...feet], 1.4), ([x, y]) => (Math.round(x / 3.5 + y / 4.5) % 3 === 0 ? 4 : Math.round(x / 3.5 + y / 4.5) % 3 === 1 ? 5 : 6));
  p.each(sliceColumns(face, [72, 80]), [7]);
  p.add(circle(89, 63.5, 2.2), 8).add(circle(77, 58, 1.5), 8).add(circle(75, 66, 2.4), 11);
  p.each(feet, [5]);
  p.each(sliceWedges(apple, 40, 26, 6), [9]);
  p.add(leaf, 10);
  return p.done();
}

function sleepyCat(): Picture {
  const p = picture("Sleepy Cat", [
    colour("Wall Cream", "#fff4e0"),
    colour("Wall Rose", "#ffd9d2"),
    colour("Rug Blue", "#7fb8e6"),
    colour("Rug Navy", "#3f6fb0"),
    colour("Rug White", "#f4f8ff"),
    colour("Ginger", "#f4a24c"),
    colour("Ginger Stripe", "#d9762b"),
    colour("Cream Fur", "#ffe7c4"),
    colour("Ear Pink", "#f59fb0"),
    colour("Nose Brown", "#6b3b2a"),
    colour("Yarn Red", "#e0475b"),
    colour("Cushion Gold", "#ffcf5c"),
  ]);
  const rug = ellipse(50, 76, 48, 20);
  const body = ellipse(52, 62, 28, 16);
  const head = circle(30, 58, 12);
  const ears = [polygon([[20, 52], [19, 40], [28, 47]]), polygon([[32, 46], [38, 38], [40, 50]])];
  const tail = blob([[70, 72], [77, 75], [74, 81], [60, 83], [50, 82], [58, 78], [70, 78]], 8);
  const yarn = circle(84, 40, 7);
  const front = [rug, body, head, ...ears, tail, yarn];
  paintTiles(p, tessellate(WHOLE, grid(0, 0, 100, 100, 6.25, 6.25), front), ([x, y]) => (Math.floor(x / 6.25) + Math.floor(y / 6.25)) % 2);
  const cushion = ellipse(50, 76, 30, 11);
  p.each(tessellate(rug, spokes(50, 76, 20, 0, Math.PI).concat(spokes(50, 76, 20, Math.PI, 2 * Math.PI)), [cushion, body, head, tail]), [2, 4, 3, 4]);
  p.add(cushion, 11);
  p.each(sliceWedges(body, 52, 68, 14, Math.PI), [5, 6]);
  p.each(sliceColumns(tail, [58, 66]), [6, 5]);
  p.each(ears, [5]).add(polygon([[21.2, 49], [21, 44], [25, 47.5]]), 8).add(polygon([[34, 46], [37, 42], [37.6, 47]]), 8);
  p.each(sliceRows(head, [54, 62]), [6, 5, 7]);
  p.add(ellipse(30, 63, 2, 1.4), 9);
  p.line([[22, 58], [25, 59.5], [28, 58]], 0.6).line([[32, 58], [35, 59.5], [38, 58]], 0.6);
  p.each(sliceRows(yarn, [37, 40, 43]), [10, 8]);
  p.line([[78, 44], [70, 52], [74, 56]], 0.5);
  return p.done();
}

function fox(): Picture {
  const p = picture("Fox", [
    colour("Autumn Cream", "#fff1d9"),
    colour("Apricot", "#ffd3a5"),
    colour("Pumpkin", "#f79d5c"),
    colour("Fox Orange", "#ee7733"),
    colour("Rust", "#c4551f"),
    colour("Snow White", "#fffaf5"),
    colour("Ear Brown", "#5a3524"),
    colour("Eye Black", "#241c1c"),
    colour("Leaf Red", "#d1495b"),
    colour("Leaf Gold", "#edae49"),
    colour("Pine Green", "#3f7d5a"),
  ]);
  const face = polygon([[20, 30], [38, 42], [62, 42], [80, 30], [74, 56], [50, 86], [26, 56]]);
  const ears = [polygon([[20, 30], [22, 8], [40, 40]]), mirror(polygon([[20, 30], [22, 8], [40, 40]]))];
  const innerEars = [polygon([[24, 30], [25, 15], [35, 37]]), mirror(polygon([[24, 30], [25, 15], [35, 37]]))];
  const cheeks = [polygon([[26, 56], [50, 62], [50, 86]]), mirror(polygon([[26, 56], [50, 62], [50, 86]]))];
  const ground = rect(0, 94, 100, 6);
  const front = [face, ...ears, ground];
  paintTiles(p, tessellate(WHOLE, diamonds(0, 0, 100, 100, 8.4, 10), front), ([x, y]) => [8, 9, 0, 1][(Math.floor(x / 8.4) + Math.floor(y / 5)) % 4]!);
  p.each(ears, [4]).each(innerEars, [6]);
  paintTiles(p, tessellate(face, diamonds(20, 30, 80, 88, 6, 7), [...cheeks, ...innerEars, ellipse(38, 50, 3, 3.6), ellipse(62, 50, 3, 3.6), ellipse(50, 82, 4, 3)]), ([x]) => (Math.abs(x - 50) < 8 ? 2 : 3));
  for (const cheek of cheeks) p.each(sliceRows(cheek, [66, 74]), [5]);
  p.add(ellipse(38, 50, 3, 3.6), 7).add(ellipse(62, 50, 3, 3.6), 7);
  p.add(circle(38.8, 49, 1.3), 5).add(circle(62.8, 49, 1.3), 5);
  p.add(ellipse(50, 82, 4, 3), 7);
  p.each(sliceColumns(ground, cuts(0, 100, 8)), [10]);
  return p.done();
}

function whale(): Picture {
  const p = picture("Happy Whale", [
    colour("Sky", "#d8f1ff"),
    colour("Pale Sky", "#eef9ff"),
    colour("Sea Blue", "#4aa8e0"),
    colour("Deep Blue", "#2a7fc0"),
    colour("Ink Blue", "#215d96"),
    colour("Whale Blue", "#6c8fd6"),
    colour("Belly", "#dbe6ff"),
    colour("Spout", "#ffffff"),
    colour("Sun", "#ffd45c"),
    colour("Eye Navy", "#1e2a4a"),
    colour("Cheek Pink", "#ff9eb5"),
  ]);
  const sea = rect(0, 60, 100, 40);
  const body = blob([[14, 58], [30, 40], [56, 36], [76, 46], [80, 62], [62, 74], [30, 74]], 10);
  const belly = blob([[24, 64], [46, 66], [70, 64], [64, 72], [32, 72]], 8);
  const tail = blob([[76, 50], [86, 34], [96, 30], [92, 40], [98, 48], [86, 52]], 8);
  const spout = [petal(44, 36, 14, 6, -Math.PI / 2 - 0.5, 0.8), petal(44, 36, 16, 6, -Math.PI / 2, 0.8), petal(44, 36, 14, 6, -Math.PI / 2 + 0.5, 0.8)];
  const sun = circle(14, 14, 7);
  const front = [body, tail, ...spout, sun, sea];
  paintTiles(p, tessellate(WHOLE, hexes(0, 0, 100, 60, 5), front), (at) => (ringOf(14, 14, 14, 4)(at) % 2 === 0 ? 1 : 0));
  paintTiles(p, tessellate(sea, grid(0, 60, 100, 100, 10, 5, true), [body, tail]), ([, y]) => (y < 72 ? 2 : y < 86 ? 3 : 4));
  p.add(sun, 8);
  p.each(sliceWedges(tail, 86, 44, 5), [5, 3]);
  paintTiles(p, tessellate(body, grid(10, 36, 82, 76, 7, 6, true), [belly]), ([x]) => (x < 40 ? 5 : 3));
  p.each(sliceColumns(belly, cuts(24, 70, 7)), [6]);
  p.add(circle(30, 54, 2), 9).add(ellipse(26, 60, 3, 1.8), 10);
  p.each(spout, [7]);
  return p.done();
}

export const ANIMAL_PICTURES: readonly (() => Picture)[] = [goldfish, seaTurtle, hedgehog, sleepyCat, fox, whale];
