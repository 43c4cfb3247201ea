import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Starscape Memories: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "starscape-memories", category: "PUZ", rules, powerups: ["RV", "FR", "AT"] });
