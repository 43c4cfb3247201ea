import type { HowToPlay } from "../engines/shell/index.ts";
import { CellBlock, Grid } from "../engines/shell/help/pictures/grids.tsx";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Divide the whole grid into rectangles, every square in exactly one.",
  picture: (
    <Picture width={76} height={76} label="A 4x4 grid divided into rectangles of 4, 6, 4 and 2 squares">
      <Grid x={2} y={2} rows={4} columns={4} text={{ "0.1": "4", "1.3": "6", "3.0": "4", "3.2": "2" }}>
        <CellBlock row={0} column={0} rows={2} columns={2} colour="#74c0fc" />
        <CellBlock row={0} column={2} rows={3} columns={2} colour="#ffd43b" />
        <CellBlock row={2} column={0} rows={2} columns={2} colour="#8ce99a" />
        <CellBlock row={3} column={2} rows={1} columns={2} colour="#d0bfff" />
      </Grid>
    </Picture>
  ),
  rules: [
    {
      text: "Each rectangle holds exactly one number, and that number is its area: the count of its squares. A square counts as a rectangle.",
      picture: (
        <Picture width={64} height={46} label="A number 6 in a 3 by 2 rectangle">
          <Grid x={2} y={2} rows={2} columns={3} text={{ "0.1": "6" }}>
            <CellBlock row={0} column={0} rows={2} columns={3} colour="#ffd43b" />
          </Grid>
        </Picture>
      ),
    },
    { text: "A new rectangle replaces any it overlaps; tap a rectangle to rub it out. Grids grow from 5x5 to 15x15 (Settings); each puzzle has one answer." },
    { text: "Difficulty (Settings): Easy puzzles fall to plain steps, Medium ones ask which number can still reach a square, and Hard ones need a guess followed through." },
    { text: "The daily puzzle is the same 10x10 Medium grid for everyone that day; Settings also offers the six days before." },
  ],
  controls: {
    mouse: "Drag from one corner to the opposite one. Click a rectangle to rub it out.",
    touch: "Drag from one corner to the opposite one. Tap a rectangle to rub it out. On a big grid, Zoom in makes the cells bigger: swipe to move around, tap one corner and then the opposite one.",
    keyboard: (
      <>
        Arrows move, <kbd>Space</kbd> at one corner and again at the opposite one draws, <kbd>Backspace</kbd> rubs out.
      </>
    ),
  },
  powerups: {
    HI: "Draws one rectangle of the answer.",
    UN: "Takes back your last change.",
  },
};
