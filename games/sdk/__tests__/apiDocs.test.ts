import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

const SDK = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(SDK, "..", "..");
const pkg = JSON.parse(readFileSync(path.join(SDK, "package.json"), "utf8")) as { name: string; version: string; exports: Record<string, string> };

/** The names games/sdk/index.ts exports (its `export { ... }` and `export type { ... }` lists). */
function indexExports(): string[] {
  const source = readFileSync(path.join(SDK, "index.ts"), "utf8");
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim().split(/\s+as\s+/).pop()!)
      .filter(Boolean),
  );
}

test("the package's entry is index.ts, and its changelog has a section for its version", () => {
  expect(pkg.name).toBe("@playden/game-sdk");
  expect(pkg.exports["."]).toBe("./index.ts");
  const changelog = readFileSync(path.join(SDK, "CHANGELOG.md"), "utf8");
  expect(changelog).toContain(`\n## ${pkg.version}\n`);
});

// `npm run docs:sdk` (typedoc with games/sdk/typedoc.json), written to a directory of the test's own.
test("npm run docs:sdk documents every export of index.ts", () => {
  const out = mkdtempSync(path.join(tmpdir(), "sdk-docs-"));
  try {
    const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "typedoc"), ["--options", path.join(SDK, "typedoc.json"), "--out", out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const docs = readFileSync(path.join(out, "README.md"), "utf8");
    expect(docs).toContain(`# ${pkg.name} v${pkg.version}`);
    const names = indexExports();
    expect(names).toContain("createGameClient");
    const headings = new Set([...docs.matchAll(/^#{2,3} (\w+)/gm)].map((match) => match[1]));
    expect(names.filter((name) => !headings.has(name))).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 180_000);
