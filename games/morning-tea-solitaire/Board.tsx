import { useCallback } from "react";
import { GAME_BACKS } from "../engines/cards/cardBacks.ts";
import { CardTable } from "../engines/cards/CardTable.tsx";
import { playRefusedDrop } from "../engines/cards/refusedDrop.ts";
import { computeLayout } from "./layout.tsx";
import { suitOf } from "../engines/cards/cards.ts";
import { faceOf, isWon, ordinaryMoves, rules, type SpiderMove, type SpiderState } from "./rules.ts";

export interface BoardProps {
  state: SpiderState;
  onMove(move: SpiderMove): void;
  /** The stock was pressed: deal, or say why not. */
  onDeal(): void;
  /** Moves are paused (waiting for the server, game over). */
  disabled: boolean;
  /** The move a hint shows, until the table changes. */
  hint: Exclude<SpiderMove, { t: "powerup" }> | null;
}

export function Board({ state, onMove, onDeal, disabled, hint }: BoardProps) {
  const won = isWon(state);
  const layout = useCallback((width: number, height: number) => computeLayout(state, width, height, onDeal), [state, onDeal]);
  const moveFor = useCallback(
    (from: string, to: string, n: number | null): SpiderMove | null => {
      const candidates = ordinaryMoves(state).filter((move) => move.t === "move" && move.from === from && move.to === to);
      const exact = candidates.find((move) => move.t === "move" && move.n === n);
      return exact ?? (n === null ? (candidates[0] ?? null) : null);
    },
    [state],
  );
  // A double-click sends the column's run to the best place for it: onto its own suit, else onto
  // any card, else into an empty column; the longest run that goes first.
  const homeMoveFor = useCallback(
    (from: string): SpiderMove | null => {
      const moves = ordinaryMoves(state).filter((move): move is Extract<SpiderMove, { t: "move" }> => move.t === "move" && move.from === from);
      const topOf = (pile: string) => state.columns[Number(pile.slice(1))]!.up.at(-1);
      const rank = (move: Extract<SpiderMove, { t: "move" }>) => {
        const top = topOf(move.to);
        const lead = state.columns[Number(move.from.slice(1))]!.up.at(-move.n)!;
        if (top === undefined) return 0;
        return suitOf(faceOf(top)) === suitOf(faceOf(lead)) ? 2 : 1;
      };
      return [...moves].sort((a, b) => rank(b) - rank(a) || b.n - a.n)[0] ?? null;
    },
    [state],
  );

  return (
    <CardTable
      className={`spi-board${won ? " spi-won" : ""}`}
      layout={layout}
      moveFor={moveFor}
      homeMoveFor={homeMoveFor}
      onMove={onMove}
      onRefused={(from, to, n) => playRefusedDrop(rules.parseMove, { t: "move", from, to, n: n ?? 1 }, onMove)}
      disabled={disabled || won}
      revision={state}
      hinted={hint ? hintedParts(state, hint) : undefined}
      back={GAME_BACKS["morning-tea-solitaire"]}
      data={{ "data-deal": state.deal, "data-suits": state.options.suits }}
      celebrate={won ? (placed) => placed.pile.startsWith("f") : undefined}
    />
  );
}

/** The hinted run glows, and so does the card it goes onto (a deal: the stock). */
function hintedParts(state: SpiderState, hint: Exclude<SpiderMove, { t: "powerup" }>) {
  if (hint.t === "deal") return { cards: new Set<number>(state.stock.slice(-1)), slots: new Set<string>(["stock"]) };
  const from = state.columns[Number(hint.from.slice(1))]!.up.slice(-hint.n);
  const onto = state.columns[Number(hint.to.slice(1))]!.up.slice(-1);
  return { cards: new Set<number>([...from, ...onto]), slots: new Set<string>([hint.to]) };
}
