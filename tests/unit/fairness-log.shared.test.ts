// The fairness log's shared check (issue 32, @fanfare/shared/fairnessLog): the one code `fanfare queue verify
// --log` runs with Node's hashes and the app's fairness page with the browser's WebCrypto. A log written by
// the server's own chaining and draw passes with both; the tampered copies the queue-fairness test plants
// (tests/helpers/fairness-log.ts) fail with both, at the entry that was tampered with.
import { describe, expect, it } from "vitest";
import { parseJsonLines, toJsonLines, verifyFairnessLog, webCryptoFairness, type FairnessCrypto, type FairnessEntry } from "@fanfare/shared/fairnessLog";
import { chainEntries, verifyFairnessLog as verifyOnServer } from "../../server/src/modules/queue/fairness.rules.ts";
import { AFTER_DRAW_RANK_BASE, drawListText, drawOrder, holderRef, nodeFairnessCrypto, sha256Hex } from "../../server/src/modules/queue/queue.rules.ts";
import { editedLog, plantedOutOfOrder, rechain } from "../helpers/fairness-log.ts";

const at = "2026-12-01T10:00:00.000Z";
const seed = "4f1c0ddc9b2a5e7f";
const fans = ["u1", "u2", "u3", "u4"].map((u, i) => ({ id: `entry${i + 1}`, holder: holderRef("ev1", u) }));
const drawn = drawOrder(seed, fans);
const drawList = drawListText(drawn);
const late = { id: "entry5", holder: holderRef("ev1", "u5") };
const place = (i: number) => ({ place: drawn[i].id, holder: drawn[i].holder, rank: i + 1 });

/** A whole on-sale as the server logs it: commitment, draw, admissions in the line's order, a late fan, sales, sell-out, offers. */
const log: FairnessEntry[] = chainEntries(null, [
  { type: "commitment", at, payload: { event: "ev1", seedHash: sha256Hex(seed), algorithm: "fanfare-queue-draw-v1" } },
  { type: "draw", at, payload: { seed, seedHash: sha256Hex(seed), drawHash: sha256Hex(drawList), drawList } },
  { type: "admission", at, payload: { places: [place(0), place(1)] } },
  { type: "admission", at, payload: { places: [place(2)] } },
  { type: "admission", at, payload: { places: [place(3), { place: late.id, holder: late.holder, rank: Number(AFTER_DRAW_RANK_BASE) + 1 }] } },
  { type: "sales", at, payload: { sales: [drawn[0], drawn[1], drawn[2]].map((d) => ({ holder: d.holder, tickets: 1, via: "admission" })) } },
  { type: "soldOut", at, payload: {} },
  { type: "offer", at, payload: { place: "entry6", holder: "h6", from: "waitingList", listedAt: "2026-12-01T10:01:00.000Z", tickets: 1 } },
  { type: "offer", at, payload: { place: "entry7", holder: "h7", from: "waitingList", listedAt: "2026-12-01T10:02:00.000Z", tickets: 1 } },
  { type: "rate", at, payload: { from: 600, to: 300, by: "adapted" } },
]);

const hashes: [string, FairnessCrypto][] = [
  ["WebCrypto (the browser's)", webCryptoFairness],
  ["Node's crypto (the CLI's)", nodeFairnessCrypto],
];

describe.each(hashes)("the shared fairness log check with %s", (_, crypto) => {
  it("passes a log the server wrote, and counts it", async () => {
    const check = await verifyFairnessLog(log, crypto);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ firstChainBreak: null, firstOutOfOrder: null, firstDrawProblem: null });
    expect(check.summary).toEqual({ entries: 10, head: log[9].hash, drawn: 4, admitted: 5, offers: 2, ticketsSold: 3, rateChanges: 1 });
  });

  it("fails an edited entry at that entry, and only the chain", async () => {
    const { log: edited, seq } = editedLog(log);
    expect(seq).toBe(6);
    const check = await verifyFairnessLog(edited, crypto);
    expect(check.firstChainBreak).toMatchObject({ seq: 6, kind: "chain", code: "hashMismatch" });
    expect(check.firstChainBreak!.text).toBe("entry 6: its hash does not match its content (edited?)");
    expect(check.firstOutOfOrder).toBeNull();
    // An edited admission, too (a log with no sale yet).
    const noSales = rechain(log.filter((e) => e.type !== "sales"), 0);
    const editedAdmission = editedLog(noSales);
    expect((await verifyFairnessLog(editedAdmission.log, crypto)).firstChainBreak).toMatchObject({ seq: 3, code: "hashMismatch" });
  });

  it("fails a planted out-of-order admission even with the chain rewritten after it", async () => {
    const { log: planted, seq } = plantedOutOfOrder(log);
    const check = await verifyFairnessLog(planted, crypto);
    expect(check.firstChainBreak).toBeNull();
    expect(check.firstOutOfOrder).toMatchObject({ seq, kind: "order", code: "outOfOrder", values: { place: drawn[0].id, rank: 1, servedBefore: 2 } });
    expect(check.firstOutOfOrder!.text).toMatch(/^entry 3: admission of place \S+ \(rank 1\) out of the line's order: rank 2 was served before it$/);
    // One place a batch: the next batch moved first.
    const single = rechain([log[0], log[1], { ...log[2], payload: { places: [place(0)] } }, { ...log[2], payload: { places: [place(1)] } }], 0);
    const swapped = plantedOutOfOrder(single);
    expect(swapped.seq).toBe(4);
    expect((await verifyFairnessLog(swapped.log, crypto)).firstOutOfOrder).toMatchObject({ seq: 4, code: "outOfOrder" });
  });

  it("fails a removed entry, a draw that does not follow from its seed, a place admitted where the draw did not put it, and a waiting list served out of turn", async () => {
    const removed = [...log.slice(0, 4), ...log.slice(5)];
    expect((await verifyFairnessLog(removed, crypto)).firstChainBreak).toMatchObject({ seq: 5, code: "seqOutOfPlace" });

    const lines = drawList.split("\n");
    [lines[0], lines[1]] = [lines[1], lines[0]];
    const swappedList = lines.join("\n");
    const redrawn = rechain(log.map((e) => (e.type === "draw" ? { ...e, payload: { ...(e.payload as object), drawList: swappedList, drawHash: sha256Hex(swappedList) } } : e)), 1);
    const check = await verifyFairnessLog(redrawn, crypto);
    expect(check.firstChainBreak).toBeNull();
    expect(check.firstDrawProblem).toMatchObject({ seq: 2, code: "drawOrderMismatch", values: { place: 1 } });
    expect(check.firstOutOfOrder).toMatchObject({ seq: 3, code: "notWhereDrawn" });

    const waitingList = rechain(
      log.map((e, i) => (i === 8 ? { ...e, payload: { ...(e.payload as object), listedAt: "2026-12-01T10:00:30.000Z" } } : e)),
      8,
    );
    expect((await verifyFairnessLog(waitingList, crypto)).firstOutOfOrder).toMatchObject({ seq: 9, code: "waitingListOutOfOrder" });
  });
});

describe("one check for the CLI and the browser", () => {
  it("the server's wrapper (what `fanfare queue verify --log` prints) is the shared check's words", async () => {
    const planted = plantedOutOfOrder(log).log;
    const shared = await verifyFairnessLog(planted, webCryptoFairness);
    const server = await verifyOnServer(planted);
    expect(server.problems).toEqual(shared.problems.map((p) => p.text));
    expect(server.summary).toEqual(shared.summary);
  });

  it("reads back the JSON lines it writes, and names a line that is not an entry", () => {
    expect(parseJsonLines(toJsonLines(log))).toEqual(log);
    expect(() => parseJsonLines(`${toJsonLines(log.slice(0, 1))}{"seq":2\n`)).toThrow(/^line 2:/);
    expect(() => parseJsonLines("null\n")).toThrow("line 1: not a JSON object");
  });
});
