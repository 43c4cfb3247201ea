import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Rivers of Gold Solitaire: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "rivers-of-gold-solitaire", category: "SOL", rules, powerups: ["UN", "MC", "FR"] });
