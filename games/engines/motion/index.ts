/**
 * Motion every game shares: a win celebration drawn in code and themed per game, and the
 * reduced-motion check that the engines' JavaScript animations ask first.
 *
 * ```tsx
 * // GameShell draws it behind the win panel; a game only picks the theme.
 * <GameShell celebration={{ kind: "bubbles", colors: ["#7fdbff", "#ffffff"] }} ... />
 * ```
 * Moves animate in the family engines (CardTable, ClearingBoard, TileBoard) with CSS transitions
 * and keyframes on transform and opacity, so the compositor runs them and input is never held.
 */
export { Celebration, CELEBRATION_KINDS, type CelebrationKind, type CelebrationProps } from "./Celebration.tsx";
export { prefersReducedMotion } from "./reducedMotion.ts";
