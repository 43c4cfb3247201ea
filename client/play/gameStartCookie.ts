/** The game-start cookie (docs/product/play.md#game-start-cookie), named like the portal's other hint cookies (pd_tmp, pd_known). */
export const GAME_START_COOKIE = "pd_gs";

/** Records which game started and when (epoch ms); kept a day, sent only to this site. */
export function setGameStartCookie(gameCode: string, now = Date.now()): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${GAME_START_COOKIE}=${encodeURIComponent(`${gameCode}.${now}`)}; Path=/; Max-Age=86400; SameSite=Lax${secure}`;
}
