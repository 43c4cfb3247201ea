import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context, type Next } from "hono";
import { APP_SHELL_URL, SERVICE_WORKER_URL } from "../../shared/serviceWorker.ts";
import { matchPage } from "../../shared/pagePaths.ts";
import type { CatalogCache } from "../catalog/catalogCache.ts";
import { GAME_ORDER, gameKeys, hasGame, portalDescription } from "../catalog/catalog.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";
import type { FastAnswers } from "./fastAnswers.ts";
import { ownOrigin, sentToOrigin } from "./guards.ts";
import { precompute, sendPrecomputed } from "./precomputed.ts";
import type { RenderedPage, ServerRenderer } from "./serverRendering.ts";
import { robotsTxt, sitemapXml } from "./siteMap.ts";
import { staticFiles } from "./staticFiles.ts";

const HEAD_MARKER = "<!--portal-head-->";
/** What index.html's root holds until the app draws itself (a bar and the page's place): a rendered page replaces it. */
const ROOT_PLACEHOLDER = /<div id="root"><!--portal-root-->[\s\S]*<!--\/portal-root--><\/div>/;
const PAGE_HEADERS = { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-cache" };
/** A page path's answer depends on whether the request has cookies (a first visit gets the page rendered). */
const FOUND_PAGE_HEADERS = { ...PAGE_HEADERS, Vary: "Cookie" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

class ClientNotBuiltError extends Error {}

/** index.html as built, and the portal's default title and meta description. */
interface PageShell {
  html: string;
  title: string;
  description: string;
}

async function readPageShell(db: Database, config: PortalConfig): Promise<PageShell> {
  let html: string;
  try {
    html = await readFile(path.join(config.clientDistDir, "index.html"), "utf8");
  } catch {
    throw new ClientNotBuiltError();
  }
  return { html, title: config.portalName, description: await portalDescription(db, config.portalName) };
}

/**
 * index.html with its title and meta description filled in (the page's own, for a page the server
 * rendered), so they are right before any script runs. Pages always revalidate it (a deploy
 * changes it), cheaply by ETag.
 */
function shellHtml(shell: PageShell, page?: RenderedPage): string {
  const head = `<title>${escapeHtml(page?.title ?? shell.title)}</title>\n    <meta name="description" content="${escapeHtml(page?.description ?? shell.description)}" />\n    <meta name="application-name" content="${escapeHtml(shell.title)}" />`;
  const html = shell.html.replace(HEAD_MARKER, head);
  return page ? html.replace(ROOT_PLACEHOLDER, () => `<div id="root">${page.html}</div>${page.records}`) : html;
}

/**
 * The built React app: its assets, index.html for every page path (the client routes), and
 * robots.txt and sitemap.xml. The shell and the page statuses follow the catalog (computed once
 * per data date); the files are read once per process.
 */
export function clientPagesRoute(db: Database, config: PortalConfig, cache: CatalogCache, fastAnswers: FastAnswers, renderer: ServerRenderer): Hono {
  const route = new Hono();
  const files = staticFiles(config.clientDistDir, {
    immutablePrefix: "/assets/",
    // The service worker and the installed app's icons (client/offline/) sit beside the favicon.
    include: (urlPath) => urlPath.startsWith("/assets/") || urlPath.startsWith("/icons/") || urlPath === "/favicon.svg",
  });
  // Absolute URLs for crawlers: the public origin when configured, else the one asked.
  const originOf = (requestUrl: string) => ownOrigin(config.publicUrl, sentToOrigin(requestUrl));

  /** The built page shell, or null before the client is built. */
  const pageShell = async (): Promise<PageShell | null> => {
    try {
      return await cache.memo("page-shell", () => readPageShell(db, config));
    } catch (error) {
      if (error instanceof ClientNotBuiltError) return null;
      throw error;
    }
  };

  const serveFile = async (c: Context, next: Next) => {
    const file = await files.get(c.req.path);
    if (!file) return next();
    const edition = await cache.edition().catch(() => undefined);
    if (edition) fastAnswers.keep(c, file, 200, edition);
    return sendPrecomputed(c, file);
  };
  route.get("/assets/*", serveFile);
  route.get("/favicon.svg", serveFile);
  route.get("/icons/*", serveFile);
  // The service worker is read anew on each request (browsers ask for it rarely, and compare it
  // byte for byte): a build written beside a running portal reaches open pages as an update.
  route.get(SERVICE_WORKER_URL, async (c) => {
    const script = await readFile(path.join(config.clientDistDir, "sw.js")).catch(() => null);
    if (!script) return c.text("The service worker has not been built yet: run `npm run build`.", 404);
    return c.body(new Uint8Array(script), 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
  });
  // The shell as built, rendered for no page and no one: what the service worker keeps to open
  // the portal offline (the client routes from there).
  route.get(APP_SHELL_URL, async (c) => {
    const shell = await pageShell();
    if (!shell) return c.text("The client has not been built yet: run `npm run build` (npm start does this for you).", 503);
    return sendPrecomputed(c, await cache.memo("page-shell:app-shell", () => precompute(shellHtml(shell), PAGE_HEADERS)));
  });
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
    const shell = await pageShell();
    if (!shell) return c.text("The client has not been built yet: run `npm run build` (npm start does this for you).", 503);
    // 200 for the client's page paths, 404 for anything else and for a game page whose game the
    // catalog does not have; either way the app renders the page (its not-found page for a 404).
    const params = matchPage(c.req.path);
    const found = params !== null && (params.game === undefined || hasGame(await cache.memo("game-keys", () => gameKeys(db)), params.game));
    const edition = await cache.edition().catch(() => undefined);
    // A first visit (no cookie: no session, nothing to remember) gets the page itself when the
    // server renders it, computed once per data date; everyone else the shell, drawn by the app.
    const firstVisit = c.req.header("cookie") === undefined;
    const page = !found
      ? await cache.memo("page-shell:not-found", () => precompute(shellHtml(shell), PAGE_HEADERS))
      : firstVisit && ROOT_PLACEHOLDER.test(shell.html)
        ? await cache.memo(`rendered-page:${c.req.path}`, async () => {
            const rendered = await renderer.render(originOf(c.req.url), c.req.path);
            return precompute(shellHtml(shell, rendered ?? undefined), FOUND_PAGE_HEADERS);
          })
        : await cache.memo("page-shell:found", () => precompute(shellHtml(shell), FOUND_PAGE_HEADERS));
    if (edition) fastAnswers.keep(c, page, found ? 200 : 404, edition, found ? { cookies: firstVisit ? "without" : "with" } : undefined);
    return sendPrecomputed(c, page, found ? 200 : 404);
  });
  return route;
}
