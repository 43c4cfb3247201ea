import { useState } from "react";
import { Notice } from "../notice/Notice.tsx";
import { useVote } from "./useQaMutations.ts";

type Direction = "UP" | "DOWN" | "NONE" | "%future added value";

/** Up and down votes on a question or answer; pressing the chosen one again takes the vote back. */
export function VoteButtons({ postId, score, myVote, what, canVote, onSignIn }: { postId: string; score: number; myVote: Direction; what: string; canVote: boolean; onSignIn: () => void }) {
  const [vote, busy] = useVote();
  const [error, setError] = useState<string | null>(null);
  const cast = async (direction: "UP" | "DOWN") => {
    if (!canVote) return onSignIn();
    setError(null);
    const outcome = await vote({ input: { post: postId, direction: myVote === direction ? "NONE" : direction } });
    if (!outcome.ok) setError(outcome.message);
  };
  return (
    <div className="qa-votes">
      <button type="button" className="qa-votes__button" aria-pressed={myVote === "UP"} aria-label={`Vote this ${what} up`} disabled={busy} onClick={() => cast("UP")}>
        ▲
      </button>
      <span className="qa-votes__score" aria-label={`Score ${score}`}>
        {score}
      </span>
      <button type="button" className="qa-votes__button" aria-pressed={myVote === "DOWN"} aria-label={`Vote this ${what} down`} disabled={busy} onClick={() => cast("DOWN")}>
        ▼
      </button>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
