import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Big City Adventure: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "big-city-adventure", category: "HO", rules, powerups: ["HI", "FF"], packs: "city" });
