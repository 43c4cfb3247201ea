/**
 * What the test tiers need from the machine beyond npm's packages: Chromium's headless shell for
 * the browser tier, redis-server for the api tier's several-processes test. Each missing one is installed with
 * apt-get when this user may (root on Debian or Ubuntu); otherwise the run stops with the one
 * command to run. Usage: `tsx scripts/test-prerequisites.ts [api] [browser]` (none: both).
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { CHROMIUM } from "../tests/support/chromium.ts";

interface Prerequisite {
  tier: "api" | "browser";
  /** What to look for: an absolute path, or a command on PATH. */
  program: string;
  debianPackage: string;
}

const PREREQUISITES: Prerequisite[] = [
  { tier: "api", program: "redis-server", debianPackage: "redis-server" },
  { tier: "browser", program: CHROMIUM, debianPackage: "chromium-headless-shell" },
];

function isInstalled(program: string): boolean {
  if (program.startsWith("/")) {
    try {
      accessSync(program, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }
  return spawnSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" }).status === 0;
}

const tiers = process.argv.slice(2);
const missing = PREREQUISITES.filter((item) => (tiers.length === 0 || tiers.includes(item.tier)) && !isInstalled(item.program));
if (missing.length === 0) process.exit(0);

const packages = missing.map((item) => item.debianPackage);
const installCommand = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`;
const mayInstall = process.getuid?.() === 0 && isInstalled("apt-get");
if (!mayInstall) {
  console.error(`The tests need ${packages.join(" and ")}: run \`sudo sh -c '${installCommand}'\` (or install them with your system's package manager), then run the tests again.`);
  process.exit(1);
}
console.log(`Installing what the tests need: ${packages.join(", ")} (apt-get).`);
const installed = spawnSync("sh", ["-c", installCommand], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
if (installed.status !== 0 || missing.some((item) => !isInstalled(item.program))) {
  console.error(`Installing ${packages.join(" and ")} failed: run \`${installCommand}\` and read its output.`);
  process.exit(1);
}
