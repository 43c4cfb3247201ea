import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Rail Rider: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "rail-rider", category: "PUZ", rules, powerups: ["UN", "HI", "AT"] });
