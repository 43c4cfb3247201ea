import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { App, prefetchSignInDialog } from "./App.tsx";
import { environment } from "./relay/environment.ts";
import { enterCurrentPage, RouterProvider } from "./routing/router.tsx";
import { prefetchPageQueries, preparePage } from "./routing/routes.tsx";
import "./styles.css";

// The page's query and code start now, alongside the app's own query, before React renders anything.
const initialPage = enterCurrentPage(preparePage);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider prepare={preparePage} initial={initialPage}>
        <App />
      </RouterProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);

// What the first page does not need but a click soon may: fetched once the browser is idle.
const prefetch = () => {
  prefetchPageQueries();
  prefetchSignInDialog();
};
if (typeof requestIdleCallback === "function") requestIdleCallback(prefetch, { timeout: 5000 });
else setTimeout(prefetch, 2000);
