// Giveaway entries: registration, top-ups (cumulative, capped), invites (threshold, capped), concurrent
// top-ups, idempotency, expiry; the fan's view over GraphQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { completeTopup, completeTopupsTogether } from "../helpers/topups.ts";
import { fanCoinMinorForVnd } from "../../server/src/modules/giveaway/giveaway.rules.ts";
import { awardTopupEntries } from "../../server/src/modules/giveaway/index.ts";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";
import { graphql } from "../gql/index.ts";
import { createGiveawayCampaign, type GiveawayCampaign } from "../factories/giveaway.ts";

const DAY = 24 * 3600 * 1000;
const MY_GIVEAWAY = graphql(`query GiveawayEntries { myGiveaway { inviteCode invitedFriends campaign { slug } totals { active expired won registration topup invite }
  entries { source status friendNickname campaign { slug } } rules { vndPerEntry maxTopupEntries maxInviteEntries vndPerFanCoin } } }`);

let s: TestServer;
const rates = { vndPerFanCoin: 3300 };
const vnd = (amount: number) => fanCoinMinorForVnd(amount, rates);

async function mine(token: string) {
  const r = await s.gql(MY_GIVEAWAY, {}, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.myGiveaway;
}

async function entryCount(userId: string, source?: "REGISTRATION" | "TOPUP" | "INVITE") {
  return s.app.deps.db.giveawayEntry.count({ where: { userId, campaign: { slug: campaign.slug }, ...(source ? { source } : {}) } });
}

/** This file's campaign: the only one running (any other is moved into the past so it takes no entries). */
let campaign: GiveawayCampaign;

beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  expect(s.app.deps.config.giveaway.vndPerFanCoin).toBe(rates.vndPerFanCoin);
  campaign = await createGiveawayCampaign(s.app.deps, { endsInDays: 10, onlyRunning: true });
});
afterAll(() => s?.stop());

describe("the issue's check", () => {
  it("A invites B; B registers and tops up 20,000 VND: A +1, B registration + 2", async () => {
    const a = await signUp(s, { nickname: "Fan A" });
    const before = await mine(a.token);
    expect(before.totals.registration).toBe(1);
    expect(before.campaign!.slug).toBe(campaign.slug);
    const aBefore = await entryCount(a.user.id);

    const b = await signUp(s, { nickname: "Fan B", inviteCode: before.inviteCode });
    expect(await entryCount(b.user.id)).toBe(1);
    expect(await entryCount(a.user.id)).toBe(aBefore); // registering alone does not count

    await completeTopup(s, b.user.id, vnd(20_000));
    expect(await entryCount(a.user.id)).toBe(aBefore + 1);
    expect(await entryCount(b.user.id)).toBe(1 + 2);

    const aNow = await mine(a.token);
    expect(aNow.invitedFriends).toBe(1);
    expect(aNow.totals).toMatchObject({ registration: 1, invite: 1, topup: 0, active: 2 });
    expect(aNow.entries.find((e) => e.source === "INVITE")).toMatchObject({ status: "ACTIVE", friendNickname: "Fan B" });
    const bNow = await mine(b.token);
    expect(bNow.totals).toMatchObject({ registration: 1, topup: 2, invite: 0, active: 3 });

    // B's later top-ups earn B more, but the invite counted once.
    await completeTopup(s, b.user.id, vnd(10_000));
    expect(await entryCount(b.user.id, "TOPUP")).toBe(3);
    expect(await entryCount(a.user.id)).toBe(aBefore + 1);
  });
});

describe("top-up entries", () => {
  it("are cumulative: two top-ups of 6,000 VND give one entry", async () => {
    const f = await signUp(s);
    await completeTopup(s, f.user.id, vnd(6_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(0);
    await completeTopup(s, f.user.id, vnd(6_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(1);
  });

  it("are capped at 10", async () => {
    const f = await signUp(s);
    await completeTopup(s, f.user.id, vnd(95_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(9);
    await completeTopup(s, f.user.id, vnd(500_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(10);
    await completeTopup(s, f.user.id, vnd(100_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(10);
    expect((await mine(f.token)).totals.topup).toBe(10);
  });

  it("concurrent top-ups count each other and never pass the cap", async () => {
    const f = await signUp(s);
    // 6 × 6,006 VND committing at once: 36,036 VND → exactly 3 entries (each alone would earn 0).
    await completeTopupsTogether(s, f.user.id, Array(6).fill(182));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(3);

    const g = await signUp(s);
    await completeTopup(s, g.user.id, vnd(80_000));
    await completeTopupsTogether(s, g.user.id, Array(4).fill(vnd(10_000)));
    expect(await entryCount(g.user.id, "TOPUP")).toBe(10);
  });

  it("are idempotent: paying an order again or re-running the award adds nothing", async () => {
    const f = await signUp(s);
    const order = await completeTopup(s, f.user.id, vnd(30_000));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(3);
    const deps = s.app.deps;
    expect(await deps.db.$transaction((tx) => markOrderPaid(tx, deps, order.id, new Date()))).toBeNull();
    await deps.db.$transaction((tx) => awardTopupEntries(tx, deps, order));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(3);
  });

  it("count only Fan Coin top-ups, not ticket or merch orders", async () => {
    const f = await signUp(s);
    const deps = s.app.deps;
    const order = await deps.db.order.create({
      data: { orderNo: `T-test-${Date.now()}`, userId: f.user.id, kind: "TICKET", currency: "HKD", totalAmount: 1_000_000 },
    });
    await deps.db.$transaction((tx) => markOrderPaid(tx, deps, order.id, new Date()));
    expect(await entryCount(f.user.id, "TOPUP")).toBe(0);
  });
});

describe("invite entries", () => {
  it("need the friend's top-ups to be MORE than 10,000 VND", async () => {
    const a = await signUp(s);
    const b = await signUp(s, { inviteCode: a.user.inviteCode });
    await completeTopup(s, b.user.id, 303); // 9,999 VND
    expect(await entryCount(a.user.id, "INVITE")).toBe(0);
    await completeTopup(s, b.user.id, 1); // 10,032 VND in all
    expect(await entryCount(a.user.id, "INVITE")).toBe(1);
  });

  it("count once per friend even when the friend's top-ups commit at once", async () => {
    const a = await signUp(s);
    const b = await signUp(s, { inviteCode: a.user.inviteCode.toLowerCase() });
    await completeTopupsTogether(s, b.user.id, Array(4).fill(vnd(15_000)));
    expect(await entryCount(a.user.id, "INVITE")).toBe(1);
  });

  it("are capped (GIVEAWAY_MAX_INVITE_ENTRIES)", async () => {
    const capped = await startTestServer({ trustProxy: true, giveaway: { ...s.app.deps.config.giveaway, maxInviteEntries: 2 } });
    try {
      await createGiveawayCampaign(capped.app.deps, { endsInDays: 10, onlyRunning: true });
      const a = await signUp(capped);
      const friends = await Promise.all([1, 2, 3].map(() => signUp(capped, { inviteCode: a.user.inviteCode })));
      await Promise.all(friends.map((f) => completeTopup(capped, f.user.id, vnd(20_000))));
      const count = await capped.app.deps.db.giveawayEntry.count({ where: { userId: a.user.id, source: "INVITE" } });
      expect(count).toBe(2);
      const r = await capped.gql(MY_GIVEAWAY, {}, { token: a.token });
      expect(r.data!.myGiveaway.rules.maxInviteEntries).toBe(2);
      expect(r.data!.myGiveaway.invitedFriends).toBe(3);
    } finally {
      await capped.stop();
    }
  });
});

describe("expiry and the fan's view", () => {
  it("shows entries of a campaign past its expiry as EXPIRED", async () => {
    const f = await signUp(s);
    const db = s.app.deps.db;
    const now = Date.now();
    const old = await db.giveawayCampaign.create({
      data: { slug: `old-${now}`, title: "Old giveaway", startsAt: new Date(now - 40 * DAY), endsAt: new Date(now - 20 * DAY), entriesExpireAt: new Date(now - 10 * DAY) },
    });
    await db.giveawayEntry.create({ data: { campaignId: old.id, userId: f.user.id, source: "TOPUP", sourceRef: "topup-1", createdAt: new Date(now - 30 * DAY) } });
    const view = await mine(f.token);
    expect(view.entries.find((e) => e.campaign.slug === old.slug)!.status).toBe("EXPIRED");
    expect(view.entries.find((e) => e.campaign.slug === campaign.slug)!.status).toBe("ACTIVE");
    expect(view.totals).toMatchObject({ active: 1, expired: 1 });
  });

  it("gives no entries outside a campaign's window", async () => {
    const db = s.app.deps.db;
    await db.giveawayCampaign.update({ where: { slug: campaign.slug }, data: { startsAt: new Date(Date.now() + DAY) } });
    try {
      const f = await signUp(s);
      await completeTopup(s, f.user.id, vnd(50_000));
      expect(await db.giveawayEntry.count({ where: { userId: f.user.id } })).toBe(0);
    } finally {
      await db.giveawayCampaign.update({ where: { slug: campaign.slug }, data: { startsAt: new Date(Date.now() - DAY) } });
    }
  });

  it("is for signed-in fans only", async () => {
    const r = await s.gql(MY_GIVEAWAY);
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
