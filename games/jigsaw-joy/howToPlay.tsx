import type { HowToPlay } from "../engines/shell/index.ts";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

/** A jigsaw piece with a tab on the right and a blank at the bottom, 24 units square. */
const PIECE = "M0 0h24v8a4 4 0 1 1 0 8v8h-8a4 4 0 1 0-8 0H0z";

export const howToPlay: HowToPlay = {
  goal: "Put the picture back together: place every piece in its spot.",
  picture: (
    <Picture width={130} height={70} label="A piece dragged from the tray into its spot on the board">
      <rect x={2} y={2} width={76} height={60} rx={4} fill="#e7f5ff" stroke="#74c0fc" />
      <path d={PIECE} transform="translate(10 10)" fill="#ffd43b" stroke="#e67700" />
      <path d={PIECE} transform="translate(34 10)" fill="none" stroke="#74c0fc" strokeDasharray="3 2" />
      <path d={PIECE} transform="translate(98 30)" fill="#69db7c" stroke="#2b8a3e" />
      <Arrow from={[96, 36]} to={[64, 24]} />
    </Picture>
  ),
  rules: [
    { text: "Choose a picture in the gallery and 24 to 300 pieces. A piece dropped near its own spot snaps into place." },
    { text: "Build the border first: edge pieces have a straight side." },
    { text: "In Settings, the daily puzzle is the same 24-piece picture for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Drag a piece from the tray onto the board.",
    touch: "Drag a piece, or tap it and then tap its spot.",
    keyboard: (
      <>
        <kbd>Enter</kbd> picks a piece, arrows move it, <kbd>Enter</kbd> drops it.
      </>
    ),
  },
  powerups: {
    HI: "Places one piece from the tray for you.",
    ED: "Brings every edge piece to the front of the tray.",
  },
};
