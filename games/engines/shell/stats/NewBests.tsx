import type { Verdict } from "../../../sdk/index.ts";
import "./stats.css";

/** The win panel's record line, when the server says this finish beat the player's best with these options. */
export function NewBests({ verdict }: { verdict: Verdict | null }) {
  if (!verdict || (!verdict.newBestTime && !verdict.newBestScore)) return null;
  const records = [verdict.newBestTime ? "New best time!" : null, verdict.newBestScore ? "New best score!" : null].filter((text) => text !== null);
  return (
    <p className="gs-new-best" role="status">
      {records.join(" ")}
    </p>
  );
}
