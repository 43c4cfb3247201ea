export interface KeypadProps {
  notes: boolean;
  /** How many of each digit are on the grid (a digit placed nine times is done). */
  placed: readonly number[];
  onDigit(digit: number): void;
  onErase(): void;
  onToggleNotes(): void;
  disabled: boolean;
  side: boolean;
}

/** Digits 1-9, Notes and Erase, as big buttons for mouse and touch (the keyboard does the same). */
export function Keypad({ notes, placed, onDigit, onErase, onToggleNotes, disabled, side }: KeypadProps) {
  return (
    <div className={`sud-keypad${side ? " sud-keypad-side" : ""}`} role="group" aria-label="Digits">
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => (
        <button
          key={digit}
          type="button"
          className={`sud-key${placed[digit]! >= 9 ? " sud-key-done" : ""}`}
          onClick={() => onDigit(digit)}
          disabled={disabled}
          aria-label={notes ? `Note ${digit}` : `Digit ${digit}`}
        >
          {digit}
        </button>
      ))}
      <button type="button" className="sud-key sud-key-tool" onClick={onToggleNotes} aria-pressed={notes} disabled={disabled} title="Notes (N)" aria-label="Notes">
        <PencilIcon />
        <span>Notes {notes ? "on" : "off"}</span>
      </button>
      <button type="button" className="sud-key sud-key-tool" onClick={onErase} disabled={disabled} title="Erase (Backspace)">
        <EraseIcon />
        <span>Erase</span>
      </button>
    </div>
  );
}

function ToolIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const PencilIcon = () => <ToolIcon paths={["M4 20l4-1 11-11-3-3L5 16z", "M14 7l3 3"]} />;
const EraseIcon = () => <ToolIcon paths={["M20 20H9l-5-5 10-10 7 7-7 8", "M9 11l6 6"]} />;
