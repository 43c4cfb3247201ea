import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Mahjong Cruise: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "mahjong-cruise", category: "MAH", rules, powerups: ["HI", "SH", "AP", "FR"] });
