import { useCallback, useState } from "react";
import { CardLookSettings } from "../engines/cards/cardLook.tsx";
import { GameShell, HintIcon, useGameKeys, useGameSession, useStoredOptions } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { cardSound, faceDownIn } from "../engines/cards/cardSound.ts";
import { DEFAULT_OPTIONS, rules, SUIT_COUNTS, type PowerupId, type SpiderMove, type SpiderOptions, type SpiderState } from "./rules.ts";
import { searchMoves } from "./solver.ts";
import "./spider.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SETTINGS_KEY = "playden.spi.options";
// A run cleared home is thirteen cards at once; counting runs is enough to hear it.
const SOUND = cardSound<SpiderState, SpiderMove>({ home: (state) => state.cleared.length, faceDown: (state) => faceDownIn(state.columns), stock: (state) => state.stock.length });
const THEME = { background: "#3b2619", surface: "#5e3d29", accent: "#d8a47f" };
const SUIT_NAMES: Record<number, string> = { 1: "1 suit (relaxed)", 2: "2 suits", 4: "4 suits (classic challenge)" };

interface ShownHint {
  /** The table the hint is for: a move ends it. */
  state: SpiderState;
  move: Exclude<SpiderMove, { t: "powerup" }>;
}

export function App() {
  const [preferred, remember] = useStoredOptions(SETTINGS_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  const game = useGameSession({ client, rules, options: preferred, soundOf: SOUND });
  const options = game.options ?? preferred;
  const state = game.state;

  const spend = useCallback((id: PowerupId) => void game.usePowerup(id, { t: "powerup", id }), [game]);
  const [hint, setHint] = useState<ShownHint | null>(null);

  // A free hint: the move the solver would try first here (building in suit, uncovering a card), never a claim of a win.
  const askHint = useCallback(() => {
    const current = game.state;
    if (!current) return;
    const move = searchMoves(current)[0];
    if (move) setHint({ state: current, move });
    else game.notify("No move helps here: deal from the stock, or try More Cards or Undo.");
  }, [game]);
  useGameKeys({ h: askHint }, game.phase === "playing");

  const deal = useCallback(async () => {
    // A refused deal says why (an empty column, an empty stock).
    const current = game.state;
    if (!current) return;
    try {
      rules.apply(current, { t: "deal" });
    } catch (failure) {
      game.notify(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    await game.play({ t: "deal" });
  }, [game]);

  const change = (next: SpiderOptions) => {
    remember(next);
    void game.newGame(next);
  };

  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";

  return (
    <GameShell
      title="Morning Tea Solitaire"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={null}
      powerups={{ UN: () => spend("UN"), MC: () => spend("MC"), FR: () => spend("FR") }}
      stats={
        <>
          {state ? <span className="spi-runs" title="Runs cleared">
              {state.cleared.length} / 8<span className="spi-runs-word"> runs</span>
            </span> : null}
          <button type="button" className="gs-icon-button" onClick={askHint} disabled={!playing} aria-label="Hint (H)" title="Hint (H)">
            <HintIcon />
          </button>
        </>
      }
      lossUndo
      lossActions={
        <button type="button" className="gs-button" onClick={() => spend("MC")}>
          More Cards
        </button>
      }
      settings={
        <>
          <fieldset className="spi-setting">
            <legend>Suits</legend>
            {SUIT_COUNTS.map((suits) => (
              <label key={suits}>
                <input type="radio" name="spi-suits" checked={options.suits === suits} onChange={() => change({ suits })} />
                {SUIT_NAMES[suits]}
              </label>
            ))}
          </fieldset>
          <CardLookSettings />
        </>
      }
    >
      {state ? <Board state={state} onMove={(move) => void game.play(move)} onDeal={() => void deal()} disabled={!playing} hint={hint && hint.state === state ? hint.move : null} /> : null}
    </GameShell>
  );
}
