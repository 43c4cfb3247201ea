import { useCallback, useLayoutEffect, useRef } from "react";

/** What `useLatest` hands back: the same holder for the component's life, carrying the latest value. */
export interface Latest<T> {
  readonly current: T;
}

/**
 * The latest `value` given, for event handlers, effects and memoised children to read when they
 * run, so they need not subscribe again (nor re-render) each time it changes. Refreshed in a layout
 * effect rather than during render: a render React throws away must not leak its values, and
 * handlers run only after a commit. Not for reading during render (it holds the last commit's).
 */
export function useLatest<T>(value: T): Latest<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}

/** A function that stays the same for the component's life and calls the latest `handler` given (for memoised children and effects). */
export function useLatestCallback<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useLatest(handler);
  return useCallback((...args: Args) => latest.current(...args), [latest]);
}
