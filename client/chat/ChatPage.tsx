import { useEffect, useMemo, useRef } from "react";
import { graphql, usePreloadedQuery, useSubscription } from "react-relay/hooks";
import type { ChatPageCountsSubscription } from "../__generated__/ChatPageCountsSubscription.graphql.ts";
import type { ChatPageQuery } from "../__generated__/ChatPageQuery.graphql.ts";
import { adminPath } from "../admin/adminChoice.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { pagePath, PAGE_PATHS } from "../../shared/pagePaths.ts";
import { Link } from "../routing/router.tsx";
import { ChatComposer } from "./ChatComposer.tsx";
import { ChatMessages } from "./ChatMessages.tsx";
import { MutedPlayers } from "./MutedPlayers.tsx";
import "./chat.css";

const query = graphql`
  query ChatPageQuery($room: ID!) {
    viewer {
      chat {
        canPost
        isModerator
        rooms {
          id
          roomId
          name
          count
        }
        room(id: $room) {
          id
          roomId
          name
          desc
          slowModeSeconds
          ...ChatMessages_room
        }
        ...ChatComposer_chat
        ...MutedPlayers_chat
      }
    }
  }
`;

const countsSubscription = graphql`
  subscription ChatPageCountsSubscription {
    chatCounts {
      id
      count
    }
  }
`;

/** Follows the counts of every room live. */
function LiveCounts() {
  useSubscription<ChatPageCountsSubscription>(useMemo(() => ({ subscription: countsSubscription, variables: {} }), []));
  return null;
}

/** Chat: the rooms with how many players are in each, the open room's messages live, and a composer. */
function ChatPage({ queryRef }: PageProps<ChatPageQuery>) {
  const { viewer } = usePreloadedQuery<ChatPageQuery>(query, queryRef);
  const { chat } = viewer;
  const { openSignIn } = useSession();
  const room = chat.room;
  const rooms = useRef<HTMLElement>(null);
  // On a phone the rooms are one scrolling row: bring the open one into view.
  useEffect(() => {
    rooms.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [room?.id]);
  usePageMeta(room ? `${room.name} - Chat` : "Chat", "Chat rooms for players: Tall Tales, Gaming Gang, Foodies and more.");
  return (
    <div className="chat-page">
      <nav ref={rooms} className="chat-rooms" aria-label="Chat rooms">
        <h2 className="chat-rooms__title">Rooms</h2>
        <ul>
          {chat.rooms.map((r) => (
            <li key={r.id}>
              <Link
                to={pagePath(PAGE_PATHS.chatRoom, { room: r.roomId })}
                className={`chat-rooms__room${r.id === room?.id ? " chat-rooms__room--open" : ""}`}
                aria-current={r.id === room?.id ? "page" : undefined}
              >
                <span>{r.name}</span>
                {chat.canPost && (
                  <span className="chat-rooms__count" aria-label={`${r.count} ${r.count === 1 ? "player" : "players"} here`}>
                    {r.count}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        {chat.canPost && <MutedPlayers chat={chat} />}
      </nav>
      <section className="chat-room" aria-labelledby="chat-room-title">
        {room ? (
          <>
            <header className="chat-room__header">
              <h1 id="chat-room-title" className="chat-room__title">
                {room.name}
              </h1>
              <p className="chat-room__desc">
                {room.desc}
                {room.slowModeSeconds > 0 && ` Slow mode: one message every ${room.slowModeSeconds} seconds.`}
              </p>
            </header>
            {chat.canPost ? (
              <>
                <LiveCounts />
                <ChatMessages room={room} isModerator={chat.isModerator} />
                <ChatComposer chat={chat} roomId={room.roomId} roomName={room.name} />
              </>
            ) : (
              <div className="chat-room__signin">
                <p>Sign in to read the room and chat with other players.</p>
                <button type="button" className="button button--primary" onClick={openSignIn}>
                  Sign in
                </button>
              </div>
            )}
          </>
        ) : (
          <p>
            There is no such room. <Link to={PAGE_PATHS.chat}>Back to the rooms</Link>
          </p>
        )}
      </section>
      {chat.isModerator && (
        <p className="chat-reports-link">
          Reported messages wait in the console: <Link to={adminPath({ view: "chat" })}>Chat reports</Link>
        </p>
      )}
    </div>
  );
}

export default ChatPage;
