/**
 * The scene kit's far layers: the sky for the scene's light (sun, moon and stars, clouds), a
 * distant skyline of the city's roofs, its landmark, and the ground: pavement, grass or a quay
 * with water in front of the landmark.
 */
import type { City, SceneKind, SceneLight } from "../cities.ts";
import { SCENE_HEIGHT, SCENE_WIDTH, type Layout } from "../layouts.ts";
import { Landmark } from "./Landmarks.tsx";

const SKIES: Record<SceneLight, readonly [string, string]> = {
  day: ["#7ec3ea", "#d8eefa"],
  dusk: ["#6a5a9e", "#f7b27a"],
  night: ["#14213d", "#3d4f7c"],
};

/** Roof heights of the far skyline: fixed per city, from the letters of its id. */
function roofs(city: City): number[] {
  return Array.from({ length: 20 }, (_, index) => 40 + ((city.id.charCodeAt(4 + (index % 3)) * (index + 7)) % 90));
}

function Sky({ light, id }: { light: SceneLight; id: string }) {
  const [top, bottom] = SKIES[light];
  return (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width={SCENE_WIDTH} height={SCENE_HEIGHT} fill={`url(#${id}-sky)`} />
      {light === "night" ? (
        <>
          {Array.from({ length: 30 }, (_, index) => (
            <circle key={index} cx={(index * 337) % SCENE_WIDTH} cy={20 + ((index * 149) % 200)} r={index % 4 === 0 ? 2.4 : 1.4} fill="#fff" opacity="0.8" />
          ))}
          <circle cx="850" cy="80" r="34" fill="#f6f1d5" />
          <circle cx="836" cy="70" r="30" fill={top} />
        </>
      ) : (
        <>
          <circle cx="860" cy={light === "day" ? 80 : 230} r="44" fill={light === "day" ? "#fff3b0" : "#ffb347"} opacity="0.95" />
          {[[140, 70], [420, 110], [700, 50]].map(([x, y]) => (
            <path key={x} d={`M${x} ${y}h90a20 20 0 0 0-30-24 30 30 0 0 0-50 0 18 18 0 0 0-10 24z`} fill="#fff" opacity={light === "day" ? 0.85 : 0.45} />
          ))}
        </>
      )}
    </>
  );
}

function Ground({ kind, layout, city }: { kind: SceneKind; layout: Layout; city: City }) {
  const { palette } = city;
  const grass = kind === "park";
  return (
    <>
      <rect y={layout.horizon} width={SCENE_WIDTH} height={SCENE_HEIGHT - layout.horizon} fill={grass ? "#8fc16a" : palette.ground} />
      {grass ? (
        <path d={`M0 ${SCENE_HEIGHT}q300-150 500-150t500 150z`} fill={palette.ground} opacity="0.85" />
      ) : (
        Array.from({ length: 6 }, (_, index) => (
          <path key={index} d={`M0 ${layout.horizon + 30 + index * 40}h${SCENE_WIDTH}`} stroke="rgba(0,0,0,0.08)" strokeWidth="3" />
        ))
      )}
      {layout.waterTo !== null ? (
        <>
          <rect y={layout.horizon} width={SCENE_WIDTH} height={layout.waterTo - layout.horizon} fill={palette.water} />
          {Array.from({ length: 8 }, (_, index) => (
            <path
              key={index}
              d={`M${(index * 131) % 900} ${layout.horizon + 18 + (index % 4) * 30}q15-8 30 0t30 0`}
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              opacity="0.5"
            />
          ))}
          <rect y={layout.waterTo} width={SCENE_WIDTH} height="14" fill="#9c8f7c" stroke="rgba(0,0,0,0.3)" strokeWidth="2" />
        </>
      ) : null}
    </>
  );
}

export function Backdrop({ city, kind, light, layout, id }: { city: City; kind: SceneKind; light: SceneLight; layout: Layout; id: string }) {
  const heights = roofs(city);
  const lit = light !== "day";
  return (
    <g>
      <Sky light={light} id={id} />
      <g fill={city.palette.far} opacity={light === "night" ? 0.75 : 0.9}>
        {heights.map((height, index) => (
          <rect key={index} x={index * 50} y={layout.horizon - height - 60} width="52" height={height + 60} />
        ))}
      </g>
      {lit
        ? heights.map((height, index) =>
            index % 3 === 0 ? <rect key={index} x={index * 50 + 14} y={layout.horizon - height - 40} width="10" height="12" fill="#ffd77a" opacity="0.8" /> : null,
          )
        : null}
      <g transform={`translate(${layout.landmark.x} ${layout.landmark.y})`}>
        <Landmark id={city.landmark} color={city.palette.landmark} height={layout.landmark.h} />
      </g>
      <Ground kind={kind} layout={layout} city={city} />
    </g>
  );
}
