import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";
import { LetterGrid } from "../engines/shell/help/pictures/words.tsx";

export const howToPlay: HowToPlay = {
  goal: "Find every word of the list in the letter grid before the 5 minutes run out. Each word scores 100, and each second left adds 10.",
  picture: (
    <Picture width={92} height={92} label="BOAT circled across a grid of letters">
      <LetterGrid x={2} y={2} rows={["XBOAT", "KQUIL", "TRAMZ", "SHIPE"]} path={[[0, 1], [0, 4]]} cell={17.6} />
    </Picture>
  ),
  rules: [
    {
      text: "Words run across, down or diagonally, forwards or backwards.",
      picture: (
        <Picture width={80} height={80} label="CAR circled diagonally">
          <LetterGrid x={2} y={2} rows={["CXRT", "LAQE", "SMRN", "TIOP"]} path={[[0, 0], [2, 2]]} cell={19} colour="#4dabf7" />
        </Picture>
      ),
    },
    { text: "A new puzzle every day, the same for everyone; you can also play the six days before." },
  ],
  controls: {
    mouse: "Drag from a word's first letter to its last, or click both ends.",
    touch: "Drag from the first letter to the last, or tap both ends.",
    keyboard: (
      <>
        Arrows move, <kbd>Enter</kbd> on the first letter and again on the last.
      </>
    ),
  },
  powerups: {
    HI: "Shows where one of the words left begins.",
    AT: "Puts 30 more seconds on the clock, even after time has run out.",
  },
};
