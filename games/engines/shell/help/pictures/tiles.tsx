/** Mahjong tiles for the tile games' how-tos: one small ivory tile with a few faces. */
export type TileFace = "dot" | "bamboo" | "dragon" | "flower" | "season" | "wind";

export const TILE_W = 26;
export const TILE_H = 34;

function Face({ face }: { face: TileFace }) {
  switch (face) {
    case "dot":
      return (
        <g fill="#1c7ed6">
          <circle cx={9} cy={10} r={3.2} />
          <circle cx={13} cy={17} r={3.2} fill="#e03131" />
          <circle cx={17} cy={24} r={3.2} />
        </g>
      );
    case "bamboo":
      return (
        <g stroke="#2b8a3e" strokeWidth={3} strokeLinecap="round">
          <path d="M9 8v18M17 8v18" />
        </g>
      );
    case "dragon":
      return <rect x={6} y={8} width={14} height={18} rx={2} fill="none" stroke="#e03131" strokeWidth={2.5} />;
    case "flower":
      return (
        <g fill="#d6336c">
          {[0, 72, 144, 216, 288].map((turn) => (
            <ellipse key={turn} cx={13} cy={11} rx={2.6} ry={5} transform={`rotate(${turn} 13 17)`} />
          ))}
          <circle cx={13} cy={17} r={2.4} fill="#fab005" />
        </g>
      );
    case "season":
      return (
        <g>
          <circle cx={13} cy={17} r={6} fill="#fab005" />
          <path d="M13 6v3M13 25v3M4 17h3M19 17h3" stroke="#f08c00" strokeWidth={2} strokeLinecap="round" />
        </g>
      );
    case "wind":
      return (
        <text x={13} y={23} fontSize={15} fontWeight={800} textAnchor="middle" fill="#1f2a37">
          N
        </text>
      );
  }
}

/** A tile at (x, y); `blocked` shades it as the board does a tile that is not free. */
export function Tile({ x, y, face, blocked = false, highlight = false }: { x: number; y: number; face: TileFace; blocked?: boolean; highlight?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={3} y={3} width={TILE_W} height={TILE_H} rx={4} fill="#b9a77f" />
      <rect width={TILE_W} height={TILE_H} rx={4} fill="#fffaf0" stroke={highlight ? "#f59f00" : "#a89470"} strokeWidth={highlight ? 2.5 : 1} />
      <Face face={face} />
      {blocked ? <rect width={TILE_W} height={TILE_H} rx={4} fill="rgba(40,40,60,.38)" /> : null}
    </g>
  );
}
