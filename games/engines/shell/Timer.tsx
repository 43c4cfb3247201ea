import { ClockIcon, FreezeIcon } from "./icons.tsx";
import { formatTime } from "../../../shared/numbers.ts";
import { useClockReading, type GameClock } from "./useGameClock.ts";

/** The game's clock; shows the freeze left while a Freeze holds it. With `limitMs` it counts down the time left. */
export function Timer({ clock, limitMs }: { clock: GameClock; limitMs?: number }) {
  const { seconds, frozenSeconds } = useClockReading(clock);
  const frozen = frozenSeconds > 0;
  const shownMs = limitMs === undefined ? seconds * 1000 : Math.max(0, Math.ceil(limitMs / 1000 - seconds) * 1000);
  const label = limitMs === undefined ? "Time" : "Time left";
  return (
    <span className={`gs-stat gs-timer${frozen ? " gs-timer-frozen" : ""}`} title={frozen ? `Clock frozen for ${frozenSeconds} more seconds` : label}>
      {frozen ? <FreezeIcon width={18} height={18} /> : <ClockIcon width={18} height={18} />}
      <span className="gs-stat-value" aria-label={`${label} ${formatTime(shownMs)}`}>
        {formatTime(shownMs)}
      </span>
      {frozen ? <span className="gs-freeze-left">{frozenSeconds}s</span> : null}
    </span>
  );
}
