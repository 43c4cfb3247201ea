import { graphql, useFragment } from "react-relay/hooks";
import type { AccountPinboard_viewer$key } from "../__generated__/AccountPinboard_viewer.graphql.ts";
import { Link } from "../routing/router.tsx";
import { PinBoardView } from "./PinBoardView.tsx";
import "./pins.css";

/** My Account's pinboard: the player's board with the most pins (the default one to start) and their pins. */
export function AccountPinboard({ viewer: viewerKey }: { viewer: AccountPinboard_viewer$key }) {
  const { pins } = useFragment(
    graphql`
      fragment AccountPinboard_viewer on Viewer {
        pins {
          boards {
            boardId
            name
            ...PinBoardView_board
          }
          placed {
            boardId
          }
          owned {
            id
            count
            pin {
              pinId
              name
              imageUrl
              width
              height
            }
          }
          ...PinBoardView_pins
        }
      }
    `,
    viewerKey,
  );
  const pinsOn = (boardId: string) => pins.placed.filter((pin) => pin.boardId === boardId).length;
  const board = pins.boards.reduce<(typeof pins.boards)[number] | undefined>((best, next) => (!best || pinsOn(next.boardId) > pinsOn(best.boardId) ? next : best), undefined);
  if (!board) return null;
  return (
    <section className="panel account-pinboard" aria-labelledby="account-pinboard-heading">
      <div className="account-pinboard__head">
        <h2 id="account-pinboard-heading">My Pinboard</h2>
        <Link to="/pinboards" className="button button--secondary">
          Arrange pins
        </Link>
      </div>
      <PinBoardView board={board} pins={pins} />
      <h3 className="account-pinboard__subhead">My pins</h3>
      <ul className="account-pinboard__pins">
        {pins.owned.map(({ id, count, pin }) => (
          <li key={id} className="pin-chip pin-chip--static" data-pin={pin.pinId}>
            <span className="pin-chip__art" style={{ aspectRatio: `${pin.width} / ${pin.height}` }}>
              <img src={pin.imageUrl} alt="" />
            </span>
            <span className="pin-chip__name">{pin.name}</span>
            {count > 1 && <span className="pin-chip__count">×{count}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
