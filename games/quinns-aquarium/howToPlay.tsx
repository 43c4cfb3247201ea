import type { HowToPlay } from "../engines/shell/index.ts";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

const COLOURS = { fish: "#ff922b", shell: "#f783ac", star: "#fcc419", crab: "#fa5252" } as const;

/** A round creature token in a cell, told apart by colour and by its letter shape for colour-blind players. */
function Creature({ x, y, kind }: { x: number; y: number; kind: keyof typeof COLOURS }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={22} height={22} rx={5} fill="#d0ebff" />
      <circle cx={11} cy={11} r={8} fill={COLOURS[kind]} />
      <text x={11} y={15} fontSize={10} fontWeight={800} textAnchor="middle" fill="#fff">
        {kind[0]!.toUpperCase()}
      </text>
    </g>
  );
}

export const howToPlay: HowToPlay = {
  goal: "Swap neighbouring creatures to line up three or more of a kind, and meet the level's goals within its moves.",
  picture: (
    <Picture width={100} height={52} label="Swapping a fish up lines up three fish">
      <Creature x={2} y={2} kind="fish" />
      <Creature x={26} y={2} kind="fish" />
      <Creature x={50} y={2} kind="shell" />
      <Creature x={74} y={2} kind="fish" />
      <Creature x={50} y={26} kind="fish" />
      <Arrow from={[61, 40]} to={[61, 16]} bend={0} />
    </Picture>
  ),
  rules: [
    { text: "Only a swap that makes a match is allowed. Matched creatures pop, the ones above fall and new ones drop in." },
    { text: "Goals: a score, a number of one creature, all the sand (match on top of it) or every bubble (a creature in a bubble cannot move: match next to it)." },
    { text: "Four in a line leave a striped tile that clears its row or column; five leave a colour bomb that clears every creature of the kind you swap it with." },
    { text: "Won levels earn Sand Dollars to decorate Quinn's aquarium." },
    { text: "Each level opens the next. In Settings, the daily tank is the same for everyone that day, with its own goals; the six days before are there too." },
  ],
  controls: {
    mouse: "Drag a creature onto its neighbour, or click one and then the other.",
    touch: "Swipe a creature towards its neighbour, or tap one and then the other.",
    keyboard: (
      <>
        Arrows move, <kbd>Enter</kbd> picks a creature and <kbd>Enter</kbd> on a neighbour swaps.
      </>
    ),
  },
  powerups: {
    HM: "Breaks one tile of your choice, bubble and all, without using a move.",
  },
};
