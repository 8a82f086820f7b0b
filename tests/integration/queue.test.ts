// The waiting room over real HTTP (issue 18): the pre-queue drawn with the committed seed, later arrivals
// behind in arrival order, one place per account, no secure without a pass (forged and replayed passes
// refused), released tickets held for the next fan in line, the grace period, and a sell-out told to all.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { waitFor } from "../helpers/wait.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { JOIN_QUEUE, MY_QUEUE_PLACE, admissionPass } from "../helpers/queue.ts";
import { subscribeAt } from "../helpers/scale-out.ts";
import { graphql } from "../gql/index.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { loadConfig } from "../../server/src/config.ts";
import { drawOrder, holderRef, sha256Hex, verifyDraw } from "../../server/src/modules/queue/queue.rules.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ queue: { ...loadConfig().queue, tickMs: 100, admissionRatePerMinute: 6_000 } });
});
afterAll(() => s?.stop());

const db = () => s.app.deps.db;

/** `fanfare queue verify <slug> --json` against `s`, with no key, as anyone would run it. */
async function verifyWithCli(slug: string): Promise<{ code: number; result: { verified: boolean; drawn: boolean; places?: number; problems: string[] } }> {
  const r = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", "queue", "verify", slug, "--json", "--url", s.url], { env: { ...process.env, FANFARE_API_KEY: "", FANFARE_CLI_CONFIG: "/nonexistent/fanfare-cli.json" } })
    .then((x) => ({ code: 0, stdout: x.stdout }))
    .catch((e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }));
  return { code: r.code, result: JSON.parse(r.stdout) };
}

const QUEUE_POSITION = graphql(`subscription QueueTestPosition($slug: String!) { queuePosition(eventSlug: $slug) { status position } }`);
const WAITING_ROOM = graphql(`
  query QueueRoom($eventSlug: String!) {
    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }
  }
`);

const SECURE = graphql(`
  mutation QueueSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) {
      __typename
      ... on Error { code }
      ... on QueueRequiredError { eventSlug }
      ... on TicketsSecured { order { orderNo } }
    }
  }
`);

const CANCEL = graphql(`
  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }
`);

const JOIN_WAITING_LIST = graphql(`
  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }
  }
`);

async function join(fan: Fan, eventSlug: string) {
  const r = await s.gql(JOIN_QUEUE, { input: { eventSlug, humanCheck: await solvedHumanCheck(s) } }, { token: fan.token });
  return r.data!.joinQueue;
}

async function place(fan: Fan, eventSlug: string) {
  return (await s.gql(MY_QUEUE_PLACE, { eventSlug }, { token: fan.token })).data!.myQueuePlace;
}

async function room(eventSlug: string) {
  return (await s.gql(WAITING_ROOM, { eventSlug })).data!.waitingRoom!;
}

async function secure(fan: Fan, eventSlug: string, ticketTypeId: string, admission?: string | null, quantity = 1) {
  const input = { eventSlug, lines: [{ ticketTypeId, quantity }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s), admissionPass: admission };
  return (await s.gql(SECURE, { input }, { token: fan.token })).data!.secureTickets;
}

/** A hot event whose sale opens in an hour (its waiting room is in the pre-queue). */
async function hotEventOpeningLater(standing: number) {
  const ev = await createOnSaleEvent(s.app.deps, { standing, isHot: true, rows: [], perRow: 0 });
  await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() + 3600_000) } });
  return ev;
}

/** No one more is admitted (the budget starts a day from now). */
/**
 * Nobody more is admitted: the admission budget is moved a day ahead. With the server's jobs paused
 * meanwhile, so that no tick that read the budget before the change is still admitting after it (one
 * did, at times, with a busy machine: a line of three showed its last fan first).
 */
async function freezeAdmission(eventId: string) {
  await s.app.jobs.pause();
  try {
    await db().queueRoom.update({ where: { eventId }, data: { admittedUntil: new Date(Date.now() + 86_400_000) } });
  } finally {
    s.app.jobs.resume();
  }
}

describe("the waiting room", () => {
  // Three runs of the CLI (a process each, started through tsx): seconds each on a busy machine, so the
  // CLI suites' time limit rather than the 30 s default (it once passed 30 s at a load average of 15).
  it("draws the pre-queue at opening with the seed committed before, and puts later arrivals behind in arrival order", { timeout: 90_000 }, async () => {
    const ev = await hotEventOpeningLater(50);
    const before = await room(ev.slug);
    expect(before).toMatchObject({ state: "PRE_QUEUE", seed: null });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyWithCli(ev.slug)).toEqual({ code: 1, result: expect.objectContaining({ verified: false, drawn: false, seedHash: before.seedHash }) });
    const fans = await createFans(s.app.deps, 6);
    for (const f of fans) expect(await join(f, ev.slug)).toMatchObject({ __typename: "JoinQueueSuccess", place: { status: "PRE_QUEUE", position: null } });

    // One admission a minute from the draw on, so that the admission job cannot let the front in before
    // the places are read (on a busy machine it admitted all six between the draw and the freeze below).
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1 } });
    await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
    await waitFor(async () => (await room(ev.slug)).state === "OPEN", "the draw");
    await freezeAdmission(ev.id);
    const after = await room(ev.slug);
    expect(after.seedHash).toBe(before.seedHash);
    expect(sha256Hex(after.seed!)).toBe(before.seedHash);

    // The places are the seed's order of the entries, as anyone can recompute it.
    const entries = await db().queueEntry.findMany({ where: { eventId: ev.id }, select: { id: true, userId: true } });
    const expected = drawOrder(after.seed!, entries.map((e) => ({ id: e.id, holder: holderRef(ev.id, e.userId) })));
    const userOf = new Map(entries.map((e) => [e.id, e.userId]));
    const positions = new Map<string, number | null | undefined>();
    for (const f of fans) positions.set(f.id, (await place(f, ev.slug))?.position);
    expect(expected.map((l) => positions.get(userOf.get(l.id)!))).toEqual([1, 2, 3, 4, 5, 6]);

    // The public record (what `fanfare queue verify` reads) checks out, and a tampered one does not.
    const record = { seed: after.seed!, seedHash: after.seedHash!, drawHash: after.drawHash!, drawList: after.drawList! };
    expect(record.drawList.split("\n")).toHaveLength(6);
    expect(await verifyDraw(record)).toEqual([]);
    const lines = record.drawList.split("\n");
    [lines[0], lines[1]] = [lines[1], lines[0]];
    const swapped = lines.join("\n");
    expect((await verifyDraw({ ...record, drawList: swapped, drawHash: sha256Hex(swapped) }))[0]).toMatch(/^place 1:/);
    expect(await verifyDraw({ ...record, seed: "0".repeat(64) })).toContain("SHA-256(seed) does not match the published seedHash");
    expect(await verifyWithCli(ev.slug)).toEqual({ code: 0, result: expect.objectContaining({ verified: true, drawn: true, places: 6, problems: [] }) });
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { drawList: swapped, drawHash: sha256Hex(swapped) } });
    const tampered = await verifyWithCli(ev.slug);
    await db().queueRoom.update({ where: { eventId: ev.id }, data: { drawList: record.drawList, drawHash: record.drawHash } });
    expect(tampered).toEqual({ code: 2, result: expect.objectContaining({ verified: false, problems: [expect.stringMatching(/^place 1:/)] }) });

    // After the draw: at the back, in arrival order.
    const late = await createFans(s.app.deps, 3);
    for (const f of late) await join(f, ev.slug);
    const latePositions = [];
    for (const f of late) latePositions.push((await place(f, ev.slug))?.position);
    expect(latePositions).toEqual([7, 8, 9]);
  });

  it("keeps one place per account: a second tab and a burst of joins get the same place", async () => {
    const ev = await hotEventOpeningLater(10);
    const [fan] = await createFans(s.app.deps, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => join(fan, ev.slug)));
    expect(answers.every((a) => a.__typename === "JoinQueueSuccess")).toBe(true);
    expect(await db().queueEntry.count({ where: { eventId: ev.id, userId: fan.id } })).toBe(1);
    // Another tab: the place is there without a new human check.
    const again = await s.gql(JOIN_QUEUE, { input: { eventSlug: ev.slug } }, { token: fan.token });
    expect(again.data!.joinQueue.__typename).toBe("JoinQueueSuccess");
    expect((await room(ev.slug)).waitingCount).toBe(1);
    // A new place does need it.
    const [other] = await createFans(s.app.deps, 1);
    const unchecked = await s.gql(JOIN_QUEUE, { input: { eventSlug: ev.slug } }, { token: other.token });
    expect(unchecked.data!.joinQueue).toMatchObject({ __typename: "HumanCheckFailedError" });
  });

  it("refuses a secure without a pass, with a forged, someone else's or a used one; a refused secure gives the pass back", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 20, isHot: true, rows: [], perRow: 0 });
    const [fan, other] = await createFans(s.app.deps, 2);
    expect(await secure(fan, ev.slug, ev.standingTypeId)).toMatchObject({ __typename: "QueueRequiredError", code: "QUEUE_REQUIRED", eventSlug: ev.slug });

    const pass = await admissionPass(s, fan.token, ev.slug);
    const otherPass = await admissionPass(s, other.token, ev.slug);
    const [payload, mac] = pass.split(".");
    const forged = `${Buffer.from(Buffer.from(payload, "base64url").toString().replace(/\|\d+$/, `|${Date.now() + 86_400_000}`)).toString("base64url")}.${mac}`;
    expect((await secure(fan, ev.slug, ev.standingTypeId, forged)).__typename).toBe("QueueRequiredError");
    expect((await secure(fan, ev.slug, ev.standingTypeId, `${payload}.${"A".repeat(mac.length)}`)).__typename).toBe("QueueRequiredError");
    expect((await secure(fan, ev.slug, ev.standingTypeId, otherPass)).__typename).toBe("QueueRequiredError");

    // Over the per-account limit: refused, and the pass still works afterwards.
    expect((await secure(fan, ev.slug, ev.standingTypeId, pass, 5)).__typename).toBe("TicketLimitReachedError");
    expect((await secure(fan, ev.slug, ev.standingTypeId, pass)).__typename).toBe("TicketsSecured");
    // Single use, even in parallel.
    const replays = await Promise.all([1, 2, 3].map(() => secure(fan, ev.slug, ev.standingTypeId, pass)));
    expect(replays.map((r) => r.__typename)).toEqual(["QueueRequiredError", "QueueRequiredError", "QueueRequiredError"]);
    expect((await place(fan, ev.slug))?.status).toBe("DONE");
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(1);
  });

  it("holds released tickets of a sold-out event for the next fan in line before anyone else, and passes them on when they lapse", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, isHot: true, rows: [], perRow: 0 });
    const [buyer, admittedToo, listed, nextListed] = await createFans(s.app.deps, 4);
    const pass = await admissionPass(s, buyer.token, ev.slug);
    const otherPass = await admissionPass(s, admittedToo.token, ev.slug);
    const bought = await secure(buyer, ev.slug, ev.standingTypeId, pass);
    if (bought.__typename !== "TicketsSecured") throw new Error(JSON.stringify(bought));
    await waitFor(async () => (await room(ev.slug)).state === "SOLD_OUT", "the sell-out");

    // The sell-out told the fan who was admitted too; the waiting list opens.
    expect((await place(admittedToo, ev.slug))?.status).toBe("SOLD_OUT");
    for (const f of [listed, nextListed]) {
      expect((await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: ev.slug } }, { token: f.token })).data!.joinWaitingList).toMatchObject({
        place: { status: "WAITING_LIST" },
      });
    }

    // The buyer cancels: the ticket is held for the first on the waiting list in the same transaction.
    expect((await s.gql(CANCEL, { no: bought.order.orderNo }, { token: buyer.token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(1);
    const offered = await place(listed, ev.slug);
    expect(offered).toMatchObject({ status: "OFFERED", offer: { quantity: 1, ticketTypeId: encodeGlobalID("TicketType", ev.standingTypeId) }, admission: null });
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: offered!.offer!.orderNo } });
    expect(order).toMatchObject({ userId: listed.id, status: "AWAITING_PAYMENT" });
    // Nobody else can take it: not with the other pass, not on a fresh secure.
    expect((await secure(admittedToo, ev.slug, ev.standingTypeId, otherPass)).__typename).not.toBe("TicketsSecured");
    // The offer's e-mail goes out after the commit.
    await waitFor(async () => (await db().mailOutbox.count({ where: { to: listed.email } })) === 1, "the offer e-mail");

    // The offer lapses (its holder cancels): the next on the list gets it.
    expect((await s.gql(CANCEL, { no: order.orderNo }, { token: listed.token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
    expect((await place(listed, ev.slug))?.status).toBe("EXPIRED");
    expect(await place(nextListed, ev.slug)).toMatchObject({ status: "OFFERED", offer: { quantity: 1 } });
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.standingTypeId } })).sold).toBe(1);
  });

  it("offers a released seat of a sold-out event to the next fan in line as that very seat", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 0, isHot: true, rows: ["A"], perRow: 1 });
    const [buyer, listed] = await createFans(s.app.deps, 2);
    const bought = await secure(buyer, ev.slug, ev.seatedTypeId, await admissionPass(s, buyer.token, ev.slug));
    if (bought.__typename !== "TicketsSecured") throw new Error(JSON.stringify(bought));
    const [seat] = await db().seat.findMany({ where: { eventId: ev.id } });
    expect(seat).toMatchObject({ status: "HELD" });
    await waitFor(async () => (await room(ev.slug)).state === "SOLD_OUT", "the sell-out");
    await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: ev.slug } }, { token: listed.token });

    // The buyer cancels: the seat is held for the fan on the list, in their order, in the same transaction.
    expect((await s.gql(CANCEL, { no: bought.order.orderNo }, { token: buyer.token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
    const offered = await place(listed, ev.slug);
    expect(offered).toMatchObject({ status: "OFFERED", offer: { quantity: 1, ticketTypeId: encodeGlobalID("TicketType", ev.seatedTypeId) } });
    const order = await db().order.findUniqueOrThrow({ where: { orderNo: offered!.offer!.orderNo }, include: { items: true } });
    expect(order).toMatchObject({ userId: listed.id, status: "AWAITING_PAYMENT" });
    expect(order.items.map((i) => i.seatId)).toEqual([seat!.id]);
    expect(await db().seat.findUniqueOrThrow({ where: { id: seat!.id } })).toMatchObject({ status: "HELD", heldByOrderId: order.id });
    expect((await db().ticketType.findUniqueOrThrow({ where: { id: ev.seatedTypeId } })).sold).toBe(1);

    // Unpaid and given back with nobody left in line: the seat is free for anyone again.
    expect((await s.gql(CANCEL, { no: order.orderNo }, { token: listed.token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
    expect(await db().seat.findUniqueOrThrow({ where: { id: seat!.id } })).toMatchObject({ status: "AVAILABLE", heldByOrderId: null });
  });

  it("keeps the place of a fan who comes back within the grace period, and gives up the place of one who does not", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 10, isHot: true, rows: [], perRow: 0 });
    const [front, away, back] = await createFans(s.app.deps, 3);
    // The first tick draws the empty pre-queue; freeze admission once it has.
    await room(ev.slug);
    await waitFor(async () => (await room(ev.slug)).state === "OPEN", "the draw");
    await freezeAdmission(ev.id);
    for (const f of [front, away, back]) await join(f, ev.slug);
    expect((await place(back, ev.slug))?.position).toBe(3);

    const realNow = s.app.deps.now;
    try {
      // 100 s later (grace 120 s) the fan at the back returns; the one in the middle and the front stay away.
      s.app.deps.now = () => new Date(Date.now() + 100_000);
      expect((await place(back, ev.slug))?.position).toBe(3);
      // 200 s later: the middle fan's grace ran out, the returning one's did not.
      s.app.deps.now = () => new Date(Date.now() + 200_000);
      await waitFor(async () => (await db().queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: ev.id, userId: away.id } } })).status === "EXPIRED", "the grace period to lapse");
      expect((await db().queueEntry.findUniqueOrThrow({ where: { eventId_userId: { eventId: ev.id, userId: back.id } } })).status).toBe("WAITING");
    } finally {
      s.app.deps.now = realNow;
    }
  });

  it("tells the whole queue at once when the stock runs out, live, and opens the waiting list", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5, isHot: true, rows: [], perRow: 0 });
    await room(ev.slug);
    await waitFor(async () => (await room(ev.slug)).state === "OPEN", "the draw");
    await freezeAdmission(ev.id);
    const fans = await createFans(s.app.deps, 5);
    for (const f of fans) await join(f, ev.slug);
    const live = await subscribeAt(s.url, QUEUE_POSITION, { slug: ev.slug }, fans[4].token);
    try {
      await live.next((v) => v.queuePosition.position === 5);
      // The stock goes (sold elsewhere): everyone in line is told, and the open screen hears it.
      await db().ticketType.update({ where: { id: ev.standingTypeId }, data: { sold: 5 } });
      await live.next((v) => v.queuePosition.status === "SOLD_OUT", 5_000);
      for (const f of fans) expect((await place(f, ev.slug))?.status).toBe("SOLD_OUT");
      expect((await room(ev.slug)).state).toBe("SOLD_OUT");
      const listed = await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: ev.slug } }, { token: fans[0].token });
      expect(listed.data!.joinWaitingList).toMatchObject({ place: { status: "WAITING_LIST" } });
    } finally {
      await live.close();
    }
  });

  it("an event without a waiting room sells without a pass and refuses joining", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 5, rows: [], perRow: 0 });
    const [fan] = await createFans(s.app.deps, 1);
    expect((await room(ev.slug)).state).toBe("OFF");
    expect((await join(fan, ev.slug)).__typename).toBe("QueueClosedError");
    expect((await secure(fan, ev.slug, ev.standingTypeId)).__typename).toBe("TicketsSecured");
  });
});
