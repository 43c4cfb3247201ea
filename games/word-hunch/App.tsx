import { useCallback, useEffect, useMemo, useState } from "react";
import { GameShell, useFleeting, useGameSession, useLatest } from "../engines/shell/index.ts";
import { IllegalMoveError } from "../engines/gameRules.ts";
import { createGameClient } from "../sdk/index.ts";
import { AnswerRow, Board } from "./Board.tsx";
import { Keyboard, type KeyPress } from "./Keyboard.tsx";
import { letterMarks } from "./letters.ts";
import { wordSound } from "../engines/words/wordSound.ts";
import { checkMove, HINT, MORE_GUESSES, rules, WORD_LENGTH, type WordHunchMove, type WordHunchState } from "./rules.ts";
import { readSettings, writeSettings, type WordHunchSettings } from "./settings.ts";
import "./word-hunch.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
// The one word is found with the win (which has its own cue): every other guess turns its tiles.
const SOUND = wordSound<WordHunchState, WordHunchMove>(() => 0);
const MESSAGE_MS = 2_200;
/** How long a marked row takes to turn over (word-hunch.css: four 160 ms steps and a 450 ms flip). */
const FLIP_MS = 1_100;

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

function refusal(error: unknown): string {
  return error instanceof IllegalMoveError ? error.message : "That word cannot be played.";
}

export function App() {
  const [settings, setSettings] = useState<WordHunchSettings>(readSettings);
  const game = useGameSession({ client, rules, daily: settings.daily, soundOf: SOUND });
  const [typed, setTyped] = useState("");
  const [shake, setShake] = useState(0);
  const [message, say] = useFleeting<string>(MESSAGE_MS);
  const [revealRow, setRevealRow] = useState<number | null>(null);
  // While the last row turns over, the win or loss panel waits, so the player sees the marks first.
  const [flip, showFlip] = useFleeting<true>(FLIP_MS);
  const flipping = flip !== null;

  const state = game.state;
  const playing = game.phase === "playing" && game.status?.phase === "playing";
  const canType = playing && !game.busy;
  // The mode being started after a switch in the settings, until its session arrives.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const daily = switching ?? game.session?.daily ?? settings.daily;

  // A new or resumed game starts with an empty row and nothing to flip.
  const sessionId = game.session?.id;
  useEffect(() => {
    setTyped("");
    setRevealRow(null);
    setSwitching(null);
  }, [sessionId]);

  const refuse = useCallback(
    (text: string) => {
      game.refuse(text);
      setShake((count) => count + 1);
    },
    [game],
  );

  const submit = useCallback(async () => {
    if (!state || !canType) return;
    if (typed.length < WORD_LENGTH) return refuse("Not enough letters.");
    let move: WordHunchMove;
    try {
      // Refused at once, without asking the server: the frame has the same word list and rules.
      move = rules.parseMove({ t: "guess", word: typed });
      checkMove(state, move);
    } catch (error) {
      return refuse(refusal(error));
    }
    const row = state.guesses.length;
    if (await game.play(move)) {
      setRevealRow(row);
      showFlip(reducedMotion() ? null : true);
      setTyped("");
    }
  }, [state, canType, typed, refuse, game]);

  const press = useCallback(
    (key: KeyPress) => {
      if (!canType) return;
      if (key.kind === "enter") void submit();
      else if (key.kind === "back") setTyped((word) => word.slice(0, -1));
      else setTyped((word) => (word.length < WORD_LENGTH ? word + key.letter : word));
    },
    [canType, submit],
  );

  // The physical keyboard: letters, Backspace and Enter (Enter only when no other button has focus).
  const pressRef = useLatest(press);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const control = event.target instanceof Element ? event.target.closest("button, a, input, select, textarea, [contenteditable]") : null;
      if (control?.matches("input, select, textarea, [contenteditable]")) return;
      if (/^[a-zA-Z]$/.test(event.key)) {
        event.preventDefault();
        // Typing means playing: a button used before (the settings gear) lets go of the focus, so Enter sends the guess.
        if (control instanceof HTMLElement && !control.closest("[data-keyboard]")) control.blur();
        pressRef.current({ kind: "letter", letter: event.key.toLowerCase() });
      } else if (event.key === "Backspace") {
        event.preventDefault();
        pressRef.current({ kind: "back" });
      } else if (event.key === "Enter" && (!control || control.closest("[data-keyboard]"))) {
        // Also keeps a focused on-screen key from typing its letter again.
        event.preventDefault();
        if (!event.repeat) pressRef.current({ kind: "enter" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const usePowerup = useCallback(
    (id: typeof MORE_GUESSES | typeof HINT) => {
      if (!state) return;
      const move: WordHunchMove = { t: "powerup", id };
      try {
        // Spend nothing on a powerup the rules would refuse (a 19th guess, a letter already showing).
        checkMove(state, move);
      } catch (error) {
        return say(refusal(error));
      }
      void game.usePowerup(id, move).then((used) => {
        if (used) say(id === MORE_GUESSES ? "12 more guesses!" : "A letter of the word is showing.");
      });
    },
    [state, game, say],
  );

  const changeSettings = useCallback(
    (next: WordHunchSettings) => {
      setSettings(next);
      writeSettings(next);
      if (next.daily !== daily) {
        setSwitching(next.daily);
        void game.newGame(undefined, next.daily);
      }
    },
    [daily, game],
  );

  const marks = useMemo(() => (state ? letterMarks(state) : new Map()), [state]);
  const left = state ? state.maxGuesses - state.guesses.length : 0;
  const lastGuess = playing && left === 1 && state !== null && state.used.MG === 0;
  const note = game.busy ? "Checking…" : (message ?? (lastGuess ? "Last guess! More Guesses adds 12." : null));

  const ended = game.status !== null && game.status.phase !== "playing";
  // New game and Play again bring a new word, so free play; today's word is one tap away above the board.
  const shown = flipping && ended && game.status ? { ...game, status: { ...game.status, phase: "playing" as const } } : game;

  return (
    <div className={`wh-root${settings.highContrast ? " wh-contrast" : ""}`}>
      <GameShell
        title="Word Hunch"
        howToPlay={howToPlay}
        game={shown}
        shortcuts={false}
        theme={{ background: "#8a6a12", surface: "#5a3d00", accent: "#f6c945", text: "#fffaf0" }}
        celebration={{ kind: "letters", colors: ["#6aaa64", "#f6c945", "#fffaf0"], glyphs: state?.answer ?? "" }}
        powerups={{ MG: () => usePowerup(MORE_GUESSES), HI: () => usePowerup(HINT) }}
        stats={
          state ? (
            <span className="gs-stat" title="Guesses left">
              {left} left
            </span>
          ) : null
        }
        settings={
          <label>
            <input type="checkbox" checked={settings.highContrast} onChange={(event) => changeSettings({ ...settings, highContrast: event.target.checked })} />
            High-contrast colours
          </label>
        }
      >
        {state ? (
          <div className="wh-play">
            <div className="wh-modes" role="group" aria-label="Which word">
              <button type="button" className="wh-mode" aria-pressed={daily} title="The same word for everyone today" onClick={() => changeSettings({ ...settings, daily: true })}>
                Today's word
              </button>
              <button type="button" className="wh-mode" aria-pressed={!daily} title="A new word each game" onClick={() => changeSettings({ ...settings, daily: false })}>
                Free play
              </button>
            </div>
            <p className={`wh-message${note ? " wh-message-on" : ""}`} role="status" aria-live="polite">
              {note}
            </p>
            <div className="wh-board">
              <Board state={state} typed={typed} playing={playing} pending={game.busy && playing} revealRow={revealRow} shake={shake} />
              {game.status?.phase === "lost" && !flipping && state.answer ? <AnswerRow answer={state.answer} /> : null}
            </div>
            <Keyboard marks={marks} onKey={press} disabled={!playing} />
          </div>
        ) : null}
      </GameShell>
    </div>
  );
}
