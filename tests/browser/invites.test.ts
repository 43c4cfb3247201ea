import { describe, expect, test } from "vitest";
import { FRIEND_BONUS } from "../../api/invites/invites.ts";
import { expectNoSeriousViolations } from "../support/accessibility.ts";
import { signUpInBrowser, TEST_PASSWORD, useBrowserHarness } from "../support/browser.ts";

/** Invites: the inviter's panel states the friend's bonus; a friend follows an invite link, signs up with the code filled in, and shows on the inviter's account. */
const harness = useBrowserHarness();

describe("inviting a friend", () => {
  test("the invite text states the friend's bonus; the invite link opens sign-up with the code; the inviter sees the friend with rewards pending", async () => {
    const inviter = await harness.newPage();
    await inviter.goto("/");
    await signUpInBrowser(inviter, "inviter");
    await inviter.goto("/account");
    const code = (await inviter.getByTestId("invite-code").textContent()) ?? "";
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await inviter.getByText("No friends have joined with your code yet.").waitFor();
    // The invite text states the friend's bonus, as the API tells it.
    await inviter.getByText(`A friend who joins with it gets ${FRIEND_BONUS.tokens} bonus tokens.`, { exact: false }).waitFor();

    const friend = await harness.newPage({ width: 390, height: 844 });
    await friend.goto(`/games-all?invite=${code}`);
    const dialog = friend.getByRole("dialog", { name: /Create your free account/ });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Invite code (optional)").inputValue()).toBe(code);
    await dialog.getByLabel("Email").fill(`friend${Date.now()}@example.com`);
    await dialog.getByLabel("Password").fill(TEST_PASSWORD);
    await dialog.getByRole("button", { name: "Create account", exact: true }).click();
    await friend.getByRole("heading", { name: "Welcome to Playden!", level: 1 }).waitFor();
    await friend.close();

    await inviter.reload();
    const friends = inviter.getByRole("list", { name: "Friends who joined with your code" });
    await friends.waitFor();
    await inviter.getByRole("heading", { name: "Friends (1)" }).waitFor();
    expect(await friends.getByText("pending").count()).toBe(3);
    await friends.scrollIntoViewIfNeeded();
    await harness.screenshot(inviter, "invites-friend", { fullPage: false });
    await expectNoSeriousViolations(inviter, "invites-friend");
    await inviter.close();
  }, 120_000);

  test("an unknown invite code is refused in the sign-up dialog", async () => {
    const page = await harness.newPage();
    await page.goto("/?invite=NOTACODE");
    const dialog = page.getByRole("dialog", { name: /Create your free account/ });
    await dialog.getByLabel("Email").fill(`nocode${Date.now()}@example.com`);
    await dialog.getByLabel("Password").fill(TEST_PASSWORD);
    await dialog.getByRole("button", { name: "Create account", exact: true }).click();
    await dialog.getByText("We don't know that invite code. Check it, or leave the field empty.").waitFor();
    await page.close();
  }, 60_000);
});
