import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";

/**
 * `npm run new-game -- <slug> <CODE>` (scripts/new-game.ts): a new game that works at once. The
 * folder games/<slug>/ (manifest, a small seeded puzzle to replace, its UI on the shared shell, a
 * rules test), its browser test, and its catalog entries in data/ (games.json with the how-to,
 * game_menu.json, a Hint in store_powerups.json, a thumbnail). `removeGame` takes all of it out.
 */

export interface NewGame {
  slug: string;
  /** The 3-letter id in the catalog ("LIT"). */
  code: string;
  /** The name players read; from the slug when not given ("Lights Out" for lights-out). */
  name: string;
  /** A category of data/game_cats.json. */
  category: string;
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CODE_PATTERN = /^[A-Z]{3}$/;

export function nameFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

// The catalog files are read loosely and written back in their own layout, so an added or removed
// game changes only its own lines. A loose object keeps its other keys after the named ones, so
// only the keys each file writes first are named.
const looseGames = z.array(z.looseObject({ id: z.string(), url: z.string() }));
const gameSorts = z.array(z.object({ sort: z.number() }));
const looseMenu = z.array(z.looseObject({ cat: z.string(), games: z.array(z.string()) }));
const loosePowerups = z.record(z.string(), z.array(z.looseObject({ id: z.string() })));
const categories = z.array(z.looseObject({ id: z.string() }));

/** JSON on one line, with the spaces the data files use: `{ "id": "HI", "packs": [{ "count": 5 }] }`. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? "{}" : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(", ")} }`;
  }
  return JSON.stringify(value);
}

const formats = {
  games: (games: unknown[]) =>
    `${JSON.stringify(games, null, 2).replace(
      /"img": \{\n\s+"summary": (\w+),\n\s+"banner": (\w+),\n\s+"store": (\w+)\n\s+\}/g,
      '"img": { "summary": $1, "banner": $2, "store": $3 }',
    )}\n`,
  game_menu: (menu: unknown[]) => `[\n${menu.map((section) => `  ${oneLine(section)}`).join(",\n")}\n]\n`,
  store_powerups: (powerups: Record<string, unknown[]>) =>
    `{\n${Object.entries(powerups)
      .map(([game, items]) => `  ${JSON.stringify(game)}: [\n${items.map((item) => `    ${oneLine(item)}`).join(",\n")}\n  ]`)
      .join(",\n")}\n}\n`,
};

function readData<T>(root: string, name: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(path.join(root, "data", `${name}.json`), "utf8")));
}

function writeData(root: string, name: string, text: string): void {
  writeFileSync(path.join(root, "data", `${name}.json`), text);
}

/** The paths a game's scaffold writes, relative to the repository. */
export function scaffoldPaths(slug: string) {
  return {
    folder: `games/${slug}`,
    browserTest: `tests/browser/${slug}.test.ts`,
    images: `data/img/game/${slug}`,
  };
}

/** Why this game cannot be added (a taken slug or code, an unknown category), or null. */
function refusal(root: string, game: NewGame): string | null {
  if (!SLUG_PATTERN.test(game.slug)) return `The slug "${game.slug}" must be lowercase letters and digits joined by single dashes.`;
  if (!CODE_PATTERN.test(game.code)) return `The code "${game.code}" must be three capital letters.`;
  const games = readData(root, "games", looseGames);
  const taken = games.find((entry) => entry.id === game.code || entry.url === game.slug || entry.id === game.slug.toUpperCase());
  if (taken) return `data/games.json already has ${taken.id} (${taken.url}).`;
  if (existsSync(path.join(root, scaffoldPaths(game.slug).folder))) return `games/${game.slug}/ already exists.`;
  const known = readData(root, "game_cats", categories).map((category) => category.id);
  if (!known.includes(game.category)) return `The category "${game.category}" is not in data/game_cats.json (${known.join(", ")}).`;
  return null;
}

/** Writes the new game's files and catalog entries under `root`, then checks that the catalog still loads. */
export async function scaffoldGame(root: string, game: NewGame): Promise<string[]> {
  const refused = refusal(root, game);
  if (refused) throw new Error(refused);
  const paths = scaffoldPaths(game.slug);
  const files: Record<string, string> = {
    [`${paths.folder}/game.ts`]: manifestFile(game),
    [`${paths.folder}/rules.ts`]: rulesFile(game),
    [`${paths.folder}/App.tsx`]: appFile(game),
    [`${paths.folder}/main.tsx`]: MAIN_FILE,
    [`${paths.folder}/index.html`]: htmlFile(game),
    [`${paths.folder}/${game.slug}.css`]: CSS_FILE,
    [`${paths.folder}/__tests__/rules.test.ts`]: rulesTestFile(game),
    [paths.browserTest]: browserTestFile(game),
    [`${paths.images}/summary.svg`]: summaryFile(game),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }

  const games = readData(root, "games", looseGames);
  const sorts = readData(root, "games", gameSorts).map((entry) => entry.sort);
  games.push(catalogEntry(game, Math.max(0, ...sorts) + 1));
  writeData(root, "games", formats.games(games));
  const menu = readData(root, "game_menu", looseMenu);
  const section = menu.find((entry) => entry.cat === game.category);
  if (section) section.games = [...section.games, game.code].sort();
  else menu.push({ cat: game.category, games: [game.code] });
  writeData(root, "game_menu", formats.game_menu(menu));
  const powerups = readData(root, "store_powerups", loosePowerups);
  powerups[game.code] = [HINT_POWERUP];
  writeData(root, "store_powerups", formats.store_powerups(powerups));

  await readCatalogFiles(path.join(root, "data"));
  return [...Object.keys(files), "data/games.json", "data/game_menu.json", "data/store_powerups.json"];
}

/** Takes a game out again: its folder, browser test and images, and its catalog entries. */
export async function removeGame(root: string, slug: string): Promise<void> {
  const games = readData(root, "games", looseGames);
  const entry = games.find((candidate) => candidate.url === slug);
  if (!entry) throw new Error(`data/games.json has no game with the slug "${slug}".`);
  const paths = scaffoldPaths(slug);
  for (const target of [paths.folder, paths.browserTest, paths.images]) rmSync(path.join(root, target), { recursive: true, force: true });
  writeData(root, "games", formats.games(games.filter((candidate) => candidate !== entry)));
  const menu = readData(root, "game_menu", looseMenu)
    .map((section) => ({ ...section, games: section.games.filter((id) => id !== entry.id) }))
    .filter((section) => section.games.length > 0);
  writeData(root, "game_menu", formats.game_menu(menu));
  const powerups = readData(root, "store_powerups", loosePowerups);
  delete powerups[entry.id];
  writeData(root, "store_powerups", formats.store_powerups(powerups));
  await readCatalogFiles(path.join(root, "data"));
}

const HINT_POWERUP = {
  id: "HI",
  title: "Hint",
  desc: "Get <q> Hints, each one switches a light of the answer for you.",
  sort: 1,
  packs: [
    { count: 5, price: 10 },
    { count: 10, price: 18 },
    { count: 20, price: 32 },
  ],
};

const COLOUR = "#2f7d6d";

function catalogEntry(game: NewGame, sort: number) {
  return {
    id: game.code,
    url: game.slug,
    desc: game.name,
    cat: game.category,
    short: "Switch every light off: each tap flips a light and its neighbours.",
    long: ["A fresh 3 x 3 board of lights in every game", "Every board can be switched off", "Hint powerup to show you the way"],
    howto: [
      "The Goal|Switch every light off. The fewer taps you need, the higher your score.",
      "Playing|Tap a light to flip it and the lights above, below, left and right of it. With a keyboard, move with Tab and press Enter.",
      "Hint|Hint taps one light of the answer for you.",
    ],
    bgColor: COLOUR,
    bannerType: "pattern",
    tag: "NEW",
    tagColor: "#28a745",
    tagShadow: "#1c7430",
    sort,
    featured: false,
    img: { summary: true, banner: false, store: false },
  };
}

function manifestFile(game: NewGame): string {
  return `import { defineGame } from "../engines/gameManifest.ts";
import { rules } from "./rules.ts";

/** ${game.name}: what the server, store and build need to know (games/engines/gameManifest.ts). */
export const game = defineGame({ slug: "${game.slug}", category: "${game.category}", rules, powerups: ["HI"] });
`;
}

function rulesFile(game: NewGame): string {
  return `/**
 * ${game.name} (${game.code}): a 3 x 3 board of lights; tapping a light flips it and its neighbours
 * above, below, left and right. Switch every light off to win. A deal is a few distinct taps from
 * the seed on a dark board, and on 3 x 3 every set of taps lights a different board, so each deal
 * has exactly one answer: those taps. Pure and deterministic, as every rules.ts.
 */
import { IllegalMoveError, type GameRules, type GameStatus } from "../engines/gameRules.ts";
import { seededRandom } from "../engines/random.ts";

export const SIZE = 3;
const CELLS = SIZE * SIZE;

export interface State {
  /** Row by row; true is on. */
  lights: readonly boolean[];
  taps: number;
}

/** A tap on a cell, or Hint (the powerup HI), which taps a cell of the answer. */
export type Move = { t: "tap"; cell: number } | { t: "hint" };

export type Options = Record<string, never>;

function flipped(lights: readonly boolean[], cell: number): boolean[] {
  const row = Math.floor(cell / SIZE);
  const column = cell % SIZE;
  return lights.map((on, index) => {
    const r = Math.floor(index / SIZE);
    const c = index % SIZE;
    return Math.abs(r - row) + Math.abs(c - column) <= 1 ? !on : on;
  });
}

/** The cells to tap, once each and in any order, that switch every light off. */
export function answer(lights: readonly boolean[]): number[] {
  for (let taps = 0; taps < 2 ** CELLS; taps++) {
    const cells = [...Array(CELLS).keys()].filter((cell) => (taps >> cell) & 1);
    if (cells.reduce(flipped, [...lights]).every((on) => !on)) return cells;
  }
  throw new Error("This board cannot be switched off.");
}

function isCell(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < CELLS;
}

function status(state: State): GameStatus {
  if (state.lights.some((on) => on)) return { phase: "playing", score: 0 };
  return { phase: "won", score: Math.max(10, 100 - 5 * state.taps) };
}

export const rules = {
  code: "${game.code}",
  version: 1,
  parseOptions: (): Options => ({}),
  parseMove(raw: unknown): Move {
    if (typeof raw === "object" && raw !== null && "t" in raw) {
      if (raw.t === "hint") return { t: "hint" };
      if (raw.t === "tap" && "cell" in raw && isCell(raw.cell)) return { t: "tap", cell: raw.cell };
    }
    throw new IllegalMoveError(\`A move taps a cell from 0 to \${CELLS - 1}, or is a hint.\`);
  },
  newGame(seed: string): State {
    const random = seededRandom(seed);
    const taps = random.shuffle([...Array(CELLS).keys()]).slice(0, 3 + random.int(3));
    return { lights: taps.reduce(flipped, Array<boolean>(CELLS).fill(false)), taps: 0 };
  },
  legalMoves(state: State): Move[] {
    if (status(state).phase !== "playing") return [];
    return [...[...Array(CELLS).keys()].map((cell): Move => ({ t: "tap", cell })), { t: "hint" }];
  },
  apply(state: State, move: Move): State {
    if (status(state).phase !== "playing") throw new IllegalMoveError("Every light is already off.");
    const cell = move.t === "hint" ? answer(state.lights)[0] : move.cell;
    if (!isCell(cell)) throw new IllegalMoveError(\`There is no cell \${String(cell)}.\`);
    return { lights: flipped(state.lights, cell), taps: state.taps + 1 };
  },
  status,
  powerupOf: (move: Move) => (move.t === "hint" ? "HI" : null),
  minimumHumanMs: (moveCount: number) => 250 * moveCount,
} satisfies GameRules<State, Move, Options>;
`;
}

function appFile(game: NewGame): string {
  return `import { GameShell, useGameSession } from "../engines/shell/index.ts";
import { createGameClient } from "../sdk/index.ts";
import { rules, SIZE, type Move } from "./rules.ts";
import "./${game.slug}.css";

// One client per frame, made once: it says "ready" to the portal as soon as it exists.
const client = createGameClient({ game: rules.code });

export function App() {
  // Starts or resumes a session, saves after every move, and asks the server for the verdict on a win.
  const game = useGameSession({ client, rules });
  const hint = () => void game.usePowerup("HI", { t: "hint" } satisfies Move);
  return (
    <GameShell title="${game.name}" game={game} theme={{ background: "#1f4f45", accent: "#ffd166" }} powerups={{ HI: hint }}>
      {game.state ? (
        <div className="lights-board" role="group" aria-label="Lights" style={{ gridTemplateColumns: \`repeat(\${SIZE}, 1fr)\` }}>
          {game.state.lights.map((on, cell) => (
            <button
              key={cell}
              type="button"
              className="lights-cell"
              data-cell={cell}
              aria-pressed={on}
              aria-label={\`Light \${Math.floor(cell / SIZE) + 1}, \${(cell % SIZE) + 1}\`}
              onClick={() => void game.play({ t: "tap", cell })}
            />
          ))}
        </div>
      ) : null}
    </GameShell>
  );
}
`;
}

const MAIN_FILE = `import { mountGame } from "../engines/shell/mountGame.tsx";
import { App } from "./App.tsx";
import { game } from "./game.ts";

mountGame(App, game.category);
`;

function htmlFile(game: NewGame): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${game.name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;
}

const CSS_FILE = `.lights-board {
  display: grid;
  gap: 12px;
  width: min(80vmin, 360px);
  margin: 24px auto;
}

.lights-cell {
  aspect-ratio: 1;
  min-width: 44px;
  border: 3px solid #0d2d27;
  border-radius: 14px;
  background: #24453f;
  cursor: pointer;
}

.lights-cell[aria-pressed="true"] {
  background: #ffd166;
  box-shadow: 0 0 18px #ffd166;
}

.lights-cell:focus-visible {
  outline: 3px solid #fff;
  outline-offset: 3px;
}

@media (prefers-reduced-motion: no-preference) {
  .lights-cell {
    transition: background-color 0.15s, box-shadow 0.15s;
  }
}
`;

function rulesTestFile(game: NewGame): string {
  return `import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { IllegalMoveError } from "../../engines/gameRules.ts";
import { answer, rules, type Move, type State } from "../rules.ts";

const seeds = fc.string({ maxLength: 16 });
const play = (state: State, moves: readonly Move[]) => moves.reduce((current, move) => rules.apply(current, move), state);

describe("${game.name} rules", () => {
  test("every deal starts with lights on and its answer switches them all off", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const start = rules.newGame(seed);
        expect(rules.status(start).phase).toBe("playing");
        const cells = answer(start.lights);
        const end = play(start, cells.map((cell): Move => ({ t: "tap", cell })));
        expect(rules.status(end)).toEqual({ phase: "won", score: 100 - 5 * cells.length });
      }),
    );
  });

  test("hints alone win, each one a powerup", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        let state = rules.newGame(seed);
        const hints: Move[] = [];
        while (rules.status(state).phase === "playing") {
          hints.push({ t: "hint" });
          state = rules.apply(state, { t: "hint" });
        }
        expect(hints.length).toBe(answer(rules.newGame(seed).lights).length);
        expect(hints.map(rules.powerupOf)).toEqual(hints.map(() => "HI"));
      }),
    );
  });

  test("the same seed and moves replay to the same state, and moves never change the state they are given", () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.nat(8), { maxLength: 20 }), (seed, cells) => {
        const start = rules.newGame(seed);
        const before = structuredClone(start);
        const moves: Move[] = [];
        let state = start;
        for (const cell of cells) {
          if (rules.status(state).phase !== "playing") break;
          moves.push({ t: "tap", cell });
          state = rules.apply(state, { t: "tap", cell });
        }
        expect(play(rules.newGame(seed), moves)).toEqual(state);
        expect(start).toEqual(before);
      }),
    );
  });

  test("moves of the wrong shape, and moves after the win, are refused", () => {
    for (const raw of [null, {}, { t: "tap" }, { t: "tap", cell: 9 }, { t: "tap", cell: 1.5 }, { t: "jump" }]) {
      expect(() => rules.parseMove(raw)).toThrow(IllegalMoveError);
    }
    const start = rules.newGame("won");
    const end = play(start, answer(start.lights).map((cell): Move => ({ t: "tap", cell })));
    expect(() => rules.apply(end, { t: "tap", cell: 0 })).toThrow(IllegalMoveError);
    expect(rules.legalMoves(end)).toEqual([]);
  });
});
`;
}

function browserTestFile(game: NewGame): string {
  return `import type { FrameLocator } from "playwright-core";
import { afterAll, beforeAll, describe, test } from "vitest";
import { answer, rules, SIZE } from "../../games/${game.slug}/rules.ts";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";
import { buyOfferedPackWithTokens } from "../support/cardGames.ts";
import { waitForHumanPace } from "../support/humanPace.ts";

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(() => harness?.close());

/** The lights on screen, row by row. */
async function lightsOn(frame: FrameLocator): Promise<boolean[]> {
  const cells = [...Array(SIZE * SIZE).keys()];
  return Promise.all(cells.map(async (cell) => (await frame.locator(\`.lights-cell[data-cell="\${cell}"]\`).getAttribute("aria-pressed")) === "true"));
}

describe("${game.name} in the browser", () => {
  test("a signed-up player buys Hints, takes one, switches every light off and earns 10 tokens", async () => {
    const page = await harness.newPage();
    // A first page on a busy machine may take longer than the default 10 seconds.
    await page.goto("/", { timeout: 30_000 });
    await signUpInBrowser(page, "${game.code.toLowerCase()}");
    await page.goto("/game/${game.slug}/load", { timeout: 30_000 });
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const frame = page.frameLocator("iframe.play-frame");
    await frame.locator(".lights-board").waitFor();
    await frame.locator(".gs-loading").waitFor({ state: "detached" });
    await harness.screenshot(page, "${game.slug}-start", { fullPage: false });

    const before = answer(await lightsOn(frame));
    await frame.getByRole("button", { name: /^Hint \\(0 left\\)/ }).click();
    await buyOfferedPackWithTokens(page, /Get 5 Hints/);
    await frame.getByRole("button", { name: /^Hint \\(4 left\\)/ }).waitFor();

    const cells = answer(await lightsOn(frame));
    if (cells.length !== before.length - 1) throw new Error("The Hint did not tap a light of the answer.");
    await waitForHumanPace(harness.database, rules, cells.length + 1);
    for (const cell of cells) await frame.locator(\`.lights-cell[data-cell="\${cell}"]\`).click();
    await frame.getByRole("heading", { name: "You won!" }).waitFor({ timeout: 15_000 });
    await frame.getByText("+10 tokens").waitFor({ timeout: 15_000 });
    await harness.screenshot(page, "${game.slug}-won", { fullPage: false });
  }, 90_000);
});
`;
}

function summaryFile(game: NewGame): string {
  const lit = new Set([1, 3, 4, 5, 7]);
  const cells = [...Array(9).keys()]
    .map((cell) => {
      const x = 104 + (cell % 3) * 40;
      const y = 34 + Math.floor(cell / 3) * 40;
      return `<rect x="${x}" y="${y}" width="32" height="32" rx="6" fill="${lit.has(cell) ? "#ffd166" : "#1f4f45"}"/>`;
    })
    .join("");
  const title = game.name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img"><title>${title}</title><rect width="320" height="200" fill="${COLOUR}"/>${cells}<text x="160" y="182" fill="#fff" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle">${title}</text></svg>
`;
}
