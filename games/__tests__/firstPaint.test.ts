import { readFileSync } from "node:fs";
import path from "node:path";
import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from "vite";
import { describe, expect, it } from "vitest";
import { firstPaint, titleCardHtml, titleCardOf } from "../firstPaint.ts";
import { gameFolders } from "../gameFolders.ts";

const GAMES = path.resolve(import.meta.dirname, "..");
const DATA = path.resolve(GAMES, "..", "data");

/** The plugin's page transform, run as the games' build runs it on one game's index.html. */
function transformPage(html: string, slug: string, assets: Record<string, string>): string {
  const plugin = firstPaint(GAMES, DATA);
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(Object.entries(assets).map(([fileName, source]) => [fileName, { type: "asset", fileName, source }]));
  const context = { path: `/${slug}/index.html`, filename: path.join(GAMES, slug, "index.html"), bundle } as unknown as IndexHtmlTransformContext;
  const result = hook.handler.call({} as never, html, context);
  if (typeof result !== "string") throw new Error("The first paint's transform should give the page back as text.");
  return result;
}

describe("a game page's first paint", () => {
  it.each(gameFolders(GAMES))("%s has a title card from the catalog: its page's name and its art", (slug) => {
    const card = titleCardOf(DATA, slug);
    const title = /<title>([^<]+)<\/title>/.exec(readFileSync(path.join(GAMES, slug, "index.html"), "utf8"))?.[1];
    expect(card.name).toBe(title?.replace(/&#39;/g, "'").replace(/&amp;/g, "&"));
    expect(card.description.length).toBeGreaterThan(20);
    expect(card.artSvg).toMatch(/^<svg[\s>]/);
  });

  it("inlines the build's stylesheets, adds the description, and puts the card in #root for React to replace", () => {
    const html = [
      "<head><title>Rivers of Gold Solitaire</title>",
      '<link rel="stylesheet" crossorigin href="/play/assets/shell-Ab12.css">',
      '<link rel="stylesheet" crossorigin href="/play/assets/odd-Cd34.css">',
      '</head><body><div id="root"></div></body>',
    ].join("");
    const page = transformPage(html, "rivers-of-gold-solitaire", {
      "assets/shell-Ab12.css": ".gs{color:red}",
      // A sheet that would end its <style> early stays a link.
      "assets/odd-Cd34.css": '.x::after{content:"</style>"}',
    });
    expect(page).toContain("<style>.gs{color:red}</style>");
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/play/assets/odd-Cd34.css">');
    expect(page).toContain('<meta name="description" content="Pan for gold in the Klondike');
    expect(page).toMatch(/<div id="root"><div class="title-card" role="status" aria-label="Loading Rivers of Gold Solitaire">/);
    expect(page).toContain('<img class="title-card__art" src="data:image/svg+xml,');
  });

  it("writes names as text, never as markup", () => {
    const html = titleCardHtml({ name: 'Cats & "Dogs" <b>', description: "", artSvg: "<svg/>" });
    expect(html).toContain("Cats &amp; &quot;Dogs&quot; &lt;b&gt;");
    expect(html).not.toContain("<b>");
  });

  it("leaves a page outside the games' folders as it is", () => {
    const plugin = firstPaint(GAMES, DATA);
    const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const context = { path: "/index.html", filename: path.join(GAMES, "..", "client", "index.html"), bundle: {} } as unknown as IndexHtmlTransformContext;
    expect(hook.handler.call({} as never, "<html></html>", context)).toBe("<html></html>");
  });
});
