// Organisers' codes over real HTTP (issue 35): an organiser makes access and discount codes (audited), a fan
// checks one before paying and secures tickets with it; a use is counted with the hold, so 50 racing
// secures with one single-use code hold it exactly once, and a lapsed or cancelled hold gives it back.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { sweepLapsedHolds } from "../helpers/hold-sweep.ts";

let s: TestServer;
let org: string;
let organiser: string;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 20 });
  const o = await s.app.deps.db.organisation.create({ data: { slug: `codes-${crypto.randomBytes(3).toString("hex")}`, name: "Codes" } });
  org = o.id;
  organiser = (await createStaffToken(s.app.deps.db, "codes test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
type Result = { __typename: string; [k: string]: unknown };

const SECURE = `mutation CodesSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on PromoCodeUsedUpError { perAccount }
  ... on TicketsSecured { order { id orderNo totalAmount { amount currency } promoCode { code kind discount { amount currency } } } }
} }`;

async function secure(fan: Fan, input: Record<string, unknown>, opts: { humanCheck?: string; lang?: string } = {}): Promise<Result> {
  const humanCheck = opts.humanCheck ?? (await solvedHumanCheck(`${s.url}/graphql`));
  const r = await s.gqlRaw(SECURE, { input: { agreedToTerms: true, humanCheck, ...input } }, { token: fan.token, lang: opts.lang });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { secureTickets: Result }).secureTickets;
}

const CREATE = `mutation CodesCreate($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) {
  __typename ... on Error { code message field } ... on PromoCodesCreated { count batch codes { id code kind used maxUses } }
} }`;

async function createCodes(eventId: string, input: Record<string, unknown>): Promise<Result> {
  const r = await s.gqlRaw(CREATE, { eventId, input }, { token: organiser });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { createPromoCodes: Result }).createPromoCodes;
}

async function ownEvent(opts: Parameters<typeof createOnSaleEvent>[1]): Promise<OnSaleEvent> {
  const ev = await createOnSaleEvent(s.app.deps, opts);
  await db().event.update({ where: { id: ev.id }, data: { organisationId: org } });
  return ev;
}

const code = () => `T${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
const line = (ev: OnSaleEvent, quantity = 1) => [{ ticketTypeId: ev.standingTypeId, quantity }];

describe("codes", () => {
  it("50 racing secures with one single-use code hold it exactly once, and the discount is taken off that order", async () => {
    const ev = await ownEvent({ standing: 100, standingPrice: 50_000 });
    const c = code();
    const made = await createCodes(ev.id, { kind: "DISCOUNT", code: c.toLowerCase(), discountPercent: 15, maxUses: 1 });
    expect(made).toMatchObject({ __typename: "PromoCodesCreated", count: 1, codes: [{ code: c, kind: "DISCOUNT", used: 0, maxUses: 1 }] });
    expect(await db().auditLog.count({ where: { action: "operator.code_create", targetId: ev.id } })).toBe(1);

    const fans = await createFans(s.app.deps, 50);
    const checks = await Promise.all(fans.map(() => solvedHumanCheck(`${s.url}/graphql`)));
    const results = await Promise.all(fans.map((fan, i) => secure(fan, { eventSlug: ev.slug, lines: line(ev), code: c }, { humanCheck: checks[i] })));
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === "TicketsSecured")).toHaveLength(1);
    expect(kinds.filter((k) => k === "PromoCodeUsedUpError")).toHaveLength(49);
    const won = results.find((r) => r.__typename === "TicketsSecured") as unknown as { order: { totalAmount: { amount: number }; promoCode: unknown } };
    // 15 % of 500.00 is 75.00.
    expect(won.order.totalAmount.amount).toBe(42_500);
    expect(won.order.promoCode).toEqual({ code: c, kind: "DISCOUNT", discount: { amount: 7_500, currency: "HKD" } });
    const row = await db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: c } });
    expect(row.used).toBe(1);
    expect(await db().promoCodeUse.count({ where: { codeId: row.id } })).toBe(1);
    // No stock was kept by the refused: exactly one ticket is held.
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(1);
  }, 180_000);

  it("one fan's racing tabs never use a code more often than its per-account limit", async () => {
    const ev = await ownEvent({ standing: 100, maxTicketsPerAccount: 20 });
    const c = code();
    await createCodes(ev.id, { kind: "DISCOUNT", code: c, discountAmount: 500, maxUsesPerAccount: 2 });
    const [fan] = await createFans(s.app.deps, 1);
    const checks = await Promise.all(Array.from({ length: 10 }, () => solvedHumanCheck(`${s.url}/graphql`)));
    const results = await Promise.all(checks.map((humanCheck) => secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: c }, { humanCheck })));
    const kinds = results.map((r) => r.__typename);
    expect(kinds.filter((k) => k === "TicketsSecured")).toHaveLength(2);
    expect(results.filter((r) => r.__typename === "PromoCodeUsedUpError" && r.perAccount === true)).toHaveLength(8);
    expect((await db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: c } })).used).toBe(2);
  });

  it("a lapsed hold and a cancelled one give the code's use back", async () => {
    const ev = await ownEvent({ standing: 20 });
    const c = code();
    await createCodes(ev.id, { kind: "DISCOUNT", code: c, discountAmount: 1_000, maxUses: 1 });
    const [a, b, d] = await createFans(s.app.deps, 3);
    const first = await secure(a!, { eventSlug: ev.slug, lines: line(ev, 2), code: c });
    expect(first).toMatchObject({ __typename: "TicketsSecured", order: { totalAmount: { amount: 2 * 50_000 - 2 * 1_000 } } });
    expect(await secure(b!, { eventSlug: ev.slug, lines: line(ev), code: c })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: false });

    // The hold lapses: the sweep gives the use back, and the next fan gets it.
    const orderId = (first as unknown as { order: { id: string } }).order.id;
    await db().order.update({ where: { id: orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sweepLapsedHolds(s.app);
    const codeRow = () => db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: c } });
    expect((await codeRow()).used).toBe(0);
    expect((await db().promoCodeUse.findUniqueOrThrow({ where: { orderId } })).releasedAt).not.toBeNull();
    const second = await secure(b!, { eventSlug: ev.slug, lines: line(ev), code: c });
    expect(second.__typename).toBe("TicketsSecured");
    expect((await codeRow()).used).toBe(1);

    // The fan cancels: the use comes back at once.
    const cancelled = await s.gqlRaw(`mutation CodesCancel($orderNo: String!) { cancelOrder(orderNo: $orderNo) { __typename } }`, { orderNo: (second as unknown as { order: { orderNo: string } }).order.orderNo }, { token: b!.token });
    expect(cancelled.errors).toBeUndefined();
    expect((await codeRow()).used).toBe(0);
    expect((await secure(d!, { eventSlug: ev.slug, lines: line(ev), code: c })).__typename).toBe("TicketsSecured");
  }, 120_000);

  it("a lapsed hold not yet swept does not use the code up: the secure sweeps the event first", async () => {
    const ev = await ownEvent({ standing: 20 });
    const c = code();
    await createCodes(ev.id, { kind: "DISCOUNT", code: c, discountAmount: 100, maxUses: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const first = (await secure(a!, { eventSlug: ev.slug, lines: line(ev), code: c })) as unknown as { order: { id: string } };
    await db().order.update({ where: { id: first.order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await secure(b!, { eventSlug: ev.slug, lines: line(ev), code: c })).__typename).toBe("TicketsSecured");
  });

  it("an access code unlocks a hidden ticket type, which is neither listed nor sold without it", async () => {
    const ev = await ownEvent({ standing: 20 });
    await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { hidden: true } });
    const c = code();
    expect(await createCodes(ev.id, { kind: "ACCESS", code: c, ticketTypeIds: [ev.seatedTypeId], maxUsesPerAccount: 1 })).toMatchObject({ __typename: "PromoCodesCreated" });
    expect(await createCodes(ev.id, { kind: "ACCESS", code: code(), ticketTypeIds: ["not-a-type-of-it"] })).toMatchObject({ __typename: "ValidationError", field: "ticketTypeIds" });
    const [fan] = await createFans(s.app.deps, 1);
    const listed = await s.gqlRaw(`query CodesTypes($slug: String!) { event(slug: $slug) { ticketTypes { edges { node { name } } } } }`, { slug: ev.slug });
    expect(JSON.stringify(listed.data)).not.toContain("Seated");
    const seated = [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }];
    expect(await secure(fan!, { eventSlug: ev.slug, lines: seated })).toMatchObject({ __typename: "ValidationError" });

    const check = await s.gqlRaw(
      `query CodesCheck($slug: String!, $code: String!) { checkPromoCode(eventSlug: $slug, code: $code) { __typename ... on Error { code } ... on PromoCodeCheck { code kind unlockedTicketTypes { name price { amount } } } } }`,
      { slug: ev.slug, code: ` ${c.toLowerCase()} ` },
      { token: fan!.token },
    );
    expect(check.data).toEqual({ checkPromoCode: { __typename: "PromoCodeCheck", code: c, kind: "ACCESS", unlockedTicketTypes: [{ name: "Seated", price: { amount: 90_000 } }] } });

    const held = await secure(fan!, { eventSlug: ev.slug, lines: seated, code: c });
    expect(held).toMatchObject({ __typename: "TicketsSecured", order: { totalAmount: { amount: 90_000 }, promoCode: { code: c, kind: "ACCESS", discount: { amount: 0 } } } });
    // One use per account: the fan's second hold with it is refused, in the fan's language.
    expect(await secure(fan!, { eventSlug: ev.slug, lines: seated, code: c }, { lang: "zh-TW" })).toMatchObject({ __typename: "PromoCodeUsedUpError", perAccount: true, code: "PROMO_CODE_ACCOUNT_LIMIT", message: "你已使用過此代碼" });
    // The code gives nothing on standing tickets.
    expect(await secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: c })).toMatchObject({ __typename: "PromoCodeNotApplicableError" });
  });

  it("unknown, expired, not-yet-valid and disabled codes are refused with their typed errors and change nothing", async () => {
    const ev = await ownEvent({ standing: 20 });
    const [fan] = await createFans(s.app.deps, 1);
    const expired = code(), later = code(), off = code();
    await createCodes(ev.id, { kind: "DISCOUNT", code: expired, discountAmount: 100, endsAt: new Date(Date.now() - 60_000).toISOString() });
    await createCodes(ev.id, { kind: "DISCOUNT", code: later, discountAmount: 100, startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    const made = (await createCodes(ev.id, { kind: "DISCOUNT", code: off, discountAmount: 100 })) as unknown as { codes: { id: string }[] };
    const disabled = await s.gqlRaw(`mutation CodesDisable($id: ID!) { disablePromoCode(id: $id) { __typename ... on OperatorPromoCode { disabledAt } } }`, { id: made.codes[0]!.id }, { token: organiser });
    expect((disabled.data as { disablePromoCode: { disabledAt: string | null } }).disablePromoCode.disabledAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "operator.code_disable", targetId: made.codes[0]!.id } })).toBe(1);

    expect(await secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: "NOSUCHCODE" }, { lang: "vi" })).toMatchObject({ __typename: "PromoCodeInvalidError", message: "Mã này không hợp lệ" });
    expect(await secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: expired })).toMatchObject({ __typename: "PromoCodeExpiredError" });
    expect(await secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: later })).toMatchObject({ __typename: "PromoCodeNotStartedError" });
    expect(await secure(fan!, { eventSlug: ev.slug, lines: line(ev), code: off })).toMatchObject({ __typename: "PromoCodeInvalidError" });
    expect(await db().order.count({ where: { eventId: ev.id } })).toBe(0);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(0);
  });

  it("bulk-generates single-use codes and exports them as CSV; a taken code is refused", async () => {
    const ev = await ownEvent({ standing: 20 });
    const made = (await createCodes(ev.id, { kind: "DISCOUNT", count: 300, prefix: "VIP", discountPercent: 10, maxUses: 1 })) as unknown as { count: number; batch: string; codes: { code: string }[] };
    expect(made.count).toBe(300);
    expect(made.codes).toHaveLength(100);
    expect(made.codes.every((x) => /^VIP[2-9A-Z]{10}$/.test(x.code))).toBe(true);
    const csv = await s.gqlRaw(`query CodesCsv($eventId: ID!, $batch: String) { promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } } }`, { eventId: ev.id, batch: made.batch }, { token: organiser });
    const text = (csv.data as { promoCodesCsv: { data: string } }).promoCodesCsv.data;
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("code,kind,batch,used,maxUses,maxUsesPerAccount,discountAmount,discountPercent,startsAt,endsAt,disabledAt,saleStartsAt,productIds");
    expect(lines).toHaveLength(301);
    expect(new Set(lines.slice(1).map((l) => l.split(",")[0])).size).toBe(300);
    // The export is audited as the attendee and sales exports are: who, the event, how many codes, the batch.
    const audit = await db().auditLog.findMany({ where: { action: "operator.code_export", targetId: ev.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ outcome: "SUCCESS", targetType: "Event", actorStaffTokenId: expect.any(String), details: { organisationId: org, eventId: ev.id, count: 300, format: "csv", after: [`batch=${made.batch}`] } });
    const again = await createCodes(ev.id, { kind: "DISCOUNT", code: made.codes[0]!.code, discountPercent: 5 });
    expect(again).toMatchObject({ __typename: "PromoCodeTakenError", code: "PROMO_CODE_TAKEN" });
    const bad = await createCodes(ev.id, { kind: "DISCOUNT", code: code(), discountPercent: 150, discountAmount: 5 });
    expect(bad).toMatchObject({ __typename: "ValidationError" });
  });
});
