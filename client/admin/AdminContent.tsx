import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AdminContent_query$data, AdminContent_query$key } from "../__generated__/AdminContent_query.graphql.ts";
import { AdminTable, utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminContent_query on Query {
    admin {
      content {
        catalog {
          dataDate
          lastReloadAt
          lastError
          lastErrorAt
          reloadFailing
          games
          categories
          storeItems
          pins
          challenges
          seasons
          challengesUntil
        }
        challengeWeeks(count: 5) {
          weekKey
          seasonKey
          start
          end
          current
          challenges {
            challengeId
            kind
            scope
            tokens
            pinName
            pinHeldTokens
            offered
            goals {
              gameCode
              description
            }
          }
        }
      }
    }
  }
`;

type Content = NonNullable<NonNullable<AdminContent_query$data["admin"]>["content"]>;
type Week = Content["challengeWeeks"][number];
type Challenge = Week["challenges"][number];

// Challenge weeks run from Sunday midnight to Sunday midnight in Los Angeles: their days are written there.
const PACIFIC_DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", timeZone: "America/Los_Angeles" };
const pacificDay = (at: string | number) => new Date(at).toLocaleDateString("en-US", PACIFIC_DAY);

function reward(challenge: Challenge): string {
  const tokens = `${challenge.tokens} tokens`;
  return challenge.pinName ? `${tokens} and the ${challenge.pinName} pin (${challenge.pinHeldTokens} tokens more instead if held)` : tokens;
}

const KIND_TEXT: Record<string, string> = { seasonal: "Seasonal", pin: "Pin", weekly: "Weekly", blitz: "Blitz", super: "Super" };

const COLUMNS: readonly [string, (row: Challenge) => ReactNode][] = [
  ["Challenge", (row) => <code>{row.challengeId}</code>],
  ["Kind", (row) => KIND_TEXT[row.kind] ?? row.kind],
  [
    "Goals",
    (row) => (
      <ul className="admin-events">
        {row.goals.map((goal, index) => (
          <li key={index}>{goal.description}</li>
        ))}
      </ul>
    ),
  ],
  ["Reward", reward],
  ["Offered", (row) => (row.offered ? "Yes" : <span className="admin-problems">No: a game cannot be played yet</span>)],
];

function CalendarWeek({ week }: { week: Week }) {
  const own = week.challenges.filter((challenge) => challenge.scope === "WEEK");
  const others = week.challenges.filter((challenge) => challenge.scope !== "WEEK");
  const days = `${pacificDay(week.start)} to ${pacificDay(new Date(week.end).getTime() - 1)}`;
  return (
    <div className="admin-week">
      <AdminTable
        caption={`${week.current ? "This week" : "Week"} ${week.weekKey}: ${days}`}
        empty="The catalog has no challenges of its own for this week."
        rows={own}
        rowKey={(row) => row.challengeId}
        columns={COLUMNS}
      />
      <p className="muted">
        From {utc(week.start)} to {utc(week.end)}.
      </p>
      {others.length > 0 && (
        <details>
          <summary>
            Also open: {others.filter((challenge) => challenge.scope === "SEASON").length} challenges of season {week.seasonKey} and{" "}
            {others.filter((challenge) => challenge.scope === "EARLIER_WEEK").length} super challenges of earlier weeks
          </summary>
          <AdminTable caption={`Also open in week ${week.weekKey}`} empty="None." rows={others} rowKey={(row) => row.challengeId} columns={COLUMNS} />
        </details>
      )}
    </div>
  );
}

/** Content (admins and moderators): the catalog this process serves, its last reload, and the challenge calendar ahead. */
export function AdminContent({ query }: { query: AdminContent_query$key }) {
  const data = useFragment<AdminContent_query$key>(fragment, query);
  const content = data.admin?.content;
  if (!content?.catalog) return <p className="panel">Your role does not read the content pages.</p>;
  const { catalog } = content;
  return (
    <div className="admin-content">
      <div className="panel">
        <h2>Catalog</h2>
        {catalog.reloadFailing && (
          <p className="admin-problems" role="alert">
            The last reload failed ({utc(catalog.lastErrorAt)}): {catalog.lastError} The catalog before it is still served.
          </p>
        )}
        <dl className="admin-facts">
          <dt>Data date</dt>
          <dd>{utc(catalog.dataDate)}</dd>
          <dt>Last reload</dt>
          <dd>{catalog.lastReloadAt ? utc(catalog.lastReloadAt) : "Not since this process started"}</dd>
          <dt>Last failure</dt>
          <dd>{catalog.lastError ? `${utc(catalog.lastErrorAt)}: ${catalog.lastError}` : "None since this process started"}</dd>
          <dt>Games</dt>
          <dd>
            {catalog.games} in {catalog.categories} categories
          </dd>
          <dt>Store items</dt>
          <dd>
            {catalog.storeItems}, of which {catalog.pins} pins
          </dd>
          <dt>Challenges</dt>
          <dd>
            {catalog.challenges} over {catalog.seasons} seasons, the last ending {utc(catalog.challengesUntil)}
          </dd>
        </dl>
        <p className="muted">Reloads are those of the portal process that answered: with several processes, each watches the catalog folder itself.</p>
      </div>
      <div className="panel">
        <h2>Challenge calendar</h2>
        <p className="muted">Each week starts on Sunday at midnight Pacific time; listed are the challenges open to accept when it starts.</p>
        {content.challengeWeeks.map((week) => (
          <CalendarWeek key={week.weekKey} week={week} />
        ))}
      </div>
    </div>
  );
}
