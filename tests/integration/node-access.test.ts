// Issue 14, defect 3: the Relay node(id:) / nodes(ids:) queries resolve a Node only for those who may see
// it. Walks every type implementing Node (from the schema itself) as its owner, as another fan and as
// nobody; unknown and malformed ids answer null; nodes(ids:) takes at most 100 ids.
import { graphql } from "../gql/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql } from "../helpers/accounts.ts";
import { giveTicket, newFan, type Fan } from "./entry-support.ts";
import { MAX_NODE_IDS, nodeAccessTypes } from "../../server/src/node-access.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { createGiveawayCampaign } from "../factories/giveaway.ts";
import { createFans } from "../factories/fans.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";

let s: TestServer;
let owner: Fan;
let other: Fan;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  [owner, other] = [await newFan(s), await newFan(s)];
});
afterAll(() => s?.stop());

const globalId = (typename: string, id: string) => Buffer.from(`${typename}:${id}`).toString("base64");

/**
 * Every Node type: an instance, and who may see it. A new type implementing Node fails the first test
 * until it is listed here with its rule (and registered with nodeAccess next to its prismaNode).
 */
const nodeTypes: Record<string, { instance: () => Promise<string>; visibleTo: "everyone" | "owner" }> = {
  Event: { instance: async () => (await s.app.deps.db.event.findFirstOrThrow()).id, visibleTo: "everyone" },
  MerchProduct: { instance: async () => (await s.app.deps.db.merchProduct.findFirstOrThrow({ where: { active: true } })).id, visibleTo: "everyone" },
  MerchVariant: {
    instance: async () => (await s.app.deps.db.merchVariant.findFirstOrThrow({ where: { product: { active: true } } })).id,
    visibleTo: "everyone",
  },
  Ticket: { instance: async () => (await giveTicket(s, owner.user.id)).id, visibleTo: "owner" },
  // Public like their event, its seat map and the giveaway's draw record; a notice while the site shows it
  // (one that is not showing: "notices no longer showing" below).
  TicketType: { instance: async () => (await createOnSaleEvent(s.app.deps, { standing: 5 })).standingTypeId, visibleTo: "everyone" },
  Seat: { instance: async () => (await s.app.deps.db.seat.findFirstOrThrow({ where: { ticketTypeId: (await createOnSaleEvent(s.app.deps, { standing: 5 })).seatedTypeId } })).id, visibleTo: "everyone" },
  GiveawayCampaign: { instance: async () => (await createGiveawayCampaign(s.app.deps, {})).id, visibleTo: "everyone" },
  Notice: { instance: async () => (await s.app.deps.db.notice.create({ data: { title: "Node notice", content: "Showing now." } })).id, visibleTo: "everyone" },
};

const NODE = graphql(`query NodeAccessNode($id: ID!) { node(id: $id) { __typename id
  ... on Ticket { ticketNo status seat { id } event { title } history { kind } }
  ... on Event { title } ... on MerchProduct { name } ... on MerchVariant { sku }
  ... on TicketType { name price { amount currency } available } ... on Seat { row number seatStatus: status }
  ... on GiveawayCampaign { slug seedCommitment } ... on Notice { title endsAt } } }`);
const CATALOGUE_IDS = graphql(`query NodeAccessCatalogueIds($slug: String!) { event(slug: $slug) { ticketTypes { edges { node { id name seats(first: 1) { edges { node { id row number } } } } } } } }`);
const NODES = graphql(`query NodeAccessNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`);
const NODE_TYPES = graphql(`query NodeAccessTypes { __type(name: "Node") { possibleTypes { name } } }`);

describe("node and nodes (issue 14)", () => {
  it("every type implementing Node has an access rule and an expectation here", async () => {
    const r = await gql(s, NODE_TYPES);
    const types = r.data!.__type!.possibleTypes!.map((t) => t.name).sort();
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(nodeTypes).sort()).toEqual(types);
    expect(nodeAccessTypes().sort()).toEqual(types);
  });

  for (const [typename, spec] of Object.entries(nodeTypes)) {
    it(`${typename}: resolves for ${spec.visibleTo === "owner" ? "its owner only" : "everyone"}, never for whom it is hidden`, async () => {
      const id = globalId(typename, await spec.instance());
      for (const [who, token] of [["owner", owner.token], ["another fan", other.token], ["anonymous", null]] as const) {
        const visible = spec.visibleTo === "everyone" || who === "owner";
        const one = await gql(s, NODE, { id }, { token });
        expect(one.errors, `${typename} as ${who}`).toBeUndefined();
        if (visible) expect(one.data!.node, `${typename} as ${who}`).toMatchObject({ __typename: typename, id });
        else expect(one.data!.node, `${typename} as ${who}`).toBeNull();
        const many = await gql(s, NODES, { ids: [id, id] }, { token });
        expect(many.errors, `${typename} as ${who}`).toBeUndefined();
        expect(many.data!.nodes, `${typename} as ${who}`).toEqual(visible ? [{ __typename: typename, id }, { __typename: typename, id }] : [null, null]);
      }
    });
  }

  it("a ticket passed on is no longer visible to its earlier owner", async () => {
    const ticket = await giveTicket(s, owner.user.id);
    await s.app.deps.db.ticket.update({ where: { id: ticket.id }, data: { ownerId: other.user.id } });
    const id = globalId("Ticket", ticket.id);
    expect((await gql(s, NODE, { id }, { token: owner.token })).data!.node).toBeNull();
    expect((await gql(s, NODE, { id }, { token: other.token })).data!.node).toMatchObject({ ticketNo: ticket.ticketNo });
  });

  it("the ids the catalogue gives for ticket types and seats are the ones node(id:) answers", async () => {
    const event = await createOnSaleEvent(s.app.deps, { standing: 5 });
    const types = (await gql(s, CATALOGUE_IDS, { slug: event.slug })).data!.event!.ticketTypes.edges.map((e) => e.node);
    for (const type of types) {
      expect((await gql(s, NODE, { id: type.id })).data!.node).toMatchObject({ __typename: "TicketType", id: type.id, name: type.name });
      for (const { node: seat } of type.seats.edges) expect((await gql(s, NODE, { id: seat.id })).data!.node).toMatchObject({ __typename: "Seat", row: seat.row, number: seat.number });
    }
    expect(types.find((t) => t.seats.edges.length)).toBeDefined();
  });

  it("notices no longer showing (ended, or not yet started) answer null to fans and to other keys, and load for notices:write", async () => {
    const now = Date.now();
    const ended = await s.app.deps.db.notice.create({ data: { title: "Ended", content: "Over.", startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000) } });
    const later = await s.app.deps.db.notice.create({ data: { title: "Later", content: "Soon.", startsAt: new Date(now + 3_600_000) } });
    const withdrawn = await s.app.deps.db.notice.create({ data: { title: "Withdrawn", content: "Gone.", active: false } });
    const ids = [ended, later, withdrawn].map((n) => globalId("Notice", n.id));
    const publisher = (await createStaffToken(s.app.deps.db, "node notices", ["notices:write"])).token;
    const support = (await createStaffToken(s.app.deps.db, "node support", ["support:answer"])).token;
    for (const token of [owner.token, support, null]) expect((await gql(s, NODES, { ids }, { token })).data!.nodes).toEqual([null, null, null]);
    expect((await gql(s, NODES, { ids }, { token: publisher })).data!.nodes).toEqual(ids.map((id) => ({ __typename: "Notice", id })));
  });

  it("notices are the platform's: node(id) and nodes([id]) agree for every caller, and an organisation's key or owner sees only what fans see (issue 36)", async () => {
    const now = Date.now();
    const org = await s.app.deps.db.organisation.create({ data: { slug: `node-notices-${now}`, name: "Node notices" } });
    const orgOwner = (await createFans(s.app.deps, 1))[0]!;
    await s.app.deps.db.organisationMember.create({ data: { organisationId: org.id, userId: orgOwner.id, role: "OWNER" } });
    const showing = await s.app.deps.db.notice.create({ data: { title: "Showing", content: "Now." } });
    const ended = await s.app.deps.db.notice.create({ data: { title: "Ended", content: "Over.", startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 3_600_000), active: false } });
    // A key of an organisation whose row still lists notices:write (made before it became the platform's).
    const orgKey = (await createStaffToken(s.app.deps.db, "old org key", ["notices:write", "events:read"], { organisationId: org.id })).token;
    const platformKey = (await createStaffToken(s.app.deps.db, "platform notices", ["notices:write"])).token;
    const callers: [string, string | null, boolean][] = [["anonymous", null, false], ["a fan", owner.token, false], ["an organisation's key", orgKey, false], ["an organisation's owner", orgOwner.token, false], ["the platform", platformKey, true]];
    for (const [who, token, platform] of callers) {
      for (const notice of [showing, ended]) {
        const id = globalId("Notice", notice.id);
        const one = (await gql(s, NODE, { id }, { token })).data!.node;
        const many = (await gql(s, NODES, { ids: [id] }, { token })).data!.nodes[0];
        const expected = notice === showing || platform ? { __typename: "Notice", id } : null;
        expect({ who, notice: notice.title, node: one ? { __typename: one.__typename, id: one.id } : null }).toEqual({ who, notice: notice.title, node: expected });
        expect({ who, notice: notice.title, nodes: many }).toEqual({ who, notice: notice.title, nodes: expected });
      }
    }
  });

  it("unknown ids, unknown types and malformed ids answer null, not an error", async () => {
    for (const id of [globalId("Ticket", "nope"), globalId("Event", "nope"), globalId("Nothing", "1"), globalId("User", owner.user.id), "not a global id", "%%%", ""]) {
      const r = await gql(s, NODE, { id }, { token: owner.token });
      expect(r.errors, id).toBeUndefined();
      expect(r.data!.node, id).toBeNull();
    }
    const mixed = await gql(s, NODES, { ids: [globalId("Event", "nope"), globalId("Event", (await s.app.deps.db.event.findFirstOrThrow()).id)] });
    expect(mixed.errors).toBeUndefined();
    expect(mixed.data!.nodes[0]).toBeNull();
    expect(mixed.data!.nodes[1]!.__typename).toBe("Event");
  });

  it(`nodes takes at most ${MAX_NODE_IDS} ids: more is a clear validation error, answered at once`, async () => {
    const event = (await s.app.deps.db.event.findFirstOrThrow()).id;
    const ok = await gql(s, NODES, { ids: Array(MAX_NODE_IDS).fill(globalId("Event", event)) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.nodes).toHaveLength(MAX_NODE_IDS);
    const tooMany = await gql(s, NODES, { ids: Array.from({ length: MAX_NODE_IDS + 1 }, (_, i) => globalId("Ticket", `t${i}`)) });
    expect(tooMany.errors?.[0]).toMatchObject({ message: "Ask for at most 100 ids at once", extensions: { code: "VALIDATION" } });
    // 20,000 ids (the stall of issue 14) are refused before any resolver runs, by the variables' list limit.
    const started = Date.now();
    const huge = await gql(s, NODES, { ids: Array.from({ length: 20_000 }, (_, i) => globalId("Ticket", `t${i}`)) });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(huge.data ?? null).toBeNull();
    expect(huge.errors?.[0]?.extensions?.code).toBe("LIST_TOO_LONG");
  });
});
