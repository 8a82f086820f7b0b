// Fan Coin is one currency whatever the fan's area (issue 31): a fan of the Malaysia area (the default of a
// new account) tops up HK$100.00 and the wallet reads the balance and the transaction as HK$, beside
// "1 Fan Coin = HK$1", never in ringgit ("RM200.00" before).
import { expect, test } from "./fixtures.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { hk, WalletPage } from "./pages/wallet.page.ts";

test("a Malaysia-area fan's wallet shows Fan Coin's HK$ value, not ringgit", async ({ page, factories, server }) => {
  const db = server.app.deps.db;
  await db.area.upsert({
    where: { code: "MY" },
    create: { code: "MY", label: "Malaysia", currency: "MYR", dialCode: "60", sortOrder: 0 },
    update: { currency: "MYR" },
  });
  const fan = await factories.fan({ balance: 100_00, areaCode: "MY" });
  await new SignInPage(page).signIn(fan);
  const wallet = new WalletPage(page);
  await wallet.goto();
  await expect(wallet.balance()).toHaveText(hk(fan.balance));
  await page.getByTestId("top-up").click();
  await wallet.topUpWithNewCard("100", "Ringgit Fan");
  await page.getByRole("button", { name: "Succeed" }).click();
  // The one result page of a top-up, in HK$ for a Malaysia-area fan too.
  await expect(page).toHaveURL(/#\/payment\/result\?orderNo=/);
  await expect(page.getByTestId("payment-success")).toContainText("Top-up successful");
  await expect(page.getByTestId("paid-summary")).toContainText(hk(100_00));
  await expect(page.getByTestId("paid-summary")).not.toContainText("RM");
  await page.getByRole("link", { name: "Go to my wallet" }).click();
  await expect(wallet.balance()).toHaveText(hk(fan.balance + 100_00));
  await expect(wallet.transactions()).toContainText(`+${hk(100_00)}`);
  await expect(page.locator("main")).not.toContainText("RM");
});
