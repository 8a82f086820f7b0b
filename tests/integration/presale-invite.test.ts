// A Verified-Fan-style presale over real HTTP (issue 35): fans register for an event's presale, the
// organiser invites N of them drawn at random, each gets a personal single-use ACCESS code bound to their
// account by e-mail in their own language; another fan entering that code is refused as if it did not
// exist (no hold, no use counted) while its fan holds with it; a fan may withdraw before being invited.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { drawFair } from "../../server/src/modules/codes/codes.rules.ts";

let s: TestServer;
let org: string;
let organiser: string;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 10 });
  const o = await s.app.deps.db.organisation.create({ data: { slug: `presale-${crypto.randomBytes(3).toString("hex")}`, name: "Presale" } });
  org = o.id;
  organiser = (await createStaffToken(s.app.deps.db, "presale test", ["events:write"], { organisationId: org })).token;
}, 120_000);
afterAll(() => s?.stop());

const db = () => s.app.deps.db;
type Result = { __typename: string; [k: string]: unknown };
const globalEventId = (id: string) => Buffer.from(`Event:${id}`).toString("base64");

async function gql<T = Result>(query: string, variables: Record<string, unknown>, token: string, lang?: string): Promise<T> {
  const r = await s.gqlRaw(query, variables, { token, lang });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data as Record<string, T>)[0]!;
}

const REGISTER = `mutation PresaleRegister($eventId: ID!) { registerPresaleInterest(eventId: $eventId) { __typename ... on Error { code message } ... on PresaleInterest { id invited invitedAt registeredAt } } }`;
const WITHDRAW = `mutation PresaleWithdraw($eventId: ID!) { withdrawPresaleInterest(eventId: $eventId) { __typename ... on Error { code message } ... on PresaleWithdrawal { withdrawn } } }`;
const MINE = `query PresaleMine($slug: String!) { event(slug: $slug) { presaleRegistration myPresaleInterest { invited } } }`;
const INVITE = `mutation PresaleInvite($eventId: ID!, $input: InvitePresaleFansInput!) { invitePresaleFans(eventId: $eventId, input: $input) {
  __typename ... on Error { code message field } ... on PresaleInvitation { invited remaining batch presale { open registered invited remaining } }
} }`;
const SUMMARY = `query PresaleSummary($eventId: ID!) { operatorPresale(eventId: $eventId) { open registered invited remaining } }`;
const SECURE = `mutation PresaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) {
  __typename ... on Error { code message } ... on TicketsSecured { order { id promoCode { code kind } } }
} }`;
const CHECK = `query PresaleCheck($slug: String!, $code: String!) { checkPromoCode(eventSlug: $slug, code: $code) { __typename ... on Error { code message } ... on PromoCodeCheck { code } } }`;

async function presaleEvent(): Promise<OnSaleEvent> {
  const ev = await createOnSaleEvent(s.app.deps, { standing: 50 });
  await db().event.update({ where: { id: ev.id }, data: { organisationId: org } });
  await db().ticketType.update({ where: { id: ev.seatedTypeId }, data: { hidden: true } });
  // The organiser switches registration on through the operator API.
  const on = await gql(`mutation PresaleOn($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: true }) { __typename ... on OperatorEvent { presaleRegistration } } }`, { id: ev.id }, organiser);
  expect(on).toMatchObject({ __typename: "OperatorEvent", presaleRegistration: true });
  return ev;
}

async function secure(fan: Fan, ev: OnSaleEvent, code: string, lang?: string): Promise<Result> {
  const humanCheck = await solvedHumanCheck(`${s.url}/graphql`);
  return gql(SECURE, { input: { agreedToTerms: true, humanCheck, eventSlug: ev.slug, lines: [{ ticketTypeId: ev.seatedTypeId, quantity: 1 }], code } }, fan.token, lang);
}

const languages = ["en_US", "vi", "zh", "zh_TW", "th", "ms"];
const subjects: Record<string, string> = { en_US: "Your presale code for", vi: "Mã mua trước của bạn cho", zh: "预售代码", zh_TW: "預售代碼", th: "รหัสการขายล่วงหน้าของคุณสำหรับ", ms: "Kod prajualan anda untuk" };

describe("presale invitations", () => {
  it("10 fans register, 4 are invited with personal codes by e-mail in their language, then the 6 others; a bound code is its fan's alone", async () => {
    const ev = await presaleEvent();
    const fans = await createFans(s.app.deps, 10);
    const lang = new Map(fans.map((f, i) => [f.id, languages[i % languages.length]!]));
    for (const f of fans) await db().user.update({ where: { id: f.id }, data: { language: lang.get(f.id)! } });
    for (const f of fans) expect(await gql(REGISTER, { eventId: globalEventId(ev.id) }, f.token)).toMatchObject({ __typename: "PresaleInterest", invited: false });
    // Registering again changes nothing.
    expect(await gql(REGISTER, { eventId: globalEventId(ev.id) }, fans[0]!.token)).toMatchObject({ __typename: "PresaleInterest" });
    expect(await gql(MINE, { slug: ev.slug }, fans[0]!.token)).toEqual({ presaleRegistration: true, myPresaleInterest: { invited: false } });
    expect(await gql(SUMMARY, { eventId: ev.id }, organiser)).toEqual({ open: true, registered: 10, invited: 0, remaining: 10 });

    const first = await gql(INVITE, { eventId: ev.id, input: { count: 4 } }, organiser);
    expect(first).toMatchObject({ __typename: "PresaleInvitation", invited: 4, remaining: 6, presale: { registered: 10, invited: 4, remaining: 6 } });
    const codes = await db().promoCode.findMany({ where: { eventId: ev.id } });
    expect(codes).toHaveLength(4);
    expect(new Set(codes.map((c) => c.code)).size).toBe(4);
    expect(new Set(codes.map((c) => c.boundUserId)).size).toBe(4);
    for (const c of codes) expect(c).toMatchObject({ kind: "ACCESS", maxUses: 1, maxUsesPerAccount: 1, used: 0, ticketTypeIds: [ev.seatedTypeId], batch: first.batch });
    const invitedIds = codes.map((c) => c.boundUserId!);
    for (const id of invitedIds) expect(fans.some((f) => f.id === id)).toBe(true);
    expect(await db().auditLog.count({ where: { action: "operator.presale_invite", targetId: ev.id } })).toBe(1);

    // One mail each, to the fan, in the fan's language, carrying their own code and a link with it.
    const mails = await db().mailOutbox.findMany({ where: { to: { in: fans.map((f) => f.email) } } });
    expect(mails).toHaveLength(4);
    for (const c of codes) {
      const fan = fans.find((f) => f.id === c.boundUserId)!;
      const mine = mails.filter((m) => m.to === fan.email);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.subject).toContain(subjects[lang.get(fan.id)!]!);
      expect(mine[0]!.text).toContain(c.code);
      expect(mine[0]!.text).toContain(`/#/ticket/choose?slug=${encodeURIComponent(ev.slug)}&code=${c.code}`);
    }
    const invitedFan = fans.find((f) => f.id === invitedIds[0])!;
    expect(await gql(MINE, { slug: ev.slug }, invitedFan.token)).toMatchObject({ myPresaleInterest: { invited: true } });
    // An invited fan can no longer withdraw.
    expect(await gql(WITHDRAW, { eventId: globalEventId(ev.id) }, invitedFan.token)).toMatchObject({ __typename: "PresaleAlreadyInvitedError", code: "PRESALE_ALREADY_INVITED" });

    // Another fan entering a bound code: refused as an unknown code would be, and nothing changes.
    const code = codes.find((c) => c.boundUserId === invitedFan.id)!;
    const other = fans.find((f) => !invitedIds.includes(f.id))!;
    expect(await gql(CHECK, { slug: ev.slug, code: code.code }, other.token)).toMatchObject({ __typename: "PromoCodeInvalidError" });
    expect(await secure(other, ev, code.code, "vi")).toMatchObject({ __typename: "PromoCodeInvalidError", code: "PROMO_CODE_INVALID", message: "Mã này không hợp lệ" });
    expect(await db().order.count({ where: { userId: other.id } })).toBe(0);
    expect((await db().promoCode.findUniqueOrThrow({ where: { id: code.id } })).used).toBe(0);
    expect(await db().promoCodeUse.count({ where: { codeId: code.id } })).toBe(0);
    // Its fan holds with it (any case).
    expect(await gql(CHECK, { slug: ev.slug, code: code.code.toLowerCase() }, invitedFan.token)).toMatchObject({ __typename: "PromoCodeCheck", code: code.code });
    expect(await secure(invitedFan, ev, code.code.toLowerCase())).toMatchObject({ __typename: "TicketsSecured", order: { promoCode: { code: code.code, kind: "ACCESS" } } });
    expect((await db().promoCode.findUniqueOrThrow({ where: { id: code.id } })).used).toBe(1);

    // Inviting 10 more invites only the 6 remaining ones.
    const second = await gql(INVITE, { eventId: ev.id, input: { count: 10 } }, organiser);
    expect(second).toMatchObject({ __typename: "PresaleInvitation", invited: 6, remaining: 0, presale: { registered: 10, invited: 10, remaining: 0 } });
    const all = await db().promoCode.findMany({ where: { eventId: ev.id } });
    expect(all).toHaveLength(10);
    expect(new Set(all.map((c) => c.boundUserId))).toEqual(new Set(fans.map((f) => f.id)));
    expect(await db().mailOutbox.count({ where: { to: { in: fans.map((f) => f.email) } } })).toBe(10);
    // Nobody left: nothing made, nothing sent.
    expect(await gql(INVITE, { eventId: ev.id, input: { count: 3 } }, organiser)).toMatchObject({ invited: 0, remaining: 0, batch: null });
    expect(await db().promoCode.count({ where: { eventId: ev.id } })).toBe(10);
  });

  it("a fan withdraws before being invited, and is then not drawn; registration needs the organiser's switch", async () => {
    const ev = await presaleEvent();
    const [a, b] = await createFans(s.app.deps, 2);
    await gql(REGISTER, { eventId: globalEventId(ev.id) }, a!.token);
    await gql(REGISTER, { eventId: ev.id }, b!.token);
    expect(await gql(WITHDRAW, { eventId: globalEventId(ev.id) }, a!.token)).toEqual({ __typename: "PresaleWithdrawal", withdrawn: true });
    expect(await gql(WITHDRAW, { eventId: globalEventId(ev.id) }, a!.token)).toEqual({ __typename: "PresaleWithdrawal", withdrawn: false });
    expect(await gql(MINE, { slug: ev.slug }, a!.token)).toEqual({ presaleRegistration: true, myPresaleInterest: null });
    expect(await gql(INVITE, { eventId: ev.id, input: { count: 5 } }, organiser)).toMatchObject({ invited: 1, remaining: 0 });
    expect((await db().promoCode.findMany({ where: { eventId: ev.id } })).map((c) => c.boundUserId)).toEqual([b!.id]);

    await gql(`mutation PresaleOff($id: ID!) { updateEvent(id: $id, input: { presaleRegistration: false }) { __typename } }`, { id: ev.id }, organiser);
    expect(await gql(REGISTER, { eventId: globalEventId(ev.id) }, a!.token, "zh-TW")).toMatchObject({ __typename: "PresaleNotOpenError", code: "PRESALE_NOT_OPEN", message: "此預售的登記尚未開放" });
    expect(await gql(REGISTER, { eventId: globalEventId("no-such-event") }, a!.token)).toMatchObject({ __typename: "NotFoundError" });
    expect(await gql(INVITE, { eventId: ev.id, input: { count: 0 } }, organiser)).toMatchObject({ __typename: "ValidationError", field: "count" });
  });

  it("a code bound to an e-mail works for that account in any case, and for nobody else", async () => {
    const ev = await presaleEvent();
    const [owner, other] = await createFans(s.app.deps, 2);
    const c = `MAIL${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
    const made = await gql(
      `mutation PresaleBound($eventId: ID!, $input: CreatePromoCodesInput!) { createPromoCodes(eventId: $eventId, input: $input) { __typename ... on Error { field } ... on PromoCodesCreated { codes { boundEmail } } } }`,
      { eventId: ev.id, input: { kind: "ACCESS", code: c, ticketTypeIds: [ev.seatedTypeId], boundEmail: owner!.email.toUpperCase() } },
      organiser,
    );
    expect(made).toMatchObject({ __typename: "PromoCodesCreated", codes: [{ boundEmail: owner!.email.toLowerCase() }] });
    expect(await secure(other!, ev, c)).toMatchObject({ __typename: "PromoCodeInvalidError" });
    expect(await secure(owner!, ev, c)).toMatchObject({ __typename: "TicketsSecured" });
  });

  it("two invitations at once draw different fans: 6 registrants, 4 + 4 asked, 6 invited once each", async () => {
    const ev = await presaleEvent();
    const fans = await createFans(s.app.deps, 6);
    await Promise.all(fans.map((f) => gql(REGISTER, { eventId: globalEventId(ev.id) }, f.token)));
    const [x, y] = await Promise.all([gql(INVITE, { eventId: ev.id, input: { count: 4 } }, organiser), gql(INVITE, { eventId: ev.id, input: { count: 4 } }, organiser)]);
    expect([x.invited as number, y.invited as number].sort()).toEqual([2, 4]);
    const codes = await db().promoCode.findMany({ where: { eventId: ev.id } });
    expect(new Set(codes.map((c) => c.boundUserId))).toEqual(new Set(fans.map((f) => f.id)));
    expect(codes).toHaveLength(6);
    expect(await db().mailOutbox.count({ where: { to: { in: fans.map((f) => f.email) } } })).toBe(6);
  });

  it("draws uniformly: each of 5 items comes first about as often as the others", () => {
    const firsts = new Map<number, number>();
    for (let i = 0; i < 5000; i++) {
      const [x] = drawFair([0, 1, 2, 3, 4], 2);
      firsts.set(x!, (firsts.get(x!) ?? 0) + 1);
    }
    for (const k of [0, 1, 2, 3, 4]) expect(firsts.get(k)).toBeGreaterThan(800);
    expect(drawFair([1, 2, 3], 10).sort()).toEqual([1, 2, 3]);
  });
  it("invites 10,000 registrants at once: a code and a mail each, in one transaction", { timeout: 240_000 }, async () => {
    const N = 10_000;
    const ev = await presaleEvent();
    const tag = crypto.randomBytes(4).toString("hex");
    // Registrants made in SQL (10,000 sign-ups through the API would take minutes): accounts in six languages.
    await db().$executeRaw`insert into "User" (id, email, "passwordHash", nickname, "inviteCode", language, "updatedAt")
      select ${`u${tag}-`} || g, ${`many-${tag}-`} || g || '@example.com', 'x', 'Fan ' || g, ${`I${tag}`} || g, (array['en_US', 'vi', 'zh', 'zh_tw', 'th', 'ms'])[1 + g % 6], now()
      from generate_series(1, ${N}) g`;
    await db().$executeRaw`insert into "PresaleInterest" (id, "eventId", "userId") select ${`pi${tag}-`} || g, ${ev.id}, ${`u${tag}-`} || g from generate_series(1, ${N}) g`;
    const started = performance.now();
    const invited = await gql(INVITE, { eventId: ev.id, input: { count: N } }, organiser);
    const seconds = (performance.now() - started) / 1000;
    expect(invited).toMatchObject({ __typename: "PresaleInvitation", invited: N, remaining: 0, presale: { registered: N, invited: N, remaining: 0 } });
    // One single-use code bound to each registrant, one mail to each with their own code.
    const codes = await db().promoCode.findMany({ where: { eventId: ev.id }, select: { code: true, boundUserId: true } });
    expect(new Set(codes.map((c) => c.boundUserId)).size).toBe(N);
    expect(new Set(codes.map((c) => c.code)).size).toBe(N);
    const mails = await db().mailOutbox.findMany({ where: { to: { startsWith: `many-${tag}-` } }, select: { to: true, text: true } });
    expect(mails).toHaveLength(N);
    const codeOf = new Map(codes.map((c) => [c.boundUserId, c.code]));
    for (const m of mails.slice(0, 50)) expect(m.text).toContain(codeOf.get(`u${tag}-${/-(\d+)@/.exec(m.to)![1]}`)!);
    expect(await db().presaleInterest.count({ where: { eventId: ev.id, invitedAt: null } })).toBe(0);
    console.log(`invitePresaleFans of ${N}: ${seconds.toFixed(1)} s`);
  });
});
