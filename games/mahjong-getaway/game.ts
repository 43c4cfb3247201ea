import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Mahjong Getaway: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "mahjong-getaway", category: "MAH", rules, powerups: ["HI", "SH", "AT"] });
