// Self-serve organisers in a real browser at 390×844 (issue 34): a fan opens "Become an organiser" from
// the Me page, sends the form empty and sees every problem at once, then applies and sees it waiting; a
// platform operator approves it in the console's Applications page; the fan's page then says they own the
// organisation, and its button opens the organiser console acting for it.
import crypto from "node:crypto";
import { expect, phoneContext, test } from "./fixtures.ts";
import { SignInPage } from "./pages/sign-in.page.ts";

const phone = { viewport: { width: 390, height: 844 } };

test("a fan applies, the platform approves in the console, and the new owner opens the organiser console", async ({ browser, server, factories }, testInfo) => {
  test.setTimeout(120_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const organisation = `Lantern Nights ${tag}`;
  const [fan, operator] = await Promise.all([factories.fan({ nickname: "Mai" }), factories.fan({ nickname: "Platform" })]);
  await db.platformOperator.create({ data: { userId: operator.id } });

  const fanContext = await phoneContext(browser, server.url, phone);
  const page = await fanContext.newPage();
  await new SignInPage(page).signIn(fan);
  await page.goto("/#/home/user");
  await page.getByRole("link", { name: "Become an organiser" }).click();
  await expect(page).toHaveURL(/#\/organiser-application$/);

  // Sent empty: every problem at once, each by its field; nothing stored.
  await page.getByTestId("organiser-submit").click();
  const form = page.getByTestId("organiser-form");
  await expect(form.getByText("Please enter the organisation's name (2 to 120 characters)")).toBeVisible();
  await expect(form.getByText("Please choose at least one kind of event")).toBeVisible();
  await expect(form.getByText("Tell us about your events in 20 to 2000 characters")).toBeVisible();
  await expect(form.getByText("Please agree to the organiser terms")).toBeVisible();
  await expect(form.getByText("Please choose a country or region")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("organiser-form-errors.png"), fullPage: true });
  expect(await db.organisationApplication.count({ where: { userId: fan.id } })).toBe(0);

  await page.getByTestId("organiser-name").fill(organisation);
  await page.getByTestId("organiser-phone").fill("+84 912 345 678");
  await page.getByTestId("organiser-country").selectOption("VN");
  await page.getByTestId("organiser-eventTypes").getByText("Concerts").click();
  await page.getByTestId("organiser-description").fill("Lantern-lit concerts in Hoi An, twelve evenings a year, 400 seats each.");
  await page.getByTestId("organiser-expectedVolume").locator("label").nth(1).click();
  await page.getByTestId("organiser-terms").check();
  await page.getByTestId("organiser-submit").click();
  const status = page.getByTestId("organiser-status");
  await expect(status).toHaveAttribute("data-status", "PENDING");
  await expect(status).toContainText(`Your application for ${organisation} is being reviewed`);
  await page.screenshot({ path: testInfo.outputPath("organiser-pending.png"), fullPage: true });

  // The platform operator approves it in the console (a member of no organisation: the platform's pages).
  const operatorContext = await phoneContext(browser, server.url, phone);
  const console_ = await operatorContext.newPage();
  await console_.goto("/#/console");
  await console_.locator('input[autocomplete="username"]').fill(operator.email);
  await console_.locator("input[type=password]").fill(operator.password);
  await console_.getByTestId("console-sign-in").click();
  await expect(console_).toHaveURL(/#\/console\/organisations$/);
  await console_.getByRole("link", { name: "Applications" }).click();
  await expect(console_.getByRole("heading", { level: 1 })).toHaveText("Applications");
  const card = console_.getByTestId("console-application").filter({ hasText: organisation });
  await expect(card).toContainText(fan.email);
  await expect(card).toContainText("Lantern-lit concerts in Hoi An");
  await console_.screenshot({ path: testInfo.outputPath("console-applications.png"), fullPage: true });
  await card.getByTestId("console-application-approve").click();
  await expect(card.getByTestId("console-application-done")).toContainText(`Approved: ${organisation}`);
  expect(await db.organisationMember.findMany({ where: { userId: fan.id }, select: { role: true, organisation: { select: { name: true } } } })).toEqual([{ role: "OWNER", organisation: { name: organisation } }]);

  // The fan's page says so, and its button opens the console acting for the new organisation.
  await page.reload();
  await expect(status).toHaveAttribute("data-status", "APPROVED");
  await page.screenshot({ path: testInfo.outputPath("organiser-approved.png"), fullPage: true });
  await page.getByTestId("organiser-open-console").click();
  await expect(page).toHaveURL(/#\/console/);
  // Signed in already (the app's session): the console offers the new organisation, as its owner.
  await page.getByTestId("console-org").filter({ hasText: `${organisation} · Owner` }).click();
  await expect(page.getByTestId("console-current-org")).toContainText(organisation);
  await page.screenshot({ path: testInfo.outputPath("organiser-console.png"), fullPage: true });
  await Promise.all([fanContext.close(), operatorContext.close()]);
});
