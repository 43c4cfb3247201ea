import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** Shell Spell: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "shell-spell", category: "WOR", rules, powerups: ["AT", "HI", "SH"] });
