import { useEffect, useId, useState, useTransition, type FormEvent } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { AdminLedger_query$key } from "../__generated__/AdminLedger_query.graphql.ts";
import type { AdminLedgerPaginationQuery } from "../__generated__/AdminLedgerPaginationQuery.graphql.ts";
import { AdminTable, utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminLedger_query on Query
  @refetchable(queryName: "AdminLedgerPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, currency: { type: "Currency" }, text: { type: "String" }) {
    admin {
      auditLog(first: 20, userId: $userId) {
        edges {
          node {
            id
            action
            actorId
            reason
            before
            after
            createdAt
          }
        }
      }
      player(userId: $userId) {
        ledger(first: $count, after: $cursor, currency: $currency, text: $text) @connection(key: "AdminLedger_ledger", filters: ["currency", "text"]) {
          edges {
            node {
              id
              currency
              delta
              balanceAfter
              reason
              reference
              createdAt
            }
          }
        }
      }
    }
  }
`;

type Currency = "GEMS" | "TOKENS";

/**
 * The player's history: the ledger, newest first, a page at a time, filtered by currency and
 * words, and the console's latest actions on them (for roles that read the log). `version` changes
 * after an action, and both are read again.
 */
export function AdminLedger({ query, version }: { query: AdminLedger_query$key; version: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminLedgerPaginationQuery, AdminLedger_query$key>(fragment, query);
  const [currency, setCurrency] = useState<Currency | "">("");
  const [text, setText] = useState("");
  const [pending, startTransition] = useTransition();
  const ids = { currency: useId(), text: useId() };
  const filters = { currency: currency === "" ? null : currency, text: text.trim() === "" ? null : text.trim() };
  useEffect(() => {
    if (version > 0) {
      startTransition(() => {
        refetch({ ...filters }, { fetchPolicy: "network-only" });
      });
    }
    // Only a new version reads again (the filters apply on their own submit).
  }, [version]);
  const ledger = data.admin?.player?.ledger;
  const audit = data.admin?.auditLog;
  if (ledger === undefined) return null;
  if (ledger === null) return <p className="muted">Your role does not show the ledger.</p>;
  const filter = (event: FormEvent) => {
    event.preventDefault();
    startTransition(() => {
      refetch({ ...filters }, { fetchPolicy: "network-only" });
    });
  };
  const rows = ledger.edges.map((edge) => edge.node);
  return (
    <div className="admin-ledger" aria-busy={pending || isLoadingNext}>
      <form className="admin-ledger__filters" onSubmit={filter} aria-label="Filter the ledger">
        <div className="form__field">
          <label htmlFor={ids.currency}>Currency</label>
          <select id={ids.currency} value={currency} onChange={(event) => setCurrency(event.target.value as Currency | "")}>
            <option value="">Both</option>
            <option value="GEMS">Gems</option>
            <option value="TOKENS">Tokens</option>
          </select>
        </div>
        <div className="form__field">
          <label htmlFor={ids.text}>Reason or reference contains</label>
          <input id={ids.text} value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
        </div>
        <button type="submit" className="button button--secondary">
          Filter
        </button>
      </form>
      <AdminTable
        caption="Ledger rows, newest first"
        empty="No ledger rows match."
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          ["When", (row) => utc(row.createdAt)],
          ["Currency", (row) => (row.currency === "GEMS" ? "Gems" : "Tokens")],
          ["Change", (row) => <span className={row.delta < 0 ? "admin-delta admin-delta--out" : "admin-delta"}>{row.delta > 0 ? `+${row.delta}` : row.delta}</span>],
          ["Balance after", (row) => row.balanceAfter],
          ["Reason", (row) => row.reason],
          ["Reference", (row) => row.reference ?? "-"],
        ]}
      />
      {hasNext && (
        <button type="button" className="button button--secondary" onClick={() => loadNext(20)} disabled={isLoadingNext}>
          {isLoadingNext ? "Loading..." : "Older rows"}
        </button>
      )}
      {audit && (
        <AdminTable
          caption="Console actions on this player, newest first"
          empty="No console action yet."
          rows={audit.edges.map((edge) => edge.node)}
          rowKey={(row) => row.id}
          columns={[
            ["When", (row) => utc(row.createdAt)],
            ["Action", (row) => row.action],
            ["By", (row) => (row.actorId === null ? "Command line" : <code>{row.actorId}</code>)],
            ["Reason", (row) => row.reason || "-"],
            ["Before", (row) => <code>{JSON.stringify(row.before)}</code>],
            ["After", (row) => <code>{JSON.stringify(row.after)}</code>],
          ]}
        />
      )}
    </div>
  );
}
