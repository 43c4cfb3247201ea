const KEY = "playden.challengeSeed";

/**
 * The seed suggestions are drawn with: chosen once per device and kept, so the same suggestions
 * show on every visit until the player's challenges or the week change.
 */
export function challengeSeed(): number {
  try {
    const stored = Number(localStorage.getItem(KEY));
    if (Number.isSafeInteger(stored) && stored > 0 && stored < 2 ** 31) return stored;
    const seed = 1 + Math.floor(Math.random() * (2 ** 31 - 2));
    localStorage.setItem(KEY, String(seed));
    return seed;
  } catch {
    // Storage refused (private mode): a fixed seed still gives stable suggestions.
    return 1;
  }
}
