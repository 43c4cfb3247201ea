import { startTransition } from "react";
import { RelayEnvironmentProvider } from "react-relay/hooks";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppStatus } from "./offline/AppStatus.tsx";
import { registerServiceWorker } from "./offline/serviceWorker.ts";
import { PortalRoot, startPortal } from "./PortalRoot.tsx";
import { createBrowserEnvironment } from "./relay/environment.ts";
import { serverRenderedRecords } from "./serverRendering/pageRecords.ts";
import "./styles.css";
// The pages the server renders for a first visit are styled by the first paint: their styles are
// part of the page's inlined stylesheet rather than coming in with their code.
import "./serverRendering/serverRenderedStyles.ts";

// The page's query and code start now, alongside the app's own query, before React renders anything.
const records = serverRenderedRecords(document);
const environment = createBrowserEnvironment(records ?? undefined);
const start = startPortal(environment, { pathname: window.location.pathname, search: window.location.search });
const root = document.getElementById("root")!;

// A page the server rendered is taken over as it stands; any other is drawn here. The takeover
// is a transition: React does it in slices between which the browser stays responsive, instead
// of one long task (the page is already there to read).
if (records) startTransition(() => void hydrateRoot(root, <PortalRoot start={start} />));
else createRoot(root).render(<PortalRoot start={start} />);

// The offline and new-version bar is a root of its own: it shows even when the portal's data
// cannot load (offline), and the server never renders it.
const status = document.createElement("div");
status.id = "app-status";
document.body.append(status);
createRoot(status).render(
  <RelayEnvironmentProvider environment={environment}>
    <AppStatus />
  </RelayEnvironmentProvider>,
);
registerServiceWorker();
