import { useMemo, useState } from "react";
import { GameShell, useGameKeys, useGameSession, useStoredOptions } from "../engines/shell/index.ts";
import { MahjongBoard, TilesLeft, useMahjongControls } from "../engines/tiles/MahjongBoard.tsx";
import { TileLookSettings } from "../engines/tiles/tileLook.tsx";
import { tileSound } from "../engines/tiles/tileSound.ts";
import { MapIcon } from "../engines/levels/icons.tsx";
import { useWonOptions } from "../engines/levels/wonOptions.ts";
import { createGameClient } from "../sdk/index.ts";
import { CITIES } from "./cities.ts";
import { FIRST_LEVEL, LEVELS_PER_CITY, progressFrom, rules, type GetawayMove, type GetawayOptions, type GetawayState } from "./rules.ts";
import { Skyline } from "./Skyline.tsx";
import { TravelMap } from "./TravelMap.tsx";
import "./getaway.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = tileSound<GetawayState, GetawayMove>((state) => state.pairs);

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
  const game = useGameSession({ client, rules, options: initial, soundOf: SOUND });
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
      howToPlay={howToPlay}
      game={game}
      theme={THEME}
      celebration={{ kind: "tiles", colors: ["#8d382e", "#f08c00", "#e64980", "#1c7ed6", "#2b8a3e"] }}
      timeLimitMs={state?.timeLimitMs}
      powerups={{ HI: controls.powerups.HI, SH: controls.powerups.SH, AT: controls.powerups.AT }}
      settings={<TileLookSettings />}
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
