/** Builds the games' offline frames (games/offlineFrames.ts) beside the portal's build: dist/play-offline/. */
import path from "node:path";
import { readConfig } from "../api/config.ts";
import { buildOfflineFrames } from "../games/offlineFrames.ts";

const outDir = path.join(path.dirname(readConfig(process.env).clientDistDir), "play-offline");
const frames = await buildOfflineFrames(outDir);
console.log(`Offline frames of ${Object.keys(frames).length} games in ${path.relative(process.cwd(), outDir)}/.`);
