import type { ReactNode } from "react";

/** A square grid of `size` cells for the logic games' how-tos; `text` puts a number or digit in cells by "row.column". */
export function Grid({ x, y, rows, columns, cell = 18, text = {}, fill = "#fff", line = "#adb5bd", children }: { x: number; y: number; rows: number; columns: number; cell?: number; text?: Readonly<Record<string, string>>; fill?: string; line?: string; children?: ReactNode }) {
  const cells = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push(<rect key={`${row}.${column}`} x={column * cell} y={row * cell} width={cell} height={cell} fill={fill} stroke={line} strokeWidth={0.8} />);
    }
  }
  return (
    <g transform={`translate(${x} ${y})`}>
      {cells}
      {children}
      {Object.entries(text).map(([at, value]) => {
        const [row = 0, column = 0] = at.split(".").map(Number);
        return (
          <text key={at} x={column * cell + cell / 2} y={row * cell + cell * 0.72} fontSize={cell * 0.62} fontWeight={800} textAnchor="middle" fill="#1f2a37">
            {value}
          </text>
        );
      })}
    </g>
  );
}

/** A rectangle drawn over cells of a Grid (in its coordinates): a Shikaku answer, a packed tin, a 3x3 box. */
export function CellBlock({ row, column, rows, columns, cell = 18, colour, dashed = false }: { row: number; column: number; rows: number; columns: number; cell?: number; colour: string; dashed?: boolean }) {
  return (
    <rect
      x={column * cell + 1.5}
      y={row * cell + 1.5}
      width={columns * cell - 3}
      height={rows * cell - 3}
      rx={3}
      fill={dashed ? "none" : colour}
      fillOpacity={0.45}
      stroke={colour}
      strokeWidth={2}
      strokeDasharray={dashed ? "4 3" : undefined}
    />
  );
}
