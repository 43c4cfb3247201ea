import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Tea Box Puzzler: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "tea-box-puzzler", category: "PUZ", rules, powerups: ["HI", "UN"] });
