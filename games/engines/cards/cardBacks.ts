/**
 * Each card game's backs: its own motif in its own colours, so a glance at the stock says which
 * game this is. One list, so no two games share a back (a unit test holds it to that).
 */
import type { BackStyle } from "./CardArt.tsx";

export const GAME_BACKS = {
  /** Klondike: golden rivers with a nugget, on deep teal. */
  "rivers-of-gold-solitaire": { field: "#0f4c5c", ink: "#e9b949", pattern: "waves" },
  /** Spider: tea leaves around a steaming cup, on a dark brew. */
  "morning-tea-solitaire": { field: "#5b3a29", ink: "#e8c39e", pattern: "leaves" },
  /** FreeCell: a pastry lattice with an ear of wheat, on cinnamon. */
  "freecell-bakery-solitaire": { field: "#a8442a", ink: "#fbe3b8", pattern: "lattice" },
  /** TriPeaks: stars to steer by around an anchor, on the sea. */
  "sailing-seas-solitaire": { field: "#1f4e8c", ink: "#f4d58d", pattern: "stars" },
  /** Golf: a flower bed, on the lawn. */
  "solitaire-gardens": { field: "#5a9b3a", ink: "#f6d36b", pattern: "flowers" },
} as const satisfies Record<string, Required<BackStyle>>;
