import { useCallback, useEffect, type RefObject } from "react";
import { useLatest } from "../../games/engines/shell/useLatest.ts";
import { fromFrame, toFrame, type FrameMessage, type HostMessage } from "../../games/sdk/bridge.ts";

export type FrameHandlers = { [K in FrameMessage["type"]]?: (message: Extract<FrameMessage, { type: K }>) => void };

/** A sandboxed frame's origin: opaque, which postMessage names "null". */
const FRAME_ORIGIN = "null";

/**
 * The host side of the Game SDK's bridge: hears only the game's own frame (that window, at a
 * sandbox's opaque origin) and answers it. Only the protocol module of games/sdk (and the engines'
 * useLatest hook) is imported, no game code.
 */
export function useGameBridge(frame: RefObject<HTMLIFrameElement | null>, handlers: FrameHandlers) {
  const latest = useLatest(handlers);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = fromFrame(event, frame.current?.contentWindow, FRAME_ORIGIN);
      if (!message) return;
      const handler = latest.current[message.type] as ((message: FrameMessage) => void) | undefined;
      handler?.(message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame]);

  return useCallback(
    (message: HostMessage) => {
      const target = frame.current?.contentWindow;
      if (target) toFrame(target, FRAME_ORIGIN, message);
    },
    [frame],
  );
}
