import AxeBuilder from "@axe-core/playwright";
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

/** Every axe violation on the page as it is now, whatever its impact (dialogs and menus included when open). */
export async function allViolations(page: Page, label: string): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
