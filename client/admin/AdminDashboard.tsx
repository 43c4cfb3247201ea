import { useMemo, useState } from "react";
import { graphql, useFragment, useSubscription } from "react-relay/hooks";
import type { AdminDashboard_figures$key } from "../__generated__/AdminDashboard_figures.graphql.ts";
import type { AdminDashboard_query$key } from "../__generated__/AdminDashboard_query.graphql.ts";
import type { AdminDashboardSubscription } from "../__generated__/AdminDashboardSubscription.graphql.ts";
import { AdminTable, utc } from "./AdminTable.tsx";
import { counted } from "../text/counted.ts";

const fragment = graphql`
  fragment AdminDashboard_query on Query {
    admin {
      dashboard {
        ...AdminDashboard_figures
      }
    }
  }
`;

const figuresFragment = graphql`
  fragment AdminDashboard_figures on AdminDashboard {
    id
    at
    playersOnline
    onlineMinutes
    pushSeconds
    openSockets
    processes
    otherProcessesUnreachable
    windowSeconds
    requestsPerSecond
    latencyP50Ms
    latencyP95Ms
    errorRate
    gamesStartedLastHour
    gamesWonLastHour
    tokensToday {
      created
      spent
    }
    gemsToday {
      created
      spent
    }
  }
`;

// A pushed snapshot has the Dashboard's one id, so Relay's store replaces the figures on the page.
const subscription = graphql`
  subscription AdminDashboardSubscription {
    adminDashboard {
      ...AdminDashboard_figures
    }
  }
`;

const count = new Intl.NumberFormat("en-US");
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 });

/** Which processes the traffic figures cover. */
function processesCovered(processes: number, otherProcessesUnreachable: boolean): string {
  if (otherProcessesUnreachable) return "in this portal process only: Redis does not answer, so other processes' figures cannot be read";
  return processes === 1 ? "in the one portal process" : `summed over ${counted(processes, "portal process", "portal processes")}`;
}

const milliseconds = (value: number | null | undefined) => (value == null ? "No requests" : `${decimal.format(value)} ms`);

type Flow = { created: number; spent: number };

function Figures({ figures }: { figures: AdminDashboard_figures$key }) {
  const data = useFragment<AdminDashboard_figures$key>(figuresFragment, figures);
  const flows = [
    { currency: "Tokens", flow: data.tokensToday },
    { currency: "Gems", flow: data.gemsToday },
  ].filter((row): row is { currency: string; flow: Flow } => row.flow != null);
  return (
    <>
      <p className="muted">Figures of {utc(data.at)}.</p>
      <div className="admin-dashboard">
        <div className="panel">
          <h2>Players</h2>
          <dl className="admin-facts">
            <dt>Players online</dt>
            <dd>{counted(data.playersOnline, "player")}</dd>
            <dt>Open sockets</dt>
            <dd>{counted(data.openSockets, "socket")}</dd>
          </dl>
          <p className="muted">Online: players with a page of the portal open, or who started, saved or finished a game in the last {counted(data.onlineMinutes, "minute")}.</p>
        </div>
        <div className="panel">
          <h2>Traffic</h2>
          <dl className="admin-facts">
            <dt>Requests</dt>
            <dd>{decimal.format(data.requestsPerSecond)} per second</dd>
            <dt>Latency, median (p50)</dt>
            <dd>{milliseconds(data.latencyP50Ms)}</dd>
            <dt>Latency, p95</dt>
            <dd>{milliseconds(data.latencyP95Ms)}</dd>
            <dt>Errors (5xx)</dt>
            <dd>{data.errorRate == null ? "No requests" : `${percent.format(data.errorRate)} of requests`}</dd>
          </dl>
          <p className="muted">
            Over the last {count.format(data.windowSeconds)} seconds, {processesCovered(data.processes, data.otherProcessesUnreachable)}.
          </p>
        </div>
        <div className="panel">
          <h2>Games in the last hour</h2>
          <dl className="admin-facts">
            <dt>Started</dt>
            <dd>{counted(data.gamesStartedLastHour, "game")}</dd>
            <dt>Won</dt>
            <dd>{counted(data.gamesWonLastHour, "game")}</dd>
          </dl>
        </div>
        {flows.length > 0 && (
          <div className="panel">
            <h2>Money today</h2>
            <AdminTable
              caption="Created and spent since midnight UTC"
              empty="None."
              rows={flows}
              rowKey={(row) => row.currency}
              columns={[
                ["Currency", (row) => row.currency],
                ["Created", (row) => `${count.format(row.flow.created)} ${row.currency.toLowerCase()}`],
                ["Spent", (row) => `${count.format(row.flow.spent)} ${row.currency.toLowerCase()}`],
              ]}
            />
          </div>
        )}
      </div>
    </>
  );
}

/** The figures, and a subscription keeping them fresh while the page is open. */
function LiveFigures({ figures }: { figures: AdminDashboard_figures$key }) {
  const { pushSeconds } = useFragment<AdminDashboard_figures$key>(figuresFragment, figures);
  const [stopped, setStopped] = useState(false);
  useSubscription<AdminDashboardSubscription>(useMemo(() => ({ subscription, variables: {}, onError: () => setStopped(true) }), []));
  return (
    <>
      {stopped ? (
        <p className="admin-problems" role="alert">
          Live updates stopped: reload the page to start them again.
        </p>
      ) : (
        <p className="muted">Live: the figures refresh every {counted(pushSeconds, "second")}.</p>
      )}
      <Figures figures={figures} />
    </>
  );
}

/** The live Dashboard (admins and moderators; money for admins): the first figures come with the page, then a push every few seconds. */
export function AdminDashboard({ query }: { query: AdminDashboard_query$key }) {
  const data = useFragment<AdminDashboard_query$key>(fragment, query);
  const dashboard = data.admin?.dashboard;
  if (!dashboard) return <p className="panel">Your role does not view the Dashboard.</p>;
  return <LiveFigures figures={dashboard} />;
}
