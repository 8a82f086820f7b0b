// The console's Organisations page (issue #19, "a platform operator role sits above"): a signed-in platform
// operator, a member of no organisation, lands on it, creates an organisation with a signed-up account as
// its owner and sees it listed with its member count; a malformed form and a taken slug are told in the
// operator's language and create nothing. An organisation's owner has no such page. axe finds no serious
// violation, in light and dark, in English and Vietnamese.
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, what).toEqual([]);
}

test("a platform operator creates an organisation with its owner and sees it listed; an owner has no Organisations page", async ({ browser, server, factories }) => {
  test.setTimeout(90_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const [operator, owner] = await Promise.all([factories.fan({ nickname: "Platform" }), factories.fan({ nickname: "Owner" })]);
  await db.platformOperator.create({ data: { userId: operator.id } });
  const existing = await db.organisation.create({ data: { slug: `taken-${tag}`, name: `Taken ${tag}`, members: { create: [{ userId: owner.id, role: "OWNER" }] } } });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await page.goto("/#/console");
  await page.locator('input[autocomplete="username"]').fill(operator.email);
  await page.locator("input[type=password]").fill(operator.password);
  await page.getByTestId("console-sign-in").click();
  // A member of no organisation: straight to the platform's page.
  await expect(page).toHaveURL(/#\/console\/organisations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organisations");
  await expect(page.getByTestId("console-current-org")).toHaveText("Platform");
  await expect(page.getByTestId("console-organisations")).toContainText(existing.name);
  await expectNoSeriousViolations(page, "organisations, desktop, en, light");

  const form = page.locator("form", { has: page.getByTestId("console-create-organisation") });
  // Malformed: told field by field, before anything is sent.
  await form.locator("input[name=slug]").fill("Not A Slug");
  await form.locator("input[name=ownerEmail]").fill("nobody");
  await page.getByTestId("console-create-organisation").click();
  await expect(form.locator("input[name=slug]")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator("input[name=name]")).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator("input[name=ownerEmail]")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("Use 3 to 80 lower-case letters");
  // A taken slug: the API's typed error, in words.
  await form.locator("input[name=slug]").fill(existing.slug);
  await form.locator("input[name=name]").fill("Again");
  await form.locator("input[name=ownerEmail]").fill(owner.email);
  await page.getByTestId("console-create-organisation").click();
  await expect(form.getByRole("alert")).toHaveText("Another organisation already has this short name");
  await expect(form.locator("input[name=slug]")).toHaveAttribute("aria-invalid", "true");

  const slug = `harbour-${tag}`;
  await form.locator("input[name=slug]").fill(slug);
  await form.locator("input[name=name]").fill(`Harbour Live ${tag}`);
  await page.getByTestId("console-create-organisation").click();
  await expect(page.getByTestId("console-organisation-created")).toHaveText(`Harbour Live ${tag} was created, with ${owner.email} as its owner.`);
  const row = page.getByTestId("console-organisations").locator("tr", { hasText: slug });
  await expect(row).toContainText(`Harbour Live ${tag}`);
  await expect(row.locator("td").nth(1)).toHaveText("1");
  expect(await db.organisationMember.findFirst({ where: { organisation: { slug } } })).toMatchObject({ userId: owner.id, role: "OWNER" });
  expect(await db.organisation.count({ where: { slug: existing.slug } })).toBe(1);

  // Vietnamese and dark: the same page, no serious violation.
  await page.getByTestId("console-language").selectOption("vi");
  await page.getByRole("button", { name: "Chế độ tối" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tổ chức");
  await expectNoSeriousViolations(page, "organisations, desktop, vi, dark");

  // An organisation's owner: no Organisations link, and its address leads back to the events.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  const ownerPage = await other.newPage();
  await signInToConsole(ownerPage, owner, existing.name);
  await expect(ownerPage.getByRole("link", { name: "Organisations" })).toHaveCount(0);
  await ownerPage.goto("/#/console/organisations");
  await expect(ownerPage).toHaveURL(/#\/console\/events$/);
  await Promise.all([desk.close(), other.close()]);
});
