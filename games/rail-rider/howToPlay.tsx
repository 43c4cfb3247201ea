import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";

/** A grass square with a straight or a curved track, turned by quarter turns. */
function Track({ x, y, kind, turn = 0, lit = false }: { x: number; y: number; kind: "straight" | "curve"; turn?: number; lit?: boolean }) {
  const rail = lit ? "#f59f00" : "#6b4f2a";
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn * 90} 13 13)`}>
      <rect width={26} height={26} fill="#b2f2bb" stroke="#8ce99a" />
      <path d={kind === "straight" ? "M0 13H26" : "M0 13A13 13 0 0 0 13 26"} stroke={rail} strokeWidth={5} fill="none" />
    </g>
  );
}

function Station({ x, y, name }: { x: number; y: number; name: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={26} height={26} rx={3} fill="#dee2e6" stroke="#868e96" />
      <rect x={5} y={9} width={16} height={9} rx={2} fill="#e03131" />
      <text x={13} y={-3} fontSize={8} fontWeight={700} textAnchor="middle" fill="#1f2a37">
        {name}
      </text>
    </g>
  );
}

export const howToPlay: HowToPlay = {
  goal: "Lay one line from the depot through every station to the last one before the train leaves.",
  picture: (
    <Picture width={136} height={44} label="A lit line joining two stations">
      <Station x={2} y={14} name="Depot" />
      <Track x={28} y={14} kind="straight" lit />
      <Track x={54} y={14} kind="straight" lit />
      <Track x={80} y={14} kind="straight" lit />
      <Station x={106} y={14} name="Harbour" />
    </Picture>
  ),
  rules: [
    {
      text: "Turn a tile a quarter turn by tapping it, until it joins its neighbours. The line glows gold as far as it runs from the depot.",
      picture: (
        <Picture width={64} height={30} label="A curve turned into a straight">
          <Track x={2} y={2} kind="curve" />
          <Track x={34} y={2} kind="curve" turn={1} />
        </Picture>
      ),
    },
    { text: "Drag a tile onto any grass square; onto another tile, the two swap. Stations and rocks stay put." },
    { text: "The clock in the top bar counts down to departure. Any line through every station wins; each second left adds points." },
    { text: "Each level opens the next. In Settings, the daily line is the same for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Click a tile to turn it; drag it to move it.",
    touch: "Tap a tile to turn it; drag it to move it.",
    keyboard: (
      <>
        Arrows move, <kbd>R</kbd> or <kbd>Space</kbd> turns, <kbd>Enter</kbd> picks a tile up and <kbd>Enter</kbd> sets it down.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move or turn.",
    HI: "Sets one tile of the line in its square, facing the right way.",
    AT: "Holds the train 30 more seconds, even after it has left.",
  },
};
