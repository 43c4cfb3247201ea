import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROOT_DIR } from "../../api/config.ts";
import { readCatalogFiles } from "../../api/catalog/catalogFiles.ts";
import { removeGame, scaffoldGame } from "../../scripts/gameScaffold.ts";

// `npm run new-game` into a scratch copy of the repository: the catalog's JSON files copied, the
// shared code and packages linked, so the repository itself is never touched.
const GAME = { slug: "lights-out", code: "LIT", name: "Lights Out", category: "PUZ" };
let root: string;
let written: string[];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "playden-new-game-"));
  mkdirSync(path.join(root, "data"));
  for (const file of readdirSync(path.join(ROOT_DIR, "data")).filter((name) => name.endsWith(".json"))) {
    cpSync(path.join(ROOT_DIR, "data", file), path.join(root, "data", file));
  }
  mkdirSync(path.join(root, "games"));
  for (const shared of ["games/engines", "games/sdk", "node_modules"]) symlinkSync(path.join(ROOT_DIR, shared), path.join(root, shared));
  written = await scaffoldGame(root, GAME);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run new-game", () => {
  test("adds the game to the catalog: entry with its how-to, menu, a Hint to sell", async () => {
    const catalog = await readCatalogFiles(path.join(root, "data"));
    expect(catalog.games.find((game) => game.id === GAME.code)).toMatchObject({ url: GAME.slug, desc: GAME.name, cat: GAME.category });
    expect(catalog.menu.find((section) => section.cat === GAME.category)?.games).toContain(GAME.code);
    expect(catalog.store.store_powerups[GAME.code]?.map((item) => item.id)).toEqual(["HI"]);
    expect(written).toContain(`tests/browser/${GAME.slug}.test.ts`);
  });

  test("refuses a slug or code that is taken", async () => {
    await expect(scaffoldGame(root, { ...GAME, code: "ZZZ" })).rejects.toThrow(/already has LIT/);
    await expect(scaffoldGame(root, { ...GAME, slug: "other-lights", code: "TEA" })).rejects.toThrow(/already has TEA/);
  });

  test("writes a game that compiles", () => {
    const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(ROOT_DIR, "tsconfig.json"), ts.sys.readFile).config, ts.sys, ROOT_DIR);
    const files = written.filter((file) => file.startsWith("games/") && /\.tsx?$/.test(file)).map((file) => path.join(root, file));
    const program = ts.createProgram(files, config.options);
    const problems = files.flatMap((file) => ts.getPreEmitDiagnostics(program, program.getSourceFile(file)));
    expect(problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, "\n"))).toEqual([]);
  }, 120_000);

  test("writes a rules test that passes", () => {
    // Plain text, to read the count of passed tests.
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
    delete env.FORCE_COLOR;
    const run = spawnSync(path.join(ROOT_DIR, "node_modules", ".bin", "vitest"), ["run", `games/${GAME.slug}`, "--root", root], {
      cwd: root,
      encoding: "utf8",
      env,
    });
    expect(run.stdout + run.stderr).toMatch(/Tests\s+4 passed/);
    expect(run.status).toBe(0);
  }, 120_000);

  test("takes the game out again, leaving the catalog as it was", async () => {
    await removeGame(root, GAME.slug);
    for (const file of ["games.json", "game_menu.json", "store_powerups.json"]) {
      expect(readFileSync(path.join(root, "data", file), "utf8"), file).toBe(readFileSync(path.join(ROOT_DIR, "data", file), "utf8"));
    }
    expect(readdirSync(path.join(root, "games")).sort()).toEqual(["engines", "sdk"]);
  });
});
