import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { z } from "zod";

/**
 * What a game's page shows before its script has run (issue 31: the frame paints before the
 * game's code, as the portal's own pages do): its stylesheets inline instead of linked (no request
 * holds the first paint back), a description of the game, and in #root a title card, the game's
 * catalog art and name on the portal's colours, which React replaces with the game as it first
 * draws. Built into each game's index.html by the games' build (games/vite.config.ts).
 */

const CatalogGames = z.array(z.object({ url: z.string(), desc: z.string(), short: z.string() }));

export interface TitleCard {
  name: string;
  /** One line about the game (the catalog's short description). */
  description: string;
  /** The game's catalog art (data/img/game/<slug>/summary.svg). */
  artSvg: string;
}

/** The game's title card from the catalog (data/games.json and the game's art under data/img/game/). */
export function titleCardOf(dataDir: string, slug: string): TitleCard {
  const games = CatalogGames.parse(JSON.parse(readFileSync(path.join(dataDir, "games.json"), "utf8")));
  const game = games.find((entry) => entry.url === slug);
  if (!game) throw new Error(`games/${slug}/ is not in ${path.join(dataDir, "games.json")}: its title card needs the catalog's name and art.`);
  return {
    name: game.desc,
    description: game.short,
    artSvg: readFileSync(path.join(dataDir, "img", "game", slug, "summary.svg"), "utf8"),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The card's look: the portal's navy and gold, the art at most 320 px wide, a soft shimmer under the name (none with reduced motion). */
const TITLE_CARD_CSS = `
.title-card{position:fixed;inset:0;display:grid;place-items:center;padding:16px;background:radial-gradient(circle at 50% 35%,#2e4a73,#16243a);color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
.title-card__art{display:block;width:min(320px,80vw);height:auto;aspect-ratio:8/5;border-radius:16px;box-shadow:0 12px 32px rgba(0,0,0,.35)}
.title-card__name{margin:20px 0 0;font-size:1.5rem;font-weight:700}
.title-card__loading{margin:12px auto 0;width:120px;height:4px;border-radius:2px;background:linear-gradient(90deg,rgba(255,201,74,.25),#ffc94a,rgba(255,201,74,.25));background-size:200% 100%;animation:title-card-shimmer 1.2s linear infinite}
@keyframes title-card-shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.title-card__loading{animation:none}}
`.trim();

/** The card's markup, inside #root. */
export function titleCardHtml(card: TitleCard): string {
  const art = `data:image/svg+xml,${encodeURIComponent(card.artSvg)}`;
  return (
    `<div class="title-card" role="status" aria-label="${escapeHtml(`Loading ${card.name}`)}">` +
    `<div><img class="title-card__art" src="${art}" width="320" height="200" alt=""><p class="title-card__name">${escapeHtml(card.name)}</p>` +
    `<div class="title-card__loading"></div></div></div>`
  );
}

/** Stylesheets the build linked, as <style> elements (a sheet is kept linked if inlining would end its element early). */
function inlineStylesheets(html: string, sheetOf: (file: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/play\/(assets\/[^"]+\.css)">/g, (link: string, file: string) => {
    const css = sheetOf(file);
    return css === undefined || css.includes("</") ? link : `<style>${css}</style>`;
  });
}

/** The games' build step that writes each game page's first paint (see above). */
export function firstPaint(gamesDir: string, dataDir: string): Plugin {
  return {
    name: "playden:first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const slug = path.basename(path.dirname(context.filename));
        if (path.dirname(path.dirname(context.filename)) !== gamesDir || !context.bundle) return html;
        const bundle = context.bundle;
        const card = titleCardOf(dataDir, slug);
        const withStyles = inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== "asset") return undefined;
          return typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
        });
        return withStyles
          .replace("</title>", `</title>\n    <meta name="description" content="${escapeHtml(card.description)}" />\n    <style>${TITLE_CARD_CSS}</style>`)
          .replace('<div id="root"></div>', `<div id="root">${titleCardHtml(card)}</div>`);
      },
    },
  };
}
