import type { HowToPlay } from "../engines/shell/index.ts";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

/** A jigsaw piece with a tab on the right and a blank at the bottom, 24 units square. */
const PIECE = "M0 0h24v8a4 4 0 1 1 0 8v8h-8a4 4 0 1 0-8 0H0z";

const upright = (
  <Picture width={130} height={70} label="A piece dragged from the tray into its spot on the board">
    <rect x={2} y={2} width={76} height={60} rx={4} fill="#e7f5ff" stroke="#74c0fc" />
    <path d={PIECE} transform="translate(10 10)" fill="#ffd43b" stroke="#e67700" />
    <path d={PIECE} transform="translate(34 10)" fill="none" stroke="#74c0fc" strokeDasharray="3 2" />
    <path d={PIECE} transform="translate(98 30)" fill="#69db7c" stroke="#2b8a3e" />
    <Arrow from={[96, 36]} to={[64, 24]} />
  </Picture>
);

const turned = (
  <Picture width={130} height={70} label="A turned piece tapped until it stands upright, then dropped into its spot">
    <rect x={2} y={2} width={76} height={60} rx={4} fill="#e7f5ff" stroke="#74c0fc" />
    <path d={PIECE} transform="translate(34 10)" fill="none" stroke="#74c0fc" strokeDasharray="3 2" />
    <path d={PIECE} transform="translate(110 30) rotate(90 12 12)" fill="#69db7c" stroke="#2b8a3e" />
    <path d="M100 24a16 16 0 0 1 26 -4" fill="none" stroke="#2b8a3e" strokeWidth={2} />
    <path d="M127 14l-1 7-6-2" fill="none" stroke="#2b8a3e" strokeWidth={2} />
    <Arrow from={[106, 40]} to={[64, 26]} />
  </Picture>
);

/** The how-to of a puzzle with pieces upright, or dealt turned (rotation on). */
export function howToPlayOf(rotate: boolean): HowToPlay {
  return {
    goal: rotate ? "Put the picture back together: turn every piece upright and place it in its spot." : "Put the picture back together: place every piece in its spot.",
    picture: rotate ? turned : upright,
    rules: [
      { text: "Choose a picture in the gallery and 24 to 300 pieces. A piece dropped near its own spot snaps into place." },
      rotate
        ? { text: "Turned pieces are on: pieces come turned, and one fits only once it is upright. Pieces you join on the board turn together." }
        : { text: "For more of a challenge, tick Turned pieces (in the gallery or in Settings): every piece comes turned and must be turned upright." },
      { text: "Build the border first: edge pieces have a straight side." },
      { text: "In Settings, the daily puzzle is the same 24-piece picture for everyone that day, upright; the six days before are there too." },
    ],
    controls: {
      mouse: rotate ? "Drag a piece from the tray onto the board. Click a piece on the board, or a picked-up one in the tray, to turn it." : "Drag a piece from the tray onto the board.",
      touch: rotate ? "Drag a piece, or tap it and then tap its spot. Tap a picked-up piece, or one on the board, to turn it." : "Drag a piece, or tap it and then tap its spot.",
      keyboard: (
        <>
          <kbd>Enter</kbd> picks a piece, arrows move it, <kbd>Enter</kbd> drops it.
          {rotate ? (
            <>
              {" "}
              <kbd>R</kbd> turns it.
            </>
          ) : null}
        </>
      ),
    },
    powerups: {
      HI: "Places one piece from the tray for you.",
      ED: "Brings every edge piece to the front of the tray.",
    },
  };
}

/** The how-to as a new player first meets it (pieces upright): every game's how-to module exports one. */
export const howToPlay = howToPlayOf(false);
