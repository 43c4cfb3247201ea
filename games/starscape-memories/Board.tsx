import { useRef, type KeyboardEvent } from "react";
import { ArtDefs, CardBack, FaceArt, FACES } from "./faces.tsx";
import { CARDS } from "./rules.ts";

/** How a card shows now: its back, or its face (turned up, found, in a miss's look or a Reveal's peek). */
export type CardView = { up: false; pending: boolean } | { up: true; face: number; found: boolean; peek: boolean };

export interface BoardProps {
  views: readonly CardView[];
  focus: number;
  onFocus(card: number): void;
  onFlip(card: number): void;
}

/** The grid's column count as laid out now (6 on a tall screen, 8 on a wide one). */
function columnsOf(grid: HTMLElement | null): number {
  const cards = grid ? [...grid.children] : [];
  const top = cards[0]?.getBoundingClientRect().top;
  const count = cards.filter((card) => card.getBoundingClientRect().top === top).length;
  return Math.max(1, count);
}

function label(card: number, view: CardView): string {
  if (!view.up) return `Card ${card + 1}, face down`;
  const name = FACES[view.face]?.name ?? "?";
  return `Card ${card + 1}, ${name}${view.found ? ", found" : ""}`;
}

/** The 48 cards: click or tap to flip; arrows move the focus, Enter or Space flips. */
export function Board({ views, focus, onFocus, onFlip }: BoardProps) {
  const grid = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>, card: number) => {
    const columns = columnsOf(grid.current);
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = card + delta;
    if (next < 0 || next >= CARDS) return;
    onFocus(next);
    const button = grid.current?.querySelectorAll(".sm-card")[next];
    if (button instanceof HTMLElement) button.focus();
  };

  return (
    <div className="sm-table">
      <ArtDefs />
      <div className="sm-grid" ref={grid} role="group" aria-label="Cards">
        {views.map((view, card) => (
          <button
            key={card}
            type="button"
            className={`sm-card${view.up ? " sm-up" : ""}${view.up && view.found ? " sm-found" : ""}${view.up && view.peek ? " sm-peek" : ""}${!view.up && view.pending ? " sm-pending" : ""}`}
            data-card={card}
            tabIndex={card === focus ? 0 : -1}
            aria-label={label(card, view)}
            aria-disabled={view.up && !view.peek}
            onFocus={() => onFocus(card)}
            onClick={() => onFlip(card)}
            onKeyDown={(event) => move(event, card)}
          >
            <span className="sm-card-inner">
              <span className="sm-side sm-back">
                <CardBack />
              </span>
              <span className="sm-side sm-front">{view.up ? <FaceArt face={view.face} /> : null}</span>
            </span>
            {view.up && view.found ? (
              <svg className="sm-found-mark" viewBox="0 0 20 20" aria-hidden="true">
                <circle cx="10" cy="10" r="9" fill="#2a2560" />
                <path d="M5.5 10.5 l3 3 l6 -7" fill="none" stroke="#f6c945" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  );
}
