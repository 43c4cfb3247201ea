import { graphql, useMutation, usePaginationFragment } from "react-relay/hooks";
import type { AdminChatReports_query$key } from "../__generated__/AdminChatReports_query.graphql.ts";
import type { AdminChatReportsHideMutation } from "../__generated__/AdminChatReportsHideMutation.graphql.ts";
import type { AdminChatReportsKeepMutation } from "../__generated__/AdminChatReportsKeepMutation.graphql.ts";
import type { AdminChatReportsPaginationQuery } from "../__generated__/AdminChatReportsPaginationQuery.graphql.ts";
import { Link } from "../routing/router.tsx";
import { adminPath } from "./adminChoice.ts";
import { AdminReportQueue, ReportedItem, UNREACHABLE, useSettle } from "./AdminReportQueue.tsx";
import { utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminChatReports_query on Query @refetchable(queryName: "AdminChatReportsPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    admin {
      chatReports(first: $count, after: $cursor) @connection(key: "AdminChatReports_chatReports") {
        edges {
          node {
            id
            message
            roomName
            body
            author
            authorId
            createdAt
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

const hideMutation = graphql`
  mutation AdminChatReportsHideMutation($input: AdminChatMessageInput!) {
    adminHideChatMessage(input: $input) {
      __typename
      ... on AdminError {
        message
      }
    }
  }
`;
const keepMutation = graphql`
  mutation AdminChatReportsKeepMutation($input: AdminChatMessageInput!) {
    adminKeepChatMessage(input: $input) {
      __typename
      ... on AdminError {
        message
      }
    }
  }
`;

/**
 * The chat reports queue (moderators and admins): messages players reported in any room that no
 * moderator has dealt with, oldest report first, each with its reports and two ways out: Hide (gone
 * from every page of its room) or Keep (the reports are settled; a later report brings it back).
 * Both are written to the audit log.
 */
export function AdminChatReports({ query }: { query: AdminChatReports_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminChatReportsPaginationQuery, AdminChatReports_query$key>(fragment, query);
  const [hide] = useMutation<AdminChatReportsHideMutation>(hideMutation);
  const [keep] = useMutation<AdminChatReportsKeepMutation>(keepMutation);
  const { busy, notice, settle } = useSettle(() => refetch({}, { fetchPolicy: "network-only" }));
  const queue = data.admin?.chatReports;
  if (!queue) return <p className="panel">Your role does not moderate chat.</p>;
  return (
    <AdminReportQueue
      id="admin-chat-reports-title"
      title="Chat reports"
      lead="Chat messages players reported, in every room, oldest report first. Hide takes a message away from everyone at once; Keep leaves it and settles its reports. The author's name opens their page (to mute them)."
      empty="No reported chat message waits for a moderator."
      notice={notice}
      busy={busy !== null}
      more={{ hasNext, isLoadingNext, loadNext: () => loadNext(20) }}
    >
      {queue.edges.map(({ node }) => {
        const variables = { input: { message: node.message } };
        return (
          <ReportedItem
            key={node.id}
            label={`Reported message by ${node.author}`}
            where={
              <>
                <Link to={adminPath({ search: node.authorId, userId: node.authorId })}>{node.author}</Link> in {node.roomName}, {utc(node.createdAt)}
              </>
            }
            body={node.body}
            reports={node.openReports}
            what="message"
            disabled={busy !== null}
            onHide={() =>
              settle(node.message, "The message is hidden from everyone.", (done) =>
                hide({ variables, onError: () => done(UNREACHABLE), onCompleted: ({ adminHideChatMessage: result }) => done(result.__typename === "AdminError" ? result.message : null) }),
              )
            }
            onKeep={() =>
              settle(node.message, "The message stays; its reports are settled.", (done) =>
                keep({ variables, onError: () => done(UNREACHABLE), onCompleted: ({ adminKeepChatMessage: result }) => done(result.__typename === "AdminError" ? result.message : null) }),
              )
            }
          />
        );
      })}
    </AdminReportQueue>
  );
}
