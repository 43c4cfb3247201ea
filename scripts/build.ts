/**
 * Builds the client, its server-rendering entry, the games, the service worker and the games' offline frames (into dist/), and
 * records a fingerprint of the sources it built from. With `--if-changed` (what `npm start` and the
 * test command run) it builds only when dist/ is missing or a source differs from that fingerprint,
 * so a second start on an unchanged tree skips the build.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR, readConfig } from "../api/config.ts";

const BUILDS = [
  ["vite", "build"],
  ["vite", "build", "--ssr"],
  ["vite", "build", "--config", "games/vite.config.ts"],
  // The service worker precaches what the client's build wrote: it comes after it.
  ["vite", "build", "--config", "client/offline/vite.config.ts"],
  // Each game again as one inline-able script, for frames played offline.
  ["tsx", "scripts/buildOfflineFrames.ts"],
];

/** Files that cannot change what the build writes: tests, documentation, benchmarks, CI. */
const NOT_BUILT_FROM = [/^tests\//, /^bench\//, /^docs\//, /^\.ci\//, /(^|\/)__tests__\//, /\.test\.tsx?$/, /\.md$/];

/** The files of the tree (tracked, or new and not ignored), as git lists them; undefined outside a git checkout. */
function sourceFiles(): string[] | undefined {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT_DIR, encoding: "utf8" });
  if (listed.status !== 0) return undefined;
  return listed.stdout
    .split("\0")
    .filter((file) => file !== "" && !NOT_BUILT_FROM.some((pattern) => pattern.test(file)))
    .sort();
}

/** One hash over every source file's path and content. */
function fingerprint(files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) {
    const full = path.join(ROOT_DIR, file);
    // A file deleted but not yet staged is still listed by git: its absence is part of the state.
    hash.update(`${file}\0${existsSync(full) ? createHash("sha256").update(readFileSync(full)).digest("hex") : "-"}\0`);
  }
  return hash.digest("hex");
}

const distDir = path.dirname(readConfig(process.env).clientDistDir);
const stampFile = path.join(distDir, "build-fingerprint.txt");
const files = sourceFiles();
const current = files ? fingerprint(files) : undefined;

if (process.argv.includes("--if-changed") && current !== undefined && existsSync(stampFile) && readFileSync(stampFile, "utf8") === current) {
  console.log(`The build in ${path.relative(ROOT_DIR, distDir)}/ is up to date with the sources.`);
  process.exit(0);
}

for (const [command, ...args] of BUILDS) {
  const run = spawnSync(path.join(ROOT_DIR, "node_modules", ".bin", command!), args, { cwd: ROOT_DIR, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
if (current !== undefined) {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(stampFile, current);
}
