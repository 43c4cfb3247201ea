import { ROOT_DIR } from "../api/config.ts";
import { nameFromSlug, removeGame, scaffoldGame } from "./gameScaffold.ts";

// npm run new-game -- <slug> <CODE> [--name "Shown Name"] [--category PUZ]
// npm run new-game -- --remove <slug>
const USAGE = `Usage: npm run new-game -- <slug> <CODE> [--name "Shown Name"] [--category PUZ]
       npm run new-game -- --remove <slug>`;

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined) throw new Error(`${flag} needs a value.`);
  args.splice(index, 2);
  return value;
}

try {
  const args = process.argv.slice(2);
  const removed = option(args, "--remove");
  if (removed !== undefined) {
    await removeGame(ROOT_DIR, removed);
    console.log(`Removed ${removed}: its folder, browser test, images and catalog entries.`);
  } else {
    const name = option(args, "--name");
    const category = option(args, "--category") ?? "PUZ";
    const [slug, code, ...rest] = args;
    if (!slug || !code || rest.length > 0) throw new Error(USAGE);
    const written = await scaffoldGame(ROOT_DIR, { slug, code, category, name: name ?? nameFromSlug(slug) });
    console.log(`Wrote ${slug} (${code}):\n${written.map((file) => `  ${file}`).join("\n")}`);
    console.log(`Next: npx vitest run games/${slug}, then npm run build && npx vitest run tests/browser/${slug}.test.ts.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
