import { expect, test } from "vitest";
import * as z from "zod/mini";
import { fromFrame, MAX_SDK_CALL_TEXT } from "../bridge.ts";
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
