import type { HowToPlay } from "../engines/shell/index.ts";
import { CellBlock, Grid } from "../engines/shell/help/pictures/grids.tsx";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Pack every tea tin into the box so it is completely full, with no gaps.",
  picture: (
    <Picture width={80} height={62} label="A 4 by 3 box packed with four tins">
      <Grid x={2} y={2} rows={3} columns={4} fill="#f3d9b1" line="#c99a5b">
        <CellBlock row={0} column={0} rows={2} columns={2} colour="#e8590c" />
        <CellBlock row={0} column={2} rows={1} columns={2} colour="#2f9e44" />
        <CellBlock row={2} column={0} rows={1} columns={2} colour="#1c7ed6" />
        <CellBlock row={1} column={2} rows={2} columns={2} colour="#ae3ec9" />
      </Grid>
    </Picture>
  ),
  rules: [
    {
      text: "Tins cannot overlap or hang over the edge. Drag a tin out of the box to put it back in the tray.",
      picture: (
        <Picture width={96} height={50} label="A tin dropped into the box">
          <Grid x={2} y={2} rows={2} columns={3} fill="#f3d9b1" line="#c99a5b" cell={16}>
            <CellBlock row={0} column={0} rows={2} columns={1} cell={16} colour="#2f9e44" dashed />
          </Grid>
          <rect x={76} y={6} width={14} height={30} rx={3} fill="#2f9e44" />
          <Arrow from={[74, 18]} to={[20, 16]} />
        </Picture>
      ),
    },
    { text: "The levels never end: boxes grow, some squares are closed, and from level 5 every other level lets tins turn. Each tin has exactly one place: fit the awkward shapes first." },
    { text: "The daily puzzle is the same box for everyone that day; Settings also offers the six days before." },
  ],
  controls: {
    mouse: "Drag a tin into the box, or click a tin and then the square for its marked corner. Double-click turns it.",
    touch: "Drag a tin, or tap it and then the square for its marked corner. Double-tap or Turn tin turns it.",
    keyboard: (
      <>
        <kbd>Tab</kbd> to a tin, <kbd>Enter</kbd> picks it up, arrows move it, <kbd>R</kbd> turns it, <kbd>Enter</kbd> packs it, <kbd>Delete</kbd> takes it back out.
      </>
    ),
  },
  powerups: {
    HI: "Packs one tin into its spot, moving any tin in the way back to the tray.",
    UN: "Takes back your last move.",
  },
};
