import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { Session_viewer$key } from "../__generated__/Session_viewer.graphql.ts";
import { userStatusFrom, type UserStatus } from "./userStatus.ts";

interface SessionState {
  status: UserStatus;
  /** Re-reads the viewer from the server (after sign-in, sign-out, purchases...). */
  refresh(): Promise<void>;
  signInOpen: boolean;
  openSignIn(): void;
  closeSignIn(): void;
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
  const triedTempUser = useRef(false);

  const refresh = useCallback(async () => {
    setBusy(true);
    try {
      await refetch();
    } catch {
      // Spec 8: when the user's data cannot be loaded, the user is signed out, without a redirect.
      await authApi()
        .then((api) => api.signOut())
        .catch(() => {});
      await refetch().catch(() => {});
    } finally {
      setBusy(false);
    }
  }, [refetch]);

  const computed = userStatusFrom(viewer.status);
  useEffect(() => {
    if (computed !== "new" || triedTempUser.current) return;
    triedTempUser.current = true;
    // Transitions: on a page the server rendered, parts still being hydrated wait for their code
    // instead of being thrown away and drawn again (which would move the page under the visitor).
    startTransition(() => setBusy(true));
    authApi()
      .then((api) => api.createTemporaryUser())
      .then(refetch)
      // Spec 8: if the temporary user cannot be created, the visitor is simply unauthenticated.
      .catch(() => startTransition(() => setTempUserFailed(true)))
      .finally(() => startTransition(() => setBusy(false)));
  }, [computed, refetch]);

  const status: UserStatus = busy ? "loading" : computed === "new" && tempUserFailed ? "loggedOut" : computed;
  const value = useMemo(
    () => ({ status, refresh, signInOpen, openSignIn: () => setSignInOpen(true), closeSignIn: () => setSignInOpen(false) }),
    [status, refresh, signInOpen],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
