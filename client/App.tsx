import { Suspense, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { commitLocalUpdate, fetchQuery, graphql, loadQuery, usePreloadedQuery, useSubscription, type PreloadedQuery } from "react-relay";
import type { AppDataDateSubscription } from "./__generated__/AppDataDateSubscription.graphql.ts";
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
import { matchPath } from "./routing/paths.ts";
import { useRouter } from "./routing/router.tsx";
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
    dataDate
    ...Header_query
  }
`;

const dataDateSubscription = graphql`
  subscription AppDataDateSubscription {
    dataDate
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

/** `catalogDate`: the data date the page's data is for; a new one loads the page's query again. */
function PageOutlet({ catalogDate }: { catalogDate: string }) {
  const { location } = useRouter();
  const page = useMemo(() => loadPage(location.pathname), [location.pathname, catalogDate]);
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

/**
 * Spec 4: the catalog can change while a page is open. When the subscription reports a data date
 * other than the one the page was loaded for, the cached data is marked stale, the header is read
 * again and the page's query loads again. Returns the data date the page's data is for.
 */
function useCatalogDate(loadedDate: string, refetchApp: () => Promise<void>): string {
  const [serverDate, setServerDate] = useState(loadedDate);
  const [catalogDate, setCatalogDate] = useState(loadedDate);
  useSubscription<AppDataDateSubscription>(
    useMemo(
      () => ({
        subscription: dataDateSubscription,
        variables: {},
        onNext: (response) => {
          if (response) setServerDate(response.dataDate);
        },
      }),
      [],
    ),
  );
  useEffect(() => {
    if (serverDate === catalogDate) return;
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    // Should this fail, the header keeps what it showed; the next data date tries again.
    void refetchApp().catch(() => {});
    // A transition keeps the page on screen while its query loads again, instead of a spinner.
    startTransition(() => setCatalogDate(serverDate));
  }, [serverDate, catalogDate, refetchApp]);
  return catalogDate;
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
        <ShellLayout data={data} refetch={refetch} />
      </GemStoreProvider>
    </SessionProvider>
  );
}

function ShellLayout({ data, refetch }: { data: AppQuery["response"]; refetch: () => Promise<void> }) {
  const catalogDate = useCatalogDate(data.dataDate, refetch);
  return (
    <PortalContext.Provider value={data.portal}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header query={data} />
      <main id="main" className="main" tabIndex={-1}>
        <PageOutlet catalogDate={catalogDate} />
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
