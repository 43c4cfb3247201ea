/**
 * The clutter's drawings (see clutter.ts), each standing on its base at 0,0 inside its kind's box,
 * outlined like the findable objects so those do not stand out by their line alone, and coloured
 * from the city's palette so every city's clutter is its own.
 */
import type { ReactNode } from "react";
import type { ClutterItem, ClutterKind } from "../clutter.ts";
import type { Palette, SceneLight } from "../cities.ts";

const INK = "#2a2622";
const line = { stroke: INK, strokeWidth: 2.5, strokeLinejoin: "round", strokeLinecap: "round" } as const;
const pick = (list: readonly string[], index: number) => list[index % list.length]!;

interface Colours {
  accent: string;
  second: string;
  wall: string;
  glow: string;
}

type Draw = (colours: Colours) => ReactNode;

const fruits = (xs: readonly number[], y: number, colours: Colours) =>
  xs.map((x, index) => <circle key={x} cx={x} cy={y - (index % 2) * 5} r="7" fill={index % 2 ? colours.second : colours.accent} {...line} strokeWidth={1.5} />);

/** The leaves of a foliage spray: x, y and green. */
const LEAVES: readonly (readonly [number, number, string])[] = [
  [-30, -16, "#3f7d3a"], [-8, -24, "#4a8c41"], [16, -16, "#56a04a"], [28, -36, "#4a8c41"], [-26, -38, "#56a04a"], [2, -44, "#3f7d3a"],
];

const DRAWINGS: Record<ClutterKind, Draw> = {
  pot: (c) => (
    <>
      <path d="M-8-24q-10-16 0-22M8-24q12-14 2-20M0-24v-16" fill="none" stroke="#3f7d3a" strokeWidth="3" />
      <circle cx="-8" cy="-42" r="5" fill={c.accent} {...line} strokeWidth={1.5} />
      <circle cx="10" cy="-40" r="5" fill={c.second} {...line} strokeWidth={1.5} />
      <path d="M-16-24h32l-5 24h-22z" fill="#c46a3a" {...line} />
    </>
  ),
  bottle: (c) => (
    <>
      <path d="M-4-38h8v8q6 4 6 12v18h-20v-18q0-8 6-12z" fill="#3d7a4a" {...line} strokeWidth={2} />
      <rect x="-7" y="-16" width="14" height="8" fill={c.accent} />
    </>
  ),
  bag: (c) => (
    <>
      <path d="M-8-32q0-12 8-12t8 12" fill="none" {...line} />
      <path d="M-16-32h32l2 32h-36z" fill={c.accent} {...line} />
      <path d="M-10-20h20" stroke="#fffaf0" strokeWidth="3" />
    </>
  ),
  fruitcrate: (c) => (
    <>
      {fruits([-20, -8, 4, 16], -28, c)}
      <rect x="-28" y="-26" width="56" height="26" fill="#c79a5b" {...line} />
      <path d="M-28-13h56" stroke="#9b7340" strokeWidth="2.5" />
    </>
  ),
  newspaper: () => (
    <>
      <path d="M-20-4l4-10h36l-4 10z" fill="#f3efe4" {...line} strokeWidth={2} />
      <path d="M-12-8h14M-10-11h20" stroke="#7d7a72" strokeWidth="1.5" />
      <path d="M-21 0h40v-4h-40z" fill="#e2dccd" {...line} strokeWidth={2} />
    </>
  ),
  pigeon: () => (
    <>
      <path d="M-16-10q0-12 16-12 6-8 12-2l6 2-6 2q2 16-16 20h-8z" fill="#8d93a0" {...line} strokeWidth={2} />
      <path d="M-4-14q8 0 12 8" fill="none" stroke="#5b6170" strokeWidth="2" />
      <circle cx="10" cy="-21" r="1.6" fill={INK} />
      <path d="M-2 0v-2M4 0v-2" stroke="#d9734a" strokeWidth="2" />
    </>
  ),
  parcel: () => (
    <>
      <rect x="-18" y="-30" width="36" height="30" fill="#b98a55" {...line} />
      <path d="M0-30v30M-18-15h36" stroke="#f3efe4" strokeWidth="3" />
    </>
  ),
  bin: (c) => (
    <>
      <path d="M-16-48h32l-3 48h-26z" fill={c.wall} {...line} />
      <rect x="-18" y="-54" width="36" height="7" rx="2" fill="#4d5a63" {...line} strokeWidth={2} />
      <path d="M-7-40v32M7-40v32" stroke="rgba(0,0,0,0.25)" strokeWidth="3" />
    </>
  ),
  board: (c) => (
    <>
      <path d="M-18 0l10-56h16l10 56" fill="#5b4636" {...line} />
      <rect x="-12" y="-48" width="24" height="30" fill="#2f3b35" {...line} strokeWidth={2} />
      <path d="M-7-40h14M-7-33h10M-7-26h12" stroke={c.glow} strokeWidth="2" />
    </>
  ),
  barrel: () => (
    <>
      <path d="M-16-50h32q6 25 0 50h-32q-6-25 0-50z" fill="#9a6a3c" {...line} />
      <path d="M-18-38h36M-18-12h36" stroke="#4d3a2a" strokeWidth="3" />
    </>
  ),
  basket: (c) => (
    <>
      <path d="M-16-20q16-20 32 0" fill="none" stroke="#a87b45" strokeWidth="3" />
      {fruits([-12, 0, 12], -20, c)}
      <path d="M-22-18h44l-6 18h-32z" fill="#d2a15f" {...line} />
      <path d="M-18-10h36" stroke="#a87b45" strokeWidth="2" />
    </>
  ),
  bollard: () => (
    <>
      <path d="M-8 0v-30q0-8 8-8t8 8v30z" fill="#3c4650" {...line} />
      <path d="M-8-26h16" stroke="#c9c2b5" strokeWidth="3" />
    </>
  ),
  cone: () => (
    <>
      <path d="M-12 0l8-34h8l8 34z" fill="#f06a2b" {...line} />
      <rect x="-7" y="-19" width="14" height="6" fill="#fffaf0" />
    </>
  ),
  suitcase: (c) => (
    <>
      <path d="M-8-32v-6h16v6" fill="none" {...line} strokeWidth={3} />
      <rect x="-22" y="-32" width="44" height="32" rx="4" fill={c.second} {...line} />
      <path d="M-12-32v32M12-32v32" stroke="rgba(0,0,0,0.3)" strokeWidth="3" />
    </>
  ),
  rack: () => (
    <path d="M-40 0v-24a10 10 0 0 1 20 0v24M-10 0v-24a10 10 0 0 1 20 0v24M20 0v-24a10 10 0 0 1 20 0v24M-44 0h88" fill="none" stroke="#56606b" strokeWidth="5" strokeLinecap="round" />
  ),
  cat: () => (
    <>
      <path d="M14-6q10 0 6-14" fill="none" stroke="#3a3330" strokeWidth="4" strokeLinecap="round" />
      <path d="M-16 0q-2-22 10-24l-2-8 8 5q6 0 10 0l6-6v10q4 12-6 23z" fill="#4a4340" {...line} strokeWidth={2} />
      <circle cx="-2" cy="-24" r="1.5" fill="#f4d35e" />
      <circle cx="6" cy="-24" r="1.5" fill="#f4d35e" />
    </>
  ),
  shrub: (c) => (
    <>
      <circle cx="-18" cy="-16" r="16" fill="#4a8c41" {...line} />
      <circle cx="16" cy="-16" r="16" fill="#3f7d3a" {...line} />
      <circle cx="0" cy="-26" r="16" fill="#56a04a" {...line} />
      <circle cx="-6" cy="-30" r="3" fill={c.accent} />
      <circle cx="14" cy="-20" r="3" fill={c.second} />
      <path d="M-32 0h64" stroke="#3d6b32" strokeWidth="3" />
    </>
  ),
  hedge: (c) => (
    <>
      <path d="M-60 0v-30q0-18 20-18h80q20 0 20 18v30z" fill="#3f7d3a" {...line} />
      <path d="M-44-30q8-8 16 0M-12-36q8-8 16 0M22-30q8-8 16 0" fill="none" stroke="#6cb35c" strokeWidth="3" />
      {[-40, -4, 30, 48].map((x, index) => (
        <circle key={x} cx={x} cy={-14 - (index % 2) * 12} r="3.5" fill={index % 2 ? c.accent : c.second} />
      ))}
    </>
  ),
  chair: (c) => (
    <>
      <path d="M-12 0v-26M12 0v-26M10-26v-30" fill="none" stroke="#3d3d3d" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M-16-28h30" stroke={c.accent} strokeWidth="6" strokeLinecap="round" />
      <path d="M10-56q-10 2-12 14" fill="none" stroke="#3d3d3d" strokeWidth="3" />
    </>
  ),
  cart: (c) => (
    <>
      <path d="M-46-40h-8" {...line} strokeWidth={4} />
      <path d="M-40-50h80l-6 30h-68z" fill="#b07d4f" {...line} />
      {fruits([-26, -12, 2, 16, 30], -52, c)}
      <circle cx="-20" cy="-12" r="12" fill="#7a5c3e" {...line} />
      <circle cx="-20" cy="-12" r="3" fill={INK} />
      <path d="M30-20v20" {...line} strokeWidth={4} />
    </>
  ),
  sack: () => (
    <>
      <path d="M-14-34q-8 14-4 34h36q4-20-4-34z" fill="#d9c39a" {...line} />
      <path d="M-12-34q12-10 24 0" fill="#c4ab7f" {...line} strokeWidth={2} />
      <path d="M-10-34l-2-6M10-34l2-6" stroke={INK} strokeWidth="2" />
    </>
  ),
  coil: () => (
    <>
      <ellipse cx="0" cy="-9" rx="20" ry="8" fill="#d9b77a" {...line} />
      <ellipse cx="0" cy="-9" rx="12" ry="4.5" fill="none" stroke="#a8854b" strokeWidth="2" />
      <ellipse cx="0" cy="-9" rx="5" ry="2" fill="#8a6a3c" />
    </>
  ),
  lifering: (c) => (
    <>
      <circle cx="0" cy="-20" r="17" fill="none" stroke={INK} strokeWidth="12" />
      <circle cx="0" cy="-20" r="17" fill="none" stroke="#fffaf0" strokeWidth="8" />
      <path d="M0-37v6M0-9v6M-17-20h6M11-20h6" stroke={c.accent} strokeWidth="8" />
    </>
  ),
  flowers: (c) => (
    <>
      <path d="M-14 0q0-10-4-16M0 0v-18M14 0q0-10 4-16" fill="none" stroke="#3f7d3a" strokeWidth="2.5" />
      {[-18, 0, 18].map((x, index) => (
        <circle key={x} cx={x} cy={index === 1 ? -20 : -18} r="4.5" fill={index === 1 ? c.second : c.accent} {...line} strokeWidth={1.5} />
      ))}
    </>
  ),
  leaves: () => (
    <>
      <path d="M-22-2q6-10 14-2-8 6-14 2z" fill="#c97b2e" />
      <path d="M-2-4q8-8 14 0-8 6-14 0z" fill="#d9a02b" />
      <path d="M10-8q8-4 12 4-8 4-12-4z" fill="#a85a2a" />
    </>
  ),
  cobbles: () => (
    <g fill="rgba(0,0,0,0.1)">
      <ellipse cx="-20" cy="-4" rx="9" ry="4" />
      <ellipse cx="0" cy="-6" rx="8" ry="3.5" />
      <ellipse cx="20" cy="-4" rx="9" ry="4" />
    </g>
  ),
  cup: (c) => (
    <>
      <path d="M-10 0h20" {...line} />
      <path d="M-7-14h14l-2 12h-10z" fill={c.wall} {...line} strokeWidth={2} />
      <path d="M7-11q5 0 3 5l-3 1" fill="none" {...line} strokeWidth={1.8} />
    </>
  ),
  jar: (c) => (
    <>
      <rect x="-8" y="-20" width="16" height="20" rx="3" fill={c.second} {...line} strokeWidth={2} />
      <rect x="-6" y="-26" width="12" height="6" fill="#8a6a3c" {...line} strokeWidth={1.5} />
    </>
  ),
  fruitpile: (c) => (
    <>
      {fruits([-20, -10, 0, 10, 20], -7, c)}
      {fruits([-10, 6], -17, c)}
    </>
  ),
  shutters: (c) => (
    <>
      {[-35, 35].map((x) => (
        <g key={x}>
          <rect x={x - 11} y="-52" width="22" height="52" fill={c.second} {...line} strokeWidth={2} />
          <path d={`M${x - 7}-42h14M${x - 7}-32h14M${x - 7}-22h14M${x - 7}-12h14`} stroke="rgba(0,0,0,0.3)" strokeWidth="2" />
        </g>
      ))}
    </>
  ),
  windowbox: (c) => (
    <>
      {[-18, -6, 6, 18].map((x, index) => (
        <circle key={x} cx={x} cy={-16 - (index % 2) * 3} r="5" fill={index % 2 ? c.accent : "#4f8a3c"} {...line} strokeWidth={1.5} />
      ))}
      <rect x="-26" y="-12" width="52" height="12" fill="#8a5a3a" {...line} strokeWidth={2} />
    </>
  ),
  sign: (c) => (
    <>
      <path d="M-22-44h44" {...line} strokeWidth={3} />
      <path d="M-12-44v6M12-44v6" {...line} strokeWidth={1.5} />
      <rect x="-16" y="-38" width="32" height="32" rx="4" fill={c.accent} {...line} />
      <path d="M-9-27h18M-9-19h12M-9-11h15" stroke="#fffaf0" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  awning: (c) => (
    <>
      {[-36, -18, 0, 18].map((x, index) => (
        <path key={x} d={`M${x}-26h18v18q-9 8-18 0z`} fill={index % 2 ? "#fffaf0" : c.accent} {...line} strokeWidth={2} />
      ))}
    </>
  ),
  bunting: (c) => (
    <>
      <path d="M-120-38q120 34 240 0" fill="none" {...line} strokeWidth={1.8} />
      {Array.from({ length: 9 }, (_, index) => {
        const x = -104 + index * 26;
        const y = -38 + (34 * (1 - ((x / 120) ** 2))) / 2 + 2;
        return <path key={x} d={`M${x - 8} ${y}h16l-8 16z`} fill={[c.accent, c.second, "#fffaf0"][index % 3]} {...line} strokeWidth={1.5} />;
      })}
    </>
  ),
  wire: () => (
    <>
      <path d="M-130-30q130 20 260 0" fill="none" stroke="#3c3a38" strokeWidth="2" />
      {[-80, -56, 30, 90].map((x) => (
        <g key={x} transform={`translate(${x} ${-22 + (10 * (1 - (x / 130) ** 2))})`}>
          <path d="M-7 0q-2-10 6-10 2-5 7-2l4 2-4 1q1 8-8 9z" fill="#3c3a38" />
        </g>
      ))}
    </>
  ),
  bird: () => <path d="M-15-10q8-4 15 4 7-8 15-4-8 0-15 10-7-10-15-10z" fill="#3a3330" />,
  foliage: () => (
    <>
      {LEAVES.map(([x, y, fill]) => (
        <path key={`${x}${y}`} d={`M${x - 10} ${y + 6}q12-24 26-8q-8 18-26 8z`} fill={fill} stroke="#2f5d2a" strokeWidth="1.5" />
      ))}
    </>
  ),
  float: (c) => (
    <>
      <path d="M-8-6q0-16 8-16t8 16z" fill={c.accent} {...line} strokeWidth={2} />
      <path d="M-9-4h18" stroke="#fffaf0" strokeWidth="3" />
    </>
  ),
  ripple: () => <path d="M-26-3q6-4 13 0t13 0 13 0 13 0" fill="none" stroke="#fff" strokeWidth="2.5" opacity="0.55" />,
};

export function ClutterArt({ item, palette, light }: { item: ClutterItem; palette: Palette; light: SceneLight }) {
  const colours: Colours = {
    accent: pick(palette.accents, item.tone),
    second: pick(palette.accents, item.tone + 1),
    wall: pick(palette.walls, item.tone + 2),
    glow: light === "day" ? "#fffaf0" : "#ffd77a",
  };
  return (
    <g className="bca-clutter" transform={`translate(${item.x} ${item.y}) scale(${item.flip ? -item.scale : item.scale} ${item.scale})`}>
      {DRAWINGS[item.kind](colours)}
    </g>
  );
}

export const DRAWN_CLUTTER = Object.keys(DRAWINGS);
