import { useCallback, useEffect } from "react";
import { GAME_BACKS } from "../engines/cards/cardBacks.ts";
import { CardTable } from "../engines/cards/CardTable.tsx";
import { playRefusedDrop } from "../engines/cards/refusedDrop.ts";
import { useFleeting } from "../engines/shell/useFleeting.ts";
import { findHint } from "./hint.ts";
import { computeLayout, isPile } from "./layout.tsx";
import { autoCompleteMove, foundationMoveFrom, isTableauFaceUp, MAX_RECYCLES, rules, type KlondikeMove, type KlondikeState, type PileId } from "./rules.ts";

export interface BoardProps {
  state: KlondikeState;
  /** Plays a move; resolves false when the rules refused it. */
  onMove(move: KlondikeMove): Promise<boolean>;
  /** Tells the player something (a refused stock click, no hint left). */
  onNotice(message: string): void;
  /** Moves are paused (waiting for the server, game over). */
  disabled: boolean;
  /** Increments when the player asks for a hint (H or the hint button). */
  hintRequest: number;
}

const AUTO_STEP_MS = 160;
const HINT_MS = 3000;

/** The top `n` cards of a pile (the stock's top card for a draw). */
function topCards(state: KlondikeState, pile: PileId | "stock", n: number): number[] {
  if (pile === "stock") return state.stock.slice(-1);
  if (pile === "w") return state.waste.slice(-n);
  const index = Number(pile.slice(1));
  return (pile.startsWith("f") ? state.foundations[index]! : state.tableau[index]!.up).slice(-n);
}

/** The hinted cards glow, and so does the card they go onto; a draw or redeal lights the stock. */
function hintedParts(state: KlondikeState, hint: KlondikeMove) {
  if (hint.t === "move") return { cards: new Set([...topCards(state, hint.from, hint.n), ...topCards(state, hint.to, 1)]), slots: new Set<string>([hint.to]) };
  if (hint.t === "draw" || hint.t === "recycle") return { cards: new Set(topCards(state, "stock", 1)), slots: new Set<string>(["stock"]) };
  return undefined;
}

export function Board({ state, onMove, onNotice, disabled, hintRequest }: BoardProps) {
  const [hint, showHint] = useFleeting<KlondikeMove>(HINT_MS);
  const won = rules.status(state).phase === "won";

  // A new table ends a shown hint.
  useEffect(() => showHint(null), [state, showHint]);

  // Only a new request asks for a hint (a new table clears the shown one instead).
  useEffect(() => {
    if (hintRequest === 0) return;
    const found = findHint(state);
    if (found) showHint(found.move);
    else onNotice("No useful moves left. Try More Cards, Undo or a new game.");
  }, [hintRequest]);

  // Auto-complete: once every tableau card is face up, the cards go home one by one (drawing
  // what the stock still holds when the solver sees the way).
  useEffect(() => {
    if (disabled || !isTableauFaceUp(state)) return;
    const direct = autoCompleteMove(state);
    const found = direct ? null : findHint(state);
    const next = direct ?? (found?.winning ? found.move : null);
    if (!next) return;
    const timer = setTimeout(() => void onMove(next), AUTO_STEP_MS);
    return () => clearTimeout(timer);
  }, [state, disabled, onMove]);

  const clickStock = useCallback(() => {
    if (disabled) return;
    if (state.stock.length > 0) void onMove({ t: "draw" });
    else if (state.waste.length === 0) onNotice("The stock and the waste are empty.");
    else if (state.recycles < MAX_RECYCLES) void onMove({ t: "recycle" });
    else onNotice("No redeals left. More Cards puts 10 cards back into the stock.");
  }, [state, disabled, onMove, onNotice]);

  const layout = useCallback((width: number, height: number) => computeLayout(state, width, height, clickStock), [state, clickStock]);

  const moveFor = useCallback(
    (from: string, to: string, n: number | null): KlondikeMove | null => {
      if (!isPile(from) || !isPile(to) || to === "w") return null;
      const candidates = rules.legalMoves(state).filter((move): move is Extract<KlondikeMove, { t: "move" }> => move.t === "move" && move.from === from && move.to === to);
      return candidates.find((move) => move.n === n) ?? (n === null ? (candidates[0] ?? null) : null);
    },
    [state],
  );
  const homeMoveFor = useCallback((from: string) => (isPile(from) ? foundationMoveFrom(state, from) : null), [state]);

  return (
    <CardTable
      className="klo-board"
      layout={layout}
      moveFor={moveFor}
      homeMoveFor={homeMoveFor}
      onMove={(move) => void onMove(move)}
      onRefused={(from, to, n) => playRefusedDrop(rules.parseMove, { t: "move", from, to, n: n ?? 1 }, onMove)}
      disabled={disabled}
      hinted={hint ? hintedParts(state, hint) : undefined}
      revision={state}
      back={GAME_BACKS["rivers-of-gold-solitaire"]}
      data={{ "data-deal": state.deal, "data-draw": state.options.draw }}
      // Once won, the foundations' cards leap away.
      celebrate={won ? (placed) => placed.pile.startsWith("f") : undefined}
    />
  );
}
