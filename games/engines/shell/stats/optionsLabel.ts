/** "winnable" -> "Winnable", "cityName" -> "City name". */
function keyLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A player-readable name for a game's options as its sessions store them ({ draw: 3, winnable: true }
 * -> "Draw: 3 · Winnable"); options left off (false) are not named, and no options read "Standard".
 */
export function optionsLabel(options: unknown): string {
  if (options === null || typeof options !== "object" || Array.isArray(options)) return "Standard";
  const parts = Object.entries(options).flatMap(([key, value]): string[] => {
    if (value === true) return [keyLabel(key)];
    if (typeof value === "number" || typeof value === "string") return [`${keyLabel(key)}: ${value}`];
    return [];
  });
  return parts.length > 0 ? parts.join(" · ") : "Standard";
}
