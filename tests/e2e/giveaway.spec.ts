// The invite page: the share text carries the fan's invite link (?ic=CODE), the copy button copies it
// and says so, and the entries are listed; a friend who opens the link and signs up counts as invited,
// and when the friend tops up 20,000 VND-equivalent the inviter's entries grow by exactly one. The
// journey runs its own campaign (the only one running in the worker's database).
import { expect, test } from "./fixtures.ts";
import { latestCode, password, signUpByApi, uniqueEmail } from "./accounts.ts";
import { InvitePage } from "./pages/invite.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { WalletPage } from "./pages/wallet.page.ts";

test("the invite page shows the link, copies the message, lists entries, and counts a friend who signs up with it", async ({ page, context, browser, request, baseURL, factories }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const event = await factories.event({ standing: 10 });
  const campaign = await factories.giveaway({ ticketTypeId: event.standingTypeId, endsInDays: 10, onlyRunning: true });
  const fan = await signUpByApi(request, "Inviting Fan");
  await new SignInPage(page).signIn(fan, InvitePage.path);
  const invite = new InvitePage(page);
  await expect(invite.title()).toHaveText("Invite friends");
  await expect(invite.campaign()).toContainText(campaign.title);

  await expect(invite.message()).toHaveValue(/Sign up with my link: http:\/\/localhost:\d+\/\?ic=[A-Z0-9]{8}#\/sign$/);
  const text = await invite.message().inputValue();
  const link = await invite.link();
  const code = new URL(link).searchParams.get("ic")!;
  await expect(invite.code()).toContainText(code);

  await invite.copy();
  await expect(invite.copyNotice()).toHaveText("Copied! Paste it to your friends.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // The registration entry of the running giveaway, active.
  await expect(invite.activeEntries()).toHaveText("1");
  const entries = invite.entries();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Registration");
  await expect(entries.first()).toContainText("Active");
  await expect(invite.friendsRegistered(0)).toBeVisible();

  // A friend opens the link in their own browser and signs up: the invite code goes with them.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const friend = await friendContext.newPage();
  await friend.goto(link);
  const email = uniqueEmail("friend");
  await friend.getByLabel("E-mail address").fill(email);
  await friend.getByRole("button", { name: "Continue" }).click();
  await friend.getByRole("button", { name: "Send code" }).click();
  await friend.getByLabel("Verification code").fill(await latestCode(request, email));
  await friend.getByRole("button", { name: "Next" }).click();
  await friend.getByLabel("Nickname").fill("Invited Friend");
  await friend.getByLabel("Password", { exact: true }).fill(password);
  await friend.getByLabel("Confirm password").fill(password);
  await friend.getByRole("button", { name: "Create account" }).click();
  await expect(friend.getByTestId("success")).toBeVisible();
  const friendInvite = new InvitePage(friend);
  await friendInvite.goto();
  await expect(friendInvite.activeEntries()).toHaveText("1");

  await page.reload();
  await expect(invite.friendsRegistered(1)).toBeVisible();
  // The invite entry comes when the friend tops up more than 10,000 VND.
  await expect(invite.inviteEntries()).toHaveText("0/10");

  // The friend tops up 20,000 VND-equivalent (HK$6.07 at 3,300 VND per Fan Coin) with a card on the
  // provider's page: the friend earns 2 entries, the inviter exactly 1.
  await friend.goto("/#/payment/recharge");
  await new WalletPage(friend).topUpWithNewCard("6.07", "Invited Friend");
  await friend.getByRole("button", { name: "Succeed" }).click();
  await expect(friend.getByTestId("payment-success")).toContainText("Top-up successful");
  await friendInvite.goto();
  await expect(friendInvite.activeEntries()).toHaveText("3");
  await friendContext.close();

  await page.reload();
  await expect(invite.inviteEntries()).toHaveText("1/10");
  await expect(invite.activeEntries()).toHaveText("2");

  // My Voucher is reachable from the invite page; nothing is drawn yet.
  await invite.openVouchers();
  await expect(page.getByTestId("vouchers-empty")).toBeVisible();
});
