import { graphql, useMutation, usePaginationFragment } from "react-relay/hooks";
import type { AdminQaReports_query$key } from "../__generated__/AdminQaReports_query.graphql.ts";
import type { AdminQaReportsHideMutation } from "../__generated__/AdminQaReportsHideMutation.graphql.ts";
import type { AdminQaReportsKeepMutation } from "../__generated__/AdminQaReportsKeepMutation.graphql.ts";
import type { AdminQaReportsPaginationQuery } from "../__generated__/AdminQaReportsPaginationQuery.graphql.ts";
import { utc } from "./AdminTable.tsx";
import { AdminReportQueue, ReportedItem, UNREACHABLE, useSettle } from "./AdminReportQueue.tsx";

const fragment = graphql`
  fragment AdminQaReports_query on Query @refetchable(queryName: "AdminQaReportsPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    admin {
      qaReports(first: $count, after: $cursor) @connection(key: "AdminQaReports_qaReports") {
        edges {
          node {
            id
            post
            kind
            text
            author
            gameName
            questionText
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
  mutation AdminQaReportsHideMutation($input: AdminQaPostInput!) {
    adminHideQaPost(input: $input) {
      __typename
      ... on AdminError {
        message
      }
    }
  }
`;
const keepMutation = graphql`
  mutation AdminQaReportsKeepMutation($input: AdminQaPostInput!) {
    adminKeepQaPost(input: $input) {
      __typename
      ... on AdminError {
        message
      }
    }
  }
`;

/**
 * The Q&A reports queue (moderators and admins): questions and answers players reported that no
 * moderator has dealt with, oldest report first, each with its reports and two ways out: Hide
 * (players no longer read it) or Keep (the reports are settled; a later report brings it back).
 * Both are written to the audit log.
 */
export function AdminQaReports({ query }: { query: AdminQaReports_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminQaReportsPaginationQuery, AdminQaReports_query$key>(fragment, query);
  const [hide] = useMutation<AdminQaReportsHideMutation>(hideMutation);
  const [keep] = useMutation<AdminQaReportsKeepMutation>(keepMutation);
  const { busy, notice, settle } = useSettle(() => refetch({}, { fetchPolicy: "network-only" }));
  const queue = data.admin?.qaReports;
  if (!queue) return <p className="panel">Your role does not moderate Q&A.</p>;
  return (
    <AdminReportQueue
      id="admin-qa-reports-title"
      title="Q&A reports"
      lead="Questions and answers players reported, oldest report first. Hide takes a post away from players (a hidden question takes its answers with it); Keep leaves it and settles its reports."
      empty="No reported question or answer waits for a moderator."
      notice={notice}
      busy={busy !== null}
      more={{ hasNext, isLoadingNext, loadNext: () => loadNext(20) }}
    >
      {queue.edges.map(({ node: post }) => {
        const what = post.kind === "QUESTION" ? "question" : "answer";
        const variables = { input: { post: post.post } };
        return (
          <ReportedItem
            key={post.id}
            label={`Reported ${what} by ${post.author}`}
            where={`${post.kind === "QUESTION" ? "Question" : "Answer"} by ${post.author} on ${post.gameName}, ${utc(post.createdAt)}`}
            context={post.questionText !== null && `To: ${post.questionText}`}
            body={post.text}
            reports={post.openReports}
            what={what}
            disabled={busy !== null}
            onHide={() =>
              settle(post.post, `The ${what} is hidden from players.`, (done) =>
                hide({ variables, onError: () => done(UNREACHABLE), onCompleted: ({ adminHideQaPost: result }) => done(result.__typename === "AdminError" ? result.message : null) }),
              )
            }
            onKeep={() =>
              settle(post.post, `The ${what} stays; its reports are settled.`, (done) =>
                keep({ variables, onError: () => done(UNREACHABLE), onCompleted: ({ adminKeepQaPost: result }) => done(result.__typename === "AdminError" ? result.message : null) }),
              )
            }
          />
        );
      })}
    </AdminReportQueue>
  );
}
