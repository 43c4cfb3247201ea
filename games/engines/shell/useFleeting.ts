import { useCallback, useEffect, useState } from "react";

/**
 * A value that clears itself `ms` after it is shown: a message, a hint's glow, a refused tap's
 * wobble. Showing again (even the same value) starts the time over; showing null clears at once.
 */
export function useFleeting<T>(ms: number): [T | null, (value: T | null) => void] {
  // Wrapped so that showing an equal value twice is still a new showing (the timer restarts).
  const [shown, setShown] = useState<{ value: T | null }>({ value: null });
  useEffect(() => {
    if (shown.value === null) return;
    const timer = setTimeout(() => setShown({ value: null }), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((value: T | null) => setShown((current) => (value === null && current.value === null ? current : { value })), []);
  return [shown.value, show];
}
