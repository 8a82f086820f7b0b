// My Voucher's codes over real HTTP (issue 35): `myCodes` lists the fan's own codes, used or not: a presale
// invitation's code bound to their account, codes bound to their e-mail address (in any case), and the codes
// they used, each with what it gives and the uses it has left for them; never a code bound to someone else,
// nor another fan's use, nor a code of a draft event; a code bound to an address leaves the list with the address.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
let org: string;
let organiser: string;
beforeAll(async () => {
  s = await startTestServer();
  const o = await s.app.deps.db.organisation.create({ data: { slug: `my-codes-${crypto.randomBytes(3).toString("hex")}`, name: "My codes" } });
  org = o.id;
  organiser = (await createStaffToken(s.app.deps.db, "my codes test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
type Result = { __typename: string; [k: string]: unknown };

const MY_CODES = `query MyCodesTest { myCodes {
  code kind status personal eventTitle eventSlug eventStartsAt ticketTypeNames forMerchandise productNames
  discountAmount discountPercent currency startsAt endsAt saleStartsAt usesLeft myUses saved { amount currency } lastUsedAt
} }`;
type MyCode = { code: string; kind: string; status: string; personal: boolean; eventSlug: string; ticketTypeNames: string[]; usesLeft: number | null; myUses: number; saved: { amount: number }; [k: string]: unknown };

async function myCodes(fan: Fan): Promise<MyCode[]> {
  const r = await s.gqlRaw(MY_CODES, {}, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { myCodes: MyCode[] }).myCodes;
}

async function createCodes(eventId: string, input: Record<string, unknown>): Promise<Result> {
  const r = await s.gqlRaw(
    `mutation MyCodesCreate($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { code message field } ... on PromoCodesCreated { count } } }`,
    { eventId, input },
    { token: organiser },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { createPromoCodes: Result }).createPromoCodes;
}

async function secure(fan: Fan, input: Record<string, unknown>): Promise<Result> {
  const r = await s.gqlRaw(
    `mutation MyCodesSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename ... on Error { code message } } }`,
    { input: { agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), ...input } },
    { token: fan.token },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { secureTickets: Result }).secureTickets;
}

async function ownEvent(): Promise<OnSaleEvent> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 50, standingPrice: 50_000 });
  await db().event.update({ where: { id: ev.id }, data: { organisationId: org } });
  return ev;
}

describe("myCodes (My Voucher)", () => {
  it("lists the fan's own codes, used or not, with what each gives, and never one bound to someone else", async () => {
    const ev = await ownEvent();
    await db().event.update({ where: { id: ev.id }, data: { presaleRegistration: true } });
    await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { hidden: true } });
    const [me, other] = await createFans(s.app.deps, 2);

    // A presale invitation draws me: a single-use access code bound to my account, with its own early sale.
    await db().presaleInterest.create({ data: { eventId: ev.id, userId: me!.id } });
    const saleStartsAt = new Date(Date.now() + 86_400_000).toISOString();
    const invited = await s.gqlRaw(
      `mutation MyCodesInvite($eventId: ID!, $input: InvitePresaleFansInput!) { invitePresaleFans(eventId: $eventId, input: $input) { __typename ... on PresaleInvitation { invited } ... on Error { code message } } }`,
      { eventId: ev.id, input: { count: 1, saleStartsAt } },
      { token: organiser },
    );
    expect(invited.data).toMatchObject({ invitePresaleFans: { __typename: "PresaleInvitation", invited: 1 } });
    const invitation = await db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, boundUserId: me!.id } });

    // Codes bound to my address (given in another case), to the other fan's, and to the other fan's account.
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(await createCodes(ev.id, { kind: "DISCOUNT", code: "MINE-ONCE", discountPercent: 10, ticketTypeIds: [ev.standingTypeId], maxUses: 1, boundEmail: me!.email.toUpperCase() })).toMatchObject({ __typename: "PromoCodesCreated" });
    expect(await createCodes(ev.id, { kind: "DISCOUNT", code: "MINE-LATER", discountAmount: 500, endsAt, boundEmail: me!.email })).toMatchObject({ __typename: "PromoCodesCreated" });
    expect(await createCodes(ev.id, { kind: "DISCOUNT", code: "THEIRS-MAIL", discountPercent: 20, boundEmail: other!.email })).toMatchObject({ __typename: "PromoCodesCreated" });
    await db().promoCode.create({ data: { eventId: ev.id, code: "THEIRS-ACCOUNT", kind: "ACCESS", ticketTypeIds: [ev.seatedTypeId], boundUserId: other!.id, maxUses: 1 } });
    // A public code nobody used, and one I use: only the used one is mine to see.
    expect(await createCodes(ev.id, { kind: "DISCOUNT", code: "PUBLIC-UNUSED", discountPercent: 5 })).toMatchObject({ __typename: "PromoCodesCreated" });
    expect(await createCodes(ev.id, { kind: "DISCOUNT", code: "PUBLIC-USED", discountAmount: 1_000, maxUses: 10 })).toMatchObject({ __typename: "PromoCodesCreated" });
    // A draft event's code bound to me waits until it is published.
    const draft = await ownEvent();
    await db().event.update({ where: { id: draft.id }, data: { publishedAt: null } });
    await db().promoCode.create({ data: { eventId: draft.id, code: "DRAFT-MINE", kind: "DISCOUNT", ticketTypeIds: [], discountPercent: 10, boundUserId: me!.id } });

    expect(await secure(me!, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], code: "public-used" })).toMatchObject({ __typename: "TicketsSecured" });
    // The other fan uses the public code too: my list counts my uses only.
    expect(await secure(other!, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 2 }], code: "PUBLIC-USED" })).toMatchObject({ __typename: "TicketsSecured" });

    const mine = await myCodes(me!);
    expect(mine.map((c) => c.code).sort()).toEqual([invitation.code, "MINE-LATER", "MINE-ONCE", "PUBLIC-USED"].sort());
    const byCode = new Map(mine.map((c) => [c.code, c]));
    expect(byCode.get(invitation.code)).toMatchObject({
      kind: "ACCESS",
      status: "USABLE",
      personal: true,
      eventSlug: ev.slug,
      eventTitle: ev.title,
      ticketTypeNames: [ev.seated.name],
      saleStartsAt,
      usesLeft: 1,
      myUses: 0,
      lastUsedAt: null,
    });
    expect(byCode.get("MINE-ONCE")).toMatchObject({ kind: "DISCOUNT", status: "USABLE", personal: true, discountPercent: 10, discountAmount: null, ticketTypeNames: [ev.standing.name], usesLeft: 1, currency: "HKD" });
    expect(byCode.get("MINE-LATER")).toMatchObject({ status: "USABLE", personal: true, discountAmount: 500, ticketTypeNames: [], forMerchandise: false, productNames: [], endsAt, usesLeft: null });
    expect(byCode.get("PUBLIC-USED")).toMatchObject({ status: "USABLE", personal: false, myUses: 1, usesLeft: 8, saved: { amount: 1_000, currency: "HKD" }, lastUsedAt: expect.any(String) });

    // Using my single-use code: it stays in the list, used, with what it saved (10 % of 500.00).
    expect(await secure(me!, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], code: "mine-once" })).toMatchObject({ __typename: "TicketsSecured" });
    const after = new Map((await myCodes(me!)).map((c) => [c.code, c]));
    expect(after.get("MINE-ONCE")).toMatchObject({ status: "USED", usesLeft: 0, myUses: 1, saved: { amount: 5_000 } });
    // Those I can still use come first.
    expect((await myCodes(me!)).at(-1)!.code).toBe("MINE-ONCE");

    // The other fan sees their own two codes and the public one they used, nothing of mine.
    const theirs = await myCodes(other!);
    expect(theirs.map((c) => c.code).sort()).toEqual(["PUBLIC-USED", "THEIRS-ACCOUNT", "THEIRS-MAIL"]);
    expect(theirs.find((c) => c.code === "PUBLIC-USED")).toMatchObject({ myUses: 1, saved: { amount: 2_000 } });

    // A code bound to an address goes with the address: once my address changes, my e-mail codes leave my list.
    await db().user.update({ where: { id: me!.id }, data: { email: `moved-${crypto.randomBytes(3).toString("hex")}@example.test` } });
    expect((await myCodes(me!)).map((c) => c.code).sort()).toEqual([invitation.code, "PUBLIC-USED"].sort());

    // Signed out: no list.
    const anonymous = await s.gqlRaw(MY_CODES, {});
    expect((anonymous.data as { myCodes?: unknown } | null)?.myCodes ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  }, 120_000);
});
