/**
 * The enamel-pin look shared by every pin: a drawing gives its outer shapes (they get the gold rim
 * and the drop shadow), its inner enamel fields (separated by thin gold lines, as on a real pin)
 * and its details (eyes, strokes: drawn as they are). This file adds the rim, the shadow and the
 * soft highlight, so every pin has the same metal, light and depth.
 */

/** Flat enamel colours: every drawing picks from these so the set looks like one series. */
export const C = {
  red: "#e8453c",
  darkRed: "#b52a2a",
  orange: "#f5891f",
  yellow: "#ffd23f",
  cream: "#fff4d6",
  green: "#4cb944",
  darkGreen: "#2f8a3a",
  lime: "#a6d84a",
  teal: "#2bb3a3",
  sky: "#6cc8f0",
  blue: "#2f7fd8",
  navy: "#28407a",
  purple: "#8a5cd6",
  lilac: "#c7a7f0",
  pink: "#f47fb0",
  lightPink: "#ffc6dc",
  brown: "#9a6132",
  lightBrown: "#c98f55",
  tan: "#e8c28e",
  white: "#ffffff",
  snow: "#f2f7fb",
  grey: "#9aa5b1",
  lightGrey: "#d5dce3",
  dark: "#3a3340",
  black: "#1f1b24",
} as const;

/** A drawing in the pin's own units (100 per cell). */
export interface Drawing {
  /** Outer shapes: the silhouette that gets the rim, the shadow and the highlight. */
  shape: string;
  /** Enamel fields inside the silhouette, outlined by thin gold lines. */
  inner?: string;
  /** The outer shapes are one piece of one colour (a cloud of circles): no gold lines between them. */
  merged?: boolean;
  /** Small marks on top (eyes, mouths, strings) that are drawn as given. */
  detail?: string;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

export const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${rotate ? ` transform="rotate(${rotate} ${num(cx)} ${num(cy)})"` : ""}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, rotate = 0) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(rx)}" fill="${fill}"${rotate ? ` transform="rotate(${rotate} ${num(x + w / 2)} ${num(y + h / 2)})"` : ""}/>`;
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
export const poly = (points: string, fill: string) => `<polygon points="${points}" fill="${fill}"/>`;
/** A circle as path data, to cut holes with. */
export const circleD = (cx: number, cy: number, r: number) => `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`;
/** A polygon's points as path data. */
export const polyD = (points: string) => `M${points.split(" ").join("L")}Z`;
/** A shape with round holes through it (a ring, a key's bow): the board shows through. */
export const holed = (d: string, holes: [number, number, number][], fill: string) => `<path d="${d}${holes.map(([x, y, r]) => circleD(x, y, r)).join("")}" fill="${fill}" fill-rule="evenodd"/>`;
/** A stroked line or curve (no fill), round ends; `dash` makes it a dashed route. */
export const line = (d: string, color: string, width: number, dash?: string) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
/** A shining eye: a dark dot with a white glint, the same on every creature. */
export const eye = (x: number, y: number, r = 3.6) => circle(x, y, r, C.black) + circle(x - r * 0.3, y - r * 0.35, r * 0.38, C.white);
export const eyes = (x1: number, x2: number, y: number, r = 3.6) => eye(x1, y, r) + eye(x2, y, r);
/** A closed, sleeping eye. */
export const closedEye = (x: number, y: number, w = 9) => line(`M${num(x - w / 2)} ${num(y)}q${num(w / 2)} ${num(w * 0.45)} ${num(w)} 0`, C.black, 2.4);
/** A small smile under the eyes. */
export const smile = (cx: number, cy: number, w = 8, color: string = C.black) => line(`M${num(cx - w / 2)} ${num(cy)}q${num(w / 2)} ${num(w * 0.55)} ${num(w)} 0`, color, 2.2);
/** Rosy cheeks. */
export const cheeks = (x1: number, x2: number, y: number, r = 3.2) => circle(x1, y, r, C.pink) + circle(x2, y, r, C.pink);
/** A happy face: eyes, smile and rosy cheeks, for things that come alive (clouds, candles, trains). */
export const face = (cx: number, cy: number, r = 3) => eyes(cx - 8, cx + 8, cy, r) + smile(cx, cy + 7, 6) + cheeks(cx - 13, cx + 13, cy + 6, 2.8);
/** A star's points. */
export const starPoints = (cx: number, cy: number, outer: number, inner: number, points = 5) => rays(cx, cy, outer, inner, points);

/** Points alternating between two radii from startDeg to endDeg: stars, sparkles, spikes, manes. */
export function rays(cx: number, cy: number, outer: number, inner: number, count: number, startDeg = -90, endDeg = startDeg + 360): string {
  const out: string[] = [];
  const closed = endDeg - startDeg >= 360;
  const steps = count * 2;
  for (let k = 0; k < (closed ? steps : steps + 1); k++) {
    const r = k % 2 === 0 ? outer : inner;
    const a = ((startDeg + ((endDeg - startDeg) * k) / steps) * Math.PI) / 180;
    out.push(`${num(cx + r * Math.cos(a))},${num(cy + r * Math.sin(a))}`);
  }
  return out.join(" ");
}

/** The part of a circle between two heights: stripes on balls, bees and planets. */
export function band(cx: number, cy: number, r: number, y1: number, y2: number, fill: string): string {
  const half = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));
  const [a, b] = [half(y1), half(y2)];
  return path(`M${num(cx - a)} ${num(y1)}L${num(cx + a)} ${num(y1)}A${r} ${r} 0 0 1 ${num(cx + b)} ${num(y2)}L${num(cx - b)} ${num(y2)}A${r} ${r} 0 0 1 ${num(cx - a)} ${num(y1)}Z`, fill);
}

const RIM = 7;
const LINE = 2.2;

/** The whole SVG of a pin of cw x ch cells. `key` keeps ids unique if two pins share a page. */
export function pinSvg(key: string, cw: number, ch: number, drawing: Drawing): string {
  const w = cw * 100;
  const h = ch * 100;
  const id = (name: string) => `${key}-${name}`;
  const ref = (name: string) => `url(#${id(name)})`;
  const defs = [
    `<linearGradient id="${id("gold")}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="${h}">`,
    `<stop offset="0" stop-color="#fff3b0"/><stop offset=".35" stop-color="#f2c14e"/><stop offset=".7" stop-color="#c98a1c"/><stop offset="1" stop-color="#f6d77a"/></linearGradient>`,
    `<linearGradient id="${id("shine")}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w * 0.55}" y2="${h * 0.75}">`,
    `<stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".55" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<filter id="${id("shadow")}" x="-10%" y="-10%" width="120%" height="120%"><feColorMatrix type="matrix" values="0 0 0 0 0.12 0 0 0 0 0.08 0 0 0 0 0.1 0 0 0 0.4 0"/><feGaussianBlur stdDeviation="2"/></filter>`,
    `<filter id="${id("white")}"><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter>`,
    `<g id="${id("s")}">${drawing.shape}</g>`,
    `<mask id="${id("m")}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><use href="#${id("s")}" filter="${ref("white")}"/></mask>`,
  ].join("");
  const body = [
    `<g filter="${ref("shadow")}" stroke="#000" stroke-width="${RIM}" stroke-linejoin="round"><use href="#${id("s")}" transform="translate(1.5 3)"/></g>`,
    `<g stroke="${ref("gold")}" stroke-width="${RIM}" stroke-linejoin="round"><use href="#${id("s")}"/></g>`,
    drawing.merged ? `<use href="#${id("s")}"/>` : "",
    `<g stroke="${ref("gold")}" stroke-width="${LINE}" stroke-linejoin="round">${drawing.merged ? "" : `<use href="#${id("s")}"/>`}${drawing.inner ?? ""}</g>`,
    drawing.detail ?? "",
    `<rect width="${w}" height="${h}" fill="${ref("shine")}" mask="${ref("m")}"/>`,
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;
}
