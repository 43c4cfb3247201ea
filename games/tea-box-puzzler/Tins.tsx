import { useId, type ReactNode } from "react";
import type { Region } from "../engines/pieces/packing.ts";
import { outlinePath, type Cell, type Shape } from "../engines/pieces/polyomino.ts";

type Motif = "citrus" | "blossom" | "anise" | "bowl" | "curl" | "needles" | "bud" | "leaf" | "wave" | "mint" | "hibiscus" | "smoke";

/**
 * Each tin is a tea: its own colour, its name on a label and its own drawn motif (bergamot,
 * blossom, star anise...), so colour is never the only difference.
 */
export const TEAS: readonly { readonly name: string; readonly fill: string; readonly motif: Motif }[] = [
  { name: "Earl Grey", fill: "#4a6fa5", motif: "citrus" },
  { name: "Jasmine", fill: "#e2b93b", motif: "blossom" },
  { name: "Chai", fill: "#c0603a", motif: "anise" },
  { name: "Matcha", fill: "#5f9e45", motif: "bowl" },
  { name: "Oolong", fill: "#8e5ea2", motif: "curl" },
  { name: "Rooibos", fill: "#c8414b", motif: "needles" },
  { name: "Darjeeling", fill: "#e6883e", motif: "bud" },
  { name: "Assam", fill: "#7a5538", motif: "leaf" },
  { name: "Sencha", fill: "#2f9b8a", motif: "wave" },
  { name: "Peppermint", fill: "#4fb4c4", motif: "mint" },
  { name: "Hibiscus", fill: "#d6478f", motif: "hibiscus" },
  { name: "Lapsang", fill: "#50505a", motif: "smoke" },
];

export const teaOf = (piece: number) => TEAS[piece % TEAS.length]!;

const INK = "#2b1d10";
const PAPER = "#fbf3dc";
const LEAF = "#4f8a3a";

/** An id safe inside url(#...): React's ids carry characters a URL reference does not like. */
function useSvgId(prefix: string) {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
}

/** The longest straight row of cells in a shape, across or down: where the tin's label goes. */
export function labelRun(shape: Shape): { from: Cell; length: number; down: boolean } {
  const has = (x: number, y: number) => shape.some((cell) => cell.x === x && cell.y === y);
  let best = { from: shape[0]!, length: 1, down: false };
  for (const cell of shape) {
    for (const down of [false, true]) {
      let length = 1;
      while (has(cell.x + (down ? 0 : length), cell.y + (down ? length : 0))) length++;
      if (length > best.length) best = { from: cell, length, down };
    }
  }
  return best;
}

/** The lines between a shape's own cells: faint seams, so a player can count a tin's squares. */
function seamsOf(shape: Shape): string {
  const has = (x: number, y: number) => shape.some((cell) => cell.x === x && cell.y === y);
  return shape
    .map(({ x, y }) => `${has(x + 1, y) ? `M${x + 1} ${y + 0.22}V${y + 0.78}` : ""}${has(x, y + 1) ? `M${x + 0.22} ${y + 1}H${x + 0.78}` : ""}`)
    .join("");
}

/** A tin's shadow on what it lies on: under a packed tin, on the chest's lining; under a carried one, further off. */
export function TinShadow({ shape, lifted = false }: { shape: Shape; lifted?: boolean }) {
  return (
    <path
      className="tea-tin-shadow"
      d={outlinePath(shape)}
      transform={lifted ? "translate(0.16 0.26)" : "translate(0.05 0.1)"}
      fill={lifted ? "rgba(30, 18, 8, 0.28)" : "rgba(30, 18, 8, 0.42)"}
    />
  );
}

/**
 * One tin in cell units, as seen from above: a pressed metal lid with a rolled rim, a bevel and a
 * sheen, the tea's name on a paper label along its longest row and its motif on a round seal.
 */
export function Tin({ shape, piece, ghost = false, shadow = true }: { shape: Shape; piece: number; ghost?: boolean; shadow?: boolean }) {
  const tea = teaOf(piece);
  const clip = useSvgId("tea-clip");
  const sheen = useSvgId("tea-sheen");
  const path = outlinePath(shape);
  const run = labelRun(shape);
  const onLabel = (cell: Cell) => (run.down ? cell.x === run.from.x && cell.y >= run.from.y && cell.y < run.from.y + run.length : cell.y === run.from.y && cell.x >= run.from.x && cell.x < run.from.x + run.length);
  const free = shape.find((cell) => !onLabel(cell));
  // A straight tin has no cell off its label: the seal takes the label's first cell.
  const sealOnLabel = !free;
  const seal = free ?? run.from;
  const span = run.length - 0.24 - (sealOnLabel ? 0.62 : 0);
  const shift = sealOnLabel ? (run.down ? -0.31 : 0.31) : 0;
  const fontSize = Math.min(0.3, span / (tea.name.length * 0.56));
  const centre = run.down ? { x: run.from.x + 0.5, y: run.from.y + run.length / 2 } : { x: run.from.x + run.length / 2, y: run.from.y + 0.5 };
  const inside = `url(#${clip})`;
  return (
    <g className={`tea-tin${ghost ? " tea-tin-ghost" : ""}`}>
      <defs>
        <clipPath id={clip}>
          <path d={path} />
        </clipPath>
        <linearGradient id={sheen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.42" />
          <stop offset="0.22" stopColor="#fff" stopOpacity="0.06" />
          <stop offset="0.46" stopColor="#000" stopOpacity="0.04" />
          <stop offset="0.56" stopColor="#fff" stopOpacity="0.22" />
          <stop offset="0.68" stopColor="#fff" stopOpacity="0.02" />
          <stop offset="1" stopColor="#000" stopOpacity="0.26" />
        </linearGradient>
      </defs>
      {shadow ? <TinShadow shape={shape} lifted={ghost} /> : null}
      <path className="tea-tin-body" d={path} fill={tea.fill} />
      <g clipPath={inside} fill="none">
        {/* The lid's rolled rim: a light and a dark line a little in from the edge. */}
        <path d={path} stroke="rgba(255, 255, 255, 0.38)" strokeWidth={0.42} />
        <path d={path} stroke="rgba(0, 0, 0, 0.34)" strokeWidth={0.36} />
        <path d={path} stroke={tea.fill} strokeWidth={0.3} />
        <path d={seamsOf(shape)} stroke="rgba(0, 0, 0, 0.22)" strokeWidth={0.03} strokeLinecap="round" />
        <path d={path} fill={`url(#${sheen})`} />
        {/* The bevel: light on the edges facing the lamp (top, left), shade on the others. */}
        <path d={path} transform="translate(0.04 0.04)" stroke="rgba(255, 255, 255, 0.55)" strokeWidth={0.08} />
        <path d={path} transform="translate(-0.04 -0.04)" stroke="rgba(0, 0, 0, 0.35)" strokeWidth={0.08} />
      </g>
      <path className="tea-tin-edge" d={path} fill="none" stroke={INK} strokeWidth={0.05} strokeLinejoin="round" />
      <g transform={`translate(${centre.x} ${centre.y})${run.down ? " rotate(-90)" : ""}`}>
        <g transform={`translate(${shift} 0)`}>
          <rect x={-span / 2} y={-0.21} width={span} height={0.42} rx={0.07} fill={PAPER} stroke={INK} strokeWidth={0.035} />
          <rect x={-span / 2 + 0.045} y={-0.165} width={span - 0.09} height={0.33} rx={0.045} fill="none" stroke={tea.fill} strokeWidth={0.025} />
          <text y={fontSize * 0.35} textAnchor="middle" fontSize={fontSize} fontWeight={700} fontFamily="Georgia, 'Times New Roman', serif" fill={INK}>
            {tea.name}
          </text>
        </g>
      </g>
      <g transform={`translate(${seal.x + 0.5} ${seal.y + 0.5})`}>
        <circle r={0.31} fill={PAPER} stroke={INK} strokeWidth={0.035} />
        <circle r={0.255} fill="none" stroke={tea.fill} strokeWidth={0.025} />
        <MotifDrawing motif={tea.motif} colour={tea.fill} />
      </g>
    </g>
  );
}

/** A tea's motif, drawn within 0.22 of the seal's centre. */
function MotifDrawing({ motif, colour }: { motif: Motif; colour: string }): ReactNode {
  const line = { stroke: INK, strokeWidth: 0.022, strokeLinejoin: "round" as const, strokeLinecap: "round" as const };
  switch (motif) {
    case "citrus": // A slice of bergamot: rind, pith and segments.
      return (
        <g>
          <circle r={0.19} fill="#d9c23a" {...line} />
          <circle r={0.15} fill="#f4e79a" />
          {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
            <path key={index} d="M0 0L0 -0.145" stroke="#c9b030" strokeWidth={0.018} transform={`rotate(${index * 45})`} />
          ))}
          <circle r={0.025} fill="#c9b030" />
        </g>
      );
    case "blossom": // Jasmine: five white petals round a yellow heart.
      return (
        <g>
          {[0, 1, 2, 3, 4].map((index) => (
            <ellipse key={index} cx={0} cy={-0.11} rx={0.065} ry={0.1} fill="#fffdf7" {...line} transform={`rotate(${index * 72})`} />
          ))}
          <circle r={0.045} fill="#e8b420" {...line} />
        </g>
      );
    case "anise": // Chai: a star anise, eight pods with a seed each.
      return (
        <g>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
            <g key={index} transform={`rotate(${index * 45})`}>
              <path d="M0 -0.02C0.045 -0.06 0.04 -0.15 0 -0.2C-0.04 -0.15 -0.045 -0.06 0 -0.02Z" fill="#8a4a22" {...line} />
              <circle cy={-0.1} r={0.018} fill="#e7b77b" />
            </g>
          ))}
          <circle r={0.03} fill="#5c2f14" />
        </g>
      );
    case "bowl": // Matcha: a bowl of whisked green tea.
      return (
        <g>
          <ellipse cy={-0.04} rx={0.19} ry={0.06} fill="#8cc63f" {...line} />
          <path d="M-0.19 -0.04C-0.18 0.1 -0.1 0.16 0 0.16C0.1 0.16 0.18 0.1 0.19 -0.04C0.15 0.01 -0.15 0.01 -0.19 -0.04Z" fill="#6d4a2e" {...line} />
          <path d="M-0.06 0.16L-0.05 0.2H0.05L0.06 0.16" fill="#6d4a2e" {...line} />
          <path d="M-0.09 -0.05Q0 -0.01 0.09 -0.05" fill="none" stroke="#d6ec9a" strokeWidth={0.018} />
        </g>
      );
    case "curl": // Oolong: a leaf rolled into a pearl.
      return (
        <g>
          <circle r={0.17} fill="#3f6e2c" {...line} />
          <path d="M0.01 0.005C0.06 -0.02 0.05 -0.08 0 -0.08C-0.08 -0.08 -0.1 0.02 -0.04 0.08C0.04 0.14 0.15 0.06 0.13 -0.05" fill="none" stroke="#b8d98a" strokeWidth={0.026} strokeLinecap="round" />
        </g>
      );
    case "needles": // Rooibos: a sprig of needle leaves.
      return (
        <g {...line}>
          <path d="M-0.02 0.2C0 0.05 0.01 -0.08 0.03 -0.2" fill="none" stroke="#8a3a1e" strokeWidth={0.03} />
          {[-0.12, -0.04, 0.04, 0.12].map((y) => (
            <g key={y}>
              <path d={`M0.015 ${y}l-0.15 -0.06`} stroke="#b5532e" strokeWidth={0.03} />
              <path d={`M0.015 ${y}l0.15 -0.06`} stroke="#b5532e" strokeWidth={0.03} />
            </g>
          ))}
        </g>
      );
    case "bud": // Darjeeling: two leaves and a bud.
      return (
        <g>
          <path d="M0 0.2V-0.02" stroke="#3f6e2c" strokeWidth={0.03} />
          <path d="M0 0.06C-0.06 0.0 -0.17 0.02 -0.2 0.1C-0.12 0.14 -0.04 0.12 0 0.06Z" fill={LEAF} {...line} />
          <path d="M0 0.0C0.06 -0.06 0.17 -0.04 0.2 0.04C0.12 0.08 0.04 0.06 0 0.0Z" fill={LEAF} {...line} />
          <path d="M0 -0.01C-0.05 -0.07 -0.04 -0.15 0 -0.2C0.04 -0.15 0.05 -0.07 0 -0.01Z" fill="#a8cf6a" {...line} />
        </g>
      );
    case "leaf": // Assam: one broad tea leaf with its veins.
      return (
        <g transform="rotate(-35)">
          <path d="M0 -0.21C0.15 -0.1 0.15 0.1 0 0.21C-0.15 0.1 -0.15 -0.1 0 -0.21Z" fill={LEAF} {...line} />
          <path d="M0 -0.17V0.2M0 -0.04L0.07 -0.1M0 0.04L-0.07 -0.02M0 0.1L0.07 0.04" fill="none" stroke="#c9e39c" strokeWidth={0.018} />
        </g>
      );
    case "wave": // Sencha: a breaking wave.
      return (
        <g fill="none" strokeLinecap="round">
          <path d="M-0.2 0.08C-0.12 0.0 -0.06 -0.16 0.06 -0.16C0.16 -0.16 0.18 -0.06 0.1 -0.04C0.05 -0.03 0.04 -0.09 0.08 -0.1" stroke={colour} strokeWidth={0.05} />
          <path d="M-0.2 0.08C-0.12 0.0 -0.06 -0.16 0.06 -0.16C0.16 -0.16 0.18 -0.06 0.1 -0.04" stroke={INK} strokeWidth={0.018} />
          <path d="M-0.2 0.15Q-0.1 0.09 0 0.15T0.2 0.15" stroke={INK} strokeWidth={0.026} />
        </g>
      );
    case "mint": // Peppermint: a pair of toothed leaves on a stalk.
      return (
        <g>
          <path d="M0 0.2V-0.12" stroke="#2f6b3a" strokeWidth={0.03} />
          <path d="M0 0.04L-0.05 -0.02L-0.09 0.0L-0.12 -0.05L-0.17 -0.04L-0.19 -0.1L-0.1 -0.13L-0.03 -0.09Z" fill="#3fa05a" {...line} />
          <path d="M0 0.04L0.05 -0.02L0.09 0.0L0.12 -0.05L0.17 -0.04L0.19 -0.1L0.1 -0.13L0.03 -0.09Z" fill="#3fa05a" {...line} />
          <path d="M0 -0.06C-0.04 -0.1 -0.03 -0.18 0 -0.21C0.03 -0.18 0.04 -0.1 0 -0.06Z" fill="#57b872" {...line} />
        </g>
      );
    case "hibiscus": // Hibiscus: five broad petals and a long stamen.
      return (
        <g>
          {[0, 1, 2, 3, 4].map((index) => (
            <path key={index} d="M0 0C-0.1 -0.05 -0.1 -0.19 0 -0.2C0.1 -0.19 0.1 -0.05 0 0Z" fill="#e0559b" {...line} transform={`rotate(${index * 72})`} />
          ))}
          <circle r={0.05} fill="#8e1f4f" />
          <path d="M0 0L0.1 -0.12" stroke="#f4d04a" strokeWidth={0.022} strokeLinecap="round" />
          <circle cx={0.1} cy={-0.12} r={0.022} fill="#f4d04a" />
        </g>
      );
    case "smoke": // Lapsang: pine smoke curling up from a small fire.
      return (
        <g fill="none" strokeLinecap="round">
          <path d="M-0.12 0.19H0.12" stroke="#6d4a2e" strokeWidth={0.04} />
          <path d="M0 0.17C-0.07 0.12 -0.05 0.06 0 0.03C0.05 0.07 0.07 0.12 0 0.17Z" fill="#e6883e" stroke={INK} strokeWidth={0.018} />
          <path d="M0 0.02C-0.08 -0.04 0.08 -0.08 0 -0.13C-0.06 -0.17 0.02 -0.2 0.05 -0.21" stroke="#5a5a66" strokeWidth={0.035} />
        </g>
      );
  }
}

/**
 * The wooden tea chest from above: four mitred oak boards round it with brass corners, inner
 * walls in light and shade, and a printed paper lining creased into the squares; a closed
 * square holds a brass tea caddy.
 */
export function Chest({ box }: { box: Region }) {
  const { width, height } = box;
  const grain = useSvgId("tea-grain");
  const grainDown = useSvgId("tea-grain-down");
  const paper = useSvgId("tea-paper");
  const shade = useSvgId("tea-shade");
  const shadeLeft = useSvgId("tea-shade-left");
  const O = 0.36; // the frame, in cell units (Board's FRAME)
  const W = 0.14; // the inner walls
  const top = `M${-O} ${-O}H${width + O}L${width + W - 0.0} ${-W}H${-W}Z`;
  const bottom = `M${-O} ${height + O}H${width + O}L${width + W} ${height + W}H${-W}Z`;
  const left = `M${-O} ${-O}V${height + O}L${-W} ${height + W}V${-W}Z`;
  const right = `M${width + O} ${-O}V${height + O}L${width + W} ${height + W}V${-W}Z`;
  const creases: string[] = [];
  const lit: string[] = [];
  for (let x = 1; x < width; x++) {
    creases.push(`M${x} 0V${height}`);
    lit.push(`M${x + 0.02} 0V${height}`);
  }
  for (let y = 1; y < height; y++) {
    creases.push(`M0 ${y}H${width}`);
    lit.push(`M0 ${y + 0.02}H${width}`);
  }
  const corners: [number, number, number, number][] = [
    [-O, -O, 1, 1],
    [width + O, -O, -1, 1],
    [-O, height + O, 1, -1],
    [width + O, height + O, -1, -1],
  ];
  return (
    <g className="tea-chest">
      <defs>
        <pattern id={grain} patternUnits="userSpaceOnUse" width={2} height={0.36} x={-O} y={-O}>
          <rect width={2} height={0.36} fill="#b57a40" />
          <path d="M0 0.06Q0.5 0.02 1 0.07T2 0.06M0 0.15Q0.6 0.2 1.1 0.14T2 0.15M0 0.25Q0.4 0.22 0.9 0.27T2 0.25M0 0.32Q0.7 0.3 1.2 0.33T2 0.32" fill="none" stroke="#8c5a2b" strokeWidth={0.018} opacity={0.7} />
          <path d="M0 0.1Q0.5 0.13 1 0.1T2 0.1M0 0.2Q0.5 0.18 1 0.21T2 0.2" fill="none" stroke="#d09a5c" strokeWidth={0.014} opacity={0.6} />
        </pattern>
        <pattern id={grainDown} href={`#${grain}`} patternTransform="rotate(90)" />
        <pattern id={paper} patternUnits="userSpaceOnUse" width={0.5} height={0.5}>
          <rect width={0.5} height={0.5} fill="#f4e8c8" />
          <path d="M0.25 0.17L0.29 0.25L0.25 0.33L0.21 0.25Z" fill="#ecdcb4" />
          <circle cx={0} cy={0} r={0.03} fill="#ecdcb4" />
          <circle cx={0.5} cy={0} r={0.03} fill="#ecdcb4" />
          <circle cx={0} cy={0.5} r={0.03} fill="#ecdcb4" />
          <circle cx={0.5} cy={0.5} r={0.03} fill="#ecdcb4" />
        </pattern>
        <linearGradient id={shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3d230d" stopOpacity="0.45" />
          <stop offset="1" stopColor="#3d230d" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={shadeLeft} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#3d230d" stopOpacity="0.3" />
          <stop offset="1" stopColor="#3d230d" stopOpacity="0" />
        </linearGradient>
      </defs>
      {/* The boards, mitred at the corners, with a bevel on their outer edge. */}
      <path d={top} fill={`url(#${grain})`} />
      <path d={bottom} fill={`url(#${grain})`} />
      <path d={left} fill={`url(#${grainDown})`} />
      <path d={right} fill={`url(#${grainDown})`} />
      <path d={`${top}${bottom}${left}${right}`} fill="none" stroke="rgba(61, 35, 13, 0.45)" strokeWidth={0.012} />
      <rect x={-O + 0.03} y={-O + 0.03} width={width + 2 * O - 0.06} height={height + 2 * O - 0.06} rx={0.1} fill="none" stroke="rgba(255, 226, 170, 0.45)" strokeWidth={0.03} />
      <rect x={-O} y={-O} width={width + 2 * O} height={height + 2 * O} rx={0.12} fill="none" stroke="#3d230d" strokeWidth={0.05} />
      {/* The inner walls: the top and left ones face away from the lamp. */}
      <path d={`M${-W} ${-W}H${width + W}L${width} 0H0Z`} fill="#5e3a1a" />
      <path d={`M${-W} ${-W}V${height + W}L0 ${height}V0Z`} fill="#72461f" />
      <path d={`M${width + W} ${-W}V${height + W}L${width} ${height}V0Z`} fill="#a06a36" />
      <path d={`M${-W} ${height + W}H${width + W}L${width} ${height}H0Z`} fill="#b07a42" />
      <rect x={-W} y={-W} width={width + 2 * W} height={height + 2 * W} fill="none" stroke="#3d230d" strokeWidth={0.03} />
      {/* The paper lining, creased into squares, in the shade of the walls. */}
      <rect x={0} y={0} width={width} height={height} fill={`url(#${paper})`} />
      {box.open.map((open, index) =>
        open ? <rect key={index} x={(index % width) + 0.06} y={Math.floor(index / width) + 0.06} width={0.88} height={0.88} rx={0.07} fill="rgba(190, 140, 70, 0.08)" stroke="rgba(150, 100, 40, 0.28)" strokeWidth={0.02} /> : null,
      )}
      <path d={creases.join("")} stroke="rgba(140, 95, 40, 0.42)" strokeWidth={0.025} />
      <path d={lit.join("")} stroke="rgba(255, 250, 235, 0.7)" strokeWidth={0.015} />
      <rect x={0} y={0} width={width} height={0.3} fill={`url(#${shade})`} />
      <rect x={0} y={0} width={0.22} height={height} fill={`url(#${shadeLeft})`} />
      {box.open.map((open, index) => {
        if (open) return null;
        const x = index % width;
        const y = Math.floor(index / width);
        return (
          <g key={index} className="tea-caddy" transform={`translate(${x} ${y})`}>
            <rect width={1} height={1} fill={`url(#${grain})`} />
            <rect width={1} height={1} fill="rgba(61, 35, 13, 0.35)" />
            <circle cx={0.54} cy={0.56} r={0.36} fill="rgba(30, 18, 8, 0.45)" />
            <circle cx={0.5} cy={0.5} r={0.36} fill="#b9892f" stroke={INK} strokeWidth={0.04} />
            <circle cx={0.5} cy={0.5} r={0.28} fill="#d8b25a" stroke="rgba(61, 35, 13, 0.6)" strokeWidth={0.025} />
            <path d="M0.3 0.36A0.26 0.26 0 0 1 0.62 0.27" fill="none" stroke="rgba(255, 255, 255, 0.6)" strokeWidth={0.04} strokeLinecap="round" />
            <circle cx={0.5} cy={0.5} r={0.07} fill="#8a6420" stroke={INK} strokeWidth={0.02} />
          </g>
        );
      })}
      {/* Brass corner plates with their pins. */}
      {corners.map(([x, y, dx, dy], index) => (
        <g key={index} transform={`translate(${x} ${y}) scale(${dx} ${dy})`}>
          <path d="M0.02 0.02H0.34L0.3 0.1H0.1V0.3L0.02 0.34Z" fill="#d4a94a" stroke="#6b4a12" strokeWidth={0.02} strokeLinejoin="round" />
          <circle cx={0.07} cy={0.07} r={0.022} fill="#8a6420" />
          <circle cx={0.22} cy={0.06} r={0.016} fill="#8a6420" />
          <circle cx={0.06} cy={0.22} r={0.016} fill="#8a6420" />
        </g>
      ))}
    </g>
  );
}

const RIBBON = "#a5372a";
const RIBBON_DARK = "#6e1f17";
const STITCH = "#f2d27a";

/**
 * A packed box's finish: a tea-red ribbon tied round the chest, across and down through its
 * middle, a bow where they cross, and a light that runs once over the lids. Drawn over the tins,
 * in the chest's cell units; its motion is tea-box.css's (none under reduced motion, where the
 * ribbon and bow are simply there).
 */
export function ChestRibbon({ box }: { box: Region }) {
  const { width, height } = box;
  const clip = useSvgId("tea-finish-clip");
  const light = useSvgId("tea-finish-light");
  const O = 0.36; // the frame (Board's FRAME)
  const band = 0.34;
  const [cx, cy] = [width / 2, height / 2];
  const across = { x: -O, y: cy - band / 2, width: width + 2 * O, height: band };
  const down = { x: cx - band / 2, y: -O, width: band, height: height + 2 * O };
  return (
    <g className="tea-finish" pointerEvents="none" aria-hidden="true">
      <defs>
        <clipPath id={clip}>
          <rect x={-O} y={-O} width={width + 2 * O} height={height + 2 * O} rx={0.12} />
        </clipPath>
        <linearGradient id={light} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fffbe8" stopOpacity="0" />
          <stop offset="0.5" stopColor="#fffbe8" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fffbe8" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <g className="tea-shine" style={{ ["--tea-sweep" as string]: `${width + 2 * O + 2.4}px` }}>
          <path d={`M${-O - 1.6} ${height + O}L${-O - 0.9} ${-O}H${-O - 0.2}L${-O - 0.9} ${height + O}Z`} fill={`url(#${light})`} />
        </g>
        <g className="tea-ribbon-across">
          <rect {...across} y={across.y + 0.05} fill="rgba(30, 12, 4, 0.35)" />
          <rect {...across} fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.02} />
          <path d={`M${across.x} ${cy - band / 2 + 0.06}H${across.x + across.width}M${across.x} ${cy + band / 2 - 0.06}H${across.x + across.width}`} stroke={STITCH} strokeWidth={0.012} strokeDasharray="0.06 0.04" />
        </g>
        <g className="tea-ribbon-down">
          <rect {...down} x={down.x + 0.05} fill="rgba(30, 12, 4, 0.35)" />
          <rect {...down} fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.02} />
          <path d={`M${cx - band / 2 + 0.06} ${down.y}V${down.y + down.height}M${cx + band / 2 - 0.06} ${down.y}V${down.y + down.height}`} stroke={STITCH} strokeWidth={0.012} strokeDasharray="0.06 0.04" />
        </g>
      </g>
      {/* The bow: two loops, two tails and the knot, with a shadow on the lids. */}
      <g transform={`translate(${cx} ${cy})`}>
        <g className="tea-bow">
        <g transform="translate(0.05 0.07)" fill="rgba(30, 12, 4, 0.35)">
          <ellipse cx={-0.42} cy={-0.12} rx={0.44} ry={0.24} transform="rotate(-18 -0.42 -0.12)" />
          <ellipse cx={0.42} cy={-0.12} rx={0.44} ry={0.24} transform="rotate(18 0.42 -0.12)" />
        </g>
        <path d="M-0.08 0.08L-0.42 0.72L-0.3 0.66L-0.24 0.8L0 0.14Z" fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.025} strokeLinejoin="round" />
        <path d="M0.08 0.08L0.4 0.7L0.28 0.66L0.22 0.8L0 0.14Z" fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.025} strokeLinejoin="round" />
        {[-1, 1].map((side) => (
          <g key={side} transform={`scale(${side} 1)`}>
            <path d="M0 0C-0.2 -0.34 -0.8 -0.42 -0.84 -0.16C-0.88 0.08 -0.36 0.14 0 0Z" fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.025} strokeLinejoin="round" />
            <path d="M-0.12 -0.04C-0.3 -0.2 -0.62 -0.26 -0.7 -0.14" fill="none" stroke={RIBBON_DARK} strokeWidth={0.02} strokeLinecap="round" opacity={0.7} />
            <path d="M-0.2 -0.2C-0.4 -0.3 -0.62 -0.3 -0.74 -0.22" fill="none" stroke="#e2776a" strokeWidth={0.03} strokeLinecap="round" />
          </g>
        ))}
        <rect x={-0.13} y={-0.13} width={0.26} height={0.26} rx={0.07} fill={RIBBON} stroke={RIBBON_DARK} strokeWidth={0.025} />
        <path d="M-0.07 -0.08H0.05" stroke="#e2776a" strokeWidth={0.03} strokeLinecap="round" />
        </g>
      </g>
    </g>
  );
}
