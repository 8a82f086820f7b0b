// Relay contract of the public schema (issue #19, point 6): connection cursors stay valid while rows are
// added (they name a row, not an offset), every connection pages with first/after and says where it
// stands, and the ids node(id:) takes come back from it unchanged. (Who may see which Node: node-access.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getNamedType, isObjectType } from "graphql";
import { graphql } from "../gql/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql } from "../helpers/accounts.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { schema } from "../../server/src/schema.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  for (const days of [40, 41, 42, 43]) await createOnSaleEvent(s.app.deps, { standing: 5, startsInDays: days });
});
afterAll(() => s?.stop());

const EVENTS_PAGE = graphql(`query RelayEventsPage($first: Int!, $after: String) {
  events(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }`);
const NODE_SLUG = graphql(`query RelayNodeSlug($id: ID!) { node(id: $id) { id ... on Event { slug } } }`);

describe("connections and nodes", () => {
  it("a cursor names its row: the next page is the same after an earlier row is added", async () => {
    const first = await gql(s, EVENTS_PAGE, { first: 2 });
    const after = first.data!.events.pageInfo.endCursor!;
    expect(first.data!.events.pageInfo.hasNextPage).toBe(true);
    const before = await gql(s, EVENTS_PAGE, { first: 3, after });
    // An event ten years ago sorts before every listed one: an offset cursor would now repeat a row.
    await createOnSaleEvent(s.app.deps, { standing: 5, startsInDays: -3650 });
    expect((await gql(s, EVENTS_PAGE, { first: 1 })).data!.events.edges[0].node.id).not.toBe(first.data!.events.edges[0].node.id);
    const again = await gql(s, EVENTS_PAGE, { first: 3, after });
    expect(again.data!.events.edges.map((e) => e.node.slug)).toEqual(before.data!.events.edges.map((e) => e.node.slug));
    // And each edge's own cursor continues right after it.
    const [edge] = first.data!.events.edges;
    const fromEdge = await gql(s, EVENTS_PAGE, { first: 1, after: edge.cursor });
    expect(fromEdge.data!.events.edges[0].node.id).toBe(first.data!.events.edges[1].node.id);
  });

  it("node(id:) answers an id a connection gave, with the same object", async () => {
    const page = await gql(s, EVENTS_PAGE, { first: 1 });
    const { id, slug } = page.data!.events.edges[0].node;
    const node = await gql(s, NODE_SLUG, { id });
    expect(node.data!.node).toEqual({ id, slug });
  });

  it("every connection in the schema takes first/after/last/before and has edges with cursors and pageInfo", () => {
    const connections = Object.values(schema.getTypeMap()).filter((t) => isObjectType(t) && t.name.endsWith("Connection"));
    expect(connections.length).toBeGreaterThan(5);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const target = getNamedType(field.type);
        if (!isObjectType(target) || !target.name.endsWith("Connection")) continue;
        const where = `${type.name}.${field.name}`;
        expect(field.args.map((a) => a.name), where).toEqual(expect.arrayContaining(["first", "after", "last", "before"]));
        const fields = target.getFields();
        expect(Object.keys(fields), where).toEqual(expect.arrayContaining(["edges", "pageInfo"]));
        const edge = getNamedType(fields.edges.type);
        expect(isObjectType(edge) && Object.keys(edge.getFields()), where).toEqual(expect.arrayContaining(["cursor", "node"]));
      }
    }
  });
});
