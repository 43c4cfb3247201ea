/** Whether the player asked for less motion: then moves land at once and nothing celebrates in motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
