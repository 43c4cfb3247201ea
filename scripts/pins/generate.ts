/**
 * Writes the pin catalog and all pin and pinboard art from the drawings in this folder:
 * data/pins.json, data/pin_cats.json, data/img/pins/<ID>.svg and data/img/pboards/<ID>.svg.
 * Run: npx tsx scripts/pins/generate.ts (the output is committed; this is the one way to change it).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { boardOutput, pinOutput } from "./output.ts";

const DATA = path.join(import.meta.dirname, "..", "..", "data");

/** Replaces a folder's SVGs with the given ones, so a renamed or dropped drawing leaves no file behind. */
function writeSvgs(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith(".svg") && !files.has(name)) rmSync(path.join(dir, name));
  for (const [name, svg] of files) writeFileSync(path.join(dir, name), svg);
}

const pins = pinOutput();
writeFileSync(path.join(DATA, "pins.json"), pins.pinsJson);
writeFileSync(path.join(DATA, "pin_cats.json"), pins.catsJson);
writeSvgs(path.join(DATA, "img", "pins"), pins.svgs);

const boardIds = z.array(z.object({ id: z.string() })).parse(JSON.parse(readFileSync(path.join(DATA, "pinboards.json"), "utf8"))).map((b) => b.id);
writeSvgs(path.join(DATA, "img", "pboards"), boardOutput(boardIds));

console.log(`Wrote ${pins.svgs.size} pins and ${boardIds.length} pinboards`);
