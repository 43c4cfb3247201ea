import type { HowToPlay } from "../engines/shell/index.ts";
import { Card, CardOntoCard } from "../engines/shell/help/pictures/cards.tsx";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Clear the table by building eight runs, each from King down to Ace in one suit.",
  picture: (
    <Picture width={90} height={76} label="A run from King down in Spades">
      {(["K", "Q", "J", "10", "9"] as const).map((rank, index) => (
        <Card key={rank} x={28} y={2 + index * 8} rank={rank} suit="♠" />
      ))}
    </Picture>
  ),
  rules: [
    {
      text: "A card goes on any card one rank higher, whatever its suit. Only a run down in one suit moves together.",
      picture: (
        <CardOntoCard onto={{ rank: "7", suit: "♠" }} card={{ rank: "6", suit: "♥" }} label="A 6 of Hearts moves onto a 7 of Spades" />
      ),
    },
    { text: "A full King-to-Ace run of one suit leaves the table by itself. Moving the cards off a face-down card turns it up." },
    { text: "Out of moves? Tap the stock to deal one card onto each of the ten columns; every column needs a card first. Play with 1, 2 or 4 suits (Settings)." },
  ],
  controls: {
    mouse: "Drag a run, or click it and then click where it goes. Double-click a column's top card to send its run to the best place. Click the stock to deal.",
    touch: "Drag, or tap a run and then tap where it goes. On a phone ten columns make the cards narrow: tap the card a run starts from, then anywhere in the column it goes to (the whole column is the target). Double-tap sends a run to the best place.",
    keyboard: (
      <>
        <kbd>Tab</kbd> and the arrows move between columns, <kbd>Enter</kbd> picks up and puts down, <kbd>Z</kbd> undoes, <kbd>H</kbd> shows a good move.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move.",
    MC: "Gathers 10 cards from the bottoms of the fullest columns into the stock as one more deal, for when the stock has run dry.",
    FR: "Stops the clock for 30 seconds.",
  },
};
