/**
 * The operator's console (issue 33) as an admin uses it: by keyboard, they find a player by invite
 * code, open the player's page and grant tokens with a reason; the balance, the ledger and the audit
 * log show it. A player without a role is told the page is for staff. The console is a chunk of its
 * own that no other page downloads. The Dashboard's figures follow the database live.
 */
import { text } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setRole } from "../../api/admin/roles.ts";
import { challengeMoment } from "../../api/challenges/calendar.ts";
import { challengeCatalog } from "../../api/challenges/catalog.ts";
import { createDatabaseClient, type Database } from "../../api/database/prisma.ts";
import { createPortalEvents } from "../../api/events.ts";
import { attachProviderPayment, createOrder, fulfilPayment, reversePayment, trackRefund, undoRefund } from "../../api/payments/orders.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, useBrowserHarness } from "../support/browser.ts";

const harness = useBrowserHarness();
let db: Database;
beforeAll(() => {
  db = createDatabaseClient(harness.database.url);
});
afterAll(async () => {
  await db?.$disconnect();
});

/** The chunks (by name, before Vite's hash) the page has asked for so far. */
function chunkLog(page: Page): string[] {
  const chunks: string[] = [];
  page.on("request", (request) => {
    const chunk = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) chunks.push(chunk);
  });
  return chunks;
}

/** A player to look after, as a sign-up would leave them: no currency yet, so the grant is all the ledger holds. */
async function seedPlayer(): Promise<void> {
  await harness.database.sql(`INSERT INTO "user" (id, name, email, "updatedAt") VALUES ('tara', 'Tara', 'tara@example.com', now())`);
  await harness.database.sql(`INSERT INTO "Player" ("userId", username, "usernameKey", "inviteCode") VALUES ('tara', 'Tara Target', 'tara target', 'TARA7Q')`);
}

/** Presses Tab until the focused element's text holds `text` (as a keyboard user moves through the page). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent ?? "")).includes(text)) return;
  }
  throw new Error(`Tab never reached "${text}".`);
}

describe("the operator's console", () => {
  test("an admin finds a player by invite code and grants tokens with a reason, by keyboard; the page passes axe", async () => {
    await seedPlayer();
    const page = await harness.newPage({ width: 1280, height: 900 });
    const chunks = chunkLog(page);
    await page.goto("/");
    const email = await signUpInBrowser(page, "admin");
    expect(chunks).not.toContain("AdminPage");

    // Without a role the console says whose it is, and shows nothing else.
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Operator console", level: 1 }).waitFor();
    await page.getByText("This page is for the portal's staff.").waitFor();
    expect(chunks).toContain("AdminPage");
    expect(await page.getByRole("search").count()).toBe(0);

    await setRole(db, email, "ADMIN");
    await page.reload();
    const search = page.getByRole("searchbox", { name: "Find a player" });
    await search.waitFor();
    await page.getByText("Search for a player to see their page.").waitFor();
    await expectNoSeriousViolations(page, "admin console");

    // Keyboard only from here: the search field, its results, the grant form.
    await search.focus();
    await page.keyboard.type("tara7q");
    await page.keyboard.press("Enter");
    const results = page.getByRole("navigation", { name: "Players found" });
    const result = results.getByRole("link", { name: /Tara Target/ });
    await result.waitFor();
    await tabTo(page, "Tara Target");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Tara Target", level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("player")).toBe("tara");
    const balances = page.locator('dl[aria-label="Balances"] dd');
    await expect.poll(() => balances.allTextContents()).toEqual(["0", "0"]);
    await page.getByText("No ledger rows match.").waitFor();

    const grant = page.getByRole("form", { name: "Grant or take currency" });
    await grant.getByRole("radio", { name: "Grant" }).focus();
    await page.keyboard.press("Tab"); // to the currency choice, Tokens already chosen
    await page.keyboard.press("Tab"); // to the amount
    await page.keyboard.type("250");
    await page.keyboard.press("Tab"); // to the reason
    await page.keyboard.type("Lost a win to an outage");
    await page.keyboard.press("Enter");
    await grant.getByText("Granted 250 tokens.").waitFor();
    await expect.poll(() => balances.allTextContents()).toEqual(["0", "250"]);
    const ledger = page.getByRole("region", { name: "Ledger rows, newest first", exact: true });
    await ledger.getByRole("cell", { name: "Lost a win to an outage" }).waitFor();
    await expect
      .poll(() => ledger.getByRole("row").nth(1).getByRole("cell").allTextContents())
      .toEqual([expect.stringContaining("UTC"), "Tokens", "+250", "250", "Lost a win to an outage", expect.stringMatching(/^admin:/)]);

    const actions = page.getByRole("region", { name: "Console actions on this player, newest first", exact: true });
    await actions.getByRole("cell", { name: "player.adjustBalance" }).waitFor();

    // A reason is required: the browser keeps the form until one is given, and the server would refuse it too.
    await grant.getByLabel("Amount").fill("5");
    await grant.getByRole("button", { name: "Grant" }).press("Enter");
    expect(await grant.getByLabel("Amount").inputValue()).toBe("5");
    await expectNoSeriousViolations(page, "admin player page");
    await harness.screenshot(page, "admin-player", { fullPage: true });

    const player = await db.player.findUniqueOrThrow({ where: { userId: "tara" } });
    expect(player.tokens).toBe(250);
    const audit = await db.adminAuditEntry.findMany({ where: { targetUserId: "tara" } });
    expect(audit.map((row) => ({ action: row.action, reason: row.reason, after: row.after }))).toEqual([
      { action: "player.adjustBalance", reason: "Lost a win to an outage", after: { tokens: 250, delta: 250 } },
    ]);

    // A data request: the export is saved in the browser as a JSON file, which holds the player's ledger.
    const dataRequest = page.getByRole("form", { name: "Data request" });
    const downloaded = page.waitForEvent("download");
    await dataRequest.getByRole("button", { name: "Export as JSON" }).click();
    const download = await downloaded;
    await dataRequest.getByText(`Saved ${download.suggestedFilename()}.`).waitFor();
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported: unknown = JSON.parse(await text(await download.createReadStream()));
    expect(JSON.stringify(exported)).toContain("Lost a win to an outage");

    // Closing the account takes a reason and the confirmation; then the balances are zero and the page says it is closed.
    const closing = page.getByRole("form", { name: "Close the account" });
    await closing.getByLabel("Reason").fill("The player asked us by email");
    await closing.getByRole("button", { name: "Close the account" }).click();
    expect(await closing.count()).toBe(1);
    await closing.getByRole("checkbox", { name: "I understand this cannot be undone" }).check();
    await closing.getByRole("button", { name: "Close the account" }).click();
    await page.getByText(/^Closed .+ UTC$/).waitFor();
    await expect.poll(() => balances.allTextContents()).toEqual(["0", "0"]);
    // A closed account takes no more changes: only its data request stays.
    await page.getByText("The account is closed: nothing can change it now. Its data can still be exported.").waitFor();
    for (const form of ["Close the account", "Grant or take currency", "Mute in chat", "Ban"]) expect(await page.getByRole("form", { name: form }).count()).toBe(0);
    await dataRequest.waitFor();
    await actions.getByRole("cell", { name: "player.close" }).waitFor();
    expect((await db.player.findUniqueOrThrow({ where: { userId: "tara" } })).closedAt).not.toBeNull();
    await harness.screenshot(page, "admin-player-closed", { fullPage: false });
  }, 120_000);

  test("an admin reads the money pages (the books reconcile, a refund in flight and then failed, in flight and in its order's own refunds, an order with a lost credit comes first with what is wrong, on a desktop and a phone), makes a coupon, and reads the audit log", async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "money");
    await setRole(db, email, "ADMIN");
    await harness.database.sql(`INSERT INTO "user" (id, name, email, "updatedAt") VALUES ('bea', 'Bea', 'bea@example.com', now())`);
    await harness.database.sql(`INSERT INTO "Player" ("userId", username, "usernameKey", "inviteCode") VALUES ('bea', 'Bea Buyer', 'bea buyer', 'BEA4ZK')`);
    // Two orders paid through the payments module, as Stripe's webhook would have them.
    const env = { db, events: createPortalEvents() };
    const orders: string[] = [];
    for (const paymentId of ["pi_browser_1", "pi_browser_2"]) {
      const order = await createOrder(db, "bea", { count: 100, bonus: 0, cost: 499, img: "gems-100.svg", popular: false, best: false }, "STRIPE");
      await attachProviderPayment(db, order.id, paymentId);
      await fulfilPayment(env, { provider: "STRIPE", providerPaymentId: paymentId, amountCents: 499, currency: "usd" });
      orders.push(order.id);
    }

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Money" }).click();
    await page.getByRole("heading", { name: "Reconciliation", level: 2 }).waitFor();
    await page.getByText("Every payment order reconciles").waitFor();
    await page.getByText("Every player's ledger sums to their balance.").waitFor();
    const everyOrder = page.getByRole("region", { name: "Every order, newest first", exact: true });
    await expect.poll(() => everyOrder.getByRole("row").count()).toBe(3);
    await everyOrder.getByText("pi_browser_2").waitFor();
    // Today: the two orders; gems and tokens in and out also hold the sign-ups' welcome gifts.
    const today = new Date().toISOString().slice(0, 10);
    const days = page.getByRole("region", { name: "The last 14 days, today first", exact: true });
    await expect
      .poll(() => days.getByRole("row").nth(1).getByRole("cell").allTextContents())
      .toEqual([today, "2", "$9.98", "200", "0", expect.stringMatching(/^\+\d+ \/ -\d+$/), expect.stringMatching(/^\+\d+ \/ -\d+$/)]);
    await expectNoSeriousViolations(page, "admin money");

    // A refund of the second order, pending at Stripe: in flight until Stripe says how it ended.
    const refunds = page.getByRole("region", { name: "Refunds on their way back to the payer, oldest first (their gems were taken back when they were asked, and come back if they fail)", exact: true });
    await refunds.getByText("No refund is pending.").waitFor();
    const refund = { provider: "STRIPE", providerPaymentId: "pi_browser_2", refundId: "re_browser_1", amountCents: 499 } as const;
    await reversePayment(env, { provider: "STRIPE", providerPaymentId: "pi_browser_2", eventId: "evt_browser_refund", kind: "refund", amountCents: 499 });
    await trackRefund(db, { ...refund, state: "PENDING" });
    await page.reload();
    const pendingRow = refunds.getByRole("row").filter({ hasText: "re_browser_1" });
    await pendingRow.getByText("$4.99").first().waitFor();
    await pendingRow.getByText(orders[1]!).waitFor();
    // The order's own view lists its refunds, each with its state in words; the other order has none.
    const orderRefunds = everyOrder.getByRole("table", { name: `Refunds of order ${orders[1]}`, exact: true });
    const refundCells = () => orderRefunds.getByRole("row").nth(1).getByRole("cell").allTextContents();
    await expect.poll(refundCells).toEqual(["pending", "$4.99", "re_browser_1", expect.stringMatching(/ UTC$/), "-"]);
    await everyOrder.getByRole("row").filter({ hasText: orders[0]! }).getByText("No refund.").waitFor();
    await harness.screenshot(orderRefunds, "admin-money-order-refunds");
    await expectNoSeriousViolations(page, "admin money, a refund in flight");
    // It failed: no longer in flight, and the order's events say what the failure gave back.
    await trackRefund(db, { ...refund, state: "FAILED" });
    await undoRefund(env, { provider: "STRIPE", providerPaymentId: "pi_browser_2", eventId: "evt_browser_refund_failed", refundId: "re_browser_1", amountCents: 499 });
    await page.reload();
    await refunds.getByText("No refund is pending.").waitFor();
    await everyOrder.getByText("refund failed re_browser_1, 100 gems no longer asked back, 100 given back").waitFor();
    await expect.poll(refundCells).toEqual(["failed", "$4.99", "re_browser_1", expect.stringMatching(/ UTC$/), expect.stringMatching(/ UTC$/)]);
    await page.getByText("Every payment order reconciles").waitFor();

    // A credit lost behind the payments module's back: the order is paid, the player never got the gems.
    await harness.database.sql(`DELETE FROM "PaymentCredit" WHERE "orderId" = $1`, [orders[0]]);
    await page.reload();
    const toLookAt = page.getByRole("region", { name: "Orders to look at, newest first", exact: true });
    await toLookAt.getByText("Paid, but no gems were credited.").waitFor();
    await toLookAt.getByText(orders[0]!).waitFor();
    await harness.screenshot(page, "admin-money", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await toLookAt.getByText("Paid, but no gems were credited.").waitFor();
    await expectNoSeriousViolations(page, "admin money on a phone");
    await harness.screenshot(page, "admin-money-phone", { fullPage: false });

    // The order's player is one click away.
    await toLookAt.getByRole("link", { name: "bea" }).click();
    await page.getByRole("heading", { name: "Bea Buyer", level: 2 }).waitFor();

    // Coupons: a code of the admin's own that is too short is refused in a sentence; a drawn one is made and listed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Coupons" }).click();
    const form = page.getByRole("form", { name: "New coupon" });
    await form.getByLabel("Gems").fill("50");
    await form.getByLabel("Players at most").fill("100");
    await form.getByLabel("Note").fill("Winter newsletter");
    await form.getByLabel("Code").fill("SHORT");
    await form.getByRole("button", { name: "Make coupon" }).click();
    await form.getByText(/A coupon code is 16 characters/).waitFor();
    await form.getByLabel("Code").fill("");
    await form.getByRole("button", { name: "Make coupon" }).click();
    const made = (await form.getByText(/^Made coupon /).textContent())!.match(/[A-Z2-9]{4}(-[A-Z2-9]{4}){3}/)![0];
    const coupons = page.getByRole("region", { name: "Every coupon, newest first", exact: true });
    await expect
      .poll(() => coupons.getByRole("row").nth(1).getByRole("cell").allTextContents())
      .toEqual([made, "50 gems", "0 of 100", "No end", "Active", "Winter newsletter", expect.stringContaining("UTC")]);
    await expectNoSeriousViolations(page, "admin coupons");
    await harness.screenshot(page, "admin-coupons", { fullPage: true });

    // The audit log of every player: the coupon just made, and the role this admin was given from the command line.
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Audit log" }).click();
    const log = page.getByRole("region", { name: "Every console action, newest first", exact: true });
    await expect
      .poll(() => log.getByRole("row").nth(1).getByRole("cell").allTextContents())
      .toEqual([expect.stringContaining("UTC"), "coupon.create", expect.any(String), "-", "Winter newsletter", "null", expect.stringContaining(made.replaceAll("-", ""))]);
    await expect
      .poll(() => log.getByRole("row").nth(2).getByRole("cell").allTextContents())
      .toEqual([expect.stringContaining("UTC"), "role.set", "Command line", expect.any(String), "-", '{"role":null}', '{"role":"ADMIN"}']);
    await expectNoSeriousViolations(page, "admin audit log");
  }, 120_000);

  test("a moderator opens the Content page: the catalog's data date and this week's challenges; the page passes axe", async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "content");
    await setRole(db, email, "MODERATOR");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Content" }).click();
    await page.getByRole("heading", { name: "Catalog", level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("content");

    const { dataDate } = await db.catalogState.findUniqueOrThrow({ where: { id: 1 } });
    const day = dataDate.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    await expect.poll(() => page.locator("dl.admin-facts dd").first().textContent()).toContain(day);
    await page.getByText("Not since this process started").waitFor();

    // This week's own challenges, as the catalog lists them, each with its reward.
    const { weekKey } = challengeMoment(new Date());
    const own = challengeCatalog().challenges.filter((challenge) => challenge.i.startsWith(`${weekKey}#`));
    const week = page.getByRole("region", { name: new RegExp(`^This week ${weekKey}: [^()]*$`) });
    await week.waitFor();
    await expect.poll(() => week.getByRole("row").count()).toBe(own.length + 1);
    await expect.poll(() => week.getByRole("row").nth(1).getByRole("cell").first().textContent()).toBe(own[0]!.i);
    await expect.poll(() => week.getByRole("row").nth(1).getByRole("cell").nth(3).textContent()).toBe(`${own[0]!.tk} tokens`);
    await expectNoSeriousViolations(page, "admin content");
    await harness.screenshot(page, "admin-content", { fullPage: true });
  }, 120_000);

  test("an admin opens the Dashboard by keyboard and sees the figures change live after a game starts and tokens are spent; the page passes axe", async () => {
    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "dashboard");
    await setRole(db, email, "ADMIN");
    const { id: userId } = await db.user.findFirstOrThrow({ where: { email }, select: { id: true } });
    await page.goto("/admin");
    await page.getByRole("searchbox", { name: "Find a player" }).waitFor();
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Dashboard" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Games in the last hour", level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("dashboard");
    await page.getByText("Live: the figures refresh every 5 seconds.").waitFor();

    /** The figure a definition list gives for `term`. */
    const figure = (term: string) =>
      page
        .locator("dt", { hasText: new RegExp(`^${term}$`) })
        .locator("xpath=following-sibling::dd[1]")
        .textContent();
    const startedBefore = Number.parseInt((await figure("Started")) ?? "", 10);
    expect(await figure("Players online")).toMatch(/^(1 player|\d+ players)$/);
    expect(await figure("Open sockets")).toMatch(/^(1 socket|[1-9]\d* sockets)$/);
    expect(await figure("Requests")).toMatch(/ per second$/);
    expect(await figure("Latency, p95")).toMatch(/ ms$/);
    const money = page.getByRole("region", { name: "Created and spent since midnight UTC (scrolls sideways)" });
    const tokensSpent = () =>
      money
        .getByRole("row", { name: /^Tokens/ })
        .getByRole("cell")
        .nth(2)
        .textContent();
    const spentBefore = Number.parseInt((await tokensSpent()) ?? "", 10);
    await expectNoSeriousViolations(page, "admin dashboard");

    // A game started and a purchase's tokens, as their own functions write them: the next push shows both, without a reload.
    await harness.database.sql(
      `INSERT INTO "GameSession" (id, "userId", "gameId", options, seed, "rulesVersion", "saveMode", "startedAt") VALUES ('dashboard-game', '${userId}', 'KLO', '{}', 's', 1, 0, now() AT TIME ZONE 'UTC')`,
    );
    await harness.database.sql(
      `INSERT INTO "LedgerEntry" ("userId", currency, delta, "balanceAfter", reason, "createdAt") VALUES ('${userId}', 'TOKENS', -25, 0, 'purchase', now() AT TIME ZONE 'UTC')`,
    );
    await expect.poll(async () => Number.parseInt((await figure("Started")) ?? "", 10), { timeout: 15_000 }).toBe(startedBefore + 1);
    await expect.poll(async () => Number.parseInt((await tokensSpent()) ?? "", 10), { timeout: 15_000 }).toBe(spentBefore + 25);
    // The admin, online with this page open and with a game just started, is one player: the figure says so in the singular.
    await expect.poll(() => figure("Players online"), { timeout: 15_000 }).toBe("1 player");
    await harness.screenshot(page, "admin-dashboard", { fullPage: true });
  }, 120_000);

  test("a moderator works the Q&A reports queue by keyboard: Keep leaves a question, Hide takes an answer from players; both are audited", async () => {
    await harness.database.sql(`INSERT INTO "user" (id, name, email, "updatedAt") VALUES ('quinn', 'Quinn', 'quinn@example.com', now()), ('rory', 'Rory', 'rory@example.com', now())`);
    await harness.database.sql(`INSERT INTO "Player" ("userId", username, "usernameKey", "inviteCode") VALUES ('quinn', 'Quinn Q', 'quinn q', 'QUINN7'), ('rory', 'Rory R', 'rory r', 'RORY7Q')`);
    const question = await db.qaQuestion.create({ data: { gameId: "KLO", userId: "quinn", text: "Is the daily deal the same for everyone?" } });
    const answer = await db.qaAnswer.create({ data: { questionId: question.id, userId: "quinn", text: "Buy gems at cheap-gems.example instead" } });
    await db.qaQuestionReport.create({ data: { questionId: question.id, reporterId: "rory", reason: "Not sure this belongs" } });
    await db.qaAnswerReport.create({ data: { answerId: answer.id, reporterId: "rory", reason: "Spam link" } });

    const page = await harness.newPage({ width: 1280, height: 900 });
    await page.goto("/");
    const email = await signUpInBrowser(page, "qa-mod");
    await setRole(db, email, "MODERATOR");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Console pages" }).getByRole("link", { name: "Q&A reports" }).click();
    const queue = page.getByRole("region", { name: "Q&A reports" });
    const reportedQuestion = queue.getByRole("listitem", { name: "Reported question by Quinn Q" });
    const reportedAnswer = queue.getByRole("listitem", { name: "Reported answer by Quinn Q" });
    await reportedQuestion.getByText("Is the daily deal the same for everyone?").waitFor();
    await reportedQuestion.getByText("Not sure this belongs").waitFor();
    await reportedAnswer.getByText("To: Is the daily deal the same for everyone?").waitFor();
    await reportedAnswer.getByText("Reported 1 time").waitFor();
    expect(new URL(page.url()).searchParams.get("view")).toBe("qa");
    await expectNoSeriousViolations(page, "admin qa reports");
    await harness.screenshot(page, "admin-qa-reports", { fullPage: true });

    await reportedQuestion.getByRole("button", { name: "Keep question" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("The question stays; its reports are settled.").waitFor();
    await reportedQuestion.waitFor({ state: "detached" });
    await reportedAnswer.getByRole("button", { name: "Hide answer" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("The answer is hidden from players.").waitFor();
    await queue.getByText("No reported question or answer waits for a moderator.").waitFor();

    expect((await db.qaQuestion.findUniqueOrThrow({ where: { id: question.id } })).hiddenAt).toBeNull();
    expect((await db.qaAnswer.findUniqueOrThrow({ where: { id: answer.id } })).hiddenAt).not.toBeNull();
    const audited = await db.adminAuditEntry.findMany({ where: { targetUserId: "quinn" }, orderBy: { id: "asc" } });
    expect(audited.map((entry) => entry.action)).toEqual(["qa.keep", "qa.hide"]);
    // Players no longer read the hidden answer.
    expect(await (await page.request.get("/qa/KLO")).text()).not.toContain("cheap-gems.example");
    await page.close();
  }, 120_000);
});
