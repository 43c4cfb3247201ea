import type { PaletteColour } from "./pictures/kit.ts";

/** Dark or light ink, whichever reads better on the colour. */
export function inkOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? "#2b2230" : "#ffffff";
}

export interface PaletteProps {
  palette: readonly PaletteColour[];
  /** Cells still to paint per colour. */
  left: readonly number[];
  selected: number;
  onSelect(colour: number): void;
}

/** The paint pots: a number on each, a tick once every cell of that colour is painted. */
export function Palette({ palette, left, selected, onSelect }: PaletteProps) {
  return (
    <div className="pp-palette" role="toolbar" aria-label="Palette">
      {palette.map((colour, index) => {
        const done = left[index] === 0;
        return (
          <button
            key={index}
            type="button"
            className={`pp-swatch${index === selected ? " pp-swatch-on" : ""}${done ? " pp-swatch-done" : ""}`}
            style={{ background: colour.hex, color: inkOn(colour.hex) }}
            aria-pressed={index === selected}
            aria-label={`Colour ${index + 1}, ${colour.name}, ${done ? "done" : `${left[index]} left`}`}
            title={colour.name}
            onClick={() => onSelect(index)}
          >
            {done ? (
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : (
              index + 1
            )}
          </button>
        );
      })}
    </div>
  );
}
