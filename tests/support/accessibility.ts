import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** What axe checks: WCAG 2.1 A and AA, and its best practices. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface Violation {
  label: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe itself, the very version @axe-core/playwright runs. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

/** Violations only: axe then skips gathering every passing node, which is most of its time on our pages. */
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: TAGS }, resultTypes: ["violations"] };

/**
 * axe's results for the page and its frames. A page with frames (a game's load page) goes through
 * AxeBuilder, which runs axe in every frame, cross-origin ones too, and merges the parts in a blank
 * page of its own; a page without any gets the same result from axe.run in the page, for a third of
 * the time (no second page, no second copy of axe to load).
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(OPTIONS).analyze();
  await page.evaluate(AXE_SOURCE);
  return page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), OPTIONS);
}

/** Every axe violation on the page as it is now, whatever its impact (dialogs and menus included when open). */
export async function allViolations(page: Page, label: string): Promise<Violation[]> {
  const results = await analyze(page);
  return results.violations.map((violation) => ({
    label,
    id: violation.id,
    impact: violation.impact ?? "unknown",
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(" ")),
  }));
}

/** The serious and critical axe violations on the page as it is now (dialogs and menus included when open). */
export async function seriousViolations(page: Page, label: string): Promise<Violation[]> {
  return (await allViolations(page, label)).filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/** One line per violation and element: "home (desktop): serious color-contrast, Elements must meet... at .hero p". */
export function describeViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.label}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(", ")}`).join("\n");
}

/** Fails with a readable list when axe finds a serious or critical violation on the page. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page, label);
  if (violations.length > 0) throw new Error(`Accessibility violations on ${label}:\n${describeViolations(violations)}`);
}
