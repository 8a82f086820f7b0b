// The wallet journey in the browser: top up 100.00 with the sandbox card and watch the balance rise.
import { expect, test } from "./fixtures.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";

test("tops up HK$100.00 with a new card on the sandbox page; the result once, then the balance risen", async ({ page, factories }) => {
  const fan = await factories.fan({ balance: 1_234_50 });
  await new SignInPage(page).signIn(fan);
  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.balance()).toHaveText(hk(fan.balance));
  await page.getByTestId("top-up").click();
  await wallet.topUpWithNewCard("100", "Wallet Fan");
  await expect(page.getByTestId("sandbox-amount")).toHaveText("HKD 100.00");
  await page.getByRole("button", { name: "Succeed" }).click();
  // rechargeResult stores the outcome and goes back past the provider and card pages (3 steps) to the
  // top-up page, which opens the one result page of every top-up.
  await expect(page).toHaveURL(/#\/payment\/result\?orderNo=/);
  await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
  await expect(page.getByTestId("paid-summary")).toContainText(hk(100_00));
  await expect(page.getByTestId("payment-result-stale")).toHaveCount(0);
  // Back: the top-up form, without a second result.
  await page.goBack();
  await expect(page).toHaveURL(/#\/payment\/recharge$/);
  await expect(page.getByTestId("deposit")).toBeVisible();
  await expect(page.getByTestId("payment-success")).toHaveCount(0);
  await expect(wallet.balance()).toHaveText(hk(fan.balance + 100_00));
  await page.goForward();
  await page.getByRole("link", { name: "Go to my wallet" }).click();
  await expect(wallet.balance()).toHaveText(hk(fan.balance + 100_00));
  await expect(wallet.transactions()).toContainText(`+${hk(100_00)}`);
});
