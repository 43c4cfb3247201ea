/**
 * Sweets (PAI_SWEETS). Each treat stands before rays and rings about it, cut into cells by the kit's
 * `tessellate` around the treat, and is itself cut into cells lit on one side and shaded on the other.
 */
import { band, between, blob, circle, clip, colour, curve, cuts, ellipse, heart, intersect, mirror, petal, picture, polygon, rect, rotate, roundRect, sliceColumns, sliceRows, sliceWedges, star, stroke, tessellate, type Picture, type Point, type Shape } from "./kit.ts";
import { centre, crossed, diamonds, grid, paintTiles, spokes, web } from "./mosaic.ts";

const TAU = Math.PI * 2;

/** A closed wavy ring about (cx, cy): radius r plus `wave` times a sine with `n` bumps. */
function wavy(cx: number, cy: number, r: number, wave: number, n: number, turn = 0): Point[] {
  return Array.from({ length: 96 }, (_, step): Point => {
    const a = (step / 96) * TAU;
    const radius = r + wave * Math.sin(n * a + turn);
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  });
}

/** A short rounded sprinkle from (x, y) at `angle`. */
function sprinkle(x: number, y: number, angle: number): Shape {
  const dx = Math.cos(angle) * 2.2;
  const dy = Math.sin(angle) * 2.2;
  return stroke([[x - dx, y - dy], [x, y], [x + dx, y + dy]], 2.6);
}

function cupcake(): Picture {
  const p = picture("Cupcake", [
    colour("Pale Pink", "#fff0f4"),
    colour("Blush", "#ffdce6"),
    colour("Lilac", "#c9b6f2"),
    colour("Lavender", "#a58be0"),
    colour("Sky Wrapper", "#7cc6f2"),
    colour("Deep Wrapper", "#4a9fd8"),
    colour("Strawberry Cream", "#ff9ebb"),
    colour("Vanilla Cream", "#fff6e0"),
    colour("Cherry Red", "#e0284a"),
    colour("White", "#ffffff"),
    colour("Lemon", "#ffd93d"),
    colour("Mint", "#7ed9b5"),
    colour("Deep Strawberry", "#f27399"),
    colour("Vanilla Shade", "#f6dfae"),
    colour("Dark Cherry", "#a3183a"),
    colour("Light Strawberry", "#ffc6d8"),
  ]);
  const wrapper = polygon([[29, 60], [71, 60], [65, 88], [35, 88]]);
  const tiers = [
    { shape: blob(wavy(50, 59, 23, 1.2, 9).map(([x, y]): Point => [x, 59 + (y - 59) * 0.42]), 1), y: 59, ridges: 12, colours: [15, 6, 12] },
    { shape: blob(wavy(50, 49, 18, 1, 8).map(([x, y]): Point => [x, 49 + (y - 49) * 0.5]), 1), y: 49, ridges: 10, colours: [9, 7, 13] },
    { shape: blob(wavy(50, 40, 13, 0.8, 7).map(([x, y]): Point => [x, 40 + (y - 40) * 0.6]), 1), y: 40, ridges: 8, colours: [15, 6, 12] },
  ];
  const dollop = petal(50, 37, 10, 9, -Math.PI / 2, 0.5);
  const cherry = circle(50, 27.5, 4.8);
  const sprinkles = [[36, 58, 0.4], [46, 61, -0.6], [57, 59, 0.9], [64, 60, -0.2], [41, 50, -0.9], [52, 48, 0.3], [61, 50, -0.5], [45, 39, 0.8], [56, 41, -0.3]].map(([x, y, angle]) => sprinkle(x!, y!, angle!));
  const hearts = [[12, 14], [86, 12], [9, 48], [91, 44], [22, 30], [78, 30]].map(([x, y]) => heart(x!, y!, 7));
  const cake = [wrapper, ...tiers.map((tier) => tier.shape), dollop, cherry];
  // Pink rays about the cupcake crossed by rings, hearts floating in them.
  paintTiles(p, tessellate(rect(0, 0, 100, 86), web(50, 46, 20, [14, 21, 29, 38, 48, 60, 74, 92]), [...cake, ...hearts]), ([x, y]) => (Math.floor(((Math.atan2(y - 46, x - 50) + Math.PI / 2 + TAU) % TAU) / (TAU / 20)) % 2 === 0 ? 0 : 1));
  p.each(hearts, [6, 2]);
  // The table in lilac checks.
  paintTiles(p, tessellate(rect(0, 86, 100, 14), grid(0, 86, 100, 100, 100 / 12, 4.67), cake), ([x, y]) => ((Math.floor(x / (100 / 12)) + Math.floor((y - 86) / 4.67)) % 2 === 0 ? 2 : 3));
  // The paper case in pleats, alternately catching the light, checked at its rim.
  paintTiles(p, tessellate(wrapper, crossed(spokes(50, 20, 12, Math.PI / 2 - 0.42, Math.PI / 2 + 0.42), grid(0, 60, 100, 88, 100, 9.4)), tiers.map((tier) => tier.shape)), ([x, y]) => {
    const pleat = Math.floor((Math.atan2(y - 20, x - 50) - Math.PI / 2 + 0.42) / (0.84 / 12));
    return (pleat + (y < 66 ? 1 : 0)) % 2 === 0 ? 4 : 5;
  });
  // Each swirl of frosting piped in ridges that alternately catch the light, its underside in shade.
  tiers.forEach(({ shape, y: middle, ridges, colours }, index) => {
    const over = [...tiers.slice(index + 1).map((tier) => tier.shape), dollop, cherry, ...sprinkles];
    const [a0, a1] = [-Math.PI / 2 - 0.75, -Math.PI / 2 + 0.75];
    paintTiles(p, tessellate(shape, crossed(spokes(50, middle + 30, ridges, a0, a1), grid(0, middle - 20, 100, middle + 21, 100, 21)), over), ([x, y]) => {
      const ridge = Math.floor((Math.atan2(y - middle - 30, x - 50) - a0) / ((a1 - a0) / ridges));
      return colours[(ridge % 2) + (y > middle ? 1 : 0)]!;
    });
  });
  p.each(sprinkles, [10, 11, 2, 10, 11, 8, 10, 2, 11]);
  p.each(sliceColumns(dollop, [50]), [7, 13]);
  p.line([[50, 24], [52, 18], [56, 15]], 0.7);
  p.add(clip(cherry, [54.5, 23], [45.5, 32]), 8).add(clip(cherry, [45.5, 32], [54.5, 23]), 14);
  p.add(circle(48.5, 26, 1.5), 9);
  return p.done();
}

function donut(): Picture {
  const p = picture("Donut", [
    colour("Mint", "#dff7ee"),
    colour("Seafoam", "#bfeedd"),
    colour("Plate White", "#fbfbff"),
    colour("Plate Blue", "#9cc9f5"),
    colour("Golden Dough", "#f2b872"),
    colour("Toasty", "#d98e47"),
    colour("Pink Icing", "#ff7eb6"),
    colour("Lemon", "#ffd93d"),
    colour("Sky Blue", "#59b8ff"),
    colour("White", "#ffffff"),
    colour("Grape", "#9b5de5"),
    colour("Lime", "#8fd14f"),
    colour("Light Icing", "#ffb3d6"),
    colour("Deep Icing", "#e8609e"),
    colour("Dark Toast", "#b06a2c"),
  ]);
  // How much a point about the middle faces the light, up and to the left: 1 facing it, -1 away.
  const light = ([x, y]: Point) => Math.cos(Math.atan2(y - 50, x - 50) + (Math.PI * 3) / 4);
  // The icing a whole disc and the hole's wall painted over its middle: cells with holes could not merge.
  const hole = polygon(wavy(50, 50, 14.5, 0.8, 6, 1));
  const icing = polygon(wavy(50, 50, 28, 1.8, 8));
  const sprinkles = Array.from({ length: 20 }, (_, index) => {
    const a = (index * TAU) / 20 + 0.2;
    const r = index % 2 === 0 ? 19 : 24;
    return sprinkle(50 + r * Math.cos(a), 50 + r * Math.sin(a), a * 2.3 + index);
  });
  const plate = circle(50, 50, 43);
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(50, 50, 16, [43, 50, 58, 68, 80, 96]), [plate]), ([x, y]) => (Math.floor(((Math.atan2(y - 50, x - 50) + Math.PI / 2 + TAU) % TAU) / (TAU / 16)) % 2 === 0 ? 0 : 1));
  // The plate: a blue and white rim, a white well.
  for (let index = 0; index < 24; index++) p.add(band(50, 50, 37, 43, (index * TAU) / 24, ((index + 1) * TAU) / 24), index % 2 === 0 ? 3 : 2);
  p.each(sliceWedges(circle(50, 50, 37), 50, 50, 12), [2]);
  // The dough, golden where it faces the light and toasted away from it; inside the hole the other way about.
  paintTiles(p, tessellate(circle(50, 50, 32), web(50, 50, 20, [17, 33]), [icing]), (at) => (light(at) > 0.3 ? 4 : light(at) > -0.5 ? 5 : 14));
  // The icing in rings and wedges, glossy towards the light and deeper away from it.
  paintTiles(p, tessellate(icing, web(50, 50, 16, [12, 19.5, 24, 31]), [hole, ...sprinkles]), (at) => (light(at) > 0.55 ? 12 : light(at) < -0.55 ? 13 : 6));
  p.each(sprinkles, [7, 8, 9, 10, 11]);
  paintTiles(p, tessellate(hole, web(50, 50, 12, [10, 18]), [circle(50, 50, 11)]), (at) => (light(at) < -0.3 ? 4 : light(at) < 0.5 ? 5 : 14));
  p.each(sliceWedges(circle(50, 50, 11), 50, 50, 4, -Math.PI / 4), [2]);
  return p.done();
}

function iceCreamCone(): Picture {
  const p = picture("Ice Cream Cone", [
    colour("Sky", "#e2f3ff"),
    colour("Soft Blue", "#c4e6ff"),
    colour("Waffle", "#e9b36a"),
    colour("Toasted Waffle", "#c98a3f"),
    colour("Strawberry", "#ff8fb1"),
    colour("Mint Chip", "#9be3c3"),
    colour("Chocolate", "#6b3f2a"),
    colour("Cherry Red", "#e0284a"),
    colour("White", "#ffffff"),
    colour("Lemon", "#ffd93d"),
    colour("Wafer", "#f7d9a0"),
    colour("Light Pink", "#ffc2d4"),
    colour("Raspberry", "#f0668f"),
    colour("Pale Mint", "#cdf3e1"),
    colour("Deep Mint", "#6ccfa3"),
    colour("Dark Cherry", "#a3183a"),
  ]);
  const cone = polygon([[32, 59], [68, 59], [50, 97]]);
  const rim = roundRect(30.5, 54, 39, 6.5, 2.2);
  const pink = blob([[30, 50], [35, 38], [50, 33], [65, 38], [70, 50], [69.5, 55.5], [65, 55], [61, 62], [56.5, 55.5], [50, 63.5], [44, 55.5], [39.5, 61], [35, 55], [30.5, 56]], 8);
  const mint = circle(50, 27, 14);
  const cherry = circle(50, 10.5, 4.8);
  const stick = stroke([[59, 27], [73, 6]], 5.5);
  const sprinkles = [[37, 46, 0.5], [46, 41, -0.7], [56, 42, 0.2], [63, 48, 0.9], [42, 52, -0.2], [52, 50, 0.8], [59, 55, -0.5]].map(([x, y, angle]) => sprinkle(x!, y!, angle!));
  const chips = [[42, 22], [55, 19], [47, 30], [58, 29], [51, 37], [40, 32], [62, 22]].map(([x, y]) => ellipse(x!, y!, 1.9, 1.4, x!));
  const sparkles = [[13, 14], [87, 26], [10, 46], [90, 55], [16, 80], [84, 86], [28, 6]].map(([x, y]) => star(x!, y!, 3.6, 1.5, 4));
  const treat = [cone, rim, pink, mint, cherry, stick];
  // Rays about the top scoop crossed by rings, the rays alternating blues.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(50, 27, 20, [17, 24, 32, 41, 51, 62, 75, 90, 110]), [...treat, ...sparkles]), ([x, y]) => {
    const ray = Math.floor(((Math.atan2(y - 27, x - 50) + Math.PI / 2 + TAU) % TAU) / (TAU / 20));
    return ray % 2 === 0 ? 0 : 1;
  });
  p.each(sparkles, [8, 9]);
  // The waffle in a harlequin of pockets, lit on the left and toasted on the right.
  paintTiles(p, tessellate(cone, diamonds(32, 59, 68, 97, 6.4, 6.4), [rim, pink]), ([x, y]) => {
    const odd = Math.round((y - 59) / 3.2) % 2 === 1;
    return x < 48 ? (odd ? 2 : 10) : x < 55 ? (odd ? 3 : 2) : odd ? 3 : 2;
  });
  paintTiles(p, tessellate(rim, grid(30, 50, 70, 62, 6.5, 12), [pink]), ([x]) => (x < 44 ? 10 : x < 58 ? 2 : 3));
  p.each(tessellate(stick, grid(50, 2.5, 80, 30, 30, 3.5), [mint]), [10, 2]);
  // Each scoop shaded from a light above and to the left: paler near it, deeper away.
  const shade = (lx: number, ly: number, light: number, mid: number, deep: number) => ([x, y]: Point) => {
    const d = Math.hypot(x - lx, y - ly);
    return d < 8 ? light : d < 17 ? mid : deep;
  };
  paintTiles(p, tessellate(pink, web(42, 41, 14, [4, 8, 12.5, 17, 22, 28, 36]), [mint, ...sprinkles]), shade(42, 41, 11, 4, 12));
  p.each(sprinkles, [9, 8, 5]);
  paintTiles(p, tessellate(mint, web(45, 21, 14, [4, 8, 12.5, 17, 22, 29]), [cherry, ...chips]), shade(45, 21, 13, 5, 14));
  p.each(chips, [6]);
  p.add(clip(cherry, [54, 6], [46, 15]), 7).add(clip(cherry, [46, 15], [54, 6]), 15);
  p.add(circle(48.3, 8.8, 1.4), 8);
  p.line([[50.5, 5.8], [52, 2.5], [55, 1]], 0.7);
  return p.done();
}

/** One arm of a swirl about (cx, cy) reaching `r`: between angles a0 and a1 at the middle, each edge turning by `twist` on the way out. */
function swirlArm(cx: number, cy: number, r: number, a0: number, a1: number, twist: number): Shape {
  const at = (radius: number, a: number): Point => [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  const out = Array.from({ length: 25 }, (_, step) => (step / 24) * r);
  const rim = Array.from({ length: 9 }, (_, step) => a0 + twist + ((a1 - a0) * step) / 8);
  return polygon([...out.map((radius) => at(radius, a0 + (twist * radius) / r)), ...rim.map((a) => at(r, a)), ...[...out].reverse().map((radius) => at(radius, a1 + (twist * radius) / r))]);
}

function lollipop(): Picture {
  const p = picture("Lollipop", [
    colour("Lemon Chiffon", "#fff9db"),
    colour("Butter", "#ffefb0"),
    colour("Candy Pink", "#ff5d8f"),
    colour("White", "#ffffff"),
    colour("Sunny Yellow", "#ffd23f"),
    colour("Sky Blue", "#4cc9f0"),
    colour("Grape", "#9b5de5"),
    colour("Stick White", "#f4f1ea"),
    colour("Ribbon Red", "#ef476f"),
    colour("Ribbon Dark", "#c0284f"),
    colour("Stick Shade", "#dcd3c2"),
    colour("Mint", "#7ed9b5"),
  ]);
  const [cx, cy, r] = [50, 38, 26];
  const candy = circle(cx, cy, r);
  const stick = rect(47.8, 60, 4.4, 41);
  const loops = [petal(50, 67, 10, 7, Math.PI - 0.35, 0.8), mirror(petal(50, 67, 10, 7, Math.PI - 0.35, 0.8))];
  const tails = [polygon([[49, 68], [44, 79], [47, 80], [50.5, 69]]), polygon([[51, 68], [56, 79], [53, 80], [49.5, 69]])];
  // Big enough to hide the stick between itself and the candy, where a sliver would show.
  const knot = circle(50, 66, 3.2);
  // Wrapped sweets about it: a striped body between two twisted ends.
  const sweets = [[15, 80, 0.5, 5], [85, 78, -0.4, 11], [14, 14, -0.3, 6], [86, 12, 0.35, 4]].map(([x, y, turn, shade]) => ({
    shade: shade!,
    body: rotate(ellipse(x!, y!, 6, 4), x!, y!, turn!),
    ends: [-1, 1].map((side) => rotate(polygon([[x! + side * 5, y!], [x! + side * 10, y! - 4], [x! + side * 10, y! + 4]]), x!, y!, turn!)),
    x: x!,
    y: y!,
    turn: turn!,
  }));
  const sparkles = [[30, 72], [70, 70], [8, 46], [92, 44]].map(([x, y]) => star(x!, y!, 3.4, 1.5, 4));
  const bow = [...tails, ...loops, knot];
  const things = [candy, stick, ...bow, ...sweets.flatMap((sweet) => [sweet.body, ...sweet.ends]), ...sparkles];
  // Butter rays about the lollipop crossed by rings.
  paintTiles(p, tessellate(rect(0, 0, 100, 100), web(cx, cy, 20, [30, 38, 47, 57, 68, 80, 94, 110]), things), ([x, y]) => (Math.floor(((Math.atan2(y - cy, x - cx) + Math.PI / 2 + TAU) % TAU) / (TAU / 20)) % 2 === 0 ? 0 : 1));
  p.each(sparkles, [4, 3]);
  for (const { body, ends, x, y, turn, shade } of sweets) {
    for (const end of ends) p.each(sliceRows(rotate(end, x, y, -turn), [y]).map((half) => rotate(half, x, y, turn)), [shade, shade]);
    const stripes = sliceColumns(rotate(body, x, y, -turn), [x - 2, x + 2]).map((stripe) => rotate(stripe, x, y, turn));
    p.each(stripes, [shade, 3, shade]);
  }
  // The stick, lit on its left; the swirl in twisting arms, each cut into rings.
  p.each(tessellate(stick, crossed(grid(40, 66, 60, 101, 20, 9), [[[0, 0], [50, 0], [50, 100], [0, 100]], [[50, 0], [100, 0], [100, 100], [50, 100]]]), [candy, ...bow], 0.9), [7, 10]);
  const arms = [2, 3, 4, 3, 5, 3, 6, 3];
  arms.forEach((shade, index) => {
    const arm = swirlArm(cx, cy, r, -Math.PI / 2 + (index * TAU) / 8, -Math.PI / 2 + ((index + 1) * TAU) / 8, 1.6);
    p.add(arm, shade);
    for (const radius of [20.5, 15, 9.5]) p.add(intersect(arm, circle(cx, cy, radius)[0]!), shade);
  });
  p.add(circle(cx, cy, 4.5), 8);
  p.each([...tails, ...loops], [9, 9, 8, 8]);
  p.add(knot, 9);
  return p.done();
}

function layerCake(): Picture {
  const p = picture("Layer Cake", [
    colour("Peach", "#fff1e6"),
    colour("Apricot", "#ffe0cc"),
    colour("Cloth Mint", "#b8ead4"),
    colour("Cloth Green", "#84d2ae"),
    colour("Sponge", "#f7cf7f"),
    colour("Cream", "#fff8ec"),
    colour("Pink Frosting", "#ff9ebb"),
    colour("Strawberry", "#e63950"),
    colour("Candle Blue", "#7cc6f2"),
    colour("Flame", "#ffb627"),
    colour("Blueberry", "#4a5cc7"),
    colour("Toasted Sponge", "#e8b260"),
    colour("Cream Shade", "#f2e0c2"),
    colour("Frosting Light", "#ffc8da"),
    colour("Frosting Shade", "#f27399"),
    colour("White", "#ffffff"),
  ]);
  const body: Shape = polygon([...Array.from({ length: 25 }, (_, step): Point => [22 + (56 * step) / 24, 84 + 5 * Math.sin((Math.PI * step) / 24)]), [78, 44], [22, 44]]);
  const frosting = blob([[22, 44], [24, 39], [36, 36.5], [50, 36], [64, 36.5], [76, 39], [78, 44], [78, 50], [73, 48], [69, 52], [64, 47], [57, 51], [50, 47], [43, 52], [36, 47], [31, 51], [27, 47], [22, 50]], 6);
  const top = ellipse(50, 40.5, 26, 4);
  const plate = ellipse(50, 88, 36, 4.5);
  const berries = [[30, 64], [42, 66], [58, 64], [70, 66], [50, 65], [36, 80], [50, 81], [64, 80]].map(([x, y]) => circle(x!, y!, 2.3));
  const strawberries = [43, 57].map((x) => circle(x, 40, 3.2));
  // Each candle stands on the frosting, striped, its flame with a paler heart.
  const candles = [42.5, 50, 57.5].map((x) => ({ x, stick: rect(x - 1.6, 20, 3.2, 19.5), flame: petal(x, 19.5, 8, 4.6, -Math.PI / 2, 0.9), heart: petal(x, 19.5, 4.6, 2.6, -Math.PI / 2, 0.9) }));
  // Bunting across the top, clear of the flames.
  const string = (x: number) => 3 + 4 * (1 - ((x - 50) / 52) ** 2);
  const flags = [7, 18, 29, 71, 82, 93].map((x) => polygon([[x - 4.8, string(x - 4.8)], [x + 4.8, string(x + 4.8)], [x, string(x) + 7]]));
  const cake = [plate, body, frosting, ...candles.flatMap((candle) => [candle.stick, candle.flame])];
  // Peach rays about the cake crossed by rings, and a harlequin cloth.
  paintTiles(p, tessellate(rect(0, 0, 100, 86), web(50, 32, 20, [14, 22, 31, 41, 52, 65, 80, 98]), [...cake, ...flags]), ([x, y]) => (Math.floor(((Math.atan2(y - 32, x - 50) + Math.PI / 2 + TAU) % TAU) / (TAU / 20)) % 2 === 0 ? 0 : 1));
  p.line(curve(cuts(-2, 102, 12).map((x): Point => [x, string(x)])), 0.5);
  p.each(flags, [6, 8, 9, 3, 9, 8]);
  paintTiles(p, tessellate(rect(0, 86, 100, 14), diamonds(0, 86, 100, 100, 10, 7), cake), ([x, y]) => (Math.abs(Math.round(x / 10 + (y - 86) / 7) - Math.round(x / 10 - (y - 86) / 7)) % 2 === 0 ? 2 : 3));
  paintTiles(p, tessellate(plate, grid(10, 80, 90, 95, 80 / 6, 15), [body]), ([x]) => (x > 64 ? 12 : 15));
  // The sponge and cream layers round, lit on the left and toasted at the right.
  const layers = [44, 54, 59, 70, 75, 90];
  paintTiles(p, tessellate(body, crossed(grid(22, 40, 78, 95, 7, 60), layers.slice(0, -1).map((y0, k): Point[] => [[0, y0], [100, y0], [100, layers[k + 1]!], [0, layers[k + 1]!]])), [frosting, ...berries]), ([x, y]) => {
    const cream = (y > 54 && y < 59) || (y > 70 && y < 75);
    return x > 64 ? (cream ? 12 : 11) : cream ? 5 : 4;
  });
  p.each(berries, [10]);
  paintTiles(p, tessellate(frosting, grid(22, 30, 78, 56, 7, 26), [top, ...strawberries, ...candles.map((candle) => candle.stick)]), ([x]) => (x > 64 ? 14 : 6));
  p.each(tessellate(top, grid(24, 30, 76, 50, 52 / 5, 20), [...strawberries, ...candles.map((candle) => candle.stick)]), [13]);
  for (const { stick, flame, heart } of candles) {
    p.each(tessellate(stick, grid(40, 20, 60, 40, 20, 3.9), [flame, ...strawberries]), [8, 15]);
    p.add(flame, 9).add(heart, 5);
  }
  for (const berry of strawberries) p.each(sliceColumns(berry, [centre(berry)[0] + 0.6]), [7, 14]);
  return p.done();
}

function macarons(): Picture {
  const p = picture("Macarons", [
    colour("Lavender Mist", "#f3eeff"),
    colour("Lilac", "#e2d8fb"),
    colour("Rose Shell", "#ff9ebb"),
    colour("Pistachio Shell", "#a8e0a0"),
    colour("Lavender Shell", "#b79cf0"),
    colour("Lemon Shell", "#ffe27a"),
    colour("Cream Filling", "#fff6e6"),
    colour("Chocolate Filling", "#7a4a32"),
    colour("White", "#ffffff"),
    colour("Cloth Pink", "#ffc2d4"),
    colour("Cloth Rose", "#ff8fb1"),
    colour("Rose Shade", "#f27a9f"),
    colour("Pistachio Shade", "#7cc474"),
    colour("Lavender Shade", "#9378dc"),
    colour("Lemon Shade", "#f2c443"),
    colour("Raspberry Jam", "#d6336c"),
  ]);
  // Each macaron: left, top, width, height scale of its shells, shell, its shade, filling; the stack and two on the cloth before it.
  const treats: [number, number, number, number, number, number, number][] = [
    [28, 63.6, 44, 1, 2, 11, 15],
    [30, 44.4, 40, 1, 3, 12, 6],
    [32, 25.2, 36, 1, 4, 13, 7],
    [34, 6, 32, 1, 5, 14, 6],
    [4, 83, 22, 0.8, 3, 12, 7],
    [74, 83, 22, 0.8, 2, 11, 6],
  ];
  const parts = (x: number, t: number, w: number, k: number) => {
    // How high a shell's dome stands at a point, 0 at its ends and 1 over most of it.
    const dome = (at: number) => Math.sqrt(Math.max(0, 1 - Math.abs((at - x - w / 2) / (w / 2)) ** 4));
    const ruffle = (edge: number, dip: number) => (at: number) => edge + dip * Math.abs(Math.sin((Math.PI * (at - x)) / 2.2));
    const [seam, base] = [t + 7 * k, t + 7 * k + 5.4];
    return {
      top: between(x, x + w, (at) => seam - 7 * k * dome(at), () => seam),
      topShade: between(x, x + w, (at) => seam - 3 * dome(at), () => seam),
      bottom: between(x, x + w, () => base, (at) => base + 7 * k * dome(at)),
      bottomShade: between(x, x + w, (at) => base + 3.5 * k * dome(at), (at) => base + 7 * k * dome(at)),
      filling: rect(x + 1.5, seam - 1, w - 3, 7.4),
      // The ruffled feet where each shell meets the filling.
      feet: [between(x + 1.2, x + w - 1.2, () => seam - 0.8, ruffle(seam + 0.9, 0.8)), between(x + 1.2, x + w - 1.2, ruffle(base - 0.9, -0.8), () => base + 0.8)],
    };
  };
  const everything = treats.flatMap(([x, t, w, k]) => {
    const { top, bottom, filling } = parts(x, t, w, k);
    return [top, bottom, filling];
  });
  // A harlequin wallpaper (its diamonds told apart in coordinates along their two diagonals) and a
  // gingham cloth: checks lighter where no stripe crosses, darkest where two do.
  paintTiles(p, tessellate(rect(0, 0, 100, 81), diamonds(0, 0, 100, 81, 12.5, 16), everything), ([x, y]) => Math.abs(Math.round(x / 12.5 + y / 16) - Math.round(x / 12.5 - y / 16)) % 2);
  paintTiles(p, tessellate(rect(0, 81, 100, 19), grid(0, 81, 100, 100, 100 / 12, 4.75), everything), ([x, y]) => [8, 9, 10][(Math.floor(x / (100 / 12)) % 2) + (Math.floor((y - 81) / 4.75) % 2)]!);
  for (const [x, t, w, k, shell, shade, filling] of treats) {
    const { top, topShade, bottom, bottomShade, filling: cream, feet } = parts(x, t, w, k);
    const columns = (n: number) => grid(x, t - 1, x + w, t + 21, w / n, 22);
    const domes = columns(Math.round(w / 6.5));
    p.each(tessellate(cream, columns(Math.round(w / 11)), [top, bottom, ...feet]), [filling]);
    // Each shell lit above and shaded below.
    const shine = ellipse(x + w * 0.3, t + 2.4 * k, w * 0.11, 1.2);
    p.each(tessellate(top, domes, [topShade, ...feet, shine]), [shell]);
    p.each(tessellate(topShade, domes, feet), [shade]);
    p.each(tessellate(bottom, domes, [bottomShade, ...feet]), [shell]);
    p.each(tessellate(bottomShade, domes), [shade]);
    for (const foot of feet) p.each(tessellate(foot, columns(3)), [shade]);
    p.add(shine, 8);
  }
  return p.done();
}

export const SWEET_PICTURES: readonly (() => Picture)[] = [cupcake, donut, iceCreamCone, lollipop, layerCake, macarons];
