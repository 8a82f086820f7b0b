// The organiser's side of seat picking in the console (issue 33): an owner gives a seated area "best
// available only", sets when accessible seats go on general sale (the default shown beside the field),
// marks wheelchair spaces and companion seats on the seat map (a companion seat with no wheelchair space
// near it is refused, named by its row, and nothing changes), and reads their counts on the dashboard.
// Each screen, loaded cold at 1280×800 and 390×844, in light and dark, in English and Traditional
// Chinese, fits the screen, and axe finds no serious violation (desktop, English, both themes); with
// SCREENSHOTS_DIR set, each is kept there as a picture to look at.
import crypto from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { coldLoadAs, expect, skipInstallState, test } from "./fixtures.ts";
import { ConsoleSeatMapPage, signInToConsole } from "./pages/console.page.ts";

test("an owner chooses best available for an area, sets the accessible release, marks wheelchair spaces and companion seats, and sees their counts", async ({ browser, server, factories }) => {
  test.setTimeout(180_000);
  const db = server.app.deps.db;
  const tag = crypto.randomBytes(3).toString("hex");
  const owner = await factories.fan({ nickname: "Owner" });
  const organisation = await db.organisation.create({ data: { slug: `access-${tag}`, name: `Harbour Access ${tag}` } });
  await db.organisationMember.create({ data: { organisationId: organisation.id, userId: owner.id, role: "OWNER" } });
  // An event on sale with a standing type (S) and a seated type (R, rows A and B of 10 seats).
  const event = await factories.event({ standing: 50, rows: ["A", "B"], perRow: 10 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: organisation.id } });
  const { startsAt, timeZone } = await db.event.findUniqueOrThrow({ where: { id: event.id } });

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url, storageState: skipInstallState(server.url) });
  const page = await desk.newPage();
  await signInToConsole(page, owner, organisation.name);

  // ── per area: best available only ──
  await page.goto(`/#/console/events/${event.id}`);
  const types = page.getByTestId("console-ticket-types");
  // Only the seated area has the choice (two radios), on a line of its own under its row.
  await expect(types.getByRole("radio")).toHaveCount(2);
  await expect(types.getByRole("radio", { name: "Fans pick seats" })).toBeChecked();
  await types.getByRole("radio", { name: "Best available only" }).check();
  await types.locator("tr", { hasText: "Seated" }).getByRole("button", { name: /Save/ }).click();
  await expect.poll(async () => (await db.ticketType.findFirstOrThrow({ where: { eventId: event.id, area: "R" } })).seatSelection).toBe("BEST_AVAILABLE");

  // ── the release time: empty shows the default; a time is kept in the venue's zone ──
  expect(timeZone).toBe("Asia/Hong_Kong");
  await expect(page.getByTestId("console-accessible-release-hint")).toContainText("Left empty: 48 hours before the start (");
  const release = new Date(Math.floor((startsAt.getTime() - 6 * 3600_000) / 60_000) * 60_000);
  const venueTime = new Date(release.getTime() + 8 * 3600_000).toISOString().slice(0, 16);
  await page.locator("input[name=accessibleReleaseAt]").fill(venueTime);
  await page.getByTestId("console-save-event").click();
  await expect.poll(async () => (await db.event.findUniqueOrThrow({ where: { id: event.id } })).accessibleReleaseAt?.toISOString()).toBe(release.toISOString());

  // ── the seat map: wheelchair spaces and companion seats by number ──
  await page.goto(`/#/console/events/${event.id}/seats`);
  const seats = new ConsoleSeatMapPage(page);
  const rowA = seats.area("R").getByTestId("seat-row-editor").nth(0);
  const rowB = seats.area("R").getByTestId("seat-row-editor").nth(1);
  await rowA.getByTestId("seat-row-wheelchair").fill("5");
  await rowA.getByTestId("seat-row-companions").fill("4, 6-7");
  await rowB.getByTestId("seat-row-companions").fill("1");
  await expect(seats.drawnRow("R/A").locator("[data-access=WHEELCHAIR]")).toHaveCount(1);
  await expect(seats.drawnRow("R/A").locator("[data-access=COMPANION]")).toHaveCount(3);
  await seats.save();
  await expect(seats.issues()).toHaveCount(1);
  await expect(seats.issues().nth(0)).toContainText("Companion seat R B-1 must be within 3 seats of a wheelchair space in its row, with no aisle between");
  expect(await db.seat.count({ where: { eventId: event.id, access: { not: null } } })).toBe(0);
  await rowB.getByTestId("seat-row-companions").fill("");
  await seats.save();
  await expect(seats.done()).toHaveText("Seat map saved: 20 seats.");
  expect(await db.seat.findMany({ where: { eventId: event.id, access: { not: null } }, select: { row: true, number: true, access: true }, orderBy: { number: "asc" } })).toEqual([
    { row: "A", number: 4, access: "COMPANION" },
    { row: "A", number: 5, access: "WHEELCHAIR" },
    { row: "A", number: 6, access: "COMPANION" },
    { row: "A", number: 7, access: "COMPANION" },
  ]);
  await expect(seats.area("R").getByTestId("seat-row-editor").nth(0).getByTestId("seat-row-companions")).toHaveValue("4, 6-7");

  // ── the dashboard: one space sold, the rest still kept until the release ──
  await db.seat.updateMany({ where: { eventId: event.id, row: "A", number: { in: [5, 6] } }, data: { status: "SOLD" } });
  await page.goto(`/#/console/events/${event.id}/dashboard`);
  const wheelchair = page.getByTestId("accessible-wheelchair").locator("td");
  await expect(wheelchair).toHaveText(["1", "0", "1", "0"]);
  await expect(page.getByTestId("accessible-companion").locator("td")).toHaveText(["3", "0", "1", "2"]);
  await expect(page.getByTestId("accessible-release")).toContainText("kept for fans who declared the need until");

  // ── cold loads: every screen fits, in both sizes, themes and two languages ──
  const shots = process.env.SCREENSHOTS_DIR;
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const lang of ["en_US", "zh_tw"]) {
      for (const theme of ["light", "dark"] as const) {
        for (const [name, hash, ready] of [
          ["seats", `/console/events/${event.id}/seats`, "seat-map-drawing"],
          ["editor", `/console/events/${event.id}`, "console-ticket-types"],
          ["dashboard", `/console/events/${event.id}/dashboard`, "figure-accessible"],
        ] as const) {
          await coldLoadAs(page, hash, { lang, theme });
          await expect(page.getByTestId(ready)).toBeVisible();
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${viewport.width}, ${lang}, ${theme}` }).toBe(viewport.width);
          if (viewport.width === 1280 && lang === "en_US") {
            const results = await new AxeBuilder({ page }).analyze();
            expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${name}, ${theme}`).toEqual([]);
          }
          if (!shots) continue;
          const file = (part: string) => path.join(shots, `${name}${part}-${viewport.width}-${lang}-${theme}.png`);
          if (name === "editor") {
            await page.getByTestId("console-ticket-types").screenshot({ path: file("-types") });
            await page.getByTestId("console-accessible-release-hint").locator("xpath=..").screenshot({ path: file("-release") });
          } else if (name === "dashboard") {
            await page.getByTestId("figure-accessible").screenshot({ path: file("") });
          } else {
            await page.screenshot({ path: file(""), fullPage: true });
          }
        }
      }
    }
  }
  await desk.close();
});
