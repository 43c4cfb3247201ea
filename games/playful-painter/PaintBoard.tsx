import { Fragment, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useJustChanged } from "../engines/motion/index.ts";
import { useLatest } from "../engines/shell/useLatest.ts";
import { linePathOf, pathOf, SIZE, type Picture } from "./pictures/kit.ts";
import { labelSize, type LabelSpot } from "./pictures/labels.ts";

export interface View {
  readonly scale: number;
  /** The picture point at the top left of the window. */
  readonly x: number;
  readonly y: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 8;

/** The view zoomed to `scale` keeping the picture point (px, py) where it is on screen. */
export function zoomAround(view: View, scale: number, px: number, py: number): View {
  const next = Math.min(MAX_SCALE, Math.max(1, scale));
  const ratio = view.scale / next;
  return clampView({ scale: next, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio });
}

export function clampView(view: View): View {
  const span = SIZE / view.scale;
  const limit = (value: number) => Math.min(SIZE - span, Math.max(0, value));
  return { scale: view.scale, x: limit(view.x), y: limit(view.y) };
}

/** The view centred on a point at least at `scale`. */
export function lookAt(view: View, x: number, y: number, scale: number): View {
  const next = Math.max(view.scale, scale);
  const span = SIZE / next;
  return clampView({ scale: next, x: x - span / 2, y: y - span / 2 });
}

/** White mixed with a little of the colour: cells of the selected colour stand out before they are painted. */
function tint(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const mix = (channel: number) => Math.round(channel * 0.35 + 255 * 0.65);
  return `rgb(${mix(value >> 16)}, ${mix((value >> 8) & 255)}, ${mix(value & 255)})`;
}

export interface PaintBoardProps {
  picture: Picture;
  labels: readonly (LabelSpot | null)[];
  colours: readonly number[];
  painted: readonly boolean[];
  selected: number;
  focus: number | null;
  hint: number | null;
  /** A cell just tapped with the wrong colour: it wobbles. */
  nope: number | null;
  finished: boolean;
  disabled: boolean;
  size: number;
  view: View;
  onView(view: View): void;
  /** Paints a cell of the selected colour (a tap or a drag over it). */
  onPaint(cell: number): void;
  /** A tap on a cell that the selected colour does not paint. */
  onTap(cell: number): void;
}

type Gesture =
  | { kind: "paint"; sent: Set<number> }
  | { kind: "press"; cell: number | null; startX: number; startY: number; view: View; moved: boolean }
  | { kind: "pinch"; distance: number; view: View; midX: number; midY: number };

/** The picture: outlines and numbers until painted; tap or drag to paint, pinch, wheel or drag to move around. */
export function PaintBoard(props: PaintBoardProps) {
  const { picture, labels, colours, painted, selected, size, view, onView } = props;
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const latest = useLatest(props);
  const paths = useMemo(() => picture.regions.map((region) => pathOf(region.shape)), [picture]);
  const span = SIZE / view.scale;
  const highlight = tint(picture.palette[selected]?.hex ?? "#ffffff");
  const [pulse, setPulse] = useState(0);
  // A cell just painted fills with a ripple of its colour from where it was touched (the motion
  // engine's mo-ripple), keeping its old look under the ripple until the colour covers it.
  const paintedCells = useMemo(() => new Map(painted.flatMap((done, cell) => (done ? [[cell, "painted"] as const] : []))), [painted]);
  const ripples = useJustChanged(paintedCells, picture.name);
  const touched = useRef(new Map<number, { x: number; y: number }>());

  const canPaint = (cell: number | null): cell is number => {
    const current = latest.current;
    return cell !== null && !current.disabled && !current.painted[cell] && current.colours[cell] === current.selected;
  };

  /** The picture point under a screen point. */
  const pictureAt = (clientX: number, clientY: number) => {
    const box = svg.current!.getBoundingClientRect();
    const current = latest.current.view;
    const units = SIZE / current.scale / box.width;
    return { x: current.x + (clientX - box.left) * units, y: current.y + (clientY - box.top) * units, units };
  };

  const cellAt = (clientX: number, clientY: number): number | null => {
    const hit = document.elementFromPoint(clientX, clientY);
    const cell = hit instanceof Element ? hit.closest("[data-cell]")?.getAttribute("data-cell") : null;
    return cell === null || cell === undefined ? null : Number(cell);
  };

  // Wheel zoom needs a listener that may prevent the page from scrolling.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = pictureAt(event.clientX, event.clientY);
      const current = latest.current;
      current.onView(zoomAround(current.view, current.view.scale * Math.exp(-event.deltaY / 300), at.x, at.y));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, []);

  // A new hint pulses where it points.
  useEffect(() => {
    if (props.hint !== null) setPulse((count) => count + 1);
  }, [props.hint]);

  const pinchOf = () => {
    const [a, b] = [...pointers.current.values()];
    return { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), midX: (a!.x + b!.x) / 2, midY: (a!.y + b!.y) / 2 };
  };

  const down = (event: ReactPointerEvent<SVGSVGElement>) => {
    svg.current?.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const pinch = pinchOf();
      gesture.current = { kind: "pinch", view: latest.current.view, ...pinch };
      return;
    }
    if (pointers.current.size > 2) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (canPaint(cell)) {
      gesture.current = { kind: "paint", sent: new Set([cell]) };
      touched.current.set(cell, pictureAt(event.clientX, event.clientY));
      latest.current.onPaint(cell);
    } else {
      gesture.current = { kind: "press", cell, startX: event.clientX, startY: event.clientY, view: latest.current.view, moved: false };
    }
  };

  const move = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (current.kind === "pinch" && pointers.current.size >= 2) {
      const pinch = pinchOf();
      const start = pictureAt(current.midX, current.midY);
      // Zoom about where the fingers started, then follow the fingers' middle.
      const zoomed = zoomAround(current.view, (current.view.scale * pinch.distance) / Math.max(1, current.distance), start.x, start.y);
      const units = SIZE / zoomed.scale / svg.current!.getBoundingClientRect().width;
      onView(clampView({ ...zoomed, x: zoomed.x - (pinch.midX - current.midX) * units, y: zoomed.y - (pinch.midY - current.midY) * units }));
    } else if (current.kind === "paint") {
      const cell = cellAt(event.clientX, event.clientY);
      if (canPaint(cell) && !current.sent.has(cell)) {
        current.sent.add(cell);
        touched.current.set(cell, pictureAt(event.clientX, event.clientY));
        latest.current.onPaint(cell);
      }
    } else if (current.kind === "press") {
      const dx = event.clientX - current.startX;
      const dy = event.clientY - current.startY;
      if (!current.moved && Math.hypot(dx, dy) < 6) return;
      current.moved = true;
      const units = SIZE / current.view.scale / svg.current!.getBoundingClientRect().width;
      onView(clampView({ ...current.view, x: current.view.x - dx * units, y: current.view.y - dy * units }));
    }
  };

  const up = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === "press" && !current.moved && current.cell !== null) latest.current.onTap(current.cell);
    if (pointers.current.size === 0 || current?.kind !== "pinch") gesture.current = null;
  };

  const hintSpot = props.hint !== null ? labels[props.hint] : null;
  const focusPath = props.focus !== null ? paths[props.focus] : null;

  return (
    <svg
      ref={svg}
      className={`pp-board${props.finished ? " pp-bloom" : ""}`}
      width={size}
      height={size}
      viewBox={`${view.x} ${view.y} ${span} ${span}`}
      role="img"
      aria-label={`${picture.name}: ${painted.filter(Boolean).length} of ${colours.length} cells painted`}
      data-painted={painted.map((done) => (done ? 1 : 0)).join("")}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      <rect width={SIZE} height={SIZE} fill="#ffffff" />
      {paths.map((d, cell) => {
        const done = painted[cell]!;
        const ripple = ripples.changed.get(cell);
        const own = picture.palette[colours[cell]!]!.hex;
        const shown = done && ripple === undefined;
        const fill = shown ? own : colours[cell] === selected && !props.finished ? highlight : "#ffffff";
        const path = <path key={cell} d={d} data-cell={cell} className={`pp-cell${done ? " pp-done" : ""}${props.nope === cell ? " pp-nope" : ""}`} fill={fill} stroke={shown ? own : "#8f8594"} />;
        if (ripple === undefined) return path;
        // Drawn right after its cell, so the regions painted over it still cover the ripple.
        const from = touched.current.get(cell) ?? labels[cell] ?? { x: SIZE / 2, y: SIZE / 2 };
        const reach = Math.max(...picture.regions[cell]!.shape.flat().map(([x, y]) => Math.hypot(x - from.x, y - from.y)));
        return (
          <Fragment key={cell}>
            {path}
            <clipPath id={`pp-ripple-${cell}`}>
              <path d={d} />
            </clipPath>
            {/* Clipped by a group: the circle's own clip would grow with it. */}
            <g clipPath={`url(#pp-ripple-${cell})`} className="pp-ripple">
              <circle
                key={ripple}
                cx={from.x}
                cy={from.y}
                r={reach}
                fill={own}
                className="mo-ripple"
                onAnimationEnd={() => {
                  touched.current.delete(cell);
                  ripples.done(cell);
                }}
              />
            </g>
          </Fragment>
        );
      })}
      {picture.lines.map((line, index) => (
        <path key={index} d={linePathOf(line)} className="pp-line" strokeWidth={line.width} />
      ))}
      {focusPath ? <path d={focusPath} className="pp-focus" /> : null}
      {labels.map((spot, cell) =>
        spot && !painted[cell] ? (
          <text key={cell} x={spot.x} y={spot.y} style={{ fontSize: labelSize(spot) }} className={colours[cell] === selected ? "pp-label pp-label-on" : "pp-label"}>
            {colours[cell]! + 1}
          </text>
        ) : null,
      )}
      {hintSpot ? <circle key={pulse} className="pp-hint" cx={hintSpot.x} cy={hintSpot.y} r={Math.max(3, hintSpot.room * 1.6)} /> : null}
    </svg>
  );
}
