import { useMemo, useRef, useSyncExternalStore } from "react";
import { FallbackLayout } from "../layout/FallbackLayout.tsx";
import { useGameBridge } from "../play/useGameBridge.ts";
import { useHeaderHeight } from "../play/useHeaderHeight.ts";
import { offlineFrameHandlers, useOfflineFrameDocument } from "./offlineFrame.ts";
import { offlineSummary, onOfflineGamesChange, readyOfflineBySlug, type ReadyGame } from "./offlineGames.ts";
import "../play/play.css";
import "./offline.css";

/** A game kept for offline play, in its frame, with no data from the server (the page's own could not load). */
function OfflineGamePlayer({ code, game }: { code: string; game: ReadyGame }) {
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useHeaderHeight(area);
  const document = useOfflineFrameDocument(game);
  // Made once per game: the bridge's answers need nothing of a render.
  const handlers = useMemo(
    () => ({
      ...offlineFrameHandlers(code, (message) => send(message)),
      backToGames: () => window.location.assign("/"),
    }),
    [code],
  );
  const send = useGameBridge(frame, handlers);
  if (document === "missing") {
    return (
      <section className="offline-page" role="alert">
        <h1>{game.name} is not on this device any more</h1>
        <p>Play it once online to make it ready to play offline again.</p>
      </section>
    );
  }
  return (
    <div ref={area} className="play-area">
      <div className="play-bar">
        <h1 className="visually-hidden">{game.name}</h1>
        <p className="play-offline-note">Playing offline: your result is checked when you are back online.</p>
      </div>
      <iframe ref={frame} className="play-frame" srcDoc={document ?? ""} sandbox="allow-scripts allow-forms" title={`${game.name} (game)`} onLoad={() => frame.current?.focus()} />
    </div>
  );
}

const GAME_PATH = /^\/game\/([a-z0-9-]+)(?:\/|$)/;

/**
 * What a page shows when it could not load with no connection: the game of the address when it is
 * ready offline, else the games that are, and a retry. For the whole portal (its own data could
 * not load either), it also draws the header bar, with the skip link and main landmark of the
 * portal's layout (App.tsx).
 */
export function OfflinePage({ pathname, wholePortal }: { pathname: string; wholePortal: boolean }) {
  if (!wholePortal) return <OfflineContent pathname={pathname} />;
  return (
    <FallbackLayout offline>
      <OfflineContent pathname={pathname} />
    </FallbackLayout>
  );
}

function OfflineContent({ pathname }: { pathname: string }) {
  const summary = useSyncExternalStore(onOfflineGamesChange, offlineSummary, offlineSummary);
  const slug = GAME_PATH.exec(pathname)?.[1];
  const game = slug ? readyOfflineBySlug(slug) : null;
  if (game) return <OfflineGamePlayer code={game.code} game={game} />;
  return (
    <section className="page-error offline-page" role="alert">
      <h1>You are offline</h1>
      <p>
        {slug ? "This game is not ready to play offline: a game is kept ready once you play it online, except games whose every move the server answers (a hidden word, hidden cards), which play only online." : "This page needs the connection."}{" "}
        {summary.ready.length > 0 ? "These games are ready to play offline:" : "Games you play online are kept ready to play offline next time."}
      </p>
      {summary.ready.length > 0 ? (
        <ul className="offline-page__games">
          {summary.ready.map((ready) => (
            <li key={ready.code}>
              <a href={`/game/${ready.slug}/load`}>{ready.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}
