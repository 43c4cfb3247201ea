import { describe, expect, it } from "vitest";
import { SCENE_HEIGHT, SCENE_WIDTH } from "../layouts.ts";
import { MAX_ZOOM, sceneWindow, startView, within } from "../viewport.ts";

/** The scene's element on a 390 x 844 phone, upright: the width of the screen, taller than the picture. */
const PHONE = { width: 390, height: 441 };
const WIDE = { width: 760, height: 486.4 };

describe("the scene's viewport", () => {
  it("starts a phone's tall element zoomed until the scene fills it, the middle in view", () => {
    const view = startView(PHONE);
    const shown = sceneWindow(view, PHONE);
    expect(shown.height).toBe(SCENE_HEIGHT);
    expect(shown.width / shown.height).toBeCloseTo(PHONE.width / PHONE.height, 9);
    expect(shown.x + shown.width / 2).toBe(SCENE_WIDTH / 2);
    expect(view.zoom).toBeGreaterThan(1.5);
  });

  it("shows exactly the whole scene at zoom 1, whatever the element's shape", () => {
    for (const box of [PHONE, WIDE, { width: 1000, height: 300 }, { width: 333, height: 1000 }]) {
      expect(sceneWindow(within({ zoom: 1, cx: 120, cy: 600 }, box), box)).toEqual({ x: 0, y: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT });
    }
  });

  it("starts an element of the scene's shape with the whole scene", () => {
    expect(sceneWindow(startView(WIDE), WIDE)).toEqual({ x: 0, y: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT });
  });

  it("keeps the view inside the scene and the zoom between 1 and the most", () => {
    const far = within({ zoom: 10, cx: -500, cy: 5000 }, PHONE);
    expect(far.zoom).toBe(MAX_ZOOM);
    const shown = sceneWindow(far, PHONE);
    expect(shown.x).toBe(0);
    expect(shown.y + shown.height).toBe(SCENE_HEIGHT);
    expect(within({ zoom: 0.2, cx: 500, cy: 320 }, PHONE).zoom).toBe(1);
  });
});
