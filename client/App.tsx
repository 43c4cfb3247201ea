import { Suspense, useEffect, useMemo } from "react";
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { AppQuery } from "./__generated__/AppQuery.graphql.ts";
import { ErrorBoundary } from "./layout/ErrorBoundary.tsx";
import { Header } from "./layout/Header.tsx";
import { PortalContext } from "./layout/PortalContext.tsx";
import { Spinner } from "./layout/Spinner.tsx";
import { allGamesPage } from "./pages/AllGamesPage.tsx";
import { gameAboutPage } from "./pages/GameAboutPage.tsx";
import { gameLoadPage } from "./pages/GameLoadPage.tsx";
import { homePage } from "./pages/HomePage.tsx";
import { NotFound } from "./pages/NotFoundPage.tsx";
import { environment } from "./relay/environment.ts";
import type { LoadedPage } from "./routing/page.tsx";
import { matchPath, useRouter } from "./routing/router.tsx";

const PAGES = [homePage, allGamesPage, gameAboutPage, gameLoadPage];

const appQuery = graphql`
  query AppQuery {
    portal {
      name
      description
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

function Shell({ queryRef }: { queryRef: PreloadedQuery<AppQuery> }) {
  const data = usePreloadedQuery<AppQuery>(appQuery, queryRef);
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
