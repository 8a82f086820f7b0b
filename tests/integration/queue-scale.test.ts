// The waiting room on two real instances (one PostgreSQL, one Redis, as behind a load balancer): one place
// per account whichever instance a tab talks to, an admission pass used once across instances, the live
// place on one instance hearing the other's admission, and a killed instance losing and reordering nobody.
// Needs the machine's PostgreSQL and Redis: without them the suite says what is missing and skips.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { gqlAt, missingServices, startCluster, subscribeAt, type Cluster } from "../helpers/scale-out.ts";
import { graphql } from "../gql/index.ts";
import type { ResultOf } from "../helpers/graphql-result.ts";

const missing = await missingServices();

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
  afterAll(() => cluster?.stop());

  async function join(at: string, fan: Fan, eventSlug: string) {
    const r = await gqlAt(at, JOIN, { input: { eventSlug, humanCheck: await solvedHumanCheck(`${at}/graphql`) } }, { token: fan.token });
    return r.body.data?.joinQueue.__typename;
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
