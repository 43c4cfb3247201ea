/**
 * A win celebration drawn in code: about fifty small shapes in the game's colours fall, burst or
 * rise across the board once (under 3 s), then the layer removes itself. Each game picks a kind
 * that fits its theme. The shapes move by the Web Animations API on transform and opacity only,
 * so the compositor runs them; the layer never takes a pointer event, and it is not drawn at all
 * under prefers-reduced-motion.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "./reducedMotion.ts";
import "./celebration.css";

export const CELEBRATION_KINDS = ["confetti", "fireworks", "bubbles", "stars", "petals", "leaves", "tiles", "letters", "pieces", "splashes"] as const;
export type CelebrationKind = (typeof CELEBRATION_KINDS)[number];

export interface CelebrationProps {
  kind?: CelebrationKind;
  /** The game's colours, taken in turn by the shapes. */
  colors?: readonly string[];
  /** What "letters" throws (a found word); other kinds ignore it. */
  glyphs?: string;
}

/** How the shapes travel: down from the top, out from a few bursts, or up from the bottom. */
type Path = "fall" | "burst" | "rise";

const PATH_OF: Record<CelebrationKind, Path> = {
  confetti: "fall",
  petals: "fall",
  leaves: "fall",
  pieces: "fall",
  fireworks: "burst",
  stars: "burst",
  tiles: "burst",
  splashes: "burst",
  bubbles: "rise",
  letters: "rise",
};

const COUNT = 48;
const BURSTS = 3;
const DEFAULT_COLORS = ["#f5c542", "#ff6b6b", "#4dabf7", "#51cf66", "#cc5de8", "#ff922b"];

/** A repeatable number in [0, 1) for shape `index` and property `salt`: the same show every time. */
function noise(index: number, salt: number): number {
  const value = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

interface Flight {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
}

function move(x: number, y: number, turn: number, scale = 1): string {
  return `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) rotate(${turn.toFixed(0)}deg) scale(${scale})`;
}

/** Where shape `index` goes on a board of `width` x `height`. */
export function flightOf(path: Path, index: number, width: number, height: number): Flight {
  const spin = (noise(index, 3) - 0.5) * 720;
  if (path === "fall") {
    const x = noise(index, 1) * width;
    const sway = (noise(index, 2) - 0.5) * width * 0.25;
    return {
      keyframes: [
        { transform: move(x, -40, 0), opacity: 1 },
        { transform: move(x + sway, height * 0.5, spin / 2), opacity: 1, offset: 0.5 },
        { transform: move(x - sway / 2, height + 40, spin), opacity: 0.4 },
      ],
      options: { duration: 1600 + noise(index, 4) * 600, delay: noise(index, 5) * 700, easing: "ease-in", fill: "both" },
    };
  }
  if (path === "rise") {
    const x = noise(index, 1) * width;
    const wobble = 12 + noise(index, 2) * 18;
    return {
      keyframes: [
        { transform: move(x, height + 30, 0), opacity: 0 },
        { transform: move(x - wobble, height * 0.7, spin / 6), opacity: 1, offset: 0.2 },
        { transform: move(x + wobble, height * 0.35, -spin / 6), opacity: 1, offset: 0.6 },
        { transform: move(x, -40, 0), opacity: 0 },
      ],
      options: { duration: 1900 + noise(index, 4) * 700, delay: noise(index, 5) * 600, easing: "ease-out", fill: "both" },
    };
  }
  const burst = index % BURSTS;
  const originX = width * [0.3, 0.7, 0.5][burst]!;
  const originY = height * [0.35, 0.3, 0.55][burst]!;
  const angle = (index / COUNT) * Math.PI * 2 * BURSTS + noise(index, 1) * 0.4;
  const reach = Math.min(width, height) * (0.18 + noise(index, 2) * 0.14);
  const dx = Math.cos(angle) * reach;
  const dy = Math.sin(angle) * reach;
  return {
    keyframes: [
      { transform: move(originX, originY, 0, 0.3), opacity: 0 },
      { transform: move(originX + dx * 0.2, originY + dy * 0.2, spin / 8, 0.6), opacity: 1, offset: 0.08 },
      { transform: move(originX + dx, originY + dy, spin / 2, 1), opacity: 1, offset: 0.45 },
      // Then gravity takes the sparks down as they fade.
      { transform: move(originX + dx * 1.15, originY + dy * 1.15 + height * 0.2, spin, 0.8), opacity: 0 },
    ],
    options: { duration: 1400 + noise(index, 4) * 300, delay: burst * 380, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)", fill: "both" },
  };
}

export function Celebration({ kind = "confetti", colors = DEFAULT_COLORS, glyphs = "" }: CelebrationProps) {
  const layer = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(() => prefersReducedMotion());

  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const shapes = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const animations = shapes.map((shape, index) => {
      const flight = flightOf(PATH_OF[kind], index, width, height);
      return shape.animate(flight.keyframes, flight.options);
    });
    let live = true;
    Promise.all(animations.map((animation) => animation.finished)).then(
      () => live && setDone(true),
      // Cancelled when the layer leaves first (a new game): nothing to do.
      () => undefined,
    );
    return () => {
      live = false;
      animations.forEach((animation) => animation.cancel());
    };
  }, [kind]);

  if (done) return null;
  const letters = [...glyphs.replace(/\s/g, "")];
  return (
    <div ref={layer} className={`mo-celebration mo-${kind}`} data-celebration={kind} aria-hidden="true">
      {Array.from({ length: COUNT }, (_, index) => (
        <span key={index} className="mo-shape" style={{ ["--mo-color" as string]: colors[index % colors.length] }}>
          {kind === "letters" && letters.length > 0 ? letters[index % letters.length] : null}
        </span>
      ))}
    </div>
  );
}
