import { useEffect, useRef, type CSSProperties } from "react";
import { hintedLetters } from "./letters.ts";
import { WORD_LENGTH, type Mark, type WordHunchState } from "./rules.ts";

const MARK_WORDS: Record<Mark, string> = { correct: "right place", present: "in the word, elsewhere", absent: "not in the word" };

interface TileProps {
  letter: string;
  index: number;
  mark?: Mark;
  /** A letter shown by a Hint, in a place not typed yet. */
  hinted?: boolean;
  reveal?: boolean;
}

function Tile({ letter, index, mark, hinted, reveal }: TileProps) {
  const label = mark ? `${letter.toUpperCase()}, ${MARK_WORDS[mark]}` : hinted ? `Hint: ${letter.toUpperCase()}` : letter ? letter.toUpperCase() : "empty";
  const classes = ["wh-tile", letter && !hinted ? "wh-filled" : "", hinted ? "wh-hinted" : "", reveal ? "wh-flip" : ""].filter(Boolean).join(" ");
  return (
    <div className={classes} data-mark={mark} style={{ "--i": index } as CSSProperties} role="img" aria-label={label}>
      <span aria-hidden="true">{letter.toUpperCase()}</span>
    </div>
  );
}

export interface BoardProps {
  state: WordHunchState;
  /** The letters typed for the next guess. */
  typed: string;
  /** The next guess can be typed (the game is on and nothing waits for the server). */
  playing: boolean;
  /** The server is marking the typed guess. */
  pending: boolean;
  /** The row that has just been marked, to flip it in; null on a resumed board. */
  revealRow: number | null;
  /** Bumped to shake the typed row (a refused word). */
  shake: number;
}

/** The grid of guesses: marked rows, the row being typed, and the rows left. */
export function Board({ state, typed, playing, pending, revealRow, shake }: BoardProps) {
  const current = useRef<HTMLDivElement>(null);
  const rowCount = state.maxGuesses;
  const typingRow = playing || pending ? state.guesses.length : -1;

  // With 18 guesses the grid scrolls: keep the row in play in view.
  useEffect(() => {
    current.current?.scrollIntoView({ block: "nearest" });
  }, [typingRow, rowCount]);

  const hints = hintedLetters(state);
  return (
    <div className="wh-grid" role="group" aria-label={`Guesses: ${state.guesses.length} of ${rowCount} used`}>
      {Array.from({ length: rowCount }, (_, row) => {
        const guess = state.guesses[row];
        if (guess) {
          const last = row === state.guesses.length - 1;
          return (
            <div key={row} className="wh-row" role="group" aria-label={`Guess ${row + 1}: ${guess.word.toUpperCase()}`} ref={last && typingRow < 0 ? current : undefined}>
              {[...guess.word].map((letter, index) => (
                <Tile key={index} letter={letter} index={index} mark={guess.marks[index]} reveal={row === revealRow} />
              ))}
            </div>
          );
        }
        if (row === typingRow) {
          return (
            <div
              key={`typing-${shake}`}
              ref={current}
              className={`wh-row wh-typing${shake > 0 ? " wh-shake" : ""}${pending ? " wh-pending" : ""}`}
              role="group"
              aria-label={`Guess ${row + 1}, being typed`}
            >
              {Array.from({ length: WORD_LENGTH }, (_, index) => {
                const letter = typed[index];
                const hint = hints[index];
                return letter ? <Tile key={index} letter={letter} index={index} /> : <Tile key={index} letter={hint ?? ""} index={index} hinted={hint !== null} />;
              })}
            </div>
          );
        }
        return (
          <div key={row} className="wh-row wh-empty" aria-hidden="true">
            {Array.from({ length: WORD_LENGTH }, (_, index) => (
              <div key={index} className="wh-tile" />
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The hidden word, shown in tiles once the game is lost. */
export function AnswerRow({ answer }: { answer: string }) {
  return (
    <div className="wh-answer" role="group" aria-label={`The word was ${answer.toUpperCase()}`}>
      <span className="wh-answer-label">The word was</span>
      <div className="wh-row">
        {[...answer].map((letter, index) => (
          <Tile key={index} letter={letter} index={index} mark="correct" />
        ))}
      </div>
    </div>
  );
}
