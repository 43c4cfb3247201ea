// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { WinPanel, type WinPanelProps } from "../ResultPanel.tsx";

/**
 * On a touch screen the tap that wins is followed by the browser's own click at the same spot, made
 * (by its time stamp) before the panel was there; it lands on whatever button of the panel lies
 * under the finger. Run Z's and the last CI run's phone tests lost their win panel to it.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root;
let host: HTMLDivElement;
const pressed: string[] = [];
const win: WinPanelProps = {
  points: 100, score: 100, bonusName: "Time bonus", timeMs: 60_000, verdict: null, pending: false, error: null,
  onPlayAgain: () => pressed.push("Play again"),
  onClose: () => pressed.push("Close"),
};

beforeEach(() => {
  pressed.length = 0;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const button = (name: string) => [...host.querySelectorAll("button")].find((found) => (found.getAttribute("aria-label") ?? found.textContent) === name)!;
const click = (detail: number) => new MouseEvent("click", { bubbles: true, cancelable: true, detail });
const later = async () => {
  const before = performance.now();
  await vi.waitFor(() => expect(performance.now()).toBeGreaterThan(before));
};

test("a click made before the panel showed (the winning tap's own) presses none of its buttons", async () => {
  const ghostOnPlayAgain = click(1);
  const ghostOnClose = click(1);
  await later();
  act(() => root.render(createElement(WinPanel, win)));
  button("Play again").dispatchEvent(ghostOnPlayAgain);
  button("Close and look at the board").dispatchEvent(ghostOnClose);
  expect(pressed).toEqual([]);
  expect(host.querySelector("h2")?.textContent).toBe("You won!");
});

test("the player's own clicks once it shows, and keys at any time, press its buttons", async () => {
  const key = click(0);
  await later();
  act(() => root.render(createElement(WinPanel, win)));
  button("Play again").dispatchEvent(key);
  await later();
  button("Close and look at the board").dispatchEvent(click(1));
  expect(pressed).toEqual(["Play again", "Close"]);
});
