// Hand-back at face value with the waiting room's line in Redis (issue 32 item 1; the multi-instance mode,
// REDIS_URL set): two server instances on one database and one Redis key prefix of this file's own. Fifty-five
// fans join through either instance and are drawn at the opening; the line then stands still (no admission)
// while five tickets are handed back at once, through both instances. The offers go to the first five of the
// line in its order, none to anyone behind them; the Redis line loses exactly those five and keeps the rest
// in order; a lapsed offer passes to the next in line, in order; nobody outside the line (nor a fan behind
// in it) can pay an offer; every ticket is sold once, its seller paid once.
// Needs the machine's Redis (REDIS_URL, else 127.0.0.1:6379): without it the file fails under CI=true and
// otherwise skips, named in npm test's summary (helpers/missing.ts).
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlAt, startTestServer, testAppConfig, type TestServer } from "../helpers/server.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { JOIN_QUEUE, MY_QUEUE_PLACE } from "../helpers/queue.ts";
import { missingRedis, testRedisUrl } from "../helpers/scale-out.ts";
import { canRun } from "../helpers/missing.ts";
import { waitFor } from "../helpers/wait.ts";
import { auditDatabase } from "../helpers/db-audit.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { buildApp, type App } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/config.ts";
import { expireDueOrders } from "../../server/src/modules/orders/index.ts";

const PAY_PASSWORD = "135790";
const PRICE = 42_000;
const IN_LINE = 55;
const HANDED_BACK = 5;

const SECURE = graphql(`
  mutation HandBackRedisSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation HandBackRedisPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }
  }
`);
const HAND_BACK = graphql(`
  mutation HandBackRedisList($input: HandBackTicketsInput!) {
    handBackTickets(input: $input) { __typename ... on Error { code } ... on HandBackTicketsSuccess { handBacks { id status } } }
  }
`);

const noRedis = await missingRedis();
const runs = canRun("hand-back-redis (the line in Redis)", noRedis ? [noRedis] : []);

describe.skipIf(!runs)("hand-back with the line in Redis, on two instances", () => {
  let s: TestServer;
  let second: App;
  let redis: Redis;
  const prefix = `test-hb-${crypto.randomBytes(4).toString("hex")}:`;
  beforeAll(async () => {
    const overrides: Partial<Config> = { queue: { ...loadConfig().queue, tickMs: 100 }, redisUrl: testRedisUrl, redisKeyPrefix: prefix };
    s = await startTestServer(overrides);
    // The second instance: the same database and Redis prefix, as behind a load balancer (only one of the two
    // holds the job leadership and ticks the room).
    second = await buildApp(testAppConfig(s.app.deps.config.databaseUrl!, overrides)).start();
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
    await s?.stop();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
  const db = () => s.app.deps.db;
  /** Instance i % 2: the requests are spread over both. */
  const gqlOn = (i: number) => (i % 2 === 0 ? s.gql : graphqlAt(second.url));
  const lineKey = (ev: OnSaleEvent) => `${prefix}queue:{${ev.id}}:line`;
  const gid = (id: string) => Buffer.from(`Ticket:${id}`).toString("base64");
  const fan = () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 1_000_000, phone: "verified" });
  const pay = async (f: SignableFan, orderNo: string, i = 0) =>
    (await gqlOn(i)(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder.__typename;

  it(
    "offers five handed-back tickets to the first five of the Redis line in its order, passes a lapsed offer to the next in order, lets nobody else buy, and sells each ticket once",
    { timeout: 300_000 },
    async () => {
      // Six standing tickets, five bought (and paid) by the sellers before the room is on; one is left, so the
      // room never sells out and its line stays in Redis.
      const ev = await createOnSaleEvent(s.app.deps, { standing: HANDED_BACK + 1, standingPrice: PRICE, isHot: true, waitingRoom: false, rows: [], perRow: 0 });
      const sellers = await Promise.all(Array.from({ length: HANDED_BACK }, () => fan()));
      const sold: { seller: SignableFan; ticketId: string }[] = [];
      for (const seller of sellers) {
        const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
        const secured = (await s.gql(SECURE, { input }, { token: seller.token })).data!.secureTickets;
        if (secured.__typename !== "TicketsSecured") throw new Error(JSON.stringify(secured));
        expect(await pay(seller, secured.order.orderNo)).toBe("PaymentAccepted");
        sold.push({ seller, ticketId: (await db().ticket.findFirstOrThrow({ where: { ownerId: seller.id, eventId: ev.id } })).id });
      }
      // The room opens later; one admission a minute at most, places kept an hour, offers held ten minutes.
      await db().event.update({ where: { id: ev.id }, data: { handBackEnabled: true, saleStartsAt: new Date(Date.now() + 3600_000) } });
      await db().queueRoom.update({ where: { eventId: ev.id }, data: { enabled: true, ratePerMinute: 1, currentRatePerMinute: 1, offerSeconds: 600, graceSeconds: 3600 } });

      // The fans join the pre-queue through both instances, then the leader draws it at the opening.
      const fans: SignableFan[] = [];
      for (let i = 0; i < IN_LINE; i += 11) fans.push(...(await Promise.all(Array.from({ length: Math.min(11, IN_LINE - i) }, () => fan()))));
      for (let i = 0; i < fans.length; i += 5) {
        await Promise.all(
          fans.slice(i, i + 5).map(async (f, j) => {
            const joined = (await gqlOn(i + j)(JOIN_QUEUE, { input: { eventSlug: ev.slug, humanCheck: await solvedHumanCheck(s) } }, { token: f.token })).data!.joinQueue;
            expect(joined.__typename).toBe("JoinQueueSuccess");
          }),
        );
      }
      await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
      await waitFor(async () => (await redis.zcard(lineKey(ev))) === IN_LINE, `${IN_LINE} in the Redis line`, { timeoutMs: 30_000, intervalMs: 50 });
      // The line stands still from here: no admission budget until tomorrow (the draw left a minute's at most).
      await db().queueRoom.update({ where: { eventId: ev.id }, data: { admittedUntil: new Date(Date.now() + 86_400_000) } });
      expect(await db().queueEntry.count({ where: { eventId: ev.id, status: "ADMITTED" } })).toBe(0);

      // The line's order: Redis's, and the record's ranks agree.
      const byId = new Map(fans.map((f) => [f.id, f]));
      const line = await redis.zrange(lineKey(ev), 0, -1);
      const ranked = await db().queueEntry.findMany({ where: { eventId: ev.id }, orderBy: { rank: "asc" }, select: { userId: true, status: true, rank: true } });
      expect(ranked.map((e) => e.userId)).toEqual(line);
      expect(ranked.every((e) => e.status === "WAITING" && e.rank !== null)).toBe(true);
      const rankOf = new Map(ranked.map((e) => [e.userId, Number(e.rank)]));
      const inLine = (n: number) => byId.get(line[n])!;

      // Five hand-backs at once, through both instances.
      const listed = await Promise.all(
        sold.map(async ({ seller, ticketId }, i) => {
          const r = (await gqlOn(i)(HAND_BACK, { input: { ticketIds: [gid(ticketId)], payPassword: PAY_PASSWORD } }, { token: seller.token })).data!.handBackTickets;
          if (r.__typename !== "HandBackTicketsSuccess") throw new Error(JSON.stringify(r));
          expect(r.handBacks[0].status).toBe("OFFERED");
          return r.handBacks[0].id;
        }),
      );
      const offeredTo = async () => (await db().handBack.findMany({ where: { id: { in: listed } }, select: { offerUserId: true } })).map((h) => h.offerUserId);
      // Exactly the first five of the line, no one else.
      expect((await offeredTo()).sort()).toEqual(line.slice(0, HANDED_BACK).sort());
      const status = async () => new Map((await db().queueEntry.findMany({ where: { eventId: ev.id }, select: { userId: true, status: true } })).map((e) => [e.userId, e.status]));
      let now = await status();
      expect(line.map((u) => now.get(u))).toEqual([...Array(HANDED_BACK).fill("OFFERED"), ...Array(IN_LINE - HANDED_BACK).fill("WAITING")]);
      // Served one after the other in the line's order (the public fairness log shows the offers by rank).
      const offerRanks = async () =>
        (await db().fairnessLogEntry.findMany({ where: { eventId: ev.id, type: "offer" }, orderBy: { seq: "asc" } })).map((e) => (e.payload as { rank: number }).rank);
      expect(await offerRanks()).toEqual(line.slice(0, HANDED_BACK).map((u) => rankOf.get(u)));
      // The Redis line lost exactly those five, and the rest keep their order and see their new places.
      expect(await redis.zrange(lineKey(ev), 0, -1)).toEqual(line.slice(HANDED_BACK));
      for (const n of [HANDED_BACK, HANDED_BACK + 1, IN_LINE - 1]) {
        expect((await gqlOn(n)(MY_QUEUE_PLACE, { eventSlug: ev.slug }, { token: inLine(n).token })).data!.myQueuePlace).toMatchObject({ status: "WAITING", position: n - HANDED_BACK + 1 });
      }

      // Offers lapse (as the expiry job releases them): the second's, then the fourth's; each passes to the
      // next in line, in order.
      const offerOf = async (userId: string) => db().order.findFirstOrThrow({ where: { eventId: ev.id, userId, status: "AWAITING_PAYMENT" } });
      const lapsed: string[] = [];
      for (const [k, n] of [1, 3].entries()) {
        const order = await offerOf(line[n]);
        await db().order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
        await expireDueOrders(s.app.deps, { eventId: ev.id });
        lapsed.push(order.orderNo);
        const next = line[HANDED_BACK + k];
        now = await status();
        expect(now.get(line[n])).toBe("EXPIRED");
        expect(now.get(next)).toBe("OFFERED");
        expect(line.slice(HANDED_BACK + k + 1).every((u) => now.get(u) === "WAITING")).toBe(true);
        expect(await redis.zrange(lineKey(ev), 0, -1)).toEqual(line.slice(HANDED_BACK + k + 1));
        // The lapsed fan cannot pay what they were offered.
        expect(await pay(inLine(n), order.orderNo, k)).not.toBe("PaymentAccepted");
      }
      const holders = [0, 2, 4, HANDED_BACK, HANDED_BACK + 1].map((n) => line[n]);
      expect((await offeredTo()).sort()).toEqual([...holders].sort());
      expect(await offerRanks()).toEqual([...line.slice(0, HANDED_BACK), line[HANDED_BACK], line[HANDED_BACK + 1]].map((u) => rankOf.get(u)));

      // Nobody outside the line can buy: not an offer, and not the ticket left (no admission pass). Nor a fan
      // behind in the line, nor a fan whose offer lapsed.
      const outsider = await fan();
      const offers = await Promise.all(holders.map((u) => offerOf(u)));
      for (const [i, o] of offers.entries()) {
        expect(await pay(outsider, o.orderNo, i)).not.toBe("PaymentAccepted");
        expect(await pay(inLine(HANDED_BACK + 2), o.orderNo, i + 1)).not.toBe("PaymentAccepted");
        expect(await pay(inLine(1), o.orderNo, i)).not.toBe("PaymentAccepted");
      }
      const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) };
      expect((await s.gql(SECURE, { input }, { token: outsider.token })).data!.secureTickets.__typename).not.toBe("TicketsSecured");

      // The five holders pay, each twice at once on both instances, while the outsider tries every offer.
      const ledgerBefore = await db().$queryRaw<{ total: bigint }[]>`select coalesce(sum(amount), 0)::bigint as total from "LedgerEntry"`;
      const results = await Promise.all(
        offers.flatMap((o, i) => {
          const holder = byId.get(holders[i])!;
          return [pay(holder, o.orderNo, 0), pay(holder, o.orderNo, 1), pay(outsider, o.orderNo, i)].map(async (r, j) => ({ i, j, r: await r }));
        }),
      );
      for (let i = 0; i < offers.length; i++) {
        const mine = results.filter((x) => x.i === i);
        expect(mine.filter((x) => x.r === "PaymentAccepted")).toHaveLength(1);
        expect(mine.find((x) => x.j === 2)!.r).not.toBe("PaymentAccepted");
      }

      // Each ticket sold once: every listing SOLD to its holder, every seller's ticket revoked and the seller paid
      // once; one new ticket each for the five holders, none for anyone else; no stock made; no Fan Coin made.
      const hbs = await db().handBack.findMany({ where: { id: { in: listed } } });
      expect(hbs.map((h) => h.status)).toEqual(Array(HANDED_BACK).fill("SOLD"));
      for (const hb of hbs) {
        expect(await db().ledgerTransaction.count({ where: { reference: `handback:${hb.id}` } })).toBe(1);
        expect(await db().ticket.findUniqueOrThrow({ where: { id: hb.ticketId } })).toMatchObject({ status: "REVOKED" });
      }
      expect(hbs.map((h) => h.offerUserId).sort()).toEqual([...holders].sort());
      const live = await db().ticket.findMany({ where: { eventId: ev.id, status: { not: "REVOKED" } }, select: { ownerId: true } });
      expect(live.map((t) => t.ownerId).sort()).toEqual([...holders].sort());
      expect(new Set(hbs.map((h) => h.buyerTicketId)).size).toBe(HANDED_BACK);
      const type = await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } });
      expect(type.sold).toBe(HANDED_BACK);
      const ledgerAfter = await db().$queryRaw<{ total: bigint }[]>`select coalesce(sum(amount), 0)::bigint as total from "LedgerEntry"`;
      expect(ledgerAfter[0].total).toBe(ledgerBefore[0].total);
      for (const orderNo of lapsed) expect(await db().order.findUniqueOrThrow({ where: { orderNo } })).toMatchObject({ status: "EXPIRED" });
      now = await status();
      expect(holders.map((u) => now.get(u))).toEqual(Array(HANDED_BACK).fill("DONE"));
      // The rest of the line is untouched, in Redis and in the record.
      expect(line.slice(HANDED_BACK + 2).every((u) => now.get(u) === "WAITING")).toBe(true);
      expect(await redis.zrange(lineKey(ev), 0, -1)).toEqual(line.slice(HANDED_BACK + 2));
      expect((await auditDatabase(db())).problems).toEqual([]);
    },
  );
});
