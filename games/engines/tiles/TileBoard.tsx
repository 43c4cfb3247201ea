/**
 * A mahjong board in SVG: layered tiles in 3D, free tiles bright and blocked ones shaded. Tap or
 * click two matching free tiles; arrow keys move a focus ring over the free tiles and Enter or
 * Space picks the focused one.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { freeTiles, type Pair } from "./board.ts";
import { layoutById, type LayoutId } from "./layouts.ts";
import { FACE_HEIGHT, FACE_WIDTH, IVORY, TileBody, TileFace, type TileColours } from "./TileArt.tsx";
import { geometryFor } from "./mahjong.ts";
import { faceName, tilesMatch, type Face } from "./tiles.ts";
import "./tiles.css";

/** How far a layer lifts up and to the left, and the tile's thickness. */
const LIFT_X = 5;
const LIFT_Y = 6;
const DEPTH = 5;
const MARGIN = 8;

export interface TileBoardProps {
  layout: LayoutId;
  faces: readonly (Face | null)[];
  onMatch(a: number, b: number): void;
  onNotice(text: string): void;
  disabled: boolean;
  /** The pair a Hint lights up. */
  hint: Pair | null;
  colours?: TileColours;
  /** Tells a new deal (or a shuffle) apart, to clear the selection. */
  dealKey: string;
}

function tileOrigin(position: { x: number; y: number; z: number }) {
  return { x: (position.x * FACE_WIDTH) / 2 - position.z * LIFT_X, y: (position.y * FACE_HEIGHT) / 2 - position.z * LIFT_Y };
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function TileBoard({ layout, faces, onMatch, onNotice, disabled, hint, colours = IVORY, dealKey }: TileBoardProps) {
  const positions = layoutById(layout).positions;
  const geometry = geometryFor({ layout });
  const [selected, setSelected] = useState<number | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const free = useMemo(() => new Set(freeTiles(geometry, faces)), [geometry, faces]);

  useEffect(() => {
    setSelected(null);
  }, [dealKey]);
  // A taken or covered tile loses the selection and the focus ring.
  useEffect(() => {
    if (selected !== null && !free.has(selected)) setSelected(null);
    if (focus !== null && !free.has(focus)) setFocus(null);
  }, [free, selected, focus]);

  const viewBox = useMemo(() => {
    const origins = positions.map(tileOrigin);
    const minX = Math.min(...origins.map((o) => o.x)) - MARGIN;
    const minY = Math.min(...origins.map((o) => o.y)) - MARGIN;
    const maxX = Math.max(...origins.map((o) => o.x)) + FACE_WIDTH + DEPTH + MARGIN;
    const maxY = Math.max(...origins.map((o) => o.y)) + FACE_HEIGHT + DEPTH + MARGIN;
    return `${minX} ${minY} ${maxX - minX} ${maxY - minY}`;
  }, [positions]);

  // Lower layers first; within a layer top to bottom and left to right, so nearer tiles cover the sides of farther ones.
  const order = useMemo(
    () => positions.map((_, index) => index).sort((a, b) => positions[a]!.z - positions[b]!.z || positions[a]!.y - positions[b]!.y || positions[a]!.x - positions[b]!.x),
    [positions],
  );

  const pick = (index: number) => {
    if (disabled) return;
    const face = faces[index];
    if (face === null || face === undefined) return;
    setFocus(index);
    if (!free.has(index)) {
      onNotice("That tile is not free: a tile lies on it, or both its sides are blocked.");
      return;
    }
    if (selected === null || selected === index) {
      setSelected(selected === index ? null : index);
      return;
    }
    if (tilesMatch(faces[selected]!, face)) {
      setSelected(null);
      onMatch(selected, index);
    } else setSelected(index);
  };

  const moveFocus = (dx: number, dy: number) => {
    const candidates = [...free];
    if (candidates.length === 0) return;
    const centre = (index: number) => {
      const origin = tileOrigin(positions[index]!);
      return { x: origin.x + FACE_WIDTH / 2, y: origin.y + FACE_HEIGHT / 2 };
    };
    if (focus === null || !free.has(focus)) {
      setFocus(candidates.sort((a, b) => centre(a).x - centre(b).x || centre(a).y - centre(b).y)[0]!);
      return;
    }
    const from = centre(focus);
    let best: number | null = null;
    let bestCost = Infinity;
    for (const index of candidates) {
      if (index === focus) continue;
      const to = centre(index);
      const along = (to.x - from.x) * dx + (to.y - from.y) * dy;
      if (along <= 0) continue;
      const across = Math.abs((to.x - from.x) * dy) + Math.abs((to.y - from.y) * dx);
      const cost = along + across * 2;
      if (cost < bestCost) {
        bestCost = cost;
        best = index;
      }
    }
    if (best !== null) setFocus(best);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      moveFocus(arrow[0], arrow[1]);
    } else if ((event.key === "Enter" || event.key === " ") && focus !== null) {
      event.preventDefault();
      pick(focus);
    } else if (event.key === "Escape") setSelected(null);
  };

  const hinted = new Set(hint ?? []);
  const tilesLeft = faces.filter((face) => face !== null).length;

  return (
    <div
      ref={board}
      className="tb-board"
      tabIndex={0}
      role="application"
      aria-label={`Mahjong board, ${tilesLeft} tiles left, ${free.size} free. Arrow keys move between free tiles, Enter picks one.`}
      onKeyDown={onKeyDown}
    >
      <svg className="tb-svg" viewBox={viewBox} preserveAspectRatio="xMidYMid meet">
        {order.map((index) => {
          const face = faces[index];
          if (face === null || face === undefined) return null;
          const origin = tileOrigin(positions[index]!);
          const isFree = free.has(index);
          const classes = ["tb-tile", isFree ? "tb-free" : "tb-blocked", selected === index ? "tb-selected" : "", hinted.has(index) ? "tb-hint" : "", focus === index ? "tb-focus" : ""];
          return (
            <g
              key={index}
              className={classes.filter(Boolean).join(" ")}
              transform={`translate(${origin.x} ${origin.y})`}
              data-spot={index}
              data-face={face}
              role="button"
              aria-label={`${faceName(face)}${isFree ? "" : ", blocked"}${selected === index ? ", selected" : ""}`}
              aria-pressed={selected === index}
              onClick={() => pick(index)}
            >
              <g className="tb-lift">
                <TileBody colours={colours} depth={DEPTH} />
                <TileFace face={face} />
                {isFree ? null : <rect className="tb-shade" width={FACE_WIDTH} height={FACE_HEIGHT} rx={5} />}
                <rect className="tb-ring" x={-1.5} y={-1.5} width={FACE_WIDTH + 3} height={FACE_HEIGHT + 3} rx={6} />
              </g>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
