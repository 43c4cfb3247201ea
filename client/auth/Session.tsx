import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { Session_viewer$key } from "../__generated__/Session_viewer.graphql.ts";
import { userStatusFrom, type UserStatus } from "./userStatus.ts";

interface SessionState {
  status: UserStatus;
  /** Re-reads the viewer from the server (after sign-in, sign-out, purchases...). */
  refresh(): Promise<void>;
  signInOpen: boolean;
  /** Why the dialog was opened, shown at its top (see askToSignIn). */
  signInReason: string | null;
  openSignIn(): void;
  /** Opens the sign-in dialog with a line saying why ("Sign in to use powerups: they are kept with your account."). */
  askToSignIn(reason: string): void;
  closeSignIn(): void;
  /** Called when a page (the first one, above all) is on screen and running. */
  pageShown(): void;
}

// The auth calls are a chunk of their own, fetched when first needed (after the first paint).
const authApi = () => import("./authApi.ts");

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside SessionProvider");
  return session;
}

export function SessionProvider({
  viewer: viewerKey,
  refetch,
  children,
}: {
  viewer: Session_viewer$key;
  refetch: () => Promise<void>;
  children: ReactNode;
}) {
  const viewer = useFragment(
    graphql`
      fragment Session_viewer on Viewer {
        status
      }
    `,
    viewerKey,
  );
  const [busy, setBusy] = useState(false);
  const [tempUserFailed, setTempUserFailed] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInReason, setSignInReason] = useState<string | null>(null);
  const triedTempUser = useRef(false);

  const refresh = useCallback(async () => {
    setBusy(true);
    try {
      await refetch();
    } catch {
      // When the user's data cannot be loaded (docs/product/accounts.md#signing-in-and-out), the user is signed out, without a redirect.
      await authApi()
        .then((api) => api.signOut())
        .catch(() => {});
      await refetch().catch(() => {});
    } finally {
      setBusy(false);
    }
  }, [refetch]);

  const computed = userStatusFrom(viewer.status);
  // The newcomer's temporary user is made once the first page is on screen and running: on a page
  // the server rendered, a new player arriving while parts of the page still wait for their code
  // would have React throw those parts away and draw them again (the page would flash and move).
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => {
    if (computed !== "new" || !pageShown || triedTempUser.current) return;
    triedTempUser.current = true;
    startTransition(() => setBusy(true));
    authApi()
      .then((api) => api.createTemporaryUser())
      .then(refetch)
      // If the temporary user cannot be created (docs/product/accounts.md#temporary-users), the visitor is simply unauthenticated.
      .catch(() => startTransition(() => setTempUserFailed(true)))
      .finally(() => startTransition(() => setBusy(false)));
  }, [computed, pageShown, refetch]);

  const status: UserStatus = busy ? "loading" : computed === "new" && tempUserFailed ? "loggedOut" : computed;
  const value = useMemo(
    () => ({
      status,
      refresh,
      signInOpen,
      signInReason,
      openSignIn: () => {
        setSignInReason(null);
        setSignInOpen(true);
      },
      askToSignIn: (reason: string) => {
        setSignInReason(reason);
        setSignInOpen(true);
      },
      closeSignIn: () => setSignInOpen(false),
      pageShown: () => setPageShown(true),
    }),
    [status, refresh, signInOpen, signInReason],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
