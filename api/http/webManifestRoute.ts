import { Hono } from "hono";
import { webAppManifest, SHORTCUT_GAMES, type ShortcutGame } from "../../shared/appManifest.ts";
import type { Auth } from "../auth/auth.ts";
import { resolveSession } from "../auth/session.ts";
import { portalDescription } from "../catalog/catalog.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import { recentGameCodes } from "../play/recentGames.ts";

/**
 * GET /manifest.webmanifest: the installable app's manifest. The page links it with
 * crossorigin="use-credentials", so a signed-in player's installed app gets shortcuts to the
 * games they played last (a long press on the app's icon); a visitor's has none.
 */
export function webManifestRoute(db: Database, auth: Auth, config: Pick<PortalConfig, "portalName">): Hono {
  const route = new Hono();
  route.get("/manifest.webmanifest", async (c) => {
    const { viewer } = c.req.header("cookie") === undefined ? { viewer: null } : await resolveSession(auth, c.req.raw.headers);
    const codes = viewer === null ? [] : await recentGameCodes(db, viewer, SHORTCUT_GAMES);
    const rows = codes.length === 0 ? [] : await db.game.findMany({ where: { id: { in: codes } }, select: { id: true, url: true, desc: true } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const recent: ShortcutGame[] = codes.flatMap((code) => {
      const row = byId.get(code);
      return row ? [{ name: row.desc, slug: row.url }] : [];
    });
    const manifest = webAppManifest(config.portalName, await portalDescription(db, config.portalName), recent);
    return c.body(JSON.stringify(manifest), 200, {
      "Content-Type": "application/manifest+json; charset=utf-8",
      // The shortcuts are the player's: revalidated, and never shared between cookies.
      "Cache-Control": "private, no-cache",
      Vary: "Cookie",
    });
  });
  return route;
}
