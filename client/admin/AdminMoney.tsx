import type { ReactNode } from "react";
import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { AdminMoney_query$key } from "../__generated__/AdminMoney_query.graphql.ts";
import type { AdminMoneyPaginationQuery } from "../__generated__/AdminMoneyPaginationQuery.graphql.ts";
import { AdminTable, ColumnsTable, PlayerLink, utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminMoney_query on Query @refetchable(queryName: "AdminMoneyPaginationQuery") @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    admin {
      ledgerMismatches {
        userId
        currency
        balance
        ledgerSum
      }
      money {
        problems {
          problems
          order {
            id
            ...AdminMoney_order @relay(mask: false)
          }
        }
        inFlight {
          dispute {
            caseId
          }
          order {
            id
            ...AdminMoney_order @relay(mask: false)
          }
        }
        refundsInFlight {
          refundId
          amountCents
          createdAt
          order {
            id
            ...AdminMoney_order @relay(mask: false)
          }
        }
        days(count: 14) {
          day
          ordersPaid
          amounts {
            currency
            cents
          }
          gemsCredited
          gemsReversed
          gemsTakenBack
          gemsCreated
          gemsSpent
          tokensCreated
          tokensSpent
        }
        orders(first: $count, after: $cursor) @connection(key: "AdminMoney_orders") {
          edges {
            node {
              problems
              order {
                id
                ...AdminMoney_order @relay(mask: false)
              }
            }
          }
        }
      }
    }
  }
`;

// What every table of orders shows (unmasked: the rows are plain data).
graphql`
  fragment AdminMoney_order on AdminPaymentOrder {
    id
    userId
    provider
    providerPaymentId
    status
    failureMessage
    amountCents
    currency
    gems
    creditedGems
    creditedAt
    reversedGems
    unrecoveredGems
    createdAt
    reversals {
      eventId
      kind
      gemsRequested
      gemsTaken
      state
      caseId
      gemsRestored
      closedAt
      createdAt
    }
    refunds {
      refundId
      amountCents
      state
      createdAt
      settledAt
    }
  }
`;

interface Order {
  id: string;
  userId: string;
  provider: string;
  providerPaymentId: string | null | undefined;
  status: string;
  failureMessage: string | null | undefined;
  amountCents: number;
  currency: string;
  gems: number;
  creditedGems: number;
  creditedAt: string | null | undefined;
  unrecoveredGems: number;
  createdAt: string;
  reversals: readonly {
    eventId: string;
    kind: string;
    gemsRequested: number;
    gemsTaken: number;
    state: string;
    caseId: string | null | undefined;
    gemsRestored: number;
    closedAt: string | null | undefined;
    createdAt: string;
  }[];
  refunds: readonly OrderRefund[];
}

interface OrderRefund {
  refundId: string;
  amountCents: number;
  state: string;
  createdAt: string;
  settledAt: string | null | undefined;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

const PROVIDERS: Record<string, string> = {
  STRIPE: "Stripe",
  PAYPAL: "PayPal",
};

/** What the provider told us about an order, in the order it happened: the payment's id, its credit, each refund or dispute. */
function ProviderEvents({ order }: { order: Order }) {
  return (
    <ul className="admin-events">
      <li>
        {PROVIDERS[order.provider] ?? order.provider} {order.providerPaymentId ? <code>{order.providerPaymentId}</code> : "(no payment yet)"}
      </li>
      {order.creditedAt && (
        <li>
          {utc(order.creditedAt)}: {order.creditedGems} gems credited
        </li>
      )}
      {order.reversals.map((reversal) => (
        <li key={reversal.eventId}>
          {utc(reversal.createdAt)}: {reversal.kind} <code>{reversal.caseId ?? reversal.eventId}</code>,{" "}
          {reversal.gemsRequested < 0
            ? `${-reversal.gemsRequested} gems no longer asked back, ${reversal.gemsRestored} given back`
            : `${reversal.gemsRequested} gems asked back, ${reversal.gemsTaken} taken`}
          {reversal.state === "OPEN" && ", still open"}
          {reversal.state === "WON" && reversal.closedAt && `; won ${utc(reversal.closedAt)}, ${reversal.gemsRestored} given back`}
          {reversal.state === "SETTLED" && reversal.closedAt && `; lost ${utc(reversal.closedAt)}`}
        </li>
      ))}
      {order.failureMessage && <li>Failed: {order.failureMessage}</li>}
    </ul>
  );
}

/** What the console shows of each of an order's refunds. */
const REFUND_COLUMNS_OF_ORDER: readonly [string, (row: { refund: OrderRefund; order: Order }) => ReactNode][] = [
  ["State", ({ refund }) => refund.state.toLowerCase()],
  ["Amount", ({ refund, order }) => money(refund.amountCents, order.currency)],
  ["Refund", ({ refund }) => <code>{refund.refundId}</code>],
  ["Asked", ({ refund }) => utc(refund.createdAt)],
  ["Settled", ({ refund }) => utc(refund.settledAt)],
];

/** The order's refunds as the provider reported them, oldest first, with where each stands. */
function OrderRefunds({ order }: { order: Order }) {
  if (order.refunds.length === 0) return <span className="muted">No refund.</span>;
  // Named by a label, not a caption: the order's id as text would also match finding the row by it.
  return (
    <ColumnsTable
      className="admin-refunds"
      label={`Refunds of order ${order.id}`}
      columns={REFUND_COLUMNS_OF_ORDER}
      rows={order.refunds.map((refund) => ({ refund, order }))}
      rowKey={({ refund }) => refund.refundId}
    />
  );
}

const ORDER_COLUMNS_WITHOUT_CHECKS: readonly [string, (row: { order: Order }) => ReactNode][] = [
  ["Created", ({ order }) => utc(order.createdAt)],
  ["Order", ({ order }) => <code>{order.id}</code>],
  ["Player", ({ order }) => <PlayerLink userId={order.userId} />],
  ["Status", ({ order }) => order.status.toLowerCase()],
  ["Charged", ({ order }) => money(order.amountCents, order.currency)],
  ["Gems", ({ order }) => `${order.gems} ordered, ${order.creditedGems} credited${order.unrecoveredGems > 0 ? `, ${order.unrecoveredGems} owed` : ""}`],
  ["Provider events", ({ order }) => <ProviderEvents order={order} />],
  ["Refunds", ({ order }) => <OrderRefunds order={order} />],
];

const ORDER_COLUMNS: readonly [string, (row: { order: Order; problems: readonly string[] }) => ReactNode][] = [
  ...ORDER_COLUMNS_WITHOUT_CHECKS,
  [
    "Checks",
    ({ problems }) =>
      problems.length === 0 ? (
        "Reconciles"
      ) : (
        <ul className="admin-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ),
  ],
];

/** A refund in flight: the refund itself, then its order as every table of orders shows it. */
const REFUND_COLUMNS: readonly [string, (row: { refundId: string; amountCents: number; createdAt: string; order: Order }) => ReactNode][] = [
  ["Asked", (row) => utc(row.createdAt)],
  ["Refund", (row) => <code>{row.refundId}</code>],
  ["Refunded", (row) => money(row.amountCents, row.order.currency)],
  ...ORDER_COLUMNS_WITHOUT_CHECKS.filter(([name]) => name !== "Created"),
];

/**
 * The console's money pages (admins): what does not reconcile first (orders, then players whose
 * ledger does not sum to their balance), disputes and refunds in flight, the last two weeks' totals, then every order with its
 * provider events, a page at a time.
 */
export function AdminMoney({ query }: { query: AdminMoney_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminMoneyPaginationQuery, AdminMoney_query$key>(fragment, query);
  const moneyPages = data.admin?.money;
  if (!moneyPages) return <p className="panel">Your role does not show money.</p>;
  const mismatches = data.admin?.ledgerMismatches ?? [];
  return (
    <div className="admin-money" aria-busy={isLoadingNext}>
      <div className="panel">
        <h2>Reconciliation</h2>
        {moneyPages.problems.length === 0 && <p className="admin-ok">Every payment order reconciles: its credit, refunds, disputes and ledger rows agree.</p>}
        {moneyPages.problems.length > 0 && <AdminTable caption="Orders to look at, newest first" empty="" rows={moneyPages.problems} rowKey={(row) => row.order.id} columns={ORDER_COLUMNS} />}
        {mismatches.length === 0 ? (
          <p className="admin-ok">Every player's ledger sums to their balance.</p>
        ) : (
          <AdminTable
            caption="Players whose ledger does not sum to their balance"
            empty=""
            rows={mismatches}
            rowKey={(row) => `${row.userId}:${row.currency}`}
            columns={[
              ["Player", (row) => <PlayerLink userId={row.userId} />],
              ["Currency", (row) => (row.currency === "GEMS" ? "Gems" : "Tokens")],
              ["Balance", (row) => row.balance],
              ["Ledger sum", (row) => row.ledgerSum],
            ]}
          />
        )}
      </div>
      <div className="panel">
        <h2>In flight</h2>
        <AdminTable
          caption="Disputes the card network is still deciding, oldest first (their gems were taken back when they opened)"
          empty="No dispute is open."
          rows={moneyPages.inFlight}
          rowKey={(row) => row.dispute.caseId ?? row.order.id}
          columns={ORDER_COLUMNS_WITHOUT_CHECKS}
        />
        <AdminTable
          caption="Refunds on their way back to the payer, oldest first (their gems were taken back when they were asked, and come back if they fail)"
          empty="No refund is pending."
          rows={moneyPages.refundsInFlight}
          rowKey={(row) => row.refundId}
          columns={REFUND_COLUMNS}
        />
      </div>
      <div className="panel">
        <h2>Daily totals (UTC)</h2>
        <AdminTable
          caption="The last 14 days, today first"
          empty="No days to show."
          rows={moneyPages.days}
          rowKey={(row) => row.day}
          columns={[
            ["Day", (row) => row.day],
            ["Orders paid", (row) => row.ordersPaid],
            ["Charged", (row) => (row.amounts.length === 0 ? "-" : row.amounts.map((amount) => money(amount.cents, amount.currency)).join(", "))],
            ["Gems bought", (row) => row.gemsCredited],
            ["Gems refunded or disputed", (row) => (row.gemsReversed === row.gemsTakenBack ? row.gemsReversed : `${row.gemsReversed} (${row.gemsTakenBack} taken back)`)],
            ["Gems in / out", (row) => `+${row.gemsCreated} / -${row.gemsSpent}`],
            ["Tokens in / out", (row) => `+${row.tokensCreated} / -${row.tokensSpent}`],
          ]}
        />
      </div>
      <div className="panel">
        <h2>Payment orders</h2>
        <AdminTable caption="Every order, newest first" empty="No payment order yet." rows={moneyPages.orders.edges.map((edge) => edge.node)} rowKey={(row) => row.order.id} columns={ORDER_COLUMNS} />
        {hasNext && (
          <button type="button" className="button button--secondary" onClick={() => loadNext(20)} disabled={isLoadingNext}>
            {isLoadingNext ? "Loading..." : "Older orders"}
          </button>
        )}
      </div>
    </div>
  );
}
