import { useMemo, useState } from "react";
import { GameShell, useGameKeys, useGameSession, useStoredOptions } from "../engines/shell/index.ts";
import { MahjongBoard, TilesLeft, useMahjongControls } from "../engines/tiles/MahjongBoard.tsx";
import { useWonOptions } from "../engines/levels/wonOptions.ts";
import { createGameClient } from "../sdk/index.ts";
import { CITIES } from "./cities.ts";
import { FIRST_LEVEL, LEVELS_PER_CITY, progressFrom, rules, type GetawayOptions } from "./rules.ts";
import { Skyline } from "./Skyline.tsx";
import { TravelMap } from "./TravelMap.tsx";
import "./getaway.css";

const client = createGameClient({ game: rules.code });

// The catalog's terracotta (#b5483b); warm gold for what matters.
const THEME = { background: "#8d382e", surface: "#7a2f27", accent: "#ffd166" };
const LAST_LEVEL_KEY = "playden.mjg.level";
/** Levels won in this browser: a visitor's progress (players' comes from the server). */
const LOCAL_WINS_KEY = "playden.mjg.wins";

function following({ city, level }: GetawayOptions): GetawayOptions | null {
  if (level < LEVELS_PER_CITY) return { city, level: level + 1 };
  return city + 1 < CITIES.length ? { city: city + 1, level: 1 } : null;
}

export function App() {
  const [initial, remember] = useStoredOptions(LAST_LEVEL_KEY, rules.parseOptions, FIRST_LEVEL);
  const game = useGameSession({ client, rules, options: initial });
  const controls = useMahjongControls(game);
  const [mapOpen, setMapOpen] = useState(false);
  const { verdict, session, options, state } = game;

  const wins = useWonOptions(client, LOCAL_WINS_KEY, verdict, options, session);
  const progress = useMemo(() => progressFrom(wins), [wins]);
  useGameKeys({ m: () => setMapOpen((open) => !open) }, game.phase === "playing" || game.phase === "over");

  const play = (next: GetawayOptions) => {
    setMapOpen(false);
    remember(next);
    void game.newGame(next);
  };
  const next = options ? following(options) : null;
  const city = options?.city ?? initial.city;

  return (
    <GameShell
      title="Mahjong Getaway"
      game={game}
      theme={THEME}
      timeLimitMs={state?.timeLimitMs}
      powerups={{ HI: controls.powerups.HI, SH: controls.powerups.SH, AT: controls.powerups.AT }}
      stats={
        <>
          <span className="mjg-wide-only">
            <TilesLeft state={state} />
          </span>
          <button type="button" className="gs-stat mjg-map-button" onClick={() => setMapOpen(true)} aria-label="Map of cities (M)" title="Map of cities (M)">
            <MapIcon />
            {options ? `${CITIES[options.city]!.name} ${options.level}` : null}
          </button>
        </>
      }
      winActions={
        next && verdict?.won && verdict.verified ? (
          <button type="button" className="gs-button gs-button-primary" onClick={() => play(next)}>
            Next level
          </button>
        ) : null
      }
      lossActions={
        state?.timedOut ? (
          <button type="button" className="gs-button" onClick={controls.powerups.AT}>
            Add Time
          </button>
        ) : (
          <button type="button" className="gs-button" onClick={controls.powerups.SH}>
            Shuffle
          </button>
        )
      }
    >
      <Skyline city={city} />
      <MahjongBoard game={game} hint={controls.hint} />
      {mapOpen ? <TravelMap progress={progress} current={options} onPlay={play} onClose={() => setMapOpen(false)} /> : null}
    </GameShell>
  );
}

function MapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 4v14M15 6v14" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
