import { ClockIcon, FreezeIcon } from "./icons.tsx";
import { formatTime, useClockReading, type GameClock } from "./useGameClock.ts";

/** Under this many seconds left, a countdown turns to a warning. */
const WARN_SECONDS = 30;

/**
 * The game's clock; shows the freeze left while a Freeze holds it. With `limitMs` (a timed game)
 * it counts down the time left instead of up.
 */
export function Timer({ clock, limitMs }: { clock: GameClock; limitMs?: number }) {
  const { seconds, frozenSeconds } = useClockReading(clock);
  const frozen = frozenSeconds > 0;
  const left = limitMs === undefined ? null : Math.max(0, Math.ceil(limitMs / 1000) - seconds);
  const shown = formatTime((left ?? seconds) * 1000);
  const warn = left !== null && left <= WARN_SECONDS && !frozen;
  return (
    <span
      className={`gs-stat gs-timer${frozen ? " gs-timer-frozen" : ""}${warn ? " gs-timer-low" : ""}`}
      title={frozen ? `Clock frozen for ${frozenSeconds} more seconds` : left !== null ? "Time left" : "Time"}
    >
      {frozen ? <FreezeIcon width={18} height={18} /> : <ClockIcon width={18} height={18} />}
      <span className="gs-stat-value" aria-label={left !== null ? `Time left ${shown}` : `Time ${shown}`}>
        {shown}
      </span>
      {frozen ? <span className="gs-freeze-left">{frozenSeconds}s</span> : null}
    </span>
  );
}
