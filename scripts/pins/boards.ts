/**
 * Background art of the 17 pinboards (data/pinboards.json), 1200x800. Pins sit on top, so every
 * board is soft and low in contrast: washes, blurred shapes, small repeated motifs. The server
 * rasterises a board at 2400x1600 when first asked (api/pins/pinImages.ts), so the art stays fast
 * for librsvg: blurs are drawn as soft shapes and grain as one repeated noise tile (soft.ts), and
 * a lone fill's transparency is fill-opacity, not opacity (which makes librsvg draw a group).
 */

import { canvasEdgeFade, levels, noiseTile, quadCurve, softBelow, softPolygon, softRect, softRound, translucent } from "./soft.ts";

const W = 1200;
const H = 800;

/** Deterministic scatter: the same board art on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const r1 = (n: number) => Math.round(n * 10) / 10;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const times = <T>(count: number, f: (k: number) => T) => Array.from({ length: count }, (_, k) => f(k));

const svg = (defs: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>\n`;
/**
 * A vertical gradient through the given colours, evenly spaced. `canvas`: in user space, top to
 * bottom of the board, so that a band at the board's edge (canvasEdgeFade) gets the same colours.
 */
const vertical = (id: string, colors: string[], canvas = false) =>
  `<linearGradient id="${id}"${canvas ? ` gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${H}"` : ` x1="0" y1="0" x2="0" y2="1"`}>${colors.map((c, k) => `<stop offset="${r1(k / (colors.length - 1))}" stop-color="${c}"/>`).join("")}</linearGradient>`;
/**
 * Paper grain in tiles of 100 x 100: the grain is about a unit fine, so a repeat is not to be seen;
 * cork's coarser grain in tiles of 200. (librsvg's noise does not meet itself across a tile's edge
 * even with stitchTiles, but at the grain's faint contrast the edge does not show.)
 */
const GRAIN_TILE = 100;
const CORK_TILE = 200;
/** Paper or cork grain: noise turned into a faint dark speckle over the whole board. */
const grain = (id: string, frequency: string, opacity: number, octaves = 3) =>
  noiseTile(
    id,
    GRAIN_TILE,
    GRAIN_TILE,
    `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 0.25 0 0 0 0 0.18 0 0 0 0 0.1 0 0 0 ${-opacity * 2} ${opacity}"/>`,
  );
const fill = (paint: string, extra = "") => `<rect width="${W}" height="${H}" fill="${paint}"${extra}/>`;
const overlay = (tileId: string) => fill(`url(#${tileId})`);
/** How many nested copies draw a soft edge of this blur (more for wide, strong ones: no visible steps). */
const BLUR_STEPS = { wide: 16, mid: 10, fine: 6 } as const;

/** Soft watercolour: wide washes, then smaller, crisper blots over them, on grained paper. */
function watercolor(seed: number, paper: string, blots: string[]): string {
  const rnd = random(seed);
  const wash = (count: number, size: number, opacity: number, soft: ReturnType<typeof softRound>) =>
    times(count, (k) => {
      const [x, y] = [r1(rnd() * W), r1(rnd() * H)];
      const [rx, ry, alpha, angle] = [r1(size * (0.6 + rnd())), r1(size * (0.4 + rnd() * 0.6)), r1(opacity * (0.6 + rnd() * 0.6)), r1(rnd() * 180)];
      return soft.ellipse(x, y, rx, ry, blots[k % blots.length]!, alpha, ` transform="rotate(${angle} ${x} ${y})"`);
    }).join("");
  // Wide washes blurred by 50 (faded at the board's edges as the blur was), then blots blurred by 16.
  const [wide, small] = [softRound("b", 50), softRound("m", 16)];
  const body = fill(paper) + wash(16, 260, 0.45, wide) + canvasEdgeFade(W, H, paper, 50, 12) + wash(12, 90, 0.3, small) + overlay("g");
  return svg(wide.defs() + small.defs() + grain("g", "0.9", 0.12), body);
}

/** A five-petal blossom. */
const blossom = (x: number, y: number, r: number, rotate: number, petal: string, heart: string) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rotate)})">${times(5, (k) => `<ellipse cx="0" cy="${r1(-r * 0.62)}" rx="${r1(r * 0.42)}" ry="${r1(r * 0.6)}" fill="${petal}" transform="rotate(${k * 72})"/>`).join("")}<circle r="${r1(r * 0.22)}" fill="${heart}"/></g>`;
/**
 * A simple leaf with a midrib. Its opacity is on the blade and the midrib, not on a group (a group
 * per leaf is librsvg's slowest part of a board): the midrib shows the blade a touch more.
 */
const leaf = (x: number, y: number, size: number, rotate: number, color: string, opacity: number) =>
  `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rotate)}) scale(${r1(size / 40)})"><path d="M0 -40Q26 -14 0 40Q-26 -14 0 -40Z" fill="${color}" fill-opacity="${r1(opacity)}"/><path d="M0 -34V36" stroke="#ffffff" stroke-opacity="${r3(0.35 * r1(opacity))}" stroke-width="2"/></g>`;
/** A leaf as leaf() draws it, blurred by sd: nested copies of the blade and of the midrib. */
function softLeaf(x: number, y: number, size: number, rotate: number, color: string, opacity: number, sd: number, steps: number): string {
  const k = r1(size / 40);
  // In the leaf's own units (k board units each): the blade is 26 wide and 80 long, the midrib 2 wide.
  const alpha = r1(opacity);
  const blade = levels(alpha, 26 * k, sd, steps).map(({ offset, opacity: o }) => `<path d="M0 -40Q26 -14 0 40Q-26 -14 0 -40Z" fill="${color}" fill-opacity="${r3(o)}" transform="scale(${r3(1 + offset / k / 13)} ${r3(1 + offset / k / 40)})"/>`);
  const rib = levels(0.35 * alpha, 2 * k, sd, steps).map(({ offset, opacity: o }) => `<path d="M0 ${r1(-34 - offset / k)}V${r1(36 + offset / k)}" stroke="#ffffff" stroke-opacity="${r3(o)}" stroke-width="${r3(2 + (2 * offset) / k)}"/>`);
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rotate)}) scale(${k})">${blade.join("")}${rib.join("")}</g>`;
}
const star = (x: number, y: number, r: number, opacity: number, color = "#ffffff") =>
  `<path d="M${r1(x)} ${r1(y - r)}Q${r1(x)} ${r1(y)} ${r1(x + r)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y + r)}Q${r1(x)} ${r1(y)} ${r1(x - r)} ${r1(y)}Q${r1(x)} ${r1(y)} ${r1(x)} ${r1(y - r)}Z" fill="${color}" fill-opacity="${r1(opacity)}"/>`;
/** Round dots scattered over an area (x, y, width, height), blurred by the discs' blur. */
const softDots = (rnd: () => number, discs: ReturnType<typeof softRound>, count: number, area: [number, number, number, number], rMin: number, rMax: number, color: string, opacity: [number, number]) =>
  times(count, () => {
    const [x, y, r] = [r1(area[0] + rnd() * area[2]), r1(area[1] + rnd() * area[3]), r1(rMin + rnd() * (rMax - rMin))];
    return discs.circle(x, y, r, color, r1(opacity[0] + rnd() * (opacity[1] - opacity[0])));
  }).join("");
/** The top of a band of rolling hills: quadratic curves [control, end] from (0, baseY) to the right edge. */
function hillTop(rnd: () => number, baseY: number, amplitude: number, bumps: number): [[number, number], [number, number]][] {
  const step = W / bumps;
  return times(bumps, (k) => [
    [r1(step * k + step / 2), r1(baseY - amplitude * (0.4 + rnd()))],
    [r1(step * (k + 1)), r1(baseY + (rnd() - 0.5) * amplitude * 0.4)],
  ]);
}
/** A band of rolling hills from the left edge to the right, down to the bottom. */
function hills(rnd: () => number, baseY: number, amplitude: number, bumps: number, color: string, opacity = 1): string {
  const top = hillTop(rnd, baseY, amplitude, bumps).map(([[cx, cy], [x, y]]) => `Q${cx} ${cy} ${x} ${y}`);
  return `<path d="M0 ${baseY}${top.join("")}V${H}H0Z" fill="${color}" fill-opacity="${opacity}"/>`;
}
/** hills() blurred by sd; past the board's sides and bottom, for canvasEdgeFade to fade there. */
function softHills(rnd: () => number, baseY: number, amplitude: number, bumps: number, color: string, opacity: number, sd: number, steps: number): string {
  const curve = quadCurve([0, baseY], hillTop(rnd, baseY, amplitude, bumps), 16);
  const past = 4 * sd;
  return translucent(opacity, softBelow(curve, -past, W + past, H + past, color, sd, steps));
}

function starrySky(seed: number, colors: string[], nebula: string[]): string {
  const rnd = random(seed);
  const glow = softRound("n", 60);
  // Nebulae blurred by 60 (faded at the board's edges as the blur was), small stars by 1.2.
  const clouds = times(nebula.length * 2, (k) => {
    const [x, y, rx, ry, angle] = [r1(rnd() * W), r1(rnd() * H), r1(200 + rnd() * 250), r1(90 + rnd() * 120), r1(-30 + rnd() * 60)];
    return glow.ellipse(x, y, rx, ry, nebula[k % nebula.length]!, 0.35, ` transform="rotate(${angle} 600 400)"`);
  }).join("");
  const discs = softRound("s", 1.2);
  const small = softDots(rnd, discs, 220, [0, 0, W, H], 0.8, 2.4, "#ffffff", [0.3, 0.9]);
  const big = times(18, () => star(rnd() * W, rnd() * H, 6 + rnd() * 10, 0.6 + rnd() * 0.4, "#fff6d0")).join("");
  return svg(vertical("sky", colors, true) + glow.defs() + discs.defs(), fill("url(#sky)") + clouds + canvasEdgeFade(W, H, "url(#sky)", 60, 12) + small + big);
}

export const BOARDS: Record<string, () => string> = {
  WC1: () => watercolor(11, "#f4f7ea", ["#8fcf7a", "#b9e08e", "#5fae6e", "#d8ecb0"]),
  WC2: () => watercolor(23, "#eef5fa", ["#7db9e8", "#a8d4f2", "#5d8fd6", "#c8e4f6"]),
  CHE: () => {
    const rnd = random(3);
    const branches = `<g fill="none" stroke="#6b4a3a" stroke-linecap="round" opacity=".85"><path d="M-20 120Q220 160 380 100T760 40" stroke-width="18"/><path d="M240 140Q300 220 420 240" stroke-width="9"/><path d="M520 70Q560 130 660 150" stroke-width="8"/><path d="M1220 700Q980 660 860 720T560 790" stroke-width="16"/><path d="M980 680Q960 600 1040 560" stroke-width="8"/></g>`;
    const along: [number, number][] = [...times(22, (k): [number, number] => [20 + k * 34, 130 - k * 3 + Math.sin(k) * 16]), ...times(12, (k): [number, number] => [1180 - k * 50, 700 + Math.sin(k) * 14]), [420, 240], [660, 150], [1040, 560], [300, 210], [980, 600]];
    const flowers = along.map(([x, y]) => blossom(x + (rnd() - 0.5) * 40, y + (rnd() - 0.5) * 40, 14 + rnd() * 12, rnd() * 72, rnd() < 0.5 ? "#ffc6dc" : "#ffdbe8", "#e86d9a")).join("");
    const petals = times(40, () => `<ellipse cx="${r1(rnd() * W)}" cy="${r1(rnd() * H)}" rx="11" ry="6" fill="#f9b4cf" fill-opacity="${r1(0.4 + rnd() * 0.4)}" transform="rotate(${r1(rnd() * 180)} ${r1(rnd() * W)} ${r1(rnd() * H)})"/>`).join("");
    return svg(vertical("sky", ["#fdf1f4", "#f6f0fb", "#eaf4fb"]) + grain("g", "0.9", 0.08), fill("url(#sky)") + petals + branches + flowers + overlay("g"));
  },
  BEA: () => {
    const rnd = random(5);
    const foam = times(3, (k) => `<path d="M0 ${330 + k * 22}${times(12, () => `q50 ${k % 2 ? 10 : -10} 100 0`).join("")}" fill="none" stroke="#ffffff" stroke-width="${6 - k}" stroke-opacity="${r1(0.7 - k * 0.15)}"/>`).join("");
    const shells = times(10, () => `<circle cx="${r1(rnd() * W)}" cy="${r1(480 + rnd() * 300)}" r="${r1(4 + rnd() * 6)}" fill="#f7d9c4" fill-opacity=".8"/>`).join("");
    const starfish = times(3, () => star(rnd() * W, 520 + rnd() * 240, 16, 0.7, "#f5a26b")).join("");
    return svg(
      vertical("sky", ["#bfe6fb", "#e6f6fd"]) + vertical("sea", ["#4fb9d9", "#8fd8e8"]) + vertical("sand", ["#f6e3bf", "#f1d4a2"]) + grain("g", "0.7", 0.14),
      fill("url(#sky)") + `<rect y="220" width="${W}" height="140" fill="url(#sea)"/>` + foam + `<path d="M0 380Q300 350 600 372T1200 366V800H0Z" fill="url(#sand)"/>` + shells + starfish + `<circle cx="1020" cy="110" r="60" fill="#fff3c4" fill-opacity=".9"/>` + overlay("g"),
    );
  },
  STA: () => starrySky(7, ["#1d2550", "#2c2f6e", "#3d3a7c"], ["#4a5aa8", "#6a4a9c"]),
  GAL: () => starrySky(13, ["#170f2e", "#2a1646", "#1a1f4a"], ["#c04f9c", "#4f7fd0", "#8a4fd0", "#d07a4f"]),
  LEA: () => {
    const rnd = random(17);
    const greens = ["#7fbf6a", "#9fd07a", "#5fa860", "#b7dd8e", "#4f9a5a"];
    // Leaves blurred by 1.5.
    const leaves = times(70, (k) => softLeaf(rnd() * W, rnd() * H, 30 + rnd() * 40, rnd() * 360, greens[k % greens.length]!, 0.45 + rnd() * 0.35, 1.5, BLUR_STEPS.fine)).join("");
    return svg(grain("g", "0.8", 0.08), fill("#eef6e2") + leaves + overlay("g"));
  },
  COR: () =>
    svg(
      noiseTile("cork", CORK_TILE, CORK_TILE, `<feTurbulence type="fractalNoise" baseFrequency="0.35" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0 0.45 0 0 0 0 0.28 0 0 0 0 0.12 0 0 0 -1.6 1.05"/>`) +
        vertical("frame", ["#a8733f", "#8a5a2e"]),
      fill("#d9ae7a") + overlay("cork") + `<rect x="0" y="0" width="${W}" height="${H}" fill="none" stroke="url(#frame)" stroke-width="48"/><rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="#6e4522" stroke-width="3" stroke-opacity=".6"/>`,
    ),
  WOO: () => {
    const planks = times(6, (k) => `<rect x="0" y="${k * 134}" width="${W}" height="134" fill="${["#c98f55", "#d29b62", "#bf8550"][k % 3]}"/><path d="M0 ${k * 134}H${W}" stroke="#7a4a22" stroke-width="3" stroke-opacity=".5"/>`).join("");
    const knots = `<ellipse cx="300" cy="200" rx="26" ry="10" fill="#8a5a2e" fill-opacity=".5"/><ellipse cx="860" cy="470" rx="20" ry="8" fill="#8a5a2e" fill-opacity=".5"/><ellipse cx="520" cy="690" rx="24" ry="9" fill="#8a5a2e" fill-opacity=".45"/>`;
    return svg(
      // The long grain in a tile as wide as the board and two planks high: librsvg's noise does not
      // meet itself across a tile's edge, so the edges lie under the lines between planks. Two
      // octaves: a third, hairlines half a pixel apart, did not show.
      noiseTile("grain", W, 2 * 134, `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.12" numOctaves="2" seed="9"/><feColorMatrix type="matrix" values="0 0 0 0 0.35 0 0 0 0 0.2 0 0 0 0 0.08 0 0 0 -1.4 0.9"/>`),
      planks + knots + overlay("grain"),
    );
  },
  SNO: () => {
    const rnd = random(19);
    // Flakes blurred by 1.4.
    const discs = softRound("f", 1.4);
    const flakes = softDots(rnd, discs, 170, [0, 0, W, H], 3, 9, "#ffffff", [0.55, 0.95]);
    return svg(
      vertical("sky", ["#b8cfe6", "#dbe7f3", "#eef4fa"]) + discs.defs(),
      fill("url(#sky)") + hills(rnd, 560, 120, 3, "#e2edf7") + hills(rnd, 650, 90, 4, "#f4f8fc") + hills(rnd, 730, 60, 5, "#ffffff") + flakes,
    );
  },
  MEA: () => {
    const rnd = random(29);
    const clouds = softRound("c", 18);
    const [cloud1, cloud2] = [clouds.ellipse(240, 140, 120, 36, "#ffffff", 0.9), clouds.ellipse(860, 100, 150, 40, "#ffffff", 0.9)];
    const flowers = times(90, () => {
      const y = 520 + rnd() * 270;
      return blossom(rnd() * W, y, 5 + (y - 500) / 40, rnd() * 72, ["#ffffff", "#ffd23f", "#f47fb0", "#c7a7f0"][Math.floor(rnd() * 4)]!, "#f5891f");
    }).join("");
    return svg(
      vertical("sky", ["#cfeaf8", "#eef8fb"]) + clouds.defs(),
      // Clouds blurred by 18.
      fill("url(#sky)") + cloud1 + cloud2 + hills(rnd, 430, 90, 3, "#b7dd8e") + hills(rnd, 520, 80, 4, "#9fd07a") + hills(rnd, 620, 60, 5, "#8cc56c") + flowers,
    );
  },
  SUN: () => {
    const rnd = random(31);
    const glints = times(14, (k) => `<rect x="${r1(600 - 20 - k * 14 + rnd() * 20)}" y="${500 + k * 20}" width="${r1(40 + k * 28)}" height="5" rx="2.5" fill="#ffe2a8" fill-opacity="${r1(0.7 - k * 0.04)}"/>`).join("");
    // The sun blurred by 10.
    const discs = softRound("b", 10);
    const sun = discs.circle(600, 500, 150, "#ffe9a8", 1);
    return svg(
      vertical("sky", ["#6a5acd", "#c86fa8", "#f59a7a", "#ffd28a"]) + vertical("sea", ["#c07a9a", "#6a5aa8"]) + discs.defs(),
      fill("url(#sky)") + sun + `<rect y="500" width="${W}" height="300" fill="url(#sea)"/>` + glints + hills(rnd, 520, 60, 3, "#5a4a8a", 0.55),
    );
  },
  OCE: () => {
    const rnd = random(37);
    // Rays of light blurred by 12 (faded at the board's edges as the blur was).
    const rays = translucent(0.06, times(6, (k) => softPolygon([[180 + k * 170, 0], [250 + k * 170, 0], [120 + k * 190, H], [-20 + k * 190, H]], 60, "#ffffff", 12, BLUR_STEPS.fine)).join(""));
    const bubbles = times(40, () => `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H)}" r="${r1(3 + rnd() * 10)}" fill="none" stroke="#cfefff" stroke-width="2" stroke-opacity="${r1(0.3 + rnd() * 0.4)}"/>`).join("");
    const weeds = times(14, (k) => {
      const x = 40 + k * 86 + rnd() * 30;
      const h = 120 + rnd() * 160;
      return `<path d="M${r1(x)} ${H}q-20 -${r1(h / 3)} 0 -${r1(h / 2)}t0 -${r1(h / 2)}" fill="none" stroke="${k % 2 ? "#2f8a6a" : "#3fa07a"}" stroke-width="${r1(10 + rnd() * 8)}" stroke-linecap="round" stroke-opacity=".7"/>`;
    }).join("");
    return svg(
      vertical("sea", ["#3a9bd0", "#1f6aa8", "#12406e"], true),
      fill("url(#sea)") + rays + canvasEdgeFade(W, H, "url(#sea)", 12, 6) + bubbles + weeds + `<path d="M0 760Q300 730 600 756T1200 750V800H0Z" fill="#d8c08a" fill-opacity=".7"/>`,
    );
  },
  CAN: () => {
    const rnd = random(41);
    const sprinkles = times(80, () => `<rect x="${r1(rnd() * W)}" y="${r1(rnd() * H)}" width="14" height="4" rx="2" fill="${["#f47fb0", "#6cc8f0", "#ffd23f", "#a6d84a", "#c7a7f0"][Math.floor(rnd() * 5)]}" fill-opacity=".8" transform="rotate(${r1(rnd() * 180)} ${r1(rnd() * W)} ${r1(rnd() * H)})"/>`).join("");
    // Candy stripes every 120, turned 35 degrees: drawn as long bands (a turned pattern is slow to paint).
    const stripes = times(14, (k) => `<rect x="${k * 120}" y="-720" width="40" height="1440" fill="#ffd6e6"/><rect x="${k * 120 + 60}" y="-720" width="20" height="1440" fill="#d6f3ea"/>`).join("");
    return svg("", fill("#fff6fa") + `<g transform="rotate(35)">${stripes}</g>` + fill("#ffffff", ` fill-opacity=".25"`) + sprinkles);
  },
  DES: () => {
    const rnd = random(43);
    return svg(
      vertical("sky", ["#f7c98a", "#fbe3b4", "#fdf0d6"]) + grain("g", "0.6", 0.12),
      fill("url(#sky)") + `<circle cx="900" cy="200" r="80" fill="#fff4d0" fill-opacity=".9"/>` + hills(rnd, 420, 140, 2, "#efc58a") + hills(rnd, 540, 120, 3, "#e6b474") + hills(rnd, 660, 90, 2, "#dba462") + hills(rnd, 760, 50, 3, "#cf9656") + overlay("g"),
    );
  },
  AUT: () => {
    const rnd = random(47);
    const colors = ["#e8843c", "#f2b040", "#d45a3a", "#c98f55", "#f5d060"];
    // Trees blurred by 8 (faded at the board's edges as the blur was).
    const discs = softRound("t", 8);
    const xs = [90, 250, 950, 1110];
    const trees = translucent(0.85, xs.map((x) => softRect(x - 14, 260, 28, 330, "#7a5238", 8, BLUR_STEPS.fine)).join("")) + xs.map((x, k) => discs.circle(x, 220 + (k % 2) * 30, 130 + (k % 2) * 20, colors[k]!, 0.8)).join("");
    const fallen = times(80, (k) => leaf(rnd() * W, 480 + rnd() * 320, 14 + rnd() * 12, rnd() * 360, colors[k % colors.length]!, 0.7)).join("");
    return svg(
      vertical("sky", ["#fbe6c8", "#f6efe0"], true) + discs.defs() + grain("g", "0.8", 0.08),
      fill("url(#sky)") + trees + canvasEdgeFade(W, H, "url(#sky)", 8, 6) + `<path d="M0 500Q600 460 1200 500V800H0Z" fill="#d9b27a"/><path d="M520 480Q600 476 680 480L980 800H220Z" fill="#efd9b0"/>` + fallen + overlay("g"),
    );
  },
  GAR: () => {
    const rnd = random(53);
    const rows = times(7, (k) => {
      const y = 420 + k * 58 + k * k * 2;
      return `<path d="M-40 ${y}${times(9, () => `q${r1(75)} -${r1(28 + k * 3)} 150 0`).join("")}V${y + 34 + k * 4}H-40Z" fill="${k % 2 ? "#6fb05a" : "#83c068"}"/>`;
    }).join("");
    const lanterns = times(5, (k) => `<line x1="${180 + k * 210}" y1="0" x2="${180 + k * 210}" y2="${60 + (k % 2) * 30}" stroke="#7a5238" stroke-width="2"/><ellipse cx="${180 + k * 210}" cy="${86 + (k % 2) * 30}" rx="22" ry="28" fill="#f47f6a" fill-opacity=".85"/>`).join("");
    return svg(
      vertical("sky", ["#e3f1e0", "#f4f8ec"], true),
      // Far hills blurred by 14 (faded at the board's edges as the blur was).
      fill("url(#sky)") + softHills(rnd, 300, 120, 3, "#b9d6c0", 0.8, 14, BLUR_STEPS.mid) + softHills(rnd, 380, 100, 4, "#a3c9a0", 0.8, 14, BLUR_STEPS.mid) + canvasEdgeFade(W, H, "url(#sky)", 14, 8) + rows + lanterns,
    );
  },
};
