// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, test } from "vitest";
import { useLatest, useLatestCallback, type Latest } from "../useLatest.ts";

/** Handlers and effects read the latest value through a holder (or call a function) that never changes. */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const holders: Latest<string>[] = [];
const callbacks: ((suffix: string) => string)[] = [];

function Probe({ value }: { value: string }) {
  holders.push(useLatest(value));
  callbacks.push(useLatestCallback((suffix: string) => value + suffix));
  return null;
}

let root: Root;
const render = (value: string) => act(() => root.render(createElement(Probe, { value })));

beforeEach(() => {
  holders.length = 0;
  callbacks.length = 0;
  root = createRoot(document.createElement("div"));
});
afterEach(() => act(() => root.unmount()));

test("the holder stays the same and carries the value of the last render", () => {
  render("first");
  expect(holders[0]!.current).toBe("first");
  render("second");
  expect(holders[1]).toBe(holders[0]);
  expect(holders[0]!.current).toBe("second");
});

test("the callback stays the same and calls the handler of the last render", () => {
  render("first");
  render("second");
  expect(callbacks[1]).toBe(callbacks[0]);
  expect(callbacks[0]!("!")).toBe("second!");
});
