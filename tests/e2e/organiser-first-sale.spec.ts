// A new organiser from application to first sale (issue 34): a fan applies for an organisation in the app
// on a phone; a platform operator approves it in the console; the applicant signs in to the console on a
// desktop as its owner, creates an event with a ticket type and opens its sale; another fan buys a ticket
// on a phone; the organiser's dashboard and orders show the sale. Every wait is on visible state.
import crypto from "node:crypto";
import { expect, phoneContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { SignInPage } from "./pages/sign-in.page.ts";
import { signInToConsole } from "./pages/console.page.ts";
import { EventPage } from "./pages/event.page.ts";
import { ChooseTicketsPage } from "./pages/tickets.page.ts";
import { CheckoutPage } from "./pages/checkout.page.ts";

/** "2026-12-24T20:00" `days` from now, for a datetime-local input (the venue's wall clock). */
function wallClock(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11) + "20:00";
}

test("a fan applies, the platform approves, the new owner creates an event and opens its sale, and a fan's purchase shows in the console", async ({ browser, server, factories }) => {
  test.setTimeout(180_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const organisation = `Lantern Nights ${tag}`;
  const [applicant, operator] = await Promise.all([factories.fan({ nickname: "Mai" }), factories.fan({ nickname: "Platform" })]);
  await db.platformOperator.create({ data: { userId: operator.id } });

  // ── the applicant applies in the app, on a phone ──
  const applicantPhone = await phoneContext(browser, server.url);
  const app = await applicantPhone.newPage();
  await new SignInPage(app).signIn(applicant);
  await app.goto("/#/home/user");
  await app.getByRole("link", { name: "Become an organiser" }).click();
  await expect(app).toHaveURL(/#\/organiser-application$/);
  await app.getByTestId("organiser-name").fill(organisation);
  await app.getByTestId("organiser-phone").fill("+84 912 345 678");
  await app.getByTestId("organiser-country").selectOption("VN");
  await app.getByTestId("organiser-eventTypes").getByText("Concerts").click();
  await app.getByTestId("organiser-description").fill("Lantern-lit concerts in Hoi An, twelve evenings a year, 400 seats each.");
  await app.getByTestId("organiser-expectedVolume").locator("label").nth(1).click();
  await app.getByTestId("organiser-terms").check();
  await app.getByTestId("organiser-submit").click();
  await expect(app.getByTestId("organiser-status")).toHaveAttribute("data-status", "PENDING");
  await applicantPhone.close();

  // ── the platform operator approves it in the console ──
  const operatorDesk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const platform = await operatorDesk.newPage();
  await platform.goto("/#/console");
  await platform.locator('input[autocomplete="username"]').fill(operator.email);
  await platform.locator("input[type=password]").fill(operator.password);
  await platform.getByTestId("console-sign-in").click();
  await expect(platform).toHaveURL(/#\/console\/organisations$/);
  await platform.getByRole("link", { name: "Applications" }).click();
  const card = platform.getByTestId("console-application").filter({ hasText: organisation });
  await expect(card).toContainText(applicant.email);
  await card.getByTestId("console-application-approve").click();
  await expect(card.getByTestId("console-application-done")).toContainText(`Approved: ${organisation}`);
  await operatorDesk.close();

  // ── the applicant, now its owner, signs in to the console on a desktop ──
  const ownerDesk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const console_ = await ownerDesk.newPage();
  await signInToConsole(console_, applicant, organisation);

  await console_.getByTestId("console-new-event").click();
  const slug = `lanterns-${tag}`;
  const title = `Lantern Evening ${tag}`;
  await console_.locator("input[name=slug]").fill(slug);
  await console_.locator("input[name=title]").fill(title);
  await console_.locator("input[name=venue]").fill("Hoi An Riverside Stage");
  await console_.locator("input[name=city]").fill("Hoi An");
  await console_.locator("input[name=startsAt]").fill(wallClock(30));
  await console_.locator("input[name=saleStartsAt]").fill(wallClock(-1));
  await console_.locator("textarea[name=about-en]").fill("An evening of songs by lantern light.");
  await console_.getByTestId("console-save-event").click();
  await expect(console_).toHaveURL(/#\/console\/events\/[^/]+$/);

  await console_.locator("input[name=typeName]").fill("Riverside standing");
  await console_.locator("input[name=typeArea]").fill("R");
  await console_.locator("input[name=typePrice]").fill("300");
  await console_.locator("input[name=typeCapacity]").fill("400");
  await console_.getByTestId("console-add-type").click();
  await expect(console_.getByTestId("console-ticket-types")).toContainText("Riverside standing");

  // A new event is a draft fans do not see (issue 34): published, after a confirm, before its sale opens.
  await console_.getByTestId("console-publish-event").click();
  await console_.getByTestId("console-publish-confirm").click();
  await expect(console_.getByTestId("console-sale-state")).toHaveAttribute("data-state", "PAUSED");
  await console_.getByTestId("console-sales-open").click();
  await expect(console_.getByTestId("console-sale-state")).toHaveAttribute("data-state", "ON_SALE");
  await console_.getByTestId("console-open-dashboard").click();
  const figure = (key: string) => console_.getByTestId(`figure-${key}`).locator(".cn-tile__value");
  await expect(figure("sold")).toHaveAttribute("data-value", "0");

  // ── a fan buys a ticket, on a phone ──
  const fanPhone = await phoneContext(browser, server.url);
  const fanPage = await fanPhone.newPage();
  const fan = await factories.fan({ nickname: "First Fan", payPassword: "135790", balance: 500_000 });
  await signIn(fanPage, fan, "/home/index");
  const eventPage = new EventPage(fanPage);
  await eventPage.goto(slug);
  await expect(fanPage.getByText(title).first()).toBeVisible();
  await eventPage.buy().click();
  const choose = new ChooseTicketsPage(fanPage);
  await choose.type("Riverside standing").click();
  await choose.setQuantity(1);
  await choose.agreeAndPassHumanCheck();
  const orderNo = await choose.secure();
  await fanPage.getByTestId("pay-now").waitFor();
  await new CheckoutPage(fanPage).payWithWallet(orderNo, "135790");

  // ── the organiser's dashboard and orders show the first sale ──
  await expect(figure("sold")).toHaveAttribute("data-value", "1", { timeout: 15_000 });
  await expect(figure("revenue")).toHaveAttribute("data-value", "30000");
  await console_.getByRole("link", { name: "Orders" }).click();
  await console_.getByLabel("Order number or buyer's e-mail").fill(orderNo);
  await console_.getByRole("button", { name: "Search" }).click();
  await expect(console_.getByTestId("console-orders")).toContainText(orderNo);
  await expect(console_.getByTestId("console-orders")).toContainText("Riverside standing × 1");

  await Promise.all([fanPhone.close(), ownerDesk.close()]);
});
