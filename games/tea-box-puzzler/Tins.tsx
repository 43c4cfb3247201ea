import type { Region } from "../engines/pieces/packing.ts";
import { outlinePath, type Cell, type Shape } from "../engines/pieces/polyomino.ts";

/** Each tin is a tea: its own colour, and its name on a label so colour is never the only difference. */
export const TEAS = [
  { name: "Earl Grey", fill: "#4a6fa5" },
  { name: "Jasmine", fill: "#e2b93b" },
  { name: "Chai", fill: "#c0603a" },
  { name: "Matcha", fill: "#5f9e45" },
  { name: "Oolong", fill: "#8e5ea2" },
  { name: "Rooibos", fill: "#c8414b" },
  { name: "Darjeeling", fill: "#e6883e" },
  { name: "Assam", fill: "#7a5538" },
  { name: "Sencha", fill: "#2f9b8a" },
  { name: "Peppermint", fill: "#4fb4c4" },
  { name: "Hibiscus", fill: "#d6478f" },
  { name: "Lapsang", fill: "#50505a" },
] as const;

export const teaOf = (piece: number) => TEAS[piece % TEAS.length]!;

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

/** One tin in cell units: a lidded body with a rim, the tea's name on a label along its longest row, and a leaf. */
export function Tin({ shape, piece, ghost = false }: { shape: Shape; piece: number; ghost?: boolean }) {
  const tea = teaOf(piece);
  const path = outlinePath(shape);
  const run = labelRun(shape);
  const onLabel = (cell: Cell) => (run.down ? cell.x === run.from.x && cell.y >= run.from.y && cell.y < run.from.y + run.length : cell.y === run.from.y && cell.x >= run.from.x && cell.x < run.from.x + run.length);
  const leaf = shape.find((cell) => !onLabel(cell));
  const span = run.length - 0.24;
  const fontSize = Math.min(0.3, span / (tea.name.length * 0.56));
  const centre = run.down ? { x: run.from.x + 0.5, y: run.from.y + run.length / 2 } : { x: run.from.x + run.length / 2, y: run.from.y + 0.5 };
  return (
    <g className={`tea-tin${ghost ? " tea-tin-ghost" : ""}`}>
      <path d={path} transform="translate(0.05 0.09)" fill="rgba(40, 25, 10, 0.35)" />
      <path d={path} fill={tea.fill} stroke="#2b1d10" strokeWidth={0.06} strokeLinejoin="round" />
      {shape.map((cell) => (
        <circle key={`${cell.x},${cell.y}`} cx={cell.x + 0.5} cy={cell.y + 0.5} r={0.3} fill="rgba(255, 255, 255, 0.12)" stroke="rgba(0, 0, 0, 0.15)" strokeWidth={0.03} />
      ))}
      <g transform={`translate(${centre.x} ${centre.y})${run.down ? " rotate(-90)" : ""}`}>
        <rect x={-span / 2} y={-0.2} width={span} height={0.4} rx={0.08} fill="#fdf6e3" stroke="#2b1d10" strokeWidth={0.04} />
        <text y={fontSize * 0.35} textAnchor="middle" fontSize={fontSize} fontWeight={700} fontFamily="Georgia, serif" fill="#2b1d10">
          {tea.name}
        </text>
      </g>
      {leaf ? <Leaf x={leaf.x + 0.5} y={leaf.y + 0.5} /> : null}
    </g>
  );
}

function Leaf({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(-30)`} opacity={0.8}>
      <path d="M0 -0.26C0.18 -0.12 0.18 0.12 0 0.26C-0.18 0.12 -0.18 -0.12 0 -0.26Z" fill="#fdf6e3" />
      <path d="M0 -0.2V0.22" stroke="rgba(0, 0, 0, 0.35)" strokeWidth={0.03} />
    </g>
  );
}

/** The wooden tea chest: its frame, the open slots, and a caddy in each closed cell. */
export function Chest({ box }: { box: Region }) {
  const { width, height } = box;
  return (
    <g className="tea-chest">
      <rect x={-0.32} y={-0.32} width={width + 0.64} height={height + 0.64} rx={0.18} fill="#7a4a22" stroke="#3d230d" strokeWidth={0.06} />
      <rect x={-0.22} y={-0.22} width={width + 0.44} height={height + 0.44} rx={0.1} fill="none" stroke="#a8703c" strokeWidth={0.05} />
      <rect x={0} y={0} width={width} height={height} fill="#f1e2bf" />
      {box.open.map((open, index) => {
        const x = index % width;
        const y = Math.floor(index / width);
        return open ? (
          <rect key={index} x={x + 0.04} y={y + 0.04} width={0.92} height={0.92} rx={0.08} fill="#ead6a8" stroke="#d9bf86" strokeWidth={0.03} />
        ) : (
          <g key={index} className="tea-caddy" transform={`translate(${x} ${y})`}>
            <rect width={1} height={1} fill="#7a4a22" />
            <rect x={0.18} y={0.22} width={0.64} height={0.66} rx={0.06} fill="#b9892f" stroke="#3d230d" strokeWidth={0.04} />
            <rect x={0.14} y={0.14} width={0.72} height={0.16} rx={0.05} fill="#d8b25a" stroke="#3d230d" strokeWidth={0.04} />
            <path d="M0.5 0.45C0.62 0.52 0.62 0.66 0.5 0.74C0.38 0.66 0.38 0.52 0.5 0.45Z" fill="#3d230d" />
          </g>
        );
      })}
    </g>
  );
}
