/**
 * The portal's page paths (docs/product/pages.md#routes), in one place for both sides: the client routes them, and the
 * server answers 404 for any other path (and for a `:game` the catalog does not have) and lists the
 * public ones in the sitemap. A `:game` is a game's 3-letter id or its url slug. It lives outside
 * client/ so that the server imports no page code but the page renderer (client/serverRender.tsx).
 */
export const PAGE_PATHS = {
  home: "/",
  allGames: "/games-all",
  gameAbout: "/game-about/:game",
  gameLoad: "/game/:game/load",
  account: "/account",
  newAccount: "/auth/new-account",
  resetPassword: "/auth/reset-password",
  verifyEmail: "/auth/verify-email",
  redeem: "/redeem",
  pinboards: "/pinboards",
  challenges: "/challenges",
  chat: "/chat",
  chatRoom: "/chat/:room",
  leaderboards: "/leaderboards",
  admin: "/admin",
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

/** The params of the first page path that `pathname` matches, or null when it is no page. */
export function matchPage(pathname: string): Record<string, string> | null {
  for (const pattern of Object.values(PAGE_PATHS)) {
    const params = matchPath(pattern, pathname);
    if (params) return params;
  }
  return null;
}

/** Fills in a pattern's params: pagePath(PAGE_PATHS.gameAbout, { game: "word-hunch" }). */
export function pagePath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([a-z]+)/gi, (_all, name: string) => encodeURIComponent(params[name] ?? ""));
}
