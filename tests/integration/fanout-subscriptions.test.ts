// A public subscription shared by many graphql-ws subscribers (platform/shared-subscriptions.ts): each
// gets every update in its own `next` message (its own subscription id) written by the group, one that
// completes or disconnects gets nothing more while the others go on, and once the last one leaves the
// upstream subscription ends (the next subscriber starts a fresh one).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { watchPubSubListeners } from "../helpers/pubsub-listeners.ts";
import { postGraphQL, startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { giveTicket, newFan } from "./entry-support.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const ENTRY = `subscription FanoutEntry($id: ID!) { eventEntry(eventId: $id) { entryNote } }`;
/** A gauge of the server's /metrics, as text. */
const metric = async (name: string) => new RegExp(`^${name} (\\S+)`, "m").exec(await (await fetch(`${s.url}/metrics`)).text())?.[1];
const UPDATE = `mutation FanoutUpdate($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }`;

describe("a shared public subscription over graphql-ws", () => {
  it("writes each update to every subscriber under its own id, stops at complete or disconnect, ends the upstream with the last", async () => {
    const operator = await createStaffToken(s, ["entry:manage"]);
    const ticket = await giveTicket(s, (await newFan(s)).user.id);
    const eventId = Buffer.from(`Event:${ticket.eventId}`).toString("base64");
    const update = async (note: string) => {
      const body = (await postGraphQL(s.url, UPDATE, { input: { eventId, entryNote: note } }, { token: operator })) as { errors?: unknown };
      expect(body.errors).toBeUndefined();
    };
    // Ids as a browser's graphql-ws client makes them (random), and raw frames seen for the ids.
    const frames: string[] = [];
    const clients: Client[] = [];
    const connect = () => {
      const client = createClient({
        url: s.url.replace("http", "ws") + "/graphql",
        webSocketImpl: class extends WebSocket {
          constructor(...args: ConstructorParameters<typeof WebSocket>) {
            super(...args);
            this.on("message", (data) => frames.push(String(data)));
          }
        },
      });
      clients.push(client);
      return client;
    };
    const subscribe = (client: Client) => {
      const notes: (string | null)[] = [];
      const dispose = client.subscribe<{ eventEntry: { entryNote: string | null } }>({ query: ENTRY, variables: { id: eventId } }, { next: (v) => notes.push(v.data?.eventEntry.entryNote ?? null), error: () => {}, complete: () => {} });
      return { notes, dispose };
    };

    const listeners = watchPubSubListeners(s.app.deps.pubsub);
    const a = connect();
    const b = connect();
    const a1 = subscribe(a);
    const a2 = subscribe(a); // two subscriptions on one connection
    const b1 = subscribe(b);
    await listeners.listening("event:entry", ticket.eventId);
    listeners.stop();
    // Every subscription registered before the first update (one upstream: pubsub is listened to once).
    await expect.poll(() => metric("fanfare_graphql_subscriptions_active")).toBe("3");

    await update("first");
    await expect.poll(() => [a1.notes, a2.notes, b1.notes]).toEqual([["first"], ["first"], ["first"]]);
    // One `next` frame per subscription, each under its own id, with the payload graphql-ws would write.
    const nexts = frames.map((f) => JSON.parse(f) as { id?: string; type: string; payload?: unknown }).filter((m) => m.type === "next");
    expect(nexts).toHaveLength(3);
    expect(new Set(nexts.map((m) => m.id)).size).toBe(3);
    for (const m of nexts) expect(m.payload).toEqual({ data: { eventEntry: { entryNote: "first" } } });

    // a2 completes: it gets nothing more, a1 and b1 go on.
    a2.dispose();
    await expect.poll(() => metric("fanfare_graphql_subscriptions_active")).toBe("2");
    await update("second");
    await expect.poll(() => [a1.notes, b1.notes]).toEqual([["first", "second"], ["first", "second"]]);

    // b's connection goes away: a1 still gets updates.
    await b.dispose();
    await expect.poll(() => metric("fanfare_ws_connections")).toBe("1");
    await update("third");
    await expect.poll(() => a1.notes).toEqual(["first", "second", "third"]);
    expect(a2.notes).toEqual(["first"]);
    expect(b1.notes).toEqual(["first", "second"]);

    // The last subscriber leaves: the shared upstream ends, so a newcomer starts (and listens on) a fresh one.
    a1.dispose();
    await expect.poll(() => metric("fanfare_graphql_subscriptions_active")).toBe("0");
    const again = watchPubSubListeners(s.app.deps.pubsub);
    const a3 = subscribe(a);
    await again.listening("event:entry", ticket.eventId);
    again.stop();
    await update("fourth");
    await expect.poll(() => a3.notes).toEqual(["fourth"]);
    expect(a1.notes).toEqual(["first", "second", "third"]);
    await Promise.all(clients.map((c) => c.dispose()));
  });
});
