/**
 * The two doors onto challenges through the whole HTTP app: /api/challenge (actions l and w of
 * docs/product/calls.md#challenge, zod-checked), GraphQL viewer.challenges and its mutations, /api/user-data's wb and sb,
 * and the /.data/ files. The server's real clock: the pool in data/ must cover today's season.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { challengeMoment, seasonWeeks } from "../calendar.ts";
import { challengeCatalog } from "../catalog.ts";
import { DEFAULT_SLOTS, SEASON_THRESHOLDS, SUGGESTION_COUNT, WEEKLY_BONUS } from "../constants.ts";

const { app } = useTestApp();

type ChallengeList = { a: { i: string; g: { n: number; t: number }[]; r: number; x: string }[]; s: { i: string; tk: number; ty: number; g: { g: string }[] }[]; m: { m: number }; seed: number; remainingWeek: number; remainingSeason: number; quarter: number; week: number };

async function signedIn(): Promise<HttpClient> {
  const client = new HttpClient(app);
  expect((await client.signUp(`chall-${randomUUID().slice(0, 8)}@example.test`)).status).toBe(200);
  return client;
}

const ACCEPT = "mutation ($id: String!) { acceptChallenge(input: { challengeId: $id, seed: 3 }) { __typename ... on ChallengeError { code message } ... on AcceptChallengeSuccess { challenges { active { id status goals { gameCode done target } } } } } }";

describe("/api/challenge", () => {
  test("visitors and temporary users get the empty defaults and the default slot count (spec 6)", async () => {
    const visitor = new HttpClient(app);
    const list = await visitor.json<ChallengeList>("/api/challenge?a=l&s=5");
    expect(list.status).toBe(200);
    const moment = challengeMoment(new Date());
    expect(list.body).toMatchObject({ a: [], s: [], m: { m: DEFAULT_SLOTS }, seed: 5, quarter: moment.quarter, week: moment.week });
    expect(list.body.remainingWeek).toBeGreaterThanOrEqual(0);
    expect((await visitor.json("/api/challenge", { a: "w" })).body).toEqual({ w: [] });
    const temporary = new HttpClient(app);
    expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect((await temporary.json<ChallengeList>("/api/challenge", { a: "l", s: 1 })).body).toMatchObject({ a: [], s: [], m: { m: DEFAULT_SLOTS } });
    const refused = await temporary.graphql<{ acceptChallenge: { __typename: string; code: string } }>(ACCEPT, { id: "2026#4#9#W1" });
    expect(refused.body.data?.acceptChallenge).toMatchObject({ __typename: "ChallengeError", code: "NOT_SIGNED_IN" });
  });

  test("bad actions and seeds are refused with a clear 400", async () => {
    const visitor = new HttpClient(app);
    for (const query of ["a=x", "a=l&s=-1", "a=l&s=1.5", "a=l&s=abc", "a=l&s=99999999999", ""]) {
      const answer = await visitor.json<{ error: string; message: string }>(`/api/challenge?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toMatch(/action "l"/);
    }
  });

  test("a signed-in player gets suggestions, accepts one through GraphQL and sees it in a with its progress", async () => {
    const player = await signedIn();
    const list = (await player.json<ChallengeList>("/api/challenge", { a: "l", s: 3 })).body;
    expect(list.a).toEqual([]);
    expect(list.s).toHaveLength(SUGGESTION_COUNT);
    expect((await player.json<ChallengeList>("/api/challenge?a=l&s=3")).body.s).toEqual(list.s);
    const chosen = list.s[0]!;
    expect(Object.keys(chosen)).toEqual(expect.arrayContaining(["i", "tk", "th", "wt", "ty", "g"]));
    const accepted = await player.graphql<{ acceptChallenge: { __typename: string; challenges: { active: { id: string; status: string }[] } } }>(ACCEPT, { id: chosen.i });
    expect(accepted.body.data?.acceptChallenge.__typename, JSON.stringify(accepted.body)).toBe("AcceptChallengeSuccess");
    expect(accepted.body.data?.acceptChallenge.challenges.active).toMatchObject([{ id: chosen.i, status: "ACTIVE" }]);
    const after = (await player.json<ChallengeList>("/api/challenge", { a: "l", s: 3 })).body;
    expect(after.a).toMatchObject([{ i: chosen.i, tk: chosen.tk, x: "a" }]);
    expect(after.a[0]!.g.every((goal) => goal.n === 0)).toBe(true);
    expect(after.a[0]!.r).toBeGreaterThan(0);
    expect(after.s.map((s) => s.i)).not.toContain(chosen.i);
    const again = await player.graphql<{ acceptChallenge: { code: string } }>(ACCEPT, { id: chosen.i });
    expect(again.body.data?.acceptChallenge.code).toBe("ALREADY_ACCEPTED");
    const view = await player.graphql<{ viewer: { challenges: { signedIn: boolean; maxSlots: number; weeklyBonus: { needed: number }; season: { rewards: unknown[] }; slotProduct: { kind: string } } } }>(
      "{ viewer { challenges(seed: 3) { signedIn maxSlots weeklyBonus { needed } season { rewards { count } } slotProduct { kind } } } }",
    );
    expect(view.body.data?.viewer.challenges).toMatchObject({ signedIn: true, maxSlots: DEFAULT_SLOTS, weeklyBonus: { needed: WEEKLY_BONUS.count }, slotProduct: { kind: "CHALLENGE_SLOT" } });
    expect(view.body.data?.viewer.challenges.season.rewards).toHaveLength(SEASON_THRESHOLDS.length);
    const dropped = await player.graphql<{ dropChallenge: { __typename: string } }>("mutation ($id: String!) { dropChallenge(input: { challengeId: $id }) { __typename } }", { id: chosen.i });
    expect(dropped.body.data?.dropChallenge.__typename).toBe("DropChallengeSuccess");
    expect((await player.json<ChallengeList>("/api/challenge", { a: "l", s: 3 })).body.a).toEqual([]);
  });

  test("user data wb and sb follow spec 3's keys", async () => {
    const player = await signedIn();
    const data = (await player.json<{ wb: Record<string, unknown>; sb: { s: string; e: number; r: { c: number }[] }; chc: number }>("/api/user-data", { a: "g" })).body;
    const moment = challengeMoment(new Date());
    expect(data.wb).toEqual({ w: moment.weekKey, c: 0, t: WEEKLY_BONUS.tokens, e: moment.weekEnd.getTime(), n: WEEKLY_BONUS.count, p: false });
    expect(data.sb).toMatchObject({ s: moment.seasonKey, e: moment.seasonEnd.getTime(), c: 0 });
    expect(data.sb.r.map((r) => r.c)).toEqual(SEASON_THRESHOLDS.map((t) => t.count));
    expect(data.chc).toBe(0);
  });
});

describe("/.data/ files", () => {
  test("chall, chall_blitz_hist, season_bonus and weekly_bonus", async () => {
    const visitor = new HttpClient(app);
    const file = async <T>(name: string) => {
      const answer = await visitor.json<{ d: number; v: T }>(`/.data/${name}.dat`);
      expect(answer.status, name).toBe(200);
      return answer.body.v;
    };
    const pool = await file<{ i: string }[]>("chall");
    expect(pool.map((c) => c.i)).toEqual(challengeCatalog().challenges.map((c) => c.i));
    const blitz = await file<{ w: string; e: number; c: { st: string }[] }[]>("chall_blitz_hist");
    expect(blitz.length).toBeGreaterThanOrEqual(26);
    expect(blitz.every((week) => week.c.every((c) => c.st === "blitz"))).toBe(true);
    const seasons = await file<{ s: string; e: number; r: ({ c: number; tk: number } | { c: number; p: string; pn: string; pw: number; ph: number })[] }[]>("season_bonus");
    expect(seasons.map((s) => s.s)).toEqual(["2026#4", "2027#1", "2027#2", "2027#3"]);
    expect(seasons[0]!.r[0]).toEqual({ c: 5, p: "PUMPKIN-A", pn: "Pumpkin", pw: 1, ph: 1 });
    expect(seasons[0]!.r[1]).toEqual({ c: 10, tk: 100 });
    const weeks = await file<{ w: string; c: number; t: number; e: number }[]>("weekly_bonus");
    expect(weeks).toHaveLength(seasonWeeks(2026, 4) + seasonWeeks(2027, 1) + seasonWeeks(2027, 2) + seasonWeeks(2027, 3));
    expect(weeks[0]).toMatchObject({ w: "2026#4#1", c: WEEKLY_BONUS.count, t: WEEKLY_BONUS.tokens });
  });
});
