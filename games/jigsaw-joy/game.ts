import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Jigsaw Joy: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "jigsaw-joy", category: "PUZ", rules, powerups: ["HI", "ED"], packs: "image" });
