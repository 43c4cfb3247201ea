/**
 * Motion every game shares: a win celebration drawn in code and themed per game, the
 * reduced-motion check that the engines' JavaScript animations ask first, and the settling moves
 * (moves.css) a game puts on what its last move changed (useJustChanged).
 *
 * ```tsx
 * // GameShell draws it behind the win panel; a game only picks the theme.
 * <GameShell celebration={{ kind: "bubbles", colors: ["#7fdbff", "#ffffff"] }} ... />
 * // A turned tile snaps into place; under reduced motion `changed` stays empty.
 * const { changed, done } = useJustChanged(tilesByCell, level);
 * <g key={changed.get(cell)} className={changed.has(cell) ? "mo-snap" : undefined} onAnimationEnd={() => done(cell)} />
 * ```
 * Moves animate in the family engines (CardTable, ClearingBoard, TileBoard) and in moves.css with
 * CSS transitions and keyframes on transform and opacity, so the compositor runs them and input
 * is never held.
 */
export { Celebration, CELEBRATION_KINDS, type CelebrationKind, type CelebrationProps } from "./Celebration.tsx";
export { prefersReducedMotion } from "./reducedMotion.ts";
export { lightDelay, useJustChanged, type JustChanged } from "./useJustChanged.ts";
