import type { HowToPlay } from "../engines/shell/index.ts";
import { Grid } from "../engines/shell/help/pictures/grids.tsx";
import { Picture, Tap } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Colour the picture by numbers: paint every cell with the colour of its number.",
  picture: (
    <Picture width={110} height={64} label="Colour 2 picked in the palette, painting the cells numbered 2">
      <Grid x={2} y={2} rows={3} columns={3} cell={20} text={{ "0.0": "1", "0.1": "2", "0.2": "2", "1.0": "1", "1.1": "2", "2.0": "3", "2.1": "3", "2.2": "1" }}>
        <rect x={20} y={20} width={20} height={20} fill="#ffd43b" />
      </Grid>
      <circle cx={88} cy={14} r={8} fill="#ff8787" />
      <circle cx={88} cy={34} r={9} fill="#ffd43b" stroke="#1f2a37" strokeWidth={2} />
      <circle cx={88} cy={54} r={8} fill="#74c0fc" />
      <Tap x={32} y={32} />
    </Picture>
  ),
  rules: [
    { text: "Pick a colour in the palette (or press its number key): its cells light up. Tap or drag over them to paint; a tick shows when a colour is done." },
    { text: "Choose pictures from your packs in the gallery; a half-painted picture waits where you left it." },
    { text: "In Settings, the daily puzzle is the same picture for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Click or drag over cells. The wheel or + and − zoom; drag from a painted cell to move around.",
    touch: "Tap or drag over cells; pinch to zoom.",
    keyboard: (
      <>
        Number keys pick a colour, arrows or <kbd>Tab</kbd> move between cells, <kbd>Enter</kbd> paints, <kbd>F</kbd> fills, <kbd>H</kbd> hints.
      </>
    ),
  },
  powerups: {
    FL: "Paints every cell of the selected colour at once.",
    HI: "Zooms to a cell of the selected colour still to paint.",
  },
};
