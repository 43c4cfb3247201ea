import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RelayEnvironmentProvider } from "react-relay";
import { App } from "./App.tsx";
import { environment } from "./relay/environment.ts";
import { RouterProvider } from "./routing/router.tsx";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider>
        <App />
      </RouterProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
