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

const MY_TICKETS_PAGE = graphql(`query TicketsReadPage($tab: TicketListTab!, $first: Int, $after: String, $last: Int, $before: String) {
  myTickets(tab: $tab, first: $first, after: $after, last: $last, before: $before) { edges { cursor node { ticketNo } } pageInfo { hasNextPage hasPreviousPage } }
}`);

describe("my tickets' order and pages", () => {
  it("orders by the event's start, then the ticket number, and pages forwards and backwards by cursor", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const later = await createOnSaleEvent(s.app.deps, { standing: 10, startsInDays: 40 });
    const sooner = await createOnSaleEvent(s.app.deps, { standing: 10, startsInDays: 35 });
    const laterNos: string[] = [];
    const soonerNos: string[] = [];
    for (const [ev, nos] of [[later, laterNos], [sooner, soonerNos], [later, laterNos], [sooner, soonerNos], [later, laterNos]] as const) {
      nos.push((await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: ev.standingTypeId })).ticketNo);
    }
    const expected = [...[...soonerNos].sort(), ...[...laterNos].sort()];
    const all = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", first: 10 }, { token: fan.token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual(expected);

    const p1 = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", first: 2 }, { token: fan.token });
    expect(p1.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual(expected.slice(0, 2));
    expect(p1.data!.myTickets.pageInfo.hasNextPage).toBe(true);
    const p2 = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", first: 2, after: p1.data!.myTickets.edges[1].cursor }, { token: fan.token });
    expect(p2.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual(expected.slice(2, 4));
    const back = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", last: 2, before: p2.data!.myTickets.edges[1].cursor }, { token: fan.token });
    expect(back.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual(expected.slice(1, 3));
    const tail = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", last: 2 }, { token: fan.token });
    expect(tail.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual(expected.slice(3));
  });

  it("lists the Ended tab latest event first, then by ticket number, without the events still to come", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    const older = await createOnSaleEvent(s.app.deps, { standing: 10, startsInDays: -3 });
    const newer = await createOnSaleEvent(s.app.deps, { standing: 10, startsInDays: -2 });
    const coming = await createOnSaleEvent(s.app.deps, { standing: 10, startsInDays: 20 });
    const olderNos: string[] = [];
    const newerNos: string[] = [];
    for (const [ev, nos] of [[older, olderNos], [newer, newerNos], [older, olderNos], [newer, newerNos]] as const) {
      nos.push((await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: ev.standingTypeId })).ticketNo);
    }
    const comingNo = (await createTicket(s.app.deps, { ownerId: fan.id, ticketTypeId: coming.standingTypeId })).ticketNo;
    const ended = await s.gql(MY_TICKETS_PAGE, { tab: "ENDED", first: 10 }, { token: fan.token });
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual([...[...newerNos].sort(), ...[...olderNos].sort()]);
    const upcoming = await s.gql(MY_TICKETS_PAGE, { tab: "UPCOMING", first: 10 }, { token: fan.token });
    expect(upcoming.data!.myTickets.edges.map((e) => e.node.ticketNo)).toEqual([comingNo]);
  });
});
