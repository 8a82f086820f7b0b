// The on-sale benchmark divides by pgbench's tps: its summary must be read right, whichever pgbench printed it.
import { describe, expect, it } from "vitest";
import { parsePgbenchOutput } from "../../scripts/bench/lib/pgbench.ts";

describe("parsePgbenchOutput", () => {
  it("reads pgbench 15's summary (tps without the initial connection time, failed transactions)", () => {
    const out = [
      "pgbench (15.20 (Debian 15.20-0+deb12u1))",
      "transaction type: /tmp/fanfare-pgbench-x/secure-call.sql",
      "scaling factor: 1",
      "query mode: simple",
      "number of clients: 20",
      "number of threads: 2",
      "maximum number of tries: 1",
      "duration: 5 s",
      "number of transactions actually processed: 7210",
      "number of failed transactions: 3 (0.042%)",
      "latency average = 13.870 ms",
      "initial connection time = 25.104 ms",
      "tps = 1442.092831 (without initial connection time)",
    ].join("\n");
    expect(parsePgbenchOutput(out)).toEqual({ tps: 1442.092831, transactions: 7210, failed: 3, latencyMs: 13.87 });
  });

  it("takes the tps excluding connections from an older pgbench", () => {
    const out = [
      "number of transactions actually processed: 500",
      "latency average = 10.0 ms",
      "tps = 95.5 (including connections establishing)",
      "tps = 100.25 (excluding connections establishing)",
    ].join("\n");
    expect(parsePgbenchOutput(out)).toEqual({ tps: 100.25, transactions: 500, failed: 0, latencyMs: 10 });
  });

  it("refuses a run that printed no tps (a client aborted)", () => {
    expect(() => parsePgbenchOutput("pgbench: error: client 0 script 0 aborted in command 2 query 0")).toThrow(/no tps/);
  });
});
