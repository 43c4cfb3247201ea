import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * The game clock: counts play time, stops while the tab is hidden (a player who switches away
 * is not playing) and while a Freeze powerup holds it. Kept in a ref so ticking does not
 * re-render the game; the Timer subscribes on its own.
 */
export interface GameClock {
  /** Milliseconds played so far. */
  elapsedMs(): number;
  /** Restarts from `ms` (0 for a new game, the saved time on resume). */
  reset(ms?: number): void;
  /** Holds the clock for `ms` more milliseconds of play (Freeze). */
  freeze(ms: number): void;
  /** Milliseconds of freeze left. */
  frozenMs(): number;
  /** Stops until the next reset (game over, or the component is gone). */
  stop(): void;
  /** Holds the clock while `on` (a how-to dialog is open), across resets: the player is not playing yet. */
  hold(on: boolean): void;
  /** Re-renders subscribers about four times a second while running. */
  subscribe(listener: () => void): () => void;
}

const TICK_MS = 250;

export function createGameClock(now: () => number = () => performance.now()): GameClock {
  let accumulated = 0;
  let runningSince: number | null = null;
  let freezeLeft = 0;
  let stopped = true;
  let held = false;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

  // Time between two readings is spent first on any freeze left, the rest counts as play.
  const settle = () => {
    if (runningSince === null) return;
    const t = now();
    let span = t - runningSince;
    runningSince = t;
    const frozen = Math.min(span, freezeLeft);
    freezeLeft -= frozen;
    span -= frozen;
    accumulated += span;
  };

  const update = () => {
    settle();
    const shouldRun = !stopped && !held && !hidden();
    if (shouldRun && runningSince === null) runningSince = now();
    if (!shouldRun) runningSince = null;
    if (shouldRun && listeners.size > 0 && timer === null) timer = setInterval(notify, TICK_MS);
    if ((!shouldRun || listeners.size === 0) && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };

  const notify = () => {
    settle();
    for (const listener of listeners) listener();
  };

  const onVisibility = () => {
    update();
    notify();
  };
  // Listening only between reset and stop: a stopped clock holds nothing of the page.
  const listen = (on: boolean) => {
    if (typeof document === "undefined") return;
    if (on) document.addEventListener("visibilitychange", onVisibility);
    else document.removeEventListener("visibilitychange", onVisibility);
  };

  return {
    elapsedMs() {
      settle();
      return Math.round(accumulated);
    },
    reset(ms = 0) {
      accumulated = ms;
      freezeLeft = 0;
      stopped = false;
      runningSince = null;
      listen(true);
      update();
      notify();
    },
    freeze(ms) {
      settle();
      freezeLeft += ms;
      notify();
    },
    frozenMs() {
      settle();
      return freezeLeft;
    },
    stop() {
      settle();
      stopped = true;
      listen(false);
      update();
      notify();
    },
    hold(on) {
      settle();
      held = on;
      update();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      update();
      return () => {
        listeners.delete(listener);
        update();
      };
    },
  };
}

/** One clock for the component's lifetime. */
export function useGameClock(): GameClock {
  const ref = useRef<GameClock | null>(null);
  ref.current ??= createGameClock();
  useEffect(() => () => ref.current?.stop(), []);
  return ref.current;
}

/** The clock's reading in whole seconds, re-rendering only the caller as it ticks. */
export function useClockReading(clock: GameClock): { seconds: number; frozenSeconds: number } {
  // A string snapshot compares by value, so React re-renders only when a second turns.
  const snapshot = useSyncExternalStore(clock.subscribe, () => `${Math.floor(clock.elapsedMs() / 1000)}|${Math.ceil(clock.frozenMs() / 1000)}`);
  const [seconds = 0, frozenSeconds = 0] = snapshot.split("|").map(Number);
  return { seconds, frozenSeconds };
}
