// Issue 34 in a real browser: an owner runs the team from the console's team page: changes a member's role
// and removes a member, each after a confirmation, and is told (in the page, not silently) that the last
// owner can be neither demoted nor removed.
import { expect, test } from "./fixtures.ts";
import { signInToConsole } from "./pages/console.page.ts";

test("an owner changes a member's role and removes them; the last owner stays", async ({ page, server, factories }) => {
  const db = server.app.deps.db;
  const owner = await factories.fan({ nickname: "Olive Owner" });
  const staff = await factories.fan({ nickname: "Gabe Gate" });
  const name = `Team Page ${Date.now().toString(36)}`;
  const organisation = await db.organisation.create({
    data: { slug: name.toLowerCase().replaceAll(" ", "-"), name, members: { create: [{ userId: owner.id, role: "OWNER" }, { userId: staff.id, role: "GATE" }] } },
  });
  await signInToConsole(page, owner, name);
  await page.goto("/#/console/team");
  const rows = page.getByTestId("console-members").locator("tbody tr");
  await expect(rows).toHaveCount(2);
  const staffRow = rows.filter({ hasText: staff.email });
  const ownerRow = rows.filter({ hasText: owner.email });

  // A role change asks first; dismissing it changes nothing.
  page.once("dialog", (d) => void d.dismiss());
  await staffRow.getByTestId("console-member-role").selectOption("MANAGER");
  await expect(staffRow.getByTestId("console-member-role")).toHaveValue("GATE");
  expect(await db.organisationMember.findFirst({ where: { organisationId: organisation.id, userId: staff.id }, select: { role: true } })).toEqual({ role: "GATE" });
  page.once("dialog", (d) => {
    expect(d.message()).toBe("Make Gabe Gate Manager?");
    void d.accept();
  });
  await staffRow.getByTestId("console-member-role").selectOption("MANAGER");
  await expect(page.getByTestId("console-member-note")).toHaveText("Gabe Gate is now Manager.");
  await expect(staffRow.getByTestId("console-member-role")).toHaveValue("MANAGER");

  // The last owner: refused with the server's reason, and the row shows the role they still have.
  page.once("dialog", (d) => void d.accept());
  await ownerRow.getByTestId("console-member-role").selectOption("GATE");
  await expect(page.getByRole("alert")).toContainText("at least one owner");
  await expect(ownerRow.getByTestId("console-member-role")).toHaveValue("OWNER");
  page.once("dialog", (d) => void d.accept());
  await ownerRow.getByTestId("console-member-remove").click();
  await expect(page.getByRole("alert")).toContainText("at least one owner");

  // Removing asks first, then the member is gone (their account stays).
  page.once("dialog", (d) => {
    expect(d.message()).toContain(staff.email);
    void d.accept();
  });
  await staffRow.getByTestId("console-member-remove").click();
  await expect(page.getByTestId("console-member-note")).toHaveText("Gabe Gate was removed from the team.");
  await expect(rows).toHaveCount(1);
  expect(await db.organisationMember.count({ where: { organisationId: organisation.id } })).toBe(1);
  expect(await db.user.count({ where: { id: staff.id } })).toBe(1);
});
