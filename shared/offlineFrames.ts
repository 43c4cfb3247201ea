import * as z from "zod/mini";

/** Where the offline frames are served (api/http/offlineFramesRoute.ts) and what their manifest is called. */
export const OFFLINE_FRAMES_PATH = "/play-offline";
export const OFFLINE_FRAMES_MANIFEST = "manifest.json";

/** One game's offline frame (games/offlineFrames.ts): its files' names and its script's CSP hash. */
export const offlineFrame = z.object({
  slug: z.string(),
  script: z.string().check(z.regex(/^[a-z0-9-]+\.[0-9a-f]{12}\.js$/)),
  style: z.string().check(z.regex(/^[a-z0-9-]+\.[0-9a-f]{12}\.css$/)),
  scriptHash: z.string().check(z.regex(/^sha256-[A-Za-z0-9+/]{43}=$/)),
});
export type OfflineFrame = z.infer<typeof offlineFrame>;

/** By game code. */
export const offlineFrames = z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), offlineFrame);
export type OfflineFrames = z.infer<typeof offlineFrames>;
