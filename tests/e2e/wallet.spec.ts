// The wallet journey in the browser: top up 100.00 with the sandbox card and watch the balance rise.
import { expect, test } from "@playwright/test";
import { demoFan, signIn } from "./accounts";

test("tops up HK$100.00 with a new card on the sandbox page; the balance rises", async ({ page }) => {
  await signIn(page, demoFan);
  await page.goto("/#/wallet");
  const balance = page.getByTestId("wallet-balance");
  await expect(balance).toContainText("HK$");
  const before = Number((await balance.innerText()).replace(/[^\d.]/g, ""));
  await page.getByTestId("top-up").click();
  await page.getByTestId("deposit").fill("100");
  await page.getByText("Use a new credit card").click();
  await page.getByTestId("recharge-submit").click();
  await expect(page).toHaveURL(/#\/payment\/addCard\?amount=10000/);
  await page.getByLabel("Card type").selectOption("VISA");
  await page.getByLabel("Card holder").fill("Demo Fan");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByTestId("card-submit").click();
  await expect(page.getByTestId("sandbox-amount")).toHaveText("HKD 100.00");
  await page.getByRole("button", { name: "Succeed" }).click();
  // rechargeResult stores the outcome and goes back past the provider and card pages to the top-up page.
  await expect(page.getByTestId("recharge-success")).toBeVisible();
  await expect(page).toHaveURL(/#\/payment\/recharge$/);
  const expected = (before + 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
  await expect(page.getByTestId("wallet-balance")).toHaveText(`HK$${expected}`);
  await page.getByRole("button", { name: "Go to my wallet" }).click();
  await expect(page.getByTestId("wallet-balance")).toHaveText(`HK$${expected}`);
  await expect(page.getByTestId("transactions")).toContainText("+HK$100.00");
});
