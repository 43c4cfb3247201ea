import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** FreeCell Bakery Solitaire: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "freecell-bakery-solitaire", category: "SOL", rules, powerups: ["UN", "HI", "FR"] });
