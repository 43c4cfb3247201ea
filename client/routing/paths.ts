/**
 * The portal's page paths (spec 2). A `:game` is a game's 3-letter id or its url slug.
 */
export const PAGE_PATHS = {
  home: "/",
  allGames: "/games-all",
  gameAbout: "/game-about/:game",
  gameLoad: "/game/:game/load",
  account: "/account",
  newAccount: "/auth/new-account",
  redeem: "/redeem",
} as const;

/** Matches "/game-about/:game"-style patterns; returns the decoded params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split("/").filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const value = pathParts[index]!;
    if (part.startsWith(":")) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}
