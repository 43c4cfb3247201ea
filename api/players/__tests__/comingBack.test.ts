import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp, useTestApp } from "../../../tests/support/testApp.ts";
import { countSignInDay } from "../signInDays.ts";

/** Los Angeles is UTC-8 in late November: its midnight between the 24th and the 25th is 08:00 UTC. */
const BEFORE_LA_MIDNIGHT = new Date("2026-11-25T07:59:00Z");
const AFTER_LA_MIDNIGHT = new Date("2026-11-25T08:01:00Z");
const NEXT_LA_EVENING = new Date("2026-11-26T06:30:00Z");

let clock = BEFORE_LA_MIDNIGHT;
const { app, database } = useTestApp({}, { now: () => clock });
/** A second portal process on the same database, with its own memory. */
const { app: otherProcess } = createTestApp(database.db, {}, { now: () => clock });

beforeAll(async () => {
  // Two playable games tagged NEW (the catalog's Word Hunch and, here, Rivers of Gold); Quinn's
  // Aquarium is tagged NEW too but cannot be played yet, so it gets no banner.
  await database.db.game.update({ where: { id: "KLO" }, data: { tag: "NEW" } });
});

const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

async function signedUp(prefix: string): Promise<HttpClient> {
  const client = new HttpClient(app);
  expect((await client.signUp(email(prefix))).status).toBe(200);
  return client;
}

/** The same browser (its cookies) talking to the other process. */
function sameBrowserOn(target: typeof app, client: HttpClient): HttpClient {
  const copy = new HttpClient(target);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

async function userData(client: HttpClient) {
  const answer = await client.json<{ cr: number; bh: { i: string; s: number; d: number | null }[] }>("/api/user-data", { a: "g" });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function signInDays(client: HttpClient): Promise<number | undefined> {
  const answer = await client.graphql<{ viewer: { player: { signInDays: number } | null } }>("{ viewer { player { signInDays } } }");
  return answer.body.data?.viewer.player?.signInDays;
}

describe("sign-in days (cr)", () => {
  test("count each Los Angeles day with a signed-in request once, across midnight", async () => {
    clock = BEFORE_LA_MIDNIGHT;
    const player = await signedUp("days");
    expect(await signInDays(player)).toBe(1);
    expect((await userData(player)).cr).toBe(1);
    expect(await signInDays(player)).toBe(1);

    clock = AFTER_LA_MIDNIGHT;
    expect((await userData(player)).cr).toBe(2);
    expect(await signInDays(player)).toBe(2);

    // Later the same LA day (a UTC date later) is still the same day.
    clock = new Date("2026-11-26T07:59:00Z");
    expect(await signInDays(player)).toBe(2);
    clock = NEXT_LA_EVENING;
    expect(await signInDays(player)).toBe(2);
  });

  test("concurrent requests to two processes on a new day count it once", async () => {
    clock = BEFORE_LA_MIDNIGHT;
    const player = await signedUp("concurrent");
    expect(await signInDays(player)).toBe(1);
    clock = AFTER_LA_MIDNIGHT;
    const tabs = [player, sameBrowserOn(otherProcess, player)];
    await Promise.all(Array.from({ length: 12 }, (_, i) => signInDays(tabs[i % 2]!)));
    expect(await signInDays(player)).toBe(2);
    expect(await signInDays(tabs[1]!)).toBe(2);
  });

  test("a day already passed (a process whose clock is behind) is not counted again", async () => {
    clock = AFTER_LA_MIDNIGHT;
    const player = await signedUp("behind");
    expect(await signInDays(player)).toBe(1);
    const user = await database.db.user.findFirstOrThrow({ where: { player: { signInDays: 1, lastSignInDay: "2026-11-25" } }, orderBy: { createdAt: "desc" } });
    expect(await countSignInDay(database.db, user.id, "2026-11-24")).toBe(false);
    expect(await countSignInDay(database.db, user.id, "2026-11-25")).toBe(false);
    expect(await signInDays(player)).toBe(1);
  });

  test("temporary users and signed-out visitors count nothing", async () => {
    const temporary = new HttpClient(app);
    expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect((await userData(temporary)).cr).toBe(0);
    clock = NEXT_LA_EVENING;
    expect((await userData(temporary)).cr).toBe(0);
  });
});

type BannersAnswer = { viewer: { banners: { bannerId: string; kind: string; title: string; href: string }[] } };
const BANNERS = "{ viewer { banners { bannerId kind title href } } }";
const DISMISS = `mutation ($id: String!) { dismissBanner(input: { bannerId: $id }) {
  __typename ... on DismissBannerSuccess { bannerId } ... on UnknownBannerError { message } ... on NoPlayerError { message } } }`;

async function bannerIds(client: HttpClient): Promise<string[] | undefined> {
  return (await client.graphql<BannersAnswer>(BANNERS)).body.data?.viewer.banners.map((banner) => banner.bannerId);
}

async function dismiss(client: HttpClient, id: string) {
  return (await client.graphql<{ dismissBanner: { __typename: string; bannerId?: string; message?: string } }>(DISMISS, { id })).body.data?.dismissBanner;
}

describe("banner history (bh)", () => {
  test("each playable NEW game's banner shows until dismissed, and never again after", async () => {
    const player = await signedUp("banners");
    expect((await userData(player)).bh).toEqual([]);
    const banners = (await player.graphql<BannersAnswer>(BANNERS)).body.data?.viewer.banners;
    expect(banners).toEqual([
      { bannerId: "new-game:KLO", kind: "NEW_GAME", title: "New game: Rivers of Gold Solitaire", href: "/game/rivers-of-gold-solitaire/load" },
      { bannerId: "new-game:QUA", kind: "NEW_GAME", title: "New game: Quinn's Aquarium", href: "/game/quinns-aquarium/load" },
      { bannerId: "new-game:WOR", kind: "NEW_GAME", title: "New game: Word Hunch", href: "/game/word-hunch/load" },
    ]);
    const seen = (await userData(player)).bh;
    expect(seen.map((entry) => [entry.i, entry.d])).toEqual([
      ["new-game:KLO", null],
      ["new-game:QUA", null],
      ["new-game:WOR", null],
    ]);
    // Shown again: still seen once, at the first time.
    expect(await bannerIds(player)).toEqual(["new-game:KLO", "new-game:QUA", "new-game:WOR"]);
    expect((await userData(player)).bh).toEqual(seen);

    expect(await dismiss(player, "new-game:KLO")).toEqual({ __typename: "DismissBannerSuccess", bannerId: "new-game:KLO" });
    expect(await bannerIds(player)).toEqual(["new-game:QUA", "new-game:WOR"]);
    const dismissed = (await userData(player)).bh.find((entry) => entry.i === "new-game:KLO");
    expect(dismissed?.d).toEqual(expect.any(Number));
    // Dismissing again keeps the first dismissal.
    expect((await dismiss(player, "new-game:KLO"))?.__typename).toBe("DismissBannerSuccess");
    expect((await userData(player)).bh.find((entry) => entry.i === "new-game:KLO")).toEqual(dismissed);
    expect(await bannerIds(sameBrowserOn(otherProcess, player))).toEqual(["new-game:QUA", "new-game:WOR"]);
  });

  test("a banner the portal does not offer cannot be dismissed; visitors see the offer but cannot dismiss", async () => {
    const player = await signedUp("unknown-banner");
    for (const id of ["new-game:SUD", "new-game:XYZ", "season-start:2026-4", "", "x".repeat(5000)]) {
      expect(await dismiss(player, id)).toEqual({ __typename: "UnknownBannerError", message: "That banner is not shown any more." });
    }
    expect((await userData(player)).bh).toEqual([]);
    // A visitor sees what its temporary user is about to get (the server renders it into the home page).
    const visitor = new HttpClient(app);
    expect(await bannerIds(visitor)).toEqual(["new-game:KLO", "new-game:QUA", "new-game:WOR"]);
    expect(await dismiss(visitor, "new-game:KLO")).toEqual({ __typename: "NoPlayerError", message: "User not defined" });
  });

  test("what a temporary user dismissed stays dismissed on the account it becomes", async () => {
    const client = new HttpClient(app);
    expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect(await bannerIds(client)).toEqual(["new-game:KLO", "new-game:QUA", "new-game:WOR"]);
    expect((await dismiss(client, "new-game:WOR"))?.__typename).toBe("DismissBannerSuccess");
    expect((await client.signUp(email("merged"))).status).toBe(200);
    expect(await bannerIds(client)).toEqual(["new-game:KLO", "new-game:QUA"]);
    expect((await userData(client)).bh.map((entry) => [entry.i, entry.d === null])).toEqual([
      ["new-game:KLO", true],
      ["new-game:QUA", true],
      ["new-game:WOR", false],
    ]);
  });
});
