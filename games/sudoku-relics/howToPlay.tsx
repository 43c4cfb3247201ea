import type { HowToPlay } from "../engines/shell/index.ts";
import { CellBlock, Grid } from "../engines/shell/help/pictures/grids.tsx";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Fill every empty square of the 9x9 grid with a digit from 1 to 9. Every puzzle has exactly one answer, reached by logic alone.",
  picture: (
    <Picture width={60} height={60} label="A 3x3 box holding 1 to 9">
      <Grid x={3} y={3} rows={3} columns={3} text={{ "0.0": "5", "0.1": "3", "0.2": "7", "1.0": "6", "1.1": "1", "1.2": "9", "2.0": "8", "2.1": "4", "2.2": "2" }} />
    </Picture>
  ),
  rules: [
    {
      text: "Each row, each column and each of the nine 3x3 boxes holds every digit from 1 to 9 exactly once.",
      picture: (
        <Picture width={94} height={26} label="A row with a 4 twice is wrong">
          <Grid x={2} y={2} rows={1} columns={5} text={{ "0.0": "4", "0.1": "8", "0.2": "2", "0.3": "4", "0.4": "6" }}>
            <CellBlock row={0} column={0} rows={1} columns={1} colour="#c92a2a" dashed />
            <CellBlock row={0} column={3} rows={1} columns={1} colour="#c92a2a" dashed />
          </Grid>
        </Picture>
      ),
    },
    { text: "The carved digits are clues and never change. Notes mode (the pencil, or N) pencils small candidates into a square; a written digit rubs itself out of the notes it sees." },
    { text: "Choose Easy, Medium, Hard or Expert in Settings, or the daily puzzle: a Medium one, the same for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Click a square, then a digit on the keypad.",
    touch: "Tap a square, then a digit on the keypad.",
    keyboard: (
      <>
        Arrows move, <kbd>1</kbd>–<kbd>9</kbd> write a digit, <kbd>Backspace</kbd> clears a square, <kbd>N</kbd> switches notes on and off.
      </>
    ),
  },
  powerups: {
    HI: "Writes the right digit into the selected square, or into one you could solve next.",
    UN: "Takes back your last entry: a digit, a note or a cleared square.",
    CK: "Marks every digit of yours that is wrong.",
  },
};
