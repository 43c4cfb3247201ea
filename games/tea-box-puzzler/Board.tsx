import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Placement } from "../engines/pieces/packing.ts";
import { heightOf, rotate, widthOf, type Shape } from "../engines/pieces/polyomino.ts";
import { usePointerDrag } from "../engines/pieces/usePointerDrag.ts";
import { useLatest } from "../engines/shell/useLatest.ts";
import { placementProblem, type TeaPuzzle, type TeaState } from "./rules.ts";
import { TABLE_IMAGE, TableProps } from "./Scene.tsx";
import { Chest, ChestRibbon, teaOf, Tin, TinShadow } from "./Tins.tsx";
import { useTrayFit } from "./trayFit.ts";

/** The chest's frame around the cells, in cell units. */
const FRAME = 0.36;
const DOUBLE_TAP_MS = 350;

/** A tin in the hand: which, and where it was held, in cell units from its top-left corner. */
interface Held {
  piece: number;
  grabX: number;
  grabY: number;
}

export interface BoardProps {
  state: TeaState;
  puzzle: TeaPuzzle;
  /** What is being packed: "Level 12", "Today's puzzle". */
  name: string;
  /** Plays a placement; resolves false when the rules refuse it. */
  onPlace(piece: number, placement: Placement): Promise<boolean>;
  onLift(piece: number): void;
  onNotice(text: string): void;
  disabled: boolean;
  /** A tin just slotted in by a Hint, to show off. */
  hinted: number | null;
  /** The box is packed: it is tied up with a ribbon. */
  won: boolean;
}

/** The tea chest with the tins packed so far, the tray of tins still to pack, and all the ways to move them. */
export function Board({ state, puzzle, name, onPlace, onLift, onNotice, disabled, hinted, won }: BoardProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [turns, setTurns] = useState<number[]>(() => puzzle.pieces.map(() => 0));
  const [cursor, setCursor] = useState<{ x: number; y: number } | null>(null);
  const chest = useRef<SVGSVGElement>(null);
  const lastTap = useRef<{ piece: number; at: number } | null>(null);
  const { box } = puzzle;

  // A new level starts with nothing held and every tin as the tray shows it.
  useEffect(() => {
    setSelected(null);
    setCursor(null);
    setTurns(puzzle.pieces.map(() => 0));
  }, [puzzle]);

  const turnOf = (piece: number) => state.placed[piece]?.r ?? turns[piece] ?? 0;
  const shapeOf = (piece: number, turn = turnOf(piece)): Shape => rotate(puzzle.pieces[piece]!, turn);

  /** Pixels per cell in the chest, and its cells' top-left corner on screen. */
  const chestGeometry = useCallback(() => {
    const rect = chest.current?.getBoundingClientRect();
    if (!rect) return null;
    const cell = rect.width / (box.width + 2 * FRAME);
    return { cell, left: rect.left + FRAME * cell, top: rect.top + FRAME * cell, rect };
  }, [box.width]);

  const place = useCallback(
    async (piece: number, placement: Placement) => {
      const problem = placementProblem(state, piece, placement);
      if (problem) {
        onNotice(problem);
        return false;
      }
      const done = await onPlace(piece, placement);
      if (done) {
        setSelected(null);
        setCursor(null);
      }
      return done;
    },
    [state, onPlace, onNotice],
  );

  const turn = useCallback(
    (piece: number) => {
      if (!puzzle.turning) return onNotice("Tins do not turn in this level.");
      const placement = state.placed[piece];
      if (!placement) return setTurns((all) => all.map((value, index) => (index === piece ? (value + 1) % 4 : value)));
      void place(piece, { ...placement, r: (placement.r + 1) % 4 });
    },
    [puzzle.turning, state.placed, place, onNotice],
  );

  const select = useCallback(
    (piece: number) => {
      setSelected(piece);
      const placement = state.placed[piece];
      setCursor(placement ? { x: placement.x, y: placement.y } : { x: 0, y: 0 });
    },
    [state.placed],
  );

  /**
   * A tap on a tin: select it; a second quick tap on the same tin turns it. `at` is the tap's own
   * time (its event's timeStamp), not when a busy page got round to handling it: two quick taps
   * stay a double-tap while a phone is still drawing what the first one did.
   */
  const tapTin = useCallback(
    (piece: number, now: number) => {
      const double = lastTap.current?.piece === piece && now - lastTap.current.at < DOUBLE_TAP_MS;
      lastTap.current = double ? null : { piece, at: now };
      if (double && puzzle.turning) turn(piece);
      else if (selected === piece && !double) {
        setSelected(null);
        setCursor(null);
      } else select(piece);
    },
    [puzzle.turning, turn, selected, select],
  );

  /** A tap on a chest cell with a tin selected: the tin's first cell goes there. */
  const tapCell = useCallback(
    (x: number, y: number) => {
      if (selected === null) return;
      const first = shapeOf(selected)[0]!;
      const spot = { x: x - first.x, y: y - first.y };
      setCursor(spot);
      void place(selected, { ...spot, r: turnOf(selected) });
    },
    // shapeOf and turnOf read the current state and turns.
    [selected, place, state, turns],
  );

  const { drag, start } = usePointerDrag<Held>((current, event) => {
    const { piece, grabX, grabY } = current.held;
    if (!current.moving) return tapTin(piece, event.timeStamp);
    const geometry = chestGeometry();
    if (!geometry) return;
    const { rect, cell } = geometry;
    const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
    if (!inside) {
      if (state.placed[piece]) onLift(piece);
      return;
    }
    const x = Math.round((event.clientX - grabX * cell - geometry.left) / cell);
    const y = Math.round((event.clientY - grabY * cell - geometry.top) / cell);
    void place(piece, { x, y, r: turnOf(piece) });
  });

  const startDrag = (piece: number, event: ReactPointerEvent<Element>) => {
    if (disabled || event.button > 0) return;
    const placement = state.placed[piece];
    const geometry = chestGeometry();
    let grabX: number;
    let grabY: number;
    if (placement && geometry) {
      grabX = (event.clientX - geometry.left) / geometry.cell - placement.x;
      grabY = (event.clientY - geometry.top) / geometry.cell - placement.y;
    } else {
      // The tray button's drawing, not its padding, is the tin.
      const rect = (event.currentTarget.querySelector("svg") ?? event.currentTarget).getBoundingClientRect();
      const shape = shapeOf(piece);
      grabX = ((event.clientX - rect.left) / rect.width) * widthOf(shape);
      grabY = ((event.clientY - rect.top) / rect.height) * heightOf(shape);
    }
    start({ piece, grabX, grabY }, event);
  };

  // Keyboard: arrows move the held tin's outline over the chest, R turns it, Enter packs it,
  // Delete takes it back to the tray, Escape lets go.
  const keys = useLatest((event: KeyboardEvent) => {
    if (disabled || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const key = event.key;
    if (key === "r" || key === "R") {
      if (selected === null) return onNotice("Pick a tin first (Tab to it, then Enter).");
      event.preventDefault();
      return turn(selected);
    }
    if (selected === null || cursor === null) return;
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[key];
    if (step) {
      event.preventDefault();
      const shape = shapeOf(selected);
      const x = Math.min(box.width - widthOf(shape), Math.max(0, cursor.x + step[0]));
      const y = Math.min(box.height - heightOf(shape), Math.max(0, cursor.y + step[1]));
      return setCursor({ x, y });
    }
    const focused = document.activeElement;
    const focusedPiece = focused instanceof HTMLElement || focused instanceof SVGElement ? focused.dataset.piece : undefined;
    const onOtherTin = focusedPiece !== undefined && Number(focusedPiece) !== selected;
    if ((key === "Enter" || key === " ") && !onOtherTin) {
      event.preventDefault();
      return void place(selected, { ...cursor, r: turnOf(selected) });
    }
    if ((key === "Delete" || key === "Backspace") && state.placed[selected]) {
      event.preventDefault();
      setSelected(null);
      setCursor(null);
      return onLift(selected);
    }
    if (key === "Escape") {
      setSelected(null);
      setCursor(null);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  const tray = puzzle.pieces.map((_, piece) => piece).filter((piece) => state.placed[piece] === null);
  // The tray draws its tins at the chest's square size where the towel has room for them all.
  const { fit, refs } = useTrayFit(
    chest,
    box.width + 2 * FRAME,
    tray.map((piece) => ({ width: widthOf(shapeOf(piece)), height: heightOf(shapeOf(piece)) })),
  );
  const packed = state.placed.filter((placement) => placement !== null).length;
  const geometry = drag?.moving ? chestGeometry() : null;
  const preview = selected !== null && cursor !== null && !drag ? { piece: selected, shape: shapeOf(selected), ...cursor } : null;
  const previewFits = preview ? placementProblem(state, preview.piece, { x: preview.x, y: preview.y, r: turnOf(preview.piece) }) === null : false;

  return (
    <div ref={refs.play} className="tea-play" data-level={puzzle.level ?? "daily"} data-day={state.daily ?? undefined} style={{ ["--tea-table" as string]: TABLE_IMAGE }}>
      <TableProps />
      <p className="tea-note" role="status" aria-live="polite">
        {name} · {packed} of {puzzle.pieces.length} tins packed · {puzzle.turning ? "tins turn (R, double-tap)" : "tins do not turn"}
      </p>
      <div ref={refs.area} className="tea-area">
        <svg
          ref={chest}
          className="tea-chest-svg"
          viewBox={`${-FRAME} ${-FRAME} ${box.width + 2 * FRAME} ${box.height + 2 * FRAME}`}
          style={{ ["--tea-w" as string]: box.width + 2 * FRAME, ["--tea-h" as string]: box.height + 2 * FRAME }}
          role="group"
          aria-label={`Tea chest, ${box.width} by ${box.height}: ${packed} of ${puzzle.pieces.length} tins packed`}
        >
          <Chest box={box} />
          {box.open.map((open, index) =>
            open ? (
              <rect
                key={index}
                className="tea-cell"
                data-cell={`${index % box.width},${Math.floor(index / box.width)}`}
                x={index % box.width}
                y={Math.floor(index / box.width)}
                width={1}
                height={1}
                fill="transparent"
                onClick={() => tapCell(index % box.width, Math.floor(index / box.width))}
              />
            ) : null,
          )}
          {/* Packed tins' shadows fall on the lining, under every tin. */}
          <g className="tea-shadows" pointerEvents="none">
            {state.placed.map((placement, piece) =>
              placement && !(drag?.moving && drag.held.piece === piece) ? (
                <g key={piece} transform={`translate(${placement.x} ${placement.y})`}>
                  <TinShadow shape={shapeOf(piece)} />
                </g>
              ) : null,
            )}
          </g>
          {state.placed.map((placement, piece) =>
            placement && !(drag?.moving && drag.held.piece === piece) ? (
              <g
                key={piece}
                className={`tea-placed${selected === piece ? " tea-selected" : ""}${hinted === piece ? " tea-hinted" : ""}`}
                data-piece={piece}
                transform={`translate(${placement.x} ${placement.y})`}
                onPointerDown={(event) => startDrag(piece, event)}
                role="button"
                tabIndex={disabled ? -1 : 0}
                aria-pressed={selected === piece}
                aria-label={`${teaOf(piece).name} tin, packed`}
                onKeyDown={(event) => {
                  if ((event.key === "Enter" || event.key === " ") && selected !== piece) {
                    event.preventDefault();
                    select(piece);
                  }
                }}
              >
                <Tin shape={shapeOf(piece)} piece={piece} shadow={false} />
              </g>
            ) : null,
          )}
          {preview ? (
            <path
              className={`tea-preview${previewFits ? "" : " tea-preview-blocked"}`}
              d={preview.shape.map((cell) => `M${cell.x + preview.x} ${cell.y + preview.y}h1v1h-1Z`).join("")}
              pointerEvents="none"
            />
          ) : null}
          {won ? <ChestRibbon box={box} /> : null}
        </svg>
        <div ref={refs.tray} className="tea-tray" aria-label="Tins to pack" style={fit && tray.length > 0 ? { ["--tea-tray-cell" as string]: `${fit.cell}px`, maxWidth: fit.width } : undefined}>
          {tray.map((piece) => {
            const shape = shapeOf(piece);
            const held = drag?.moving && drag.held.piece === piece;
            return (
              <button
                key={piece}
                type="button"
                className={`tea-tray-tin${selected === piece ? " tea-selected" : ""}`}
                data-piece={piece}
                aria-pressed={selected === piece}
                aria-label={`${teaOf(piece).name} tin, ${shape.length} squares`}
                disabled={disabled}
                onPointerDown={(event) => startDrag(piece, event)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    if (selected === piece) return;
                    event.preventDefault();
                    select(piece);
                  }
                }}
              >
                <svg
                  className="tea-tray-svg"
                  viewBox={`0 0 ${widthOf(shape)} ${heightOf(shape)}`}
                  style={{ ["--tin-w" as string]: widthOf(shape), ["--tin-h" as string]: heightOf(shape), opacity: held ? 0.25 : 1 }}
                >
                  <Tin shape={shape} piece={piece} />
                </svg>
              </button>
            );
          })}
          {tray.length === 0 ? <p className="tea-tray-empty">Every tin is in the chest.</p> : null}
        </div>
      </div>
      {puzzle.turning ? (
        <button ref={refs.after} type="button" className="gs-button tea-turn" disabled={disabled || selected === null} onClick={() => selected !== null && turn(selected)}>
          Turn tin (R)
        </button>
      ) : null}
      {drag?.moving && geometry ? (
        <svg
          className="tea-ghost"
          style={{ left: drag.x - drag.held.grabX * geometry.cell, top: drag.y - drag.held.grabY * geometry.cell }}
          width={widthOf(shapeOf(drag.held.piece)) * geometry.cell}
          height={heightOf(shapeOf(drag.held.piece)) * geometry.cell}
          viewBox={`0 0 ${widthOf(shapeOf(drag.held.piece))} ${heightOf(shapeOf(drag.held.piece))}`}
          aria-hidden="true"
        >
          <Tin shape={shapeOf(drag.held.piece)} piece={drag.held.piece} ghost />
        </svg>
      ) : null}
    </div>
  );
}
