import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { portalDescription } from "../catalog/catalog.ts";
import type { PortalConfig } from "../config.ts";
import type { Database } from "../database/prisma.ts";

const HEAD_MARKER = "<!--portal-head-->";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The built React app: its assets, and index.html for every other page path (the client routes),
 * with the default title and meta description filled in so they are right before any script runs.
 */
export function clientPagesRoute(db: Database, config: PortalConfig): Hono {
  const route = new Hono();
  const root = path.relative(process.cwd(), config.clientDistDir) || ".";
  route.use("/assets/*", serveStatic({ root }));
  route.get("/favicon.svg", serveStatic({ root }));
  route.get("*", async (c) => {
    let html: string;
    try {
      html = await readFile(path.join(config.clientDistDir, "index.html"), "utf8");
    } catch {
      return c.text("The client has not been built yet: run `npm run build` (npm start does this for you).", 503);
    }
    const description = await portalDescription(db, config.portalName);
    const head = `<title>${escapeHtml(config.portalName)}</title>\n    <meta name="description" content="${escapeHtml(description)}" />\n    <meta name="application-name" content="${escapeHtml(config.portalName)}" />`;
    return c.html(html.replace(HEAD_MARKER, head));
  });
  return route;
}
