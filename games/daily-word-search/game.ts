import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Daily Word Search: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "daily-word-search", category: "WOR", rules, powerups: ["HI", "AT"] });
