import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { InviteFriends_portal$key } from "../__generated__/InviteFriends_portal.graphql.ts";
import type { InviteFriends_viewer$key } from "../__generated__/InviteFriends_viewer.graphql.ts";
import "./invites.css";

/** My Account's invite panel: the code and link to share, what a friend gets and earns the player, and the friends who joined. */
export function InviteFriends({ viewer: viewerKey, portal: portalKey }: { viewer: InviteFriends_viewer$key; portal: InviteFriends_portal$key }) {
  const viewer = useFragment(
    graphql`
      fragment InviteFriends_viewer on Viewer {
        player {
          inviteCode
        }
        friends {
          username
          userIcon
          challengeReward1
          challengeReward2
          purchaseReward
        }
      }
    `,
    viewerKey,
  );
  const { inviteRewards: rewards } = useFragment(
    graphql`
      fragment InviteFriends_portal on Portal {
        inviteRewards {
          challenge1Challenges
          challenge1Tokens
          challenge2Challenges
          challenge2Tokens
          purchaseGems
          friendTokens
        }
      }
    `,
    portalKey,
  );
  const [copied, setCopied] = useState<"code" | "link" | null>(null);
  const code = viewer.player?.inviteCode ?? "";
  const link = `${window.location.origin}/?invite=${encodeURIComponent(code)}`;
  const copy = async (what: "code" | "link") => {
    await navigator.clipboard.writeText(what === "code" ? code : link).catch(() => {});
    setCopied(what);
    setTimeout(() => setCopied(null), 2000);
  };
  const steps = [
    { key: "challengeReward1", label: `${rewards.challenge1Challenges === 1 ? "First challenge" : `${rewards.challenge1Challenges} challenges`}: ${rewards.challenge1Tokens} tokens` },
    { key: "challengeReward2", label: `${rewards.challenge2Challenges} challenges: ${rewards.challenge2Tokens} tokens` },
    { key: "purchaseReward", label: `First gem purchase: ${rewards.purchaseGems} gems` },
  ] as const;

  return (
    <section className="panel invites" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite friends</h2>
      <p>
        Share your code or link. A friend who joins with it gets {rewards.friendTokens} bonus tokens. For each friend you earn{" "}
        {rewards.challenge1Tokens} tokens when they complete
        {rewards.challenge1Challenges === 1 ? " their first challenge" : ` ${rewards.challenge1Challenges} challenges`}, {rewards.challenge2Tokens} tokens at{" "}
        {rewards.challenge2Challenges} challenges, and {rewards.purchaseGems} gems at their first gem purchase.
      </p>
      <div className="invite-code">
        <code data-testid="invite-code">{code}</code>
        <button type="button" className="button button--secondary" onClick={() => copy("code")}>
          {copied === "code" ? "Copied!" : "Copy code"}
        </button>
        <button type="button" className="button button--secondary" onClick={() => copy("link")}>
          {copied === "link" ? "Copied!" : "Copy link"}
        </button>
      </div>
      <h3 className="invites__friends-heading">Friends ({viewer.friends.length})</h3>
      {viewer.friends.length === 0 ? (
        <p className="muted">No friends have joined with your code yet.</p>
      ) : (
        <ul className="invites__friends" aria-label="Friends who joined with your code">
          {viewer.friends.map((friend, index) => (
            <li key={`${friend.username}-${index}`} className="invites__friend">
              <img src={`/img/user/${friend.userIcon}.svg`} alt="" width={40} height={40} />
              <span className="invites__name">{friend.username || "New player"}</span>
              <ul className="invites__rewards">
                {steps.map((step) => (
                  <li key={step.key} className={friend[step.key] ? "invites__reward invites__reward--earned" : "invites__reward"}>
                    {step.label}: <strong>{friend[step.key] ? "earned" : "pending"}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
