import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Morning Tea Solitaire: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "morning-tea-solitaire", category: "SOL", rules, powerups: ["UN", "MC", "FR"] });
