// The console's Codes section (issue 35), on a desktop: an owner marks a ticket type code-only, generates
// single-use codes and gets them as a CSV file (the export audited), adds a presale access code, sees its
// uses, and disables it; a personal code bound to an e-mail address with its own validity start, refused
// with the form's words while the address or the window is wrong.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";

test("an owner generates single-use codes as CSV, adds an access code for a code-only type, and disables it", async ({ browser, server, factories }) => {
  test.setTimeout(120_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `codes-${tag}`, name: `Codes Live ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  const event = await factories.event({ standing: 50, rows: ["A"], perRow: 10 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id } });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: "skipInstallApp", value: "1" }] }] } });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);
  await page.goto(`/#/console/events/${event.id}`);

  // The seated type becomes code-only.
  const seatedRow = page.getByTestId("console-ticket-types").locator("tr").filter({ hasText: event.seated.name });
  await seatedRow.getByTestId("console-type-hidden").check();
  await seatedRow.getByRole("button", { name: new RegExp(`Save ${event.seated.name}`) }).click();
  await expect.poll(async () => (await db.ticketType.findUniqueOrThrow({ where: { id: event.seatedTypeId } })).hidden).toBe(true);

  // Five single-use 10 % codes, downloaded as CSV.
  const codes = page.getByTestId("console-codes");
  await codes.locator("select[name=codeHow]").selectOption("bulk");
  await codes.locator("input[name=codeCount]").fill("5");
  await codes.locator("input[name=codePrefix]").fill("VIP");
  await codes.locator("input[name=codeDiscount]").fill("10");
  const download = page.waitForEvent("download");
  await page.getByTestId("console-add-code").click();
  const csv = await fs.readFile(await (await download).path(), "utf8");
  const lines = csv.trim().split("\n");
  expect(lines).toHaveLength(6);
  expect(lines.slice(1).every((l) => /^VIP[2-9A-Z]{10},DISCOUNT,/.test(l))).toBe(true);
  await expect(codes.getByRole("status")).toHaveText("5 codes made.");
  await expect(page.getByTestId("console-codes-table").locator("tbody tr")).toHaveCount(5);
  expect(await db.auditLog.count({ where: { action: "operator.code_export", targetId: event.id } })).toBe(1);

  // A presale access code for the code-only type.
  await codes.locator("select[name=codeKind]").selectOption("ACCESS");
  await codes.locator("select[name=codeHow]").selectOption("one");
  await codes.locator("input[name=codeText]").fill("fanclub");
  await codes.getByRole("checkbox", { name: new RegExp(event.seated.name) }).check();
  await page.getByTestId("console-add-code").click();
  const access = page.getByTestId("console-codes-table").locator("tr").filter({ hasText: "FANCLUB" });
  await expect(access).toContainText(`Unlocks ${event.seated.name}`);
  await access.getByRole("button", { name: /Disable FANCLUB/ }).click();
  await expect(access).toContainText("Disabled");
  expect(await db.auditLog.count({ where: { action: "operator.code_create", targetId: event.id } })).toBe(2);
  const fanclub = await db.promoCode.findFirstOrThrow({ where: { eventId: event.id, code: "FANCLUB" } });
  expect(fanclub.disabledAt).not.toBeNull();
  expect(await db.auditLog.count({ where: { action: "operator.code_disable", targetId: fanclub.id } })).toBe(1);

  // A personal discount code: bound to an e-mail address, valid from tomorrow for a week.
  await codes.locator("select[name=codeKind]").selectOption("DISCOUNT");
  await codes.locator("input[name=codeText]").fill("personal1");
  await codes.locator("input[name=codeDiscount]").fill("15");
  await codes.locator("input[name=codeBoundEmail]").fill("not-an-address");
  await page.getByTestId("console-add-code").click();
  await expect(codes.getByRole("alert")).toHaveText("Enter a valid e-mail address, e.g. fan@example.com, or leave it empty.");
  await expect(codes.locator("input[name=codeBoundEmail]")).toHaveAttribute("aria-invalid", "true");
  await codes.locator("input[name=codeBoundEmail]").fill("Chosen.Fan@Example.com");
  await codes.locator("input[name=codeStartsAt]").fill("2031-06-08T10:00");
  await codes.locator("input[name=codeEndsAt]").fill("2031-06-01T10:00");
  await page.getByTestId("console-add-code").click();
  await expect(codes.getByRole("alert")).toHaveText("The code must end after it starts.");
  expect(await db.promoCode.count({ where: { eventId: event.id, code: "PERSONAL1" } })).toBe(0);
  await codes.locator("input[name=codeEndsAt]").fill("2031-06-15T10:00");
  await page.getByTestId("console-add-code").click();
  const personal = page.getByTestId("console-codes-table").locator("tr").filter({ hasText: "PERSONAL1" });
  await expect(personal).toContainText("Only for chosen.fan@example.com");
  await expect(personal).toContainText("from ");
  await expect(codes.getByRole("alert")).toHaveCount(0);
  const made = await db.promoCode.findFirstOrThrow({ where: { eventId: event.id, code: "PERSONAL1" } });
  expect(made).toMatchObject({ boundEmail: "chosen.fan@example.com", discountPercent: 15 });
  expect(made.startsAt?.getTime()).toBe(new Date("2031-06-08T10:00").getTime());
  expect(made.endsAt!.getTime() - made.startsAt!.getTime()).toBe(7 * 24 * 3_600_000);
  await desk.close();
});
