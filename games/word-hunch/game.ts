import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Word Hunch: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "word-hunch", category: "WOR", rules, powerups: ["MG", "HI"] });
