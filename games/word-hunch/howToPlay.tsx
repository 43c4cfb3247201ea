import type { HowToPlay } from "../engines/shell/index.ts";
import { Picture } from "../engines/shell/help/pictures/Picture.tsx";
import { MarkedWord } from "../engines/shell/help/pictures/words.tsx";

export const howToPlay: HowToPlay = {
  goal: "Guess the hidden five-letter word in 6 tries.",
  picture: (
    <Picture width={140} height={30} label="A guess CRANE with C right, A in the word elsewhere, the rest not in the word">
      <MarkedWord x={2} y={2} word="CRANE" marks={["right", "absent", "present", "absent", "absent"]} />
    </Picture>
  ),
  rules: [
    { text: "Type any real five-letter word and press Enter." },
    {
      text: "Green with a dot: the letter is in the right spot. Yellow with a ring: it is in the word, in another spot. Grey: it is not in the word.",
      picture: (
        <Picture width={140} height={30} label="A guess CHAMP: C and A right, H not in the word">
          <MarkedWord x={2} y={2} word="CHAMP" marks={["right", "absent", "right", "absent", "present"]} />
        </Picture>
      ),
    },
    { text: "Play today's word, the same for everyone, or free play with a new word each game (Settings)." },
  ],
  controls: {
    mouse: "Click the letters on the on-screen keyboard, then Enter.",
    touch: "Tap the letters on the on-screen keyboard, then Enter.",
    keyboard: (
      <>
        Type the letters, <kbd>Backspace</kbd> rubs one out, <kbd>Enter</kbd> sends the guess.
      </>
    ),
  },
  powerups: {
    MG: "Gives 12 extra guesses, up to 18 in all; use it before your last guess is gone.",
    HI: "Shows one letter of the hidden word in its place.",
  },
};
