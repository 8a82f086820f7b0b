// The logger: one JSON line per entry, the request id on every line written inside a request (also
// from code that never saw the request), and no secrets or personal data.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, requestIdFrom, withRequestId, yogaLogger } from "../../server/src/platform/logger.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, stream };
}

describe("logger", () => {
  it("adds the request id to every line written inside the request, across awaits", async () => {
    const { lines, stream } = capture();
    const log = createLogger("info", stream);
    log.info("outside");
    await withRequestId("req-abc12345", async () => {
      // A macrotask hop: the id must survive more than a microtask continuation.
      await new Promise((r) => setImmediate(r));
      log.info("inside", { step: 1 });
      yogaLogger(log).error(new Error("boom"));
    });
    expect(lines[0]).not.toHaveProperty("reqId");
    expect(lines[1]).toMatchObject({ level: "info", msg: "inside", step: 1, reqId: "req-abc12345" });
    expect(lines[2]).toMatchObject({ level: "error", msg: "graphql: boom", reqId: "req-abc12345" });
  });

  it("redacts authorization, cookies, passwords, codes, identities and contact details", () => {
    const { lines, stream } = capture();
    const log = createLogger("info", stream);
    log.info("request", {
      headers: { authorization: "Bearer secret-token", cookie: "s=1" },
      input: { password: "Fanfare#2026", code: "123456", email: "fan@example.com", identity: { idNumber: "A1234567" } },
      phone: "+85261234567",
      orderNo: "T-1",
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ["secret-token", "s=1", "Fanfare#2026", "123456", "fan@example.com", "A1234567", "+85261234567"]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ orderNo: "T-1", headers: { authorization: "[redacted]" } });
  });

  it("accepts a sane X-Request-Id and replaces anything else", () => {
    expect(requestIdFrom("abc-123_XYZ.9")).toBe("abc-123_XYZ.9");
    for (const bad of [null, "", "short", "has space in it", "x".repeat(65), "<script>"]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });
});
