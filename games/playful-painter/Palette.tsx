import { useEffect, useRef, useState, type RefObject } from "react";
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

/**
 * Scrolls the row (a phone's palette scrolls sideways) so the chosen pot is in full view, as a
 * number key or a hint may choose one off screen; the row alone moves, never the page.
 */
function useChosenInView(row: RefObject<HTMLDivElement | null>, selected: number) {
  useEffect(() => {
    const element = row.current;
    const pot = element?.children[selected];
    if (!element || !(pot instanceof HTMLElement) || element.scrollWidth <= element.clientWidth) return;
    const margin = 12;
    const start = pot.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft - margin;
    const end = start + pot.offsetWidth + 2 * margin;
    const left = start < element.scrollLeft ? start : end > element.scrollLeft + element.clientWidth ? end - element.clientWidth : element.scrollLeft;
    if (left !== element.scrollLeft) element.scrollTo({ left, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [row, selected]);
}

/** Which ends of the row have pots scrolled out of view ("start", "end", both or none): the row fades there. */
function useHiddenEnds(row: RefObject<HTMLDivElement | null>): string {
  const [ends, setEnds] = useState("");
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEnds([start ? "start" : "", end ? "end" : ""].filter(Boolean).join(" "));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [row]);
  return ends;
}

/** The paint pots: a number on each, a tick once every cell of that colour is painted. */
export function Palette({ palette, left, selected, onSelect }: PaletteProps) {
  const row = useRef<HTMLDivElement>(null);
  useChosenInView(row, selected);
  const hiddenEnds = useHiddenEnds(row);
  return (
    <div className="pp-palette" role="toolbar" aria-label="Palette" ref={row} data-more={hiddenEnds || undefined}>
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
