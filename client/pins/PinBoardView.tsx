import type { KeyboardEvent, PointerEvent, Ref } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { PinBoardView_board$key } from "../__generated__/PinBoardView_board.graphql.ts";
import type { PinBoardView_pins$key } from "../__generated__/PinBoardView_pins.graphql.ts";
import type { Footprint } from "./boardGeometry.ts";
import { counted } from "../text/counted.ts";
import "./pins.css";

/** What the player is holding over the board, as the board draws it. */
export interface Landing extends Footprint {
  imageUrl: string;
  name: string;
  free: boolean;
}

export interface PlacedTarget {
  x: number;
  y: number;
  width: number;
  height: number;
  pinId: string;
  name: string;
  imageUrl: string;
}

/** How a player arranges the board; left out, the board is only shown (My Account). */
export interface BoardInteraction {
  boardRef: Ref<HTMLDivElement>;
  landing: Landing | null;
  /** The placed pin being moved (drawn faded where it was). */
  lifted: { x: number; y: number } | null;
  label: string;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onPinPointerDown(event: PointerEvent<HTMLElement>, pin: PlacedTarget): void;
  onPinChoose(pin: PlacedTarget): void;
}

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** A pinboard: its background art, a grid of cells, the pins on it and where a held pin would land. */
export function PinBoardView({ board: boardKey, pins: pinsKey, interaction }: { board: PinBoardView_board$key; pins: PinBoardView_pins$key; interaction?: BoardInteraction }) {
  const board = useFragment(
    graphql`
      fragment PinBoardView_board on PinBoard {
        boardId
        name
        imageUrl
        columns
        rows
      }
    `,
    boardKey,
  );
  const { placed } = useFragment(
    graphql`
      fragment PinBoardView_pins on PinsState {
        placed {
          id
          boardId
          pinId
          x
          y
          width
          height
          pin {
            name
            imageUrl
          }
        }
      }
    `,
    pinsKey,
  );
  const onBoard = placed.filter((pin) => pin.boardId === board.boardId);
  const box = (spot: Footprint) => ({
    left: percent(spot.x, board.columns),
    top: percent(spot.y, board.rows),
    width: percent(spot.width, board.columns),
    height: percent(spot.height, board.rows),
  });
  const landing = interaction?.landing ?? null;
  return (
    <div
      ref={interaction?.boardRef}
      className={`pinboard${interaction ? " pinboard--editable" : ""}${landing ? " pinboard--holding" : ""}`}
      style={{ backgroundImage: `url(${board.imageUrl})`, aspectRatio: `${board.columns} / ${board.rows}`, ["--columns" as string]: board.columns, ["--rows" as string]: board.rows }}
      data-testid="pinboard"
      data-board={board.boardId}
      {...(interaction ? { tabIndex: 0, role: "application", "aria-label": interaction.label, onKeyDown: interaction.onKeyDown } : { role: "img", "aria-label": `${board.name} pinboard with ${counted(onBoard.length, "pin")}` })}
    >
      {onBoard.map((pin) => {
        const name = pin.pin?.name ?? pin.pinId;
        const target: PlacedTarget = { x: pin.x, y: pin.y, width: pin.width, height: pin.height, pinId: pin.pinId, name, imageUrl: pin.pin?.imageUrl ?? "" };
        const lifted = interaction?.lifted?.x === pin.x && interaction.lifted.y === pin.y;
        const image = pin.pin ? <img src={pin.pin.imageUrl} alt="" draggable={false} /> : null;
        return interaction ? (
          <button
            key={pin.id}
            type="button"
            className={`pinboard__pin${lifted ? " pinboard__pin--lifted" : ""}`}
            style={box(pin)}
            data-pin={pin.pinId}
            aria-label={`${name}, column ${pin.x + 1}, row ${pin.y + 1}. Press Enter to move it.`}
            onPointerDown={(event) => interaction.onPinPointerDown(event, target)}
            onClick={() => interaction.onPinChoose(target)}
          >
            {image}
          </button>
        ) : (
          <span key={pin.id} className="pinboard__pin" style={box(pin)} title={name} data-pin={pin.pinId}>
            {image}
          </span>
        );
      })}
      {landing && (
        <div className={`pinboard__landing${landing.free ? "" : " pinboard__landing--blocked"}`} style={box(landing)} data-testid="pin-landing" aria-hidden="true">
          <img src={landing.imageUrl} alt="" draggable={false} />
        </div>
      )}
    </div>
  );
}
