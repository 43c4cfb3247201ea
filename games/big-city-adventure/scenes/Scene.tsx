/**
 * One scene composed from the kit: the backdrop, then the layout's props, the round's clutter and
 * its objects painted back to front by depth (see clutter.ts): objects tucked behind a prop just
 * before it, things standing on a prop just after it, "front" objects after every prop and the
 * clutter over them last. Objects are toned toward the scene's palette so they sit in the picture
 * rather than on it. Found objects leave the picture; a Hint rings the object it points at.
 */
import { memo, useMemo, type ReactNode } from "react";
import type { City, Palette, SceneLight, SceneSpec } from "../cities.ts";
import { objectDepth, propDepth, sceneClutter } from "../clutter.ts";
import { LAYOUTS, SCENE_HEIGHT, SCENE_WIDTH } from "../layouts.ts";
import type { PlacedObject } from "../rules.ts";
import { Backdrop } from "./Backdrop.tsx";
import { ClutterArt } from "./Clutter.tsx";
import { ObjectArt } from "./Objects.tsx";
import { PropArt } from "./Props.tsx";

export interface SceneArtProps {
  city: City;
  spec: SceneSpec;
  /** The round's scene (0-2) of the city: with the placements, it picks the clutter. */
  scene: number;
  placed: readonly PlacedObject[];
  /** Listed objects already found (by index in `placed`): not drawn any more. */
  found: readonly boolean[];
  /** Unique per scene on the page (gradient and filter ids). */
  id: string;
}

/** The light's cast over the whole picture at dusk and night (multiplied), so props, clutter and objects share it. */
const CAST: Record<SceneLight, string | null> = { day: null, dusk: "#f2b48f", night: "#6f7fb8" };

/** A pale version of the scene's ground colour: what the objects are multiplied by. */
function tintOf(palette: Palette): string {
  const channels = [1, 3, 5].map((at) => parseInt(palette.ground.slice(at, at + 2), 16));
  return `rgb(${channels.map((channel) => Math.round(channel + (255 - channel) * 0.3)).join(" ")})`;
}

function Placed({ placed, index, filter }: { placed: PlacedObject; index: number; filter: string }) {
  return (
    <g
      className="bca-object"
      data-index={index}
      data-object={placed.object}
      transform={`translate(${placed.x} ${placed.y}) rotate(${placed.rotation}) scale(${placed.size})`}
      filter={filter}
    >
      <ObjectArt id={placed.object} />
    </g>
  );
}

/** Memoised: the lens and a drag redraw the scene's element on every pointer move, and the picture stays as it is. */
export const SceneArt = memo(function SceneArt({ city, spec, scene, placed, found, id }: SceneArtProps) {
  const layout = LAYOUTS[spec.kind];
  const clutter = useMemo(() => sceneClutter({ city, scene, placed }), [city, scene, placed]);
  const filter = `url(#${id}-tone)`;
  const layers: { depth: number; node: ReactNode }[] = [
    ...layout.props.map((prop, index) => ({
      depth: propDepth(prop),
      node: (
        <g key={`p${index}`} transform={`translate(${prop.x} ${prop.y}) scale(${prop.flip ? -prop.s : prop.s} ${prop.s})`}>
          <PropArt type={prop.type} palette={city.palette} light={spec.light} variant={index} />
        </g>
      ),
    })),
    ...placed.flatMap((item, index) =>
      found[index] ? [] : [{ depth: objectDepth(item, layout), node: <Placed key={`o${index}`} placed={item} index={index} filter={filter} /> }],
    ),
    ...clutter.map((item, index) => ({ depth: item.depth, node: <ClutterArt key={`c${index}`} item={item} palette={city.palette} light={spec.light} /> })),
  ];
  const cast = CAST[spec.light];
  return (
    <g>
      <defs>
        {/* Softer colours multiplied by the ground's tone: objects take the scene's light like its props. */}
        <filter id={`${id}-tone`} colorInterpolationFilters="sRGB">
          <feColorMatrix type="saturate" values="0.72" result="muted" />
          <feFlood floodColor={tintOf(city.palette)} />
          <feBlend mode="multiply" in="muted" />
          <feComposite operator="in" in2="SourceGraphic" />
        </filter>
      </defs>
      <Backdrop city={city} kind={spec.kind} light={spec.light} layout={layout} id={id} />
      {layers.sort((a, b) => a.depth - b.depth).map(({ node }) => node)}
      {cast ? <rect width={SCENE_WIDTH} height={SCENE_HEIGHT} fill={cast} opacity="0.25" style={{ mixBlendMode: "multiply" }} pointerEvents="none" /> : null}
    </g>
  );
});
