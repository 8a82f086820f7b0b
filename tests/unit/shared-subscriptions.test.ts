// Public subscriptions fanned out once per instance (platform/shared-subscriptions.ts): one upstream per
// operation, one serialisation per update, the same JSON in every subscriber's message, never a private one.
import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import { createSharedSubscriptions } from "../../server/src/platform/shared-subscriptions.ts";

/** An upstream subscription the test drives: push results, count how often it was started and ended. */
function upstream() {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  const state = { started: 0, ended: 0 };
  const iterator: AsyncGenerator<unknown> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      while (!queue.length && !state.ended) await new Promise<void>((r) => (wake = r));
      return state.ended ? { value: undefined, done: true } : { value: queue.shift(), done: false };
    },
    async return() {
      state.ended++;
      wake?.();
      return { value: undefined, done: true };
    },
    async throw() {
      return { value: undefined, done: true };
    },
    [Symbol.asyncDispose]: async () => {},
  } as AsyncGenerator<unknown>;
  return {
    state,
    start: async () => {
      state.started++;
      return iterator;
    },
    push(v: unknown) {
      queue.push(v);
      wake?.();
    },
  };
}

/** What graphql-ws writes for `result` on subscription `id`: its replacer, then the socket's send. */
function message(shared: ReturnType<typeof createSharedSubscriptions>, id: string, result: unknown): string {
  const payload = shared.onNext(result) ?? result;
  return shared.expand(JSON.stringify({ id, type: "next", payload }, shared.replacer));
}

const entry = `subscription($id: ID!) { eventEntry(eventId: $id) { id entryNote } }`;

describe("shared subscriptions", () => {
  it("runs one upstream for every subscriber of a public operation and sends each the same JSON", async () => {
    const shared = createSharedSubscriptions();
    const key = shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "en" })!;
    expect(key).not.toBeNull();
    const up = upstream();
    const a = (await shared.subscribe(key, up.start)) as AsyncIterator<unknown>;
    const b = (await shared.subscribe(key, up.start)) as AsyncIterator<unknown>;
    expect(up.state.started).toBe(1);
    const result = { data: { eventEntry: { id: "e1", entryNote: "Gate B opens at 6 \"pm\"" } } };
    up.push(result);
    const [ra, rb] = await Promise.all([a.next(), b.next()]);
    expect(JSON.parse(message(shared, "1", ra.value))).toEqual({ id: "1", type: "next", payload: result });
    expect(JSON.parse(message(shared, "2", rb.value))).toEqual({ id: "2", type: "next", payload: result });
    // One subscriber leaves: the other still gets updates; the last one leaving ends the upstream.
    await a.return!();
    up.push({ data: { eventEntry: { id: "e1", entryNote: "later" } } });
    expect(JSON.parse(message(shared, "2", (await b.next()).value)).payload.data.eventEntry.entryNote).toBe("later");
    expect(up.state.ended).toBe(0);
    await b.return!();
    expect(up.state.ended).toBe(1);
    // A newcomer afterwards starts a fresh upstream.
    const up2 = upstream();
    await shared.subscribe(key, up2.start);
    expect(up2.state.started).toBe(1);
  });

  it("never shares a private subscription, nor across languages or variables", () => {
    const shared = createSharedSubscriptions();
    const mine = `subscription { paymentResult(orderNo: "T1") { status } }`;
    expect(shared.keyFor({ document: parse(mine), query: mine, lang: "en" })).toBeNull();
    const mixed = `subscription { eventEntry(eventId: "e1") { id } paymentResult(orderNo: "T1") { status } }`;
    expect(shared.keyFor({ document: parse(mixed), query: mixed, lang: "en" })).toBeNull();
    const en = shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "en" });
    expect(shared.keyFor({ document: parse(entry), variableValues: { id: "e1" }, query: entry, lang: "vi" })).not.toBe(en);
    expect(shared.keyFor({ document: parse(entry), variableValues: { id: "e2" }, query: entry, lang: "en" })).not.toBe(en);
  });

  it("leaves every other message as graphql-ws would write it", () => {
    const shared = createSharedSubscriptions();
    const plain = { data: { paymentResult: { status: "SUCCEEDED" } } };
    expect(message(shared, "7", plain)).toBe(JSON.stringify({ id: "7", type: "next", payload: plain }));
  });
});
