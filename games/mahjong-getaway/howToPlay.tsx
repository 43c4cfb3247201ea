import type { HowToPlay } from "../engines/shell/index.ts";
import { MAHJONG_CONTROLS, MAHJONG_PICTURE, MAHJONG_RULES } from "../engines/tiles/howToPlayMahjong.tsx";

export const howToPlay: HowToPlay = {
  goal: "Clear each board in matching pairs before the time runs out, level by level through the cities. Every board can be cleared.",
  picture: MAHJONG_PICTURE,
  rules: [...MAHJONG_RULES, { text: "Each city has 60 levels in order: a win opens the next, and finishing all 60 opens the next city. Boards grow and clocks tighten. Open the map with M." }],
  controls: MAHJONG_CONTROLS,
  powerups: {
    HI: "Lights up a pair you can take now.",
    SH: "Deals the tiles left again so the board can still be cleared.",
    AT: "Puts 30 more seconds on the clock, even after time has run out.",
  },
};
