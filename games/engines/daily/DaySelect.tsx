import { dailyDays, shortDate } from "./days.ts";

/**
 * The settings' choice of a daily puzzle's day: today or one of the days before it that the server
 * still deals. `pastNote` says what a past day adds ("best words shown").
 */
export function DaySelect({ today, day, onChoose, pastNote }: { today: string; day: string; onChoose: (date: string) => void; pastNote?: string }) {
  return (
    <label className="gs-day">
      Day
      <select value={day} onChange={(event) => onChoose(event.target.value)}>
        {dailyDays(today).map((date) => (
          <option key={date} value={date}>
            {date === today ? "Today" : pastNote ? `${shortDate(date)} · ${pastNote}` : shortDate(date)}
          </option>
        ))}
      </select>
    </label>
  );
}
