// Merchandise discount codes over real HTTP (issue 35): an organiser makes discount codes for products of an
// event (audited); a fan sees what one takes off at the checkout before paying and secures merch with it.
// A use is counted with the merch order's hold, so 50 racing secures with one single-use code hold it
// exactly once; a lapsed or cancelled hold gives it back; a ticket code is not a merch code nor the reverse.
import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createProduct, type Product } from "../factories/merch.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { sweepLapsedHolds } from "../helpers/hold-sweep.ts";

let s: TestServer;
let org: string;
let organiser: string;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
  const o = await s.app.deps.db.organisation.create({ data: { slug: `merch-codes-${crypto.randomBytes(3).toString("hex")}`, name: "Merch codes" } });
  org = o.id;
  organiser = (await createStaffToken(s.app.deps.db, "merch codes test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
type Result = { __typename: string; [k: string]: unknown };

/** An event of the organiser's with pick-up days, and a pick-up product of it (HK$200.00, 100 in stock). */
async function shop(opts: { price?: number; maxPerAccount?: number } = {}): Promise<{ ev: OnSaleEvent; p: Product; day: string }> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 10, pickup: true });
  const row = await db().event.update({ where: { id: ev.id }, data: { organisationId: org } });
  const p = await createProduct(s.app.deps, { eventId: ev.id, price: opts.price ?? 20_000, stock: 100, pickupOnly: true, maxPerAccount: opts.maxPerAccount ?? 4 });
  await db().merchProduct.update({ where: { id: p.id }, data: { organisationId: org } });
  return { ev, p, day: row.pickupDates[row.pickupDates.length - 1]!.toISOString().slice(0, 10) };
}

const CREATE = `mutation MerchCodesCreate($eventId: ID!, $input: CreateMerchPromoCodesInput!) { createMerchPromoCodes(eventId: $eventId, input: $input) {
  __typename ... on Error { code message field } ... on PromoCodesCreated { count codes { id code kind used maxUses productIds ticketTypeIds } }
} }`;

async function createCode(eventId: string, input: Record<string, unknown>): Promise<Result> {
  const r = await s.gqlRaw(CREATE, { eventId, input }, { token: organiser });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { createMerchPromoCodes: Result }).createMerchPromoCodes;
}

const SECURE = `mutation MerchCodesSecure($input: SecureMerchInput!) { secureMerch(input: $input) {
  __typename
  ... on Error { code message field }
  ... on PromoCodeUsedUpError { perAccount }
  ... on MerchSecured { order { id orderNo total { amount currency } promoCode { code kind discount { amount currency } } } }
} }`;

async function secure(fan: Fan, p: Product, day: string, input: Record<string, unknown>, humanCheck?: string): Promise<Result> {
  const check = humanCheck ?? (await solvedHumanCheck(`${s.url}/graphql`));
  const r = await s.gqlRaw(SECURE, { input: { variantId: p.variants[0]!.nodeId, quantity: 1, pickupDate: day, humanCheck: check, ...input } }, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { secureMerch: Result }).secureMerch;
}

const CHECK = `query MerchCodesCheck($variantId: ID!, $quantity: Int!, $code: String!) { checkMerchCode(variantId: $variantId, quantity: $quantity, code: $code) {
  __typename ... on Error { code } ... on MerchCodeCheck { code discountPercent discountAmount subtotal { amount } discount { amount } total { amount currency } }
} }`;

async function check(fan: Fan, p: Product, code: string, quantity = 1): Promise<Result> {
  const r = await s.gqlRaw(CHECK, { variantId: p.variants[0]!.nodeId, quantity, code }, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { checkMerchCode: Result }).checkMerchCode;
}

const code = () => `M${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
const codeRow = (eventId: string, c: string) => db().promoCode.findFirstOrThrow({ where: { eventId, code: c } });

describe("merchandise discount codes", () => {
  it("50 racing secures with one single-use merch code hold it exactly once, and the discount comes off that order", async () => {
    const { ev, p, day } = await shop();
    const c = code();
    // The product by its global id, as the shop hands it out.
    const made = await createCode(ev.id, { productIds: [encodeGlobalID("MerchProduct", p.id)], code: c.toLowerCase(), discountPercent: 25, maxUses: 1 });
    expect(made).toMatchObject({ __typename: "PromoCodesCreated", count: 1, codes: [{ code: c, kind: "DISCOUNT", used: 0, maxUses: 1, productIds: [p.id], ticketTypeIds: [] }] });
    expect(await db().auditLog.count({ where: { action: "operator.code_create", targetId: ev.id } })).toBe(1);

    const fans = await createFans(s.app.deps, 50);
    const checks = await Promise.all(fans.map(() => solvedHumanCheck(`${s.url}/graphql`)));
    const results = await Promise.all(fans.map((fan, i) => secure(fan, p, day, { code: c }, checks[i])));
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === "MerchSecured")).toHaveLength(1);
    expect(results.filter((r) => r.__typename === "PromoCodeUsedUpError" && r.perAccount === false)).toHaveLength(49);
    const won = results.find((r) => r.__typename === "MerchSecured") as unknown as { order: { total: { amount: number }; promoCode: unknown } };
    // 25 % of 200.00 is 50.00.
    expect(won.order.total.amount).toBe(15_000);
    expect(won.order.promoCode).toEqual({ code: c, kind: "DISCOUNT", discount: { amount: 5_000, currency: "HKD" } });
    const row = await codeRow(ev.id, c);
    expect(row.used).toBe(1);
    expect(await db().promoCodeUse.count({ where: { codeId: row.id } })).toBe(1);
    // The refused kept no stock: one unit is held.
    expect((await db().merchVariant.findUniqueOrThrow({ where: { id: p.variants[0]!.id } })).sold).toBe(1);
  }, 180_000);

  it("a lapsed hold and a cancelled one give the code's use back", async () => {
    const { ev, p, day } = await shop();
    const c = code();
    await createCode(ev.id, { productIds: [p.id], code: c, discountAmount: 3_000, maxUses: 1 });
    const [a, b, d] = await createFans(s.app.deps, 3);
    const first = await secure(a!, p, day, { code: c, quantity: 2 });
    expect(first).toMatchObject({ __typename: "MerchSecured", order: { total: { amount: 2 * 20_000 - 2 * 3_000 } } });
    expect(await secure(b!, p, day, { code: c })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: false, code: "PROMO_CODE_USED_UP" });

    // The hold lapses: the sweep gives the use back, and the next fan gets it.
    const orderId = (first as unknown as { order: { id: string } }).order.id;
    await db().order.update({ where: { id: orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sweepLapsedHolds(s.app);
    expect((await codeRow(ev.id, c)).used).toBe(0);
    expect((await db().promoCodeUse.findUniqueOrThrow({ where: { orderId } })).releasedAt).not.toBeNull();
    const second = (await secure(b!, p, day, { code: c })) as unknown as { __typename: string; order: { orderNo: string } };
    expect(second.__typename).toBe("MerchSecured");
    expect((await codeRow(ev.id, c)).used).toBe(1);

    // The fan cancels: the use comes back at once.
    const cancelled = await s.gqlRaw(`mutation MerchCodesCancel($orderNo: String!) { cancelMerchOrder(orderNo: $orderNo) { __typename } }`, { orderNo: second.order.orderNo }, { token: b!.token });
    expect(cancelled.data).toEqual({ cancelMerchOrder: { __typename: "MerchOrder" } });
    expect((await codeRow(ev.id, c)).used).toBe(0);
    expect((await secure(d!, p, day, { code: c })).__typename).toBe("MerchSecured");
  }, 120_000);

  it("a code used up only by a lapsed hold the job has not swept yet goes to the next fan at once: the secure sweeps the event's lapsed holds first", async () => {
    const { ev, p, day } = await shop();
    const c = code();
    await createCode(ev.id, { productIds: [p.id], code: c, discountAmount: 3_000, maxUses: 1 });
    const [a, b, d] = await createFans(s.app.deps, 3);
    // The job that sweeps lapsed holds waits: only the secure itself can give the use back.
    await s.app.jobs.pause();
    try {
      const first = (await secure(a!, p, day, { code: c })) as unknown as { __typename: string; order: { id: string } };
      expect(first.__typename).toBe("MerchSecured");
      // Still held: used up, and nothing is swept (the hold stands).
      expect(await secure(b!, p, day, { code: c })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: false });
      expect((await db().order.findUniqueOrThrow({ where: { id: first.order.id } })).status).toBe("AWAITING_PAYMENT");
      // The hold lapses: the next secure releases it and takes the use, in one request.
      await db().order.update({ where: { id: first.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const second = (await secure(b!, p, day, { code: c })) as unknown as { __typename: string; order: { id: string } };
      expect(second.__typename).toBe("MerchSecured");
      expect((await db().order.findUniqueOrThrow({ where: { id: first.order.id } })).status).toBe("EXPIRED");
      expect((await codeRow(ev.id, c)).used).toBe(1);
      expect((await db().promoCodeUse.findUniqueOrThrow({ where: { orderId: second.order.id } })).releasedAt).toBeNull();
      // Used up again, by a live hold: the third fan is refused, and nothing changes.
      expect(await secure(d!, p, day, { code: c })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: false });
      expect((await db().order.findUniqueOrThrow({ where: { id: second.order.id } })).status).toBe("AWAITING_PAYMENT");
    } finally {
      s.app.jobs.resume();
    }
  }, 120_000);

  it("100 fans racing for a single-use code whose only use is a lapsed hold: the hold is released once, exactly one fan gets the code", async () => {
    const { ev, p, day } = await shop();
    const c = code();
    await createCode(ev.id, { productIds: [p.id], code: c, discountAmount: 3_000, maxUses: 1 });
    const [first] = await createFans(s.app.deps, 1);
    const fans = await createFans(s.app.deps, 100);
    const checks = await Promise.all(fans.map(() => solvedHumanCheck(`${s.url}/graphql`)));
    await s.app.jobs.pause();
    try {
      const held = (await secure(first!, p, day, { code: c })) as unknown as { __typename: string; order: { id: string } };
      expect(held.__typename).toBe("MerchSecured");
      await db().order.update({ where: { id: held.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const results = await Promise.all(fans.map((fan, i) => secure(fan, p, day, { code: c }, checks[i])));
      const kinds = results.map((r) => r.__typename);
      expect(kinds.filter((k) => k === "MerchSecured")).toHaveLength(1);
      expect(results.filter((r) => r.__typename === "PromoCodeUsedUpError" && r.perAccount === false)).toHaveLength(99);
      // The lapsed hold released once: its use given back once, its unit of stock back once.
      const lapsed = await db().promoCodeUse.findUniqueOrThrow({ where: { orderId: held.order.id } });
      expect(lapsed.releasedAt).not.toBeNull();
      expect((await db().order.findUniqueOrThrow({ where: { id: held.order.id } })).status).toBe("EXPIRED");
      const row = await codeRow(ev.id, c);
      expect(row.used).toBe(1);
      expect(await db().promoCodeUse.count({ where: { codeId: row.id, releasedAt: null } })).toBe(1);
      expect((await db().merchVariant.findUniqueOrThrow({ where: { id: p.variants[0]!.id } })).sold).toBe(1);
    } finally {
      s.app.jobs.resume();
    }
  }, 180_000);

  it("the checkout shows what a code takes off before paying; a code is for its products only, in its window, within its per-account limit", async () => {
    const { ev, p, day } = await shop();
    const other = await createProduct(s.app.deps, { eventId: ev.id, price: 5_000, pickupOnly: true });
    await db().merchProduct.update({ where: { id: other.id }, data: { organisationId: org } });
    const c = code(), later = code(), over = code(), once = code();
    await createCode(ev.id, { productIds: [p.id], code: c, discountPercent: 25 });
    await createCode(ev.id, { productIds: [p.id], code: later, discountPercent: 10, startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    await createCode(ev.id, { productIds: [p.id], code: over, discountPercent: 10, endsAt: new Date(Date.now() - 60_000).toISOString() });
    await createCode(ev.id, { productIds: [p.id], code: once, discountAmount: 1_000, maxUsesPerAccount: 1 });
    const [fan] = await createFans(s.app.deps, 1);

    expect(await check(fan!, p, ` ${c.toLowerCase()} `, 3)).toEqual({
      __typename: "MerchCodeCheck",
      code: c,
      discountPercent: 25,
      discountAmount: null,
      subtotal: { amount: 60_000 },
      discount: { amount: 15_000 },
      total: { amount: 45_000, currency: "HKD" },
    });
    expect(await check(fan!, other, c)).toMatchObject({ __typename: "PromoCodeNotApplicableError", code: "PROMO_CODE_NOT_APPLICABLE" });
    expect(await check(fan!, p, later)).toMatchObject({ __typename: "PromoCodeNotStartedError" });
    expect(await check(fan!, p, over)).toMatchObject({ __typename: "PromoCodeExpiredError" });
    expect(await check(fan!, p, "NOSUCHCODE")).toMatchObject({ __typename: "PromoCodeInvalidError" });
    expect(await secure(fan!, other, day, { code: c })).toMatchObject({ __typename: "PromoCodeNotApplicableError" });
    expect(await secure(fan!, p, day, { code: later })).toMatchObject({ __typename: "PromoCodeNotStartedError" });

    // A ticket discount is no merch code, and a merch code gives nothing on tickets.
    const ticketCode = code();
    const made = await s.gqlRaw(`mutation MerchCodesTicket($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename } }`, { eventId: ev.id, input: { kind: "DISCOUNT", code: ticketCode, discountPercent: 10 } }, { token: organiser });
    expect(made.data).toEqual({ createPromoCodes: { __typename: "PromoCodesCreated" } });
    expect(await check(fan!, p, ticketCode)).toMatchObject({ __typename: "PromoCodeNotApplicableError" });
    const onTickets = await s.gqlRaw(`query MerchCodesOnTickets($slug: String!, $code: String!) { checkPromoCode(eventSlug: $slug, code: $code) { __typename } }`, { slug: ev.slug, code: c }, { token: fan!.token });
    expect(onTickets.data).toEqual({ checkPromoCode: { __typename: "PromoCodeNotApplicableError" } });
    const held = await s.gqlRaw(
      `mutation MerchCodesTickets($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }`,
      { input: { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), code: c } },
      { token: fan!.token },
    );
    expect(held.data).toEqual({ secureTickets: { __typename: "PromoCodeNotApplicableError" } });

    // One use per account: a second order with it is refused; nothing was counted for the refusals above.
    expect(await secure(fan!, p, day, { code: once })).toMatchObject({ __typename: "MerchSecured", order: { total: { amount: 19_000 } } });
    expect(await secure(fan!, p, day, { code: once })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: true });
    expect((await codeRow(ev.id, c)).used).toBe(0);
    expect((await codeRow(ev.id, once)).used).toBe(1);
  }, 120_000);

  it("an organiser names only the event's own products, and a fixed discount leaves each something to pay", async () => {
    const { ev, p } = await shop({ price: 5_000 });
    const elsewhere = await shop();
    expect(await createCode(ev.id, { productIds: [elsewhere.p.id], code: code(), discountPercent: 10 })).toMatchObject({ __typename: "ValidationError", field: "productIds" });
    expect(await createCode(ev.id, { productIds: [], code: code(), discountPercent: 10 })).toMatchObject({ __typename: "ValidationError", field: "productIds" });
    expect(await createCode(ev.id, { productIds: [p.id], code: code(), discountAmount: 5_000 })).toMatchObject({ __typename: "ValidationError", field: "discountAmount" });
    expect(await db().promoCode.count({ where: { eventId: ev.id } })).toBe(0);
  });
});
