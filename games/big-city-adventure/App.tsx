import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GameShell, useGameKeys, useGameSession, useStoredOptions, type SoundOf } from "../engines/shell/index.ts";
import { useWonOptions } from "../engines/levels/wonOptions.ts";
import { useTimeUp } from "../engines/shell/useTimeUp.ts";
import { createGameClient } from "../sdk/index.ts";
import { CITIES, cityById, FREE_CITY } from "./cities.ts";
import { cityPackPrices } from "./cityPacks.ts";
import { ItemList } from "./ItemList.tsx";
import { ListModeSettings } from "./ListModeSettings.tsx";
import { setBcaLook, useBcaLook } from "./look.ts";
import { FIRST_SCENE, rules, SCENES_PER_CITY, starsFrom, WILD_PENALTY, type BcaMove, type BcaOptions, type BcaState } from "./rules.ts";
import { SceneView, type Mark } from "./SceneView.tsx";
import { WorldMap } from "./WorldMap.tsx";
import "./bca.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
/** An object found chimes; a click on nothing bumps softly. */
const SOUND: SoundOf<BcaState, BcaMove> = (before, _move, after) => {
  const found = (state: BcaState) => state.found.filter(Boolean).length;
  if (found(after) > found(before)) return "match";
  return after.misses > before.misses ? "invalid" : null;
};

// The catalog's blue (#2f6fb0), with a sunny accent for what matters.
const THEME = { background: "#24588c", surface: "#1d4a78", accent: "#ffd166" };
const LAST_SCENE_KEY = "playden.bca.scene";
/** Scenes won in this browser: a visitor's progress (players' comes from the server). */
const LOCAL_WINS_KEY = "playden.bca.wins";
/** How long a found or missed mark stays on the scene. */
const MARK_MS = 700;
/** The same element from render to render, so a move leaves the top bar as it is. */
const SETTINGS = <ListModeSettings />;

/** The scene after this one: the city's next, then the first of the next city. */
function following({ city, scene }: BcaOptions): BcaOptions | null {
  if (scene + 1 < SCENES_PER_CITY) return { city, scene: scene + 1 };
  const index = CITIES.findIndex((candidate) => candidate.id === city);
  return index + 1 < CITIES.length ? { city: CITIES[index + 1]!.id, scene: 0 } : null;
}

export function App() {
  const [initial, remember] = useStoredOptions(LAST_SCENE_KEY, rules.parseOptions, FIRST_SCENE);
  const game = useGameSession({ client, rules, options: initial, soundOf: SOUND });
  const { verdict, session, options, state, clock } = game;
  const [owned, setOwned] = useState<ReadonlySet<string>>(() => new Set([FREE_CITY]));
  const [prices, setPrices] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [mapOpen, setMapOpen] = useState(false);
  const [marks, setMarks] = useState<Mark[]>([]);
  const markId = useRef(0);
  const look = useBcaLook();
  const toggleLens = () => setBcaLook({ ...look, lens: !look.lens });

  const refreshOwned = useCallback(() => {
    client
      .ownedPacks()
      .then((list) => setOwned(new Set(list)))
      .catch(() => null);
  }, []);
  useEffect(() => {
    refreshOwned();
    cityPackPrices()
      .then(setPrices)
      .catch(() => null);
    return client.onSignedIn(refreshOwned);
  }, [refreshOwned]);

  const wins = useWonOptions(client, LOCAL_WINS_KEY, verdict, options, session);
  const stars = useMemo(() => starsFrom(wins), [wins]);

  const playing = game.phase === "playing" && game.status?.phase === "playing";
  useTimeUp(clock, state?.timeLimitMs ?? null, playing, () => void game.play({ t: "timeout" }));
  useGameKeys({ m: () => setMapOpen((open) => !open), l: toggleLens }, game.phase === "playing" || game.phase === "over");

  const addMark = (x: number, y: number, kind: Mark["kind"]) => {
    const id = ++markId.current;
    setMarks((list) => [...list, { id, x, y, kind }]);
    setTimeout(() => setMarks((list) => list.filter((mark) => mark.id !== id)), MARK_MS);
  };

  const search = (x: number, y: number) => {
    if (!state) return;
    const move: BcaMove = { t: "click", x, y, at: Math.min(state.timeLimitMs, Math.max(state.lastAt, Math.round(clock.elapsedMs()))) };
    // What the click does, from the same pure rules, to mark it on the scene.
    const after = rules.apply(state, move);
    void game.play(move).then((played) => {
      if (!played) return;
      addMark(x, y, after.misses > state.misses ? "miss" : "found");
      if (after.penalties > state.penalties) game.notify(`Wild clicking! ${WILD_PENALTY} points off.`, "error");
    });
  };

  const play = (next: BcaOptions) => {
    setMapOpen(false);
    remember(next);
    void game.newGame(next);
  };
  const buy = (cityId: string) => {
    void client.openStore(cityId).then((bought) => {
      if (!bought) return;
      refreshOwned();
      void game.refreshPowerups();
      play({ city: cityId, scene: 0 });
    });
  };

  const next = options ? following(options) : null;
  const nextOpen = next !== null && (owned.has(next.city) || next.city === options?.city);
  const city = cityById(options?.city ?? initial.city) ?? CITIES[0]!;
  const sceneTitle = city.scenes[options?.scene ?? initial.scene]!.title;

  return (
    <GameShell
      title="Big City Adventure"
      howToPlay={howToPlay}
      game={game}
      settings={SETTINGS}
      theme={THEME}
      celebration={{ kind: "fireworks", colors: ["#ffd166", "#ff6b6b", "#7fdbff", "#ffffff", "#c3f584"] }}
      timeLimitMs={state?.timeLimitMs}
      powerups={{ HI: () => void game.usePowerup("HI", { t: "hint" }), FF: () => void game.usePowerup("FF") }}
      stats={
        <button type="button" className="gs-stat bca-map-button" onClick={() => setMapOpen(true)} aria-label="World map (M)" title="World map (M)">
          <MapIcon />
          <span className="bca-place">
            {city.name}: {sceneTitle}
          </span>
        </button>
      }
      winActions={
        next && verdict?.won && verdict.verified ? (
          nextOpen ? (
            <button type="button" className="gs-button gs-button-primary" onClick={() => play(next)}>
              Next scene
            </button>
          ) : (
            <button type="button" className="gs-button gs-button-primary" onClick={() => setMapOpen(true)}>
              World map
            </button>
          )
        ) : null
      }
      lossActions={
        <button type="button" className="gs-button" onClick={() => setMapOpen(true)}>
          World map
        </button>
      }
    >
      {state ? (
        <div className="bca-board">
          <SceneView state={state} marks={marks} active={playing && !game.busy} onSearch={search} lens={look.lens} onToggleLens={toggleLens} />
          <ItemList state={state} mode={look.list} />
        </div>
      ) : null}
      {mapOpen ? (
        <WorldMap stars={stars} owned={owned} prices={prices} current={options} onPlay={play} onBuy={buy} onClose={() => setMapOpen(false)} />
      ) : null}
    </GameShell>
  );
}

function MapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 12h18M12 3q-5 9 0 18M12 3q5 9 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
