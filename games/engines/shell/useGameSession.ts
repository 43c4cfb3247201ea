import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { GameClientError, type GameClient, type GamePowerup, type GameSessionInfo, type GameStatsInfo, type Verdict } from "../../sdk/index.ts";
import { IllegalMoveError, type GameRules, type GameStatus } from "../gameRules.ts";
import { useRefusal, type Refusal } from "./help/useRefusal.ts";
import { cueOfMove, cueOfPowerup, type SoundOf } from "./sound/cueOf.ts";
import type { SoundCue } from "./sound/cues.ts";
import { playSound } from "./sound/soundService.ts";
import { useSoundAccount } from "./sound/useSoundAccount.ts";
import { readText, removeStored, writeText } from "./storage.ts";
import { useGameClock, type GameClock } from "./useGameClock.ts";
import { useLatest } from "./useLatest.ts";
import { useToasts, type Toast } from "./useToasts.ts";

/** One played move, with what the server revealed for it (hidden-information games). */
export interface PlayedMove<Move, Reveal> {
  move: Move;
  reveal?: Reveal;
}

export type SessionPhase = "starting" | "playing" | "finishing" | "over" | "error";

export interface GameSessionConfig<State, Move, Options, Secret, Reveal> {
  client: GameClient;
  rules: GameRules<State, Move, Options, Secret, Reveal>;
  /** Options for a game started fresh (the player's remembered settings). */
  options?: Options;
  daily?: boolean;
  /** The cue of an ordinary move (see SoundOf; the game's engine has one for its family); "move" without. */
  soundOf?: SoundOf<State, Move>;
}

export interface GameSession<State, Move, Options, Reveal> {
  /** The game's 3-letter catalog id ("KLO"). */
  code: string;
  phase: SessionPhase;
  state: State | null;
  status: GameStatus | null;
  session: GameSessionInfo | null;
  /** The options the game in play was started with. */
  options: Options | null;
  moves: readonly PlayedMove<Move, Reveal>[];
  /** This game was resumed from a save. */
  resumed: boolean;
  /** Waiting for the server (a hidden-information move, a powerup). */
  busy: boolean;
  /** The server's verdict once finished (null until then, or when finishing failed). */
  verdict: Verdict | null;
  error: string | null;
  /**
   * The score the finish would pay after `playedMs` of play: the rules' final score where time
   * counts (a time bonus or cost), else the status's score. The top bar shows it, so the score a
   * player watches is the one the win panel pays.
   */
  scoreAt(playedMs: number): number;
  /** What the final score adds to the status's score, as the win panel names it. */
  bonusName: string;
  powerups: readonly GamePowerup[];
  clock: GameClock;
  toasts: readonly Toast[];
  notify(message: string, tone?: Toast["tone"]): void;
  dismissToast(id: number): void;
  /** Why the last move was refused, shown in a line by the board for a few seconds (null: nothing to say). */
  refusal: Refusal | null;
  /** Says why a move is refused, in that line: for refusals a game makes before calling `play` (a mismatched pair). */
  refuse(reason: string): void;
  /** The host page's "How to play" was pressed; returns the unsubscribe. */
  onHelpRequested(listener: () => void): () => void;
  /** Plays a move; false (and the state unchanged, the reason in `refusal`) when it is not allowed. */
  play(move: Move): Promise<boolean>;
  /**
   * Spends a powerup and plays `move` with the server's reveal (undo, hint, more cards); freezes
   * the clock for Freeze. Also allowed on a lost game, when the rules let the move revive it.
   */
  usePowerup(powerupId: string, move?: Move): Promise<boolean>;
  /** A new session (a new deal or word); `options` replace the current ones; `dailyDate` picks a past daily puzzle. */
  newGame(options?: Options, daily?: boolean, dailyDate?: string): Promise<void>;
  /** Back to the start of this deal, same session (not for hidden-information games). */
  restart(): void;
  canRestart: boolean;
  /** After a failed start: tries again, resuming a saved game if there is one. */
  retry(): void;
  refreshPowerups(): Promise<void>;
  /** The player's statistics in this game, asked of the server (the Statistics dialog). */
  stats(): Promise<GameStatsInfo>;
  /** Leaves for the portal's list of games; absent when no portal page hosts the game. */
  backToGames?: () => void;
}

const CLOCK_KEY = "playden.clock.";

function message(error: unknown): string {
  if (error instanceof GameClientError || error instanceof IllegalMoveError || error instanceof RangeError) return error.message;
  return "Something went wrong. Please try again.";
}

function readClock(sessionId: string): number | null {
  const value = Number(readText(CLOCK_KEY + sessionId));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Without storage a resumed game's clock starts from the server's start time instead. */
function writeClock(sessionId: string, ms: number | null): void {
  if (ms === null) removeStored(CLOCK_KEY + sessionId);
  else writeText(CLOCK_KEY + sessionId, String(Math.round(ms)));
}

interface Played<State, Move, Reveal> {
  state: State;
  moves: PlayedMove<Move, Reveal>[];
}

/** What a finish's answer leaves for the game: the verdict, or why there is none. */
export type FinishAnswer = { verdict: Verdict } | { failure: unknown };

/**
 * Asks the server's verdict on a finished game and hands the answer to `show`, unless the game it
 * was asked for is no longer the one in play (`stillCurrent`): a player who starts the next game
 * before a win's verdict comes back must not see that win's score, message or "over" in the new
 * game. True when the answer was shown.
 */
export async function settleFinish(ask: () => Promise<Verdict>, stillCurrent: () => boolean, show: (answer: FinishAnswer) => void): Promise<boolean> {
  let answer: FinishAnswer;
  try {
    answer = { verdict: await ask() };
  } catch (failure) {
    answer = { failure };
  }
  if (!stillCurrent()) return false;
  show(answer);
  return true;
}

/**
 * Wires a game's rules to the Game SDK: starts or resumes a session, replays saved moves, plays
 * moves (asking the server first in hidden-information games), saves after each move, spends
 * powerups, and sends the moves for the server's verdict when the rules say the game is over.
 */
/**
 * The rules' status, worked out once per state: a move asks it of the state before and after, and
 * the render asks again (Mahjong's free pairs are a good part of a phone's move, issue 28). States
 * are never changed in place, so a state's status stays its own.
 */
function statusOnce<State>(rules: { status(state: State): GameStatus }): (state: State) => GameStatus {
  const known = new WeakMap<object, GameStatus>();
  return (state) => {
    if (typeof state !== "object" || state === null) return rules.status(state);
    let status = known.get(state);
    if (status === undefined) {
      status = rules.status(state);
      known.set(state, status);
    }
    return status;
  };
}

export function useGameSession<State, Move, Options, Secret = never, Reveal = never>(
  config: GameSessionConfig<State, Move, Options, Secret, Reveal>,
): GameSession<State, Move, Options, Reveal> {
  const { client, rules } = config;
  const statusOf = useMemo(() => statusOnce(rules), [rules]);
  const hidden = rules.hidden !== undefined;
  const clock = useGameClock();
  const { toasts, notify, dismiss } = useToasts();
  const { refusal, refuse } = useRefusal();
  useSoundAccount(client);
  const soundOf = useLatest(config.soundOf);
  const [phase, setPhase] = useState<SessionPhase>("starting");
  const [played, setPlayed] = useState<Played<State, Move, Reveal> | null>(null);
  const [session, setSession] = useState<GameSessionInfo | null>(null);
  const [options, setOptions] = useState<Options | null>(null);
  const [resumed, setResumed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [powerups, setPowerups] = useState<readonly GamePowerup[]>([]);
  // Async steps read the latest game through refs, not through a render's closure.
  const playedRef = useRef(played);
  playedRef.current = played;
  const busyRef = useRef(false);
  // Counts the games begun: an answer asked for an earlier one is no longer this game's (see settleFinish).
  const gameTurn = useRef(0);
  const initial = useRef({ options: config.options, daily: config.daily ?? false });

  const refreshPowerups = useCallback(async () => {
    try {
      setPowerups(await client.powerups());
    } catch (failure) {
      notify(message(failure), "error");
    }
  }, [client, notify]);

  /** Rebuilds the state from saved entries; throws when they no longer replay. */
  const replay = useCallback(
    (info: GameSessionInfo, parsedOptions: Options, saved: readonly unknown[]): Played<State, Move, Reveal> => {
      let state = rules.newGame(info.seed, parsedOptions);
      const moves: PlayedMove<Move, Reveal>[] = [];
      for (const raw of saved) {
        // Hidden-information saves hold {move, reveal}; the reveal came from the server's own rules.hidden.
        const entry = hidden && typeof raw === "object" && raw !== null && "move" in raw ? (raw as { move: unknown; reveal?: Reveal | null }) : { move: raw };
        const move = rules.parseMove(entry.move);
        const reveal = entry.reveal ?? undefined;
        state = rules.apply(state, move, reveal);
        moves.push(reveal === undefined ? { move } : { move, reveal });
      }
      return { state, moves };
    },
    [rules, hidden],
  );

  const begin = useCallback(
    async (start: { options?: Options; daily: boolean; dailyDate?: string; resume: boolean }) => {
      gameTurn.current += 1;
      setPhase("starting");
      setVerdict(null);
      setError(null);
      try {
        let started = await client.start({ daily: start.daily, dailyDate: start.dailyDate, options: start.options, resume: start.resume });
        let parsedOptions = rules.parseOptions(started.session.options);
        let game: Played<State, Move, Reveal>;
        try {
          game = replay(started.session, parsedOptions, started.moves);
        } catch {
          notify("Your saved game could not be restored, so here is a new one.", "error");
          started = await client.start({ daily: start.daily, dailyDate: start.dailyDate, options: start.options, resume: false });
          parsedOptions = rules.parseOptions(started.session.options);
          game = replay(started.session, parsedOptions, []);
        }
        const info = started.session;
        setSession(info);
        setOptions(parsedOptions);
        setResumed(started.resumed);
        setPlayed(game);
        clock.reset(started.resumed ? (readClock(info.id) ?? Math.max(0, Date.now() - Date.parse(info.startedAt))) : 0);
        setPhase("playing");
        if (!started.resumed) playSound("deal");
      } catch (failure) {
        setError(message(failure));
        setPhase("error");
      }
    },
    [client, rules, replay, clock, notify],
  );

  // Once per mount: StrictMode's second effect run in development must not start a second session.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    void begin({ options: initial.current.options, daily: initial.current.daily, resume: true });
    void refreshPowerups();
  }, [begin, refreshPowerups]);

  // A purchase or sign-in in the portal can change what the player owns.
  useEffect(() => {
    const offSignedIn = client.onSignedIn(() => void refreshPowerups());
    return offSignedIn;
  }, [client, refreshPowerups]);

  const persist = useCallback(
    (moves: readonly PlayedMove<Move, Reveal>[]) => {
      const info = client.session;
      if (!info) return;
      writeClock(info.id, clock.elapsedMs());
      // Hidden-information games: the server already holds every answered move; locally the reveals are kept too.
      if (!hidden) client.save(moves.map((entry) => entry.move));
      else if (info.saveMode === 1) client.save(moves);
    },
    [client, clock, hidden],
  );

  const finish = useCallback(
    async (moves: readonly PlayedMove<Move, Reveal>[]) => {
      const info = client.session;
      const turn = gameTurn.current;
      setPhase("finishing");
      clock.stop();
      await settleFinish(
        () => client.finish(moves.map((entry) => entry.move), { playedMs: clock.elapsedMs() }),
        () => gameTurn.current === turn,
        (answer) => {
          if ("verdict" in answer) {
            setVerdict(answer.verdict);
            if (answer.verdict.message) notify(answer.verdict.message, answer.verdict.verified || answer.verdict.queued ? "info" : "error");
          } else {
            setError(message(answer.failure));
            notify(message(answer.failure), "error");
          }
          setPhase("over");
        },
      );
      if (info) writeClock(info.id, null);
    },
    [client, clock, notify],
  );

  /**
   * Applies a move (with its reveal) to the latest state; saves, and finishes when the game is over.
   * Sounds the move: `cue` for a powerup's move, else the game's `soundOf`.
   */
  const commit = useCallback(
    (move: Move, reveal: Reveal | undefined, cue?: SoundCue): boolean => {
      const current = playedRef.current;
      if (!current) return false;
      const state = rules.apply(current.state, move, reveal);
      const moves = [...current.moves, reveal === undefined ? { move } : { move, reveal }];
      const next = { state, moves };
      playedRef.current = next;
      setPlayed(next);
      const phaseAfter = statusOf(state).phase;
      const sound = cueOfMove(statusOf(current.state).phase, phaseAfter, () => cue ?? soundOf.current?.(current.state, move, state));
      if (sound) playSound(sound);
      // A loss waits for the player: an undo or a powerup may still turn it around (see newGame).
      if (phaseAfter === "won") void finish(moves);
      else persist(moves);
      return true;
    },
    [rules, statusOf, persist, finish],
  );

  const withServer = useCallback(async <T,>(work: () => Promise<T>): Promise<T | null> => {
    if (busyRef.current) return null;
    busyRef.current = true;
    setBusy(true);
    try {
      return await work();
    } catch (failure) {
      // The server's rules refused the move: that is a reason for the refused-move line, not an error.
      if (failure instanceof GameClientError && failure.code === "ILLEGAL_MOVE") refuse(failure.message);
      else notify(message(failure), "error");
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [notify, refuse]);

  const play = useCallback(
    async (move: Move): Promise<boolean> => {
      if (!playedRef.current || statusOf(playedRef.current.state).phase !== "playing") return false;
      if (!hidden) {
        try {
          return commit(move, undefined);
        } catch (failure) {
          if (!(failure instanceof IllegalMoveError)) throw failure;
          refuse(failure.message);
          return false;
        }
      }
      const result = await withServer(async () => {
        // The reveal is the server's answer from the same rules module (see rules.hidden).
        const reveal = (await client.move(move)) as Reveal;
        return commit(move, reveal);
      });
      return result ?? false;
    },
    [client, statusOf, hidden, commit, withServer, refuse],
  );

  const usePowerup = useCallback(
    async (powerupId: string, move?: Move): Promise<boolean> => {
      const current = playedRef.current;
      if (!current || statusOf(current.state).phase === "won" || phase !== "playing") return false;
      if (move !== undefined && !hidden) {
        // Spend nothing on a move the rules would refuse (undo with nothing to undo).
        try {
          rules.apply(current.state, move);
        } catch (failure) {
          refuse(message(failure));
          return false;
        }
      }
      const result = await withServer(async () => {
        // Hidden-information games send the move along, for the server to answer (a Hint's letter).
        const spent = await client.usePowerup(powerupId, hidden ? move : undefined);
        setPowerups((list) => list.map((item) => (item.id === powerupId ? { ...item, count: spent.count } : item)));
        if (!spent.used) return false;
        const frozen = rules.frozenMsOf?.(powerupId) ?? 0;
        if (frozen > 0) clock.freeze(frozen);
        // As for moves: the reveal is the server's answer from the same rules module.
        if (move !== undefined) commit(move, spent.reveal === null ? undefined : (spent.reveal as Reveal), cueOfPowerup(powerupId));
        else playSound(cueOfPowerup(powerupId));
        return true;
      });
      return result ?? false;
    },
    [client, rules, statusOf, hidden, phase, clock, commit, refuse, withServer],
  );

  const newGame = useCallback(
    async (next?: Options, daily?: boolean, dailyDate?: string) => {
      const info = client.session;
      const current = playedRef.current;
      // A lost game is finished when the player moves on, so the server records it.
      if (info && !info.finishedAt && current && statusOf(current.state).phase === "lost") {
        await client.finish(current.moves.map((entry) => entry.move), { playedMs: clock.elapsedMs() }).catch(() => null);
      }
      if (info) writeClock(info.id, null);
      await begin({ options: next ?? options ?? initial.current.options, daily: daily ?? false, dailyDate, resume: false });
    },
    [begin, client, clock, options, statusOf],
  );

  const restart = useCallback(() => {
    const info = client.session;
    if (hidden || !info || options === null || phase !== "playing") return;
    const next = { state: rules.newGame(info.seed, options), moves: [] };
    playedRef.current = next;
    setPlayed(next);
    persist([]);
    playSound("deal");
  }, [client, hidden, options, phase, rules, persist]);

  const retry = useCallback(() => {
    void begin({ options: options ?? initial.current.options, daily: initial.current.daily, resume: true });
  }, [begin, options]);

  const status = useMemo(() => (played ? statusOf(played.state) : null), [played, statusOf]);

  // Every refusal (the rules', the server's, a game's own mismatch) sounds the same soft bump.
  const refusalId = refusal?.id;
  useEffect(() => {
    if (refusalId !== undefined) playSound("invalid");
  }, [refusalId]);
  const scoreAt = useCallback(
    (playedMs: number) => {
      if (!played || !status) return 0;
      return rules.finalScore ? rules.finalScore(played.state, { playedMs }) : status.score;
    },
    [played, status, rules],
  );

  // The clock rests while a lost game waits for the player, and goes on if a powerup revives it.
  const lost = status?.phase === "lost";
  useEffect(() => {
    if (!lost) return;
    clock.stop();
    return () => clock.reset(clock.elapsedMs());
  }, [lost, clock]);

  return {
    code: rules.code,
    phase,
    state: played?.state ?? null,
    status,
    session,
    options,
    moves: played?.moves ?? [],
    resumed,
    busy,
    verdict,
    error,
    scoreAt,
    bonusName: rules.bonusName ?? "Bonus",
    powerups,
    clock,
    toasts,
    notify,
    dismissToast: dismiss,
    refusal,
    refuse,
    onHelpRequested: client.onHelpRequested,
    play,
    usePowerup,
    newGame,
    restart,
    canRestart: !hidden && phase === "playing",
    retry,
    refreshPowerups,
    stats: client.stats,
    backToGames: client.hosted ? client.backToGames : undefined,
  };
}
