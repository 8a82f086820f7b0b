// An access code's own sale window over real HTTP (issue 35): an organiser gives an access code a sale start
// before the event's public sale; its holder secures the code's ticket types from then while the public
// cannot yet; before the code's window the refusal says when it opens. The waiting room is the public
// sale's: a presale secure before it opens asks for no admission pass, and once the public sale is open a
// code holder queues like everyone.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
let organiser: string;
let org: string;
beforeAll(async () => {
  s = await startTestServer();
  const o = await s.app.deps.db.organisation.create({ data: { slug: `presale-window-${crypto.randomBytes(3).toString("hex")}`, name: "Presale window" } });
  org = o.id;
  organiser = (await createStaffToken(s.app.deps.db, "presale window test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
type Result = { __typename: string; [k: string]: unknown };
const HOUR = 3_600_000;

const SECURE = `mutation PresaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename
  ... on Error { code message field }
  ... on SaleNotOpenError { saleState }
  ... on CodeSaleNotOpenError { opensAt }
  ... on TicketsSecured { order { id orderNo totalAmount { amount } promoCode { code kind } } }
} }`;

async function secure(fan: Fan, input: Record<string, unknown>, lang?: string): Promise<Result> {
  const humanCheck = await solvedHumanCheck(`${s.url}/graphql`);
  const r = await s.gqlRaw(SECURE, { input: { agreedToTerms: true, humanCheck, ...input } }, { token: fan.token, lang });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { secureTickets: Result }).secureTickets;
}

const CREATE = `mutation PresaleCreate($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) {
  __typename ... on Error { code message field } ... on PromoCodesCreated { codes { id code saleStartsAt } }
} }`;

async function createCode(eventId: string, input: Record<string, unknown>): Promise<Result> {
  const r = await s.gqlRaw(CREATE, { eventId, input }, { token: organiser });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return (r.data as { createPromoCodes: Result }).createPromoCodes;
}

/** An event (`hot`: its waiting room on) whose public sale opens in two days, with its seated type hidden. */
async function upcomingEvent(hot = false): Promise<OnSaleEvent> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 20, isHot: hot });
  await db().event.update({ where: { id: ev.id }, data: { organisationId: org, saleStartsAt: new Date(Date.now() + 48 * HOUR) } });
  await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { hidden: true } });
  return ev;
}

const code = () => `P${crypto.randomBytes(4).toString("hex").toUpperCase()}`;

describe("an access code's presale window", () => {
  it("opens the code's types before the public sale from its own start; before it the refusal says when; the public waits", async () => {
    const ev = await upcomingEvent();
    const early = code(), later = code(), plain = code();
    const laterAt = new Date(Date.now() + 24 * HOUR);
    const made = await createCode(ev.id, { kind: "ACCESS", code: early, ticketTypeIds: [ev.seatedTypeId], saleStartsAt: new Date(Date.now() - 60_000).toISOString(), maxUsesPerAccount: 1 });
    expect(made).toMatchObject({ __typename: "PromoCodesCreated", codes: [{ code: early, saleStartsAt: expect.any(String) }] });
    await createCode(ev.id, { kind: "ACCESS", code: later, ticketTypeIds: [ev.seatedTypeId], saleStartsAt: laterAt.toISOString() });
    await createCode(ev.id, { kind: "ACCESS", code: plain, ticketTypeIds: [ev.seatedTypeId] });
    const [fan, other, stranger] = await createFans(s.app.deps, 3);
    const seated = [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }];
    const standing = [{ ticketTypeId: ev.standingTypeId, quantity: 1 }];

    // The public, and a code that opens nothing early, wait for the public sale.
    expect(await secure(stranger!, { eventSlug: ev.slug, lines: standing })).toMatchObject({ __typename: "SaleNotOpenError", saleState: "UPCOMING" });
    expect(await secure(other!, { eventSlug: ev.slug, lines: seated, code: plain })).toMatchObject({ __typename: "SaleNotOpenError", saleState: "UPCOMING" });
    // Before the code's own window: a typed refusal with the time it opens, in the fan's language.
    expect(await secure(other!, { eventSlug: ev.slug, lines: seated, code: later }, "zh-TW")).toEqual({
      __typename: "CodeSaleNotOpenError",
      code: "CODE_SALE_NOT_OPEN",
      message: "此代碼的預售尚未開始",
      field: "code",
      opensAt: laterAt.toISOString(),
    });
    expect(await db().order.count({ where: { eventId: ev.id } })).toBe(0);

    // The choose page's check tells the holder their window and the types it opens.
    const check = await s.gqlRaw(
      `query PresaleCheck($slug: String!, $code: String!) { checkPromoCode(eventSlug: $slug, code: $code) { __typename ... on PromoCodeCheck { kind saleStartsAt accessTicketTypeIds } } }`,
      { slug: ev.slug, code: later },
      { token: other!.token },
    );
    expect(check.data).toEqual({ checkPromoCode: { __typename: "PromoCodeCheck", kind: "ACCESS", saleStartsAt: laterAt.toISOString(), accessTicketTypeIds: [Buffer.from(`TicketType:${ev.seatedTypeId}`).toString("base64")] } });

    // In its window: the holder secures the code's types.
    const held = await secure(fan!, { eventSlug: ev.slug, lines: seated, code: early.toLowerCase() });
    expect(held).toMatchObject({ __typename: "TicketsSecured", order: { totalAmount: { amount: 90_000 }, promoCode: { code: early, kind: "ACCESS" } } });
    // A type the code does not open waits for the public sale, also for a holder of the code.
    const [third] = await createFans(s.app.deps, 1);
    expect(await secure(third!, { eventSlug: ev.slug, lines: [...seated, ...standing], code: early })).toMatchObject({ __typename: "SaleNotOpenError", saleState: "UPCOMING" });
    expect((await db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, code: early } })).used).toBe(1);
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(0);
    // The organiser pauses the sale: the presale pauses with it.
    await db().event.update({ where: { id: ev.id }, data: { salesPaused: true } });
    const [fourth] = await createFans(s.app.deps, 1);
    expect(await secure(fourth!, { eventSlug: ev.slug, lines: seated, code: early })).toMatchObject({ __typename: "SaleNotOpenError", saleState: "SALE_CLOSED" });
  });

  it("a presale secure asks no waiting-room pass (the room is the public sale's); once the public sale is open, a code holder queues like everyone", async () => {
    const ev = await upcomingEvent(true);
    const early = code();
    await createCode(ev.id, { kind: "ACCESS", code: early, ticketTypeIds: [ev.seatedTypeId], saleStartsAt: new Date(Date.now() - 60_000).toISOString() });
    const [fan, stranger] = await createFans(s.app.deps, 2);
    const seated = [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }];
    // The public is sent to the waiting room (which opens with the public sale); the code's holder buys now.
    expect(await secure(stranger!, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] })).toMatchObject({ __typename: "QueueRequiredError" });
    expect((await secure(fan!, { eventSlug: ev.slug, lines: seated, code: early })).__typename).toBe("TicketsSecured");
    // The public sale opens (the server's copy of the event may still say it has not).
    await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    expect(await secure(fan!, { eventSlug: ev.slug, lines: seated, code: early })).toMatchObject({ __typename: "QueueRequiredError" });
  });

  it("a sale start is an access code's, within the code's validity", async () => {
    const ev = await upcomingEvent();
    const now = Date.now();
    expect(await createCode(ev.id, { kind: "DISCOUNT", code: code(), discountPercent: 10, saleStartsAt: new Date(now).toISOString() })).toMatchObject({ __typename: "ValidationError", field: "saleStartsAt" });
    expect(await createCode(ev.id, { kind: "ACCESS", code: code(), ticketTypeIds: [ev.seatedTypeId], startsAt: new Date(now + HOUR).toISOString(), saleStartsAt: new Date(now).toISOString() })).toMatchObject({
      __typename: "ValidationError",
      field: "saleStartsAt",
    });
    expect(await createCode(ev.id, { kind: "ACCESS", code: code(), ticketTypeIds: [ev.seatedTypeId], endsAt: new Date(now + HOUR).toISOString(), saleStartsAt: new Date(now + 2 * HOUR).toISOString() })).toMatchObject({
      __typename: "ValidationError",
      field: "saleStartsAt",
    });
    // The presale's invitations take one too.
    await db().event.update({ where: { id: ev.id }, data: { presaleRegistration: true } });
    const [fan] = await createFans(s.app.deps, 1);
    await db().presaleInterest.create({ data: { eventId: ev.id, userId: fan!.id } });
    const invited = await s.gqlRaw(
      `mutation PresaleInvite($eventId: ID!, $input: InvitePresaleFansInput!) { invitePresaleFans(eventId: $eventId, input: $input) { __typename ... on PresaleInvitation { invited } } }`,
      { eventId: ev.id, input: { count: 1, saleStartsAt: new Date(now - 60_000).toISOString() } },
      { token: organiser },
    );
    expect(invited.data).toEqual({ invitePresaleFans: { __typename: "PresaleInvitation", invited: 1 } });
    const own = await db().promoCode.findFirstOrThrow({ where: { eventId: ev.id, boundUserId: fan!.id } });
    expect(own.saleStartsAt).not.toBeNull();
    expect((await secure(fan!, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }], code: own.code })).__typename).toBe("TicketsSecured");
  });
});
