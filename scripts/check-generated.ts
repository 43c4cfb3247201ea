import { execFileSync, spawnSync } from "node:child_process";

// Regenerates schema.graphql and the Relay artifacts, then fails when the checked-in copies differ:
// a change to the API or to a component's GraphQL must ship with its generated output.
const GENERATED = ["schema.graphql", "client/__generated__"];

for (const script of ["schema", "relay"]) {
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const changed = execFileSync("git", ["status", "--porcelain", "--", ...GENERATED], { encoding: "utf8" }).trim();
if (changed) {
  console.error(`Generated files are stale; run \`npm run generate\` and commit them:\n${changed}`);
  process.exit(1);
}
console.log("Generated files are up to date.");
