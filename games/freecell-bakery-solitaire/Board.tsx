import { useCallback, useEffect } from "react";
import { GAME_BACKS } from "../engines/cards/cardBacks.ts";
import { CardTable } from "../engines/cards/CardTable.tsx";
import { playRefusedDrop } from "../engines/cards/refusedDrop.ts";
import { rankOf } from "../engines/cards/cards.ts";
import { computeLayout } from "./layout.tsx";
import { cardMoves, homeMoveFrom, isWon, rules, type FreeCellMove, type FreeCellState, type SourcePile } from "./rules.ts";

export interface BoardProps {
  state: FreeCellState;
  onMove(move: FreeCellMove): void;
  /** Moves are paused (waiting for the server, game over). */
  disabled: boolean;
  /** The move a hint shows, until the table changes. */
  hint: Extract<FreeCellMove, { t: "move" }> | null;
}

const AUTO_STEP_MS = 170;
const SOURCES = /^[tc]\d$/;

function isSource(pile: string): pile is SourcePile {
  return SOURCES.test(pile);
}

/** Every column runs down from bottom to top: nothing is left to decide, the cards can go home. */
function isSorted(state: FreeCellState): boolean {
  return state.columns.every((column) => column.every((card, index) => index === 0 || rankOf(card) < rankOf(column[index - 1]!)));
}

/** The next auto-complete move: the lowest card anywhere that goes home. */
function nextHomeMove(state: FreeCellState): FreeCellMove | null {
  const moves = cardMoves(state).filter((move) => move.to === "f");
  const rankFrom = (move: Extract<FreeCellMove, { t: "move" }>) => {
    const index = Number(move.from.slice(1));
    const card = move.from.startsWith("c") ? state.cells[index]! : state.columns[index]!.at(-1)!;
    return rankOf(card);
  };
  return moves.sort((a, b) => rankFrom(a) - rankFrom(b))[0] ?? null;
}

export function Board({ state, onMove, disabled, hint }: BoardProps) {
  const won = isWon(state);
  const layout = useCallback((width: number, height: number) => computeLayout(state, width, height), [state]);

  const moveFor = useCallback(
    (from: string, to: string, n: number | null): FreeCellMove | null => {
      if (!isSource(from)) return null;
      const target = to.startsWith("f") ? "f" : to;
      const candidates = cardMoves(state).filter((move) => move.from === from && move.to === target);
      return candidates.find((move) => move.n === n) ?? (n === null ? (candidates[0] ?? null) : null);
    },
    [state],
  );
  const homeMoveFor = useCallback((from: string) => (isSource(from) ? homeMoveFrom(state, from) : null), [state]);

  // Auto-complete: once every column runs down in order, the cards go home one by one.
  useEffect(() => {
    if (disabled || won || !isSorted(state)) return;
    const next = nextHomeMove(state);
    if (!next) return;
    const timer = setTimeout(() => onMove(next), AUTO_STEP_MS);
    return () => clearTimeout(timer);
  }, [state, disabled, won, onMove]);

  const hinted = hint ? hintedParts(state, hint) : undefined;

  return (
    <CardTable
      className={`fre-board${won ? " fre-won" : ""}`}
      layout={layout}
      moveFor={moveFor}
      homeMoveFor={homeMoveFor}
      onMove={onMove}
      onRefused={(from, to, n) => playRefusedDrop(rules.parseMove, { t: "move", from, to: to.startsWith("f") ? "f" : to, n: n ?? 1 }, onMove)}
      disabled={disabled || won}
      hinted={hinted}
      revision={state}
      back={GAME_BACKS["freecell-bakery-solitaire"]}
      data={{ "data-deal": state.deal }}
      celebrate={won ? (placed) => placed.pile.startsWith("f") : undefined}
    />
  );
}

/** The hinted cards glow, and so does the pile they go to. */
function hintedParts(state: FreeCellState, hint: Extract<FreeCellMove, { t: "move" }>) {
  const index = Number(hint.from.slice(1));
  const cards = hint.from.startsWith("c") ? [state.cells[index]!] : state.columns[index]!.slice(-hint.n);
  const slot = hint.to === "f" ? "f" : hint.to;
  return { cards: new Set<number>(cards), slots: new Set<string>(slot === "f" ? ["f0", "f1", "f2", "f3"] : [slot]) };
}
