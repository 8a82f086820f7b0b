// The invite page: the share text carries the fan's invite link (?ic=CODE), the copy button copies it
// and says so, and the entries are listed; a friend who opens the link and signs up counts as invited,
// and when the friend tops up 20,000 VND-equivalent the inviter's entries grow by exactly one.
import { expect, test } from "./fixtures.ts";
import { latestCode, password, signIn, signUpByApi, uniqueEmail } from "./accounts.ts";

test("the invite page shows the link, copies the message, lists entries, and counts a friend who signs up with it", async ({ page, context, browser, request, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const fan = await signUpByApi(request, "Inviting Fan");
  await signIn(page, fan, "/home/invite");
  await expect(page.getByTestId("page-title")).toHaveText("Invite friends");

  const message = page.getByTestId("invite-message");
  await expect(message).toHaveValue(/Sign up with my link: http:\/\/localhost:\d+\/\?ic=[A-Z0-9]{8}#\/sign$/);
  const text = await message.inputValue();
  const link = /(http\S+)$/.exec(text)![1];
  const code = new URL(link).searchParams.get("ic")!;
  await expect(page.getByTestId("invite-code")).toContainText(code);

  await page.getByTestId("copy-invite").click();
  await expect(page.getByTestId("copy-notice")).toHaveText("Copied! Paste it to your friends.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // The registration entry of the running giveaway, active.
  await expect(page.getByTestId("entries-active")).toHaveText("1");
  const entries = page.getByTestId("entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Registration");
  await expect(entries.first()).toContainText("Active");
  await expect(page.getByText("Friends registered with your link: 0")).toBeVisible();

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
  await friend.goto("/#/home/invite");
  await expect(friend.getByTestId("entries-active")).toHaveText("1");

  await page.reload();
  await expect(page.getByText("Friends registered with your link: 1")).toBeVisible();
  // The invite entry comes when the friend tops up more than 10,000 VND.
  await expect(page.getByTestId("entries-invite")).toHaveText("0/10");

  // The friend tops up 20,000 VND-equivalent (HK$6.07 at 3,300 VND per Fan Coin) with a card on the
  // provider's page: the friend earns 2 entries, the inviter exactly 1.
  await friend.goto("/#/payment/recharge");
  await friend.getByTestId("deposit").fill("6.07");
  await friend.getByText("Use a new credit card").click();
  await friend.getByTestId("recharge-submit").click();
  await friend.getByLabel("Card type").selectOption("VISA");
  await friend.getByLabel("Card holder").fill("Invited Friend");
  await friend.getByLabel("Card number").fill("4242 4242 4242 4242");
  await friend.getByLabel("Expiry date").fill("12/30");
  await friend.getByLabel("CVV").fill("123");
  await friend.getByTestId("card-submit").click();
  await friend.getByRole("button", { name: "Succeed" }).click();
  await expect(friend.getByTestId("recharge-success")).toBeVisible();
  await friend.goto("/#/home/invite");
  await expect(friend.getByTestId("entries-active")).toHaveText("3");
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId("entries-invite")).toHaveText("1/10");
  await expect(page.getByTestId("entries-active")).toHaveText("2");

  // My Voucher is reachable from the invite page; nothing is drawn yet.
  await page.getByRole("link", { name: "My vouchers" }).click();
  await expect(page.getByTestId("vouchers-empty")).toBeVisible();
});
