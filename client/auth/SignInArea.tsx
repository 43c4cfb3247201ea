import { lazy, Suspense, useEffect, useRef } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { SignInArea_viewer$key } from "../__generated__/SignInArea_viewer.graphql.ts";
import { openedFromInviteLink } from "../invites/inviteLink.ts";
import { Spinner } from "../layout/Spinner.tsx";
import { useSession } from "./Session.tsx";
import type { UserStatus } from "./userStatus.ts";

// Only signed-in players see the user menu: its code is not part of the first page's.
const UserMenu = lazy(() => import("./UserMenu.tsx").then((module) => ({ default: module.UserMenu })));

function isSignedOut(status: UserStatus): boolean {
  return status === "loggedOut" || status === "temporary" || status === "new";
}

/**
 * The header's sign-in area (docs/product/pages.md#header): signed out shows a Sign in link, signed
 * in the avatar, and a spinner while the account is checked after being signed in. A signed-out
 * visitor keeps the link while their temporary user is made or their sign-in is checked: the link
 * the server rendered stays where it was, so a click on it just then is not lost.
 */
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
  const settled = useRef(status);
  if (status !== "loading") settled.current = status;
  // An invite link opens the sign-up form for whoever is not signed in yet.
  const signedOut = isSignedOut(status);
  const openedForInvite = useRef(false);
  useEffect(() => {
    if (openedForInvite.current || !signedOut || !openedFromInviteLink()) return;
    openedForInvite.current = true;
    openSignIn();
  }, [signedOut, openSignIn]);
  if (status === "loading" && !isSignedOut(settled.current)) return <Spinner label="Checking your account" size="small" />;
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
