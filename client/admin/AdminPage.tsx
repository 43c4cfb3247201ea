import { useId, useState, useTransition, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { AdminPageQuery } from "../__generated__/AdminPageQuery.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Link, useRouter } from "../routing/router.tsx";
import { AdminActions } from "./AdminActions.tsx";
import { adminChoice, adminPath, type AdminView } from "./adminChoice.ts";
import { AdminLedger } from "./AdminLedger.tsx";
import { AdminAuditLog } from "./AdminAuditLog.tsx";
import { AdminChatReports } from "./AdminChatReports.tsx";
import { AdminContent } from "./AdminContent.tsx";
import { AdminCoupons } from "./AdminCoupons.tsx";
import { AdminDashboard } from "./AdminDashboard.tsx";
import { AdminMoney } from "./AdminMoney.tsx";
import { AdminPlayerPanel } from "./AdminPlayerPanel.tsx";
import { AdminQaReports } from "./AdminQaReports.tsx";
import "./admin.css";

const query = graphql`
  query AdminPageQuery(
    $search: String!
    $searching: Boolean!
    $userId: ID!
    $showPlayer: Boolean!
    $showDashboard: Boolean!
    $showMoney: Boolean!
    $showCoupons: Boolean!
    $showContent: Boolean!
    $showQaReports: Boolean!
    $showChatReports: Boolean!
    $showAudit: Boolean!
  ) {
    viewer {
      status
    }
    admin {
      role
      permissions
      searchPlayers(query: $search) @include(if: $searching) {
        id
        userId
        email
        username
        name
        temporary
        closedAt
        bannedAt
      }
      player(userId: $userId) @include(if: $showPlayer) {
        id
        userId
        bannedAt
        closedAt
        ...AdminPlayerPanel_player
      }
    }
    ...AdminLedger_query @include(if: $showPlayer) @alias(as: "ledger")
    ...AdminDashboard_query @include(if: $showDashboard) @alias(as: "dashboard")
    ...AdminMoney_query @include(if: $showMoney) @alias(as: "money")
    ...AdminCoupons_query @include(if: $showCoupons) @alias(as: "coupons")
    ...AdminContent_query @include(if: $showContent) @alias(as: "content")
    ...AdminQaReports_query @include(if: $showQaReports) @alias(as: "qaReports")
    ...AdminChatReports_query @include(if: $showChatReports) @alias(as: "chatReports")
    ...AdminAuditLog_query @include(if: $showAudit) @alias(as: "audit")
  }
`;

/**
 * The operator's console (issue 33): find a player by email, name, id or invite code, read their
 * page, and act on them as the role allows; admins also read the money pages. What it shows lives
 * in the address, so any page of it can be linked; the server decides every permission again.
 */
function AdminPage({ queryRef }: PageProps<AdminPageQuery>) {
  const data = usePreloadedQuery<AdminPageQuery>(query, queryRef);
  usePageMeta("Operator console");
  const { openSignIn } = useSession();
  const { location, navigate } = useRouter();
  const choice = adminChoice(location.search);
  const [text, setText] = useState(choice.search);
  const [pending, startTransition] = useTransition();
  const [ledgerVersion, setLedgerVersion] = useState(0);
  const searchId = useId();
  const admin = data.admin;
  if (!admin) {
    return (
      <section className="narrow">
        <h1>Operator console</h1>
        {data.viewer.status === "LOGGED_IN" ? (
          <p>This page is for the portal's staff. Ask an admin for a role if you need one.</p>
        ) : (
          <>
            <p>Sign in with a staff account to use the console.</p>
            <button type="button" className="button button--primary" onClick={openSignIn}>
              Sign in
            </button>
          </>
        )}
      </section>
    );
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    startTransition(() => navigate(adminPath({ search: text.trim() })));
  };
  const onPlayers = !choice.showDashboard && !choice.showMoney && !choice.showCoupons && !choice.showContent && !choice.showQaReports && !choice.showChatReports && !choice.showAudit;
  // The pages the role may open (the server answers null for the others anyway).
  const views = (
    [
      { label: "Dashboard", view: "dashboard", shown: choice.showDashboard, allowed: admin.permissions.includes("VIEW_DASHBOARD") },
      { label: "Players", view: undefined, shown: onPlayers, allowed: true },
      { label: "Money", view: "money", shown: choice.showMoney, allowed: admin.permissions.includes("READ_MONEY") },
      { label: "Coupons", view: "coupons", shown: choice.showCoupons, allowed: admin.permissions.includes("MANAGE_COUPONS") },
      { label: "Content", view: "content", shown: choice.showContent, allowed: admin.permissions.includes("READ_CONTENT") },
      { label: "Q&A reports", view: "qa", shown: choice.showQaReports, allowed: admin.permissions.includes("MODERATE_QA") },
      { label: "Chat reports", view: "chat", shown: choice.showChatReports, allowed: admin.permissions.includes("MODERATE_CHAT") },
      { label: "Audit log", view: "audit", shown: choice.showAudit, allowed: admin.permissions.includes("READ_AUDIT_LOG") },
    ] satisfies { label: string; view: AdminView | undefined; shown: boolean; allowed: boolean }[]
  ).filter((view) => view.allowed);
  const results = admin.searchPlayers;
  const player = admin.player;
  return (
    <section className="admin" aria-busy={pending}>
      <h1 className="page-title">Operator console</h1>
      <p className="page-lead">Signed in as {admin.role === "ADMIN" ? "an admin" : "a moderator"}. Every action is written to the audit log.</p>
      {views.length > 1 && (
        <nav className="admin-views" aria-label="Console pages">
          {views.map(({ label, view, shown }) => (
            <Link key={label} to={adminPath({ view })} aria-current={shown ? "page" : undefined}>
              {label}
            </Link>
          ))}
        </nav>
      )}
      {choice.showDashboard && data.dashboard && <AdminDashboard query={data.dashboard} />}
      {choice.showMoney && data.money && <AdminMoney query={data.money} />}
      {choice.showCoupons && data.coupons && <AdminCoupons query={data.coupons} />}
      {choice.showContent && data.content && <AdminContent query={data.content} />}
      {choice.showQaReports && data.qaReports && <AdminQaReports query={data.qaReports} />}
      {choice.showChatReports && data.chatReports && <AdminChatReports query={data.chatReports} />}
      {choice.showAudit && data.audit && <AdminAuditLog query={data.audit} />}
      {onPlayers && (
        <>
          <form className="admin-search" role="search" onSubmit={search}>
            <label htmlFor={searchId}>Find a player</label>
            <div className="admin-search__row">
              <input id={searchId} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Email, username, name, user id or invite code" maxLength={200} />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <div className="admin__columns">
            {choice.searching && results && (
              <nav className="admin-results panel" aria-label="Players found">
                <h2>Players found</h2>
                {results.length === 0 ? (
                  <p className="muted">No player matches "{choice.search}".</p>
                ) : (
                  <ul>
                    {results.map((found) => (
                      <li key={found.id}>
                        <Link to={adminPath({ search: choice.search, userId: found.userId })} aria-current={found.userId === choice.userId ? "page" : undefined} className="admin-results__link">
                          <strong>{found.username ?? found.name}</strong>
                          <span>{found.email}</span>
                          {(found.temporary || found.closedAt || found.bannedAt) && <span className="admin-badge">{found.closedAt ? "Closed" : found.bannedAt ? "Banned" : "Temporary"}</span>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </nav>
            )}
            {choice.showPlayer && (
              <div className="admin-player-page">
                {player ? (
                  <>
                    <div className="panel">
                      <AdminPlayerPanel player={player} />
                    </div>
                    <div className="panel">
                      <h2>Actions</h2>
                      <AdminActions
                        userId={player.userId}
                        permissions={admin.permissions}
                        banned={player.bannedAt != null}
                        closed={player.closedAt != null}
                        onChanged={() => setLedgerVersion((version) => version + 1)}
                      />
                    </div>
                    <div className="panel">
                      <h2>History</h2>
                      {data.ledger && <AdminLedger query={data.ledger} version={ledgerVersion} />}
                    </div>
                  </>
                ) : (
                  <p className="panel">There is no player with the id "{choice.userId}".</p>
                )}
              </div>
            )}
            {!choice.searching && !choice.showPlayer && <p className="muted">Search for a player to see their page.</p>}
          </div>
        </>
      )}
    </section>
  );
}

export default AdminPage;
