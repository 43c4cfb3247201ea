import { useEffect, useState } from "react";
import { OFFLINE_HOST_META } from "../../games/sdk/bridge.ts";
import { frameStorageSnapshot, keepFrameStorage } from "../play/frameStorage.ts";
import type { FrameHandlers } from "../play/useGameBridge.ts";
import type { HostMessage } from "../../games/sdk/bridge.ts";
import { answerOfflineCall } from "./offlineAnswers.ts";
import { offlineFrameFiles, type ReadyGame } from "./offlineGames.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A game's offline frame as a document: its kept script and stylesheet written inline, since a
 * sandboxed frame's own requests never reach the service worker. The portal's policy, which a
 * srcdoc document inherits, lets exactly these scripts run (their hashes).
 */
function offlineDocument(name: string, files: { script: string; style: string }): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<meta name="${OFFLINE_HOST_META}" content="${escapeHtml(window.location.origin)}">`,
    `<title>${escapeHtml(name)}</title><style>${files.style}</style></head>`,
    `<body><div id="root"></div><script>${files.script}</script></body></html>`,
  ].join("");
}

/** The kept game's offline document once read (null while reading); "missing" when its files are gone. */
export function useOfflineFrameDocument(game: ReadyGame | null): string | null | "missing" {
  const [document, setDocument] = useState<string | null | "missing">(null);
  useEffect(() => {
    if (!game) return;
    let live = true;
    void offlineFrameFiles(game)
      .catch(() => null)
      .then((files) => {
        if (live) setDocument(files ? offlineDocument(game.name, files) : "missing");
      });
    return () => {
      live = false;
    };
  }, [game]);
  return document;
}

/** The host's part for a frame playing offline: its storage, and the answers to its SDK calls. */
export function offlineFrameHandlers(code: string, send: (message: HostMessage) => void): Required<Pick<FrameHandlers, "ready" | "storageSet" | "offlineCall">> {
  return {
    ready: () => send({ type: "init", storage: frameStorageSnapshot() }),
    storageSet: ({ key, value }) => keepFrameStorage(key, value),
    offlineCall: ({ id, operation, variables }) => send({ type: "offlineAnswer", id, answer: answerOfflineCall(code, operation, variables) }),
  };
}
