import { describe, expect, test } from "vitest";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

/** Q&A on a game's about page: visitors read and search; a player asks, answers, responds and votes, by mouse and keyboard. */
const harness = useBrowserHarness();

describe("questions and answers on a game's about page", () => {
  test.each([
    { device: "desktop", viewport: { width: 1280, height: 800 } },
    { device: "phone", viewport: { width: 390, height: 844 } },
  ])("$device: a visitor reads and searches the seeded Q&A; a player asks, answers, responds and votes", async ({ device, viewport }) => {
    const phone = device === "phone";
    const page = await harness.newPage(viewport);
    await page.goto("/game-about/rivers-of-gold-solitaire");
    const qa = page.getByRole("region", { name: "Questions and answers" });
    await qa.getByRole("heading", { name: "Why will a card not go into an empty column?" }).waitFor();
    await qa.getByText("to ask, answer and vote.").waitFor();

    // Search goes through PostgreSQL's full-text search: only an answer mentions the oldest cards.
    await qa.getByRole("searchbox").fill("oldest");
    await qa.getByRole("searchbox").press("Enter");
    await qa.getByRole("heading", { name: "Why will a card not go into an empty column?" }).waitFor({ state: "detached" });
    expect(await qa.getByRole("listitem").filter({ has: page.getByRole("heading") }).count()).toBe(1);
    await qa.getByRole("heading", { name: "What does More Cards do when the stock is used up?" }).waitFor();

    await signUpInBrowser(page, phone ? "qa-phone" : "qa");
    await page.goto("/game-about/KLO");
    const question = phone ? "Does the phone layout keep the foundations visible?" : "Can I turn three cards at a time from the stock?";
    await qa.getByLabel("Ask a question about Rivers of Gold Solitaire").fill(question);
    await qa.getByRole("button", { name: "Ask", exact: true }).click();
    const asked = qa.getByRole("listitem").filter({ has: page.getByRole("heading", { name: question }) });
    await asked.waitFor();
    expect(await qa.getByLabel("Ask a question about Rivers of Gold Solitaire").inputValue()).toBe("");

    // Answer by keyboard: the Answer button, the text box, Enter on Post answer.
    await asked.getByRole("button", { name: "Answer", exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Yes, choose 3 at a time in the settings.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await asked.getByText("Yes, choose 3 at a time in the settings.").waitFor();
    await asked.getByText("1 answer").waitFor();

    await asked.getByRole("button", { name: "Respond" }).click();
    await asked.getByLabel("Your response").fill("Thanks, that worked.");
    await asked.getByRole("button", { name: "Respond", exact: true }).click();
    await asked.getByText("Thanks, that worked.").waitFor();

    const up = asked.getByRole("button", { name: "Vote this question up" });
    await up.click();
    await expect.poll(() => up.getAttribute("aria-pressed")).toBe("true");
    await asked.getByLabel("Score 1").first().waitFor();
    await asked.getByRole("button", { name: "Vote this answer down" }).click();
    await asked.getByLabel("Score -1").waitFor();
    // Pressing the chosen vote again takes it back.
    await up.click();
    await expect.poll(() => up.getAttribute("aria-pressed")).toBe("false");

    await qa.getByRole("combobox", { name: "Sort by" }).selectOption("NEWEST");
    await expect.poll(() => qa.getByRole("heading", { level: 3 }).first().textContent()).toBe(question);
    await page.reload();
    await asked.getByText("Thanks, that worked.").waitFor();
    await asked.scrollIntoViewIfNeeded();
    await harness.screenshot(page, phone ? "qa-phone" : "qa", { fullPage: false });
    await expectNoSeriousViolations(page, phone ? "qa-phone" : "qa");
    await page.close();
  }, 120_000);

  test("a player reports a seeded question by keyboard, with a reason: a confirmation first, then the API's thanks", async () => {
    const page = await harness.newPage({ width: 1280, height: 800 });
    await page.goto("/");
    await signUpInBrowser(page, "qa-report");
    await page.goto("/game-about/rivers-of-gold-solitaire");
    const qa = page.getByRole("region", { name: "Questions and answers" });
    const seeded = qa.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Why will a card not go into an empty column?" }) });
    const open = seeded.getByRole("button", { name: "Report this question" });
    await open.focus();
    await page.keyboard.press("Enter");
    const form = seeded.getByRole("form", { name: "Report this question" });
    await form.getByText("Report this question to the moderators?").waitFor();
    // Escape backs out and gives the focus back to Report.
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Report this question");
    await page.keyboard.press("Enter");
    // The reason box has the focus, and the API's limit.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    expect(await form.getByLabel("Reason (optional)").getAttribute("maxlength")).toBe("200");
    await page.keyboard.type("Gives away a spoiler");
    await expectNoSeriousViolations(page, "qa-report");
    await form.getByRole("button", { name: "Send report" }).focus();
    await page.keyboard.press("Enter");
    await seeded.getByRole("status").filter({ hasText: "Thank you. The moderators will look at it." }).waitFor();
    const rows = await harness.database.sql(`SELECT r.reason FROM "QaQuestionReport" r JOIN "QaQuestion" q ON q.id = r."questionId" WHERE q.text = $1`, [
      "Why will a card not go into an empty column?",
    ]);
    expect(rows).toEqual([{ reason: "Gives away a spoiler" }]);
    await page.close();
  }, 120_000);
});
