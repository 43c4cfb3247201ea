import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Simply Shikaku: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "simply-shikaku", category: "PUZ", rules, powerups: ["HI", "UN"] });
