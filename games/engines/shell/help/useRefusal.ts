import { useCallback, useEffect, useRef, useState } from "react";

/** Why the last move was refused; `id` tells two equal refusals apart, so the line shakes again. */
export interface Refusal {
  id: number;
  text: string;
}

/** Long enough to read a sentence twice, short enough not to linger over the next move. */
export const REFUSAL_MS = 4_500;

/** The refused-move line's state: `refuse(text)` shows a reason, which clears itself after REFUSAL_MS. */
export function useRefusal(): { refusal: Refusal | null; refuse(text: string): void } {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const nextId = useRef(1);
  const refuse = useCallback((text: string) => setRefusal({ id: nextId.current++, text }), []);
  useEffect(() => {
    if (refusal === null) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  return { refusal, refuse };
}
