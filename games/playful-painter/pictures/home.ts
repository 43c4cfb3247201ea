/** Cozy Home (PAI_HOME): six warm corners of a home, their books, bricks, patches and wallpaper cut into many small cells. */
import { apart, circle, clip, colour, cuts, ellipse, petal, picture, polygon, rect, roundRect, sliceColumns, sliceRows, sliceWedges, stroke, tessellate, type Picture, type PictureBuilder, type Point, type Shape } from "./kit.ts";
import { diamonds, grid, hexes, paintTiles } from "./mosaic.ts";

/** Striped wallpaper over the top of the picture down to `bottom`, in the first two colours. */
function wallpaper(p: PictureBuilder, bottom: number, front: readonly Shape[]): void {
  paintTiles(p, tessellate(rect(0, 0, 100, bottom), grid(0, 0, 100, bottom, 6.25, 8), front), ([x]) => Math.floor(x / 6.25) % 2);
}

/** A leaf cut along its middle into a light and a dark half. */
function halves(bx: number, by: number, length: number, width: number, angle: number): Shape[] {
  const leaf = petal(bx, by, length, width, angle, 0.5);
  const tip: Point = [bx + length * Math.cos(angle), by + length * Math.sin(angle)];
  return [clip(leaf, [bx, by], tip), clip(leaf, tip, [bx, by])];
}

/** A made-up but steady sequence in [0, 1) for book heights and brick shades. */
const hash = (n: number) => {
  const value = Math.sin(n * 12.9898 + 78.233) * 43758.5453;
  return value - Math.floor(value);
};

function teatime(): Picture {
  const p = picture("Teatime", [
    colour("Wall Cream", "#fff4e0"),
    colour("Wall Mint", "#d5f0e3"),
    colour("Cloth White", "#fdfbff"),
    colour("Cloth Pink", "#f7c6d0"),
    colour("Cloth Rose", "#e98aa0"),
    colour("Teapot Blue", "#5b8fd9"),
    colour("Sky Blue", "#a9c9f5"),
    colour("Navy", "#2f4f8f"),
    colour("Cup Yellow", "#ffd166"),
    colour("Honey", "#f4a261"),
    colour("Cookie Brown", "#c68b59"),
    colour("Tea Red", "#a0522d"),
  ]);
  const body = ellipse(40, 52, 21, 17);
  const lid = sliceRows(ellipse(40, 36, 11, 5), [36])[0]!;
  const knob = circle(40, 29.5, 2.8);
  const spout = stroke([[56, 56], [64, 48], [70, 38]], 7, 4.5);
  const handle = [rect(13, 42, 6, 20)];
  const cup = sliceRows(ellipse(78, 62, 11, 12), [62])[1]!;
  const tea = ellipse(78, 62, 11, 2.6);
  const saucer = ellipse(78, 75, 16, 3.6);
  const plate = ellipse(28, 84, 18, 6);
  const cookies = [circle(20, 82, 4.6), circle(30, 84, 4.6), circle(38, 81, 4)];
  const cupHandle = stroke([[89, 64], [94, 66], [92, 71], [87, 71]], 2.2);
  const front = [body, lid, knob, spout, ...handle, cup, tea, saucer, cupHandle, plate, ...cookies];
  wallpaper(p, 62, front);
  // A gingham cloth: rows and columns of pink crossing on white.
  paintTiles(p, tessellate(rect(0, 62, 100, 38), grid(0, 62, 100, 100, 6.25, 4.75), front), ([x, y]) => 2 + (Math.floor(x / 6.25) % 2) + (Math.floor((y - 62) / 4.75) % 2));
  p.each(handle.flatMap((part) => sliceRows(part, [48, 56])), [7, 5]);
  p.each(tessellate(spout, grid(0, 0, 100, 100, 5, 5), [body]), [5, 7]);
  paintTiles(p, tessellate(body, hexes(18, 34, 62, 70, 3.2)), ([x, y], index) => (y > 62 ? 7 : index % 5 === 0 ? 8 : Math.hypot(x - 34, y - 44) < 9 ? 6 : 5));
  p.each(sliceColumns(lid, [35, 45]), [7, 5, 7]).add(knob, 8);
  p.each(sliceColumns(saucer, cuts(62, 94, 4)), [8, 9]);
  p.each(sliceColumns(cup, cuts(67, 89, 4)), [8, 2]).add(tea, 11);
  p.add(cupHandle, 9);
  p.each(tessellate(plate, grid(10, 0, 46, 100, 9, 100), cookies), [2, 6]);
  p.each(cookies.flatMap((cookie, k) => sliceWedges(cookie, k === 1 ? 30 : k === 0 ? 20 : 38, k === 1 ? 84 : k === 0 ? 82 : 81, 3)), [10, 9]);
  for (const x of [74, 80]) p.line([[x, 54], [x - 2, 49], [x + 1, 45], [x - 1, 40]], 0.6);
  return p.done();
}

function bookshelf(): Picture {
  const p = picture("Bookshelf", [
    colour("Wall Peach", "#ffe5d0"),
    colour("Wall Cream", "#fff4e6"),
    colour("Oak", "#b5804f"),
    colour("Walnut", "#7a5230"),
    colour("Book Red", "#e15554"),
    colour("Book Blue", "#3f7cc0"),
    colour("Book Green", "#4caf6e"),
    colour("Book Yellow", "#f6c445"),
    colour("Book Purple", "#8e6cc9"),
    colour("Label Cream", "#fff8e7"),
    colour("Pot Terracotta", "#d9734e"),
    colour("Leaf Green", "#3f8f4f"),
  ]);
  const frame = rect(12, 8, 76, 90);
  wallpaper(p, 100, [frame]);
  // What shows of the frame round the backs: the sides in lengths cut at the shelves, and the top board.
  p.each([rect(12, 8, 3, 90), rect(85, 8, 3, 90)].flatMap((side) => sliceRows(side, [19, 30, 41, 52, 63, 74, 85])), [3]).add(rect(12, 8, 76, 3.2), 3);
  const shelves = [30, 52, 74];
  // Books stand on each shelf, of steady pseudo-random widths and heights, each spine with a label band.
  const books: { shape: Shape; colour: number; floor: number; h: number }[] = [];
  let n = 0;
  for (const [k, floor] of [[0, 30], [1, 52], [2, 74], [3, 96]] as const) {
    let x = 16 + (k === 0 ? 22 : 0);
    const end = k === 3 ? 62 : 84;
    while (x < end - 4) {
      const w = Math.min(end - x, 4.2 + hash(n) * 3);
      const h = 12 + hash(n + 50) * 6;
      books.push({ shape: rect(x, floor - h, w - 0.4, h), colour: 4 + (n % 5), floor, h });
      x += w;
      n++;
    }
  }
  // A plant on the top shelf and a stack of lying books on the bottom one.
  const pot = polygon([[19, 30], [17, 22], [33, 22], [31, 30]]);
  const leaves = [-2.5, -1.57, -0.64].map((angle) => halves(25, 22, 10, 7, angle));
  const stack = [0, 1, 2].map((k) => rect(66 + k, 92 - k * 4, 16 - k * 2, 4));
  const backs = [8, ...shelves].map((top, k) => rect(15, top + 3, 70, (k < 3 ? shelves[k]! : 96) - top - 3));
  const front = [...books.map((book) => book.shape), pot, ...leaves.flat(), ...stack];
  p.each(backs.flatMap((back) => tessellate(back, grid(15, 0, 85, 100, 14, 100), front)), [2]);
  for (const top of [...shelves, 96]) p.each(sliceColumns(rect(12, top - 0.2, 76, 3.2), cuts(12, 88, 3)), [3, 2]);
  for (const { shape, colour: spine, floor, h } of books) p.each(sliceRows(shape, [floor - h * 0.72, floor - h * 0.46]), [spine, 9, spine]);
  for (const leaf of leaves) p.each(leaf, [11, 6]);
  p.each(sliceRows(pot, [25]), [10, 3]);
  p.each(stack, [5, 7, 4]);
  return p.done();
}

function windowPlants(): Picture {
  const p = picture("Window Plants", [
    colour("Wall Lilac", "#ece4f7"),
    colour("Wall White", "#fbf8ff"),
    colour("Sky", "#bfe6ff"),
    colour("Pale Sky", "#e3f4ff"),
    colour("Cloud", "#ffffff"),
    colour("Frame White", "#f2efe9"),
    colour("Curtain Rose", "#f48fb1"),
    colour("Curtain Deep", "#d8668f"),
    colour("Terracotta", "#d9734e"),
    colour("Clay", "#f0a07a"),
    colour("Leaf Green", "#3f9a4f"),
    colour("Fern", "#7cc46b"),
    colour("Bloom Yellow", "#ffd23f"),
    colour("Sill Wood", "#b5804f"),
  ]);
  const glass = rect(24, 10, 52, 52);
  const frameBars = [rect(21, 7, 58, 3), rect(21, 62, 58, 3), rect(48.5, 10, 3, 52), rect(24, 34.5, 52, 3)];
  const curtains = [polygon([[12, 4], [30, 4], [24, 40], [26, 68], [12, 68]]), polygon([[88, 4], [70, 4], [76, 40], [74, 68], [88, 68]])];
  const rod = rect(6, 2, 88, 3);
  const sill = rect(14, 65, 72, 6);
  const pots = [polygon([[20, 86], [18, 71], [34, 71], [32, 86]]), polygon([[43, 86], [41, 71], [59, 71], [57, 86]]), polygon([[68, 86], [66, 71], [82, 71], [80, 86]])];
  const cactus = ellipse(26, 60, 6, 11);
  const clouds = [ellipse(36, 22, 8, 4), ellipse(64, 48, 9, 4)];
  const leaves = [-2.5, -1.95, -1.19, -0.64].map((angle) => halves(50, 71, 15, 7, angle));
  const bloomsAt = [[67, 54], [74, 50], [80, 55], [76, 62], [68, 63]] as const;
  const blooms = bloomsAt.map(([x, y]) => circle(x, y, 3.8));
  // Beside the blooms rather than behind one, so it shows whole.
  const stalk = rect(71.6, 56, 2.4, 15);
  const plants = [cactus, ...leaves.flat(), ...blooms, stalk];
  // The window and all in it as one block: the wall needs only what covers it, and fewer shapes build it fast.
  wallpaper(p, 86, [rect(12, 7, 76, 61), ...curtains, rod, sill, ...pots]);
  paintTiles(p, tessellate(glass, diamonds(24, 10, 76, 62, 8, 8), [...frameBars, ...curtains, ...plants, ...clouds]), ([, y]) => (y < 34 ? 2 : 3));
  p.each(clouds.flatMap((cloud) => sliceColumns(cloud, cuts(cloud === clouds[0] ? 28 : 55, cloud === clouds[0] ? 44 : 73, 3))), [4]);
  p.each(frameBars.flatMap((bar, k) => apart(bar, [...frameBars.slice(k + 1), ...plants])), [5]);
  p.each(curtains.flatMap((curtain) => sliceColumns(curtain, [15.5, 19.5, 80.5, 84.5]).flatMap((fold) => sliceRows(fold, [24, 46]))), [6, 7]);
  p.each(sliceColumns(rod, cuts(6, 94, 6)), [13]);
  p.each(tessellate(sill, grid(14, 0, 86, 100, 9, 100), plants), [13, 9]);
  p.each(sliceColumns(cactus, [24, 28]).flatMap((rib) => sliceRows(rib, [55, 64])), [11, 10]);
  p.add(circle(26, 49, 2.6), 12);
  for (const leaf of leaves) p.each(leaf, [10, 11]);
  p.add(stalk, 10);
  bloomsAt.forEach(([x, y], k) => p.add(blooms[k]!, 12).add(circle(x, y, 1.5), 8));
  p.each(pots.flatMap((pot) => sliceRows(pot, [78, 82])), [8, 9, 8]);
  p.each(sliceColumns(rect(0, 86, 100, 14), cuts(0, 100, 8)).flatMap((plank) => sliceRows(plank, [93])), [13, 9]);
  return p.done();
}

function fireplace(): Picture {
  const p = picture("Fireplace", [
    colour("Wall Sage", "#dfe9d8"),
    colour("Wall Cream", "#f5f1e3"),
    colour("Brick Red", "#c0573e"),
    colour("Brick Rust", "#d9784f"),
    colour("Brick Dark", "#9c4331"),
    colour("Soot", "#3a2f33"),
    colour("Flame Yellow", "#ffd23f"),
    colour("Flame Orange", "#ff8c2b"),
    colour("Log Brown", "#7a4f2a"),
    colour("Mantel Oak", "#b5804f"),
    colour("Clock Gold", "#f2c14e"),
    colour("Clock Face", "#fffaf0"),
    colour("Candle Pink", "#f7b7c8"),
    colour("Floor Tan", "#e3c595"),
  ]);
  const surround = rect(12, 30, 76, 64);
  const opening = polygon([[30, 94], [30, 66], ...Array.from({ length: 13 }, (_, k): Point => [50 - 20 * Math.cos((k * Math.PI) / 12), 66 - 14 * Math.sin((k * Math.PI) / 12)]), [70, 66], [70, 94]]);
  const mantel = rect(6, 24, 88, 6);
  const clock = circle(50, 14, 8);
  const candles = [rect(18, 12, 5, 12), rect(77, 12, 5, 12)];
  const flames = [petal(20.5, 12, 6, 3.6, -Math.PI / 2, 0.6), petal(79.5, 12, 6, 3.6, -Math.PI / 2, 0.6)];
  const floor = rect(0, 94, 100, 6);
  wallpaper(p, 100, [surround, mantel, clock, ...candles, ...flames, floor]);
  // Bricks in a running bond, a few in darker or lighter fired shades.
  paintTiles(p, tessellate(surround, grid(12, 30, 88, 94, 8, 4, true), [opening]), (_, index) => [2, 3, 2, 4, 2, 3][Math.floor(hash(index) * 6)]!);
  p.add(opening, 5);
  // The flames rise from inside the logs, overlapping there, so no sliver of the opening shows between them.
  const fire = [petal(50, 88, 26, 12, -Math.PI / 2, 0.4), petal(45, 88, 18, 8, -Math.PI / 2 - 0.3, 0.4), petal(55, 88, 18, 8, -Math.PI / 2 + 0.3, 0.4)];
  p.each(fire.flatMap((flame, k) => sliceRows(flame, k === 0 ? [72, 78] : [77])), [7, 6, 7]);
  p.each([rect(32, 86, 36, 4), rect(35, 82, 30, 4)].flatMap((log) => sliceColumns(log, cuts(30, 70, 4))), [8, 4]);
  p.each(sliceColumns(mantel, cuts(6, 94, 8)), [9, 8]);
  p.each(sliceWedges(clock, 50, 14, 8), [10]).add(circle(50, 14, 5.2), 11);
  p.line([[50, 14], [50, 10.5]], 0.7).line([[50, 14], [52.5, 15]], 0.7);
  p.each(candles.flatMap((candle) => sliceRows(candle, [18])), [12, 11]);
  p.each(flames, [6]);
  p.each(sliceColumns(floor, cuts(0, 100, 6)), [13, 9]);
  return p.done();
}

function patchworkQuilt(): Picture {
  const p = picture("Patchwork Quilt", [
    colour("Wall Blue", "#dcecff"),
    colour("Wall White", "#f7fbff"),
    colour("Headboard", "#a86f45"),
    colour("Walnut", "#7a5230"),
    colour("Pillow White", "#ffffff"),
    colour("Pillow Pink", "#ffd6e0"),
    colour("Patch Red", "#e15554"),
    colour("Patch Yellow", "#f6c445"),
    colour("Patch Teal", "#3bb3a8"),
    colour("Patch Navy", "#33508f"),
    colour("Patch Cream", "#fff3d6"),
    colour("Floor Oak", "#d9b382"),
    colour("Rug Green", "#8cc084"),
  ]);
  const headboard = roundRect(12, 18, 76, 44, 8);
  const pillows = [roundRect(18, 36, 30, 12, 5), roundRect(52, 36, 30, 12, 5)];
  const quilt = rect(8, 48, 84, 40);
  const legs = [rect(10, 88, 4, 6), rect(86, 88, 4, 6)];
  const floor = rect(0, 88, 100, 12);
  wallpaper(p, 88, [headboard, quilt, ...legs]);
  p.each(sliceColumns(floor, cuts(0, 100, 8)), [11, 12]);
  p.each(legs, [3]);
  p.each(sliceColumns(headboard, cuts(12, 88, 9)), [2, 3]);
  p.each(pillows.flatMap((pillow) => sliceColumns(pillow, cuts(18, 82, 8))), [4, 5]);
  // Each 10.5 x 10 patch is two triangles, in the colours of a star-and-diamond quilt.
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 8; column++) {
      const [x, y] = [8 + column * 10.5, 48 + row * 10];
      const flip = (row + column) % 2 === 0;
      const a = flip ? polygon([[x, y], [x + 10.5, y], [x, y + 10]]) : polygon([[x, y], [x + 10.5, y], [x + 10.5, y + 10]]);
      const b = flip ? polygon([[x + 10.5, y], [x + 10.5, y + 10], [x, y + 10]]) : polygon([[x, y], [x + 10.5, y + 10], [x, y + 10]]);
      p.add(a, 6 + ((row + column) % 4)).add(b, row % 2 === 0 ? 10 : 6 + ((column + 2) % 4));
    }
  }
  p.each(sliceColumns(rect(8, 86, 84, 4), cuts(8, 92, 8)), [9, 10]);
  return p.done();
}

function readingCorner(): Picture {
  const p = picture("Reading Corner", [
    colour("Wall Butter", "#fff1c9"),
    colour("Wall Cream", "#fffaf0"),
    colour("Chair Teal", "#2f9c95"),
    colour("Chair Light", "#5cc2b5"),
    colour("Button", "#1f6f6a"),
    colour("Lamp Shade", "#f9c74f"),
    colour("Shade Light", "#ffe39a"),
    colour("Brass", "#b08d57"),
    colour("Wood", "#8a5a3c"),
    colour("Rug Red", "#e07a5f"),
    colour("Rug Cream", "#f4e1c1"),
    colour("Book Blue", "#3f7cc0"),
    colour("Book Plum", "#8e4c8e"),
    colour("Floor Oak", "#d9b382"),
  ]);
  const back = roundRect(26, 30, 48, 40, 10);
  const arms = [roundRect(18, 50, 14, 32, 6), roundRect(68, 50, 14, 32, 6)];
  const seat = roundRect(30, 64, 40, 12, 4);
  const base = rect(22, 76, 56, 8);
  const chairLegs = [rect(24, 84, 4, 6), rect(72, 84, 4, 6)];
  const shade = polygon([[84, 14], [92, 14], [97, 28], [79, 28]]);
  const pole = rect(87, 28, 2, 56);
  const lampFoot = ellipse(88, 86, 6, 2);
  const table = [rect(4, 58, 16, 3), rect(10, 61, 4, 27)];
  const books = [rect(5, 54, 14, 4), rect(6, 50, 12, 4), rect(5, 46, 13, 4)];
  const rug = ellipse(50, 96, 44, 6);
  const floor = rect(0, 88, 100, 12);
  const chair = [back, ...arms, seat, base, ...chairLegs];
  wallpaper(p, 88, [...chair, shade, pole, ...table, ...books, floor]);
  p.each(sliceColumns(floor, cuts(0, 100, 7)), [13, 8]);
  p.each(sliceColumns(rug, cuts(6, 94, 10)), [9, 10]);
  p.each(chairLegs, [8]);
  // A tufted back: diamonds between buttons.
  paintTiles(p, tessellate(back, diamonds(26, 30, 74, 70, 8, 9), [...arms, seat]), ([x, y]) => ((Math.round((x - 26) / 4) + Math.round((y - 30) / 4.5)) % 4 === 0 ? 3 : 2));
  for (const [x, y] of [[34, 39], [42, 39], [50, 39], [58, 39], [66, 39], [38, 48], [46, 48], [54, 48], [62, 48]] as const) p.add(circle(x, y, 1.5), 4);
  p.each(arms.flatMap((arm) => sliceRows(arm, cuts(50, 82, 5))), [3, 2]);
  p.each(sliceColumns(seat, cuts(30, 70, 4)), [3]);
  p.each(sliceColumns(base, cuts(22, 78, 7)), [2, 4]);
  p.each(table.flatMap((part) => sliceRows(part, [74])), [8]);
  p.each(books.flatMap((book) => sliceColumns(book, [9])), [11, 10, 12, 10, 5, 10]);
  p.each(sliceRows(pole, cuts(28, 84, 6)), [7]).add(lampFoot, 7);
  p.each(sliceColumns(shade, cuts(79, 97, 6)), [5, 6]);
  return p.done();
}

export const HOME_PICTURES: readonly (() => Picture)[] = [teatime, bookshelf, windowPlants, fireplace, patchworkQuilt, readingCorner];
