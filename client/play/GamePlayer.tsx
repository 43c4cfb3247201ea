import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { GamePlayer_game$data, GamePlayer_game$key } from "../__generated__/GamePlayer_game.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { useRouter } from "../routing/router.tsx";
import { setGameStartCookie } from "./gameStartCookie.ts";
import { NoConfirmToggle } from "./NoConfirmToggle.tsx";
import { GameItemStore, gameItemOffer, type GameItemOffer } from "./GameItemStore.tsx";
import { isOfflineSession } from "../../games/sdk/transport.ts";
import { offlineFrameHandlers, useOfflineFrameDocument } from "../offline/offlineFrame.ts";
import { readyOffline } from "../offline/offlineGames.ts";
import { useKeepGameOffline } from "../offline/useKeepGameOffline.ts";
import { useGameBridge } from "./useGameBridge.ts";
import { useHeaderHeight } from "./useHeaderHeight.ts";
import { frameStorageSnapshot, keepFrameStorage } from "./frameStorage.ts";
import type { SdkCallEntry } from "./SdkCallPanel.tsx";
import { useGrantGameCapability } from "./useGrantGameCapability.ts";
import { useSaveSoundMutation } from "./useSaveSoundMutation.ts";
import { useViewerWallet } from "./useViewerWallet.ts";
import { formatCount } from "../../shared/numbers.ts";
import "./play.css";

/** Development builds only (npm run play:dev): the panel of the game's SDK calls, left out of production builds. */
const SdkCallPanel = import.meta.env.DEV ? lazy(() => import("./SdkCallPanel.tsx")) : null;
/** The most SDK calls the panel keeps: the newest. */
const SDK_PANEL_CALLS = 200;

/** What the sign-in dialog says to a visitor who pressed a powerup with none left, or a locked pack. */
function signInReasonFor(kind: GamePlayer_game$data["storeItems"][number]["kind"] | undefined): string {
  return kind === "POWERUP" ? "Sign in to use powerups: they are kept with your account." : "Sign in to unlock it: what you get is kept with your account.";
}

/**
 * Full screen for the play area: the browser's when it has one (Escape leaves), otherwise (iPhone
 * Safari) the area covers the page.
 */
function useFullScreen(area: React.RefObject<HTMLDivElement | null>, frame: React.RefObject<HTMLIFrameElement | null>) {
  const [native, setNative] = useState(false);
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement === area.current && area.current !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [area]);
  const toggle = useCallback(async () => {
    const node = area.current;
    if (!node) return;
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => {});
    else if (covering) setCovering(false);
    else if (document.fullscreenEnabled) await node.requestFullscreen().catch(() => setCovering(true));
    else setCovering(true);
    // Keys go back to the game after the button is used.
    frame.current?.focus();
  }, [area, frame, covering]);
  return { full: native || covering, covering, toggle };
}

/** The game in its frame under the portal header, with the host side of the Game SDK's bridge. */
export function GamePlayer({ game: gameKey }: { game: GamePlayer_game$key }) {
  const game = useFragment(
    graphql`
      fragment GamePlayer_game on Game {
        code
        slug
        name
        frameUrl
        storeItems {
          kind
          itemId
          count
          unitPriceGems
          unitPriceTokens
          ...ConfirmPurchaseDialog_product
        }
      }
    `,
    gameKey,
  );
  const { status, openSignIn, askToSignIn } = useSession();
  const { navigate } = useRouter();
  // Read again whenever the session settles on another status (a sign-in, a new temporary user).
  const settledStatus = useRef(status);
  if (status !== "loading") settledStatus.current = status;
  const { viewer, refresh } = useViewerWallet(settledStatus.current);
  const area = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [store, setStore] = useState<{ itemId: string; offer: GameItemOffer } | null>(null);
  const [sdkCalls, setSdkCalls] = useState<readonly SdkCallEntry[]>([]);
  useHeaderHeight(area);
  const { full, covering, toggle } = useFullScreen(area, frame);
  const player = viewer?.player ?? null;
  const balance = { gems: player?.gems ?? 0, tokens: player?.tokens ?? 0 };
  const signedIn = viewer?.status === "LOGGED_IN";

  const saveSound = useSaveSoundMutation();
  // Once the player changes the sound in this game, the account's older reading never overrides it.
  const soundChosenHere = useRef(false);
  const grantCapability = useGrantGameCapability();
  const keepOffline = useKeepGameOffline();
  // Opened with no connection: the game kept for offline play, written into its frame (docs/offline.md).
  const [offlineGame] = useState(() => (typeof navigator !== "undefined" && !navigator.onLine ? readyOffline(game.code) : null));
  const offlineDocument = useOfflineFrameDocument(offlineGame);
  const send = useGameBridge(frame, {
    ready: () => {
      // The sandboxed frame has no storage of its own: its copy comes first, before it draws.
      send({ type: "init", storage: frameStorageSnapshot() });
      if (player) send({ type: "wallet", gems: player.gems, tokens: player.tokens });
      if (signedIn && player?.sound && !soundChosenHere.current) send({ type: "sound", ...player.sound });
    },
    // The player's choice in the game's settings follows them to other devices once signed in.
    soundChanged: ({ on, volume, music }) => {
      soundChosenHere.current = true;
      if (signedIn) void saveSound({ on, volume, music });
    },
    started: ({ session, daily, options }) => {
      setGameStartCookie(game.code);
      // A game played online is made ready to play offline (players only).
      if (player && !isOfflineSession(session)) keepOffline(player.id, { code: game.code, slug: game.slug, name: game.name }, { daily, options });
    },
    // A game dealt offline: its calls are answered here, and its finish queued for the server.
    offlineCall: (call) => offlineHandlers.offlineCall(call),
    backToGames: () => navigate("/games-all"),
    openStore: ({ itemId }) => {
      const offer = signedIn ? gameItemOffer(game.storeItems, itemId, balance) : null;
      if (!signedIn) askToSignIn(signInReasonFor(game.storeItems.find((item) => item.itemId === itemId)?.kind));
      if (offer) setStore({ itemId, offer });
      else send({ type: "storeClosed", itemId, purchased: false });
    },
    requestSignIn: () => openSignIn(),
    // The frame plays through a capability for this game (and its session), never the player's session.
    capabilityRequest: ({ session }) => {
      void grantCapability(game.code, session).then((granted) =>
        send(
          "token" in granted
            ? { type: "capability", session, token: granted.token, expiresAt: granted.expiresAt, message: null }
            : { type: "capability", session, token: null, expiresAt: null, message: granted.message },
        ),
      );
    },
    storageSet: ({ key, value }) => keepFrameStorage(key, value),
    // Only development builds of the game report their calls, and only those of the portal show them.
    sdkCall: (call) => {
      if (SdkCallPanel) setSdkCalls((calls) => [...calls.slice(1 - SDK_PANEL_CALLS), call]);
    },
    // The subscription normally brings it; asking once more covers a socket that is reconnecting.
    walletMaybeChanged: refresh,
  });
  // Built once: `send` is the same function for the frame's whole life.
  const offlineHandlers = useMemo(() => offlineFrameHandlers(game.code, send), [game.code, send]);

  // Balances follow into the game (subscription, purchases, refetches).
  const gems = player?.gems;
  const tokens = player?.tokens;
  useEffect(() => {
    if (gems !== undefined && tokens !== undefined) send({ type: "wallet", gems, tokens });
  }, [gems, tokens, send]);

  // A signed-in player's saved sound settings go to the game (they were chosen on this or another device).
  const soundOn = signedIn ? player?.sound?.on : undefined;
  const soundVolume = signedIn ? player?.sound?.volume : undefined;
  const soundMusic = signedIn ? player?.sound?.music : undefined;
  useEffect(() => {
    if (soundOn !== undefined && soundVolume !== undefined && soundMusic !== undefined && !soundChosenHere.current) send({ type: "sound", on: soundOn, volume: soundVolume, music: soundMusic });
  }, [soundOn, soundVolume, soundMusic, send]);

  // Signing in (from the game's prompt or the header) is told to the game once it has happened.
  const lastStatus = useRef(status);
  useEffect(() => {
    if (status === "loading") return;
    if (status === "loggedIn" && lastStatus.current !== "loggedIn") send({ type: "signedIn" });
    lastStatus.current = status;
  }, [status, send]);

  return (
    <div ref={area} className={`play-area${full ? " play-area--full" : ""}${covering ? " play-area--covering" : ""}`}>
      <div className="play-bar">
        {/* The game shows its own name in its frame; the page's heading is for assistive technology. */}
        <h1 className="visually-hidden">{game.name}</h1>
        {/* Opens the game's own how-to over the board (the shell's dialog), instead of leaving the game. */}
        <button
          type="button"
          className="play-bar__link"
          onClick={() => {
            send({ type: "showHelp" });
            frame.current?.focus();
          }}
        >
          How to play
        </button>
        {player ? (
          <p className="play-wallet" aria-live="polite" aria-label={`Wallet: ${player.gems} gems, ${player.tokens} tokens`}>
            <span className="play-wallet__gems">
              <span aria-hidden="true">◆</span> {formatCount(player.gems)}
            </span>
            <span className="play-wallet__tokens">
              <span aria-hidden="true">●</span> {formatCount(player.tokens)}
            </span>
          </p>
        ) : null}
        {player ? <NoConfirmToggle playerId={player.id} value={player.noGameConfirm} compact /> : null}
        <button type="button" className="play-bar__button" onClick={() => void toggle()} aria-pressed={full} title={full ? "Exit full screen" : "Full screen"}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {full ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />}
          </svg>
          <span className="play-bar__label">{full ? "Exit full screen" : "Full screen"}</span>
        </button>
      </div>
      {offlineGame && offlineDocument === "missing" ? (
        <p className="play-offline-missing" role="alert">
          {game.name} is not kept on this device any more: play it once online to make it ready again.
        </p>
      ) : null}
      <iframe
        ref={frame}
        className="play-frame"
        {...(offlineGame ? { srcDoc: typeof offlineDocument === "string" ? offlineDocument : "" } : { src: game.frameUrl })}
        // An opaque origin: no portal cookies, storage or same-origin requests (see README, Game frames).
        sandbox="allow-scripts allow-forms"
        title={`${game.name} (game)`}
        allow="fullscreen"
        onLoad={() => frame.current?.focus()}
      />
      {SdkCallPanel ? (
        <Suspense fallback={null}>
          <SdkCallPanel calls={sdkCalls} onClear={() => setSdkCalls([])} />
        </Suspense>
      ) : null}
      {store ? (
        <GameItemStore
          offer={store.offer}
          balance={balance}
          onDone={(purchased) => {
            send({ type: "storeClosed", itemId: store.itemId, purchased });
            if (purchased) refresh();
            setStore(null);
            frame.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
