import { useState, type FormEvent } from "react";
import { graphql, usePreloadedQuery } from "react-relay/hooks";
import type { NewAccountPageQuery } from "../__generated__/NewAccountPageQuery.graphql.ts";
import { IconPicker } from "../account/IconPicker.tsx";
import { useUpdateProfileMutation } from "../account/useUpdateProfileMutation.ts";
import { useSession } from "../auth/Session.tsx";
import { usePageMeta } from "../layout/PortalContext.tsx";
import { Notice } from "../notice/Notice.tsx";
import { PinBoardView } from "../pins/PinBoardView.tsx";
import "./newAccountPage.css";
import type { PageProps } from "../routing/page.tsx";
import { Link, useRouter } from "../routing/router.tsx";

const query = graphql`
  query NewAccountPageQuery {
    portal {
      name
    }
    viewer {
      status
      player {
        username
        userIcon
        gems
        tokens
      }
      pins {
        boards {
          isDefault
          ...PinBoardView_board
        }
        ...PinBoardView_pins
      }
    }
  }
`;

/** Right after sign-up: the player picks a username and an icon (Sign Out is disabled here). */
function NewAccountPage({ queryRef }: PageProps<NewAccountPageQuery>) {
  const { portal, viewer } = usePreloadedQuery<NewAccountPageQuery>(query, queryRef);
  usePageMeta("Welcome");
  const { navigate } = useRouter();
  const { refresh, openSignIn } = useSession();
  const [username, setUsername] = useState(viewer.player?.username ?? "");
  const [icon, setIcon] = useState(viewer.player?.userIcon ?? 1);
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateProfileMutation();
  const firstBoard = viewer.pins.boards.find((board) => board.isDefault);

  if (viewer.status !== "LOGGED_IN") {
    return (
      <section className="narrow">
        <h1>Create your account</h1>
        <p>Sign up first, then choose your username and icon here.</p>
        <button type="button" className="button button--primary" onClick={openSignIn}>
          Sign in or sign up
        </button>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await update({ username, userIcon: icon });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    await refresh();
    navigate("/account");
  };

  return (
    <section className="narrow new-account">
      <h1>Welcome to {portal.name}!</h1>
      <Notice tone="success" className="new-account__gift">
        Your welcome gift is in: <strong>{viewer.player?.tokens ?? 0} tokens</strong>, <strong>{viewer.player?.gems ?? 0} gems</strong>{" "}
        and the Welcome Pin.
      </Notice>
      {firstBoard && (
        <figure className="new-account__board">
          <PinBoardView board={firstBoard} pins={viewer.pins} />
          <figcaption>
            Your Welcome Pin is already on your first pinboard. <Link to="/pinboards">Arrange your pins</Link> whenever you like.
          </figcaption>
        </figure>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>Choose a username</span>
          <input
            name="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            maxLength={20}
            autoComplete="username"
            aria-invalid={error ? true : undefined}
            aria-describedby="username-help"
            autoFocus
          />
          <small id="username-help">3 to 20 letters, numbers or underscores. Other players see it.</small>
        </label>
        <fieldset className="form__field">
          <legend>Choose your icon</legend>
          <IconPicker value={icon} onChange={setIcon} />
        </fieldset>
        {error && <Notice tone="error">{error}</Notice>}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={saving || username.trim() === ""}>
            {saving ? "Saving…" : "Save and continue"}
          </button>
          <Link to="/" className="button button--secondary">
            Later
          </Link>
        </div>
      </form>
    </section>
  );
}

export default NewAccountPage;
