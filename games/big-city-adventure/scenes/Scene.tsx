/**
 * One scene composed from the kit: the backdrop, the layout's props from back to front with the
 * objects tucked behind each prop drawn just before it, then the objects in front. Found objects
 * leave the picture; a Hint rings the object it points at.
 */
import { Fragment } from "react";
import type { City, SceneSpec } from "../cities.ts";
import { LAYOUTS } from "../layouts.ts";
import type { PlacedObject } from "../rules.ts";
import { Backdrop } from "./Backdrop.tsx";
import { ObjectArt } from "./Objects.tsx";
import { PropArt } from "./Props.tsx";

export interface SceneArtProps {
  city: City;
  spec: SceneSpec;
  placed: readonly PlacedObject[];
  /** Listed objects already found (by index in `placed`): not drawn any more. */
  found: readonly boolean[];
  /** Unique per scene on the page (gradient ids). */
  id: string;
}

function Placed({ placed, index }: { placed: PlacedObject; index: number }) {
  return (
    <g
      className="bca-object"
      data-index={index}
      data-object={placed.object}
      transform={`translate(${placed.x} ${placed.y}) rotate(${placed.rotation}) scale(${placed.size})`}
    >
      <ObjectArt id={placed.object} />
    </g>
  );
}

export function SceneArt({ city, spec, placed, found, id }: SceneArtProps) {
  const layout = LAYOUTS[spec.kind];
  const shown = placed.map((item, index) => ({ item, index })).filter(({ index }) => !found[index]);
  // Props further back (higher up the picture) first.
  const order = layout.props.map((prop, index) => ({ prop, index })).sort((a, b) => a.prop.y - b.prop.y);
  return (
    <g>
      <Backdrop city={city} kind={spec.kind} light={spec.light} layout={layout} id={id} />
      {order.map(({ prop, index }) => (
        <Fragment key={index}>
          {shown
            .filter(({ item }) => item.layer === "back" && item.prop === index)
            .map(({ item, index: at }) => (
              <Placed key={`o${at}`} placed={item} index={at} />
            ))}
          <g transform={`translate(${prop.x} ${prop.y}) scale(${prop.flip ? -prop.s : prop.s} ${prop.s})`}>
            <PropArt type={prop.type} palette={city.palette} light={spec.light} variant={index} />
          </g>
        </Fragment>
      ))}
      {shown
        .filter(({ item }) => item.layer === "front")
        .map(({ item, index }) => (
          <Placed key={`o${index}`} placed={item} index={index} />
        ))}
    </g>
  );
}
