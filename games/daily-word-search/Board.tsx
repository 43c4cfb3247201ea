import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { lightDelay, useJustChanged } from "../engines/motion/index.ts";
import { cellAt, columnOf, lineBetween, rowOf, snapLineEnd, type GridSize } from "../engines/words/letterGrid.ts";
import { playSound } from "../engines/shell/index.ts";

/** A circle on the board: found words in their colours, the one being drawn, a refused one. */
export interface Circle {
  from: number;
  to: number;
  colour: string;
}

export interface BoardProps {
  size: GridSize;
  letters: string;
  found: readonly Circle[];
  /** Cells where a Hint shows a word begins. */
  hints: readonly number[];
  /** A refused circle, shown for a moment. */
  miss: Circle | null;
  disabled: boolean;
  /** A circle from `from` to `to` (cells on one line); the App asks the rules. */
  onCircle(from: number, to: number): void;
  /** The day being played: a new day's words are not "just found". */
  round: string;
}

const DRAWING = "rgba(255, 214, 90, .55)";
const center = (size: GridSize, cell: number) => ({ x: columnOf(size, cell) + 0.5, y: rowOf(size, cell) + 0.5 });

/** A band over the circled letters; the one being drawn and a refused one also carry a dashed line. */
function CircleShape({ size, circle, className, dashed }: { size: GridSize; circle: Circle; className: string; dashed: boolean }) {
  const a = center(size, circle.from);
  const b = center(size, circle.to);
  return (
    <g className={className}>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={circle.colour} strokeWidth={0.8} strokeLinecap="round" className="ws-band" />
      {dashed ? <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="ws-dash" /> : null}
    </g>
  );
}

/**
 * The letter grid in SVG. Drag from a word's first letter to its last (mouse, touch, pen); or tap
 * the first letter, then the last; or move with the arrow keys and press Enter at both ends.
 */
export function Board(props: BoardProps) {
  const { size, letters, disabled } = props;
  const svg = useRef<SVGSVGElement>(null);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [end, setEnd] = useState<number | null>(null);
  const [focus, setFocus] = useState(0);
  const [dragging, setDragging] = useState(false);
  // A word just found lights its letters one after another from its first to its last.
  const circles = useMemo(() => new Map(props.found.map((circle) => [`${circle.from}-${circle.to}`, circle.colour])), [props.found]);
  const justFound = useJustChanged(circles, props.round);
  const lit = new Map<number, { step: number; length: number; colour: string; serial: number; word: string }>();
  for (const [word, serial] of justFound.changed) {
    const [from, to] = word.split("-").map(Number);
    const cells = lineBetween(size, from!, to!) ?? [];
    cells.forEach((cell, step) => lit.set(cell, { step, length: cells.length, colour: circles.get(word) ?? DRAWING, serial, word }));
  }

  /** The cell under a pointer, and where in cells it is (for snapping the line). */
  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = svg.current!.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * size.columns;
    const y = ((event.clientY - box.top) / box.height) * size.rows;
    return { x, y, cell: cellAt(size, Math.floor(y), Math.floor(x)) };
  };

  const finish = (from: number, to: number) => {
    setAnchor(null);
    setEnd(null);
    props.onCircle(from, to);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled) return;
    const { cell } = pointAt(event);
    if (cell === null) return;
    event.preventDefault();
    svg.current!.setPointerCapture(event.pointerId);
    setFocus(cell);
    setDragging(true);
    // A second tap ends a circle begun by a tap.
    if (anchor !== null && anchor !== cell && lineBetween(size, anchor, cell)) return setEnd(cell);
    // A word's first letter picked: a light tick before the circle is drawn.
    playSound("select");
    setAnchor(cell);
    setEnd(cell);
  };

  /** Where a drag from the anchor ends, from the pointer itself: a burst of events on a busy device arrives before React has drawn the last move. */
  const dragEnd = (event: PointerEvent<SVGSVGElement>, from: number) => {
    const { x, y } = pointAt(event);
    const start = center(size, from);
    return snapLineEnd(size, from, y - start.y, x - start.x);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!dragging || anchor === null) return;
    setEnd(dragEnd(event, anchor));
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!dragging) return;
    setDragging(false);
    if (anchor === null) return;
    // A drag (or a second tap) ends where the pointer is; a first tap leaves the anchor for a second.
    const last = dragEnd(event, anchor);
    if (last !== anchor) finish(anchor, last);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = cellAt(size, rowOf(size, focus) + move[0], columnOf(size, focus) + move[1]);
      if (next === null) return;
      setFocus(next);
      if (anchor !== null) setEnd(lineBetween(size, anchor, next) ? next : anchor);
    } else if ((event.key === "Enter" || event.key === " ") && !disabled) {
      event.preventDefault();
      if (anchor === null || anchor === focus) {
        setAnchor(anchor === focus ? null : focus);
        setEnd(anchor === focus ? null : focus);
      } else if (lineBetween(size, anchor, focus)) finish(anchor, focus);
    } else if (event.key === "Escape") {
      setAnchor(null);
      setEnd(null);
    }
  };

  const drawing = anchor !== null && end !== null ? { from: anchor, to: end, colour: DRAWING } : null;
  const focusAt = center(size, focus);
  return (
    <svg
      ref={svg}
      className="ws-board"
      data-found={props.found.length}
      aria-disabled={disabled}
      viewBox={`-0.1 -0.1 ${size.columns + 0.2} ${size.rows + 0.2}`}
      role="application"
      aria-roledescription="letter grid"
      aria-label="Letter grid: arrows move, Enter at the first and at the last letter of a word circles it"
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        setDragging(false);
        setAnchor(null);
        setEnd(null);
      }}
      onKeyDown={onKeyDown}
    >
      <rect x={-0.1} y={-0.1} width={size.columns + 0.2} height={size.rows + 0.2} rx={0.3} className="ws-paper" />
      {props.found.map((circle) => (
        <CircleShape key={`${circle.from}-${circle.to}`} size={size} circle={circle} className="ws-found" dashed={false} />
      ))}
      {props.miss ? <CircleShape size={size} circle={props.miss} className="ws-miss" dashed /> : null}
      {drawing ? <CircleShape size={size} circle={drawing} className="ws-drawing" dashed /> : null}
      {props.hints.map((cell) => {
        const at = center(size, cell);
        return <circle key={cell} cx={at.x} cy={at.y} r={0.44} className="ws-hint" />;
      })}
      {[...lit].map(([cell, light]) => {
        const at = center(size, cell);
        const delay = { ["--mo-delay" as string]: lightDelay(light.step, light.length) } as CSSProperties;
        // The last letter's glow ends the word's light.
        const end = light.step === light.length - 1 ? () => justFound.done(light.word) : undefined;
        return <circle key={`${cell}-${light.serial}`} cx={at.x} cy={at.y} r={0.46} fill={light.colour} className="ws-light mo-light-glow" style={delay} onAnimationEnd={end} />;
      })}
      {[...letters].map((letter, cell) => {
        const at = center(size, cell);
        const light = lit.get(cell);
        return (
          <text
            key={light ? `${cell}-${light.serial}` : cell}
            x={at.x}
            y={at.y}
            className={light ? "ws-letter mo-light" : "ws-letter"}
            style={light ? ({ ["--mo-delay" as string]: lightDelay(light.step, light.length) } as CSSProperties) : undefined}
            data-cell={cell}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {letter.toUpperCase()}
          </text>
        );
      })}
      <rect x={focusAt.x - 0.48} y={focusAt.y - 0.48} width={0.96} height={0.96} rx={0.2} className="ws-focus" />
    </svg>
  );
}
