import { useCallback, useEffect, useMemo, useState } from "react";
import { IllegalMoveError } from "../engines/gameRules.ts";
import { GameShell, useFleeting, useGameSession } from "../engines/shell/index.ts";
import { useTimeUp } from "../engines/shell/useTimeUp.ts";
import { createGameClient } from "../sdk/index.ts";
import { dailyDays, dayOfMonth, losAngelesToday, longDate, shortWeekday } from "../engines/daily/days.ts";
import { Board, type Circle } from "./Board.tsx";
import { GRID, puzzleDate } from "./puzzle.ts";
import { wordSound } from "../engines/words/wordSound.ts";
import { ADD_TIME, checkMove, HINT, remainingWords, rules, timeLimitMs, type WordSearchMove, type WordSearchState } from "./rules.ts";
import "./word-search.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = wordSound<WordSearchState, WordSearchMove>((state) => state.found.length);
/** Found words' circles, in turn: bright on the grid's paper, each also named in the list. */
const COLOURS = ["#3b6fd4", "#f39c12", "#27ae60", "#e84393", "#8e44ad", "#16a085", "#d35400", "#2980b9", "#c0392b", "#7f8c00"];
const MISS_MS = 700;

export function App() {
  const game = useGameSession({ client, rules, daily: true, soundOf: SOUND });
  const state = game.state;
  // A missed circle shows for a moment.
  const [miss, setMiss] = useFleeting<Circle>(MISS_MS);
  const [note, setNote] = useState<string | null>(null);
  const [today] = useState(() => losAngelesToday(new Date()));
  const day = game.session ? puzzleDate(game.session.seed) : null;

  const sessionId = game.session?.id;
  useEffect(() => {
    setMiss(null);
    setNote(null);
  }, [sessionId]);

  const playing = game.phase === "playing" && game.status?.phase === "playing";
  const limitMs = state ? timeLimitMs(state) : undefined;

  // The clock ran out: the rules end the game (an Add Time from the loss panel revives it).
  const { clock, play } = game;
  useTimeUp(clock, limitMs ?? null, playing, () => void play({ t: "timeUp" }));

  const circle = useCallback(
    (from: number, to: number) => {
      if (!state || !playing) return;
      const move: WordSearchMove = { t: "circle", from, to };
      let next;
      try {
        next = rules.apply(state, move);
      } catch (error) {
        if (!(error instanceof IllegalMoveError)) throw error;
        setMiss({ from, to, colour: "#c0392b" });
        game.refuse(error.message);
        return;
      }
      const word = next.found.at(-1)?.word ?? 0;
      setNote(`Found ${next.puzzle.words[word]?.word.toUpperCase()}!`);
      void play(move);
    },
    [state, playing, play],
  );

  const usePowerup = useCallback(
    (id: typeof HINT | typeof ADD_TIME) => {
      if (!state) return;
      const move: WordSearchMove = { t: "powerup", id };
      try {
        // Spend nothing on a powerup the rules would refuse.
        checkMove(state, move);
      } catch (error) {
        if (error instanceof IllegalMoveError) return game.refuse(error.message);
        throw error;
      }
      void game.usePowerup(id, move).then((used) => {
        if (used && id === ADD_TIME) game.notify("30 more seconds on the clock!");
        if (used && id === HINT) setNote("A ring shows where a word begins.");
      });
    },
    [state, game],
  );

  // New game and Play again start the same day's puzzle afresh.
  const dailyGame = useMemo(() => ({ ...game, newGame: () => game.newGame(undefined, true, day ?? undefined) }), [game, day]);

  const found: Circle[] = useMemo(
    () => (state ? state.found.map((entry) => ({ from: entry.from, to: entry.to, colour: COLOURS[entry.word % COLOURS.length]! })) : []),
    [state],
  );
  const hintCells = useMemo(
    () => (state ? state.hints.filter((word) => remainingWords(state).includes(word)).map((word) => state.puzzle.words[word]!.cells[0]!) : []),
    [state],
  );

  /** Today and the days before it: in the page as a nav, in the result panels as a group. */
  const strip = (inPanel: boolean) => {
    // Today and the six days before it, oldest first (docs/product/play.md#daily-games); the server refuses older days.
    const days = dailyDays(today)
      .reverse()
      .map((date) => (
        <button
          key={date}
          type="button"
          className="ws-day"
          aria-pressed={date === day}
          aria-label={date === today ? `Today, ${longDate(date)}` : longDate(date)}
          disabled={game.busy || game.phase === "starting" || game.phase === "finishing"}
          onClick={() => void game.newGame(undefined, true, date === today ? undefined : date)}
        >
          <span className="ws-weekday">{date === today ? "Today" : shortWeekday(date)}</span>
          <span className="ws-daynum">{dayOfMonth(date)}</span>
        </button>
      ));
    return inPanel ? (
      <div className="ws-days ws-days-panel" role="group" aria-label="Play another day">
        {days}
      </div>
    ) : (
      <nav className="ws-days" aria-label="Daily puzzles">
        {days}
      </nav>
    );
  };

  const total = state?.puzzle.words.length ?? 0;
  const status = note ?? (state ? `Find all ${total} words before time runs out.` : null);

  return (
    <GameShell
      title="Daily Word Search"
      howToPlay={howToPlay}
      game={dailyGame}
      timeLimitMs={limitMs}
      theme={{ background: "#3b6fd4", surface: "#244d9f", accent: "#f39c12", text: "#ffffff" }}
      celebration={{
        kind: "letters",
        colors: ["#f39c12", "#ffffff", "#ffd166", "#7fdbff"],
        glyphs: state
          ? state.puzzle.words
              .map((entry) => entry.word)
              .join("")
              .toUpperCase()
          : "",
      }}
      powerups={{ HI: () => usePowerup(HINT), AT: () => usePowerup(ADD_TIME) }}
      stats={state ? <span className="ws-count">{`${state.found.length}/${total}`}</span> : null}
      winActions={strip(true)}
      lossActions={
        <>
          <button type="button" className="gs-button" onClick={() => usePowerup(ADD_TIME)}>
            Add 30 seconds
          </button>
          {strip(true)}
        </>
      }
    >
      <div className="ws-play">
        {strip(false)}
        {state ? (
          <>
            <h2 className="ws-theme">
              {state.puzzle.theme}
              {day ? <span className="ws-date">{longDate(day)}</span> : null}
            </h2>
            <p className="ws-note" role="status" aria-live="polite">
              {status}
            </p>
            <div className="ws-layout">
              <Board size={GRID} letters={state.puzzle.letters} found={found} hints={hintCells} miss={miss} disabled={!playing} onCircle={circle} round={game.session?.seed ?? ""} />
              <ul className="ws-words" aria-label="Words to find">
                {state.puzzle.words.map((placed, index) => {
                  const isFound = state.found.some((entry) => entry.word === index);
                  return (
                    <li key={placed.word} className={isFound ? "ws-word ws-word-found" : "ws-word"} style={isFound ? { borderColor: COLOURS[index % COLOURS.length] } : undefined}>
                      {isFound ? (
                        <>
                          <svg className="ws-tick" viewBox="0 0 16 16" aria-hidden="true">
                            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                          </svg>
                          <s>{placed.word.toUpperCase()}</s>
                          <span className="ws-sr"> (found)</span>
                        </>
                      ) : (
                        placed.word.toUpperCase()
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          </>
        ) : null}
      </div>
    </GameShell>
  );
}
