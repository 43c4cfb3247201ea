import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { matchPage } from "../../client/routing/paths.ts";
import { GAME_ORDER, currentDataDate, gameExists, portalDescription } from "../catalog/catalog.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import { ownOrigin } from "./csrf.ts";
import { robotsTxt, sitemapXml } from "./siteMap.ts";

const HEAD_MARKER = "<!--portal-head-->";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * 200 for the client's page paths, 404 for anything else and for a game page whose game the
 * catalog does not have; either way the app renders the page (its not-found page for a 404).
 */
async function pageStatus(db: Database, pathname: string): Promise<200 | 404> {
  const params = matchPage(pathname);
  if (!params) return 404;
  if (params.game !== undefined && !(await gameExists(db, params.game))) return 404;
  return 200;
}

/**
 * The built React app: its assets, index.html for every page path (the client routes) with the
 * default title and meta description filled in so they are right before any script runs, and
 * robots.txt and sitemap.xml.
 */
export function clientPagesRoute(db: Database, config: PortalConfig): Hono {
  const route = new Hono();
  const root = path.relative(process.cwd(), config.clientDistDir) || ".";
  // Absolute URLs for crawlers: the public origin when configured, else the one asked.
  const originOf = (requestUrl: string) => ownOrigin(requestUrl, config.publicUrl);
  // Vite names every asset by its content hash, so a file never changes at its URL.
  route.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  route.use("/assets/*", serveStatic({ root }));
  route.get("/favicon.svg", serveStatic({ root }));
  route.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c.req.url)), 200, { "Cache-Control": "public, max-age=3600" }));
  route.get("/sitemap.xml", async (c) => {
    const [games, dataDate] = await Promise.all([db.game.findMany({ orderBy: GAME_ORDER, select: { url: true } }), currentDataDate(db)]);
    return c.body(sitemapXml(originOf(c.req.url), games, dataDate), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
  route.get("*", async (c) => {
    let html: string;
    try {
      html = await readFile(path.join(config.clientDistDir, "index.html"), "utf8");
    } catch {
      return c.text("The client has not been built yet: run `npm run build` (npm start does this for you).", 503);
    }
    const [description, status] = await Promise.all([portalDescription(db, config.portalName), pageStatus(db, c.req.path)]);
    const head = `<title>${escapeHtml(config.portalName)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />\n    <meta name="application-name" content="${escapeHtml(config.portalName)}" />`;
    return c.html(html.replace(HEAD_MARKER, head), status);
  });
  return route;
}
