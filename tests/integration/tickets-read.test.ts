import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";
import { createFans } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createTicket } from "../factories/tickets.ts";

let s: TestServer;
let fanToken: string;
let event: OnSaleEvent;
beforeAll(async () => {
  s = await startTestServer();
  // A fan of this test's own, holding two tickets of an event of its own.
  const [fan] = await createFans(s.app.deps, 1);
  fanToken = fan.token;
  event = await createOnSaleEvent(s.app.deps, { standing: 10 });
  for (let i = 0; i < 2; i++) await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: event.standingTypeId });
});
afterAll(() => s?.stop());

const MY_TICKETS = graphql(`query TicketsRead2($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { id ticketNo status event { slug entryState } ticketType { name area } seat { area row number } history { kind at } } } } }`);

describe("my tickets", () => {
  it("lists the fan's upcoming tickets with their event, type, seat and history", async () => {
    const r = await s.gql(MY_TICKETS, { tab: "UPCOMING" }, { token: fanToken });
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.myTickets.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    const neon = nodes.filter((n) => n.event.slug === event.slug);
    expect(neon.map((n) => `${n.seat?.area}${n.seat?.row ?? ""}${n.seat?.number ?? ""}`).length).toBe(2);
    expect(neon[0].history[0].kind).toBe("PURCHASED");
    expect(neon[0].ticketType.name).toBe(event.standing.name);
  });

  it("shows a ticket only to its owner", async () => {
    const mine = await s.gql(MY_TICKETS, { tab: "UPCOMING" }, { token: fanToken });
    const id = mine.data!.myTickets.edges[0].node.id;
    const own = await s.gql(graphql(`query TicketsRead3($id: ID!) { ticket(id: $id) { ticketNo } }`), { id }, { token: fanToken });
    expect(own.data!.ticket!.ticketNo).toMatch(/\w+/);
    const other = await signUp(s);
    const theirs = await s.gql(graphql(`query TicketsRead4($id: ID!) { ticket(id: $id) { ticketNo } }`), { id }, { token: other.token });
    expect(theirs.data!.ticket).toBeNull();
    const anon = await s.gql(graphql(`query TicketsRead5($id: ID!) { ticket(id: $id) { ticketNo } }`), { id });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
