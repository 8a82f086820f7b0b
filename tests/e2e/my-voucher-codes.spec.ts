// My Voucher lists the fan's own codes on a phone (issue 35): a presale invitation's access code bound to their
// account and a discount code bound to their e-mail address, neither used yet, each with what it gives (the
// ticket type it unlocks, the percent off and the type it applies to), its early sale and validity, the uses
// left; a code bound to another fan is not there. "Use this code" opens the choose page with the code applied.
// English (light) and Traditional Chinese (dark), 390×844; with SCREENSHOTS_DIR set, the pictures are kept there.
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, languageContext, test } from "./fixtures.ts";
import { signIn } from "./accounts.ts";

const walks = [
  {
    lang: "en",
    theme: "light",
    texts: { ready: "Ready", unlocks: "Unlocks Seated", off: "15% off: Standing", left: "uses left for you: 1", personal: "only for you", earlyOpened: "Your early sale opened", validUntil: "Valid until", use: "Use this code", title: "Your codes" },
  },
  {
    lang: "zh_tw",
    theme: "dark",
    texts: { ready: "可使用", unlocks: "解鎖 Seated", off: "減 15%：Standing", left: "你剩餘的次數：1", personal: "只限你使用", earlyOpened: "你的優先購票已於", validUntil: "有效期至", use: "使用此代碼", title: "你的代碼" },
  },
] as const;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

for (const walk of walks) {
  test(`My Voucher lists the fan's own unused codes and what each gives, and one opens the choose page (${walk.lang}, ${walk.theme})`, async ({ browser, server, factories }) => {
    test.setTimeout(120_000);
    const db = server.app.deps.db;
    const event = await factories.event({ standing: 10 });
    await db.ticketType.update({ where: { id: event.seatedTypeId }, data: { hidden: true } });
    const me = await factories.fan({ nickname: "Code Holder" });
    const other = await factories.fan({ nickname: "Someone Else" });
    const hour = 3_600_000;
    // A presale invitation's code (bound to my account) whose own early sale opened an hour ago.
    await db.promoCode.create({ data: { eventId: event.id, code: "PSINVITE", kind: "ACCESS", ticketTypeIds: [event.seatedTypeId], boundUserId: me.id, maxUses: 1, maxUsesPerAccount: 1, saleStartsAt: new Date(Date.now() - hour) } });
    // A discount bound to my address, for two weeks; one bound to another fan's address.
    await db.promoCode.create({ data: { eventId: event.id, code: "MAIL15", kind: "DISCOUNT", ticketTypeIds: [event.standingTypeId], discountPercent: 15, maxUses: 1, boundEmail: me.email.toLowerCase(), endsAt: new Date(Date.now() + 14 * 24 * hour) } });
    await db.promoCode.create({ data: { eventId: event.id, code: "NOTMINE", kind: "DISCOUNT", ticketTypeIds: [], discountPercent: 50, maxUses: 1, boundEmail: other.email.toLowerCase() } });
    await db.promoCode.create({ data: { eventId: event.id, code: "PUBLIC5", kind: "DISCOUNT", ticketTypeIds: [], discountPercent: 5 } });

    const context = await languageContext(browser, server.url, walk);
    const page = await context.newPage();
    await signIn(page, me, "/home/index");
    await page.goto("/#/my-voucher");
    const section = page.getByTestId("promo-code-vouchers");
    await expect(section.getByRole("heading", { name: walk.texts.title })).toBeVisible();
    const cards = page.getByTestId("promo-code-voucher");
    await expect(cards).toHaveCount(2);
    await expect(page.getByText("NOTMINE")).toHaveCount(0);
    await expect(page.getByText("PUBLIC5")).toHaveCount(0);

    const invite = cards.filter({ hasText: "PSINVITE" });
    await expect(invite.getByTestId("promo-code-status")).toHaveText(walk.texts.ready);
    await expect(invite.getByTestId("promo-code-gives")).toHaveText(walk.texts.unlocks);
    await expect(invite).toContainText(walk.texts.earlyOpened);
    await expect(invite).toContainText(event.title);
    await expect(invite.getByTestId("promo-code-terms")).toContainText(walk.texts.left);
    await expect(invite.getByTestId("promo-code-terms")).toContainText(walk.texts.personal);

    const mail = cards.filter({ hasText: "MAIL15" });
    await expect(mail.getByTestId("promo-code-gives")).toHaveText(walk.texts.off);
    await expect(mail.getByTestId("promo-code-terms")).toContainText(walk.texts.validUntil);
    await expect(mail.getByTestId("promo-code-terms")).toContainText(walk.texts.left);
    // Nothing runs off the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, `my-voucher-codes-${walk.lang}-${walk.theme}`);

    // The link uses the code, as the presale mail's does.
    await mail.getByRole("link", { name: walk.texts.use }).click();
    await expect(page).toHaveURL(new RegExp(`#/ticket/choose\\?slug=${event.slug}&code=MAIL15`));
    await expect(page.getByTestId("promo-code-applied")).toContainText("MAIL15");
    await shot(page, `my-voucher-code-applied-${walk.lang}-${walk.theme}`);
    await context.close();
  });
}
