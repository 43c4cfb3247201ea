import type { Refusal } from "./useRefusal.ts";

/**
 * Why the last move was refused, in one line by the board. The live region is always there, so a
 * screen reader hears each new reason; the text shakes once (keyed by the refusal) and fades out.
 */
export function RefusalLine({ refusal }: { refusal: Refusal | null }) {
  return (
    <div className="gs-refusal" role="status" aria-live="polite">
      {refusal ? (
        <p key={refusal.id} className="gs-refusal-text">
          {refusal.text}
        </p>
      ) : null}
    </div>
  );
}
