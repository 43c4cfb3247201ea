import { useCallback, useMemo, useState } from "react";
import { CardLookSettings } from "../engines/cards/cardLook.tsx";
import { ClearingBoard, type ClearingHint } from "../engines/cards/ClearingBoard.tsx";
import { GAME_BACKS } from "../engines/cards/cardBacks.ts";
import { GameShell, HintIcon, useGameKeys, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { findHint } from "./hint.ts";
import { computeLayout } from "./layout.ts";
import { cardSound } from "../engines/cards/cardSound.ts";
import { clearedCount } from "../engines/cards/clearing.ts";
import { playable, rules, type PowerupId, type SailingMove, type SailingState } from "./rules.ts";
import { Sea, Ship } from "./Scenery.tsx";
import "./sailing.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });

// The catalog's colour (#1f4e8c) for the sea; sand for what matters.
const SOUND = cardSound<SailingState, SailingMove>({ home: (state) => clearedCount(state.layout), stock: (state) => state.stock.length });
const THEME = { background: "#163a69", surface: "#1f4e8c", accent: "#f4d58d" };

export function App() {
  const game = useGameSession({ client, rules, soundOf: SOUND });
  const [hintRequest, setHintRequest] = useState(0);
  const spend = useCallback((id: PowerupId) => void game.usePowerup(id, { t: "powerup", id }), [game]);
  const askHint = useCallback(() => setHintRequest((count) => count + 1), []);
  useGameKeys({ h: askHint, d: () => void game.play({ t: "draw" }) }, game.phase === "playing");
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const state = game.state;

  return (
    <GameShell
      title="Sailing Seas Solitaire"
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
      settings={<CardLookSettings tableColour={false} />}
      lossActions={
        state && state.waste.length > 1 ? (
          <button type="button" className="gs-button" onClick={() => spend("MC")}>
            More Cards
          </button>
        ) : null
      }
    >
      {state ? (
        <Table
          state={state}
          onMove={(move) => void game.play(move)}
          onNotice={(text) => game.notify(text)}
          onRefuse={game.refuse}
          disabled={!playing}
          won={game.status?.phase === "won"}
          hintRequest={hintRequest}
        />
      ) : null}
    </GameShell>
  );
}

interface TableProps {
  state: SailingState;
  onMove(move: SailingMove): void;
  onNotice(text: string): void;
  onRefuse(reason: string): void;
  disabled: boolean;
  won: boolean;
  hintRequest: number;
}

/** The peaks on the shared clearing table, with this game's texts and art. */
function Table({ state, onMove, onNotice, onRefuse, disabled, won, hintRequest }: TableProps) {
  const layoutFor = useCallback((width: number, height: number) => computeLayout(state, width, height), [state]);
  const canPlay = useMemo(() => new Set(playable(state)), [state]);
  const hintFor = useCallback((): ClearingHint | null => {
    const hint = findHint(state);
    if (!hint) return null;
    return hint.move.t === "play" ? { position: hint.move.i } : { draw: true };
  }, [state]);
  return (
    <ClearingBoard
      layoutFor={layoutFor}
      playable={canPlay}
      stockCount={state.stock.length}
      wasteTop={state.waste.at(-1)}
      onPlay={(position) => onMove({ t: "play", i: position })}
      onDraw={() => onMove({ t: "draw" })}
      refusedText="Play a card one rank above or below the waste card (King and Ace connect)."
      emptyStockText={state.waste.length > 1 ? "The stock is empty. More Cards puts 10 cards back into it." : "The stock is empty."}
      onNotice={onNotice}
      onRefuse={onRefuse}
      disabled={disabled}
      won={won}
      hintRequest={hintRequest}
      findHint={hintFor}
      noHintText="No moves left. Try More Cards, Undo or a new game."
      badge={state.streak > 1 ? `Streak ×${state.streak}` : null}
      cardBack={GAME_BACKS["sailing-seas-solitaire"]}
      className="sai-board"
      backdrop={<Sea />}
      celebration={<Ship />}
      deal={state.deal}
    />
  );
}
