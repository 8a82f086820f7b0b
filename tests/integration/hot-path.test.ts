// The on-sale's shortcuts must never change an answer: a "sold out" remembered outside the database
// ends with any release of stock (a cancel, a lapsed hold), a cached copy of the event's terms never
// lets a sale through after they changed, and the response cache never gives one viewer's answer to
// another (nor a single-use challenge twice).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { TTL_MS } from "../../server/src/platform/response-cache.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 10 });
});
afterAll(() => s?.stop());

const db = () => s.app.deps.db;

async function secure(fan: Fan, input: Record<string, unknown>) {
  const humanCheck = await solvedHumanCheck(`${s.url}/graphql`);
  const r = await s.gql(SECURE_TICKETS.toString(), { input: { agreedToTerms: true, ...input, humanCheck } }, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.secureTickets;
}

describe("the sold-out mark", () => {
  it("answers sold out without the database once known, and a cancel lets the next fan buy at once", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const line = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] };
    const held = await secure(a, line);
    expect(held.__typename).toBe("TicketsSecured");
    expect((await secure(b, line)).__typename).toBe("SoldOutError");
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(true);

    // While marked, the answer does not touch the stock: the marked type's row can be locked meanwhile.
    const locked = db().$transaction(async (tx) => {
      await tx.$queryRaw`select id from "TicketType" where id = ${ev.standingTypeId} for update`;
      const r = await secure(b, line);
      return r.__typename;
    });
    expect(await locked).toBe("SoldOutError");

    const cancelled = await s.gql(`mutation($n: String!) { cancelOrder(orderNo: $n) { __typename } }`, { n: held.order.orderNo }, { token: a.token });
    expect(cancelled.errors).toBeUndefined();
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(false);
    expect((await secure(b, line)).__typename).toBe("TicketsSecured");
  });

  it("ends when the earliest hold lapses: a fan buys the ticket the lapsed hold gives back", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const line = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] };
    const held = await secure(a, line);
    expect((await secure(b, line)).__typename).toBe("SoldOutError");
    const realNow = s.app.deps.now;
    try {
      // Eleven minutes later, before the expiry job has run: the mark has ended with A's hold, and the
      // secure sweeps that lapsed hold and sells its ticket to B.
      s.app.deps.now = () => new Date(Date.now() + 11 * 60_000);
      expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(false);
      const bought = await secure(b, line);
      expect(bought.__typename).toBe("TicketsSecured");
    } finally {
      s.app.deps.now = realNow;
    }
    expect((await db().order.findUniqueOrThrow({ where: { id: held.order.id } })).status).toBe("EXPIRED");
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(1);
  });
});

describe("the cached event terms", () => {
  it("a change of the event's terms is honoured at once, however recently the copy was read", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const line = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] };
    expect((await secure(fan, line)).__typename).toBe("TicketsSecured");
    await db().event.update({ where: { id: ev.id }, data: { desktopOnly: true } });
    expect((await secure(fan, line)).__typename).toBe("TicketDesktopOnlyError");
    await db().event.update({ where: { id: ev.id }, data: { desktopOnly: false, maxTicketsPerAccount: 1 } });
    expect((await secure(fan, line)).__typename).toBe("TicketLimitReachedError");
  });
});

describe("the response cache", () => {
  const eventQuery = `query($slug: String!) { event(slug: $slug) { title } }`;

  it("serves anonymous readers a public answer for a moment, and never a signed-in one", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const before = (await s.gql(eventQuery, { slug: ev.slug })).data.event.title;
    await db().event.update({ where: { id: ev.id }, data: { title: "Renamed" } });
    // Anonymous: the cached answer, until it lapses.
    expect((await s.gql(eventQuery, { slug: ev.slug })).data.event.title).toBe(before);
    // Signed in: never from the cache.
    expect((await s.gql(eventQuery, { slug: ev.slug }, { token: fan.token })).data.event.title).toBe("Renamed");
    await new Promise((r) => setTimeout(r, TTL_MS + 200));
    expect((await s.gql(eventQuery, { slug: ev.slug })).data.event.title).toBe("Renamed");
  });

  it("never gives one viewer's answer to another, nor an anonymous caller a viewer's", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [a, b] = await createFans(s.app.deps, 2);
    const q = `query($slug: String!) { me { email } event(slug: $slug) { title } }`;
    expect((await s.gql(q, { slug: ev.slug }, { token: a.token })).data.me.email).toBe(a.email);
    expect((await s.gql(q, { slug: ev.slug }, { token: b.token })).data.me.email).toBe(b.email);
    expect((await s.gql(q, { slug: ev.slug }, { token: a.token })).data.me.email).toBe(a.email);
    const anonymous = await s.gql(q, { slug: ev.slug });
    expect(anonymous.data?.me ?? null).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain(a.email);
  });

  it("answers each anonymous request for a human-check challenge anew", async () => {
    const one = await s.gql(`{ humanCheckChallenge }`);
    const two = await s.gql(`{ humanCheckChallenge }`);
    expect(one.data.humanCheckChallenge.signature).not.toBe(two.data.humanCheckChallenge.signature);
    const withEvents = `{ humanCheckChallenge events(first: 1) { edges { cursor } } }`;
    const three = await s.gql(withEvents);
    const four = await s.gql(withEvents);
    expect(three.data.humanCheckChallenge.signature).not.toBe(four.data.humanCheckChallenge.signature);
  });
});
