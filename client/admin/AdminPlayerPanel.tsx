import { graphql, useFragment } from "react-relay/hooks";
import type { AdminPlayerPanel_player$key } from "../__generated__/AdminPlayerPanel_player.graphql.ts";
import { AdminTable, utc } from "./AdminTable.tsx";

const fragment = graphql`
  fragment AdminPlayerPanel_player on AdminPlayer {
    userId
    email
    name
    username
    userIconUrl
    temporary
    emailVerified
    createdAt
    gems
    tokens
    inviteCode
    gameDays
    signInDays
    closedAt
    bannedAt
    chatMutedUntil
    role
    inventory {
      kind
      gameCode
      itemId
      count
    }
    signInSessions {
      id
      createdAt
      lastSeenAt
      userAgent
      ipAddress
    }
    gameSessions {
      id
      gameCode
      phase
      score
      tokensPaid
      startedAt
    }
    pins {
      boardId
      pinId
      x
      y
    }
    challenges {
      challengeId
      status
      tokens
      acceptedAt
    }
    payments {
      id
      provider
      status
      amountCents
      currency
      gems
      creditedGems
      reversedGems
      createdAt
    }
    chatReports {
      reason
      createdAt
      settledAt
      roomId
      body
      messageHidden
    }
  }
`;

/** A player's page in the console: who they are, their balances and status, and what they hold and did. */
export function AdminPlayerPanel({ player: key }: { player: AdminPlayerPanel_player$key }) {
  const player = useFragment(fragment, key);
  const status = [player.temporary && "Temporary user", player.closedAt && `Closed ${utc(player.closedAt)}`, player.bannedAt && `Banned ${utc(player.bannedAt)}`, player.chatMutedUntil && `Muted in chat until ${utc(player.chatMutedUntil)}`, player.role && `Staff: ${player.role.toLowerCase()}`].filter(
    (item): item is string => typeof item === "string",
  );
  return (
    <div className="admin-player">
      <div className="admin-player__who">
        <img src={player.userIconUrl} alt="" width={56} height={56} />
        <div>
          <h2 className="admin-player__name">{player.username ?? player.name}</h2>
          <p className="admin-player__email">
            {player.email}
            {player.emailVerified ? " (verified)" : " (not verified)"}
          </p>
          {status.length > 0 && (
            <ul className="admin-badges" aria-label="Status">
              {status.map((item) => (
                <li key={item} className="admin-badge">
                  {item}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <dl className="balances" aria-label="Balances">
        <div>
          <dt>Gems</dt>
          <dd>{player.gems}</dd>
        </div>
        <div>
          <dt>Tokens</dt>
          <dd>{player.tokens}</dd>
        </div>
      </dl>
      <dl className="admin-facts">
        <dt>User id</dt>
        <dd>
          <code>{player.userId}</code>
        </dd>
        <dt>Invite code</dt>
        <dd>{player.inviteCode ?? "-"}</dd>
        <dt>Member since</dt>
        <dd>{utc(player.createdAt)}</dd>
        <dt>Game days / sign-in days</dt>
        <dd>
          {player.gameDays} / {player.signInDays}
        </dd>
      </dl>
      <AdminTable caption="Inventory" empty="Owns nothing." rows={player.inventory} rowKey={(item) => `${item.kind}:${item.gameCode ?? ""}:${item.itemId}`} columns={[["Kind", (item) => item.kind], ["Game", (item) => item.gameCode ?? "-"], ["Item", (item) => item.itemId], ["Count", (item) => item.count]]} />
      <AdminTable caption="Sign-in sessions" empty="Signed in nowhere." rows={player.signInSessions} rowKey={(session) => session.id} columns={[["Started", (session) => utc(session.createdAt)], ["Last seen", (session) => utc(session.lastSeenAt)], ["Browser", (session) => session.userAgent ?? "-"], ["Address", (session) => session.ipAddress ?? "-"]]} />
      <AdminTable caption="Recent games" empty="No games played." rows={player.gameSessions} rowKey={(game) => game.id} columns={[["Started", (game) => utc(game.startedAt)], ["Game", (game) => game.gameCode], ["Result", (game) => game.phase], ["Score", (game) => game.score], ["Tokens paid", (game) => game.tokensPaid]]} />
      <AdminTable caption="Pins placed" empty="No pins placed." rows={player.pins} rowKey={(pin) => `${pin.boardId}:${pin.x}:${pin.y}`} columns={[["Board", (pin) => pin.boardId], ["Pin", (pin) => pin.pinId], ["Cell", (pin) => `${pin.x}, ${pin.y}`]]} />
      <AdminTable caption="Challenges" empty="No challenges accepted." rows={player.challenges} rowKey={(challenge) => challenge.challengeId} columns={[["Challenge", (challenge) => challenge.challengeId], ["Status", (challenge) => challenge.status], ["Tokens", (challenge) => challenge.tokens], ["Accepted", (challenge) => utc(challenge.acceptedAt)]]} />
      {player.payments == null ? (
        <p className="muted">Your role does not show payments.</p>
      ) : (
        <AdminTable
          caption="Payments"
          empty="No payments."
          rows={player.payments}
          rowKey={(order) => order.id}
          columns={[["When", (order) => utc(order.createdAt)], ["Provider", (order) => order.provider], ["Status", (order) => order.status], ["Amount", (order) => `${(order.amountCents / 100).toFixed(2)} ${order.currency}`], ["Gems (credited / reversed)", (order) => `${order.gems} (${order.creditedGems} / ${order.reversedGems})`]]}
        />
      )}
      <AdminTable caption="Reports of their chat messages" empty="Nobody has reported their messages." rows={player.chatReports} rowKey={(report, index) => `${report.createdAt}:${index}`} columns={[["When", (report) => utc(report.createdAt)], ["Room", (report) => report.roomId], ["Message", (report) => report.body], ["Reason", (report) => report.reason || "-"], ["Outcome", (report) => (report.messageHidden ? "Hidden" : report.settledAt ? "Kept" : "Waiting")]]} />
    </div>
  );
}
