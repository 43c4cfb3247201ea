import { useEffect, useSyncExternalStore } from "react";
import { dismissSentOutcomes, offlineSummary, onOfflineGamesChange } from "./offlineGames.ts";
import { useSendQueuedGames } from "./offlineSync.ts";
import { onServiceWorkerState, reloadToUpdate, serviceWorkerState } from "./serviceWorker.ts";
import "./offline.css";

function onConnectionChange(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser has a network connection (false: offline, whatever the page shows). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The portal's status bar, under the header on every page: "You are offline" while the
 * connection is gone (which games still play, what waits for it), the games played offline that
 * wait to be checked, what the server said of them once sent, and "New version: Reload" when an
 * update of the app is installed. It is its own React root (client/main.tsx), so it shows even
 * when the portal's data cannot load; it sends the waiting games once the connection is back
 * (through the portal's Relay environment, so the header's wallet follows).
 */
export function AppStatus() {
  const online = useOnline();
  const worker = useSyncExternalStore(onServiceWorkerState, serviceWorkerState, serviceWorkerState);
  const offline = useSyncExternalStore(onOfflineGamesChange, offlineSummary, offlineSummary);
  const sendQueuedGames = useSendQueuedGames();
  useEffect(() => {
    if (online && offline.waiting > 0) void sendQueuedGames();
  }, [online, offline.waiting, sendQueuedGames]);
  const ready = offline.ready.map((game) => game.name).join(", ");
  return (
    <div className="app-status">
      {!online && (
        <div className="app-status__bar app-status__bar--offline" role="status" data-testid="offline-indicator">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M2 7.5a11.5 11.5 0 0 1 16 0M4.8 10.4a7.5 7.5 0 0 1 10.4 0M7.6 13.2a3.5 3.5 0 0 1 4.8 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            <path d="M3 3l14 14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <p>
            <strong>You are offline.</strong>{" "}
            {ready ? `Ready to play offline: ${ready}.` : "Games you play online are kept ready to play offline."} Purchases, chat and challenges wait for
            the connection.
          </p>
        </div>
      )}
      {offline.waiting > 0 && (
        <div className="app-status__bar app-status__bar--waiting" role="status" data-testid="offline-waiting">
          <p>
            <strong>{plural(offline.waiting, "game", "games")} played offline</strong> {online ? "being sent to be checked…" : "will be checked and paid when you are back online."}
          </p>
        </div>
      )}
      {online && offline.sent.length > 0 && (
        <div className="app-status__bar app-status__bar--sent" role="status" data-testid="offline-sent">
          <ul>
            {offline.sent.map((sent) => (
              <li key={sent.at + sent.game}>
                <strong>{sent.game}</strong> played offline: {sent.text}
              </li>
            ))}
          </ul>
          <button type="button" className="app-status__button" onClick={dismissSentOutcomes}>
            Dismiss
          </button>
        </div>
      )}
      {worker.updateWaiting && (
        <div className="app-status__bar app-status__bar--update" role="status" data-testid="update-prompt">
          <p>
            <strong>New version:</strong> a newer version of the portal is ready. Your game is saved as you play.
          </p>
          <button type="button" className="app-status__button" onClick={reloadToUpdate}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}
