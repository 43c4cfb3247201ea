// @vitest-environment happy-dom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, test } from "vitest";
import { draggedTo } from "../../cards/cardDrag.ts";
import { usePointerDrag, type PointerDrag } from "../usePointerDrag.ts";

/**
 * A drop is where the pointer is let go. On a busy device the pointer's moves render at a lower
 * priority than its release, so the release may come before any move was drawn: the drag must not
 * then count as a tap, nor land where the last drawn move left it; and a quick tap's release may
 * come before its press was drawn, so the window follows the pointer from the press itself.
 */
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root;
let host: HTMLDivElement;
const released: PointerDrag<string>[] = [];

function Piece() {
  const { start } = usePointerDrag<string>((drag) => released.push(drag));
  return createElement("button", { type: "button", onPointerDown: (event: React.PointerEvent<Element>) => start("piece", event) }, "piece");
}

beforeEach(() => {
  released.length = 0;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(createElement(Piece)));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const pointer = (type: string, x: number, y: number) => new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1, button: 0 });

test("a release far from where the pointer went down is a drag to the release, though no move was drawn", () => {
  act(() => void host.querySelector("button")!.dispatchEvent(pointer("pointerdown", 10, 10)));
  act(() => void window.dispatchEvent(pointer("pointerup", 120, 80)));
  expect(released).toEqual([expect.objectContaining({ held: "piece", moving: true, x: 120, y: 80 })]);
});

test("a release where the pointer went down is a tap", () => {
  act(() => void host.querySelector("button")!.dispatchEvent(pointer("pointerdown", 10, 10)));
  act(() => void window.dispatchEvent(pointer("pointerup", 12, 11)));
  expect(released).toEqual([expect.objectContaining({ moving: false })]);
});

test("a quick tap whose release comes before the press was drawn is still a tap", () => {
  // One act: React draws nothing between the two events, as on a busy device.
  act(() => {
    host.querySelector("button")!.dispatchEvent(pointer("pointerdown", 10, 10));
    window.dispatchEvent(pointer("pointerup", 10, 10));
  });
  expect(released).toEqual([expect.objectContaining({ moving: false })]);
  // And the window stops following: a later release is nobody's.
  act(() => void window.dispatchEvent(pointer("pointerup", 50, 50)));
  expect(released).toHaveLength(1);
});

test("a card dragged to the release, or left as it is within a tap's reach", () => {
  const down = { pointerId: 1, startX: 10, startY: 10, dx: 0, dy: 0, moved: false };
  expect(draggedTo(down, { clientX: 12, clientY: 12 })).toBe(down);
  expect(draggedTo(down, { clientX: 110, clientY: 40 })).toEqual({ ...down, dx: 100, dy: 30, moved: true });
  // Once a drag, it follows the pointer even back within a tap's reach.
  expect(draggedTo({ ...down, dx: 50, dy: 0, moved: true }, { clientX: 11, clientY: 10 })).toEqual({ ...down, dx: 1, dy: 0, moved: true });
});
