// The catalogue over GraphQL: events → ticket types → seat availability as relay connections, in a
// number of SQL statements that does not grow with the number of events (no N+1). Statements are
// counted at the pg driver, with the server's jobs paused (helpers/statements.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { statementsOf } from "../helpers/statements.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // Ten of its own, so that "10 events" below never counts on the demo seed's.
  for (let i = 0; i < 10; i++) await createOnSaleEvent(s.app.deps, { standing: 10, rows: ["A", "B", "C"], perRow: 8 });
});
afterAll(() => s?.stop());

const CATALOGUE = graphql(`query TicketsCatalogue($first: Int!) { events(first: $first) { edges { node { slug saleState priceFrom { amount currency }
  ticketTypes { edges { node { name area price { amount currency } available rows { row available total }
    seats(first: 5, onlyAvailable: true) { edges { node { row number status } } pageInfo { hasNextPage } } } } } } } } }`);

async function countStatements(first: number) {
  const { result: r, statements } = await statementsOf(s.app, () => s.gql(CATALOGUE, { first }));
  const n = statements.length;
  expect(r.errors).toBeUndefined();
  return { n, data: r.data };
}

describe("catalogue", () => {
  it("lists ticket types with prices, availability by row and available seats", async () => {
    const { data } = await countStatements(20);
    const ev = data!.events.edges.map((e) => e.node).find((n) => n.slug.startsWith("onsale-"));
    const [standing, seated] = ev!.ticketTypes.edges.map((e) => e.node);
    expect(standing).toMatchObject({ name: "Standing", price: { amount: 50_000, currency: "HKD" }, available: 10, rows: [] });
    expect(seated.rows).toEqual(["A", "B", "C"].map((row) => ({ row, available: 8, total: 8 })));
    expect(seated.seats.edges.map((e) => `${e.node.row}${e.node.number}`)).toEqual(["A1", "A2", "A3", "A4", "A5"]);
    expect(seated.seats.pageInfo.hasNextPage).toBe(true);
  });

  it("costs the same number of SQL statements for 1 event as for 10 (no N+1)", async () => {
    const one = await countStatements(1);
    const ten = await countStatements(10);
    expect(ten.data!.events.edges.length).toBeGreaterThanOrEqual(10);
    expect(ten.n).toBe(one.n);
    expect(ten.n).toBeLessThanOrEqual(8);
  });
});
