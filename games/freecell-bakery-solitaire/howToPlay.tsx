import type { HowToPlay } from "../engines/shell/index.ts";
import { Card, CardOntoCard, EmptyPile } from "../engines/shell/help/pictures/cards.tsx";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Move all 52 cards to the four foundations, each suit built up from Ace to King. Every deal we offer has been won by our solver.",
  picture: (
    <Picture width={140} height={56} label="Four foundations with an Ace on each">
      <Card x={2} y={6} rank="A" suit="♠" />
      <Card x={36} y={6} rank="A" suit="♥" />
      <Card x={70} y={6} rank="A" suit="♣" />
      <Card x={104} y={6} rank="A" suit="♦" />
    </Picture>
  ),
  rules: [
    {
      text: "All cards lie face up in eight columns. Build down in alternating colours: a red 7 on a black 8. Any card can go to an empty column.",
      picture: (
        <CardOntoCard onto={{ rank: "8", suit: "♠" }} card={{ rank: "7", suit: "♦" }} label="A red 7 moves onto a black 8" />
      ),
    },
    {
      text: "The four free cells hold one card each: park cards there to dig out the ones you need, but don't fill them too soon.",
      picture: (
        <Picture width={100} height={52} label="Free cells, one holding a card">
          <Card x={4} y={4} rank="Q" suit="♣" />
          <EmptyPile x={36} y={4} />
          <EmptyPile x={68} y={4} />
        </Picture>
      ),
    },
    { text: "A run moves in one go when there is room to move it card by card: (empty free cells + 1), doubled for each empty column. Cards nothing else needs go home by themselves." },
  ],
  controls: {
    mouse: "Drag a card or a run, or click it and then click where it goes. Double-click sends a card to its foundation.",
    touch: "Drag, or tap a card and then tap where it goes. Double-tap sends a card home.",
    keyboard: (
      <>
        <kbd>Tab</kbd> and the arrows move between piles, <kbd>Enter</kbd> picks up and puts down, <kbd>Z</kbd> undoes, <kbd>H</kbd> shows a hint, <kbd>N</kbd> deals a new game.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move.",
    HI: "Highlights a good move to make now.",
    FR: "Stops the clock for 30 seconds; a quick finish earns a time bonus.",
  },
};
