import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type GraphQLResponse, type TestServer } from "../helpers/server.ts";
import type { GraphqlCoreEventsQuery } from "../gql/graphql.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

describe("GraphQL over HTTP", () => {
  it("answers health with the database up", async () => {
    const r = await s.gql(graphql(`query GraphqlCoreHealth { health { ok database version time } }`));
    expect(r.errors).toBeUndefined();
    expect(r.data!.health).toMatchObject({ ok: true, database: true, version: expect.any(String) });
  });

  it("pages through the seeded events as a relay connection, in date order", async () => {
    const q = graphql(`query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }`);
    const seen: { slug: string; startsAt: string; saleState: string }[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const r: GraphQLResponse<GraphqlCoreEventsQuery> = await s.gql(q, { after });
      expect(r.errors).toBeUndefined();
      const events = r.data!.events;
      seen.push(...events.edges.map((e) => e.node));
      if (!events.pageInfo.hasNextPage) break;
      after = events.pageInfo.endCursor ?? null;
    }
    expect(seen.map((e) => e.slug).sort()).toEqual(
      ["harbour-fanfest", "moonlight-orchestra", "neon-nights-live-2026", "starlight-arena-tour", "summer-sonic-2025"].sort(),
    );
    const times = seen.map((e) => Date.parse(e.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const neon = seen.find((e) => e.slug === "neon-nights-live-2026");
    expect(neon).toMatchObject({ saleState: "ON_SALE", priceFrom: { amount: 48000, currency: "HKD" } });
    expect(seen.find((e) => e.slug === "summer-sonic-2025")?.saleState).toBe("ENDED");
  });

  it("filters to upcoming events and resolves nodes by global id", async () => {
    const r = await s.gql(graphql(`query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }`));
    const slugs = r.data!.events.edges.map((e) => e.node.slug);
    expect(slugs).not.toContain("summer-sonic-2025");
    const id = r.data!.events.edges[0].node.id;
    const n = await s.gql(graphql(`query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }`), { id });
    expect(n.data!.node).toEqual({ id, slug: slugs[0] });
  });

  it("lists only events on sale now for the home page's \"On sale now\"", async () => {
    const all = await s.gql(graphql(`query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }`));
    const states = new Map<string, string>(all.data!.events.edges.map((e) => [e.node.slug, e.node.saleState]));
    const r = await s.gql(graphql(`query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }`));
    const onSale = r.data!.events.edges.map((e) => e.node);
    expect(onSale.length).toBeGreaterThan(0);
    for (const e of onSale) expect(e.saleState).toBe("ON_SALE");
    // Every event on sale is there; the sale-closed and ended ones are not.
    expect(onSale.map((e) => e.slug).sort()).toEqual([...states].filter(([, st]) => st === "ON_SALE").map(([slug]) => slug).sort());
    expect(onSale.map((e) => e.slug)).not.toContain("harbour-fanfest");
    // Every event names its venue's zone.
    for (const e of onSale) expect(e.timeZone).toMatch(/^Asia\/(Hong_Kong|Macau)$/);
  });

  it("finds one event by slug and returns null for an unknown one", async () => {
    const r = await s.gql(graphql(`query GraphqlCoreA { a: event(slug: "starlight-arena-tour") { title isHot requiresIdentity currency } b: event(slug: "nope") { title } }`));
    expect(r.data).toEqual({ a: { title: "Starlight Arena Tour", isHot: true, requiresIdentity: true, currency: "MOP" }, b: null });
  });

  it("rejects invalid and abusive documents without leaking internals", async () => {
    const bad = await s.gqlRaw("{ events { nope } }");
    expect(bad.errors?.[0].message).toMatch(/Cannot query field "nope"/);
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: health { ok }`).join(" ");
    const r = await s.gqlRaw(`{ ${aliases} }`);
    expect(r.data).toBeUndefined();
    expect(JSON.stringify(r.errors)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("GraphQL over graphql-ws on the same port", () => {
  it("streams serverTime ticks", async () => {
    const client = createClient({ url: s.url.replace("http", "ws") + "/graphql", webSocketImpl: WebSocket, lazy: true });
    const ticks: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const dispose = client.subscribe<{ serverTime: string }>(
        { query: "subscription { serverTime }" },
        {
          next: (v) => {
            ticks.push(v.data!.serverTime);
            if (ticks.length === 2) {
              dispose();
              resolve();
            }
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await client.dispose();
    expect(ticks).toHaveLength(2);
    expect(Date.parse(ticks[1])).toBeGreaterThan(Date.parse(ticks[0]));
  });
});
