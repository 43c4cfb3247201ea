/** The settings menu's level chooser: every opened level, with a note on each where the game has one. */
export function LevelSelect({ level, unlocked, note, onChoose }: { level: number; unlocked: number; note?: (level: number) => string; onChoose(level: number): void }) {
  return (
    <label style={{ display: "flex", gap: 8, alignItems: "center" }}>
      Level
      <select value={level} onChange={(event) => onChoose(Number(event.target.value))} style={{ minHeight: 36, font: "inherit" }}>
        {Array.from({ length: unlocked }, (_, index) => index + 1).map((option) => (
          <option key={option} value={option}>
            Level {option}
            {note?.(option) ?? ""}
          </option>
        ))}
      </select>
    </label>
  );
}
