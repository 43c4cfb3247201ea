import type { HowToPlay } from "../engines/shell/index.ts";
import { Card, CardOntoCard, EmptyPile } from "../engines/shell/help/pictures/cards.tsx";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Move all 52 cards to the four foundations, each suit built up from Ace to King.",
  picture: (
    <Picture width={140} height={56} label="Four foundations: Spades up to the 3, Hearts with its Ace, two still empty">
      <Card x={2} y={6} rank="A" suit="♠" />
      <Card x={4} y={10} rank="3" suit="♠" />
      <Card x={38} y={10} rank="A" suit="♥" />
      <EmptyPile x={72} y={10} mark="A" />
      <EmptyPile x={106} y={10} mark="A" />
    </Picture>
  ),
  rules: [
    {
      text: "Seven columns, the top card of each face up. Build down in alternating colours: a red 9 goes on a black 10. Moving the cards off a face-down card turns it up.",
      picture: (
        <CardOntoCard onto={{ rank: "10", suit: "♣" }} card={{ rank: "9", suit: "♥" }} label="A red 9 moves onto a black 10" />
      ),
    },
    {
      text: "A run down in alternating colours moves together. Only a King, or a run starting with a King, goes to an empty column.",
      picture: (
        <Picture width={100} height={60} label="A King goes to an empty column">
          <EmptyPile x={6} y={8} />
          <Card x={64} y={8} rank="K" suit="♦" />
          <Arrow from={[62, 24]} to={[38, 24]} />
        </Picture>
      ),
    },
    { text: "Out of moves? Turn cards from the stock (1 or 3 at a time, in Settings) and play the top card of the waste. You may go through the stock three times." },
  ],
  controls: {
    mouse: "Drag a card or a run onto its place, or click it and then click where it goes. Double-click sends a card to its foundation. Click the stock to turn cards.",
    touch: "Drag, or tap a card and then tap where it goes. Double-tap sends a card home.",
    keyboard: (
      <>
        <kbd>Tab</kbd> and the arrows move between piles, <kbd>Enter</kbd> picks up and puts down, <kbd>Z</kbd> undoes, <kbd>H</kbd> shows a hint, <kbd>N</kbd> deals a new game.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move.",
    MC: "Puts the 10 oldest waste cards back into the stock, even after your third pass.",
    FR: "Stops the clock for 30 seconds.",
  },
};

