// A Verified-Fan-style presale on a phone (issue 35): where the organiser opened registration, a fan registers
// from the event page, sees it, and once drawn among the registrants is told their personal code is in their
// mailbox; the mail carries a link to the choose page with the code. English (light), Traditional Chinese (dark).
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";
import { postGraphQL } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

const walks = [
  { lang: "en", theme: "light" },
  { lang: "zh_tw", theme: "dark" },
] as const;
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const walk of walks) {
  test(`a fan registers for a presale and, once invited, is told the code is in their mailbox (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const db = server.app.deps.db;
    const organisation = await db.organisation.create({ data: { slug: `presale-${Date.now().toString(36)}-${walk.lang}`, name: "Presale Live" } });
    const ev = await factories.event({ standing: 5 });
    await db.event.update({ where: { id: ev.id }, data: { organisationId: organisation.id, presaleRegistration: true } });
    // The presale's own ticket type, hidden from everyone without a code.
    await db.ticketType.create({ data: { eventId: ev.id, area: "PS", currency: "HKD", name: "Presale standing", priceAmount: 480_00, capacity: 20, hidden: true, sortOrder: 9 } });
    const organiser = (await createStaffToken(db, "presale e2e", ["events:write"], { organisationId: organisation.id })).token;
    const fan = await factories.fan({ nickname: "Presale Fan" });

    const context = await languageContext(browser, server.url, walk);
    const page = await context.newPage();
    await signIn(page, fan);
    await page.goto(`/#/ticket/detail?slug=${ev.slug}`);
    await page.getByTestId("presale-register").click();
    await expect(page.getByTestId("presale-registered")).toBeVisible();
    await shot(page, `presale-registered-${walk.lang}`);

    // The organiser draws one fan among the registrants (the operator API's service, as the console calls it).
    const drawn = await postGraphQL(server.url, `mutation ($eventId: ID!) { invitePresaleFans(eventId: $eventId, input: { count: 1 }) { __typename ... on PresaleInvitation { invited } ... on Error { code message } } }`, { eventId: ev.id }, { token: organiser });
    expect(drawn).toMatchObject({ data: { invitePresaleFans: { __typename: "PresaleInvitation", invited: 1 } } });
    await page.reload();
    await expect(page.getByTestId("presale-invited")).toBeVisible();
    await expect(page.getByTestId("presale-withdraw")).toHaveCount(0);
    await shot(page, `presale-invited-${walk.lang}`);
    await expect.poll(async () => (await db.mailOutbox.findMany({ where: { to: fan.email } })).map((m) => m.text).join("\n"), { timeout: 10_000 }).toMatch(/#\/ticket\/choose\?slug=.+&code=/);
    await context.close();
  });
}
