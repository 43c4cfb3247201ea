import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { graphql, usePaginationFragment, useSubscription } from "react-relay/hooks";
import type { ChatMessages_room$key } from "../__generated__/ChatMessages_room.graphql.ts";
import type { ChatMessagesSubscription } from "../__generated__/ChatMessagesSubscription.graphql.ts";
import { ChatMessage } from "./ChatMessage.tsx";

/** How many older messages one scroll to the top loads. */
const PAGE = 30;

const fragment = graphql`
  fragment ChatMessages_room on ChatRoom
  @refetchable(queryName: "ChatMessagesPaginationQuery")
  @argumentDefinitions(last: { type: "Int", defaultValue: 30 }, before: { type: "String" }) {
    roomId
    messages(last: $last, before: $before) @connection(key: "ChatMessages_messages") {
      __id
      edges {
        node {
          id
          ...ChatMessage_message
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription ChatMessagesSubscription($room: ID!, $connections: [ID!]!) {
    chatRoom(roomId: $room) {
      posted @appendNode(connections: $connections, edgeTypeName: "ChatRoomMessagesConnectionEdge") {
        ...ChatMessage_message
      }
      hiddenMessageId @deleteEdge(connections: $connections)
    }
  }
`;

/** The room's messages, oldest at the top: scrolling to the top loads older ones; new ones keep the view at the bottom. */
export function ChatMessages({ room, isModerator }: { room: ChatMessages_room$key; isModerator: boolean }) {
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment(fragment, room);
  // New messages join the list as they are posted; hidden ones leave it (and the page counts in the room meanwhile).
  const connection = data.messages.__id;
  useSubscription<ChatMessagesSubscription>(
    useMemo(() => ({ subscription, variables: { room: data.roomId, connections: [connection] } }), [data.roomId, connection]),
  );
  const list = useRef<HTMLOListElement>(null);
  const edges = data.messages.edges;
  const newestId = edges.at(-1)?.node.id;
  const oldestId = edges[0]?.node.id;
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  // New arrivals keep the view at the bottom when the player was reading there.
  useEffect(() => {
    const element = list.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  // Older messages land above: keep the message the player was looking at in place.
  useLayoutEffect(() => {
    const element = list.current;
    if (element && heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [oldestId]);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 60 && hasPrevious && !isLoadingPrevious) {
      heightBeforeOlder.current = element.scrollHeight;
      loadPrevious(PAGE);
    }
  };

  return (
    <ol ref={list} className="chat-messages" onScroll={onScroll} aria-live="polite" aria-label="Messages" tabIndex={0}>
      {hasPrevious && (
        <li className="chat-messages__older">
          <button type="button" className="button button--secondary" disabled={isLoadingPrevious} onClick={() => loadPrevious(PAGE)}>
            {isLoadingPrevious ? "Loading..." : "Load older messages"}
          </button>
        </li>
      )}
      {edges.length === 0 && <li className="chat-messages__empty">No messages yet. Say hello!</li>}
      {edges.map((edge) => (
        <ChatMessage key={edge.node.id} message={edge.node} isModerator={isModerator} />
      ))}
    </ol>
  );
}
