import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { MapIcon } from "../engines/levels/icons.tsx";
import { LadderSettings, useLadder, useLadderStart } from "../engines/levels/levelsOrDaily.tsx";
import { useWonOptions } from "../engines/levels/wonOptions.ts";
import { GameShell, HintIcon, useGameKeys, useGameSession, type SoundOf } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Aquarium } from "./Aquarium.tsx";
import { Board } from "./Board.tsx";
import { CreatureArt, SandDollarIcon } from "./Creatures.tsx";
import { LevelMap } from "./LevelMap.tsx";
import { LEVELS, type Goal } from "./levels.ts";
import { progressFrom } from "./progress.ts";
import { goalProgress, goalText, HAMMER, levelDef, rules, SAND_DOLLARS_ITEM, type AquariumMove, type AquariumState } from "./rules.ts";
import { bestSwap } from "./solver.ts";
import "./aquarium.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
// A swap the rules take always lines up a match.
const SOUND: SoundOf<AquariumState, AquariumMove> = () => "match";

// The catalog's sea blue (#1d9bc4) deepened for the page; sand gold for what matters.
const THEME = { background: "#0e5f86", surface: "#0b4a66", accent: "#ffd23f" };
/** The level to play, and whether the player chose the daily puzzle, as this browser keeps them (before the daily, only the level, under formerLevel). */
const LADDER = { progress: "playden.qua.progress", formerLevel: "playden.qua.level", choice: "playden.qua.daily", levelCount: LEVELS.length };
/** Levels won in this browser: a visitor's progress (a player's comes from the server). */
const LOCAL_WINS_KEY = "playden.qua.wins";

export function App() {
  const start = useLadderStart(LADDER);
  const game = useGameSession({ client, rules, options: start.options, daily: start.daily, soundOf: SOUND });
  const ladder = useLadder(LADDER, start, game, client.wonOptions);
  const { day, level, progress: ladderProgress, playLevel } = ladder.choice;
  const [view, setView] = useState<"level" | "map" | "aquarium">("level");
  const [hammerArmed, setHammerArmed] = useState(false);
  const [hint, setHint] = useState<readonly [number, number] | null>(null);
  const [tankSandDollars, setTankSandDollars] = useState<number | null>(null);
  const { verdict, session, options, state, refreshPowerups } = game;

  const wins = useWonOptions(client, LOCAL_WINS_KEY, verdict, options, session);
  // Sand Dollars change when a level is paid.
  useEffect(() => {
    setTankSandDollars(null);
    void refreshPowerups();
  }, [refreshPowerups, verdict, session]);
  useEffect(() => setHint(null), [state]);

  const progress = useMemo(() => progressFrom(wins), [wins]);
  const sandDollars = tankSandDollars ?? game.powerups.find((powerup) => powerup.id === SAND_DOLLARS_ITEM)?.count ?? 0;
  const earned = verdict?.itemEarned?.itemId === SAND_DOLLARS_ITEM ? verdict.itemEarned.count : null;
  const playing = game.phase === "playing" && !game.busy && game.status?.phase === "playing";

  const play = (next: number) => {
    setView("level");
    setHammerArmed(false);
    playLevel(next);
  };
  const askHint = useCallback(() => {
    if (!state || !playing) return;
    const move = bestSwap(state);
    if (move?.t === "swap") setHint([move.a, move.b]);
  }, [state, playing]);
  useGameKeys(
    { h: askHint, m: () => setView((now) => (now === "map" ? "level" : "map")), a: () => setView((now) => (now === "aquarium" ? "level" : "aquarium")) },
    game.phase === "playing" || game.phase === "over",
  );
  // Like every other powerup, pressing the Hammer with none left offers the store at once; once
  // one is owned, the press arms it and the next tile picked breaks.
  const armHammer = async () => {
    if (hammerArmed) return setHammerArmed(false);
    const owned = game.powerups.find((powerup) => powerup.id === HAMMER)?.count ?? 0;
    if (owned === 0) {
      if (!(await client.openStore(HAMMER))) return;
      await refreshPowerups();
    }
    setHammerArmed(true);
  };
  const hammer = async (cell: number) => {
    setHammerArmed(false);
    await game.usePowerup(HAMMER, { t: "hammer", c: cell });
  };
  const nextLevel = level < LEVELS.length ? level + 1 : null;

  return (
    <GameShell
      title="Quinn's Aquarium"
      howToPlay={howToPlay}
      game={ladder.shellGame}
      theme={THEME}
      celebration={{ kind: "bubbles", colors: ["#7fdbff", "#ffffff", "#a5f3fc", "#ffd23f"] }}
      powerups={{ HM: () => void armHammer() }}
      stats={
        <>
          <span className="gs-stat qua-money-stat" aria-label={`${sandDollars} Sand Dollars`} title="Sand Dollars">
            <SandDollarIcon /> {sandDollars}
          </span>
          <button type="button" className="gs-stat qua-map-button" onClick={() => setView("map")} aria-label={`Level map, level ${level} (M)`} title="Level map (M)">
            <MapIcon /> <span className="qua-wide-only">{level}</span>
          </button>
          <button
            type="button"
            className="gs-icon-button"
            onClick={() => setView(view === "aquarium" ? "level" : "aquarium")}
            aria-pressed={view === "aquarium"}
            aria-label="Quinn's aquarium (A)"
            title="Quinn's aquarium (A)"
          >
            <TankIcon />
          </button>
        </>
      }
      settings={<LadderSettings choice={ladder.choice} name="qua-mode" levelsLabel={`Levels: ${LEVELS.length} on the reef`} dailyLabel="Daily: the same tank for everyone" />}
      winActions={
        <>
          {earned !== null ? (
            <span className="qua-earned">
              <SandDollarIcon /> +{earned} Sand Dollars
            </span>
          ) : null}
          {day !== null ? (
            <button type="button" className="gs-button gs-button-primary" onClick={() => play(ladderProgress.level)}>
              Play level {ladderProgress.level}
            </button>
          ) : nextLevel !== null && verdict?.won && verdict.verified ? (
            <button type="button" className="gs-button gs-button-primary" onClick={() => play(nextLevel)}>
              Next level
            </button>
          ) : null}
          <button type="button" className="gs-button" onClick={() => setView("aquarium")}>
            Visit the aquarium
          </button>
        </>
      }
      lossActions={
        <button type="button" className="gs-button" onClick={() => setView("map")}>
          Level map
        </button>
      }
    >
      {state ? (
        <div className="qua-play">
          <Goals state={state} name={ladder.name}>
            <button type="button" className="gs-icon-button qua-hint-button" onClick={askHint} disabled={!playing} aria-label="Hint (H)" title="Hint (H)">
              <HintIcon />
            </button>
          </Goals>
          <Board
            state={state}
            moveCount={game.moves.length}
            disabled={!playing}
            hammerArmed={hammerArmed}
            hint={hint}
            onSwap={(a, b) => game.play({ t: "swap", a, b })}
            onHammer={(cell) => void hammer(cell)}
            onCancelHammer={() => setHammerArmed(false)}
          />
        </div>
      ) : null}
      {view === "map" ? <LevelMap progress={progress} current={day === null ? level : null} onPlay={play} onClose={() => setView("level")} /> : null}
      {view === "aquarium" ? <Aquarium client={client} onClose={() => setView("level")} onSandDollars={setTankSandDollars} /> : null}
    </GameShell>
  );
}

function GoalIcon({ goal }: { goal: Goal }) {
  if (goal.t === "collect") return <CreatureArt kind={goal.kind} />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {goal.t === "sand" ? <path d="M2 18 Q7 12 12 16 T22 14 L22 22 L2 22 Z" fill="#f3d9a0" stroke="#b08a4a" /> : null}
      {goal.t === "bubbles" ? <circle cx="12" cy="12" r="8" fill="rgba(190,240,255,.4)" stroke="#e8fbff" strokeWidth="2" /> : null}
      {goal.t === "score" ? <path d="M12 2l3 7 7 .6-5.3 4.6 1.6 7L12 17.5 5.7 21.2l1.6-7L2 9.6 9 9z" fill="#ffd23f" /> : null}
    </svg>
  );
}

/** The level's goals with their progress, and the moves left; a daily puzzle says which day it is. */
function Goals({ state, name, children }: { state: AquariumState; name: string; children: ReactNode }) {
  const def = levelDef(state.level);
  return (
    <div className="qua-goals" aria-label={`${name} goals`}>
      {state.daily !== null ? <span className="qua-day">{name}</span> : null}
      <span className="qua-moves" aria-label={`${state.movesLeft} moves left`}>
        <strong>{state.movesLeft}</strong> moves
      </span>
      {def.goals.map((goal) => {
        const { done, need } = goalProgress(state, goal);
        const met = done >= need;
        return (
          <span key={goalText(goal)} className={`qua-goal${met ? " qua-goal-met" : ""}`} title={goalText(goal)} aria-label={`${goalText(goal)}: ${done} of ${need}${met ? ", done" : ""}`} data-goal={goal.t}>
            <span className="qua-goal-icon">
              <GoalIcon goal={goal} />
            </span>
            {met ? "✓" : `${done}/${need}`}
          </span>
        );
      })}
      {children}
    </div>
  );
}

function TankIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="5" width="19" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 16c2-1 4 1 6 0s4-1 6 0 2 0 2 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M12 11c1.5-1.6 3.5-1.6 5 0-1.5 1.6-3.5 1.6-5 0l-1.5-1.2v2.4z" fill="currentColor" />
    </svg>
  );
}
