import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GameShell, useFleeting, useGameSession, useTimeUp } from "../engines/shell/index.ts";
import { tracedWords } from "../engines/words/tracedWords.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board } from "./Board.tsx";
import { MIN_WORD_LETTERS, pathFor, wordOf } from "./board.ts";
import { wordSound } from "../engines/words/wordSound.ts";
import { ADD_TIME, HINT, missedWords, refusalOf, rules, SHUFFLE, TARGET_POINTS, wordPoints, type ShellSpellMove, type ShellSpellPowerup, type ShellSpellState } from "./rules.ts";
import "./shell-spell.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
const SOUND = wordSound<ShellSpellState, ShellSpellMove>((state) => state.found.length);
const MESSAGE_MS = 2_000;
const FLASH_MS = 600;
const MISSED_SHOWN = 6;

/** The words of a finished round: what was found, and some common words that were not. */
function RoundWords({ found, missed }: { found: readonly string[]; missed: readonly string[] }) {
  return (
    <div className="ss-round-words">
      <p className="ss-round-title">You found {found.length === 1 ? "1 word" : `${found.length} words`}</p>
      <p className="ss-chips">{found.length > 0 ? found.map((word) => <span key={word} className="ss-chip">{word}</span>) : "None this time."}</p>
      {missed.length > 0 ? (
        <>
          <p className="ss-round-title">Some words you missed</p>
          <p className="ss-chips">
            {missed.map((word) => (
              <span key={word} className="ss-chip ss-chip-missed">
                {word}
              </span>
            ))}
          </p>
        </>
      ) : null}
    </div>
  );
}

export function App() {
  const game = useGameSession({ client, rules, soundOf: SOUND });
  const state = game.state;
  const [path, setPath] = useState<number[]>([]);
  const [message, showMessage] = useFleeting<{ text: string; good: boolean }>(MESSAGE_MS);
  // A found word's letters light up for a moment.
  const [flash, setFlash, flashSerial] = useFleeting<readonly number[]>(FLASH_MS);
  const [shake, setShake] = useState(0);

  const playing = game.phase === "playing" && game.status?.phase === "playing";
  const letters = useMemo(() => state?.letters ?? [], [state]);
  const traced = wordOf(letters, path);

  const say = useCallback((text: string, good = false) => showMessage({ text, good }), [showMessage]);

  // A new game, a resume or a shuffle leaves nothing half-traced.
  const sessionId = game.session?.id;
  useEffect(() => setPath([]), [sessionId, letters]);

  // The clock ran out: the round ends (Add Time from the loss panel revives a round short of the target).
  const { clock, play } = game;
  const limitMs = state?.timeLimitMs ?? null;
  useTimeUp(clock, limitMs, playing, () => {
    setPath([]);
    void play({ t: "end" });
  });

  const submit = useCallback(
    async (cells: readonly number[]) => {
      if (!state || !playing) return;
      setPath([]);
      if (cells.length < MIN_WORD_LETTERS) {
        if (cells.length > 1) game.refuse(`Words have at least ${MIN_WORD_LETTERS} letters.`);
        return;
      }
      const move: ShellSpellMove = { t: "word", path: [...cells] };
      const refused = refusalOf(state, move);
      if (refused) {
        setShake((count) => count + 1);
        return game.refuse(refused);
      }
      const word = wordOf(state.letters, cells);
      if (await play(move)) {
        setFlash([...cells]);
        say(`${word.toUpperCase()} +${wordPoints(word)}`, true);
      }
    },
    [state, playing, play, say],
  );

  // Typing: letters find a path through the shells (keeping the one shown), Backspace takes one
  // back, Enter plays the word, Escape clears it.
  const keys = useRef({ path, letters, playing, submit, say });
  keys.current = { path, letters, playing, submit, say };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { path: shown, letters: board, playing: live, submit: play, say: tell } = keys.current;
      if (!live || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const control = event.target instanceof Element ? event.target.closest("button, a, input, select, textarea, [contenteditable]") : null;
      if (control?.matches("input, select, textarea, [contenteditable]")) return;
      if (/^[a-zA-Z]$/.test(event.key)) {
        event.preventDefault();
        const text = wordOf(board, shown) + event.key.toLowerCase();
        const next = pathFor(board, text, shown);
        if (next) setPath(next);
        else tell(`No ${text.toUpperCase()} in the shells.`);
      } else if (event.key === "Backspace") {
        event.preventDefault();
        setPath(shown.slice(0, -1));
      } else if (event.key === "Escape") {
        setPath([]);
      } else if (event.key === "Enter" && !control) {
        event.preventDefault();
        if (!event.repeat) void play(shown);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const usePowerup = useCallback(
    (id: ShellSpellPowerup) => {
      if (!state) return;
      const move: ShellSpellMove = { t: "powerup", id };
      // Spend nothing on a powerup the rules would refuse (a second hint, a finished round).
      const refused = refusalOf(state, move);
      if (refused) return say(refused);
      setPath([]);
      void game.usePowerup(id, move).then((used) => {
        if (!used) return;
        if (id === ADD_TIME) say("30 more seconds!", true);
        else if (id === SHUFFLE) say("The shells are shuffled.", true);
        else say("Follow the glowing shells 1, 2, 3…", true);
      });
    },
    [state, game, say],
  );

  const finish = useCallback(() => {
    setPath([]);
    void play({ t: "end" });
  }, [play]);

  const score = state?.score ?? 0;
  const reached = score >= TARGET_POINTS;
  const ended = state?.ended ?? false;
  const summary = state && ended ? <RoundWords found={state.found} missed={missedWords(state, MISSED_SHOWN)} /> : null;
  const valid = traced.length >= MIN_WORD_LETTERS && tracedWords.isWord(traced) && !state?.found.includes(traced);
  const note = message?.text ?? (reached ? "Target reached! Keep going, or finish the round." : `Reach ${TARGET_POINTS} points before the time runs out.`);

  return (
    <GameShell
      title="Shell Spell"
      howToPlay={howToPlay}
      game={game}
      shortcuts={false}
      timeLimitMs={limitMs ?? undefined}
      theme={{ background: "#e08a3c", surface: "#8a3f12", accent: "#ffd166", text: "#fffaf2" }}
      celebration={{ kind: "letters", colors: ["#ffd166", "#fffaf2", "#5fe3e3", "#ff8fab"], glyphs: state ? state.found.join("").toUpperCase() : "" }}
      powerups={{ AT: () => usePowerup(ADD_TIME), HI: () => usePowerup(HINT), SH: () => usePowerup(SHUFFLE) }}
      stats={
        state ? (
          <span className="gs-stat" title="Points needed to win">
            Target {TARGET_POINTS}
          </span>
        ) : null
      }
      winActions={summary}
      lossActions={
        <>
          {summary}
          <button type="button" className="gs-button" onClick={() => usePowerup(ADD_TIME)}>
            Add 30 seconds
          </button>
        </>
      }
    >
      {state ? (
        <div className="ss-play">
          <div className="ss-progress" role="progressbar" aria-label="Points toward the target" aria-valuemin={0} aria-valuemax={TARGET_POINTS} aria-valuenow={Math.min(score, TARGET_POINTS)}>
            <span style={{ width: `${Math.min(100, (100 * score) / TARGET_POINTS)}%` }} />
            <b>
              {score} / {TARGET_POINTS} points
            </b>
          </div>
          <p className={`ss-note${message ? (message.good ? " ss-note-good" : " ss-note-bad") : ""}`} role="status" aria-live="polite">
            {note}
          </p>
          <div className="ss-word-row">
            <output key={shake} className={`ss-word${path.length > 0 ? (valid ? " ss-word-valid" : "") : " ss-word-empty"}${shake > 0 ? " ss-shake" : ""}`} aria-label="Word being traced">
              {path.length > 0 ? traced.toUpperCase() : "Trace or type a word"}
            </output>
            <button type="button" className="ss-round-button" aria-label="Clear the word" disabled={path.length === 0} onClick={() => setPath([])}>
              ✕
            </button>
            <button type="button" className="ss-round-button ss-play-word" aria-label="Play the word" disabled={path.length < MIN_WORD_LETTERS || !playing} onClick={() => void submit(path)}>
              ✓
            </button>
          </div>
          <div className="ss-beach">
            <Board letters={state.letters} path={path} hint={state.hint?.path ?? []} flash={flash ?? []} flashKey={flashSerial} disabled={!playing || game.busy} onPathChange={setPath} onSubmit={(cells) => void submit(cells)} />
          </div>
          <div className="ss-found" aria-label="Words found">
            <span className="ss-found-count">
              {state.found.length} {state.found.length === 1 ? "word" : "words"}
            </span>
            {[...state.found].reverse().map((word) => (
              <span key={word} className="ss-chip">
                {word}
              </span>
            ))}
          </div>
          {reached && playing ? (
            <button type="button" className="gs-button gs-button-primary ss-finish" onClick={finish}>
              Finish round
            </button>
          ) : null}
        </div>
      ) : null}
    </GameShell>
  );
}
