import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";
import { LetterGrid } from "../engines/shell/help/pictures/words.tsx";

export const howToPlay: HowToPlay = {
  goal: "Spell words by tracing neighbouring shells. Reach the target in the 2-minute round to win: 15 points on level 1, and 5 more on each level after it (up to 50 on level 8).",
  picture: (
    <Picture width={92} height={92} label="The word SEA traced across neighbouring shells">
      <LetterGrid
        x={2}
        y={2}
        rows={["SLTO", "PERA", "NAID", "OMCE"]}
        path={[
          [0, 0],
          [1, 1],
          [2, 1],
        ]}
        cell={22}
        round
      />
    </Picture>
  ),
  rules: [
    { text: "Shells connect up, down, sideways or diagonally; each shell counts once per word. A word has 3 letters or more, is in our word list, and counts once." },
    { text: "Longer words are worth more: 3 letters 1 point, 4 letters 2, 5 letters 4, 6 letters 6, 7 letters 9, 8 or more 12." },
    { text: "Reached the target? Keep going, or finish the round whenever you like. At the end you see some words you missed." },
    { text: "The daily board (in Settings) has the same letters and a 30-point target for everyone that day. Its best words are shown once the day is over: pick a past day to play it and see them." },
  ],
  controls: {
    mouse: "Drag across the shells, or click them one by one and click the last one again.",
    touch: "Slide your finger across the shells, or tap them one by one and tap the last one again.",
    keyboard: (
      <>
        Type the word and press <kbd>Enter</kbd>.
      </>
    ),
  },
  powerups: {
    AT: "Adds 30 seconds; if time ran out short of the target, it brings the round back.",
    HI: "Numbers the shells of a word hiding on the board: trace it to score.",
    SH: "Moves the same letters to new places for a fresh look.",
  },
};
