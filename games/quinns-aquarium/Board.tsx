/**
 * The tank of tiles: swap by dragging (mouse, finger, pen), by tapping one tile and then a
 * neighbour, or with the arrow keys and Enter. A move's resolution plays back frame by frame from
 * the rules' trace: the swap slides, matches pop, the tiles above fall and new ones drop in.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useElementSize } from "../engines/grid/useElementSize.ts";
import { useFleeting } from "../engines/shell/useFleeting.ts";
import { TileArt } from "./Creatures.tsx";
import { areNeighbours, BOMB_KIND, colOf, KIND_NAMES, rowOf, SIZE, type AquariumState, type Board as TileBoard, type Tile } from "./rules.ts";

/** Milliseconds each frame of a move's resolution shows (one CSS move or pop lasts as long). */
export const FRAME_MS = 190;
const SHAKE_MS = 320;

export interface BoardProps {
  state: AquariumState;
  /** Moves played in this session: a new one animates, a restored game does not. */
  moveCount: number;
  disabled: boolean;
  hammerArmed: boolean;
  /** A cell the hint points at (with its partner), or null. */
  hint: readonly [number, number] | null;
  onSwap(a: number, b: number): Promise<boolean>;
  onHammer(cell: number): void;
  onCancelHammer(): void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function tileName(tile: Tile | null | undefined): string {
  if (!tile) return "empty";
  const base = tile.kind === BOMB_KIND ? "Colour bomb" : KIND_NAMES[tile.kind]!;
  const special = tile.special === "row" ? ", clears its row" : tile.special === "col" ? ", clears its column" : "";
  return `${base}${special}${tile.bubble ? ", in a bubble" : ""}`;
}

export function Board({ state, moveCount, disabled, hammerArmed, hint, onSwap, onHammer, onCancelHammer }: BoardProps) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [frame, setFrame] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState(27);
  // A refused swap shakes its two tiles for a moment; a refusal while they still shake shakes them
  // again (the keyframes' name alternates with each showing, which restarts the animation).
  const [shaking, setShaking, shakes] = useFleeting<readonly [number, number]>(SHAKE_MS);
  const seenMoves = useRef(moveCount);
  const drag = useRef<{ cell: number; x: number; y: number; done: boolean } | null>(null);

  // A move just played: show its trace, one frame at a time.
  useEffect(() => {
    const fresh = moveCount === seenMoves.current + 1;
    seenMoves.current = moveCount;
    if (!fresh || state.trace.length === 0 || prefersReducedMotion()) {
      setFrame(null);
      return;
    }
    let index = 0;
    setFrame(0);
    const timer = window.setInterval(() => {
      index++;
      if (index >= state.trace.length) {
        window.clearInterval(timer);
        setFrame(null);
      } else {
        setFrame(index);
      }
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state, moveCount]);

  const animating = frame !== null;
  const shown: TileBoard = frame === null ? state.board : state.trace[frame]!.board;
  const popping = frame === null ? [] : state.trace[frame]!.popping;
  // Tiles that were not on the frame before: dropped in (after a fall) or made (a special).
  const arrivals = useMemo(() => {
    if (frame === null || frame === 0) return new Map<number, number>();
    const before = new Set(state.trace[frame - 1]!.board.map((tile) => tile?.id));
    const falling = state.trace[frame]!.popping.length === 0;
    const perColumn = new Array<number>(SIZE).fill(0);
    const found: [number, number][] = [];
    shown.forEach((tile, cell) => {
      if (tile && !before.has(tile.id)) {
        perColumn[colOf(cell)]!++;
        found.push([tile.id, cell]);
      }
    });
    // A new tile starts above the tank, as far up as the column's new tiles reach.
    return new Map(found.map(([id, cell]) => [id, falling ? perColumn[colOf(cell)]! : 0]));
  }, [frame, shown, state.trace]);

  const size = Math.max(0, Math.min(width, height) - 4);
  const cell = Math.floor(size / SIZE);
  const board = cell * SIZE;
  const busy = disabled || animating;

  const trySwap = async (a: number, b: number) => {
    setSelected(null);
    if (busy) return;
    // A refused swap shakes; the shell's refused-move line says why.
    if (!(await onSwap(a, b))) setShaking([a, b]);
  };

  const tap = (target: number) => {
    setCursor(target);
    if (busy) return;
    if (hammerArmed) {
      onHammer(target);
      return;
    }
    if (selected === null) setSelected(target);
    else if (selected === target) setSelected(null);
    else if (areNeighbours(selected, target)) void trySwap(selected, target);
    else setSelected(target);
  };

  const cellAt = (event: PointerEvent<HTMLDivElement>): number | null => {
    const rect = event.currentTarget.getBoundingClientRect();
    const col = Math.floor((event.clientX - rect.left) / cell);
    const row = Math.floor((event.clientY - rect.top) / cell);
    return row >= 0 && row < SIZE && col >= 0 && col < SIZE ? row * SIZE + col : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const at = cellAt(event);
    if (at === null || !event.isPrimary) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { cell: at, x: event.clientX, y: event.clientY, done: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.done || hammerArmed) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < cell * 0.4) return;
    start.done = true;
    const row = rowOf(start.cell) + (Math.abs(dy) > Math.abs(dx) ? Math.sign(dy) : 0);
    const col = colOf(start.cell) + (Math.abs(dx) >= Math.abs(dy) ? Math.sign(dx) : 0);
    if (row >= 0 && row < SIZE && col >= 0 && col < SIZE) void trySwap(start.cell, row * SIZE + col);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start || start.done) return;
    const at = cellAt(event);
    if (at !== null) tap(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      const row = Math.min(SIZE - 1, Math.max(0, rowOf(cursor) + step[0]));
      const col = Math.min(SIZE - 1, Math.max(0, colOf(cursor) + step[1]));
      setCursor(row * SIZE + col);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      tap(cursor);
    } else if (event.key === "Escape") {
      setSelected(null);
      onCancelHammer();
    }
  };

  const place = (at: number) => `translate(${colOf(at) * cell}px, ${rowOf(at) * cell}px)`;
  const sandCells = state.sand.flatMap((sand, at) => (sand ? [at] : []));

  return (
    <>
      <div className="qua-board-area" ref={ref}>
        <div
          className={`qua-board${hammerArmed ? " qua-hammer-armed" : ""}`}
          style={{ width: board, height: board }}
          role="group"
          tabIndex={0}
          aria-label={`The tank, ${SIZE} by ${SIZE}. Arrow keys move, Enter picks a creature and swaps it with a neighbour.`}
          aria-busy={animating}
          aria-describedby="qua-board-status"
          data-animating={animating}
          data-moves={moveCount}
          data-cursor={cursor}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          {/* Drawn once the tank is measured: a cell of 0 px would give the rects negative sizes. */}
          {cell > 2 ? (
            <svg className="qua-cells" width={board} height={board} aria-hidden="true">
              {Array.from({ length: SIZE * SIZE }, (_, at) => (
                <rect key={at} x={colOf(at) * cell + 1} y={rowOf(at) * cell + 1} width={cell - 2} height={cell - 2} rx={cell * 0.18} className={(rowOf(at) + colOf(at)) % 2 ? "qua-cell-a" : "qua-cell-b"} />
              ))}
              {sandCells.map((at) => (
                <g key={`sand-${at}`} className="qua-sand" data-sand={at}>
                  <rect x={colOf(at) * cell + 1} y={rowOf(at) * cell + 1} width={cell - 2} height={cell - 2} rx={cell * 0.18} />
                  <circle cx={colOf(at) * cell + cell * 0.3} cy={rowOf(at) * cell + cell * 0.75} r={cell * 0.05} />
                  <circle cx={colOf(at) * cell + cell * 0.72} cy={rowOf(at) * cell + cell * 0.82} r={cell * 0.04} />
                  <circle cx={colOf(at) * cell + cell * 0.55} cy={rowOf(at) * cell + cell * 0.2} r={cell * 0.04} />
                </g>
              ))}
            </svg>
          ) : null}
          {shown.map((tile, at) =>
            tile ? (
              <div
                key={tile.id}
                className={`qua-tile${arrivals.has(tile.id) ? (arrivals.get(tile.id)! > 0 ? " qua-drop" : " qua-made") : ""}${shaking?.includes(at) ? (shakes % 2 ? " qua-shake" : " qua-shake qua-shake-again") : ""}${selected === at ? " qua-selected" : ""}`}
                data-cell={at}
                data-kind={tile.kind}
                data-special={tile.special ?? ""}
                data-bubble={tile.bubble}
                style={{ width: cell, height: cell, transform: place(at), ["--drop" as string]: `${(arrivals.get(tile.id) ?? 0) * cell}px` }}
              >
                <TileArt tile={tile} />
              </div>
            ) : null,
          )}
          {popping.map(({ cell: at, tile }) => (
            <div key={`pop-${tile.id}`} className="qua-tile qua-pop" style={{ width: cell, height: cell, transform: place(at) }} aria-hidden="true">
              <TileArt tile={tile} />
            </div>
          ))}
          {hint && !animating
            ? hint.map((at) => <div key={`hint-${at}`} className="qua-hint" style={{ width: cell, height: cell, transform: place(at) }} aria-hidden="true" />)
            : null}
          <div className="qua-cursor" style={{ width: cell, height: cell, transform: place(cursor) }} aria-hidden="true" />
        </div>
      </div>
      {/* Under the tank, not inside the box it is measured in, so the line is never clipped; where the cursor is only screen readers need. */}
      <p id="qua-board-status" className="qua-board-status" aria-live="polite">
        {hammerArmed ? "Hammer ready: pick a tile to break." : null}
        <span className="gs-visually-hidden">
          {` Row ${rowOf(cursor) + 1}, column ${colOf(cursor) + 1}: ${tileName(state.board[cursor])}${selected !== null ? `. Picked: ${tileName(state.board[selected])}` : ""}.`}
        </span>
      </p>
    </>
  );
}
