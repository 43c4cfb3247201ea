import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Sailing Seas Solitaire: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "sailing-seas-solitaire", category: "SOL", rules, powerups: ["UN", "MC", "FR"] });
