/**
 * A mahjong board in SVG: layered tiles in 3D, free tiles bright and blocked ones shaded. Tap or
 * click two matching free tiles; arrow keys move a focus ring over the free tiles and Enter or
 * Space picks the focused one.
 */
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { freeTiles, type Pair } from "./board.ts";
import { layoutById, type LayoutId } from "./layouts.ts";
import { FACE_HEIGHT, FACE_WIDTH, IVORY, TileBody, TileFace, type TileColours } from "./TileArt.tsx";
import { geometryFor } from "./mahjong.ts";
import { useTileLook, type TileSet } from "./tileLook.tsx";
import { faceName, tilesMatch, type Face } from "./tiles.ts";
import { prefersReducedMotion } from "../motion/reducedMotion.ts";
import { playSound } from "../shell/sound/soundService.ts";
import { useLatestCallback } from "../shell/useLatest.ts";
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
  /** Says why a pick is refused (a tile that is not free, two that do not match): the shell's `game.refuse`. */
  onRefuse(reason: string): void;
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

const NOT_FREE = "That tile is not free: it has a tile on top, or tiles on both sides.";

/** A tile's body and face, drawn again only when they change: a tap redraws the few tiles it touched, within a frame on a phone. */
const TileDrawing = memo(function TileDrawing({ face, colours, set }: { face: Face; colours: TileColours; set: TileSet }) {
  return (
    <>
      <TileBody colours={colours} depth={DEPTH} />
      <TileFace face={face} set={set} />
    </>
  );
});

interface TileProps {
  index: number;
  face: Face;
  x: number;
  y: number;
  free: boolean;
  selected: boolean;
  hinted: boolean;
  focused: boolean;
  colours: TileColours;
  set: TileSet;
  /** The same from one render to the next (it calls the board's latest pick), so the tiles' props are too. */
  pick(index: number): void;
}

/** A tile on the board, drawn again only when its own props change: a move re-renders the few tiles it touched, not all 144. */
const Tile = memo(function Tile({ index, face, x, y, free, selected, hinted, focused, colours, set, pick }: TileProps) {
  const classes = ["tb-tile", free ? "tb-free" : "tb-blocked", selected ? "tb-selected" : "", hinted ? "tb-hint" : "", focused ? "tb-focus" : ""];
  return (
    <g
      className={classes.filter(Boolean).join(" ")}
      transform={`translate(${x} ${y})`}
      data-spot={index}
      data-face={face}
      role="button"
      aria-label={`${faceName(face)}${free ? "" : ", blocked"}${selected ? ", selected" : ""}`}
      aria-pressed={selected}
      onClick={() => pick(index)}
    >
      <g className="tb-lift">
        <TileDrawing face={face} colours={colours} set={set} />
        {free ? null : <rect className="tb-shade" width={FACE_WIDTH} height={FACE_HEIGHT} rx={5} />}
        <rect className="tb-ring" x={-1.5} y={-1.5} width={FACE_WIDTH + 3} height={FACE_HEIGHT + 3} rx={6} />
      </g>
    </g>
  );
});

/**
 * Tiles just taken (by spot), drawn a moment longer as they lift and fade away (tiles.css); not
 * on a new deal or shuffle, and never under reduced motion. The board answers the next tap at once.
 */
function useVanishing(faces: readonly (Face | null)[], dealKey: string) {
  const [seen, setSeen] = useState({ faces, dealKey });
  const [tiles, setTiles] = useState<ReadonlyMap<number, Face>>(new Map());
  // Worked out while rendering, so the taken pair never blinks out before it lifts.
  if (seen.faces !== faces || seen.dealKey !== dealKey) {
    setSeen({ faces, dealKey });
    const taken = seen.dealKey === dealKey && !prefersReducedMotion() ? seen.faces.flatMap((face, index) => (face !== null && faces[index] === null ? [[index, face] as const] : [])) : [];
    // Tiles put back (undo) stop vanishing.
    setTiles((current) => new Map([...[...current].filter(([index]) => faces[index] === null && seen.dealKey === dealKey), ...taken]));
  }
  const gone = (index: number) => setTiles((current) => new Map([...current].filter(([other]) => other !== index)));
  return { tiles, gone };
}

export function TileBoard({ layout, faces, onMatch, onRefuse, disabled, hint, colours = IVORY, dealKey }: TileBoardProps) {
  const positions = layoutById(layout).positions;
  const geometry = geometryFor({ layout });
  const [selected, setSelected] = useState<number | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const free = useMemo(() => new Set(freeTiles(geometry, faces)), [geometry, faces]);
  const vanishing = useVanishing(faces, dealKey);
  const { set } = useTileLook();

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
      onRefuse(NOT_FREE);
      return;
    }
    if (selected === null || selected === index) {
      // The first tile of a pair picked up ticks; putting it down again is silent.
      if (selected === null) playSound("select");
      setSelected(selected === index ? null : index);
      return;
    }
    if (tilesMatch(faces[selected]!, face)) {
      setSelected(null);
      onMatch(selected, index);
    } else {
      // The second tile becomes the pick, as in every mahjong game, and the player hears why no pair was taken.
      onRefuse(`${faceName(faces[selected]!)} and ${faceName(face)} do not match: pick two tiles that are the same.`);
      setSelected(index);
    }
  };

  const picker = useLatestCallback(pick);

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
      data-tiles={set}
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
          return (
            <Tile
              key={index}
              index={index}
              face={face}
              x={origin.x}
              y={origin.y}
              free={free.has(index)}
              selected={selected === index}
              hinted={hinted.has(index)}
              focused={focus === index}
              colours={colours}
              set={set}
              pick={picker}
            />
          );
        })}
      </svg>
      {/* Each taken tile lifts off in a drawing of its own over the board, so the compositor moves it and the board is not redrawn each frame. */}
      {[...vanishing.tiles].map(([index, face]) => {
        const at = tileOrigin(positions[index]!);
        return (
          <svg key={index} className="tb-vanish" viewBox={viewBox} preserveAspectRatio="xMidYMid meet" aria-hidden="true" onAnimationEnd={() => vanishing.gone(index)}>
            <g transform={`translate(${at.x} ${at.y})`}>
              <TileDrawing face={face} colours={colours} set={set} />
            </g>
          </svg>
        );
      })}
    </div>
  );
}
