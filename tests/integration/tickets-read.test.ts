import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { signUp } from "../helpers/accounts.ts";
import { graphql } from "../gql/index.ts";

let s: TestServer;
let demoToken: string;
beforeAll(async () => {
  s = await startTestServer();
  const r = await s.gql(graphql(`mutation TicketsRead{ signIn(input: { email: "demo@fanfare.test", password: "Fanfare#2026" }) { ... on AuthPayload { token } } }`));
  demoToken = r.data!.signIn.token;
});
afterAll(() => s?.stop());

const MY_TICKETS = graphql(`query TicketsRead2($tab: TicketListTab!) { myTickets(tab: $tab) { edges { node { id ticketNo status event { slug entryState } ticketType { name area } seat { area row number } history { kind at } } } } }`);

describe("my tickets", () => {
  it("lists the demo fan's upcoming tickets with their event, type, seat and history", async () => {
    const r = await s.gql(MY_TICKETS, { tab: "UPCOMING" }, { token: demoToken });
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.myTickets.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThanOrEqual(2);
    const neon = nodes.filter((n) => n.event.slug === "neon-nights-live-2026");
    expect(neon.map((n) => `${n.seat?.area}${n.seat?.row ?? ""}${n.seat?.number ?? ""}`).length).toBe(2);
    expect(neon[0].history[0].kind).toBe("PURCHASED");
  });

  it("shows a ticket only to its owner", async () => {
    const mine = await s.gql(MY_TICKETS, { tab: "UPCOMING" }, { token: demoToken });
    const id = mine.data!.myTickets.edges[0].node.id;
    const own = await s.gql(graphql(`query TicketsRead3($id: ID!) { ticket(id: $id) { ticketNo } }`), { id }, { token: demoToken });
    expect(own.data!.ticket!.ticketNo).toMatch(/\w+/);
    const other = await signUp(s);
    const theirs = await s.gql(graphql(`query TicketsRead4($id: ID!) { ticket(id: $id) { ticketNo } }`), { id }, { token: other.token });
    expect(theirs.data!.ticket).toBeNull();
    const anon = await s.gql(graphql(`query TicketsRead5($id: ID!) { ticket(id: $id) { ticketNo } }`), { id });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
