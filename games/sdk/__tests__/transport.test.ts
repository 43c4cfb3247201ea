import { expect, test } from "vitest";
import * as z from "zod/mini";
import { fromFrame, MAX_OFFLINE_CALL_TEXT, MAX_SDK_CALL_TEXT, OFFLINE_SESSION_PREFIX } from "../bridge.ts";
import { createTransport, GameClientError, type SdkCall } from "../transport.ts";

const capability = async () => "gc1.token.signature";

test("every call is reported with its variables, status, answer and time: answered, refused and unreachable", async () => {
  const calls: SdkCall[] = [];
  const answers = [new Response(JSON.stringify({ data: { powerups: [] } })), new Response(JSON.stringify({ errors: [{ message: "No.", extensions: { code: "CAPABILITY_INVALID" } }] }), { status: 401 })];
  const fetchImpl = async () => {
    const next = answers.shift();
    if (!next) throw new TypeError("Failed to fetch");
    return next;
  };
  const transport = createTransport("https://portal.test/graphql", fetchImpl, capability, (call) => calls.push(call));
  await transport.request("SdkPowerups", { game: "KLO" }, z.unknown());
  await expect(transport.request("SdkPowerups", { game: "KLO" }, z.unknown())).rejects.toMatchObject({ code: "CAPABILITY_INVALID" });
  await expect(transport.request("SdkGameStats", { game: "KLO" }, z.unknown())).rejects.toBeInstanceOf(GameClientError);
  expect(calls.map(({ operation, variables, status, answer }) => ({ operation, variables, status, answer }))).toEqual([
    { operation: "SdkPowerups", variables: { game: "KLO" }, status: 200, answer: { data: { powerups: [] } } },
    { operation: "SdkPowerups", variables: { game: "KLO" }, status: 401, answer: { errors: [{ message: "No.", extensions: { code: "CAPABILITY_INVALID" } }] } },
    { operation: "SdkGameStats", variables: { game: "KLO" }, status: 0, answer: null },
  ]);
  expect(calls.every((call) => call.ms >= 0)).toBe(true);
});

test("the host takes an sdkCall message only from its frame and within the bridge's bounds", () => {
  const frame = {} as Window;
  const message = { channel: "playden-game", type: "sdkCall", operation: "SdkPowerups", variables: "{}", status: 200, answer: "{}", ms: 12 };
  expect(fromFrame({ origin: "null", source: frame, data: message }, frame, "null")).toMatchObject({ type: "sdkCall", operation: "SdkPowerups" });
  expect(fromFrame({ origin: "null", source: {} as Window, data: message }, frame, "null")).toBeNull();
  expect(fromFrame({ origin: "null", source: frame, data: { ...message, answer: "x".repeat(MAX_SDK_CALL_TEXT + 1) } }, frame, "null")).toBeNull();
  expect(fromFrame({ origin: "null", source: frame, data: { ...message, status: 700 } }, frame, "null")).toBeNull();
});

test("an offline frame's calls all go to the host page; online, only the calls of a session dealt offline do", async () => {
  const fetched: string[] = [];
  const fetchImpl = async (_url: string | URL | Request, init?: RequestInit) => {
    fetched.push(JSON.parse(String(init?.body)).operationName);
    return new Response(JSON.stringify({ data: { from: "network" } }));
  };
  const asked: string[] = [];
  const host = (offline: boolean) => ({
    offline,
    callHost: async (operation: string) => {
      asked.push(operation);
      return { data: { from: "host" } };
    },
  });
  const from = z.object({ from: z.string() });

  const offline = createTransport("https://portal.test/graphql", fetchImpl, capability, undefined, host(true));
  await expect(offline.request("SdkPowerups", { game: "KLO" }, from)).resolves.toEqual({ from: "host" });
  await expect(offline.request("SdkFinishGame", { input: {} }, from, { session: "s1" })).resolves.toEqual({ from: "host" });

  const online = createTransport("https://portal.test/graphql", fetchImpl, capability, undefined, host(false));
  await expect(online.request("SdkPowerups", { game: "KLO" }, from)).resolves.toEqual({ from: "network" });
  await expect(online.request("SdkFinishGame", { input: {} }, from, { session: "s1" })).resolves.toEqual({ from: "network" });
  await expect(online.request("SdkFinishGame", { input: {} }, from, { session: `${OFFLINE_SESSION_PREFIX}abc` })).resolves.toEqual({ from: "host" });
  expect(asked).toEqual(["SdkPowerups", "SdkFinishGame", "SdkFinishGame"]);
  expect(fetched).toEqual(["SdkPowerups", "SdkFinishGame"]);
});

test("the host's answer to an offline call is read like the network's: errors are thrown with their message", async () => {
  const transport = createTransport("https://portal.test/graphql", async () => new Response("{}"), capability, undefined, {
    offline: true,
    callHost: async () => ({ errors: [{ message: "This needs the connection.", extensions: { code: "OFFLINE" } }] }),
  });
  await expect(transport.request("SdkUsePowerup", {}, z.unknown())).rejects.toMatchObject({ message: "This needs the connection." });
  const unreadable = createTransport("https://portal.test/graphql", async () => new Response("{}"), capability, undefined, { offline: true, callHost: async () => "nonsense" });
  await expect(unreadable.request("SdkPowerups", {}, z.unknown())).rejects.toBeInstanceOf(GameClientError);
});

test("offline calls and answers cross the bridge only within its bounds", () => {
  const frame = {} as Window;
  const call = { channel: "playden-game", type: "offlineCall", id: 3, operation: "SdkFinishGame", variables: "{}" };
  expect(fromFrame({ origin: "null", source: frame, data: call }, frame, "null")).toMatchObject({ type: "offlineCall", id: 3 });
  expect(fromFrame({ origin: "null", source: frame, data: { ...call, variables: "x".repeat(MAX_OFFLINE_CALL_TEXT + 1) } }, frame, "null")).toBeNull();
  expect(fromFrame({ origin: "null", source: frame, data: { ...call, id: -1 } }, frame, "null")).toBeNull();
});
