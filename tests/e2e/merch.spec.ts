// The merch journeys at phone size: secure a size-M T-shirt for pick-up on the event day, pay it with the
// wallet and find it in My Merch with its pick-up QR; a ticket-holder exclusive refuses a fan without a
// ticket and accepts the demo fan's ticket.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { demoFan, signIn, signUpByApi } from "./accounts";
import { payWithWallet } from "./payments";

const DEMO_FANFEST_TICKET = "FF0020260003";

async function openMerchTab(page: Page) {
  await page.goto("/#/home/merch");
  await expect(page.getByTestId("page-title")).toHaveText("Merch");
  await expect(page.getByTestId("merch-grid")).toBeVisible();
}

async function openProduct(page: Page, name: string) {
  await page.getByTestId("merch-card").filter({ hasText: name }).click();
  await expect(page.getByTestId("merch-name")).toHaveText(name);
}

async function chooseSize(page: Page, size: string) {
  await page.getByTestId(`variant-${size}`).click();
  await expect(page.getByTestId(`variant-${size}`)).toHaveAttribute("aria-checked", "true");
}

/** The last pick-up day offered is the event day (the seed offers the day before and the day itself). */
async function choosePickupOnEventDay(page: Page) {
  const days = page.locator('[data-testid^="pickup-"]');
  await expect(days).toHaveCount(2);
  await days.last().click();
  await expect(days.last()).toHaveAttribute("aria-checked", "true");
}

async function passHumanCheck(page: Page) {
  await page.getByText("I'm not a robot").click();
  await expect(page.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible({ timeout: 20_000 });
}

/** Secure now → the "Merch Secured" page with its countdown; returns the order number. */
async function secureAndSeeMerchSecured(page: Page): Promise<string> {
  await page.getByTestId("secure-merch").click();
  await expect(page).toHaveURL(/#\/merch-order\?orderNo=/);
  await expect(page.getByTestId("page-title")).toHaveText("Merch Secured");
  await expect(page.getByTestId("countdown")).toContainText(/Pay within (10:00|09:\d\d)/);
  await expect(page.getByTestId("item-count")).toHaveText("1");
  await expect(page.getByTestId("pay-now")).toHaveAttribute("href", /#\/payment\/buy\?orderNo=M/);
  return (await page.getByTestId("order-no").textContent())!.trim();
}

async function findInMyMerch(page: Page, orderNo: string, status: string) {
  await page.goto("/#/order/merch");
  await expect(page.getByTestId("page-title")).toHaveText("My Merch");
  const card = page.getByTestId("merch-order-card").filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("merch-order-status")).toHaveText(status);
  return card;
}

/** A fan with no ticket who chose to verify the phone later (buying then works, with its warning). */
async function fanWithoutTicket(request: APIRequestContext) {
  const fan = await signUpByApi(request, "No Ticket Fan");
  const signedIn = await request.post("/graphql", {
    data: { query: `mutation($i: SignInInput!) { signIn(input: $i) { ... on AuthPayload { token } } }`, variables: { i: fan } },
  });
  const token = (await signedIn.json()).data.signIn.token as string;
  const skipped = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query: `mutation { skipPhoneVerification { __typename } }` },
  });
  expect((await skipped.json()).data.skipPhoneVerification.__typename).toBe("User");
  return fan;
}

test("buy a size-M T-shirt for pick-up on the event day with the wallet, find it under My Merch with its pick-up QR", async ({ page }) => {
  await signIn(page, demoFan);
  await openMerchTab(page);
  await openProduct(page, "Neon Nights Tour T-shirt");
  await chooseSize(page, "M");
  await choosePickupOnEventDay(page);
  await expect(page.getByTestId("merch-total")).toHaveText("HK$280");
  await passHumanCheck(page);
  const orderNo = await secureAndSeeMerchSecured(page);
  await payWithWallet(page, orderNo);
  const card = await findInMyMerch(page, orderNo, "Ready for pick-up");
  await card.click();
  await expect(page.getByTestId("order-no")).toHaveText(orderNo);
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  // The item's page shows its rotating pick-up QR.
  await page.getByText("Neon Nights Tour T-shirt").first().click();
  await expect(page).toHaveURL(/#\/merch-detail\?orderNo=/);
  const qr = page.getByTestId("pickup-qr").getByTestId("qr-code");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-code", /.+/);
});

test("a ticket-holder exclusive refuses a fan without a ticket", async ({ page, request }) => {
  await signIn(page, await fanWithoutTicket(request));
  await page.goto("/#/merch/detail?slug=fanfest-photocard-set");
  await expect(page.getByTestId("merch-name")).toHaveText("FanFest Photocard Set");
  await page.getByLabel("Ticket number").fill(DEMO_FANFEST_TICKET);
  await passHumanCheck(page);
  await page.getByTestId("secure-merch").click();
  await expect(page.getByText("Invalid ticket number!")).toBeVisible();
  await expect(page).toHaveURL(/#\/merch\/detail/);
});

test("a ticket-holder exclusive accepts the demo fan's ticket", async ({ page }) => {
  await signIn(page, demoFan);
  await page.goto("/#/merch/detail?slug=fanfest-photocard-set");
  await page.getByLabel("Ticket number").fill(DEMO_FANFEST_TICKET.toLowerCase());
  await passHumanCheck(page);
  await secureAndSeeMerchSecured(page);
});

test("the Merch tab is public and shows the badges; desktop-only items cannot be bought on a phone", async ({ page }) => {
  await openMerchTab(page);
  await expect(page.getByTestId("merch-card")).toHaveCount(12);
  await expect(page.getByTestId("merch-card").filter({ hasText: "Neon Nights Tour T-shirt" })).toContainText("Pick up only");
  await openProduct(page, "Starlight Mug");
  await expect(page.getByTestId("desktop-only")).toBeVisible();
  await expect(page.getByTestId("secure-merch")).toBeDisabled();
});
