import { memo, useRef, type CSSProperties, type PointerEvent as ReactPointerEvent } from "react";
import { lightDelay } from "../engines/motion/index.ts";
import { playSound } from "../engines/shell/index.ts";
import { NEIGHBOURS, SIZE } from "./board.ts";

/** The scalloped rim of a shell: seven bumps on an arc around the hinge at (50, 92). */
const HINGE = { x: 50, y: 92 };
const RIM = 80;
const BUMPS = 7;
const FROM = (-145 * Math.PI) / 180;
const TO = (-35 * Math.PI) / 180;
const at = (angle: number, radius: number) => ({ x: HINGE.x + radius * Math.cos(angle), y: HINGE.y + radius * Math.sin(angle) });
const RIM_ANGLES = Array.from({ length: BUMPS + 1 }, (_, index) => FROM + ((TO - FROM) * index) / BUMPS);
const SHELL_PATH = (() => {
  const start = at(FROM, RIM);
  let path = `M${HINGE.x} ${HINGE.y} L${start.x.toFixed(1)} ${start.y.toFixed(1)}`;
  for (let index = 0; index < BUMPS; index++) {
    const bump = at((RIM_ANGLES[index]! + RIM_ANGLES[index + 1]!) / 2, RIM + 11);
    const end = at(RIM_ANGLES[index + 1]!, RIM);
    path += ` Q${bump.x.toFixed(1)} ${bump.y.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
  }
  return `${path} Z`;
})();
/** The box around the rim's bumps and the hinge. */
const VIEW_BOX = (() => {
  const points = [HINGE, ...RIM_ANGLES.map((angle) => at(angle, RIM + 6))];
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, top] = [Math.min(...xs) - 3, Math.min(...ys) - 3];
  return `${left.toFixed(1)} ${top.toFixed(1)} ${(Math.max(...xs) + 3 - left).toFixed(1)} ${(Math.max(...ys) + 3 - top).toFixed(1)}`;
})();
const RIDGES = RIM_ANGLES.slice(1, -1).map((angle) => {
  const end = at(angle, RIM - 2);
  return `M${HINGE.x} ${HINGE.y - 8} L${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
});
/** Shell colours, so the beach does not look tiled; picked by position. */
const TINTS = ["#fff3e0", "#ffe0cc", "#fde2e4", "#f9ecd2"];

/** Drawn again only when lit or unlit: a tap re-renders the board, not its sixteen drawings. */
const ShellArt = memo(function ShellArt({ tint, lit }: { tint: string; lit: boolean }) {
  return (
    <svg className={lit ? "ss-shell-art mo-light" : "ss-shell-art"} viewBox={VIEW_BOX} aria-hidden="true">
      <path d="M40 92 L44 84 L56 84 L60 92 Z" className="ss-shell-ears" />
      <path d={SHELL_PATH} fill={tint} className="ss-shell-body" />
      {RIDGES.map((ridge) => (
        <path key={ridge} d={ridge} className="ss-shell-ridge" />
      ))}
    </svg>
  );
});

export interface BoardProps {
  letters: readonly string[];
  /** The shells being traced, in order. */
  path: readonly number[];
  /** The shells of the hinted word, in order. */
  hint: readonly number[];
  /** Shells of the word just found, in order, for a moment: they light one after another along the path. */
  flash: readonly number[];
  /** Changes with every word found: a shell lit again before its last light faded starts over. */
  flashKey: number;
  disabled: boolean;
  onPathChange(path: number[]): void;
  /** The player let go after tracing, or tapped the last shell again. */
  onSubmit(path: number[]): void;
}

/**
 * The 4 x 4 shells. Trace a word by dragging across them (mouse, finger, pen), or tap them one
 * by one and tap the last again to play it. A drag picks a shell only near its middle, so a
 * diagonal does not catch the shells beside it.
 */
export function Board({ letters, path, hint, flash, flashKey, disabled, onPathChange, onSubmit }: BoardProps) {
  const grid = useRef<HTMLDivElement>(null);
  // The grid's place on screen is read once per gesture, at its pointerdown before anything is
  // changed: read again on each pointermove, after the last one's render, it forced a layout (issue 28).
  const gesture = useRef<{ box: DOMRect; path: number[]; moved: boolean; submitOnUp: boolean } | null>(null);

  const cellAtPoint = (box: DOMRect, clientX: number, clientY: number, strict: boolean): number | null => {
    const x = ((clientX - box.left) / box.width) * SIZE;
    const y = ((clientY - box.top) / box.height) * SIZE;
    const column = Math.floor(x);
    const row = Math.floor(y);
    if (column < 0 || column >= SIZE || row < 0 || row >= SIZE) return null;
    if (strict && Math.hypot(x - column - 0.5, y - row - 0.5) > 0.36) return null;
    return row * SIZE + column;
  };

  const down = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0 || !grid.current) return;
    const box = grid.current.getBoundingClientRect();
    const cell = cellAtPoint(box, event.clientX, event.clientY, false);
    if (cell === null) return;
    event.preventDefault();
    grid.current.setPointerCapture(event.pointerId);
    const last = path.at(-1);
    let next: number[];
    if (cell === last) next = [...path];
    else if (last !== undefined && !path.includes(cell) && NEIGHBOURS[last]!.includes(cell)) next = [...path, cell];
    else if (path.includes(cell)) next = path.slice(0, path.indexOf(cell) + 1);
    else next = [cell];
    gesture.current = { box, path: next, moved: false, submitOnUp: cell === last && path.length > 0 };
    // Each shell picked ticks; going back along the path is silent.
    if (next.length > path.length || next[0] !== path[0]) playSound("select");
    onPathChange(next);
  };

  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) return;
    const cell = cellAtPoint(current.box, event.clientX, event.clientY, true);
    const last = current.path.at(-1);
    if (cell === null || cell === last || last === undefined) return;
    if (cell === current.path.at(-2)) current.path = current.path.slice(0, -1);
    else if (!current.path.includes(cell) && NEIGHBOURS[last]!.includes(cell)) {
      current.path = [...current.path, cell];
      playSound("select");
    } else return;
    current.moved = true;
    current.submitOnUp = false;
    onPathChange(current.path);
  };

  const up = () => {
    const current = gesture.current;
    gesture.current = null;
    if (current && (current.submitOnUp || (current.moved && current.path.length > 1))) onSubmit(current.path);
  };

  const order = new Map(path.map((cell, index) => [cell, index]));
  const hinted = new Map(hint.map((cell, index) => [cell, index]));
  const flashing = new Map(flash.map((cell, index) => [cell, index]));
  return (
    <div
      ref={grid}
      className="ss-grid"
      role="grid"
      aria-label="Letter shells"
      aria-disabled={disabled}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        gesture.current = null;
      }}
    >
      {Array.from({ length: SIZE }, (_, row) => (
        <div key={row} role="row" className="ss-row">
          {Array.from({ length: SIZE }, (_, column) => {
            const cell = row * SIZE + column;
            const letter = letters[cell] ?? "";
            const index = order.get(cell);
            const hintIndex = hinted.get(cell);
            const classes = ["ss-shell"];
            if (index !== undefined) classes.push("ss-picked");
            if (index !== undefined && index === path.length - 1) classes.push("ss-last");
            if (hintIndex !== undefined) classes.push("ss-hinted");
            const step = flashing.get(cell);
            if (step !== undefined) classes.push("ss-flash");
            const light = step === undefined ? undefined : ({ ["--mo-delay" as string]: lightDelay(step, flash.length) } as CSSProperties);
            return (
              <div
                key={cell}
                role="gridcell"
                className={classes.join(" ")}
                data-cell={cell}
                aria-selected={index !== undefined}
                style={light}
                aria-label={`${letter.toUpperCase()}${hintIndex !== undefined ? `, hint letter ${hintIndex + 1}` : ""}`}
              >
                <ShellArt key={step === undefined ? "unlit" : `lit-${flashKey}`} tint={TINTS[(row + column * 3) % TINTS.length]!} lit={step !== undefined} />
                {step !== undefined ? <span key={flashKey} className="ss-glow mo-light-glow" aria-hidden="true" /> : null}
                <span className="ss-letter">{letter.toUpperCase()}</span>
                {hintIndex !== undefined ? <span className="ss-hint-step">{hintIndex + 1}</span> : null}
              </div>
            );
          })}
        </div>
      ))}
      <svg className="ss-trail" viewBox={`0 0 ${SIZE} ${SIZE}`} preserveAspectRatio="none" aria-hidden="true">
        <polyline vectorEffect="non-scaling-stroke" points={path.map((cell) => `${(cell % SIZE) + 0.5},${Math.floor(cell / SIZE) + 0.5}`).join(" ")} />
      </svg>
    </div>
  );
}
