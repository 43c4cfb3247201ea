import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useDailyChoice } from "../engines/daily/dailyChoice.ts";
import { DailyOrOptionsSettings, firstOptions, useDailyOrOptions } from "../engines/daily/dailyOrOptions.tsx";
import { IllegalMoveError } from "../engines/gameRules.ts";
import { GameShell, useFleeting, useGameSession, useTimeUp, type SoundOf } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { Board, type CardView } from "./Board.tsx";
import { ADD_TIME, checkMove, FREEZE, PAIRS, parseReveal, REVEAL, rules, timeLimitMs, type ShownCard, type StarscapeMove, type StarscapeOptions, type StarscapeState } from "./rules.ts";
import "./starscape.css";
import { howToPlay } from "./howToPlay.tsx";

const client = createGameClient({ game: rules.code });
/** A card turned over; the second of a pair chimes. */
const SOUND: SoundOf<StarscapeState, StarscapeMove> = (before, _move, after) => (after.pairs > before.pairs ? "match" : "flip");
/** How long a miss stays face up before both cards turn back (a flip ends it sooner). */
const MISS_LOOK_MS = 1_000;
/** How long a Reveal shows every face. */
const PEEK_MS = 2_500;
/** Whether the player last chose the daily game, kept in this browser. */
const CHOICE_KEY = "playden.starscape-memories.daily";
/** The game has no options: free play and the daily differ only by the seeds the server deals. */
const NO_OPTIONS: StarscapeOptions = {};
const dailyOptionsOf = () => NO_OPTIONS;

export function App() {
  const [choice, remember] = useDailyChoice(CHOICE_KEY, rules.parseOptions, NO_OPTIONS);
  const game = useGameSession({ client, rules, options: firstOptions({ choice, dailyOptionsOf }), daily: choice.daily, soundOf: SOUND });
  const daily = useDailyOrOptions(game, { choice, remember, dailyOptionsOf });
  const state = game.state;
  const [focus, setFocus] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  // The miss being looked at and the Reveal's faces; both go after a moment, or at the next flip.
  const [look, setLook] = useFleeting<readonly ShownCard[]>(MISS_LOOK_MS);
  const [peek, setPeek] = useFleeting<readonly ShownCard[]>(PEEK_MS);
  const peekAsked = useRef(false);

  const sessionId = game.session?.id;
  useEffect(() => {
    setLook(null);
    setPeek(null);
    setFocus(0);
  }, [sessionId, setLook, setPeek]);

  const miss = state?.miss ?? null;
  useEffect(() => setLook(miss), [miss, setLook]);

  // The Reveal's answer is the last move's: shown once, when this page asked for it (not on a resume).
  const last = game.moves.at(-1);
  useEffect(() => {
    if (!peekAsked.current || last?.move.t !== "powerup" || last.move.id !== REVEAL) return;
    peekAsked.current = false;
    const answer = parseReveal(last.reveal);
    if (answer?.t !== "peek") return;
    setPeek(answer.cards);
  }, [last, setPeek]);

  const playing = game.phase === "playing" && game.status?.phase === "playing";
  const limitMs = state ? timeLimitMs(state) : undefined;

  // The clock ran out: the rules end the game (an Add Time from the loss panel revives it).
  const { clock, play } = game;
  // Refused while a flip is with the server: the next tick asks again.
  useTimeUp(clock, limitMs ?? null, playing, () => play({ t: "timeUp" }));

  const flip = useCallback(
    async (card: number) => {
      if (!state || !playing || game.busy) return;
      const move: StarscapeMove = { t: "flip", card };
      try {
        checkMove(state, move);
      } catch (error) {
        if (error instanceof IllegalMoveError) return;
        throw error;
      }
      setLook(null);
      setPeek(null);
      setPending(card);
      await game.play(move);
      setPending(null);
    },
    [state, playing, game, setLook, setPeek],
  );

  const usePowerup = useCallback(
    (id: typeof REVEAL | typeof ADD_TIME) => {
      if (!state) return;
      const move: StarscapeMove = { t: "powerup", id };
      try {
        // Spend nothing on a powerup the rules would refuse.
        checkMove(state, move);
      } catch (error) {
        if (error instanceof IllegalMoveError) return game.refuse(error.message);
        throw error;
      }
      peekAsked.current = id === REVEAL;
      void game.usePowerup(id, move).then((used) => {
        if (used && id === ADD_TIME) game.notify("30 more seconds on the clock!");
      });
    },
    [state, game],
  );

  const views = useMemo((): CardView[] => {
    if (!state) return [];
    const shown = new Map<number, { face: number; peek: boolean }>();
    for (const card of peek ?? []) shown.set(card.card, { face: card.face, peek: true });
    for (const card of look ?? []) shown.set(card.card, { face: card.face, peek: false });
    if (state.open) shown.set(state.open.card, { face: state.open.face, peek: false });
    return state.found.map((face, card): CardView => {
      if (face !== null) return { up: true, face, found: true, peek: false };
      const up = shown.get(card);
      return up ? { up: true, face: up.face, found: false, peek: up.peek } : { up: false, pending: pending === card };
    });
  }, [state, look, peek, pending]);

  const note = !state
    ? null
    : peek && peek.length > 0
      ? "Take a good look: the cards turn back in a moment."
      : state.flips === 0
        ? `Find all ${PAIRS} pairs before time runs out.`
        : `${state.pairs} of ${PAIRS} pairs found · ${state.flips} flips`;

  return (
    <GameShell
      title="Starscape Memories"
      howToPlay={howToPlay}
      game={daily.shellGame}
      timeLimitMs={limitMs}
      theme={{ background: "#2a2560", surface: "#1b1745", accent: "#f6c945", text: "#fdfbff" }}
      celebration={{ kind: "stars", colors: ["#f6c945", "#fdfbff", "#a5d8ff", "#ffc9e0"] }}
      stats={daily.name === null ? undefined : <span className="gs-stat">{daily.name}</span>}
      settings={<DailyOrOptionsSettings play={daily} name="sm-mode" optionsLabel="Free play: a new sky each game" dailyLabel="Daily: the same sky for everyone" />}
      powerups={{ RV: () => usePowerup(REVEAL), FR: () => void game.usePowerup(FREEZE), AT: () => usePowerup(ADD_TIME) }}
      lossActions={
        <button type="button" className="gs-button" onClick={() => usePowerup(ADD_TIME)}>
          Add 30 seconds
        </button>
      }
    >
      {state ? (
        <div className="sm-play">
          <p className="sm-note" role="status" aria-live="polite">
            {note}
          </p>
          <Board views={views} focus={focus} onFocus={setFocus} onFlip={(card) => void flip(card)} />
        </div>
      ) : null}
    </GameShell>
  );
}
