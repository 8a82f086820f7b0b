import { expect, test } from "./fixtures.ts";

// The server side of maintenance (9999 on /fanapih5, UNDER_REPAIR on GraphQL) is covered by the
// integration tests; here the React client meets the GraphQL answer and must show /repair with the
// operator's message. The answer is played back so the worker's e2e server stays out of maintenance.
test("a GraphQL UNDER_REPAIR answer shows the repair page with the operator's message", async ({ page }) => {
  const message = "We are upgrading the ticket system until 03:00. Thank you for your patience.";
  await page.route("**/graphql", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ errors: [{ message, extensions: { code: "UNDER_REPAIR" } }] }),
    }),
  );
  await page.goto("/#/home/index");
  await expect(page).toHaveURL(/#\/repair$/);
  await expect(page.getByTestId("repair")).toContainText(message);
  expect(await page.evaluate(() => localStorage.getItem("maintenanceMsg"))).toBe(message);
});
