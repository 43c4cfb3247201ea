import { useCallback, useState, type FormEvent } from "react";
import { CardLookSettings } from "../engines/cards/cardLook.tsx";
import { GameShell, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { createHinter } from "./hint.ts";
import { PROVEN_RANGE } from "./provenDeals.ts";
import { cardSound } from "../engines/cards/cardSound.ts";
import { DEFAULT_OPTIONS, rules, type FreeCellMove, type FreeCellState, type PowerupId } from "./rules.ts";
import "./freecell.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const findHint = createHinter();
const SOUND = cardSound<FreeCellState, FreeCellMove>({ home: (state) => state.home.reduce((sum, rank) => sum + rank, 0) });
const THEME = { background: "#3a2114", surface: "#6b3a1f", accent: "#c0703a" };

interface ShownHint {
  /** The table the hint is for: a move ends it. */
  state: FreeCellState;
  move: Extract<FreeCellMove, { t: "move" }>;
}

export function App() {
  const game = useGameSession({ client, rules, options: DEFAULT_OPTIONS, soundOf: SOUND });
  const [hint, setHint] = useState<ShownHint | null>(null);
  const [dealText, setDealText] = useState("");
  const [dealError, setDealError] = useState<string | null>(null);
  const state = game.state;

  const spend = useCallback((id: PowerupId) => game.usePowerup(id, { t: "powerup", id }), [game]);

  const askHint = useCallback(async () => {
    const table = game.state;
    if (!table) return;
    const found = findHint(table);
    if (!found) {
      game.notify("No move helps here: Undo or start a new deal.");
      return;
    }
    if (await spend("HI")) {
      setHint({ state: table, move: found.move });
      if (!found.winning) game.notify("No sure win found from here: this is the most promising move.");
    }
  }, [game, spend]);

  const playDeal = (event: FormEvent) => {
    event.preventDefault();
    try {
      const options = rules.parseOptions({ deal: Number(dealText) });
      setDealError(null);
      void game.newGame(options);
    } catch (failure) {
      setDealError(failure instanceof RangeError ? failure.message : String(failure));
    }
  };

  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";

  return (
    <GameShell
      title="FreeCell Bakery Solitaire"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={null}
      powerups={{ UN: () => void spend("UN"), HI: () => void askHint(), FR: () => void spend("FR") }}
      stats={
        state ? (
          <span className="fre-deal" title={`Deal #${state.deal}`}>
            <span className="fre-deal-word">Deal </span>#{state.deal}
          </span>
        ) : null
      }
      lossUndo
      settings={
        <>
          {/* The rules check the number and say why one is refused (the browser's own check would not). */}
          <form className="fre-setting" onSubmit={playDeal} noValidate>
            <label>
              Deal number ({PROVEN_RANGE.first} to {PROVEN_RANGE.last})
              <input type="number" inputMode="numeric" min={PROVEN_RANGE.first} max={PROVEN_RANGE.last} value={dealText} onChange={(event) => setDealText(event.target.value)} />
            </label>
            {dealError ? (
              <p role="alert" className="fre-error">
                {dealError}
              </p>
            ) : null}
            <div className="fre-setting-actions">
              <button type="submit" className="gs-button gs-button-primary">
                Play this deal
              </button>
              <button type="button" className="gs-button" onClick={() => void game.newGame(DEFAULT_OPTIONS)}>
                Random deal
              </button>
            </div>
          </form>
          <CardLookSettings />
        </>
      }
    >
      {state ? <Board state={state} onMove={(move) => void game.play(move)} disabled={!playing} hint={hint && hint.state === state ? hint.move : null} /> : null}
    </GameShell>
  );
}
