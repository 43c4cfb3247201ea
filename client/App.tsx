import { lazy, Suspense, useCallback, useEffect } from "react";
import { fetchQuery, graphql, loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import type { AppQuery } from "./__generated__/AppQuery.graphql.ts";
import { SessionProvider, useSession } from "./auth/Session.tsx";
import { ErrorBoundary } from "./layout/ErrorBoundary.tsx";
import { Header, HeaderPlaceholder } from "./layout/Header.tsx";
import { PortalContext } from "./layout/PortalContext.tsx";
import { Spinner } from "./layout/Spinner.tsx";
import { useRouter } from "./routing/router.tsx";
import { lazyOptional } from "./routing/lazyOptional.ts";
import { prefetchPageQueries } from "./routing/routes.tsx";
import { GemStoreProvider } from "./wallet/GemStoreContext.tsx";

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

/** The shell's query: started with the page's, before anything renders. */
export function loadAppQuery(environment: IEnvironment): PreloadedQuery<AppQuery> {
  return loadQuery<AppQuery>(environment, appQuery, {});
}

// The sign-in dialog (its form and the auth calls) is its own chunk: not part of the first page's
// code, prefetched once the shell is shown (usePrefetchWhenIdle) so that it opens at once.
const loadSignInDialog = () => import("./auth/SignInDialog.tsx");
// Following the catalog's data date (docs/product/pages.md#catalog-updates) needs the subscription's code and socket: not before the first paint.
const CatalogDateFollower = lazyOptional(() => import("./routing/CatalogDateFollower.tsx").then((module) => module.CatalogDateFollower));

const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));

/**
 * What the first page does not need but a click soon may (the other pages' queries, the sign-in
 * dialog): fetched once the shell is on screen and the browser is idle, so that it never competes
 * with the first page's own requests.
 */
function usePrefetchWhenIdle() {
  useEffect(() => {
    const prefetch = () => {
      prefetchPageQueries();
      void loadSignInDialog().catch(() => {});
    };
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(prefetch, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 2000);
    return () => clearTimeout(id);
  }, []);
}

/** Tells the session when the page beside it is on screen and running (hydrated, for a page the server rendered). */
function PageShown() {
  const { pageShown } = useSession();
  useEffect(() => pageShown(), [pageShown]);
  return null;
}

/** The page the router prepared; the fallback holds the page's place while its code or data come in. */
function PageOutlet() {
  const { location, page } = useRouter();
  return (
    <ErrorBoundary key={location.pathname}>
      <Suspense
        fallback={
          // A viewport tall, so that the footer does not show up and then jump down when the page comes in.
          <div className="page-loading">
            <Spinner label="Loading page" />
          </div>
        }
      >
        {page.element}
        <PageShown />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Re-reads everything the header shows (after sign-in, sign-out, purchases). */
function useRefetchApp() {
  const environment = useRelayEnvironment();
  return useCallback(async () => {
    await fetchQuery<AppQuery>(environment, appQuery, {}, { fetchPolicy: "network-only" }).toPromise();
  }, [environment]);
}

function SignInDialogHost({ portal }: { portal: AppQuery["response"]["portal"] }) {
  const { signInOpen } = useSession();
  return signInOpen ? (
    <Suspense fallback={null}>
      <SignInDialog portal={portal} />
    </Suspense>
  ) : null;
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
  usePrefetchWhenIdle();
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
        {/* The year where the page is read; a page the server rendered on New Year's Eve may say the one before. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {data.portal.name}. Free games for everyone.
        </p>
      </footer>
      <SignInDialogHost portal={data.portal} />
      <Suspense fallback={null}>
        <CatalogDateFollower loadedDate={data.dataDate} refetchApp={refetch} />
      </Suspense>
    </PortalContext.Provider>
  );
}

export function App({ queryRef }: { queryRef: PreloadedQuery<AppQuery> }) {
  return (
    <ErrorBoundary wholePortal>
      <Suspense
        fallback={
          <>
            <HeaderPlaceholder />
            <main className="main">
              <div className="page-loading">
                <Spinner label="Loading" />
              </div>
            </main>
          </>
        }
      >
        <Shell queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
