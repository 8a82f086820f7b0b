// A real-name event's released ticket offered from the waiting list (issue 18) at 390×844: the queue screen
// shows the identity step instead of the pay button; the fan adds an identity there, names the ticket, and
// only then pays it. Screenshots of the step in English (light) and Traditional Chinese (dark) go to
// test-results/queue-realname/.
import { cancelOrder, holdOfferedTickets } from "../../server/src/modules/orders/index.ts";
import { waitFor } from "../helpers/wait.ts";
import { expect, lookAs, phoneContext, test } from "./fixtures.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";
import { QueuePage } from "./pages/queue.page.ts";
import { SignInPage } from "./pages/sign-in.page.ts";

const shots = "test-results/queue-realname";


test("a real-name offer: the queue screen asks for an identity per ticket before the fan can pay", async ({ browser, server, factories }) => {
  test.slow();
  const deps = server.app.deps;
  const db = deps.db;
  const event = await factories.event({ standing: 1, isHot: true, standingPrice: 30_000, rows: [], perRow: 0, requiresIdentity: true });
  await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query($s: String!) { waitingRoom(eventSlug: $s) { state } }", variables: { s: event.slug } }),
  });
  await waitFor(async () => (await db.queueRoom.findUnique({ where: { eventId: event.id } }))?.shuffledAt != null, "the opening draw");
  // Someone holds the only ticket: the room sells out.
  const holder = await factories.fan();
  const held = await db.$transaction((tx) =>
    holdOfferedTickets(tx, deps, { userId: holder.id, eventId: event.id, lines: [{ ticketTypeId: event.standingTypeId, quantity: 1 }], expiresAt: new Date(Date.now() + 600_000), maxPaymentAttempts: null }),
  );
  await waitFor(async () => (await db.queueRoom.findUniqueOrThrow({ where: { eventId: event.id } })).soldOutAt != null, "the sell-out");

  const fan = await factories.fan({ payPassword: "246810", balance: 1_000_00 });
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  await new SignInPage(page).signIn(fan);
  const queue = new QueuePage(page);
  await queue.goto(event.slug);
  await page.getByTestId("queue-join-waiting-list").click();
  await expect(queue.screen()).toHaveAttribute("data-status", "WAITING_LIST");

  // Released: held for the fan at once, and the screen asks for a name per ticket, with no pay button yet.
  await cancelOrder(deps, holder.id, held!.orderNo);
  await expect(queue.screen()).toHaveAttribute("data-status", "OFFERED", { timeout: 30_000 });
  const step = page.getByTestId("queue-offer-identity");
  await expect(step).toContainText("Name each ticket");
  await expect(page.getByTestId("queue-pay-offer")).toHaveCount(0);
  await page.getByTestId("queue-offer-identity-add").click();
  await page.screenshot({ path: `${shots}/step-en-light.png`, fullPage: true });

  await lookAs(page, { lang: "zh_tw", theme: "dark" });
  await page.reload();
  await expect(page.getByTestId("queue-offer-identity")).toContainText("為每張票填寫實名");
  await page.getByTestId("queue-offer-identity-add").click();
  await page.screenshot({ path: `${shots}/step-zh_tw-dark.png`, fullPage: true });
  await lookAs(page, { lang: "en", theme: "light" });
  await page.reload();

  // Confirming without a name is refused on the screen; the fan adds an identity here and names the ticket.
  await page.getByTestId("queue-offer-identity-confirm").click();
  await expect(step.getByRole("alert")).toHaveText("Choose one identity for each ticket.");
  await page.getByTestId("queue-offer-identity-add").click();
  await page.getByTestId("queue-identity-save").click();
  await expect(page.getByTestId("queue-offer-identity-form")).toContainText("Please agree to how the identity information is used");
  await page.getByTestId("queue-identity-name").fill("Chan Tai Man");
  await page.getByTestId("queue-identity-type").selectOption("PASSPORT");
  await page.getByTestId("queue-identity-number").fill("K1234567");
  await page.getByTestId("queue-identity-consent").check();
  await page.getByTestId("queue-identity-save").click();
  await expect(page.getByTestId("queue-offer-identity-select")).not.toHaveValue("");
  await page.getByTestId("queue-offer-identity-confirm").click();
  const named = page.getByTestId("queue-offer-named");
  await expect(named).toContainText("••••4567");
  await page.screenshot({ path: `${shots}/named-en-light.png`, fullPage: true });
  await lookAs(page, { lang: "th", theme: "dark" });
  await page.reload();
  await expect(page.getByTestId("queue-offer-named")).toContainText("บัตรที่ระบุชื่อแล้ว");
  await page.screenshot({ path: `${shots}/named-th-dark.png`, fullPage: true });
  await lookAs(page, { lang: "en", theme: "light" });
  await page.reload();

  // Now the pay button; the fan pays with the wallet and the ticket carries the identity.
  const offered = await db.queueEntry.findFirstOrThrow({ where: { eventId: event.id, status: "OFFERED" } });
  await page.getByTestId("queue-pay-offer").click();
  await expect(page).toHaveURL(new RegExp(`#/payment/buy\\?orderNo=${offered.offerOrderNo}`));
  await page.getByRole("radio", { name: /Fan Coin wallet/ }).check();
  await page.getByTestId("pay-submit").click();
  const checkout = new CheckoutPage(page);
  await expect(checkout.passwordDialog()).toBeVisible();
  await checkout.enterPayPassword("246810");
  await expect(checkout.success()).toContainText("Payment successful");
  const ticket = await db.ticket.findFirstOrThrow({ where: { eventId: event.id } });
  expect(ticket.ownerId).toBe(fan.id);
  expect(ticket.identityId).not.toBeNull();
  await context.close();
});
