import { lazy, Suspense, useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { SignInArea_viewer$key } from "../__generated__/SignInArea_viewer.graphql.ts";
import { openedFromInviteLink } from "../invites/inviteLink.ts";
import { Spinner } from "../layout/Spinner.tsx";
import { useSession } from "./Session.tsx";

// Only signed-in players see the user menu: its code is not part of the first page's.
const UserMenu = lazy(() => import("./UserMenu.tsx").then((module) => ({ default: module.UserMenu })));

/** The header's sign-in area (docs/product/pages.md#header): signed out shows a Sign in link, loading a spinner, signed in the avatar. */
export function SignInArea({ viewer: viewerKey }: { viewer: SignInArea_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment SignInArea_viewer on Viewer {
        ...UserMenu_viewer
      }
    `,
    viewerKey,
  );
  const { status, openSignIn } = useSession();
  // An invite link opens the sign-up form for whoever is not signed in yet.
  const signedOut = status === "loggedOut" || status === "temporary" || status === "new";
  const openedForInvite = useRef(false);
  useEffect(() => {
    if (openedForInvite.current || !signedOut || !openedFromInviteLink()) return;
    openedForInvite.current = true;
    openSignIn();
  }, [signedOut, openSignIn]);
  if (status === "loading") return <Spinner label="Checking your account" size="small" />;
  if (status === "loggedIn") {
    return (
      <Suspense fallback={<Spinner label="Checking your account" size="small" />}>
        <UserMenu viewer={viewer} />
      </Suspense>
    );
  }
  return (
    <a
      href="#sign-in"
      className="header__sign-in"
      onClick={(event) => {
        event.preventDefault();
        openSignIn();
      }}
    >
      Sign in
    </a>
  );
}
