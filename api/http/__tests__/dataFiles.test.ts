import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { DATA_DIR } from "../../../tests/support/testDatabase.ts";
import { SLUGS_BY_ID } from "../../../tests/support/catalogFixtures.ts";


const DATA_FILE_NAMES = ["games", "games_map", "game_cats", "game_menu"] as const;

interface DataFileBody<Value = unknown> {
  d: number;
  v: Value;
}

const { app, database } = useTestApp();
let dataDate: Date;

beforeAll(async () => {
  dataDate = (await database.db.catalogState.findUniqueOrThrow({ where: { id: 1 } })).dataDate;
});

async function fetchDataFile<Value>(name: string): Promise<{ response: Response; body: DataFileBody<Value> }> {
  const response = await app.request(`/.data/${name}.dat`);
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as DataFileBody<Value> };
}

describe.each(DATA_FILE_NAMES)("/.data/%s.dat", (name) => {
  test("answers 200 with JSON", async () => {
    const { response } = await fetchDataFile(name);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  test("wraps the content as { d, v } with d the data date in epoch ms", async () => {
    const { response, body } = await fetchDataFile(name);
    expect(Object.keys(body).sort()).toEqual(["d", "v"]);
    expect(body.d).toBe(dataDate.getTime());
    expect(response.headers.get("x-data-date")).toBe(String(dataDate.getTime()));
  });

  test("has an ETag", async () => {
    const { response } = await fetchDataFile(name);
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
  });

  test("answers 304 with an empty body when If-None-Match holds its ETag", async () => {
    const { response: first } = await fetchDataFile(name);
    const etag = first.headers.get("etag")!;
    const response = await app.request(`/.data/${name}.dat`, { headers: { "If-None-Match": etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("etag")).toBe(etag);
  });

  test("answers 200 when If-None-Match holds another ETag", async () => {
    const response = await app.request(`/.data/${name}.dat`, { headers: { "If-None-Match": '"not-the-etag"' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DataFileBody).d).toBe(dataDate.getTime());
  });
});

describe("content of the data files", () => {
  test("games_map maps all 19 game ids to their slugs", async () => {
    const { body } = await fetchDataFile<Record<string, string>>("games_map");
    expect(body.v).toEqual(SLUGS_BY_ID);
  });

  test("games lists every game in sort order, with cat as the category name", async () => {
    const { body } = await fetchDataFile<Record<string, unknown>[]>("games");
    const games = await database.db.game.findMany({ orderBy: [{ sort: "asc" }, { id: "asc" }], include: { category: true } });
    expect(body.v).toEqual(
      games.map((game) => ({
        id: game.id,
        url: game.url,
        desc: game.desc,
        cat: game.category.name,
        short: game.short,
        long: game.long,
        howto: game.howto,
        bgColor: game.bgColor,
        bannerType: game.bannerType,
        tag: game.tag,
        tagColor: game.tagColor,
        tagShadow: game.tagShadow,
        sort: game.sort,
        featured: game.featured,
        img: { summary: game.imgSummary, banner: game.imgBanner, store: game.imgStore },
      })),
    );
    expect(body.v).toHaveLength(19);
    expect(body.v[0]).toMatchObject({ id: "BCA", cat: "Hidden Object" });
  });

  test("game_cats lists the categories in order", async () => {
    const { body } = await fetchDataFile<{ id: string; name: string; desc: string; sort: number }[]>("game_cats");
    const categories = await database.db.category.findMany({ orderBy: { sort: "asc" } });
    expect(body.v).toEqual(categories.map(({ id, name, desc, sort }) => ({ id, name, desc, sort })));
    expect(body.v.map((category) => category.name)).toEqual(["Hidden Object", "Solitaire", "Puzzle", "Mahjong", "Word"]);
  });

  test("game_menu groups every game exactly once under its category name", async () => {
    const { body } = await fetchDataFile<{ cat: string; games: { id: string; url: string; desc: string }[] }[]>("game_menu");
    expect(body.v.map((section) => [section.cat, section.games.map((game) => game.id)])).toEqual([
      ["Hidden Object", ["BCA"]],
      ["Solitaire", ["FRE", "KLO", "SAI", "SOL", "SPI"]],
      ["Puzzle", ["JIG", "PAI", "QUA", "RAI", "SHI", "STA", "SUD", "TEA"]],
      ["Mahjong", ["MJC", "MJG"]],
      ["Word", ["SHE", "WOR", "WOS"]],
    ]);
    const games = await database.db.game.findMany();
    const menuGames = body.v.flatMap((section) => section.games);
    expect(menuGames).toHaveLength(games.length);
    for (const game of games) {
      expect(menuGames.filter((entry) => entry.id === game.id)).toEqual([{ id: game.id, url: game.url, desc: game.desc }]);
    }
  });
});

describe("unknown data files answer 404 JSON", () => {
  test.each([
    "/.data/no_such_file.dat",
    "/.data/games.txt",
    "/.data/GAMES.dat",
    // Encoded, so the "../" reaches the route instead of being resolved by URL parsing.
    "/.data/..%2Fx.dat",
  ])("%s", async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });

  test("/.data/../x.dat is not a data file", async () => {
    // URL parsing resolves this to /x.dat before routing, so the data route never sees it.
    const response = await app.request("/.data/../x.dat");
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^application\/json/);
  });
});

describe("game thumbnails", () => {
  let slugs: string[];
  beforeAll(async () => {
    slugs = (await database.db.game.findMany({ select: { url: true } })).map((game) => game.url);
  });

  test("data/img holds a summary.svg for every game", () => {
    expect(slugs).toHaveLength(19);
    const missing = slugs.filter((slug) => !existsSync(path.join(DATA_DIR, "img", "game", slug, "summary.svg")));
    expect(missing).toEqual([]);
  });

  test("/game/{slug}/summary serves each game's SVG", async () => {
    for (const slug of slugs) {
      const response = await app.request(`/game/${slug}/summary`);
      expect(response.status, slug).toBe(200);
      expect(response.headers.get("content-type"), slug).toBe("image/svg+xml");
      expect(await response.text(), slug).toBe(await readFile(path.join(DATA_DIR, "img", "game", slug, "summary.svg"), "utf8"));
    }
  });

  test("/game/{slug}/summary answers 404 for an unknown slug", async () => {
    const response = await app.request("/game/no-such-game/summary");
    expect(response.status).toBe(404);
  });
});

describe("/img/ never reaches outside data/img", () => {
  test("an encoded ../ answers 404", async () => {
    expect((await app.request("/img/..%2Fsecret")).status).toBe(404);
    expect((await app.request("/img/..%2F..%2Fpackage.json")).status).toBe(404);
  });

  test("/img/../secret serves no image", async () => {
    // URL parsing resolves this to /secret before routing, so the image route never sees it.
    const response = await app.request("/img/../secret");
    expect(response.headers.get("content-type") ?? "").not.toMatch(/^image\//);
  });

  test("/img/../../package.json does not serve the repository's package.json", async () => {
    const response = await app.request("/img/../../package.json");
    expect(await response.text()).not.toContain('"name": "playden"');
  });
});
