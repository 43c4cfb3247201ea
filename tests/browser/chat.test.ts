import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { setRole } from "../../api/admin/roles.ts";
import { createDatabaseClient, type Database } from "../../api/database/prisma.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, startBrowserHarness, type BrowserHarness } from "../support/browser.ts";

/** Chat: two players in one room see each other's messages arrive live; a moderator hides one for everyone, from the room or from the console's Chat reports. */
let harness: BrowserHarness;
let db: Database;
beforeAll(async () => {
  harness = await startBrowserHarness();
  db = createDatabaseClient(harness.database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await harness?.close();
});

async function player(page: Page, username: string): Promise<void> {
  await page.goto("/");
  const email = await signUpInBrowser(page, username.toLowerCase());
  const user = await db.user.findUniqueOrThrow({ where: { email } });
  await db.player.update({ where: { userId: user.id }, data: { username, usernameKey: username.toLowerCase(), userIcon: username === "Alice_Chat" ? 4 : 7 } });
}

/** Gives the player of that username the moderator role, as `npm run role -- <email> moderator` does. */
async function setModerator(usernameKey: string): Promise<void> {
  const user = await db.user.findFirstOrThrow({ where: { player: { usernameKey } } });
  await setRole(db, user.email, "MODERATOR");
}

async function send(page: Page, text: string): Promise<void> {
  const field = page.getByLabel("Message to Foodies");
  await field.fill(text);
  await field.press("Enter");
  await expect.poll(() => field.inputValue()).toBe("");
}

describe("chat in the browser", () => {
  test("signed out, the room asks to sign in; two players in one room see each other's messages live, and a moderator's hiding reaches both", async () => {
    const alice = await harness.newPage({ width: 1280, height: 860 });
    await alice.goto("/chat");
    await alice.getByRole("heading", { name: "Tall Tales", level: 1 }).waitFor();
    await alice.getByText("Sign in to read the room and chat with other players.").waitFor();

    await player(alice, "Alice_Chat");
    const bob = await harness.newPage({ width: 390, height: 844 });
    await player(bob, "Bob_Chat");
    await setModerator("alice_chat");

    await alice.goto("/chat");
    await alice.getByRole("navigation", { name: "Chat rooms" }).getByRole("link", { name: /Foodies/ }).click();
    await alice.getByRole("heading", { name: "Foodies", level: 1 }).waitFor();
    await bob.goto("/chat/R2");
    await bob.getByRole("heading", { name: "Foodies", level: 1 }).waitFor();
    // Both are counted in the room, live on Alice's list.
    await alice.getByRole("link", { name: /Foodies/ }).getByLabel("2 players here").waitFor();

    await send(alice, "Hello from Alice! Anyone baking today?");
    const bobsList = bob.getByRole("list", { name: "Messages" });
    await bobsList.getByText("Hello from Alice! Anyone baking today?").waitFor();
    await bobsList.getByText("Alice_Chat").waitFor();
    await send(bob, "Bread, as always.");
    const alicesList = alice.getByRole("list", { name: "Messages" });
    await alicesList.getByText("Bread, as always.").waitFor();
    expect(await alicesList.locator("img.chat-message__avatar").evaluateAll((images) => images.map((image) => image.getAttribute("src")))).toEqual([
      "/img/user/4.svg",
      "/img/user/7.svg",
    ]);
    await harness.screenshot(alice, "chat-desktop", { fullPage: false });
    await harness.screenshot(bob, "chat-phone", { fullPage: false });
    await expectNoSeriousViolations(alice, "chat");

    // The moderator hides Bob's message from the message menu, with the keyboard: gone on both pages.
    const menuButton = alice.getByRole("button", { name: "Actions for Bob_Chat's message" });
    await menuButton.focus();
    await alice.keyboard.press("Enter");
    await expect.poll(() => alice.evaluate(() => document.activeElement?.textContent)).toBe("Report message");
    await alice.getByRole("button", { name: "Hide for everyone" }).click();
    await alicesList.getByText("Bread, as always.").waitFor({ state: "detached" });
    await bobsList.getByText("Bread, as always.").waitFor({ state: "detached" });
    await bobsList.getByText("Hello from Alice! Anyone baking today?").waitFor();
    await alice.close();
    await bob.close();
  }, 180_000);

  test("reported messages wait in the console's Chat reports, linked from /chat for moderators: by keyboard, Keep leaves a message and Hide takes it from the player's open page; both audited", async () => {
    const mia = await harness.newPage({ width: 1280, height: 900 });
    await player(mia, "Mia_Mod");
    const ned = await harness.newPage({ width: 390, height: 844 });
    await player(ned, "Ned_Chat");
    await setModerator("mia_mod");
    await ned.goto("/chat/R2");
    await ned.getByRole("heading", { name: "Foodies", level: 1 }).waitFor();
    await send(ned, "Cheap gems at my site");
    await send(ned, "Soup is just wet salad");
    const mod = await db.user.findFirstOrThrow({ where: { player: { usernameKey: "mia_mod" } } });
    for (const [body, reason] of [["Cheap gems at my site", "Spam"], ["Soup is just wet salad", ""]] as const) {
      const message = await db.chatMessage.findFirstOrThrow({ where: { body } });
      await db.chatReport.create({ data: { messageId: message.id, reporterId: mod.id, reason } });
    }
    // Players see no way to the queue.
    expect(await ned.getByRole("link", { name: "Chat reports" }).count()).toBe(0);

    await mia.goto("/chat/R2");
    await mia.getByRole("link", { name: "Chat reports" }).click();
    await mia.waitForURL((url) => url.pathname === "/admin" && url.searchParams.get("view") === "chat");
    const queue = mia.getByRole("region", { name: "Chat reports" });
    const spam = queue.getByRole("listitem").filter({ hasText: "Cheap gems at my site" });
    const soup = queue.getByRole("listitem").filter({ hasText: "Soup is just wet salad" });
    await spam.getByText("Reported 1 time").waitFor();
    await spam.getByText("Spam").waitFor();
    await spam.getByText(/Ned_Chat in Foodies/).waitFor();
    await expectNoSeriousViolations(mia, "admin chat reports");
    await harness.screenshot(mia, "admin-chat-reports", { fullPage: true });

    await spam.getByRole("button", { name: "Keep message" }).focus();
    await mia.keyboard.press("Enter");
    await mia.getByText("The message stays; its reports are settled.").waitFor();
    await spam.waitFor({ state: "detached" });
    await soup.getByRole("button", { name: "Hide message" }).focus();
    await mia.keyboard.press("Enter");
    await mia.getByText("The message is hidden from everyone.").waitFor();
    await queue.getByText("No reported chat message waits for a moderator.").waitFor();
    await expectNoSeriousViolations(mia, "admin chat reports, empty");

    // Ned's open room page dropped the hidden message at once and kept the other.
    const nedsList = ned.getByRole("list", { name: "Messages" });
    await nedsList.getByText("Soup is just wet salad").waitFor({ state: "detached" });
    await nedsList.getByText("Cheap gems at my site").waitFor();
    const author = await db.user.findFirstOrThrow({ where: { player: { usernameKey: "ned_chat" } } });
    const audited = await db.adminAuditEntry.findMany({ where: { targetUserId: author.id }, orderBy: { id: "asc" } });
    expect(audited.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["chat.keep", mod.id],
      ["chat.hide", mod.id],
    ]);
    await mia.close();
    await ned.close();
  }, 180_000);
});
