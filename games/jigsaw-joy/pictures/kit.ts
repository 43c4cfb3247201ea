/**
 * The scene kit Jigsaw Joy's pictures are drawn with: skies, light, land, water, plants, buildings
 * and animals, each a function that returns SVG markup for an 800 x 600 picture. A Scene collects
 * the gradients (ids unique within one picture) and the layers, back to front.
 */
import { seededRandom, type Random } from "../../engines/random.ts";

export const W = 800;
export const H = 600;

const f = (value: number) => Math.round(value * 10) / 10;

export class Scene {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private next = 0;
  readonly random: Random;

  constructor(seed: string) {
    this.random = seededRandom(`picture:${seed}`);
  }

  /** A vertical (or angled) linear gradient; returns its url(). */
  linear(stops: readonly string[], angle: "down" | "right" | "diagonal" = "down"): string {
    const id = `g${this.next++}`;
    const [x2, y2] = angle === "down" ? [0, 1] : angle === "right" ? [1, 0] : [1, 1];
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${spread(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A vertical gradient from y = top to y = bottom of the picture, its last colour held below. */
  span(stops: readonly string[], top: number, bottom: number): string {
    const id = `g${this.next++}`;
    this.defs.push(`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">${spread(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient, bright in the middle (a glow, a lit dome); returns its url(). */
  radial(stops: readonly string[]): string {
    const id = `g${this.next++}`;
    this.defs.push(`<radialGradient id="${id}">${spread(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A blur filter for soft light and mist; returns its url(). */
  blur(amount: number): string {
    const id = `g${this.next++}`;
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`);
    return `url(#${id})`;
  }

  add(...markup: string[]): this {
    this.layers.push(...markup);
    return this;
  }

  /**
   * A lake from `waterline` down: its water, everything drawn since `start` mirrored in it (faded
   * and clipped to the water), then light ripples on top.
   */
  lake(start: number, waterline: number, colors: readonly string[], opacity = 0.4, ripple = "#ffffff"): this {
    const id = `g${this.next++}`;
    this.defs.push(`<clipPath id="${id}"><rect x="0" y="${waterline}" width="${W}" height="${H - waterline}"/></clipPath>`);
    const above = this.layers.slice(start).join("");
    this.layers.push(`<rect y="${waterline}" width="${W}" height="${H - waterline}" fill="${this.linear(colors)}"/>`);
    this.layers.push(`<g clip-path="url(#${id})" opacity="${opacity}"><g transform="translate(0 ${2 * waterline}) scale(1 -1)">${above}</g></g>`);
    this.layers.push(ripples(this, waterline, H, ripple));
    return this;
  }

  /** How many layers there are: the start of what a later reflectFrom mirrors. */
  get mark(): number {
    return this.layers.length;
  }

  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${this.defs.join("")}</defs>${this.layers.join("")}</svg>`;
  }
}

function spread(stops: readonly string[]): string {
  return stops.map((color, index) => `<stop offset="${stops.length === 1 ? 0 : f((index / (stops.length - 1)) * 100)}%" stop-color="${color}"/>`).join("");
}

// ---- Sky and light ----

/** The whole picture's background, its gradient running from the top down to `bottom` (the horizon). */
export function sky(scene: Scene, colors: readonly string[], bottom = H): string {
  return `<rect width="${W}" height="${H}" fill="${scene.span(colors, 0, bottom)}"/>`;
}

export function sun(scene: Scene, x: number, y: number, r: number, color: string, glow: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 3.2}" fill="${scene.radial([glow, `${glow}00`])}" opacity="0.8"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
}

export function moon(x: number, y: number, r: number, color: string, shadow: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${color}" opacity="0.12"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><circle cx="${x + r * 0.45}" cy="${y - r * 0.25}" r="${r * 0.9}" fill="${shadow}"/>`;
}

export function stars(scene: Scene, count: number, top: number, bottom: number, color = "#fffbe6"): string {
  let out = "";
  for (let k = 0; k < count; k++) {
    const x = f(scene.random.next() * W);
    const y = f(top + scene.random.next() * (bottom - top));
    const r = f(0.8 + scene.random.next() * 1.8);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${f(0.5 + scene.random.next() * 0.5)}"/>`;
  }
  return out;
}

export function cloud(x: number, y: number, scale: number, color = "#ffffff", opacity = 0.9): string {
  const puffs: [number, number, number][] = [[-50, 8, 28], [-20, -10, 36], [18, -16, 40], [52, 0, 30], [0, 12, 30], [-35, 16, 22], [40, 16, 22]];
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}" opacity="${opacity}">${puffs.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`).join("")}<rect x="-60" y="10" width="120" height="28" rx="14"/></g>`;
}

/** Soft slanted beams (lighthouse lamp, sun through water or trees). */
export function rays(scene: Scene, x: number, y: number, angles: readonly number[], length: number, color: string, opacity = 0.25): string {
  const beam = scene.linear([color, `${color}00`], "right");
  return angles
    .map((angle) => `<polygon points="0,-6 ${length},-${length * 0.12} ${length},${length * 0.12} 0,6" fill="${beam}" opacity="${opacity}" transform="translate(${x} ${y}) rotate(${angle})"/>`)
    .join("");
}

// ---- Land ----

/** A rolling ridge across the picture from its points' heights, filled down to the bottom. */
export function hills(heights: readonly number[], color: string, bottom = H): string {
  const step = W / (heights.length - 1);
  let d = `M0 ${bottom}L0 ${heights[0]}`;
  for (let k = 1; k < heights.length; k++) {
    const x0 = (k - 1) * step;
    const x1 = k * step;
    d += `C${f(x0 + step / 2)} ${heights[k - 1]} ${f(x1 - step / 2)} ${heights[k]} ${f(x1)} ${heights[k]}`;
  }
  return `<path d="${d}L${W} ${bottom}Z" fill="${color}"/>`;
}

/** Jagged mountains from peak [x, y] pairs, with snow caps when `snow` is given. */
export function mountains(peaks: readonly (readonly [number, number])[], base: number, color: string, snow?: string, shade?: string): string {
  let out = "";
  for (const [x, y] of peaks) {
    const half = (base - y) * 1.25;
    out += `<polygon points="${x - half},${base} ${x},${y} ${x + half},${base}" fill="${color}"/>`;
    if (shade) out += `<polygon points="${x},${y} ${x + half},${base} ${x + half * 0.25},${base}" fill="${shade}"/>`;
    if (snow) {
      const cap = (base - y) * 0.28;
      const w = cap * 1.25;
      out += `<polygon points="${x - w},${y + cap} ${x},${y} ${x + w},${y + cap} ${x + w * 0.45},${y + cap * 0.75} ${x + w * 0.1},${y + cap * 1.05} ${x - w * 0.35},${y + cap * 0.8}" fill="${snow}"/>`;
    }
  }
  return out;
}

/** Water from `top` down to `bottom`, with a gradient and light ripples. */
export function water(scene: Scene, top: number, colors: readonly string[], ripple = "#ffffff", bottom = H): string {
  return `<rect y="${top}" width="${W}" height="${bottom - top}" fill="${scene.linear(colors)}"/>${ripples(scene, top, bottom, ripple)}`;
}

function ripples(scene: Scene, top: number, bottom: number, color: string): string {
  let lines = "";
  for (let k = 0; k < 22; k++) {
    const y = top + 8 + scene.random.next() * (bottom - top - 12);
    const x = scene.random.next() * W;
    const w = 20 + scene.random.next() * 60 * (1 + (y - top) / (bottom - top));
    lines += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="2" rx="1" fill="${color}" opacity="${f(0.15 + scene.random.next() * 0.25)}"/>`;
  }
  return lines;
}

/** Little tufts of grass or flowers scattered over a band. */
export function scatter(scene: Scene, count: number, top: number, bottom: number, draw: (x: number, y: number, size: number) => string, left = 0, right = W): string {
  const items: [number, number][] = [];
  for (let k = 0; k < count; k++) items.push([left + scene.random.next() * (right - left), top + scene.random.next() * (bottom - top)]);
  // Farther (higher) first, so nearer ones overlap them.
  items.sort((a, b) => a[1] - b[1]);
  return items.map(([x, y]) => draw(f(x), f(y), 0.5 + ((y - top) / Math.max(1, bottom - top)) * 0.8)).join("");
}

export const tuft = (color: string) => (x: number, y: number, s: number) =>
  `<path d="M${x - 6 * s} ${y}Q${x - 4 * s} ${y - 10 * s} ${x - 7 * s} ${y - 16 * s}Q${x} ${y - 8 * s} ${x} ${y - 18 * s}Q${x + 2 * s} ${y - 8 * s} ${x + 7 * s} ${y - 15 * s}Q${x + 4 * s} ${y - 8 * s} ${x + 6 * s} ${y}Z" fill="${color}"/>`;

export const blossom = (petal: string, middle: string) => (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${f(s)})"><line x1="0" y1="0" x2="0" y2="14" stroke="#3f7d3a" stroke-width="2"/>${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-5" rx="3.4" ry="5.5" fill="${petal}" transform="rotate(${a})"/>`).join("")}<circle r="3" fill="${middle}"/></g>`;

// ---- Plants ----

export function pine(x: number, y: number, h: number, color: string, dark: string): string {
  const w = h * 0.42;
  let out = `<rect x="${x - h * 0.04}" y="${y - h * 0.15}" width="${h * 0.08}" height="${h * 0.15}" fill="#5b3a23"/>`;
  for (let k = 0; k < 3; k++) {
    const top = y - h + k * h * 0.24;
    const bottom = y - h * 0.12 - (2 - k) * h * 0.18;
    const half = w * (0.55 + k * 0.25);
    out += `<polygon points="${x},${top} ${x + half},${bottom} ${x - half},${bottom}" fill="${color}"/><polygon points="${x},${top} ${x + half},${bottom} ${x + half * 0.2},${bottom}" fill="${dark}"/>`;
  }
  return out;
}

export function roundTree(x: number, y: number, h: number, color: string, light: string, fruit?: string): string {
  const r = h * 0.3;
  const top = y - h + r;
  let out = `<path d="M${x - h * 0.05} ${y}L${x - h * 0.03} ${top + r * 0.4}L${x + h * 0.03} ${top + r * 0.4}L${x + h * 0.05} ${y}Z" fill="#6b4428"/>`;
  out += `<circle cx="${x - r * 0.55}" cy="${top + r * 0.35}" r="${r * 0.75}" fill="${color}"/><circle cx="${x + r * 0.55}" cy="${top + r * 0.3}" r="${r * 0.8}" fill="${color}"/><circle cx="${x}" cy="${top - r * 0.2}" r="${r * 0.9}" fill="${color}"/>`;
  out += `<circle cx="${x - r * 0.3}" cy="${top - r * 0.45}" r="${r * 0.45}" fill="${light}"/><circle cx="${x + r * 0.45}" cy="${top}" r="${r * 0.3}" fill="${light}" opacity="0.8"/>`;
  if (fruit) {
    for (const [dx, dy] of [[-0.7, 0.3], [-0.2, -0.4], [0.5, -0.1], [0.8, 0.5], [0.1, 0.4], [-0.5, -0.3], [0.3, 0.8]] as const) {
      out += `<circle cx="${f(x + dx * r)}" cy="${f(top + dy * r)}" r="${f(r * 0.12)}" fill="${fruit}"/>`;
    }
  }
  return out;
}

export function bush(x: number, y: number, w: number, color: string, light: string, flower?: string): string {
  let out = `<ellipse cx="${x}" cy="${y - w * 0.25}" rx="${w * 0.5}" ry="${w * 0.32}" fill="${color}"/><ellipse cx="${x - w * 0.15}" cy="${y - w * 0.38}" rx="${w * 0.22}" ry="${w * 0.14}" fill="${light}"/>`;
  if (flower) for (const [dx, dy] of [[-0.3, -0.3], [0, -0.45], [0.28, -0.28], [-0.1, -0.15], [0.2, -0.1], [-0.38, -0.12]] as const) out += `<circle cx="${f(x + dx * w)}" cy="${f(y + dy * w)}" r="${f(w * 0.06)}" fill="${flower}"/>`;
  return out;
}

export function sunflower(x: number, y: number, r: number, stem: number): string {
  let petals = "";
  for (let a = 0; a < 360; a += 22.5) petals += `<ellipse cx="0" cy="${-r * 0.95}" rx="${r * 0.28}" ry="${r * 0.6}" fill="${a % 45 === 0 ? "#ffc21a" : "#ffb000"}" transform="rotate(${a})"/>`;
  return `<path d="M${x} ${y}Q${x + r * 0.3} ${y + stem * 0.5} ${x} ${y + stem}" stroke="#3f8a34" stroke-width="${Math.max(2, r * 0.18)}" fill="none"/><ellipse cx="${x + r * 0.6}" cy="${y + stem * 0.45}" rx="${r * 0.55}" ry="${r * 0.22}" fill="#4e9c3d" transform="rotate(-25 ${x + r * 0.6} ${y + stem * 0.45})"/><g transform="translate(${x} ${y})">${petals}<circle r="${r * 0.55}" fill="#6b3f1d"/><circle r="${r * 0.38}" fill="#8a5427"/></g>`;
}

export function seaweed(x: number, y: number, h: number, color: string): string {
  return `<path d="M${x} ${y}C${x - 18} ${y - h * 0.3} ${x + 18} ${y - h * 0.6} ${x} ${y - h}C${x + 26} ${y - h * 0.6} ${x - 8} ${y - h * 0.3} ${x + 10} ${y}Z" fill="${color}"/>`;
}

export function coral(x: number, y: number, s: number, color: string): string {
  const branch = (dx: number, h: number) => `<path d="M${x + dx * s} ${y}Q${x + dx * s * 1.4} ${y - h * s * 0.6} ${x + dx * s * 1.9} ${y - h * s}" stroke="${color}" stroke-width="${9 * s}" stroke-linecap="round" fill="none"/>`;
  return branch(-6, 40) + branch(0, 62) + branch(6, 48) + branch(-2, 30) + `<circle cx="${x}" cy="${y}" r="${10 * s}" fill="${color}"/>`;
}

// ---- Buildings ----

export interface HouseStyle {
  wall: string;
  roof: string;
  door: string;
  window?: string;
  thatch?: boolean;
  chimney?: boolean;
  logs?: boolean;
}

export function house(x: number, y: number, w: number, h: number, style: HouseStyle): string {
  const roofH = h * 0.75;
  const win = style.window ?? "#ffe9a8";
  let out = `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${style.wall}"/>`;
  if (style.logs) for (let k = 1; k < 6; k++) out += `<line x1="${x}" y1="${f(y - (h * k) / 6)}" x2="${x + w}" y2="${f(y - (h * k) / 6)}" stroke="#00000033" stroke-width="2"/>`;
  if (style.chimney) out += `<rect x="${x + w * 0.68}" y="${y - h - roofH * 0.85}" width="${w * 0.12}" height="${roofH * 0.6}" fill="#8d4b3a"/>`;
  if (style.thatch) {
    out += `<path d="M${x - w * 0.12} ${y - h + 6}Q${x + w * 0.5} ${y - h - roofH * 1.25} ${x + w * 1.12} ${y - h + 6}Z" fill="${style.roof}"/>`;
    for (let k = 1; k < 5; k++) out += `<path d="M${f(x - w * 0.05 + (w * 1.1 * k) / 5)} ${y - h + 2}L${f(x + w * 0.5 + (k - 2.5) * w * 0.08)} ${f(y - h - roofH * 0.55)}" stroke="#00000022" stroke-width="2"/>`;
  } else {
    out += `<polygon points="${x - w * 0.1},${y - h} ${x + w * 0.5},${y - h - roofH} ${x + w * 1.1},${y - h}" fill="${style.roof}"/><polygon points="${x + w * 0.5},${y - h - roofH} ${x + w * 1.1},${y - h} ${x + w * 0.5},${y - h}" fill="#00000018"/>`;
  }
  const dw = w * 0.2;
  out += `<rect x="${x + w * 0.4}" y="${y - h * 0.55}" width="${dw}" height="${h * 0.55}" rx="${dw / 2}" fill="${style.door}"/>`;
  for (const wx of [x + w * 0.1, x + w * 0.7]) {
    out += `<rect x="${wx}" y="${y - h * 0.72}" width="${w * 0.2}" height="${h * 0.28}" fill="${win}" stroke="#ffffff" stroke-width="3"/><line x1="${wx + w * 0.1}" y1="${y - h * 0.72}" x2="${wx + w * 0.1}" y2="${y - h * 0.44}" stroke="#ffffff" stroke-width="2"/>`;
  }
  return out;
}

export function smoke(x: number, y: number, s: number, color = "#ffffff"): string {
  return [0, 1, 2, 3].map((k) => `<circle cx="${f(x + Math.sin(k * 1.3) * 10 * s + k * 9 * s)}" cy="${f(y - k * 22 * s)}" r="${f((9 + k * 4) * s)}" fill="${color}" opacity="${f(0.6 - k * 0.12)}"/>`).join("");
}

export function fence(x0: number, x1: number, y: number, h: number, color: string): string {
  let out = `<rect x="${x0}" y="${y - h * 0.7}" width="${x1 - x0}" height="${h * 0.1}" fill="${color}"/><rect x="${x0}" y="${y - h * 0.35}" width="${x1 - x0}" height="${h * 0.1}" fill="${color}"/>`;
  for (let x = x0; x <= x1 - h * 0.16; x += h * 0.5) out += `<path d="M${f(x)} ${y}V${f(y - h * 0.9)}L${f(x + h * 0.08)} ${y - h}L${f(x + h * 0.16)} ${f(y - h * 0.9)}V${y}Z" fill="${color}"/>`;
  return out;
}

/** A castle: a curtain wall with battlements, towers with cones and flags, a gate. */
export function castle(x: number, y: number, w: number, h: number, stone: string, roof: string, flag: string, lit = false, drawbridge = false): string {
  const merlons = (x0: number, x1: number, top: number, size: number) => {
    let out = "";
    for (let mx = x0; mx < x1 - size * 0.5; mx += size * 2) out += `<rect x="${f(mx)}" y="${f(top - size)}" width="${f(size)}" height="${f(size)}" fill="${stone}"/>`;
    return out;
  };
  const tower = (tx: number, tw: number, th: number) => {
    const top = y - th;
    return `<rect x="${tx}" y="${top}" width="${tw}" height="${th}" fill="${stone}"/><rect x="${tx + tw * 0.62}" y="${top}" width="${tw * 0.38}" height="${th}" fill="#00000016"/><polygon points="${tx - tw * 0.12},${top} ${tx + tw / 2},${top - tw * 1.3} ${tx + tw * 1.12},${top}" fill="${roof}"/><line x1="${tx + tw / 2}" y1="${top - tw * 1.3}" x2="${tx + tw / 2}" y2="${top - tw * 1.3 - 26}" stroke="#4a3a2a" stroke-width="2"/><path d="M${tx + tw / 2} ${top - tw * 1.3 - 26}l22 6l-22 6Z" fill="${flag}"/><rect x="${tx + tw * 0.38}" y="${top + th * 0.3}" width="${tw * 0.24}" height="${th * 0.14}" rx="${tw * 0.12}" fill="${lit ? "#ffd76a" : "#3b3550"}"/>`;
  };
  const wallTop = y - h * 0.55;
  let out = `<rect x="${x}" y="${wallTop}" width="${w}" height="${h * 0.55}" fill="${stone}"/>${merlons(x, x + w, wallTop, w * 0.035)}`;
  out += `<rect x="${x + w * 0.32}" y="${y - h * 0.85}" width="${w * 0.36}" height="${h * 0.85}" fill="${stone}"/>${merlons(x + w * 0.32, x + w * 0.68, y - h * 0.85, w * 0.035)}`;
  out += tower(x - w * 0.04, w * 0.16, h * 0.9) + tower(x + w * 0.88, w * 0.16, h * 0.9) + tower(x + w * 0.43, w * 0.14, h * 1.15);
  for (const wx of [0.38, 0.58]) out += `<rect x="${x + w * wx}" y="${y - h * 0.7}" width="${w * 0.04}" height="${h * 0.1}" rx="${w * 0.02}" fill="${lit ? "#ffd76a" : "#3b3550"}"/>`;
  out += `<path d="M${x + w * 0.42} ${y}V${y - h * 0.26}A${w * 0.08} ${w * 0.08} 0 0 1 ${x + w * 0.58} ${y - h * 0.26}V${y}Z" fill="#3a2a20"/>`;
  if (drawbridge) out += `<polygon points="${x + w * 0.42},${y} ${x + w * 0.58},${y} ${x + w * 0.62},${y + h * 0.22} ${x + w * 0.38},${y + h * 0.22}" fill="#8a5a32"/><line x1="${x + w * 0.42}" y1="${y - h * 0.3}" x2="${x + w * 0.38}" y2="${y + h * 0.22}" stroke="#2d2d2d" stroke-width="2"/><line x1="${x + w * 0.58}" y1="${y - h * 0.3}" x2="${x + w * 0.62}" y2="${y + h * 0.22}" stroke="#2d2d2d" stroke-width="2"/>`;
  return out;
}

export function lighthouse(scene: Scene, x: number, y: number, h: number): string {
  const w = h * 0.2;
  const top = y - h;
  let out = `<polygon points="${x - w / 2},${y} ${x - w * 0.32},${top + h * 0.16} ${x + w * 0.32},${top + h * 0.16} ${x + w / 2},${y}" fill="#f4f1ea"/>`;
  for (const k of [0.3, 0.58]) out += `<polygon points="${f(x - w * (0.34 + k * 0.16))},${f(top + h * (k + 0.14))} ${f(x + w * (0.34 + k * 0.16))},${f(top + h * (k + 0.14))} ${f(x + w * (0.36 + k * 0.18))},${f(top + h * (k + 0.28))} ${f(x - w * (0.36 + k * 0.18))},${f(top + h * (k + 0.28))}" fill="#d8443a"/>`;
  out += `<rect x="${x - w * 0.42}" y="${top + h * 0.13}" width="${w * 0.84}" height="${h * 0.04}" fill="#3b3b48"/><rect x="${x - w * 0.24}" y="${top + h * 0.03}" width="${w * 0.48}" height="${h * 0.1}" fill="#ffe98a"/>`;
  out += `<circle cx="${x}" cy="${top + h * 0.08}" r="${w * 0.9}" fill="${scene.radial(["#fff4b0", "#fff4b000"])}"/><path d="M${x - w * 0.32} ${top + h * 0.03}Q${x} ${top - h * 0.06} ${x + w * 0.32} ${top + h * 0.03}Z" fill="#d8443a"/>`;
  return out;
}

export function windmill(x: number, y: number, h: number, body: string, sail: string, turn = 20): string {
  const w = h * 0.34;
  const hubY = y - h * 0.92;
  let blades = "";
  for (let a = 0; a < 360; a += 90) blades += `<g transform="rotate(${a + turn})"><rect x="-3" y="${-h * 0.62}" width="6" height="${h * 0.62}" fill="#6b4a2f"/><rect x="3" y="${-h * 0.6}" width="${h * 0.12}" height="${h * 0.46}" fill="${sail}" stroke="#6b4a2f" stroke-width="2"/></g>`;
  return `<polygon points="${x - w / 2},${y} ${x - w * 0.3},${hubY + h * 0.04} ${x + w * 0.3},${hubY + h * 0.04} ${x + w / 2},${y}" fill="${body}"/><polygon points="${x - w * 0.36},${hubY + h * 0.05} ${x},${hubY - h * 0.12} ${x + w * 0.36},${hubY + h * 0.05}" fill="#7a3e2e"/><rect x="${x - w * 0.1}" y="${y - h * 0.26}" width="${w * 0.2}" height="${h * 0.26}" rx="${w * 0.1}" fill="#5b3a23"/><rect x="${x - w * 0.08}" y="${y - h * 0.6}" width="${w * 0.16}" height="${h * 0.12}" fill="#ffe9a8"/><g transform="translate(${x} ${hubY})">${blades}<circle r="7" fill="#4a3425"/></g>`;
}

export function balloon(x: number, y: number, r: number, colors: readonly string[]): string {
  const id = colors.join("").replace(/#/g, "");
  let stripes = "";
  const n = colors.length * 2;
  for (let k = 0; k < n; k++) {
    const x0 = -r + (2 * r * k) / n;
    stripes += `<rect x="${f(x0)}" y="${-r * 1.2}" width="${f((2 * r) / n + 0.5)}" height="${r * 2.6}" fill="${colors[k % colors.length]}"/>`;
  }
  const shape = `M0 ${r * 1.25}C${-r * 0.5} ${r * 0.85} ${-r * 1.05} ${r * 0.35} ${-r} ${-r * 0.1}C${-r * 0.95} ${-r * 0.8} ${-r * 0.5} ${-r * 1.1} 0 ${-r * 1.1}C${r * 0.5} ${-r * 1.1} ${r * 0.95} ${-r * 0.8} ${r} ${-r * 0.1}C${r * 1.05} ${r * 0.35} ${r * 0.5} ${r * 0.85} 0 ${r * 1.25}Z`;
  return `<g transform="translate(${x} ${y})"><clipPath id="b${id}${Math.round(x)}"><path d="${shape}"/></clipPath><g clip-path="url(#b${id}${Math.round(x)})">${stripes}<ellipse cx="${-r * 0.35}" cy="${-r * 0.45}" rx="${r * 0.25}" ry="${r * 0.45}" fill="#ffffff" opacity="0.25"/></g><line x1="${-r * 0.22}" y1="${r * 1.18}" x2="${-r * 0.2}" y2="${r * 1.55}" stroke="#5b3a23" stroke-width="1.5"/><line x1="${r * 0.22}" y1="${r * 1.18}" x2="${r * 0.2}" y2="${r * 1.55}" stroke="#5b3a23" stroke-width="1.5"/><rect x="${-r * 0.24}" y="${r * 1.52}" width="${r * 0.48}" height="${r * 0.32}" rx="3" fill="#9a6534"/></g>`;
}

export function boat(x: number, y: number, s: number, hull: string, sail: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 0H40L28 16H-28Z" fill="${hull}"/><line x1="0" y1="0" x2="0" y2="-70" stroke="#5b3a23" stroke-width="3"/><path d="M3 -66L36 -6H3Z" fill="${sail}"/><path d="M-3 -58L-28 -6H-3Z" fill="${sail}" opacity="0.85"/></g>`;
}

// ---- Animals (each drawn facing right around its own origin; flip with a negative scale) ----

const eye = (x: number, y: number, r: number, closed = false) =>
  closed ? `<path d="M${x - r} ${y}Q${x} ${y + r * 0.9} ${x + r} ${y}" stroke="#2b2118" stroke-width="${Math.max(1.5, r * 0.45)}" fill="none" stroke-linecap="round"/>` : `<circle cx="${x}" cy="${y}" r="${r}" fill="#2b2118"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.35}" fill="#ffffff"/>`;

function placed(x: number, y: number, s: number, body: string, flip = false): string {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

export function sleepingFox(x: number, y: number, s: number): string {
  return placed(x, y, s, `<ellipse cx="0" cy="30" rx="120" ry="16" fill="#00000022"/><path d="M-80 20C-110 -20 -60 -70 0 -66C60 -62 100 -30 90 10C86 26 60 32 0 32C-40 32 -70 30 -80 20Z" fill="#e0782f"/><path d="M-70 24C-120 10 -130 -40 -90 -50C-60 -56 -40 -30 -10 -10C20 10 60 20 80 26C40 36 -20 36 -70 24Z" fill="#f08a3c"/><path d="M-118 -20C-122 -40 -108 -52 -92 -50C-104 -40 -108 -28 -100 -14Z" fill="#fff4e6"/><g transform="translate(58 -6)"><path d="M-40 10C-46 -24 -20 -44 10 -40L24 -62L30 -34C46 -26 52 -6 44 10C30 22 -20 24 -40 10Z" fill="#e8823a"/><path d="M-28 -34L-26 -62L-6 -40Z" fill="#e8823a"/><path d="M-24 -40L-23 -54L-12 -42Z" fill="#5a2c12"/><path d="M18 -38L24 -54L26 -34Z" fill="#5a2c12"/><path d="M-6 12C0 -4 30 -8 44 10C30 20 6 20 -6 12Z" fill="#fff4e6"/>${eye(-6, -8, 7, true)}${eye(22, -10, 7, true)}<circle cx="46" cy="8" r="6" fill="#2b2118"/></g>`);
}

export function cat(x: number, y: number, s: number, fur: string, stripe: string, closed = false, flip = false): string {
  return placed(x, y, s, `<ellipse cx="0" cy="2" rx="64" ry="10" fill="#00000022"/><path d="M40 -10C80 -10 90 -60 70 -80" stroke="${fur}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M-46 0C-56 -60 -30 -96 0 -96C30 -96 56 -60 46 0Z" fill="${fur}"/><path d="M-30 -60Q-40 -50 -44 -30M30 -60Q40 -50 44 -30" stroke="${stripe}" stroke-width="6" fill="none"/><ellipse cx="-18" cy="-2" rx="14" ry="8" fill="${fur}"/><ellipse cx="18" cy="-2" rx="14" ry="8" fill="${fur}"/><g transform="translate(0 -108)"><path d="M-40 -20L-38 -58L-12 -36Z" fill="${fur}"/><path d="M40 -20L38 -58L12 -36Z" fill="${fur}"/><path d="M-34 -28L-33 -48L-18 -36Z" fill="#f2a7a7"/><path d="M34 -28L33 -48L18 -36Z" fill="#f2a7a7"/><ellipse cx="0" cy="0" rx="44" ry="38" fill="${fur}"/><path d="M-10 -36L-6 -22M0 -38V-24M10 -36L6 -22" stroke="${stripe}" stroke-width="4"/>${eye(-16, -4, 7, closed)}${eye(16, -4, 7, closed)}<path d="M-5 8H5L0 14Z" fill="#e77f8f"/><path d="M0 14Q-6 22 -12 18M0 14Q6 22 12 18" stroke="#5a3b2b" stroke-width="2" fill="none"/><path d="M-22 10H-50M-22 14L-48 22M22 10H50M22 14L48 22" stroke="#ffffffcc" stroke-width="1.5"/></g>`, flip);
}

export function dog(x: number, y: number, s: number, fur: string, ear: string, flip = false): string {
  return placed(x, y, s, `<ellipse cx="0" cy="2" rx="80" ry="10" fill="#00000022"/><path d="M50 -50Q80 -80 76 -96" stroke="${fur}" stroke-width="12" fill="none" stroke-linecap="round"/><ellipse cx="10" cy="-40" rx="56" ry="34" fill="${fur}"/><rect x="-34" y="-24" width="16" height="26" rx="8" fill="${fur}"/><rect x="40" y="-24" width="16" height="26" rx="8" fill="${fur}"/><ellipse cx="-8" cy="-34" rx="22" ry="20" fill="#ffffff" opacity="0.5"/><g transform="translate(-42 -88)"><ellipse cx="0" cy="0" rx="40" ry="36" fill="${fur}"/><path d="M-30 -24C-56 -20 -58 16 -44 28C-36 16 -30 0 -24 -12Z" fill="${ear}"/><path d="M30 -24C56 -20 58 16 44 28C36 16 30 0 24 -12Z" fill="${ear}"/><ellipse cx="0" cy="18" rx="22" ry="16" fill="#fff3e4"/>${eye(-14, -6, 6)}${eye(14, -6, 6)}<ellipse cx="0" cy="10" rx="8" ry="6" fill="#2b2118"/><path d="M0 16Q-8 26 -14 20M0 16Q8 26 14 20" stroke="#2b2118" stroke-width="2" fill="none"/><path d="M-4 24Q0 36 6 24Z" fill="#e36b7b"/></g>`, flip);
}

export function fish(x: number, y: number, s: number, body: string, stripe: string, flip = false): string {
  return placed(x, y, s, `<path d="M-40 0C-20 -26 24 -26 40 0C24 26 -20 26 -40 0Z" fill="${body}"/><path d="M-38 0L-62 -20L-56 0L-62 20Z" fill="${body}"/><path d="M-14 -20Q-6 0 -14 20M10 -22Q18 0 10 22" stroke="${stripe}" stroke-width="8" fill="none"/><path d="M-14 -20Q-6 0 -14 20M10 -22Q18 0 10 22" stroke="#1f2a44" stroke-width="1.5" fill="none" opacity="0.5"/>${eye(26, -4, 4)}`, flip);
}

export function turtle(x: number, y: number, s: number, flip = false): string {
  return placed(x, y, s, `<path d="M-30 20Q-70 40 -80 20Q-60 10 -34 10Z" fill="#7fb069"/><path d="M20 24Q40 60 10 60Q4 40 8 24Z" fill="#7fb069"/><path d="M20 -24Q50 -60 14 -64Q4 -44 8 -24Z" fill="#7fb069"/><path d="M-30 -16Q-60 -40 -70 -30Q-56 -12 -34 -6Z" fill="#7fb069"/><ellipse cx="76" cy="-2" rx="24" ry="17" fill="#8ec07c"/>${eye(86, -8, 4)}<ellipse cx="0" cy="0" rx="64" ry="44" fill="#4f7a3a"/><path d="M-40 -10L-20 -30H20L40 -10L20 14H-20Z" fill="#6d9a4e" stroke="#3e6030" stroke-width="3"/><path d="M-20 -30L-34 -38M20 -30L34 -38M40 -10L60 -8M20 14L30 34M-20 14L-30 34M-40 -10L-60 -8" stroke="#3e6030" stroke-width="3"/>`, flip);
}

export function whale(x: number, y: number, s: number, body: string, belly: string): string {
  return placed(x, y, s, `<path d="M-150 -10C-140 -70 40 -90 120 -40C160 -10 150 40 100 50C20 70 -80 60 -130 30L-200 -30L-210 10L-190 40L-150 20Z" fill="${body}"/><path d="M-120 30C-40 56 40 60 110 44C80 62 -20 70 -120 30Z" fill="${belly}"/><path d="M0 40Q20 80 60 84Q40 60 40 40Z" fill="${body}"/>${eye(90, 0, 6)}<path d="M100 22Q120 30 140 16" stroke="#1b3150" stroke-width="3" fill="none"/><path d="M40 -70Q30 -110 10 -120M40 -70Q44 -112 60 -124M40 -70Q40 -116 36 -130" stroke="#e9f6ff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`);
}

export function jellyfish(scene: Scene, x: number, y: number, s: number, color: string): string {
  let tentacles = "";
  for (let k = -3; k <= 3; k++) tentacles += `<path d="M${k * 10} 0Q${k * 10 + 10} 30 ${k * 10} 60T${k * 10} 120" stroke="${color}" stroke-width="3" fill="none" opacity="0.7"/>`;
  return placed(x, y, s, `<circle cx="0" cy="-10" r="70" fill="${scene.radial([`${color}88`, `${color}00`])}"/>${tentacles}<path d="M-44 0C-44 -60 44 -60 44 0Q33 8 22 0Q11 8 0 0Q-11 8 -22 0Q-33 8 -44 0Z" fill="${color}" opacity="0.9"/><ellipse cx="-14" cy="-26" rx="10" ry="6" fill="#ffffff" opacity="0.5"/>`);
}

export function seahorse(x: number, y: number, s: number, color: string, flip = false): string {
  return placed(x, y, s, `<path d="M0 -60C24 -64 34 -44 20 -34C34 -20 34 10 14 30C4 42 6 60 20 64C30 68 28 80 16 80C-6 80 -10 56 -2 40C-14 20 -18 -10 -6 -30C-20 -30 -40 -36 -44 -44C-30 -44 -16 -48 -10 -54C-8 -58 -4 -60 0 -60Z" fill="${color}"/><path d="M-6 -58L-2 -76L6 -60L12 -74L14 -56Z" fill="${color}"/>${eye(6, -46, 4)}<path d="M14 -10Q30 0 16 14" stroke="#ffffff77" stroke-width="3" fill="none"/>`, flip);
}

export function octopus(x: number, y: number, s: number, color: string, dark: string): string {
  let arms = "";
  for (let k = 0; k < 6; k++) {
    const dx = -50 + k * 20;
    const curl = k % 2 === 0 ? 1 : -1;
    arms += `<path d="M${dx} 0Q${dx + curl * 20} 40 ${dx - curl * 10} 60Q${dx - curl * 24} 70 ${dx - curl * 20} 56" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  }
  return placed(x, y, s, `${arms}<ellipse cx="0" cy="-40" rx="56" ry="56" fill="${color}"/><circle cx="-24" cy="-62" r="8" fill="${dark}" opacity="0.5"/><circle cx="20" cy="-72" r="6" fill="${dark}" opacity="0.5"/><ellipse cx="-18" cy="-30" rx="12" ry="14" fill="#ffffff"/><ellipse cx="18" cy="-30" rx="12" ry="14" fill="#ffffff"/><circle cx="-16" cy="-28" r="6" fill="#2b2118"/><circle cx="20" cy="-28" r="6" fill="#2b2118"/><path d="M-10 -6Q0 2 10 -6" stroke="#2b2118" stroke-width="3" fill="none"/>`);
}

export function bird(x: number, y: number, s: number, color = "#3a3a4a"): string {
  return `<path d="M${x - 12 * s} ${y}Q${x - 6 * s} ${y - 8 * s} ${x} ${y}Q${x + 6 * s} ${y - 8 * s} ${x + 12 * s} ${y}" stroke="${color}" stroke-width="${Math.max(1.5, 2 * s)}" fill="none" stroke-linecap="round"/>`;
}

export function bubbles(scene: Scene, count: number, x0: number, x1: number): string {
  let out = "";
  for (let k = 0; k < count; k++) {
    const r = 3 + scene.random.next() * 9;
    out += `<circle cx="${f(x0 + scene.random.next() * (x1 - x0))}" cy="${f(40 + scene.random.next() * 460)}" r="${f(r)}" fill="#ffffff22" stroke="#ffffffaa" stroke-width="1.5"/>`;
  }
  return out;
}

// ---- Autumn and garden things ----

export function pumpkin(x: number, y: number, r: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${r * 1.25}" ry="${r * 0.22}" fill="#00000022"/><g transform="translate(${x} ${y - r * 0.85})"><ellipse cx="${-r * 0.55}" cy="0" rx="${r * 0.6}" ry="${r * 0.85}" fill="#e5761f"/><ellipse cx="${r * 0.55}" cy="0" rx="${r * 0.6}" ry="${r * 0.85}" fill="#e5761f"/><ellipse cx="0" cy="0" rx="${r * 0.62}" ry="${r * 0.9}" fill="#f28b2c"/><path d="M0 ${-r * 0.85}Q${r * 0.05} ${-r * 1.2} ${r * 0.3} ${-r * 1.3}" stroke="#4d6b2a" stroke-width="${r * 0.16}" fill="none" stroke-linecap="round"/></g>`;
}

export function mushroom(x: number, y: number, s: number, cap: string): string {
  return placed(x, y, s, `<ellipse cx="0" cy="0" rx="26" ry="5" fill="#00000022"/><path d="M-10 0Q-12 -30 -8 -40H8Q12 -30 10 0Z" fill="#f6ecd8"/><path d="M-40 -38C-40 -80 40 -80 40 -38Q0 -30 -40 -38Z" fill="${cap}"/><circle cx="-18" cy="-56" r="6" fill="#fff7e8"/><circle cx="10" cy="-62" r="7" fill="#fff7e8"/><circle cx="24" cy="-46" r="4" fill="#fff7e8"/><circle cx="-4" cy="-46" r="4" fill="#fff7e8"/>`);
}

export function leaves(scene: Scene, count: number, colors: readonly string[], top = 0, bottom = H): string {
  let out = "";
  for (let k = 0; k < count; k++) {
    const x = f(scene.random.next() * W);
    const y = f(top + scene.random.next() * (bottom - top));
    const a = Math.round(scene.random.next() * 360);
    out += `<path d="M0 -7Q6 0 0 7Q-6 0 0 -7Z" fill="${colors[k % colors.length]}" transform="translate(${x} ${y}) rotate(${a}) scale(${f(0.8 + scene.random.next())})"/>`;
  }
  return out;
}

export function yarn(x: number, y: number, r: number, color: string, light: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><path d="M${x - r * 0.8} ${y - r * 0.4}Q${x} ${y - r * 1.1} ${x + r * 0.8} ${y - r * 0.4}M${x - r * 0.95} ${y}Q${x} ${y - r * 0.8} ${x + r * 0.95} ${y}M${x - r * 0.6} ${y + r * 0.7}Q${x - r * 0.2} ${y - r * 0.3} ${x + r * 0.5} ${y - r * 0.8}M${x - r * 0.2} ${y + r * 0.95}Q${x + r * 0.3} ${y} ${x + r * 0.9} ${y + r * 0.2}" stroke="${light}" stroke-width="${r * 0.08}" fill="none"/><path d="M${x + r * 0.7} ${y + r * 0.7}Q${x + r * 2} ${y + r * 1.3} ${x + r * 2.6} ${y + r * 0.6}" stroke="${color}" stroke-width="${r * 0.08}" fill="none"/>`;
}

export function snowflakes(scene: Scene, count: number): string {
  let out = "";
  for (let k = 0; k < count; k++) out += `<circle cx="${f(scene.random.next() * W)}" cy="${f(scene.random.next() * H)}" r="${f(1.5 + scene.random.next() * 3)}" fill="#ffffff" opacity="${f(0.6 + scene.random.next() * 0.4)}"/>`;
  return out;
}

export function mist(scene: Scene, y: number, color: string, opacity = 0.5): string {
  return `<ellipse cx="${W / 2}" cy="${y}" rx="${W * 0.7}" ry="40" fill="${color}" opacity="${opacity}" filter="${scene.blur(18)}"/>`;
}
