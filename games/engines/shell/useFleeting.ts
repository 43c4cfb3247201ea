import { useCallback, useEffect, useState } from "react";

/**
 * A value that clears itself `ms` after it is shown: a message, a hint's glow, a refused tap's
 * wobble. Showing again (even the same value) starts the time over; showing null clears at once.
 * The third element counts the showings: as a React key (or to alternate an animation's name) it
 * plays a showing's animation again when an equal value is shown before the last one cleared.
 */
export function useFleeting<T>(ms: number): [T | null, (value: T | null) => void, number] {
  // Wrapped so that showing an equal value twice is still a new showing (the timer restarts).
  const [shown, setShown] = useState<{ value: T | null; serial: number }>({ value: null, serial: 0 });
  useEffect(() => {
    if (shown.value === null) return;
    const timer = setTimeout(() => setShown((current) => ({ value: null, serial: current.serial })), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback(
    (value: T | null) => setShown((current) => (value === null ? (current.value === null ? current : { value, serial: current.serial }) : { value, serial: current.serial + 1 })),
    [],
  );
  return [shown.value, show, shown.serial];
}
