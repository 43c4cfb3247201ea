import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { App } from "./App.tsx";
import { environment } from "./relay/environment.ts";
import { enterCurrentPage, RouterProvider } from "./routing/router.tsx";
import { preparePage } from "./routing/routes.tsx";
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
