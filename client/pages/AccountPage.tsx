import { useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { AccountPageQuery } from "../__generated__/AccountPageQuery.graphql.ts";
import { AccountSettings } from "../account/AccountSettings.tsx";
import { IconPicker } from "../account/IconPicker.tsx";
import { Inventory } from "../account/Inventory.tsx";
import { PurchaseHistory } from "../account/PurchaseHistory.tsx";
import { InviteFriends } from "../invites/InviteFriends.tsx";
import { AccountPinboard } from "../pins/AccountPinboard.tsx";
import { useUpdateProfileMutation } from "../account/useUpdateProfileMutation.ts";
import { useSession } from "../auth/Session.tsx";
import { AccountStats } from "../stats/AccountStats.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import type { PageProps } from "../routing/page.tsx";
import { Notice } from "../notice/Notice.tsx";

const query = graphql`
  query AccountPageQuery {
    viewer {
      status
      email
      player {
        username
        userIcon
        userIconUrl
        gems
        tokens
        memberSince
      }
      ...InviteFriends_viewer
      ...PurchaseHistory_viewer
      ...Inventory_viewer
      ...AccountPinboard_viewer
      ...AccountSettings_viewer
      ...AccountStats_viewer
    }
    portal {
      ...InviteFriends_portal
    }
  }
`;

function AccountPage({ queryRef }: PageProps<AccountPageQuery>) {
  const { viewer, portal } = usePreloadedQuery<AccountPageQuery>(query, queryRef);
  usePageMeta("My Account");
  const { openSignIn, refresh } = useSession();
  const [update, saving] = useUpdateProfileMutation();
  const player = viewer.player;
  const [username, setUsername] = useState(player?.username ?? "");
  const [icon, setIcon] = useState(player?.userIcon ?? 1);
  const [feedback, setFeedback] = useState<{ kind: "error" | "ok"; text: string } | null>(null);

  if (viewer.status !== "LOGGED_IN" || !player) {
    return (
      <section className="narrow">
        <h1>My Account</h1>
        <p>Sign in to see your profile, balances and purchase history.</p>
        <button type="button" className="button button--primary" onClick={openSignIn}>
          Sign in
        </button>
      </section>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const outcome = await update({ username, userIcon: icon });
    if (outcome.ok) {
      setFeedback({ kind: "ok", text: "Your profile is saved." });
      await refresh();
    } else {
      setFeedback({ kind: "error", text: outcome.message });
    }
  };

  const memberSince = new Date(player.memberSince).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
  return (
    <div className="account">
      <h1 className="page-title">My Account</h1>
      <div className="account__grid">
        <section className="panel" aria-labelledby="balances-heading">
          <h2 id="balances-heading">Balances</h2>
          <dl className="balances">
            <div>
              <dt>Gems</dt>
              <dd data-testid="account-gems">{player.gems}</dd>
            </div>
            <div>
              <dt>Tokens</dt>
              <dd data-testid="account-tokens">{player.tokens}</dd>
            </div>
          </dl>
          <p className="muted">Member since {memberSince}</p>
          {viewer.email && <p className="muted">Signed in as {viewer.email}</p>}
        </section>
        <InviteFriends viewer={viewer} portal={portal} />
      </div>
      <section className="panel" aria-labelledby="profile-heading">
        <h2 id="profile-heading">Profile</h2>
        <form className="form" onSubmit={save} noValidate>
          <label className="form__field">
            <span>Username</span>
            <input name="username" value={username} maxLength={20} onChange={(e) => setUsername(e.target.value)} />
          </label>
          <fieldset className="form__field">
            <legend>Icon</legend>
            <IconPicker value={icon} onChange={setIcon} />
          </fieldset>
          {feedback && (
            <Notice tone={feedback.kind === "error" ? "error" : "success"}>
              {feedback.text}
            </Notice>
          )}
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? "Saving…" : "Save profile"}
          </button>
        </form>
      </section>
      <AccountStats viewer={viewer} />
      <AccountPinboard viewer={viewer} />
      <Inventory viewer={viewer} />
      <AccountSettings viewer={viewer} />
      <PurchaseHistory viewer={viewer} />
    </div>
  );
}

export default AccountPage;
