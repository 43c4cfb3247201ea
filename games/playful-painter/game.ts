import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Playful Painter: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "playful-painter", category: "PUZ", rules, powerups: ["FL", "HI"], packs: "image" });
