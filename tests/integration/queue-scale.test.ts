// The waiting room on two real instances (one PostgreSQL, one Redis, as behind a load balancer): one place
// per account whichever instance a tab talks to, an admission pass used once across instances, the live
// place on one instance hearing the other's admission, and a killed instance losing and reordering nobody.
// With REDIS_URL the line lives in Redis (queue/line.redis.ts): the places are checked against its sorted sets,
// and a Redis that lost its data (what a restart without persistence looks like to the server: the room's
// keys gone) gets the line back from PostgreSQL with nobody lost or reordered.
// Needs the machine's PostgreSQL and Redis: without them the suite says what is missing and skips
// (under CI=true it fails instead).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { gqlAt, missingServices, startCluster, subscribeAt, testRedisUrl, type Cluster } from "../helpers/scale-out.ts";
import { graphql } from "../gql/index.ts";
import type { ResultOf } from "../helpers/graphql-result.ts";
import { waitFor } from "../helpers/wait.ts";

const missing = await missingServices("the waiting room on two instances");

const JOIN = graphql(`mutation QueueScaleJoin($input: JoinQueueInput!) { joinQueue(input: $input) { __typename ... on JoinQueueSuccess { place { status joinedAt } } } }`);
const PLACE = graphql(`query QueueScalePlace($s: String!) { myQueuePlace(eventSlug: $s) { status position joinedAt } }`);
const SECURE = graphql(`mutation QueueScaleSecure($input: SecureTicketsInput!) { secureTickets(input: $input) { __typename } }`);
const WAITING_ROOM = graphql(`query QueueScaleWaitingRoom($s: String!) { waitingRoom(eventSlug: $s) { state } }`);
type Place = ResultOf<typeof PLACE>["myQueuePlace"];
const QUEUE_POSITION = graphql(`subscription QueueScalePosition($s: String!) { queuePosition(eventSlug: $s) { status admission { token } } }`);

describe.skipIf(missing.length > 0)("the waiting room on two instances", () => {
  let cluster: Cluster;
  let deps: Deps;
  const url = (i: number) => cluster.instances[i]!.url;

  beforeAll(async () => {
    cluster = await startCluster(2, { graphql: { ...loadConfig().graphql, rateLimitPerIp: 0, rateLimitPerAccount: 0 } });
    deps = { db: cluster.db, config: loadConfig({}) } as unknown as Deps;
  }, 180_000);
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis?.disconnect());
  afterAll(() => cluster?.stop());
  const roomKey = (eventId: string, k: string) => `${cluster.redisPrefix}queue:{${eventId}}:${k}`;

  async function join(at: string, fan: Fan, eventSlug: string) {
    const r = await gqlAt(at, JOIN, { input: { eventSlug, humanCheck: await solvedHumanCheck(`${at}/graphql`) } }, { token: fan.token });
    // An answer without data shows its errors in the assertion's diff (one of six concurrent joins answered none once in CI).
    return r.body.data?.joinQueue.__typename ?? `errors: ${JSON.stringify(r.body.errors ?? r.body)}`;
  }
  async function place(at: string, fan: Fan, eventSlug: string) {
    return (await gqlAt(at, PLACE, { s: eventSlug }, { token: fan.token })).body.data?.myQueuePlace ?? null;
  }
  async function hotEventOpeningLater() {
    const ev = await createOnSaleEvent(deps, { standing: 10, isHot: true, rows: [], perRow: 0 });
    await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() + 3600_000) } });
    await gqlAt(url(0), WAITING_ROOM, { s: ev.slug });
    return ev;
  }

  it("gives one place per account across instances, uses a pass once across them, and pushes A's admission to B's screen", async () => {
    const ev = await hotEventOpeningLater();
    const [fan] = await createFans(deps, 1);
    const answers = await Promise.all([0, 1, 0, 1, 0, 1].map((i) => join(url(i), fan!, ev.slug)));
    expect(answers).toEqual(Array(6).fill("JoinQueueSuccess"));
    expect(await cluster.db.queueEntry.count({ where: { eventId: ev.id } })).toBe(1);
    const [a, b] = [await place(url(0), fan!, ev.slug), await place(url(1), fan!, ev.slug)];
    expect(a).toEqual(b);
    expect(a?.status).toBe("PRE_QUEUE");

    const live = await subscribeAt(url(1), QUEUE_POSITION, { s: ev.slug }, fan!.token);
    try {
      await live.next((v) => v.queuePosition.status === "PRE_QUEUE");
      await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
      const admitted = await live.next((v) => v.queuePosition.status === "ADMITTED", 15_000);
      const token = admitted.queuePosition.admission!.token;
      const secure = async (at: string) =>
        (
          await gqlAt(
            at,
            SECURE,
            { input: { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(`${at}/graphql`), admissionPass: token } },
            { token: fan!.token },
          )
        ).body.data?.secureTickets.__typename;
      const [first, second] = await Promise.all([secure(url(0)), secure(url(1))]);
      expect([first, second].sort()).toEqual(["QueueRequiredError", "TicketsSecured"]);
      expect(await secure(url(1))).toBe("QueueRequiredError");
    } finally {
      await live.close();
    }
  }, 60_000);

  it("keeps the line in Redis: a place is its rank there, the record in PostgreSQL matches, and the front is admitted in order", async () => {
    const ev = await hotEventOpeningLater();
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1 } });
    const fans = await createFans(deps, 4);
    for (const [i, f] of fans.entries()) expect(await join(url(i % 2), f, ev.slug)).toBe("JoinQueueSuccess");
    expect(await redis.zcard(roomKey(ev.id, "pre"))).toBe(4);
    await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    await waitFor(async () => (await redis.zcard(roomKey(ev.id, "line"))) === 4, "4 in the room's line (zcard)", { timeoutMs: 15_000, intervalMs: 50 });
    // One admission a minute, with a minute's budget: the leader lets exactly the first in.
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { admittedUntil: new Date(Date.now() - 60_500) } });
    await waitFor(async () => (await redis.zcard(roomKey(ev.id, "line"))) === 3, "3 in the room's line (zcard)", { timeoutMs: 15_000, intervalMs: 50 });
    // The pop and its record are two steps (noted pending in Redis, written to PostgreSQL, then cleared):
    // the record is read once the move has reached PostgreSQL (under load it once was read in between).
    await waitFor(async () => (await redis.hlen(roomKey(ev.id, "pending"))) === 0, "0 in the room's pending (hlen)", { timeoutMs: 15_000, intervalMs: 50 });
    const line = await redis.zrange(roomKey(ev.id, "line"), 0, -1);
    expect(line).toHaveLength(3);
    const entries = await cluster.db.queueEntry.findMany({ where: { eventId: ev.id }, orderBy: { rank: "asc" } });
    // The record: the drawn ranks, the first of them admitted, the rest waiting in the order Redis keeps.
    expect(entries[0]!.status).toBe("ADMITTED");
    expect(entries.slice(1).map((e) => e.userId)).toEqual(line);
    for (const [i, userId] of line.entries()) {
      const fan = fans.find((f) => f.id === userId)!;
      expect(await place(url(i % 2), fan, ev.slug)).toMatchObject({ status: "WAITING", position: i + 1 });
    }
    expect(await redis.hlen(roomKey(ev.id, "pending"))).toBe(0);
  }, 60_000);

  it("rebuilds the line from PostgreSQL when Redis loses it (restart without its data): same places, later joins behind", async () => {
    const ev = await hotEventOpeningLater();
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1 } });
    const fans = await createFans(deps, 5);
    for (const [i, f] of fans.entries()) expect(await join(url(i % 2), f, ev.slug)).toBe("JoinQueueSuccess");
    await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    await waitFor(async () => (await redis.zcard(roomKey(ev.id, "line"))) === 5, "5 in the room's line (zcard)", { timeoutMs: 15_000, intervalMs: 50 });
    const [late] = await createFans(deps, 1);
    expect(await join(url(0), late!, ev.slug)).toBe("JoinQueueSuccess");
    const all = [...fans, late!];
    const before = await Promise.all(all.map((f) => place(url(1), f, ev.slug)));
    expect(before.map((p) => p?.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(before[5]).toMatchObject({ status: "WAITING", position: 6 });

    // Redis forgets the room, as after a restart without persistence.
    const keys = await redis.keys(`${cluster.redisPrefix}queue:{${ev.id}}:*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
    expect(await Promise.all(all.map((f, i) => place(url(i % 2), f, ev.slug)))).toEqual(before);
    expect(await redis.zcard(roomKey(ev.id, "line"))).toBe(6);
    const [later] = await createFans(deps, 1);
    expect(await join(url(1), later!, ev.slug)).toBe("JoinQueueSuccess");
    expect(await place(url(0), later!, ev.slug)).toMatchObject({ status: "WAITING", position: 7 });

    // Admission goes on from the front of the rebuilt line.
    const first = all[before.findIndex((p) => p?.position === 1)]!;
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { admittedUntil: new Date(Date.now() - 60_500) } });
    let admitted: Place = null;
    for (let tries = 0; tries < 300; tries++) {
      admitted = await place(url(0), first, ev.slug);
      if (admitted?.status === "ADMITTED") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(admitted?.status).toBe("ADMITTED");
  }, 90_000);

  it("gives up the place of a fan away longer than the grace period and keeps that of one who comes back", async () => {
    const ev = await hotEventOpeningLater();
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1, graceSeconds: 3 } });
    const fans = await createFans(deps, 3);
    for (const f of fans) expect(await join(url(0), f, ev.slug)).toBe("JoinQueueSuccess");
    await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    await waitFor(async () => (await redis.zcard(roomKey(ev.id, "line"))) === 3, "3 in the room's line (zcard)", { timeoutMs: 15_000, intervalMs: 50 });
    const waiting = await redis.zrange(roomKey(ev.id, "line"), 0, -1);
    const [stays, goes] = waiting.map((id) => fans.find((f) => f.id === id)!);
    // `stays` keeps asking (on either instance) while `goes` is silent, until the leader has let `goes` go.
    let gone = false;
    for (let tries = 0; tries < 400 && !gone; tries++) {
      expect(await place(url(tries % 2), stays!, ev.slug)).toMatchObject({ status: "WAITING" });
      gone = (await cluster.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: ev.id, userId: goes!.id } } })).status === "EXPIRED";
      if (!gone) await new Promise((r) => setTimeout(r, 100));
    }
    expect(gone).toBe(true);
    expect(await place(url(1), stays!, ev.slug)).toMatchObject({ status: "WAITING", position: 1 });
    expect(await place(url(0), goes!, ev.slug)).toMatchObject({ status: "EXPIRED", position: null });
    expect(await redis.zrange(roomKey(ev.id, "line"), 0, -1)).toEqual([stays!.id]);

    // The lapsed fan joins again: a new place at the back.
    expect(await join(url(1), goes!, ev.slug)).toBe("JoinQueueSuccess");
    expect(await place(url(0), goes!, ev.slug)).toMatchObject({ status: "WAITING", position: 2 });
    // A fan whose grace period ran out a moment ago, noted in Redis but not yet recorded (what the leader's
    // expiry leaves between its two steps), who joins right then: the old place is recorded as lapsed, a new
    // one is taken at the back, and the record follows the new one.
    const old = await cluster.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: ev.id, userId: stays!.id } } });
    await redis.zrem(roomKey(ev.id, "line"), stays!.id);
    await redis.zrem(roomKey(ev.id, "seen"), stays!.id);
    await redis.hset(roomKey(ev.id, "pending"), stays!.id, `EXPIRED - ${old.id} ${old.arrival}`);
    expect(await place(url(1), stays!, ev.slug)).toMatchObject({ status: "EXPIRED" });
    expect(await join(url(1), stays!, ev.slug)).toBe("JoinQueueSuccess");
    expect(await place(url(0), stays!, ev.slug)).toMatchObject({ status: "WAITING", position: 2 });
    expect(await place(url(0), goes!, ev.slug)).toMatchObject({ status: "WAITING", position: 1 });
    const now = await cluster.db.queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: ev.id, userId: stays!.id } } });
    expect(now.status).toBe("WAITING");
    expect(now.id).not.toBe(old.id);
    expect(now.arrival > old.arrival).toBe(true);
  }, 90_000);

  it("loses and reorders nobody when an instance is killed", async () => {
    const ev = await hotEventOpeningLater();
    // One admission a minute: the line stays as drawn while the instance dies.
    await cluster.db.queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1 } });
    const fans = await createFans(deps, 5);
    for (const [i, f] of fans.entries()) expect(await join(url(i % 2), f, ev.slug)).toBe("JoinQueueSuccess");
    await cluster.db.event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    const drawn = async (at: string) => {
      const places: Place[] = [];
      for (const f of fans) places.push(await place(at, f, ev.slug));
      return places;
    };
    let before: Place[] = [];
    for (let tries = 0; tries < 200; tries++) {
      before = await drawn(url(1));
      if (before.every((p) => p?.status === "WAITING")) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(before.map((p) => p?.position).sort()).toEqual([1, 2, 3, 4, 5]);

    await cluster.instances[0]!.kill();
    expect(await drawn(url(1))).toEqual(before);
    const replacement = await cluster.spawn();
    expect(await drawn(replacement.url)).toEqual(before);
    const [late] = await createFans(deps, 1);
    expect(await join(replacement.url, late!, ev.slug)).toBe("JoinQueueSuccess");
    expect((await place(url(1), late!, ev.slug))?.position).toBe(6);
  }, 120_000);
});
