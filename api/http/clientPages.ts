import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context, type Next } from "hono";
import { matchPage } from "../../client/routing/paths.ts";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import { GAME_ORDER, gameKeys, hasGame, portalDescription } from "../catalog/catalog.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import { ownOrigin } from "./csrf.ts";
import type { FastAnswers } from "./fastAnswers.ts";
import { precompute, sendPrecomputed, type PrecomputedBody } from "./precomputed.ts";
import { robotsTxt, sitemapXml } from "./siteMap.ts";
import { staticFiles } from "./staticFiles.ts";

const HEAD_MARKER = "<!--portal-head-->";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

class ClientNotBuiltError extends Error {}

/**
 * index.html with the default title and meta description filled in, so they are right before any
 * script runs. Pages always revalidate it (a deploy changes it), cheaply by ETag.
 */
async function pageShell(db: Database, config: PortalConfig): Promise<PrecomputedBody> {
  let html: string;
  try {
    html = await readFile(path.join(config.clientDistDir, "index.html"), "utf8");
  } catch {
    throw new ClientNotBuiltError();
  }
  const description = await portalDescription(db, config.portalName);
  const head = `<title>${escapeHtml(config.portalName)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />\n    <meta name="application-name" content="${escapeHtml(config.portalName)}" />`;
  return precompute(html.replace(HEAD_MARKER, head), { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-cache" });
}

/**
 * The built React app: its assets, index.html for every page path (the client routes), and
 * robots.txt and sitemap.xml. The shell and the page statuses follow the catalog (computed once
 * per data date); the files are read once per process.
 */
export function clientPagesRoute(db: Database, config: PortalConfig, cache: CatalogCache, fastAnswers: FastAnswers): Hono {
  const route = new Hono();
  const files = staticFiles(config.clientDistDir, {
    immutablePrefix: "/assets/",
    include: (urlPath) => urlPath.startsWith("/assets/") || urlPath === "/favicon.svg",
  });
  // Absolute URLs for crawlers: the public origin when configured, else the one asked.
  const originOf = (requestUrl: string) => ownOrigin(requestUrl, config.publicUrl);

  const serveFile = async (c: Context, next: Next) => {
    const file = await files.get(c.req.path);
    if (!file) return next();
    const edition = await cache.edition().catch(() => undefined);
    if (edition) fastAnswers.keep(c, file, 200, edition);
    return sendPrecomputed(c, file);
  };
  route.get("/assets/*", serveFile);
  route.get("/favicon.svg", serveFile);
  route.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c.req.url)), 200, { "Cache-Control": "public, max-age=3600" }));
  route.get("/sitemap.xml", async (c) => {
    const { games, dataDate } = await cache.memo("sitemap", async (edition) => ({
      games: await db.game.findMany({ orderBy: GAME_ORDER, select: { url: true } }),
      dataDate: edition.dataDate,
    }));
    return c.body(sitemapXml(originOf(c.req.url), games, dataDate), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
  route.get("*", async (c) => {
    let shell: PrecomputedBody;
    try {
      shell = await cache.memo("page-shell", () => pageShell(db, config));
    } catch (error) {
      if (!(error instanceof ClientNotBuiltError)) throw error;
      return c.text("The client has not been built yet: run `npm run build` (npm start does this for you).", 503);
    }
    // 200 for the client's page paths, 404 for anything else and for a game page whose game the
    // catalog does not have; either way the app renders the page (its not-found page for a 404).
    const params = matchPage(c.req.path);
    const found = params !== null && (params.game === undefined || hasGame(await cache.memo("game-keys", () => gameKeys(db)), params.game));
    const edition = await cache.edition().catch(() => undefined);
    if (edition) fastAnswers.keep(c, shell, found ? 200 : 404, edition);
    return sendPrecomputed(c, shell, found ? 200 : 404);
  });
  return route;
}
