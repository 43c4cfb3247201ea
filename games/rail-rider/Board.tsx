import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { useJustChanged } from "../engines/motion/index.ts";
import { usePointerDrag } from "../engines/pieces/usePointerDrag.ts";
import { openingsOf, tileAt, traceLine, type RailMove, type RailState } from "./rules.ts";
import { Landscape } from "./Landscape.tsx";
import { GRASS_COLOUR, Ground, StationArt, TilePiece, TrackDefs, Train, YardRim } from "./Track.tsx";

/** How long the train takes per square of the finished line. */
export const TRAIN_MS_PER_CELL = 220;

export interface BoardProps {
  state: RailState;
  onMove(move: RailMove): void;
  disabled: boolean;
  /** The line is finished: the train runs along it. */
  running: boolean;
  /** A square just set right by a Hint, to show. */
  hinted: number | null;
}

/** The grid: grass, rocks, stations, track tiles; tap to turn a tile, drag to move it, or use the keyboard. */
export function Board({ state, onMove: play, disabled, running, hinted }: BoardProps) {
  const { width, height } = state;
  const svg = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const line = useMemo(() => traceLine(state), [state]);
  const lit = new Set(line.cells);
  // A tile set down or turned snaps into place (the motion engine's mo-snap); a new level deals without it.
  const tiles = useMemo(() => new Map(state.tiles.map((tile) => [tile.cell, `${tile.kind}:${tile.r}`])), [state.tiles]);
  const snapping = useJustChanged(tiles, state.level);
  // A turned tile swings the last bit of its quarter turn as it snaps; a moved one only drops in.
  const turned = useRef<number | null>(null);
  const onMove = (move: RailMove) => {
    turned.current = move.t === "rotate" ? move.c : null;
    play(move);
  };

  const cellAt = (clientX: number, clientY: number): number | null => {
    const rect = svg.current?.getBoundingClientRect();
    if (!rect) return null;
    const x = Math.floor(((clientX - rect.left) / rect.width) * width);
    const y = Math.floor(((clientY - rect.top) / rect.height) * height);
    return x < 0 || y < 0 || x >= width || y >= height ? null : y * width + x;
  };

  const { drag, start } = usePointerDrag<number>((current, event) => {
    if (!current.moving) return onMove({ t: "rotate", c: current.held });
    const to = cellAt(event.clientX, event.clientY);
    if (to !== null && to !== current.held) onMove({ t: "move", from: current.held, to });
  });

  const startDrag = (cell: number, event: ReactPointerEvent<SVGGElement>) => {
    if (disabled || event.button > 0) return;
    setCursor(cell);
    start(cell, event);
  };

  /** A tap on grass with a tile picked up (keyboard or tap) sets it down there. */
  const tapGround = (cell: number) => {
    if (disabled || picked === null) return;
    onMove({ t: "move", from: picked, to: cell });
    setPicked(null);
  };

  // Arrows move the cursor, R or Space turns the tile under it, Enter picks a tile up and sets it down, Escape lets go.
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (disabled) return;
    const here = cursor ?? state.tiles[0]?.cell ?? 0;
    const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      const x = Math.min(width - 1, Math.max(0, (here % width) + step[0]));
      const y = Math.min(height - 1, Math.max(0, Math.floor(here / width) + step[1]));
      return setCursor(y * width + x);
    }
    if (event.key === "r" || event.key === "R" || event.key === " ") {
      event.preventDefault();
      if (tileAt(state, here) !== -1) onMove({ t: "rotate", c: here });
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      if (picked === null) {
        if (tileAt(state, here) !== -1) setPicked(here);
      } else {
        if (picked !== here) onMove({ t: "move", from: picked, to: here });
        setPicked(null);
      }
      return;
    }
    if (event.key === "Escape") setPicked(null);
  };

  const stationAt = new Map(state.stations.map((station, order) => [station.cell, { station, order }]));
  const trainPath = line.cells.map((cell, index) => `${index === 0 ? "M" : "L"}${(cell % width) + 0.5} ${Math.floor(cell / width) + 0.5}`).join("");
  const held = drag?.moving ? drag.held : null;
  const heldTile = held === null ? null : state.tiles[tileAt(state, held)];
  const rect = drag?.moving ? svg.current?.getBoundingClientRect() : undefined;
  const cellPx = rect ? rect.width / width : 0;
  const cursorCell = cursor ?? -1;
  // Scenery is chosen from the board itself, so a level always looks the same.
  const sceneSeed = `${state.level}:${state.daily ?? ""}:${state.route.join(",")}`;

  return (
    <div className="rr-play" data-level={state.daily === null ? state.level : "daily"} data-day={state.daily ?? undefined}>
      <Landscape seed={sceneSeed} />
      <svg
        ref={svg}
        className="rr-board"
        viewBox={`0 0 ${width} ${height}`}
        style={{ ["--rr-w" as string]: width, ["--rr-h" as string]: height }}
        tabIndex={0}
        role="application"
        aria-disabled={disabled}
        aria-label={`Rail yard, ${width} by ${height}. Arrows move, R turns a tile, Enter picks up and sets down.`}
        onKeyDown={onKeyDown}
        onFocus={() => cursor === null && setCursor(state.tiles[0]?.cell ?? 0)}
      >
        <TrackDefs />
        <rect width={width} height={height} fill={GRASS_COLOUR} />
        {Array.from({ length: width * height }, (_, cell) => {
          const x = cell % width;
          const y = Math.floor(cell / width);
          const stop = stationAt.get(cell);
          const tileIndex = tileAt(state, cell);
          const tile = tileIndex === -1 ? null : state.tiles[tileIndex]!;
          const classes = ["rr-cell", cell === cursorCell ? "rr-cursor" : "", cell === picked ? "rr-picked" : "", cell === hinted ? "rr-hinted" : ""].join(" ").trim();
          return (
            <g key={cell} transform={`translate(${x} ${y})`} className={classes} data-cell={cell} onClick={() => (tile ? undefined : tapGround(cell))}>
              <Ground seed={`${sceneSeed}:${cell}`} cover={state.rocks.includes(cell) ? "rock" : stop ? "platform" : "meadow"} />
              {stop ? (
                <g className="rr-station" data-station={stop.order} aria-label={`${stop.station.name} station`}>
                  <StationArt openings={stop.station.openings} order={stop.order} lit={lit.has(cell)} name={stop.station.name} />
                </g>
              ) : null}
              {tile && held !== cell ? (
                <g
                  key={snapping.changed.get(cell) ?? "still"}
                  className={snapping.changed.has(cell) ? "rr-tile mo-snap" : "rr-tile"}
                  data-tile={tile.kind}
                  data-r={tile.r}
                  style={snapping.changed.has(cell) && turned.current === cell ? { ["--mo-turn" as string]: "-30deg" } : undefined}
                  onPointerDown={(event) => startDrag(cell, event)}
                  onAnimationEnd={(event) => event.target === event.currentTarget && snapping.done(cell)}
                >
                  <TilePiece openings={openingsOf(tile)} lit={lit.has(cell)} />
                </g>
              ) : null}
              <rect className="rr-mark" x={0.04} y={0.04} width={0.92} height={0.92} rx={0.1} fill="none" />
            </g>
          );
        })}
        <YardRim width={width} height={height} />
        {running && trainPath ? (
          <g className="rr-train">
            <Train />
            <animateMotion dur={`${line.cells.length * TRAIN_MS_PER_CELL}ms`} path={trainPath} rotate="auto" fill="freeze" />
          </g>
        ) : null}
      </svg>
      {heldTile && drag && rect ? (
        <svg className="rr-ghost" style={{ left: drag.x - cellPx / 2, top: drag.y - cellPx / 2 }} width={cellPx} height={cellPx} viewBox="0 0 1 1" aria-hidden="true">
          <TilePiece openings={openingsOf(heldTile)} />
        </svg>
      ) : null}
    </div>
  );
}
