import { memo, useMemo } from "react";
import { cellName } from "../engines/grid/grid.ts";
import { playSound } from "../engines/shell/index.ts";
import type { SudokuState } from "./rules.ts";
import { boxOf, CELLS, clashes, digitsOf, gridText, SIZE } from "./sudoku.ts";

const CELL = 100;
const PAD = 24;
const SPAN = CELL * 9;
const VIEW = SPAN + PAD * 2;

export interface BoardProps {
  state: SudokuState;
  selected: number;
  onSelect(cell: number): void;
  size: number;
  solved: boolean;
}

/** Where pencil mark d sits inside its cell (a 3x3 keypad layout). */
const notePlace = (digit: number) => ({ x: ((digit - 1) % 3) * 30 + 20, y: Math.floor((digit - 1) / 3) * 30 + 29 });

/** A stone tablet with the grid carved into it: clues cut deep, the player's digits inked in jade. */
export const Board = memo(function Board({ state, selected, onSelect, size, solved }: BoardProps) {
  const clashing = useMemo(() => clashes(state.digits), [state.digits]);
  const focusDigit = state.digits[selected] ?? 0;
  const sees = (cell: number) => cell !== selected && (Math.floor(cell / 9) === Math.floor(selected / 9) || cell % 9 === selected % 9 || boxOf(cell) === boxOf(selected));

  return (
    <svg
      className={`sud-board${solved ? " sud-solved" : ""}`}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={size}
      height={size}
      role="grid"
      aria-label="Sudoku grid"
      data-puzzle={gridText(state.givens)}
      data-digits={gridText(state.digits)}
    >
      <defs>
        <linearGradient id="sud-stone" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e9d6ae" />
          <stop offset="0.55" stopColor="#d9bf8b" />
          <stop offset="1" stopColor="#c3a26a" />
        </linearGradient>
        <pattern id="sud-grain" width="60" height="60" patternUnits="userSpaceOnUse">
          <circle cx="12" cy="18" r="2.2" fill="#a8874f" opacity="0.25" />
          <circle cx="44" cy="8" r="1.4" fill="#fff6dc" opacity="0.35" />
          <circle cx="38" cy="46" r="2.8" fill="#a8874f" opacity="0.18" />
          <circle cx="6" cy="50" r="1.2" fill="#fff6dc" opacity="0.3" />
        </pattern>
      </defs>
      <rect x="4" y="10" width={VIEW - 8} height={VIEW - 8} rx="34" fill="#3b2610" opacity="0.45" />
      <rect x="0" y="0" width={VIEW} height={VIEW - 6} rx="34" fill="url(#sud-stone)" stroke="#7a5526" strokeWidth="6" />
      <rect x="0" y="0" width={VIEW} height={VIEW - 6} rx="34" fill="url(#sud-grain)" />
      <path d={`M${VIEW - 120} 6 l-22 60 l18 34 l-26 48`} fill="none" stroke="#8f6b37" strokeWidth="3" opacity="0.45" />
      <path d={`M30 ${VIEW - 160} l48 -14 l26 22`} fill="none" stroke="#8f6b37" strokeWidth="3" opacity="0.4" />
      <g transform={`translate(${PAD} ${PAD})`}>
        {Array.from({ length: CELLS }, (_, cell) => {
          const x = (cell % 9) * CELL;
          const y = Math.floor(cell / 9) * CELL;
          const digit = state.digits[cell]!;
          const given = state.givens[cell] !== 0;
          const hinted = state.hinted[cell]!;
          const wrong = digit !== 0 && state.marked[cell] === digit;
          const fill =
            cell === selected ? "#f4c84e" : digit !== 0 && digit === focusDigit ? "#ecd08a" : sees(cell) ? "#e6d2a6" : given ? "#d5bb86" : "#efe0bd";
          const kind = given ? "given" : hinted ? "hinted" : wrong ? "wrong" : digit !== 0 ? "player" : "empty";
          return (
            <g
              key={cell}
              className={`sud-cell sud-${kind}${clashing.has(cell) ? " sud-clash" : ""}`}
              role="gridcell"
              aria-selected={cell === selected}
              aria-label={`${cellName(SIZE, cell)}: ${digit !== 0 ? digit : "empty"}${given ? ", clue" : hinted ? ", from a hint" : wrong ? ", marked wrong" : ""}`}
              data-cell={cell}
              data-digit={digit}
              onPointerDown={(event) => {
                event.preventDefault();
                // A tapped cell ticks (arrow keys move the selection silently: they repeat).
                if (cell !== selected) playSound("select");
                onSelect(cell);
              }}
            >
              <rect x={x + 3} y={y + 3} width={CELL - 6} height={CELL - 6} rx="10" fill={fill} />
              {digit !== 0 ? (
                <>
                  {/* Carved: a light edge below the cut, the cut itself darker above it. */}
                  <text x={x + 50} y={y + 73} className="sud-digit sud-digit-edge">
                    {digit}
                  </text>
                  <text x={x + 50} y={y + 70} className="sud-digit">
                    {digit}
                  </text>
                </>
              ) : (
                digitsOf(state.notes[cell]!).map((note) => (
                  <text key={note} x={x + notePlace(note).x} y={y + notePlace(note).y} className="sud-note">
                    {note}
                  </text>
                ))
              )}
              {hinted ? <path d={`M${x + 80} ${y + 10} l4 9 l9 1 l-7 6 l2 9 l-8 -5 l-8 5 l2 -9 l-7 -6 l9 -1 Z`} className="sud-hint-star" /> : null}
              {wrong ? <path d={`M${x + 18} ${y + 84} L${x + 82} ${y + 16}`} className="sud-wrong-slash" /> : null}
              {clashing.has(cell) && !given ? <circle cx={x + 50} cy={y + 50} r="40" className="sud-clash-ring" /> : null}
            </g>
          );
        })}
        {[1, 2, 4, 5, 7, 8].map((line) => (
          <g key={line} className="sud-thin">
            <line x1={line * CELL} y1="4" x2={line * CELL} y2={SPAN - 4} />
            <line x1="4" y1={line * CELL} x2={SPAN - 4} y2={line * CELL} />
          </g>
        ))}
        {[0, 3, 6, 9].map((line) => (
          <g key={line} className="sud-groove">
            <line x1={line * CELL} y1="0" x2={line * CELL} y2={SPAN} />
            <line x1="0" y1={line * CELL} x2={SPAN} y2={line * CELL} />
          </g>
        ))}
      </g>
    </svg>
  );
});
