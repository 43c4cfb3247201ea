import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { AdminAuditLog_query$key } from "../__generated__/AdminAuditLog_query.graphql.ts";
import type { AdminAuditLogPaginationQuery } from "../__generated__/AdminAuditLogPaginationQuery.graphql.ts";
import { AdminTable, PlayerLink, utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminAuditLog_query on Query @refetchable(queryName: "AdminAuditLogPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    admin {
      everyAction: auditLog(first: $count, after: $cursor) @connection(key: "AdminAuditLog_everyAction") {
        edges {
          node {
            id
            action
            actorId
            targetUserId
            reason
            before
            after
            createdAt
          }
        }
      }
    }
  }
`;

/** Every console action on every player, newest first, a page at a time (admins): who did what to whom, why, and the state before and after. */
export function AdminAuditLog({ query }: { query: AdminAuditLog_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminAuditLogPaginationQuery, AdminAuditLog_query$key>(fragment, query);
  const log = data.admin?.everyAction;
  if (!log) return <p className="panel">Your role does not show the audit log.</p>;
  return (
    <div className="panel" aria-busy={isLoadingNext}>
      <h2>Audit log</h2>
      <p className="muted">Written once for every console action and for roles granted from the command line; nobody can change or remove a row.</p>
      <AdminTable
        caption="Every console action, newest first"
        empty="No console action yet."
        rows={log.edges.map((edge) => edge.node)}
        rowKey={(row) => row.id}
        columns={[
          ["When", (row) => utc(row.createdAt)],
          ["Action", (row) => row.action],
          ["By", (row) => (row.actorId == null ? "Command line" : <PlayerLink userId={row.actorId} />)],
          ["Player", (row) => (row.targetUserId == null ? "-" : <PlayerLink userId={row.targetUserId} />)],
          ["Reason", (row) => row.reason || "-"],
          ["Before", (row) => <code>{JSON.stringify(row.before)}</code>],
          ["After", (row) => <code>{JSON.stringify(row.after)}</code>],
        ]}
      />
      {hasNext && (
        <button type="button" className="button button--secondary" onClick={() => loadNext(30)} disabled={isLoadingNext}>
          {isLoadingNext ? "Loading..." : "Older actions"}
        </button>
      )}
    </div>
  );
}
