import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture, Tick } from "../engines/shell/help/pictures/Picture.tsx";

/** A memory card: the night-sky back, or a face with a star or a moon. */
function SkyCard({ x, y, face }: { x: number; y: number; face?: "star" | "moon" }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={30} height={40} rx={5} fill={face ? "#fff9e6" : "#1b2a59"} stroke="#5c6bc0" />
      {face === "star" ? <path d="M15 9l3 7 7 .6-5.4 4.6 1.7 7L15 24.4 8.7 28.2l1.7-7L5 16.6l7-.6z" fill="#fab005" /> : null}
      {face === "moon" ? <path d="M19 10a10 10 0 1 0 0 20 8 8 0 1 1 0-20z" fill="#748ffc" /> : null}
      {face ? null : <circle cx={15} cy={20} r={2} fill="#ffe066" />}
    </g>
  );
}

export const howToPlay: HowToPlay = {
  goal: "Find all 24 pairs among the 48 face-down cards before the 4-minute clock runs out.",
  picture: (
    <Picture width={140} height={48} label="Two star cards turned up make a pair">
      <SkyCard x={2} y={4} face="star" />
      <SkyCard x={36} y={4} />
      <SkyCard x={70} y={4} face="star" />
      <SkyCard x={104} y={4} />
      <Tick x={52} y={10} />
    </Picture>
  ),
  rules: [
    { text: "Turn two cards. If the pictures match, the pair stays face up; if not, you get a short look before they turn back." },
    {
      text: "Remember every picture you see. Each pair scores 100; a win adds a bonus for few flips (a perfect game takes 48) and 10 for each second left.",
      picture: (
        <Picture width={72} height={48} label="A star and a moon do not match">
          <SkyCard x={2} y={4} face="star" />
          <SkyCard x={38} y={4} face="moon" />
        </Picture>
      ),
    },
    { text: "In Settings, the daily game lays out the same cards for everyone that day; the six days before are there too." },
  ],
  controls: {
    mouse: "Click a card to turn it over.",
    touch: "Tap a card to turn it over.",
    keyboard: (
      <>
        Arrows move between cards, <kbd>Enter</kbd> or <kbd>Space</kbd> turns one over.
      </>
    ),
  },
  powerups: {
    RV: "Turns every card face up for a quick look, then back.",
    FR: "Stops the clock for 30 seconds.",
    AT: "Puts 30 more seconds on the clock, even after time has run out.",
  },
};
