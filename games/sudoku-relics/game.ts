import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Sudoku Relics: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "sudoku-relics", category: "PUZ", rules, powerups: ["HI", "UN", "CK"] });
