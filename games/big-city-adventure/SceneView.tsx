/**
 * The scene as the player works it: click or tap to search, pinch or the + and - buttons to zoom
 * (drag to look around while zoomed), and from the keyboard a magnifier ring moved by the arrows
 * (Shift for bigger steps) that searches under it with Enter or Space. Clicks reach the rules in
 * scene units, whatever the zoom. With the magnifying lens on, the lens follows the mouse (or the
 * keyboard's magnifier), and a finger held still brings it up above the finger: sliding it then
 * moves the lens instead of the picture, and lifting it searches under the finger as a tap would.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Lens, type LensPoint } from "./Lens.tsx";
import { cityOf, objectById, type BcaState } from "./rules.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./layouts.ts";
import { SceneArt } from "./scenes/Scene.tsx";
import { clamp, MAX_ZOOM, sceneWindow, startView, within, type Box, type View } from "./viewport.ts";

export interface Mark {
  id: number;
  x: number;
  y: number;
  kind: "found" | "miss";
}

export interface SceneViewProps {
  state: BcaState;
  marks: readonly Mark[];
  /** Whether clicks count (the game is on and nothing is pending). */
  active: boolean;
  onSearch(x: number, y: number): void;
  /** Whether the magnifying lens is on, and its switch. */
  lens: boolean;
  onToggleLens(): void;
}

const KEY_STEP = 20;
/** Pointer travel (px) after which a press is a drag, not a click. */
const DRAG_PX = 8;
/** How long (ms) a finger held still takes to bring up the lens. */
const HOLD_MS = 250;

/** Until the element is measured, it is taken to be the scene's shape. */
const SCENE_BOX: Box = { width: SCENE_WIDTH, height: SCENE_HEIGHT };

export function SceneView({ state, marks, active, onSearch, lens, onToggleLens }: SceneViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [box, setBox] = useState<Box>(SCENE_BOX);
  // null: the start view of whatever box the element has (it follows a phone turned on its side).
  const [chosen, setChosen] = useState<View | null>(null);
  const [cursor, setCursor] = useState({ x: SCENE_WIDTH / 2, y: SCENE_HEIGHT / 2 });
  const [keyboard, setKeyboard] = useState(false);
  // Where the lens looks while the mouse hovers or a finger holds; null: nowhere.
  const [lensAt, setLensAt] = useState<LensPoint | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  // holding: a finger held still has brought up the lens, and moves it.
  const gesture = useRef<{ moved: boolean; pinch: number | null; viewBefore: View; holding: boolean }>({ moved: false, pinch: null, viewBefore: startView(SCENE_BOX), holding: false });
  const holdTimer = useRef<number | undefined>(undefined);
  const city = cityOf(state);
  const spec = city.scenes[state.scene]!;
  const artId = `bca-${state.city}-${state.scene}`;

  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  // A new scene starts at its start view.
  useEffect(() => setChosen(null), [state.city, state.scene, state.placed]);

  // Measured before the first paint, so a phone's first frame is already the zoomed scene.
  useLayoutEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setBox((current) => (current.width === width && current.height === height ? current : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view = chosen ? within(chosen, box) : startView(box);
  const setView = (next: (shown: View) => View) => setChosen((current) => within(next(current ? within(current, box) : startView(box)), box));

  const toScene = useCallback((clientX: number, clientY: number) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: Math.round(clamp(point.x, 0, SCENE_WIDTH)), y: Math.round(clamp(point.y, 0, SCENE_HEIGHT)) };
  }, []);

  const zoomBy = (factor: number) => setView((current) => ({ ...current, zoom: current.zoom * factor }));

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setKeyboard(false);
    const points = [...pointers.current.values()];
    gesture.current = {
      moved: pointers.current.size > 1,
      pinch: points.length === 2 ? Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y) : null,
      viewBefore: view,
      holding: false,
    };
    window.clearTimeout(holdTimer.current);
    if (event.pointerType === "mouse") return;
    setLensAt(null);
    if (!lens || pointers.current.size > 1) return;
    const id = event.pointerId;
    holdTimer.current = window.setTimeout(() => {
      const held = pointers.current.get(id);
      const point = held && !gesture.current.moved && pointers.current.size === 1 ? toScene(held.x, held.y) : null;
      if (!point) return;
      gesture.current.holding = true;
      setLensAt({ ...point, aboveFinger: true });
    }, HOLD_MS);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    // The lens follows a hovering pointer, and the mouse while it drags too.
    if (lens && (!before || event.pointerType === "mouse")) {
      const point = toScene(event.clientX, event.clientY);
      setKeyboard(false);
      if (point) setLensAt({ ...point, aboveFinger: false });
    }
    if (!before) return;
    if (gesture.current.holding) {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const point = toScene(event.clientX, event.clientY);
      if (point) setLensAt({ ...point, aboveFinger: true });
      return;
    }
    const points = [...pointers.current.values()];
    if (points.length === 2 && gesture.current.pinch) {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const start = gesture.current.viewBefore;
      setView((current) => ({ ...current, zoom: (start.zoom * distance) / gesture.current.pinch! }));
      return;
    }
    // Screen pixels per scene unit, whatever the element's shape and the zoom.
    const scale = svg.current?.getScreenCTM()?.a;
    if (!scale) return;
    const dx = event.clientX - before.x;
    const dy = event.clientY - before.y;
    if (!gesture.current.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    gesture.current.moved = true;
    window.clearTimeout(holdTimer.current);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // Dragging moves the picture with the finger: the view's centre goes the other way.
    setView((current) => ({ ...current, cx: current.cx - dx / scale, cy: current.cy - dy / scale }));
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const known = pointers.current.delete(event.pointerId);
    window.clearTimeout(holdTimer.current);
    gesture.current.holding = false;
    if (event.pointerType !== "mouse") setLensAt(null);
    // A held finger never counts as moved: lifting it searches under it, like a tap.
    if (!known || gesture.current.moved || pointers.current.size > 0) return;
    const point = toScene(event.clientX, event.clientY);
    if (point && active) onSearch(point.x, point.y);
  };

  const onPointerCancel = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    window.clearTimeout(holdTimer.current);
    gesture.current.holding = false;
    setLensAt(null);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? KEY_STEP * 3 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setKeyboard(true);
      setCursor((current) => {
        const next = { x: clamp(current.x + move[0], 0, SCENE_WIDTH), y: clamp(current.y + move[1], 0, SCENE_HEIGHT) };
        // Zoomed in, the view follows the magnifier.
        setView((shown) => ({ ...shown, cx: next.x, cy: next.y }));
        return next;
      });
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setKeyboard(true);
      if (active) onSearch(Math.round(cursor.x), Math.round(cursor.y));
    } else if (event.key === "+" || event.key === "=") {
      zoomBy(1.5);
    } else if (event.key === "-") {
      zoomBy(1 / 1.5);
    }
  };

  const shown = sceneWindow(view, box);
  const hinted = state.hinted !== null && !state.found[state.hinted] ? state.placed[state.hinted]! : null;
  // Screen pixels per scene unit: the viewBox is fitted into the element whole, centred.
  const scale = Math.min(box.width / shown.width, box.height / shown.height);
  const visible = { x: shown.x - (box.width / scale - shown.width) / 2, y: shown.y - (box.height / scale - shown.height) / 2, width: box.width / scale, height: box.height / scale };
  // The keyboard's magnifier is the lens when the lens is on.
  const lensPoint = !lens ? null : keyboard ? { ...cursor, aboveFinger: false } : lensAt;
  return (
    <div className="bca-scene-frame">
      <div className="bca-scene-fit">
        <svg
          ref={svg}
          className="bca-scene"
          viewBox={`${shown.x} ${shown.y} ${shown.width} ${shown.height}`}
          role="application"
          aria-roledescription="hidden object scene"
          aria-label={`${spec.title}, ${city.name}. Click or tap an object from the list. Keyboard: arrows move the magnifier, Enter searches under it, + and - zoom, L turns the lens on or off.`}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onPointerLeave={() => setLensAt(null)}
          // A held finger brings up the lens, not the browser's menu.
          onContextMenu={(event) => event.preventDefault()}
          onKeyDown={onKeyDown}
          // Focus from a click is not the keyboard's: the magnifier shows only once the keyboard is used.
          onFocus={(event) => setKeyboard(event.currentTarget.matches(":focus-visible"))}
          onBlur={() => setKeyboard(false)}
        >
          <g id={`${artId}-view`}>
            <SceneArt city={city} spec={spec} scene={state.scene} placed={state.placed} found={state.found} id={artId} />
            {hinted ? (
              <circle className="bca-hint" cx={hinted.x} cy={hinted.y} r={hinted.size * 70} fill="none" stroke="#fff36b" strokeWidth="6" data-hint={objectById(hinted.object).id} />
            ) : null}
            {marks.map((mark) =>
              mark.kind === "found" ? (
                <circle key={mark.id} className="bca-mark-found" cx={mark.x} cy={mark.y} r="34" fill="none" stroke="#3ddc84" strokeWidth="6" />
              ) : (
                <path key={mark.id} className="bca-mark-miss" d={`M${mark.x - 12} ${mark.y - 12}l24 24m0-24l-24 24`} stroke="#e53935" strokeWidth="6" strokeLinecap="round" />
              ),
            )}
          </g>
          {lensPoint ? (
            <Lens at={lensPoint} visible={visible} scale={scale} of={`${artId}-view`} />
          ) : keyboard ? (
            <g className="bca-magnifier" transform={`translate(${cursor.x} ${cursor.y})`} pointerEvents="none">
              <circle r="30" fill="rgba(255,255,255,0.15)" stroke="#fff" strokeWidth="7" />
              <circle r="30" fill="none" stroke="#1d2a3a" strokeWidth="3" />
              <path d="M21 21l22 22" stroke="#1d2a3a" strokeWidth="9" strokeLinecap="round" />
            </g>
          ) : null}
        </svg>
      </div>
      <div className="bca-zoom" role="group" aria-label="Zoom and lens">
        <button type="button" className="gs-button bca-zoom-button" onClick={() => zoomBy(1.5)} disabled={view.zoom >= MAX_ZOOM} aria-label="Zoom in">
          +
        </button>
        <button type="button" className="gs-button bca-zoom-button" onClick={() => zoomBy(1 / 1.5)} disabled={view.zoom <= 1} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="gs-button bca-zoom-button bca-lens-button" onClick={onToggleLens} aria-pressed={lens} aria-label="Magnifying lens (L)" title="Magnifying lens (L)">
          <LensIcon />
        </button>
      </div>
    </div>
  );
}

function LensIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15 15l5.5 5.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
