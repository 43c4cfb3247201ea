import { Suspense, useCallback, useEffect, useMemo } from "react";
import { fetchQuery, graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { AppQuery } from "./__generated__/AppQuery.graphql.ts";
import { SessionProvider, useSession } from "./auth/Session.tsx";
import { SignInDialog } from "./auth/SignInDialog.tsx";
import { ErrorBoundary } from "./layout/ErrorBoundary.tsx";
import { Header } from "./layout/Header.tsx";
import { PortalContext } from "./layout/PortalContext.tsx";
import { Spinner } from "./layout/Spinner.tsx";
import { accountPage } from "./pages/AccountPage.tsx";
import { allGamesPage } from "./pages/AllGamesPage.tsx";
import { gameAboutPage } from "./pages/GameAboutPage.tsx";
import { gameLoadPage } from "./pages/GameLoadPage.tsx";
import { homePage } from "./pages/HomePage.tsx";
import { newAccountPage } from "./pages/NewAccountPage.tsx";
import { redeemPage } from "./pages/RedeemPage.tsx";
import { NotFound } from "./pages/NotFoundPage.tsx";
import { environment } from "./relay/environment.ts";
import type { LoadedPage } from "./routing/page.tsx";
import { matchPath, useRouter } from "./routing/router.tsx";
import { GemStoreProvider } from "./wallet/GemStoreContext.tsx";

const PAGES = [homePage, allGamesPage, gameAboutPage, gameLoadPage, accountPage, newAccountPage, redeemPage];

const appQuery = graphql`
  query AppQuery {
    portal {
      name
      description
      ...SignInDialog_portal
    }
    viewer {
      ...Session_viewer
    }
    ...Header_query
  }
`;

export const appQueryRef = loadQuery<AppQuery>(environment, appQuery, {});

function loadPage(pathname: string): LoadedPage {
  for (const page of PAGES) {
    const params = matchPath(page.path, pathname);
    if (params) return page.load(params);
  }
  return { element: <NotFound />, dispose: () => {} };
}

function PageOutlet() {
  const { location } = useRouter();
  const page = useMemo(() => loadPage(location.pathname), [location.pathname]);
  useEffect(() => () => page.dispose(), [page]);
  return (
    <ErrorBoundary key={location.pathname}>
      <Suspense fallback={<Spinner label="Loading page" />}>{page.element}</Suspense>
    </ErrorBoundary>
  );
}

/** Re-reads everything the header shows (after sign-in, sign-out, purchases). */
function useRefetchApp() {
  return useCallback(async () => {
    await fetchQuery<AppQuery>(environment, appQuery, {}, { fetchPolicy: "network-only" }).toPromise();
  }, []);
}

function SignInDialogHost({ portal }: { portal: AppQuery["response"]["portal"] }) {
  const { signInOpen } = useSession();
  return signInOpen ? <SignInDialog portal={portal} /> : null;
}

function Shell({ queryRef }: { queryRef: PreloadedQuery<AppQuery> }) {
  const data = usePreloadedQuery<AppQuery>(appQuery, queryRef);
  const refetch = useRefetchApp();
  return (
    <SessionProvider viewer={data.viewer} refetch={refetch}>
      <GemStoreProvider>
        <ShellLayout data={data} />
      </GemStoreProvider>
    </SessionProvider>
  );
}

function ShellLayout({ data }: { data: AppQuery["response"] }) {
  return (
    <PortalContext.Provider value={data.portal}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header query={data} />
      <main id="main" className="main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <footer className="footer">
        <p>
          © {new Date().getFullYear()} {data.portal.name}. Free games for everyone.
        </p>
      </footer>
      <SignInDialogHost portal={data.portal} />
    </PortalContext.Provider>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Shell queryRef={appQueryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
