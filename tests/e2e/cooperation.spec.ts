// An organiser sends a business-cooperation enquiry from a desktop-width window: the page is not
// swapped for the marketing site, every field is asked, the human check is passed, and the sales
// team receives the enquiry by e-mail.
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 800 } });

const SALES = "sales@fanfare.test";

test("an organiser sends a cooperation enquiry on a desktop-width window without being redirected", async ({ page, request }) => {
  const company = `Harbour Live ${Date.now()}`;
  await page.goto("/#/business-cooperation");
  await expect(page.getByTestId("page-title")).toHaveText("Business cooperation");
  await expect(page.getByTestId("marketing-page")).toHaveCount(0);

  // Nothing filled in: the rules speak first.
  await page.getByTestId("enquiry-submit").click();
  await expect(page.getByText("Please choose a country or region")).toBeVisible();
  await expect(page.getByText("Please choose at least one interest")).toBeVisible();

  await page.getByLabel("Name or company").fill(company);
  await page.getByLabel("E-mail").fill("events@harbour.example");
  await page.getByLabel("Phone").fill("+852 2123 4567");
  await page.getByLabel("Country or region").selectOption("HK");
  await page.getByText("Festival", { exact: true }).click();
  await page.getByText("5000+", { exact: true }).click();
  await page.getByText("Advanced ticketing", { exact: true }).click();
  await page.getByText("Cashless solution", { exact: true }).click();
  await page.getByLabel("More information").fill("Three days in July, 20,000 visitors a day.");

  // Without the human check the enquiry is not sent.
  await page.getByTestId("enquiry-submit").click();
  await expect(page.getByText("Please verify the human check")).toBeVisible();

  await page.getByTestId("human-check").getByText("I'm not a robot").click();
  await expect(page.locator("[data-testid=human-check] .altcha[data-state=verified]")).toBeVisible();
  await page.getByTestId("enquiry-submit").click();

  await expect(page.getByTestId("success")).toContainText("Thank you!");
  await expect(page.getByTestId("success")).toContainText("events@harbour.example");
  await expect(page).toHaveURL(/#\/business-cooperation$/);
  await expect(page.getByTestId("marketing-page")).toHaveCount(0);

  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/dev/mail.json?to=${SALES}`)).json()) as { subject: string; text: string }[];
      return mails.find((m) => m.subject.includes(company))?.text ?? "";
    })
    .toContain("Interests: advanced ticketing, cashless solution");
});
