// The waiting room's public fairness log over real HTTP (issue 32): a real on-sale (pre-queue, draw, late
// arrivals, admissions, sales, the sell-out, a released ticket offered to the waiting list and paid) writes a
// hash-chained log that anyone downloads from /fairness/<slug>/log.jsonl and checks with
// `fanfare queue verify --log`; an edited entry or a planted out-of-order admission fails the check; the
// database refuses to change or remove an entry; appends from many transactions at once keep one chain.
// Both stores of the line: PostgreSQL, and Redis (the machine's, REDIS_URL) where the queue uses it.
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { waitFor } from "../helpers/wait.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { JOIN_QUEUE, MY_QUEUE_PLACE } from "../helpers/queue.ts";
import { missingRedis, testRedisUrl } from "../helpers/scale-out.ts";
import { canRun } from "../helpers/missing.ts";
import { graphql } from "../gql/index.ts";
import { createFan, type SignableFan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { loadConfig } from "../../server/src/config.ts";
import { appendFairnessNow } from "../../server/src/modules/queue/index.ts";
import { parseJsonLines, toJsonLines, verifyFairnessLog, verifyFairnessReport, type FairnessEntry, type FairnessReportDocument } from "../../server/src/modules/queue/fairness.rules.ts";
import { editedLog, plantedOutOfOrder } from "../helpers/fairness-log.ts";

const PAY_PASSWORD = "135790";

const SECURE = graphql(`
  mutation QueueFairnessSecure($input: SecureTicketsInput!) {
    secureTickets(input: $input) { __typename ... on Error { code } ... on TicketsSecured { order { orderNo } } }
  }
`);
const PAY = graphql(`
  mutation QueueFairnessPay($input: PayOrderInput!) {
    payOrder(input: $input) { __typename ... on Error { code } ... on PaymentAccepted { orderNo } }
  }
`);
const CANCEL = graphql(`mutation QueueFairnessCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }`);
const JOIN_WAITING_LIST = graphql(`
  mutation QueueFairnessWaitingList($input: JoinWaitingListInput!) {
    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }
  }
`);
const REPORT = graphql(`
  query QueueFairnessReport($eventSlug: String!) {
    waitingRoom(eventSlug: $eventSlug) {
      fairnessLogUrl
      fairnessReport { keyId publicKey signature document preQueueFans afterDrawFans admitted offers ticketsSold accountsServed mostTicketsOneAccount humanCheckFailures oversold handBacksResold identitiesServed mostTicketsOneIdentity secureAnswers secureP50Ms secureP99Ms logEntries logHead rateChanges { at from to by } }
    }
  }
`);
const ROOM = graphql(`query QueueFairnessRoom($eventSlug: String!) { waitingRoom(eventSlug: $eventSlug) { state } }`);

const noRedis = await missingRedis();
const redisHalf = canRun("queue-fairness's Redis half", noRedis ? [noRedis] : []);

/** `fanfare queue verify --log <source> --json`, as anyone would run it (no key). */
async function verifyLogWithCli(source: string): Promise<{ code: number; result: { verified: boolean; problems: string[]; entries: number; admitted: number } }> {
  const r = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", "queue", "verify", "--log", source, "--json"], {
    env: { ...process.env, FANFARE_API_KEY: "", FANFARE_CLI_CONFIG: "/nonexistent/fanfare-cli.json" },
  })
    .then((x) => ({ code: 0, stdout: x.stdout }))
    .catch((e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }));
  return { code: r.code, result: JSON.parse(r.stdout) };
}

const modes = [
  { store: "postgresql", skip: false },
  { store: "redis", skip: !redisHalf },
] as const;

describe.each(modes)("the public fairness log, line in $store", ({ store, skip }) => {
  let s: TestServer;
  beforeAll(async () => {
    if (skip) return;
    s = await startTestServer({
      queue: { ...loadConfig().queue, tickMs: 100, admissionRatePerMinute: 6_000 },
      ...(store === "redis" ? { redisUrl: testRedisUrl, redisKeyPrefix: `test-fair-${crypto.randomBytes(4).toString("hex")}:` } : {}),
    });
  }, 120_000);
  afterAll(() => s?.stop());
  const db = () => s.app.deps.db;

  const fan = () => createFan(s.app.deps, { payPassword: PAY_PASSWORD, balance: 10_000_000, phone: "verified" });
  const place = async (f: SignableFan, ev: OnSaleEvent) => (await s.gql(MY_QUEUE_PLACE, { eventSlug: ev.slug }, { token: f.token })).data!.myQueuePlace;
  const state = async (ev: OnSaleEvent) => (await s.gql(ROOM, { eventSlug: ev.slug })).data!.waitingRoom!.state;
  async function join(f: SignableFan, ev: OnSaleEvent) {
    const r = (await s.gql(JOIN_QUEUE, { input: { eventSlug: ev.slug, humanCheck: await solvedHumanCheck(s) } }, { token: f.token })).data!.joinQueue;
    expect(r.__typename).toBe("JoinQueueSuccess");
  }
  async function buy(f: SignableFan, ev: OnSaleEvent, pay: boolean): Promise<string> {
    let token: string | null = null;
    await waitFor(async () => (token = (await place(f, ev))?.admission?.token ?? null) !== null, "admission", { intervalMs: 50 });
    const input = { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s), admissionPass: token };
    const secured = (await s.gql(SECURE, { input }, { token: f.token })).data!.secureTickets;
    if (secured.__typename !== "TicketsSecured") throw new Error(JSON.stringify(secured));
    if (pay) await payFor(f, secured.order.orderNo);
    return secured.order.orderNo;
  }
  async function payFor(f: SignableFan, orderNo: string) {
    const paid = (await s.gql(PAY, { input: { orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: crypto.randomUUID() } }, { token: f.token })).data!.payOrder;
    expect(paid.__typename).toBe("PaymentAccepted");
  }
  async function download(ev: OnSaleEvent): Promise<{ text: string; res: Response }> {
    const res = await fetch(`${s.url}/fairness/${ev.slug}/log.jsonl`);
    return { text: await res.text(), res };
  }

  it.skipIf(skip)(
    "logs a real on-sale (commitment, draw, admissions in the line's order, sales, sell-out, an offer), downloadable and verifiable; an edited entry or an out-of-order admission fails",
    { timeout: 180_000 },
    async () => {
      const ev = await createOnSaleEvent(s.app.deps, { standing: 4, isHot: true, rows: [], perRow: 0 });
      await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() + 3600_000) } });
      const early = await Promise.all(Array.from({ length: 4 }, () => fan()));
      // A failed human check at the door (counted for the report), then the four join.
      const refused = (await s.gql(JOIN_QUEUE, { input: { eventSlug: ev.slug, humanCheck: "forged" } }, { token: early[0].token })).data!.joinQueue;
      expect(refused.__typename).toBe("HumanCheckFailedError");
      for (const f of early) await join(f, ev);
      // The seed's commitment is public before the opening.
      const before = await download(ev);
      expect(before.res.status).toBe(200);
      expect(before.res.headers.get("content-type")).toMatch(/jsonl/);
      expect(parseJsonLines(before.text).map((e) => e.type)).toEqual(["commitment"]);

      // The opening: the draw, then (one admission a minute until the late fans are in line) nobody is let in.
      await db().queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 1, currentRatePerMinute: 1 } });
      await db().event.update({ where: { id: ev.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
      await waitFor(async () => (await state(ev)) === "OPEN", "the draw");
      await db().queueRoom.update({ where: { eventId: ev.id }, data: { admittedUntil: new Date(Date.now() + 86_400_000) } });
      const late = await Promise.all(Array.from({ length: 2 }, () => fan()));
      for (const f of late) await join(f, ev);
      await db().queueRoom.update({ where: { eventId: ev.id }, data: { ratePerMinute: 6_000, currentRatePerMinute: 6_000, admittedUntil: new Date() } });

      // Three buy and pay, a fourth holds the last ticket: sold out. A fan joins the waiting list; the holder
      // cancels and the ticket is offered to that place, which pays.
      const drawnOrder = (await db().queueEntry.findMany({ where: { eventId: ev.id, rank: { not: null } }, orderBy: { rank: "asc" }, select: { userId: true } })).map((e) => e.userId);
      const byId = new Map([...early, ...late].map((f) => [f.id, f]));
      const front = drawnOrder.slice(0, 4).map((id) => byId.get(id)!);
      for (const f of front.slice(0, 3)) await buy(f, ev, true);
      const held = await buy(front[3], ev, false);
      await waitFor(async () => (await state(ev)) === "SOLD_OUT", "the sell-out");
      const listed = await fan();
      expect((await s.gql(JOIN_WAITING_LIST, { input: { eventSlug: ev.slug } }, { token: listed.token })).data!.joinWaitingList).toMatchObject({ place: { status: "WAITING_LIST" } });
      expect((await s.gql(CANCEL, { no: held }, { token: front[3].token })).data!.cancelOrder).toMatchObject({ status: "CANCELLED" });
      const offer = await place(listed, ev);
      expect(offer?.status).toBe("OFFERED");
      await payFor(listed, offer!.offer!.orderNo);

      // The leader chains the sales in batches.
      let entries: FairnessEntry[] = [];
      await waitFor(async () => {
        entries = parseJsonLines((await download(ev)).text);
        return entries.filter((e) => e.type === "sales").flatMap((e) => (e.payload as { sales: unknown[] }).sales).length === 4;
      }, "the sales in the log");
      const { text } = await download(ev);
      entries = parseJsonLines(text);
      const types = entries.map((e) => e.type);
      expect(types.slice(0, 2)).toEqual(["commitment", "draw"]);
      expect(types).toContain("admission");
      expect(types).toContain("soldOut");
      expect(types.filter((t) => t === "offer")).toHaveLength(1);
      const offerEntry = entries.find((e) => e.type === "offer")!;
      expect(offerEntry.payload).toMatchObject({ from: "waitingList", tickets: 1 });
      const sales = entries.filter((e) => e.type === "sales").flatMap((e) => (e.payload as { sales: { via: string; tickets: number }[] }).sales);
      expect(sales.map((x) => x.via).sort()).toEqual(["admission", "admission", "admission", "offer"]);
      // Admissions in the line's order: the drawn four first, in drawn order.
      const admitted = entries.filter((e) => e.type === "admission").flatMap((e) => (e.payload as { places: { rank: number }[] }).places.map((p) => p.rank));
      expect(admitted.slice(0, 4)).toEqual([1, 2, 3, 4]);
      // Holders only by their pseudonyms: no account id anywhere in the public document.
      for (const f of [...early, ...late, listed]) expect(text).not.toContain(f.id);

      const { problems, summary } = await verifyFairnessLog(entries);
      expect(problems).toEqual([]);
      expect(summary).toMatchObject({ drawn: 4, ticketsSold: 4, offers: 1 });

      // The CLI checks it from the address and from a file; an edited entry and a planted out-of-order
      // admission (the chain rewritten after it, so that only the order gives it away) fail.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-fairness-"));
      try {
        expect(await verifyLogWithCli(`${s.url}/fairness/${ev.slug}/log.jsonl`)).toMatchObject({ code: 0, result: { verified: true, problems: [] } });

        const edited = editedLog(entries);
        expect(entries[edited.seq - 1].type).toBe("sales");
        fs.writeFileSync(path.join(dir, "edited.jsonl"), toJsonLines(edited.log));
        const editedRun = await verifyLogWithCli(path.join(dir, "edited.jsonl"));
        expect(editedRun.code).toBe(2);
        expect(editedRun.result.problems.join("\n")).toMatch(new RegExp(`entry ${edited.seq}: its hash does not match its content`));

        const { log: forged } = plantedOutOfOrder(entries);
        expect((await verifyFairnessLog(forged)).problems.join("\n")).toMatch(/out of the line's order/);
        fs.writeFileSync(path.join(dir, "planted.jsonl"), toJsonLines(forged));
        const plantedRun = await verifyLogWithCli(path.join(dir, "planted.jsonl"));
        expect(plantedRun.code).toBe(2);
        expect(plantedRun.result.problems.join("\n")).toMatch(/out of the line's order/);

        // The sale closes: the leader signs the report once. Checked offline with the published key and
        // against the log; an edited figure breaks the signature.
        await db().event.update({ where: { id: ev.id }, data: { saleEndsAt: new Date(Date.now() - 1000) } });
        await waitFor(async () => (await s.gql(REPORT, { eventSlug: ev.slug })).data!.waitingRoom!.fairnessReport !== null, "the signed report");
        const shown = (await s.gql(REPORT, { eventSlug: ev.slug })).data!.waitingRoom!.fairnessReport!;
        expect(shown).toMatchObject({ preQueueFans: 4, afterDrawFans: 3, ticketsSold: 4, accountsServed: 4, mostTicketsOneAccount: 1, oversold: 0, offers: 1, humanCheckFailures: 1 });
        // v2's figures: no hand-back here, no real names on this event, and the four secures of admitted
        // fans timed (each bound one of the buckets, p50 never above p99).
        expect(shown).toMatchObject({ handBacksResold: 0, identitiesServed: null, mostTicketsOneIdentity: null, secureAnswers: 4 });
        expect([50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000]).toContain(shown.secureP50Ms);
        expect(shown.secureP99Ms).toBeGreaterThanOrEqual(shown.secureP50Ms!);
        const reportRes = await fetch(`${s.url}/fairness/${ev.slug}/report.json`);
        expect(reportRes.status).toBe(200);
        const doc = (await reportRes.json()) as FairnessReportDocument;
        expect(JSON.parse(shown.document)).toEqual(doc);
        const { keys } = (await (await fetch(`${s.url}/fairness/keys.json`)).json()) as { keys: { keyId: string; publicKey: string }[] };
        const trusted = keys.find((k) => k.keyId === doc.keyId)!.publicKey;
        const finalLog = parseJsonLines((await download(ev)).text);
        expect(verifyFairnessReport(doc, { trustedPublicKey: trusted, log: finalLog })).toEqual([]);
        const forgedReport = structuredClone(doc);
        forgedReport.report.mostTicketsOneAccount = 0;
        expect(verifyFairnessReport(forgedReport, { trustedPublicKey: trusted })).toEqual([expect.stringMatching(/signature does not match/)]);
        fs.writeFileSync(path.join(dir, "report.json"), JSON.stringify(doc));
        fs.writeFileSync(path.join(dir, "log.jsonl"), toJsonLines(finalLog));
        fs.writeFileSync(path.join(dir, "forged.json"), JSON.stringify(forgedReport));
        const cli = (args: string[]) =>
          promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", "queue", "verify", ...args, "--json"], { env: { ...process.env, FANFARE_API_KEY: "", FANFARE_CLI_CONFIG: "/nonexistent/fanfare-cli.json" } })
            .then((x) => ({ code: 0, result: JSON.parse(x.stdout) as { verified: boolean; problems: string[] } }))
            .catch((e: { code: number; stdout: string }) => ({ code: e.code, result: JSON.parse(e.stdout) as { verified: boolean; problems: string[] } }));
        expect(await cli(["--report", path.join(dir, "report.json"), "--log", path.join(dir, "log.jsonl"), "--public-key", trusted])).toMatchObject({ code: 0, result: { verified: true, problems: [] } });
        expect(await cli(["--report", path.join(dir, "forged.json"), "--public-key", trusted])).toMatchObject({ code: 2, result: { verified: false } });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.skipIf(skip || store === "redis")("is append-only in the database, and appends from many transactions at once keep one chain", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 1, isHot: true, rows: [], perRow: 0 });
    await s.gql(ROOM, { eventSlug: ev.slug });
    await waitFor(async () => (await db().fairnessLogEntry.count({ where: { eventId: ev.id } })) >= 1, "the commitment");
    await expect(db().fairnessLogEntry.updateMany({ where: { eventId: ev.id }, data: { type: "forged" } })).rejects.toThrow(/append-only/);
    await expect(db().fairnessLogEntry.deleteMany({ where: { eventId: ev.id } })).rejects.toThrow(/append-only/);
    await expect(db().$executeRawUnsafe(`truncate "FairnessLogEntry"`)).rejects.toThrow(/append-only/);

    // Thirty writers at once (as two instances' leaders and offers would be): one chain, no gap, no fork.
    await Promise.all(Array.from({ length: 30 }, (_, i) => appendFairnessNow(s.app.deps, ev.id, [{ type: "rate", payload: { from: i, to: i + 1, by: "adapted" } }])));
    const { text } = await download(ev);
    const entries = parseJsonLines(text);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: entries.length }, (_, i) => i + 1));
    const check = await verifyFairnessLog(entries);
    expect(check.problems).toEqual([]);
    expect(check.summary.rateChanges).toBeGreaterThanOrEqual(30);
    expect((await fetch(`${s.url}/fairness/no-such-event/log.jsonl`)).status).toBe(404);
  });
});
