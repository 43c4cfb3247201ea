import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { POWERUP_ICONS, PowerupIcon, StarIcon } from "../../../../art/powerupIcons.tsx";

const ROOT = path.resolve(import.meta.dirname, "../../../..");

function catalogPowerupIds(): string[] {
  const file = JSON.parse(readFileSync(path.join(ROOT, "data/store_powerups.json"), "utf8")) as Record<string, { id: string }[]>;
  return [...new Set(Object.values(file).flatMap((powerups) => powerups.map((powerup) => powerup.id)))].sort();
}

const markup = (id: string) => renderToStaticMarkup(createElement(PowerupIcon, { id }));

describe("powerup icons (art/powerupIcons.tsx, shared by the shell and the portal)", () => {
  test("every powerup kind of the catalog has its own icon, and no icon is drawn for a kind the catalog lacks", () => {
    expect(Object.keys(POWERUP_ICONS).sort()).toEqual(catalogPowerupIds());
    const drawings = catalogPowerupIds().map(markup);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(drawings).not.toContain(renderToStaticMarkup(createElement(StarIcon)));
  });

  test("icons are decorative SVG in currentColor; an unknown id gets the star", () => {
    for (const id of catalogPowerupIds()) {
      expect(markup(id)).toMatch(/^<svg [^>]*stroke="currentColor"[^>]*aria-hidden="true"/);
    }
    expect(markup("ZZ")).toBe(renderToStaticMarkup(createElement(StarIcon)));
  });

  test("the shared folder imports nothing but React, so both builds may take it in", () => {
    const source = readFileSync(path.join(ROOT, "art/powerupIcons.tsx"), "utf8");
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports).toEqual(["react"]);
  });
});
