import type { HowToPlay } from "../engines/shell/index.ts";
import { Card } from "../engines/shell/help/pictures/cards.tsx";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Clear all 35 cards from the seven columns onto the discard pile. Every deal can be cleared, and every round earns Seeds for your garden.",
  picture: (
    <Picture width={120} height={70} label="Columns of face-up cards">
      {[0, 1, 2].map((column) =>
        [0, 1, 2].map((row) => <Card key={`${column}.${row}`} x={6 + column * 38} y={2 + row * 12} rank={["9", "3", "Q"][(column + row) % 3]} suit={(["♠", "♥", "♣"] as const)[(column * 2 + row) % 3]} />),
      )}
    </Picture>
  ),
  rules: [
    {
      text: "Play the front card of any column when it is one rank above or below the discard card, whatever its suit. Kings and Aces connect.",
      picture: (
        <Picture width={110} height={52} label="A Queen plays on a Jack">
          <Card x={4} y={6} rank="Q" suit="♦" />
          <Arrow from={[36, 20]} to={[64, 22]} />
          <Card x={68} y={6} rank="J" suit="♠" />
        </Picture>
      ),
    },
    { text: "No card plays? Draw from the stock. The round ends when the stock is empty and no card plays." },
    { text: "Seeds: 5 for each card cleared; a cleared layout adds 100, and 10 for each card left in the stock. Spend them in your garden (G)." },
  ],
  controls: {
    mouse: "Click or drag a front card onto the discard pile. Click the stock to draw.",
    touch: "Tap a front card to play it; tap the stock to draw.",
    keyboard: (
      <>
        Arrows move between cards, <kbd>Enter</kbd> plays, <kbd>D</kbd> draws, <kbd>H</kbd> shows a hint, <kbd>G</kbd> opens the garden.
      </>
    ),
  },
  powerups: {
    PP: "Snips the front card off the three tallest columns.",
    UN: "Takes back your last move.",
  },
};
