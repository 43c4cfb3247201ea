import { ClockIcon, FreezeIcon } from "./icons.tsx";
import { formatTime, useClockReading, type GameClock } from "./useGameClock.ts";

/** The game's clock; shows the freeze left while a Freeze holds it. */
export function Timer({ clock }: { clock: GameClock }) {
  const { seconds, frozenSeconds } = useClockReading(clock);
  const frozen = frozenSeconds > 0;
  return (
    <span className={`gs-stat gs-timer${frozen ? " gs-timer-frozen" : ""}`} title={frozen ? `Clock frozen for ${frozenSeconds} more seconds` : "Time"}>
      {frozen ? <FreezeIcon width={18} height={18} /> : <ClockIcon width={18} height={18} />}
      <span className="gs-stat-value" aria-label={`Time ${formatTime(seconds * 1000)}`}>
        {formatTime(seconds * 1000)}
      </span>
      {frozen ? <span className="gs-freeze-left">{frozenSeconds}s</span> : null}
    </span>
  );
}
