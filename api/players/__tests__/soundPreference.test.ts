import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";

const { app } = useTestApp();

const SAVE = "mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) { __typename ... on UpdatePreferencesSuccess { player { sound { on volume music } noGameConfirm } } } }";
const READ = "{ viewer { player { sound { on volume music } } } }";

type Saved = { updatePreferences: { __typename: string; player?: { sound: unknown; noGameConfirm: boolean } } };
type Read = { viewer: { player: { sound: unknown } } };

describe("the games' sound preference", () => {
  test("is null until chosen, then kept as chosen (music too, off until chosen); other preferences leave it alone; a volume outside 0..100 is refused", async () => {
    const client = new HttpClient(app);
    expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect((await client.graphql<Read>(READ)).body.data?.viewer.player.sound).toBeNull();

    const saved = await client.graphql<Saved>(SAVE, { input: { sound: { on: false, volume: 35 } } });
    // Music not chosen reads as off, its default.
    expect(saved.body.data?.updatePreferences.player?.sound).toEqual({ on: false, volume: 35, music: false });
    await client.graphql<Saved>(SAVE, { input: { sound: { on: false, volume: 35, music: true } } });
    await client.graphql<Saved>(SAVE, { input: { noGameConfirm: true } });
    expect((await client.graphql<Read>(READ)).body.data?.viewer.player.sound).toEqual({ on: false, volume: 35, music: true });
    // A client that does not send music leaves it as it was.
    await client.graphql<Saved>(SAVE, { input: { sound: { on: true, volume: 40 } } });
    expect((await client.graphql<Read>(READ)).body.data?.viewer.player.sound).toEqual({ on: true, volume: 40, music: true });

    for (const volume of [101, -1]) {
      const refused = await client.graphql<Saved>(SAVE, { input: { sound: { on: true, volume } } });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect((await client.graphql<Read>(READ)).body.data?.viewer.player.sound).toEqual({ on: true, volume: 40, music: true });
  });
});
