import type { PointerEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { PinsTray_pins$key } from "../__generated__/PinsTray_pins.graphql.ts";

export interface HeldPin {
  pinId: string;
  name: string;
  imageUrl: string;
  width: number;
  height: number;
}

/** The player's pins with copies not yet on a board: pick one up (drag it, or choose it and use the arrow keys). */
export function PinsTray({ pins: pinsKey, holding, onPointerDown, onChoose }: { pins: PinsTray_pins$key; holding: string | null; onPointerDown: (event: PointerEvent<HTMLElement>, pin: HeldPin) => void; onChoose: (pin: HeldPin) => void }) {
  const { owned } = useFragment(
    graphql`
      fragment PinsTray_pins on PinsState {
        owned {
          id
          count
          placed
          pin {
            pinId
            name
            width
            height
            imageUrl
          }
        }
      }
    `,
    pinsKey,
  );
  const ready = owned.filter((item) => item.count > item.placed);
  return (
    <section className="pins-tray" aria-labelledby="pins-tray-heading">
      <h2 id="pins-tray-heading" className="pins-tray__heading">
        Your pins to place
      </h2>
      {ready.length === 0 ? (
        <p className="muted">{owned.length === 0 ? "You have no pins yet: find some in the collection below." : "All your pins are on your boards. Get more below."}</p>
      ) : (
        <ul className="pins-tray__list">
          {ready.map(({ id, count, placed, pin }) => (
            <li key={id}>
              <button
                type="button"
                className={`pin-chip${holding === pin.pinId ? " pin-chip--held" : ""}`}
                data-pin={pin.pinId}
                aria-pressed={holding === pin.pinId}
                aria-label={`${pin.name}, ${count - placed} to place. Drag it onto the board, or press Enter and use the arrow keys.`}
                onPointerDown={(event) => onPointerDown(event, pin)}
                onClick={() => onChoose(pin)}
              >
                <span className="pin-chip__art" style={{ aspectRatio: `${pin.width} / ${pin.height}` }}>
                  <img src={pin.imageUrl} alt="" draggable={false} />
                </span>
                <span className="pin-chip__name">{pin.name}</span>
                {count - placed > 1 && <span className="pin-chip__count">×{count - placed}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
