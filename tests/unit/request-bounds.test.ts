// The pure pieces behind "no single request can stop or starve an instance" and the sign-in device tokens
// (issue 36): what is expanded is counted first, what nests is walked without recursion, and a stream
// handed to the socket survives a cancel that lands while a chunk is awaited.
import { describe, expect, it } from "vitest";
import { MAX_VARIABLE_DEPTH, paramsProblem, valueShape } from "../../server/src/platform/graphql-guards.ts";
import { parseSeatMapCsv, seatMapLimits, seatsOfAreas } from "../../server/src/modules/events/seatmap.rules.ts";
import { deviceOf, issueDeviceToken } from "../../server/src/modules/users/index.ts";
import { withNativeBody } from "../../server/src/platform/web-streams.ts";

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe("GraphQL parameters", () => {
  it("measures nesting without recursion and stops at the limit: 100,000 levels in a moment", () => {
    const started = performance.now();
    expect(valueShape(nested(100_000)).depth).toBe(MAX_VARIABLE_DEPTH + 1);
    expect(performance.now() - started).toBeLessThan(200);
    expect(valueShape({ a: [1, 2, 3], b: { c: [[1], [1, 2, 3, 4]] } })).toEqual({ depth: 4, longestList: 4 });
  });

  it("refuses what no plugin should read: a query or operation name that is not a string, variables that are not an object, too deep, too long", () => {
    const code = (p: Parameters<typeof paramsProblem>[0]) => paramsProblem(p, 500)?.extensions.code ?? null;
    for (const query of [123, true, {}, []]) expect(code({ query })).toBe("BAD_REQUEST");
    expect(code({ query: "{ a }", operationName: {} })).toBe("BAD_REQUEST");
    for (const variables of ["x", 1, []]) expect(code({ query: "{ a }", variables })).toBe("BAD_REQUEST");
    expect(code({ query: "{ a }", variables: { x: nested(5000) } })).toBe("VARIABLES_TOO_DEEP");
    expect(code({ query: "{ a }", extensions: { x: nested(5000) } })).toBe("VARIABLES_TOO_DEEP");
    expect(code({ query: "{ a }", variables: { x: Array(501).fill(1) } })).toBe("LIST_TOO_LONG");
    expect(code({ query: "{ a }", variables: { x: nested(MAX_VARIABLE_DEPTH - 1), y: Array(500).fill(1) }, operationName: null, extensions: null })).toBeNull();
  });
});

describe("seat maps", () => {
  it("count a CSV's ranges before expanding them: 8,000 lines of 9,999 seats are one problem, found at once", () => {
    const csv = `area,row,seat\n${Array.from({ length: 8000 }, (_, i) => `A,R${i},1-9999`).join("\n")}`;
    const started = performance.now();
    expect(parseSeatMapCsv(csv)).toEqual({ seats: [], issues: [{ field: "seats", message: "validation.seatMapTooMany", params: { max: seatMapLimits.maxSeats } }] });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("take exactly the limit, by ranges or by areas and rows", () => {
    const csv = `area,row,seat\n${Array.from({ length: 10 }, (_, i) => `A,R${i},1-${seatMapLimits.maxSeats / 10}`).join("\n")}`;
    const parsed = parseSeatMapCsv(csv);
    expect(parsed.issues).toEqual([]);
    expect(parsed.seats).toHaveLength(seatMapLimits.maxSeats);
    expect(parseSeatMapCsv(`${csv}\nA,R99,1`).issues.map((i) => i.message)).toEqual(["validation.seatMapTooMany"]);
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ row: `R${i}`, seats: Array.from({ length: 500 }, (_, s) => s + 1) }));
    expect(seatsOfAreas([{ area: "A", rows: rows(100) }]).seats).toHaveLength(50_000);
    expect(seatsOfAreas([{ area: "A", rows: rows(101) }])).toMatchObject({ seats: [], issues: [{ message: "validation.seatMapTooMany" }] });
  });
});

describe("device tokens", () => {
  const secret = "a-test-secret-of-at-least-32-characters!";
  it("name the device only for the account they were issued for, and only unaltered", () => {
    const token = issueDeviceToken(secret, "fan@example.com");
    const device = deviceOf(secret, "fan@example.com", token);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceOf(secret, "other@example.com", token)).toBeNull();
    expect(deviceOf("another-secret-of-at-least-32-characters", "fan@example.com", token)).toBeNull();
    // Every other last character, those that decode to the same bytes (its 2 unused bits) included.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const c of alphabet.replace(token.at(-1)!, "")) expect(deviceOf(secret, "fan@example.com", `${token.slice(0, -1)}${c}`)).toBeNull();
    for (const bad of [null, undefined, "", "d1.x.y", "d2" + token.slice(2), "x".repeat(5000)]) expect(deviceOf(secret, "fan@example.com", bad)).toBeNull();
    expect(issueDeviceToken(secret, "fan@example.com")).not.toBe(token);
  });
});

describe("a foreign response body handed to the socket", () => {
  it("becomes a native stream that a cancel during an awaited chunk leaves closed, with nothing thrown", async () => {
    let finish: (r: ReadableStreamReadResult<Uint8Array>) => void = () => {};
    let cancelled: unknown = null;
    const foreign = {
      getReader: () => ({
        read: () => new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => (finish = resolve)),
        cancel: async (reason: unknown) => {
          cancelled = reason ?? "cancelled";
        },
      }),
    };
    const res = withNativeBody({ body: foreign, status: 200, statusText: "OK", headers: new Headers({ "content-type": "text/event-stream" }) } as unknown as Response);
    expect(res.body).toBeInstanceOf(ReadableStream);
    const escaped: unknown[] = [];
    const onError = (e: unknown) => escaped.push(e);
    process.on("uncaughtException", onError);
    process.on("unhandledRejection", onError);
    try {
      const reader = res.body!.getReader();
      const pending = reader.read();
      await new Promise((r) => setTimeout(r, 10));
      await reader.cancel("client went away");
      // The source's chunk arrives after the cancel: it must not touch the closed stream.
      finish({ done: true, value: undefined });
      await new Promise((r) => setTimeout(r, 20));
      expect(await pending).toEqual({ done: true, value: undefined });
      expect(cancelled).toBe("client went away");
      expect(escaped).toEqual([]);
    } finally {
      process.off("uncaughtException", onError);
      process.off("unhandledRejection", onError);
    }
  });

  it("passes a native body through unchanged, and reads a foreign one to the end", async () => {
    const native = new Response("hello");
    expect(withNativeBody(native)).toBe(native);
    const chunks = [new TextEncoder().encode("a"), new TextEncoder().encode("b")];
    const foreign = { getReader: () => ({ read: async () => (chunks.length ? { done: false, value: chunks.shift()! } : { done: true, value: undefined }), cancel: async () => undefined }) };
    const res = withNativeBody({ body: foreign, status: 201, statusText: "Created", headers: new Headers({ "x-a": "1" }) } as unknown as Response);
    expect(res.status).toBe(201);
    expect(res.headers.get("x-a")).toBe("1");
    expect(await res.text()).toBe("ab");
  });
});
