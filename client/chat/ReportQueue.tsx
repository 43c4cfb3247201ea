import { useState } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { ReportQueue_viewer$key } from "../__generated__/ReportQueue_viewer.graphql.ts";
import type { ReportQueuePaginationQuery } from "../__generated__/ReportQueuePaginationQuery.graphql.ts";
import { LocalDate } from "../layout/LocalDate.tsx";
import { Notice } from "../notice/Notice.tsx";
import { useHideChatMessage, useKeepChatMessage, type ChatOutcome } from "./useChatMutations.ts";

const fragment = graphql`
  fragment ReportQueue_viewer on Viewer
  @refetchable(queryName: "ReportQueuePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    chat {
      rooms {
        roomId
        name
      }
      reportedMessages(first: $count, after: $cursor) @connection(key: "ReportQueue_reportedMessages") {
        edges {
          node {
            id
            roomId
            body
            createdAt
            author {
              username
            }
            openReports {
              reason
              createdAt
            }
          }
        }
      }
    }
  }
`;

const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };

/**
 * The moderators' queue: messages players reported that no moderator has dealt with, oldest first,
 * each with its reports and two ways out: Hide (gone from every page) or Keep (the reports are
 * settled; a later report brings the message back).
 */
export function ReportQueue({ viewer }: { viewer: ReportQueue_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ReportQueuePaginationQuery, ReportQueue_viewer$key>(fragment, viewer);
  const hide = useHideChatMessage();
  const keep = useKeepChatMessage();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const messages = data.chat.reportedMessages.edges.map((edge) => edge.node);
  const settle = async (id: string, action: (variables: { input: { messageId: string } }) => Promise<ChatOutcome>) => {
    setBusy(id);
    const outcome = await action({ input: { messageId: id } });
    setBusy(null);
    setError(outcome.ok ? null : outcome.message);
    if (outcome.ok) refetch({}, { fetchPolicy: "network-only" });
  };
  return (
    <section className="chat-reports" aria-labelledby="chat-reports-title">
      <h2 id="chat-reports-title" className="chat-reports__title">
        Reports
      </h2>
      {error && <Notice tone="error">{error}</Notice>}
      {messages.length === 0 ? (
        <p className="muted">No reported messages wait for a moderator.</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message.id} className="chat-report">
              <p className="chat-report__where">
                {message.author.username} in {data.chat.rooms.find((room) => room.roomId === message.roomId)?.name ?? message.roomId}, <LocalDate at={message.createdAt} format={DAY} />
              </p>
              <blockquote className="chat-report__body">{message.body}</blockquote>
              <p className="chat-report__count">
                Reported {message.openReports.length} {message.openReports.length === 1 ? "time" : "times"}
              </p>
              <ul className="chat-report__reasons" aria-label="Reasons given">
                {message.openReports
                  .filter((report) => report.reason !== "")
                  .map((report) => (
                    <li key={report.createdAt}>{report.reason}</li>
                  ))}
              </ul>
              <div className="chat-report__actions">
                <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void settle(message.id, hide)}>
                  Hide
                </button>
                <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void settle(message.id, keep)}>
                  Keep
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button button--secondary" disabled={isLoadingNext} onClick={() => loadNext(10)}>
          More reports
        </button>
      )}
    </section>
  );
}
