import { useState } from "react";
import { graphql, useMutation, usePaginationFragment } from "react-relay/hooks";
import type { AdminQaReports_query$key } from "../__generated__/AdminQaReports_query.graphql.ts";
import type { AdminQaReportsHideMutation } from "../__generated__/AdminQaReportsHideMutation.graphql.ts";
import type { AdminQaReportsKeepMutation } from "../__generated__/AdminQaReportsKeepMutation.graphql.ts";
import type { AdminQaReportsPaginationQuery } from "../__generated__/AdminQaReportsPaginationQuery.graphql.ts";
import { Notice } from "../notice/Notice.tsx";
import { utc } from "./AdminTable.tsx";

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
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const queue = data.admin?.qaReports;
  if (!queue) return <p className="panel">Your role does not moderate Q&A.</p>;
  const posts = queue.edges.map((edge) => edge.node);

  const settle = (post: string, what: string, action: "hide" | "keep") => {
    setBusy(post);
    const done = (message: string | null) => {
      setBusy(null);
      setNotice(
        message === null ? { tone: "success", text: action === "hide" ? `The ${what} is hidden from players.` : `The ${what} stays; its reports are settled.` } : { tone: "error", text: message },
      );
      if (message === null) refetch({}, { fetchPolicy: "network-only" });
    };
    const onError = () => done("We couldn't reach the server. Please try again.");
    const variables = { input: { post } };
    if (action === "hide") hide({ variables, onError, onCompleted: ({ adminHideQaPost: result }) => done(result.__typename === "AdminError" ? result.message : null) });
    else keep({ variables, onError, onCompleted: ({ adminKeepQaPost: result }) => done(result.__typename === "AdminError" ? result.message : null) });
  };

  return (
    <section className="panel admin-reports" aria-labelledby="admin-qa-reports-title" aria-busy={isLoadingNext || busy !== null}>
      <h2 id="admin-qa-reports-title">Q&A reports</h2>
      <p className="muted">
        Questions and answers players reported, oldest report first. Hide takes a post away from players (a hidden question takes its answers with it); Keep leaves it and settles its reports.
      </p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {posts.length === 0 ? (
        <p className="muted">No reported question or answer waits for a moderator.</p>
      ) : (
        <ul className="admin-reports__list">
          {posts.map((post) => {
            const what = post.kind === "QUESTION" ? "question" : "answer";
            const reasons = post.openReports.filter((report) => report.reason !== "");
            return (
              <li key={post.id} className="admin-report" aria-label={`Reported ${what} by ${post.author}`}>
                <p className="admin-report__where">
                  {post.kind === "QUESTION" ? "Question" : "Answer"} by {post.author} on {post.gameName}, {utc(post.createdAt)}
                </p>
                {post.questionText !== null && <p className="admin-report__context">To: {post.questionText}</p>}
                <blockquote className="admin-report__body">{post.text}</blockquote>
                <p className="admin-report__count">
                  Reported {post.openReports.length} {post.openReports.length === 1 ? "time" : "times"}
                </p>
                {reasons.length > 0 && (
                  <ul className="admin-report__reasons" aria-label="Reasons given">
                    {reasons.map((report, index) => (
                      <li key={`${report.createdAt}-${index}`}>{report.reason}</li>
                    ))}
                  </ul>
                )}
                <div className="admin-report__actions">
                  <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => settle(post.post, what, "hide")}>
                    Hide {what}
                  </button>
                  <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => settle(post.post, what, "keep")}>
                    Keep {what}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="button button--secondary" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          {isLoadingNext ? "Loading..." : "More reports"}
        </button>
      )}
    </section>
  );
}
