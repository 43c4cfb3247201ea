/**
 * What the scene view shows: a zoom and a centre, and the scene rectangle (the SVG's viewBox) they
 * give in an element of a given size.
 */
import { SCENE_HEIGHT, SCENE_WIDTH } from "./layouts.ts";

export const MAX_ZOOM = 3;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface View {
  /** 1 shows the whole scene in the element's box; more magnifies it. */
  zoom: number;
  /** The scene point at the middle of the view. */
  cx: number;
  cy: number;
}

/** The CSS size of the scene's element, which an upright board makes taller than the scene. */
export interface Box {
  width: number;
  height: number;
}

/**
 * The scene rectangle in view, the SVG's viewBox. Seen at the zoom's scale, it is the element's box
 * cut to the scene, so an element of another shape than the scene shows it whole at zoom 1 (the
 * viewBox then is exactly the scene) and filled edge to edge from the cover zoom on.
 */
export function sceneWindow(view: View, box: Box): { x: number; y: number; width: number; height: number } {
  const across = box.width / SCENE_WIDTH;
  const down = box.height / SCENE_HEIGHT;
  const fit = Math.min(across, down);
  // across / fit is exactly 1 on the fitted side, so zoom 1 gives exactly the scene's width or height.
  const width = Math.min(SCENE_WIDTH, (SCENE_WIDTH * across) / fit / view.zoom);
  const height = Math.min(SCENE_HEIGHT, (SCENE_HEIGHT * down) / fit / view.zoom);
  return { x: view.cx - width / 2, y: view.cy - height / 2, width, height };
}

export function within(view: View, box: Box): View {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  const { width, height } = sceneWindow({ ...view, zoom }, box);
  return { zoom, cx: clamp(view.cx, width / 2, SCENE_WIDTH - width / 2), cy: clamp(view.cy, height / 2, SCENE_HEIGHT - height / 2) };
}

/**
 * Where a scene starts: zoomed until it fills the element (a phone held upright gives it a tall box),
 * the middle in view and the rest a drag away; in a box of the scene's shape, the whole scene.
 */
export function startView(box: Box): View {
  const cover = Math.max(box.width / SCENE_WIDTH, box.height / SCENE_HEIGHT) / Math.min(box.width / SCENE_WIDTH, box.height / SCENE_HEIGHT);
  return within({ zoom: cover, cx: SCENE_WIDTH / 2, cy: SCENE_HEIGHT / 2 }, box);
}
