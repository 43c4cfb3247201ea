import { useRef, useState, type PointerEvent } from "react";
import { cellName, rectBetween, type GridSize } from "../engines/grid/grid.ts";
import { isGood, type ShikakuState } from "./rules.ts";
import { contains, type Rect } from "./shikaku.ts";

const CELL = 60;
const MARGIN = 6;

/** The board's width in pixels that gives cells of `cellPx` pixels (the view box has a margin round the cells). */
export function boardSizeFor(side: number, cellPx: number): number {
  return Math.ceil((cellPx * (CELL * side + 2 * MARGIN)) / CELL);
}
/** Calm pastels for the rectangles, told apart by their outlines as well as their fill. */
const PASTELS = ["#f9d5e5", "#d5ecf9", "#e3f5d0", "#fff0c2", "#e6dcf7", "#d2f2ec", "#ffe0cc", "#dfe7fd"];

export interface BoardProps {
  state: ShikakuState;
  focus: number;
  /** The corner a keyboard drawing started from, or null. */
  anchor: number | null;
  size: number;
  onFocus(cell: number): void;
  /** A drag (or a tap) from one cell to another. */
  onDrag(from: number, to: number): void;
  /**
   * Set on a zoomed grid: one finger scrolls it, so a touch that stays on its cell is a tap, handed
   * here (one corner, then the opposite one), and a touch that moves is the browser's scroll.
   */
  onTap?: (cell: number) => void;
  disabled: boolean;
}

/** The grid on soft paper: numbers in circles, drawn rectangles in pastel, the one being dragged dashed. */
export function Board({ state, focus, anchor, size, onFocus, onDrag, onTap, disabled }: BoardProps) {
  const grid: GridSize = { rows: state.size, cols: state.size };
  const span = CELL * state.size;
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number; tapping: boolean } | null>(null);

  const cellAtPoint = (event: PointerEvent<SVGSVGElement>): number | null => {
    const box = svg.current?.getBoundingClientRect();
    if (!box) return null;
    // The view box has a margin of MARGIN units round the cells.
    const col = Math.floor((((event.clientX - box.left) / box.width) * (span + 2 * MARGIN) - MARGIN) / CELL);
    const row = Math.floor((((event.clientY - box.top) / box.height) * (span + 2 * MARGIN) - MARGIN) / CELL);
    if (row < 0 || col < 0 || row >= state.size || col >= state.size) return null;
    return row * state.size + col;
  };

  const pending = drag && !drag.tapping ? rectBetween(grid, drag.from, drag.to) : anchor !== null ? rectBetween(grid, anchor, focus) : null;

  return (
    <svg
      ref={svg}
      className={onTap ? "shi-board shi-board-zoomed" : "shi-board"}
      viewBox={`${-MARGIN} ${-MARGIN} ${span + 2 * MARGIN} ${span + 2 * MARGIN}`}
      width={size}
      height={size}
      role="grid"
      aria-label={`Shikaku grid, ${state.size} by ${state.size}`}
      data-puzzle={JSON.stringify(state.clues.map((clue) => [clue.cell, clue.n]))}
      data-placed={state.placed.map((rect) => `${rect.r},${rect.c},${rect.h},${rect.w}`).join(" ")}
      onPointerDown={(event) => {
        if (disabled) return;
        const cell = cellAtPoint(event);
        if (cell === null) return;
        const tapping = onTap !== undefined && event.pointerType === "touch";
        // A touch on a zoomed grid may become the browser's scroll, which a captured pointer would block.
        if (!tapping) event.currentTarget.setPointerCapture(event.pointerId);
        setDrag({ from: cell, to: cell, tapping });
        if (!tapping) onFocus(cell);
      }}
      onPointerMove={(event) => {
        if (!drag || drag.tapping) return;
        const cell = cellAtPoint(event);
        if (cell !== null && cell !== drag.to) setDrag({ ...drag, to: cell });
      }}
      onPointerUp={(event) => {
        if (!drag) return;
        setDrag(null);
        // A touch the browser took for a scroll ends in pointercancel: one that ends here is a tap on
        // the cell it began on, even if a scroll still gliding moved the grid under the finger.
        if (drag.tapping) return onTap?.(drag.from);
        const cell = cellAtPoint(event);
        // The pointer, not the last drawn move: a burst of moves on a busy device arrives before React draws them.
        onDrag(drag.from, cell ?? drag.to);
      }}
      onPointerCancel={() => setDrag(null)}
    >
      <rect x={2 - MARGIN} y={2 - MARGIN} width={span + 2 * MARGIN - 4} height={span + 2 * MARGIN - 4} rx="14" fill="#fffaf2" stroke="#b7d7c6" strokeWidth="3" />
      {Array.from({ length: state.size * state.size }, (_, cell) => (
        <rect
          key={cell}
          x={(cell % state.size) * CELL + 1}
          y={Math.floor(cell / state.size) * CELL + 1}
          width={CELL - 2}
          height={CELL - 2}
          rx="6"
          className="shi-cell"
          fill={cell === focus ? "#fde9a9" : "#f4f1ea"}
          role="gridcell"
          aria-selected={cell === focus}
          aria-label={cellName(grid, cell)}
          data-cell={cell}
        />
      ))}
      {state.placed.map((rect, index) => (
        <PlacedRect key={`${rect.r},${rect.c},${rect.h},${rect.w}`} rect={rect} colour={PASTELS[(rect.r * 7 + rect.c * 3 + index) % PASTELS.length]!} good={isGood(state, rect)} />
      ))}
      {pending ? (
        <rect x={pending.c * CELL + 3} y={pending.r * CELL + 3} width={pending.w * CELL - 6} height={pending.h * CELL - 6} rx="10" className="shi-pending" />
      ) : null}
      {state.clues.map((clue) => {
        const inside = state.placed.some((rect) => contains(state.size, rect, clue.cell));
        return (
          <g key={clue.cell} className={`shi-clue${inside ? " shi-clue-in" : ""}`} data-clue={clue.n}>
            <circle cx={(clue.cell % state.size) * CELL + CELL / 2} cy={Math.floor(clue.cell / state.size) * CELL + CELL / 2} r="21" />
            <text x={(clue.cell % state.size) * CELL + CELL / 2} y={Math.floor(clue.cell / state.size) * CELL + CELL / 2 + 9}>
              {clue.n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function PlacedRect({ rect, colour, good }: { rect: Rect; colour: string; good: boolean }) {
  return (
    <rect
      x={rect.c * CELL + 4}
      y={rect.r * CELL + 4}
      width={rect.w * CELL - 8}
      height={rect.h * CELL - 8}
      rx="10"
      fill={colour}
      className={`shi-rect${good ? "" : " shi-rect-off"}`}
      data-rect={`${rect.r},${rect.c},${rect.h},${rect.w}`}
    />
  );
}
