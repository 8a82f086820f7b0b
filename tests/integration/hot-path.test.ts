// The on-sale's shortcuts must never change an answer: a "sold out" remembered outside the database
// ends with any release of stock (a cancel, a lapsed hold), a cached copy of the event's terms never
// lets a sale through after they changed, and the response cache never gives one viewer's answer to
// another (nor a single-use challenge twice): fans share only the answers of public reads without a
// viewer field, which are computed as for an anonymous caller.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createProduct } from "../factories/merch.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import type { SecureTicketsInput } from "../gql/graphql.ts";
import { TTL_MS } from "../../server/src/platform/response-cache.ts";
import { waitFor } from "../helpers/wait.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ dbPoolSize: 10 });
});
afterAll(() => s?.stop());

const db = () => s.app.deps.db;

const CANCEL_ORDER = graphql(`mutation HotPathCancelOrder($n: String!) { cancelOrder(orderNo: $n) { __typename } }`);
const EVENT_TITLE = graphql(`query HotPathEventTitle($slug: String!) { event(slug: $slug) { title } }`);
const ME_AND_EVENT = graphql(`query HotPathMeAndEvent($slug: String!) { me { email } event(slug: $slug) { title } }`);
const PRODUCT_LIMIT = graphql(`query HotPathProductLimit($slug: String!) { merchProduct(slug: $slug) { name myRemainingLimit } }`);
const CHALLENGE = graphql(`query HotPathChallenge { humanCheckChallenge }`);
const CHALLENGE_AND_EVENTS = graphql(`query HotPathChallengeAndEvents { humanCheckChallenge events(first: 1) { edges { cursor } } }`);

/** The challenge's signature (humanCheckChallenge is JSON: the test reads the one field it compares). */
function signature(challenge: unknown): unknown {
  return (challenge as { signature?: unknown } | null | undefined)?.signature;
}

async function secure(fan: Fan, input: Omit<SecureTicketsInput, "agreedToTerms" | "humanCheck">) {
  const humanCheck = await solvedHumanCheck(`${s.url}/graphql`);
  const r = await s.gql(SECURE_TICKETS, { input: { agreedToTerms: true, ...input, humanCheck } }, { token: fan.token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  if (!r.data) throw new Error("secureTickets answered no data");
  return r.data.secureTickets;
}

describe("the sold-out mark", () => {
  it("set by a party larger than what is left turns away as large a party without the database, never a fan of one: they get the last ticket", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 3 });
    const [a, b, c] = await createFans(s.app.deps, 3);
    const party = (quantity: number) => ({ eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity }] });
    member(await secure(a, party(2)), "TicketsSecured");
    expect((await secure(b, party(2))).__typename).toBe("SoldOutError");
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(false);
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now(), 2)).toBe(true);
    // A party of three while the type's row is locked: answered from the mark, without waiting for the stock.
    const locked = db().$transaction(async (tx) => {
      await tx.$queryRaw`select id from "TicketType" where id = ${ev.standingTypeId} for update`;
      return (await secure(b, party(3))).__typename;
    });
    expect(await locked).toBe("SoldOutError");
    member(await secure(c, party(1)), "TicketsSecured");
  });

  it("answers sold out without the database once known, and a cancel lets the next fan buy at once", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const line = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] };
    const held = member(await secure(a, line), "TicketsSecured");
    expect((await secure(b, line)).__typename).toBe("SoldOutError");
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(true);

    // While marked, the answer does not touch the stock: the marked type's row can be locked meanwhile.
    const locked = db().$transaction(async (tx) => {
      await tx.$queryRaw`select id from "TicketType" where id = ${ev.standingTypeId} for update`;
      const r = await secure(b, line);
      return r.__typename;
    });
    expect(await locked).toBe("SoldOutError");

    const cancelled = await s.gql(CANCEL_ORDER, { n: held.order.orderNo }, { token: a.token });
    expect(cancelled.errors).toBeUndefined();
    expect(await s.app.deps.soldOut.isSoldOut(ev.standingTypeId, s.app.deps.now())).toBe(false);
    expect((await secure(b, line)).__typename).toBe("TicketsSecured");
  });

  it("ends when the earliest hold lapses: a fan buys the ticket the lapsed hold gives back", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1 });
    const [a, b] = await createFans(s.app.deps, 2);
    const line = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }] };
    const held = member(await secure(a, line), "TicketsSecured");
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
  it("serves anonymous readers and fans one public answer for a moment, and never a staff token", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const staff = await createStaffToken(s, ["events:read"]);
    // A fan asks first: the answer, computed as for anyone, is the one anonymous callers then get.
    const before = (await s.gql(EVENT_TITLE, { slug: ev.slug }, { token: fan.token })).data?.event?.title;
    expect(before).toEqual(expect.any(String));
    await db().event.update({ where: { id: ev.id }, data: { title: "Renamed" } });
    // Anonymous and signed in: the cached answer, until it lapses.
    expect((await s.gql(EVENT_TITLE, { slug: ev.slug })).data?.event?.title).toBe(before);
    expect((await s.gql(EVENT_TITLE, { slug: ev.slug }, { token: fan.token })).data?.event?.title).toBe(before);
    // A staff token: never from the cache.
    expect((await s.gql(EVENT_TITLE, { slug: ev.slug }, { token: staff })).data?.event?.title).toBe("Renamed");
    // …and the cached copy lapses on its own within its time to live (with room for a loaded machine).
    await waitFor(async () => (await s.gql(EVENT_TITLE, { slug: ev.slug }, { token: fan.token })).data?.event?.title === "Renamed", "the cached answer to lapse", { timeoutMs: TTL_MS + 2_000, intervalMs: 100 });
  });

  it("shares a public read the first-party client sends by its persisted id, and not one with a viewer field", async () => {
    const persisted = JSON.parse(fs.readFileSync(loadConfig().graphql.trustedDocumentsFile, "utf8")) as Record<string, string>;
    const idOf = (name: string) => Object.entries(persisted).find(([, text]) => new RegExp(`(^| )query ${name}\\(`).test(text))![0];
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [fan] = await createFans(s.app.deps, 1);
    const post = async (id: string, variables: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
      });
      return (await res.json()) as { data?: { event?: { title: string } | null; merchProduct?: { myRemainingLimit: number | null } | null } | null };
    };
    const eventPage = idOf("EventDetail");
    const before = (await post(eventPage, { slug: ev.slug }, fan.token)).data?.event?.title;
    expect(before).toEqual(expect.any(String));
    await db().event.update({ where: { id: ev.id }, data: { title: "Renamed by id" } });
    expect((await post(eventPage, { slug: ev.slug }, fan.token)).data?.event?.title).toBe(before);
    expect((await post(eventPage, { slug: ev.slug })).data?.event?.title).toBe(before);
    // The shop's product page selects myRemainingLimit: anonymous callers share theirs, the fan gets their own.
    const product = await createProduct(s.app.deps, { eventId: ev.id, maxPerAccount: 2 });
    const productPage = idOf("MerchProduct");
    expect((await post(productPage, { slug: product.slug })).data?.merchProduct?.myRemainingLimit).toBeNull();
    expect((await post(productPage, { slug: product.slug }, fan.token)).data?.merchProduct?.myRemainingLimit).toBe(2);
  });

  it("answers a public read with a viewer field for each fan, never from the cache", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const product = await createProduct(s.app.deps, { eventId: ev.id, maxPerAccount: 3 });
    const [fan] = await createFans(s.app.deps, 1);
    // Anonymous: no limit, and that answer is cached for anonymous callers…
    expect((await s.gql(PRODUCT_LIMIT, { slug: product.slug })).data?.merchProduct?.myRemainingLimit).toBeNull();
    // …but the fan gets their own, computed for them (twice: never kept for anyone).
    expect((await s.gql(PRODUCT_LIMIT, { slug: product.slug }, { token: fan.token })).data?.merchProduct?.myRemainingLimit).toBe(3);
    await db().merchProduct.update({ where: { id: product.id }, data: { name: "Renamed merch" } });
    const again = (await s.gql(PRODUCT_LIMIT, { slug: product.slug }, { token: fan.token })).data?.merchProduct;
    expect(again).toEqual({ name: "Renamed merch", myRemainingLimit: 3 });
    expect((await s.gql(PRODUCT_LIMIT, { slug: product.slug })).data?.merchProduct?.myRemainingLimit).toBeNull();
  });

  it("never gives one viewer's answer to another, nor an anonymous caller a viewer's", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10 });
    const [a, b] = await createFans(s.app.deps, 2);
    const q = ME_AND_EVENT;
    expect((await s.gql(q, { slug: ev.slug }, { token: a.token })).data?.me?.email).toBe(a.email);
    expect((await s.gql(q, { slug: ev.slug }, { token: b.token })).data?.me?.email).toBe(b.email);
    expect((await s.gql(q, { slug: ev.slug }, { token: a.token })).data?.me?.email).toBe(a.email);
    const anonymous = await s.gql(q, { slug: ev.slug });
    expect(anonymous.data?.me ?? null).toBeNull();
    expect(JSON.stringify(anonymous)).not.toContain(a.email);
  });

  it("answers each anonymous request for a human-check challenge anew", async () => {
    const one = await s.gql(CHALLENGE);
    const two = await s.gql(CHALLENGE);
    expect(signature(one.data?.humanCheckChallenge)).toEqual(expect.any(String));
    expect(signature(one.data?.humanCheckChallenge)).not.toBe(signature(two.data?.humanCheckChallenge));
    const withEvents = CHALLENGE_AND_EVENTS;
    const three = await s.gql(withEvents);
    const four = await s.gql(withEvents);
    expect(signature(three.data?.humanCheckChallenge)).toEqual(expect.any(String));
    expect(signature(three.data?.humanCheckChallenge)).not.toBe(signature(four.data?.humanCheckChallenge));
  });
});
