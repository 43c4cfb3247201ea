import type { Mark } from "./rules.ts";

const ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"] as const;
const MARK_WORDS: Record<Mark, string> = { correct: "right place", present: "in the word", absent: "not in the word" };

export type KeyPress = { kind: "letter"; letter: string } | { kind: "enter" } | { kind: "back" };

export interface KeyboardProps {
  marks: ReadonlyMap<string, Mark>;
  onKey(press: KeyPress): void;
  disabled: boolean;
}

const BackIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M21 5H9l-6 7 6 7h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1Z" />
    <path d="m12 9 6 6M18 9l-6 6" />
  </svg>
);

// A tap or click does not move focus to the key, so Enter on the physical keyboard never presses it again.
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** The on-screen keyboard; each key shows the best mark its letter has had. */
export function Keyboard({ marks, onKey, disabled }: KeyboardProps) {
  return (
    <div className="wh-keyboard" role="group" aria-label="Keyboard" data-keyboard>
      {ROWS.map((row, rowIndex) => (
        <div key={row} className="wh-keyrow">
          {rowIndex === 2 ? (
            <button type="button" className="wh-key wh-key-wide" onMouseDown={keepFocus} onClick={() => onKey({ kind: "enter" })} disabled={disabled}>
              Enter
            </button>
          ) : null}
          {[...row].map((letter) => {
            const mark = marks.get(letter);
            return (
              <button
                key={letter}
                type="button"
                className="wh-key"
                data-mark={mark}
                aria-label={mark ? `${letter.toUpperCase()}, ${MARK_WORDS[mark]}` : letter.toUpperCase()}
                onMouseDown={keepFocus}
                onClick={() => onKey({ kind: "letter", letter })}
                disabled={disabled}
              >
                {letter.toUpperCase()}
              </button>
            );
          })}
          {rowIndex === 2 ? (
            <button type="button" className="wh-key wh-key-wide" aria-label="Backspace" onMouseDown={keepFocus} onClick={() => onKey({ kind: "back" })} disabled={disabled}>
              <BackIcon />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
