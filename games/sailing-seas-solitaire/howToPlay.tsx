import type { HowToPlay } from "../engines/shell/index.ts";
import { Card } from "../engines/shell/help/pictures/cards.tsx";
import { Arrow, Picture } from "../engines/shell/help/pictures/Picture.tsx";

export const howToPlay: HowToPlay = {
  goal: "Clear all 28 cards from the three peaks onto the waste pile. Every deal can be won.",
  picture: (
    <Picture width={120} height={70} label="A peak of cards, face down on top and face up below">
      <Card x={45} y={2} down />
      <Card x={30} y={14} down />
      <Card x={60} y={14} down />
      <Card x={15} y={26} rank="4" suit="♦" />
      <Card x={45} y={26} rank="J" suit="♣" />
      <Card x={75} y={26} rank="8" suit="♥" />
    </Picture>
  ),
  rules: [
    {
      text: "Play any face-up card one rank above or below the waste card, whatever its suit. Kings and Aces connect.",
      picture: (
        <Picture width={110} height={52} label="A 6 or an 8 plays on a 7; a King plays on an Ace">
          <Card x={4} y={6} rank="8" suit="♣" />
          <Arrow from={[36, 20]} to={[64, 22]} />
          <Card x={68} y={6} rank="7" suit="♥" />
        </Picture>
      ),
    },
    { text: "A card turns face up once the two cards covering it are gone. Cards played in a row build a streak: 10, 20, 30 points and up." },
    { text: "No card plays? Draw from the stock; that ends the streak. The game is lost when the stock is empty and nothing plays." },
  ],
  controls: {
    mouse: "Click or drag a card onto the waste. Click the stock to draw.",
    touch: "Tap a card to play it; tap the stock to draw.",
    keyboard: (
      <>
        Arrows move between cards, <kbd>Enter</kbd> plays, <kbd>D</kbd> draws, <kbd>H</kbd> shows a hint, <kbd>Z</kbd> undoes.
      </>
    ),
  },
  powerups: {
    UN: "Takes back your last move.",
    MC: "Puts 10 cards from under the waste card back into the stock.",
    FR: "Stops the clock for 30 seconds; a win adds 5 points for each second under five minutes.",
  },
};
