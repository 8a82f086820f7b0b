// The size issue 35 names: 10,000 single-use codes generated in one batch and exported as CSV, over real HTTP.
// Every code is distinct and of the shape a fan can type (no 0/O, 1/I/L), the CSV has 10,000 rows and its
// header, both steps finish within a reasonable time, the export is audited with its count, and a code drawn
// from the file works for a fan exactly once.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { CODE_PATTERN, MAX_BULK_CODES } from "../../server/src/modules/codes/codes.rules.ts";

let s: TestServer;
let org: string;
let organiser: string;
beforeAll(async () => {
  s = await startTestServer();
  org = (await s.app.deps.db.organisation.create({ data: { slug: `bulk-${crypto.randomBytes(3).toString("hex")}`, name: "Bulk codes" } })).id;
  organiser = (await createStaffToken(s.app.deps.db, "bulk codes test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

describe("10,000 codes", () => {
  it("generates 10,000 distinct single-use codes in one batch and exports them as CSV", async () => {
    expect(MAX_BULK_CODES).toBe(10_000);
    const db = s.app.deps.db;
    const ev = await createOnSaleEvent(s.app.deps, { standing: 100, standingPrice: 50_000 });
    await db.event.update({ where: { id: ev.id }, data: { organisationId: org } });

    let t0 = Date.now();
    const made = await s.gqlRaw(
      `mutation BulkCreate($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { code message } ... on PromoCodesCreated { count batch codes { code maxUses used } } } }`,
      { eventId: ev.id, input: { kind: "DISCOUNT", count: 10_000, prefix: "TENK", batch: "ten-thousand", discountPercent: 10, maxUses: 1 } },
      { token: organiser },
    );
    const createMs = Date.now() - t0;
    expect(made.errors).toBeUndefined();
    const created = (made.data as { createPromoCodes: { __typename: string; count: number; batch: string; codes: { code: string; maxUses: number; used: number }[] } }).createPromoCodes;
    expect(created).toMatchObject({ __typename: "PromoCodesCreated", count: 10_000, batch: "ten-thousand" });
    expect(created.codes).toHaveLength(100);
    expect(await db.promoCode.count({ where: { eventId: ev.id, batch: "ten-thousand", maxUses: 1, used: 0 } })).toBe(10_000);
    // One audit row for the whole batch.
    expect(await db.auditLog.count({ where: { action: "operator.code_create", targetId: ev.id } })).toBe(1);

    t0 = Date.now();
    const exported = await s.gqlRaw(`query BulkCsv($eventId: ID!, $batch: String) { promoCodesCsv(eventId: $eventId, batch: $batch) { __typename ... on QueryPromoCodesCsvSuccess { data } } }`, { eventId: ev.id, batch: "ten-thousand" }, { token: organiser });
    const exportMs = Date.now() - t0;
    expect(exported.errors).toBeUndefined();
    const csv = (exported.data as { promoCodesCsv: { data: string } }).promoCodesCsv.data;
    const lines = csv.trimEnd().split("\n");
    expect(lines[0]).toBe("code,kind,batch,used,maxUses,maxUsesPerAccount,discountAmount,discountPercent,startsAt,endsAt,disabledAt,saleStartsAt,productIds");
    expect(lines).toHaveLength(10_001);
    const rows = lines.slice(1).map((l) => l.split(","));
    const codes = rows.map((r) => r[0]!);
    expect(new Set(codes).size).toBe(10_000);
    // Each of the shape a fan types and the server accepts: the prefix and ten unambiguous characters.
    expect(codes.filter((c) => !/^TENK[2-9A-HJKMNP-Z]{10}$/.test(c) || !CODE_PATTERN.test(c))).toEqual([]);
    expect(rows.filter((r) => r[1] !== "DISCOUNT" || r[2] !== "ten-thousand" || r[3] !== "0" || r[4] !== "1" || r[7] !== "10")).toEqual([]);
    // The page's 100 are among them.
    expect(created.codes.every((c) => codes.includes(c.code))).toBe(true);
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "operator.code_export", targetId: ev.id } });
    expect(audit.details).toMatchObject({ eventId: ev.id, count: 10_000, format: "csv", after: ["batch=ten-thousand"] });
    // A reasonable time on a shared 2-core test machine: one statement each way, seconds rather than minutes.
    expect(createMs).toBeLessThan(30_000);
    expect(exportMs).toBeLessThan(15_000);

    // A code from the file works, once: typed in lower case by one fan, then refused to the next.
    const code = codes[crypto.randomInt(codes.length)]!;
    const [a, b] = await createFans(s.app.deps, 2);
    const SECURE = `mutation BulkSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { totalAmount { amount } } } } }`;
    const line = [{ ticketTypeId: ev.standingTypeId, quantity: 1 }];
    const first = await s.gqlRaw(SECURE, { input: { agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), eventSlug: ev.slug, lines: line, code: code.toLowerCase() } }, { token: a!.token });
    expect(first.data).toEqual({ secureTickets: { __typename: "TicketsSecured", order: { totalAmount: { amount: 45_000 } } } });
    const second = await s.gqlRaw(SECURE, { input: { agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), eventSlug: ev.slug, lines: line, code } }, { token: b!.token });
    expect(second.data).toEqual({ secureTickets: { __typename: "PromoCodeUsedUpError", code: "PROMO_CODE_USED_UP" } });
  }, 180_000);
});
