import { PAGE_PATHS, pagePath } from "../../shared/pagePaths.ts";

/** What crawlers are told: the public pages, and where the sitemap is. */

/** Pages for a player's own eyes, and the API: nothing for a search engine. */
const PRIVATE_PATHS = ["/api/", PAGE_PATHS.account, PAGE_PATHS.redeem, "/auth/"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((privatePath) => `Disallow: ${privatePath}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The public pages: home, All Games, and each game's about and load pages (by slug, the readable
 * form). Their content comes from the catalog, so the catalog's data date is their last change.
 */
export function sitemapXml(origin: string, games: readonly { url: string }[], dataDate: Date): string {
  const paths = [
    PAGE_PATHS.home,
    PAGE_PATHS.allGames,
    ...games.flatMap((game) => [pagePath(PAGE_PATHS.gameAbout, { game: game.url }), pagePath(PAGE_PATHS.gameLoad, { game: game.url })]),
  ];
  const lastmod = dataDate.toISOString();
  const urls = paths.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc><lastmod>${lastmod}</lastmod></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
