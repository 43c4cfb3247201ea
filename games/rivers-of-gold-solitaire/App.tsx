import { useCallback, useState } from "react";
import { CardLookSettings } from "../engines/cards/cardLook.tsx";
import { GameShell, HintIcon, useGameKeys, useGameSession, useStoredOptions } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { cardSound, faceDownIn } from "../engines/cards/cardSound.ts";
import { DEFAULT_OPTIONS, rules, type KlondikeMove, type KlondikeOptions, type KlondikeState, type PowerupId } from "./rules.ts";
import "./klondike.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SETTINGS_KEY = "playden.klo.options";

const SOUND = cardSound<KlondikeState, KlondikeMove>({
  home: (state) => state.foundations.reduce((sum, pile) => sum + pile.length, 0),
  faceDown: (state) => faceDownIn(state.tableau),
  stock: (state) => state.stock.length,
});

const THEME = { background: "#1c4a45", surface: "#6e5210", accent: "#f2c94c" };

export function App() {
  const [preferred, remember] = useStoredOptions(SETTINGS_KEY, rules.parseOptions, DEFAULT_OPTIONS);
  const game = useGameSession({ client, rules, options: preferred, soundOf: SOUND });
  const [hintRequest, setHintRequest] = useState(0);
  const options = game.options ?? preferred;

  const spend = useCallback((id: PowerupId) => void game.usePowerup(id, { t: "powerup", id }), [game]);
  const askHint = useCallback(() => setHintRequest((count) => count + 1), []);
  useGameKeys({ h: askHint }, game.phase === "playing");

  const change = (next: KlondikeOptions) => {
    remember(next);
    void game.newGame(next);
  };

  const playing = game.phase === "playing" && !game.busy && game.status?.phase !== "won";

  return (
    <GameShell
      title="Rivers of Gold Solitaire"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={null}
      powerups={{ UN: () => spend("UN"), MC: () => spend("MC"), FR: () => spend("FR") }}
      stats={
        <button type="button" className="gs-icon-button" onClick={askHint} disabled={!playing} aria-label="Hint (H)" title="Hint (H)">
          <HintIcon />
        </button>
      }
      lossUndo
      lossActions={
        game.state && game.state.waste.length > 0 ? (
          <button type="button" className="gs-button" onClick={() => spend("MC")}>
            More Cards
          </button>
        ) : null
      }
      settings={
        <>
          <fieldset className="klo-setting">
            <legend>Turn over</legend>
            {([1, 3] as const).map((draw) => (
              <label key={draw}>
                <input type="radio" name="klo-draw" checked={options.draw === draw} onChange={() => change({ ...options, draw })} />
                {draw === 1 ? "1 card (easier)" : "3 cards (classic)"}
              </label>
            ))}
          </fieldset>
          <label className="klo-setting">
            <input type="checkbox" checked={options.winnable} onChange={(event) => change({ ...options, winnable: event.target.checked })} />
            Winnable deals only
          </label>
          <CardLookSettings />
        </>
      }
    >
      {game.state ? <Board state={game.state} onMove={(move: KlondikeMove) => game.play(move)} onNotice={(text) => game.notify(text)} disabled={!playing} hintRequest={hintRequest} /> : null}
    </GameShell>
  );
}
