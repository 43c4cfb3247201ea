import { useCallback, useEffect, useMemo, useState } from "react";
import { CardLookSettings } from "../engines/cards/cardLook.tsx";
import { clearedCount, playablePositions } from "../engines/cards/clearing.ts";
import { ClearingBoard, type ClearingHint } from "../engines/cards/ClearingBoard.tsx";
import { GAME_BACKS } from "../engines/cards/cardBacks.ts";
import { GameShell, HintIcon, useGameKeys, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Garden } from "./Garden.tsx";
import { findHint } from "./hint.ts";
import { computeLayout } from "./layout.ts";
import { SeedIcon } from "./Plants.tsx";
import { cardSound } from "../engines/cards/cardSound.ts";
import { DEPTH, rules, SEEDS_ITEM, seedsFor, SHAPE, WRAP, type GardensMove, type GardensState, type PowerupId } from "./rules.ts";
import { Meadow } from "./Scenery.tsx";
import { formatCount } from "../../shared/numbers.ts";
import "./gardens.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });

// The catalog's green (#5a9b3a) for the lawn; warm gold for what matters.
const SOUND = cardSound<GardensState, GardensMove>({ home: (state) => clearedCount(state.layout), stock: (state) => state.stock.length });
const THEME = { background: "#2f5e22", surface: "#3f7a2c", accent: "#f6d36b" };

export function App() {
  const game = useGameSession({ client, rules, soundOf: SOUND });
  const [hintRequest, setHintRequest] = useState(0);
  const [view, setView] = useState<"round" | "garden">("round");
  const [gardenSeeds, setGardenSeeds] = useState<number | null>(null);
  const spend = useCallback((id: PowerupId) => void game.usePowerup(id, { t: "powerup", id }), [game]);
  const askHint = useCallback(() => setHintRequest((count) => count + 1), []);
  useGameKeys({ h: askHint, d: () => void game.play({ t: "draw" }), g: () => setView((now) => (now === "round" ? "garden" : "round")) }, game.phase === "playing" || game.phase === "over");
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";
  const state = game.state;

  // Seeds change when a round is paid (at its finish, or when a lost round is left for a new one).
  const { refreshPowerups, verdict, session } = game;
  useEffect(() => {
    setGardenSeeds(null);
    void refreshPowerups();
  }, [refreshPowerups, verdict, session]);
  const seeds = gardenSeeds ?? game.powerups.find((powerup) => powerup.id === SEEDS_ITEM)?.count ?? 0;
  const earned = verdict?.itemEarned?.itemId === SEEDS_ITEM ? verdict.itemEarned.count : null;

  return (
    <GameShell
      title="Solitaire Gardens"
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={null}
      powerups={{ PP: () => spend("PP"), UN: () => spend("UN") }}
      settings={<CardLookSettings tableColour={false} />}
      stats={
        <>
          <span className="gs-stat sol-seeds-stat" aria-label={`${seeds} Seeds`} title="Seeds">
            <SeedIcon /> {formatCount(seeds)}
          </span>
          <button
            type="button"
            className="gs-icon-button sol-garden-button"
            onClick={() => setView(view === "round" ? "garden" : "round")}
            aria-pressed={view === "garden"}
            aria-label={view === "garden" ? "Back to the round (G)" : "Your garden (G)"}
            title={view === "garden" ? "Back to the round (G)" : "Your garden (G)"}
          >
            <GardenIcon />
          </button>
          <button type="button" className="gs-icon-button" onClick={askHint} disabled={!playing} aria-label="Hint (H)" title="Hint (H)">
            <HintIcon />
          </button>
        </>
      }
      winActions={
        <>
          {earned !== null ? (
            <span className="sol-earned">
              <SeedIcon /> +{earned} Seeds
            </span>
          ) : null}
          <button type="button" className="gs-button" onClick={() => setView("garden")}>
            Visit your garden
          </button>
        </>
      }
      lossActions={
        <>
          {state ? <span className="sol-earned">This round earns {seedsFor(state)} Seeds when you start the next.</span> : null}
          <button type="button" className="gs-button" onClick={() => spend("UN")}>
            Undo
          </button>
          <button type="button" className="gs-button" onClick={() => spend("PP")}>
            Power Prune
          </button>
        </>
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
      {view === "garden" ? <Garden client={client} onClose={() => setView("round")} onNotice={(text) => game.notify(text)} onSeeds={setGardenSeeds} /> : null}
    </GameShell>
  );
}

function GardenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 22V11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="7" r="2.5" fill="currentColor" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="12" cy="3.2" rx="2" ry="2.6" fill="none" stroke="currentColor" strokeWidth="1.6" transform={`rotate(${angle} 12 7)`} />
      ))}
      <path d="M12 17c-3 0-5-2-6-4 3 0 5 1 6 4Zm0-1c2-3 4-4 7-4-1 3-4 4-7 4Z" fill="currentColor" />
    </svg>
  );
}

interface TableProps {
  state: GardensState;
  onMove(move: GardensMove): void;
  onNotice(text: string): void;
  onRefuse(reason: string): void;
  disabled: boolean;
  won: boolean;
  hintRequest: number;
}

/** The seven columns on the shared clearing table, with this game's texts and art. */
function Table({ state, onMove, onNotice, onRefuse, disabled, won, hintRequest }: TableProps) {
  const layoutFor = useCallback((width: number, height: number) => computeLayout(state, width, height), [state]);
  const canPlay = useMemo(() => new Set(playablePositions(SHAPE, state.layout, state.waste.at(-1), WRAP)), [state]);
  const hintFor = useCallback((): ClearingHint | null => {
    const step = findHint(state);
    if (!step) return null;
    return step.t === "play" ? { position: step.i } : { draw: true };
  }, [state]);
  return (
    <ClearingBoard
      layoutFor={layoutFor}
      playable={canPlay}
      stockCount={state.stock.length}
      wasteTop={state.waste.at(-1)}
      onPlay={(position) => onMove({ t: "play", c: Math.floor(position / DEPTH) })}
      onDraw={() => onMove({ t: "draw" })}
      refusedText="Play the front card of a column, one rank above or below the discard card (King and Ace connect)."
      emptyStockText="The stock is empty. Power Prune snips away 3 cards."
      onNotice={onNotice}
      onRefuse={onRefuse}
      disabled={disabled}
      won={won}
      hintRequest={hintRequest}
      findHint={hintFor}
      noHintText="No moves left. Try Power Prune, Undo or a new round."
      cardBack={GAME_BACKS["solitaire-gardens"]}
      className="sol-board"
      backdrop={<Meadow />}
      deal={state.deal}
      describePosition={(position) => `Column ${Math.floor(position / DEPTH) + 1}`}
    />
  );
}
