import { useState } from "react";
import type { FrameMessage } from "../../games/sdk/bridge.ts";
import "./SdkCallPanel.css";

export type SdkCallEntry = Extract<FrameMessage, { type: "sdkCall" }>;

/** JSON text laid out for reading; a cut or unreadable text as it came. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function failed(call: SdkCallEntry): boolean {
  if (call.status !== 200) return true;
  try {
    const answer: unknown = JSON.parse(call.answer);
    return typeof answer === "object" && answer !== null && "errors" in answer;
  } catch {
    return true;
  }
}

/**
 * Development builds (npm run play:dev): every SDK call the game's frame made, with its variables
 * and the server's answer, newest first, so a game team sees what its game asks and gets.
 */
export default function SdkCallPanel({ calls, onClear }: { calls: readonly SdkCallEntry[]; onClear: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <section className={`sdk-panel${open ? " sdk-panel--open" : ""}`} aria-label="SDK calls">
      <div className="sdk-panel__head">
        <button type="button" className="sdk-panel__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          SDK calls ({calls.length})
        </button>
        {open ? (
          <button type="button" className="sdk-panel__clear" onClick={onClear} disabled={calls.length === 0}>
            Clear
          </button>
        ) : null}
      </div>
      {open ? (
        calls.length === 0 ? (
          <p className="sdk-panel__empty">No call yet: the game's calls to the portal show here as it makes them.</p>
        ) : (
          <ol className="sdk-panel__calls" reversed>
            {[...calls].reverse().map((call, index) => (
              <li key={calls.length - index} className={failed(call) ? "sdk-panel__call sdk-panel__call--failed" : "sdk-panel__call"}>
                <details>
                  <summary>
                    <span className="sdk-panel__operation">{call.operation}</span> <span>{call.status === 0 ? "no answer" : call.status}</span> <span>{Math.round(call.ms)} ms</span>
                  </summary>
                  <h3>Variables</h3>
                  <pre>{pretty(call.variables)}</pre>
                  <h3>Answer</h3>
                  <pre>{pretty(call.answer)}</pre>
                </details>
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}
