// The signed fairness report's figures (issue 32 item 3): hand-backs resold come from the log's sales, the
// secure answers' p50/p99 from bucketed counts, and a v2 report must carry every v2 figure, while a report
// signed in v1 still verifies.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bucketPercentiles,
  canonicalJson,
  chainEntries,
  FAIRNESS_REPORT_FORMAT,
  logFigures,
  SECURE_MS_BUCKETS,
  secureBucketOf,
  verifyFairnessReport,
  type FairnessReportBody,
  type FairnessReportDocument,
} from "../../server/src/modules/queue/fairness.rules.ts";

const at = "2026-12-01T10:00:00.000Z";
const log = chainEntries(null, [
  { type: "commitment", at, payload: { event: "e1", seedHash: "h", algorithm: "a" } },
  {
    type: "sales",
    at,
    payload: {
      sales: [
        { holder: "p1", tickets: 2, via: "admission" },
        { holder: "p2", tickets: 1, via: "offer" },
        { holder: "p3", tickets: 1, via: "handBack" },
        { holder: "p4", tickets: 1, via: "handBack" },
      ],
    },
  },
]);

function signed(report: FairnessReportBody): FairnessReportDocument {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(12);
  const signature = crypto.sign(null, Buffer.from(canonicalJson(report), "utf8"), privateKey).toString("base64url");
  return { format: report.format, keyId: "k1", publicKey: Buffer.from(raw).toString("base64url"), signature, report };
}

function body(format: string, extra: Partial<FairnessReportBody>): FairnessReportBody {
  const f = logFigures(log);
  return {
    format,
    event: { id: "e1", slug: "e1", title: "E" },
    closedAt: at,
    signedAt: at,
    fans: { preQueue: 0, afterDraw: 4 },
    admitted: f.admitted,
    offers: f.offers,
    ticketsSold: f.ticketsSold,
    accountsServed: f.accountsServed,
    mostTicketsOneAccount: f.mostTicketsOneAccount,
    humanCheckFailures: 0,
    oversold: 0,
    rateChanges: [],
    log: f.log,
    ...extra,
  };
}

const v2 = { handBacksResold: 2, identitiesServed: 4, mostTicketsOneIdentity: 1, secure: { answers: 3, p50Ms: 100, p99Ms: 250 } };

describe("the fairness report's v2 figures", () => {
  it("counts the tickets sold via a hand-back from the log's sales", () => {
    expect(logFigures(log)).toMatchObject({ ticketsSold: 5, accountsServed: 4, handBacksResold: 2 });
  });

  it("puts a secure answer's time in the bucket whose bound is at or above it", () => {
    expect(secureBucketOf(0)).toBe(50);
    expect(secureBucketOf(50)).toBe(50);
    expect(secureBucketOf(50.1)).toBe(100);
    expect(secureBucketOf(2_400)).toBe(2_500);
    expect(secureBucketOf(60_000)).toBe(60_000);
    expect(secureBucketOf(60_001)).toBe(Infinity);
  });

  it("reports p50 and p99 as the bound of the bucket each falls in, never below the true value", () => {
    const bounds = [...SECURE_MS_BUCKETS, Infinity];
    const times = [...Array.from({ length: 90 }, () => 40), ...Array.from({ length: 9 }, () => 700), 3_000];
    const counts = bounds.map((b) => [b, times.filter((t) => secureBucketOf(t) === b).length] as const);
    expect(bucketPercentiles(counts)).toEqual({ answers: 100, p50Ms: 50, p99Ms: 1_000 });
    expect(bucketPercentiles(bounds.map((b) => [b, 0] as const))).toEqual({ answers: 0, p50Ms: null, p99Ms: null });
    // Past the last bound: no bound to give.
    expect(bucketPercentiles([[60_000, 0], [Infinity, 3]])).toEqual({ answers: 3, p50Ms: null, p99Ms: null });
  });

  it("verifies a v2 report against its log, and refuses one whose hand-back count the log does not show", () => {
    expect(verifyFairnessReport(signed(body(FAIRNESS_REPORT_FORMAT, v2)), { log })).toEqual([]);
    const wrong = signed(body(FAIRNESS_REPORT_FORMAT, { ...v2, handBacksResold: 0 }));
    expect(verifyFairnessReport(wrong, { log })).toEqual([expect.stringMatching(/handBacksResold: the report says 0, the log 2/)]);
  });

  it("refuses a v2 report without its v2 figures, even when signed", () => {
    const bare = signed(body(FAIRNESS_REPORT_FORMAT, {}));
    expect(verifyFairnessReport(bare)).toEqual([
      "handBacksResold is missing",
      "the identity figures are missing",
      "the secure answers' figures are missing",
    ]);
  });

  it("still verifies a report signed in v1, and refuses a document that names another format than its report", () => {
    const v1 = signed(body("fanfare-fairness-report-v1", {}));
    expect(verifyFairnessReport(v1, { log })).toEqual([]);
    expect(verifyFairnessReport({ ...v1, format: FAIRNESS_REPORT_FORMAT })).toEqual([expect.stringMatching(/the report says format "fanfare-fairness-report-v1"/), ...["handBacksResold is missing", "the identity figures are missing", "the secure answers' figures are missing"]]);
  });
});
