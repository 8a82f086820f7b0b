// One clock (issue 15): a payment shows the same moment on the wallet and on the order page, in the
// fan's zone with its name; event times are in the venue's zone with its abbreviation. The browser runs
// in New York so neither matches the venue (Hong Kong, UTC+8) nor UTC: a zone mix-up cannot hide.
import { expect, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { fanWithPaidOrder } from "./paid-order.ts";

test.use({ timezoneId: "America/New_York", locale: "en-US" });

test("the wallet and the order page show a payment at the same moment, in the fan's zone", async ({ page, request, factories, baseURL }) => {
  const { fan, orderNo, event } = await fanWithPaidOrder(request, factories, baseURL!);
  await signIn(page, fan);

  await page.goto(`/#/ticket-order?orderNo=${orderNo}`);
  const orderTime = (await page.getByTestId("payment-time").innerText()).trim();
  // New York in November: EST (Intl's short name for the fan's zone).
  expect(orderTime).toMatch(/EST|EDT|GMT-5|GMT-4/);
  // The event's own time is in the venue's zone, named.
  await expect(page.getByTestId("order-event-time")).toContainText("GMT+8");

  await page.goto("/#/wallet");
  // This fan's only payment: its line names what it paid for, the event (issue 31).
  const line = page.getByTestId("transactions").locator("li").filter({ hasText: event.title });
  await expect(line).toHaveCount(1);
  const walletTime = (await line.getByTestId("wallet-time").innerText()).trim();
  expect(walletTime).toBe(orderTime);

  // The same agreement in Traditional Chinese.
  await page.evaluate(() => localStorage.setItem("lang", "zh_tw"));
  await page.reload();
  const walletZh = (await page.getByTestId("transactions").locator("li").first().getByTestId("wallet-time").innerText()).trim();
  expect(walletZh).not.toBe(walletTime);
  await page.goto(`/#/ticket-order?orderNo=${orderNo}`);
  await expect(page.getByTestId("payment-time")).toHaveText(walletZh);
});
