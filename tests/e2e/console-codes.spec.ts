// The console's Codes section (issue 35), on a desktop: an owner marks a ticket type code-only, generates
// single-use codes and gets them as a CSV file, adds a presale access code, sees its uses, and disables it.
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
  await desk.close();
});
