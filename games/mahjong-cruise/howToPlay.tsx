import type { HowToPlay } from "../engines/shell/index.ts";
import { MAHJONG_CONTROLS, MAHJONG_PICTURE, MAHJONG_RULES } from "../engines/tiles/howToPlayMahjong.tsx";

export const howToPlay: HowToPlay = {
  goal: "Clear every tile from the board in matching pairs before the time runs out. Every board can be cleared; a pair scores 20 and each second left adds 5.",
  picture: MAHJONG_PICTURE,
  rules: [...MAHJONG_RULES, { text: "Choose the Turtle, Pyramid, Bridge, Compass or Diamond layout in Settings: bigger boards give more time." }],
  controls: MAHJONG_CONTROLS,
  powerups: {
    HI: "Lights up a pair you can take now.",
    SH: "Deals the tiles left again so the board can still be cleared.",
    AP: "Clears 5 pairs for you.",
    FR: "Stops the clock for 30 seconds.",
  },
};
