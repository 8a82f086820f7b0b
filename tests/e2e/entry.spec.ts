// Two fans in two browsers: A transfers a ticket to B with the e-mailed code; A's code stops working at
// once; a screenshot of B's code from a minute ago is refused; B's live code verifies at /gate and B's
// page turns "Validated" without a reload; B cannot pass the ticket on during the lock period.
import type { Page } from "@playwright/test";
import { latestCode, signIn } from "./accounts.ts";
import { expect, test, type E2EServer, type Factories } from "./fixtures.ts";
import { TicketPage } from "./pages/my-tickets.page.ts";
import { TransferPage } from "./pages/transfer.page.ts";
import { GatePage, codeAt, storedPass } from "./pages/gate.page.ts";
import { parseQrCode } from "@fanfare/shared/qr";

/**
 * A fan holding one paid ticket of a new event that is on now (started an hour ago, ends in six): a gate
 * opened for an event admits its tickets on its days only (issue 34), whatever the hour of the run.
 */
async function fanWithTicket(factories: Factories, server: E2EServer, nickname: string) {
  const made = await factories.event({ standing: 10 });
  const event = await server.app.deps.db.event.update({
    where: { id: made.id },
    data: { startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + 6 * 3600_000) },
  });
  const fan = await factories.fan({ nickname });
  const ticket = await factories.ticket({ ownerId: fan.id, ticketTypeId: made.standingTypeId });
  return { fan, ticketId: ticket.nodeId, eventTitle: event.title };
}

/** Signs in on /sign-in and lands on the ticket's page through the redirectUrl. */
async function openTicket(page: Page, fan: { email: string; password: string }, ticketId: string) {
  await signIn(page, fan, TicketPage.path(ticketId));
  await expect(page).toHaveURL(/#\/ticket-detail\?id=/);
}

function shownCode(page: Page): Promise<string> {
  return new TicketPage(page).code();
}

test("transfer with the e-mailed code, old and stale codes refused, the new owner validated live", async ({ browser, request, factories, server }) => {
  test.setTimeout(150_000);
  const { fan: holder, ticketId, eventTitle } = await fanWithTicket(factories, server, "Holder");
  const friend = await factories.fan({ nickname: "Friend" });

  // A shows the ticket's QR code, then transfers it.
  const a = await (await browser.newContext()).newPage();
  await openTicket(a, holder, ticketId);
  const codeA = await shownCode(a);
  const passA = await storedPass(a);
  await expect(a.getByTestId("ticket-status")).toHaveText("Paid");
  const before = ((await (await request.get(`/dev/mail.json?to=${holder.email}`)).json()) as unknown[]).length;
  const transfer = new TransferPage(a);
  await transfer.start(friend.email);
  await transfer.confirm(await latestCode(request, holder.email, before + 1));

  // B now holds it, cannot pass it on during the lock period, and shows a fresh code.
  const b = await (await browser.newContext()).newPage();
  await openTicket(b, friend, ticketId);
  await expect(b.getByTestId("ticket-status")).toHaveText("Paid");
  await expect(b.getByTestId("transfer-locked")).toContainText("can be transferred again after");
  await expect(b.getByTestId("ticket-transfer")).toHaveCount(0);
  const codeB = await shownCode(b);
  expect(parseQrCode(codeB)!.version).toBe(parseQrCode(codeA)!.version + 1);

  // The gate.
  const gate = new GatePage(await (await browser.newContext()).newPage());
  await gate.open(server.staffToken, "North 1", eventTitle);

  // A's code died with the transfer: what A's phone (offline, still holding the old pass) shows now is
  // refused as superseded. Signed for the current window, so that a slow transfer cannot let it expire first.
  expect(parseQrCode(codeAt(passA, Date.now()))!.version).toBe(parseQrCode(codeA)!.version);
  expect(await gate.scan(codeAt(passA, Date.now()))).toBe("SUPERSEDED");

  // A screenshot of B's code taken a minute ago: B's own pass, signed for the window of a minute ago.
  expect(await gate.scan(codeAt(await storedPass(b), Date.now() - 60_000))).toBe("EXPIRED");

  // B's live code lets B in, and B's page turns "Validated" without a reload.
  expect(await gate.scan(await shownCode(b))).toBe("ACCEPTED");
  await expect(b.getByTestId("ticket-status")).toHaveText("Validated");
  await expect(b.getByTestId("validated-note")).toContainText("North 1");

  // Scanning again says when and where it was first used.
  expect(await gate.scan(codeB)).toMatch(/ALREADY_USED|EXPIRED/);
  await b.context().close();
  await a.context().close();
  await gate.page.context().close();
});

test("a gate without network verifies offline, counts a repeat, and uploads when back online", async ({ browser, factories, server }) => {
  test.setTimeout(120_000);
  const { fan: holder, ticketId, eventTitle } = await fanWithTicket(factories, server, "Offline Fan");
  const fan = await (await browser.newContext()).newPage();
  await openTicket(fan, holder, ticketId);

  const gateContext = await browser.newContext();
  const gate = new GatePage(await gateContext.newPage());
  await gate.open(server.staffToken, "Harbour gate", eventTitle);
  await gateContext.setOffline(true);
  // The code the fan shows as the gate scans it (a code lives 10–40 s: read it at the gate, not before).
  expect(await gate.scan(await shownCode(fan))).toBe("ACCEPTED");
  await expect(gate.result()).toContainText("Checked offline");
  // The same ticket again, as the fan's phone shows it now: a repeat.
  expect(await gate.scan(await shownCode(fan))).toBe("ALREADY_USED");
  await expect(gate.page.getByTestId("gate-status")).toContainText("To upload: 2");

  // Back online: the queue goes up, the server admits the ticket once, and the fan's page follows live.
  await gateContext.setOffline(false);
  await expect(gate.page.getByTestId("gate-status")).toContainText("To upload: 0", { timeout: 20_000 });
  await expect(fan.getByTestId("ticket-status")).toHaveText("Validated");
  await expect(fan.getByTestId("validated-note")).toContainText("Harbour gate");
  await gateContext.close();
  await fan.context().close();
});

test("the public status page of a scanned link shows no personal data and no install popup", async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem("skipInstallApp"));
  await page.goto("/#/ticket-stu-detail?c=FF1.T.nope.1.1.dev1.x.y.z");
  await expect(page.getByTestId("public-status-value")).toHaveText("Not a valid code");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
