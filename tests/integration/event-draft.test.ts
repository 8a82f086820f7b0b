// An event is a draft until its organiser publishes it (issue 34): a new event (createEvent, duplicateEvent,
// `events import` without publish) is DRAFT, and every door a fan may knock at treats it as not existing
// (event(slug:), the events list and its search, node(id:), the waiting room, joining its queue, securing
// its tickets). The organiser sees it; its sale cannot open before it is published; publishEvent leaves only
// DRAFT; a draft can be cancelled.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";
import { createFans } from "../factories/fans.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { JOIN_QUEUE } from "../helpers/queue.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";

const run = promisify(execFile);
let s: TestServer;
const org = `org_dr_${crypto.randomBytes(3).toString("hex")}`;
let write: string;
let fanToken: string;

const CREATE = graphql(`mutation DraftCreate($input: CreateEventInput!) { createEvent(input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }`);
const ADD_TYPE = graphql(`mutation DraftAddType($eventId: ID!, $input: TicketTypeInput!) { addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id } ... on Error { code } } }`);
const SALES = graphql(`
  mutation DraftSales($id: ID!, $action: SalesAction!) {
    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id lifecycle saleState } ... on Error { code message } }
  }
`);
const PUBLISH = graphql(`
  mutation DraftPublish($eventId: ID!) {
    publishEvent(eventId: $eventId) {
      __typename
      ... on OperatorEvent { id lifecycle publishedAt salesPaused }
      ... on EventTransitionRefusedError { from transition reason }
      ... on Error { code message }
    }
  }
`);
const CANCEL = graphql(`mutation DraftCancel($id: ID!) { cancelEvent(id: $id) { __typename ... on EventCancellation { event { id lifecycle cancelledAt } } ... on Error { code } } }`);
const DUPLICATE = graphql(`mutation DraftDuplicate($id: ID!, $input: DuplicateEventInput!) { duplicateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id slug lifecycle publishedAt } ... on Error { code } } }`);
const OPERATOR_EVENT = graphql(`query DraftOperatorEvent($id: ID!) { operatorEvent(id: $id) { id lifecycle publishedAt } }`);
const OPERATOR_EVENTS = graphql(`query DraftOperatorEvents($search: String) { operatorEvents(search: $search, first: 10) { edges { node { id lifecycle } } } }`);
const FAN_EVENT = graphql(`query DraftFanEvent($slug: String!) { event(slug: $slug) { id slug } }`);
const FAN_EVENTS = graphql(`query DraftFanEvents($filter: EventFilter) { events(first: 100, filter: $filter) { edges { node { id slug } } } }`);
const NODE = graphql(`query DraftNode($id: ID!) { node(id: $id) { __typename id } }`);
const ROOM = graphql(`query DraftRoom($slug: String!) { waitingRoom(eventSlug: $slug) { __typename } }`);

const hour = 3600_000;
function terms(slug: string, saleStartsAt: Date) {
  return { slug, title: `Draft night ${slug}`, about: "An evening.", venue: "Draft Hall", city: "Hong Kong", startsAt: new Date(Date.now() + 30 * 24 * hour).toISOString(), saleStartsAt: saleStartsAt.toISOString() };
}

async function draft(opts: { saleStartsAt?: Date } = {}): Promise<{ id: string; slug: string; typeId: string; lifecycle: string; publishedAt: unknown }> {
  const slug = `dr-${crypto.randomBytes(4).toString("hex")}`;
  const r = await s.gql(CREATE, { input: terms(slug, opts.saleStartsAt ?? new Date(Date.now() - hour)) }, { token: write });
  const e = member(r.data?.createEvent, "OperatorEvent");
  const t = await s.gql(ADD_TYPE, { eventId: e.id, input: { name: "Standing", area: "S", priceAmount: 100_00, capacity: 50 } }, { token: write });
  return { ...e, typeId: member(t.data?.addTicketType, "OperatorTicketType").id };
}

const globalId = (id: string) => Buffer.from(`Event:${id}`).toString("base64");

/** What a fan (signed in) sees of the event, by every door. */
async function fanSees(e: { id: string; slug: string; typeId: string }) {
  const bySlug = (await s.gql(FAN_EVENT, { slug: e.slug }, { token: fanToken })).data?.event ?? null;
  const list = (await s.gql(FAN_EVENTS, {}, { token: fanToken })).data?.events.edges.map((x) => x.node.slug) ?? [];
  const searched = (await s.gql(FAN_EVENTS, { filter: { search: "Draft Hall" } }, { token: fanToken })).data?.events.edges.map((x) => x.node.slug) ?? [];
  const node = (await s.gql(NODE, { id: globalId(e.id) }, { token: fanToken })).data?.node ?? null;
  const room = (await s.gql(ROOM, { slug: e.slug }, { token: fanToken })).data?.waitingRoom ?? null;
  return { bySlug, inList: list.includes(e.slug), inSearch: searched.includes(e.slug), node, room };
}

beforeAll(async () => {
  s = await startTestServer();
  await s.app.deps.db.organisation.create({ data: { id: org, slug: org.replaceAll("_", "-"), name: "Drafts" } });
  write = (await createStaffToken(s.app.deps.db, "draft test", ["events:write"], { organisationId: org })).token;
  fanToken = (await createFans(s.app.deps, 1))[0].token;
});
afterAll(async () => {
  await s?.stop();
});

describe("a new event is a draft (issue 34)", () => {
  it("is DRAFT for its organiser and does not exist for a fan, by any door", async () => {
    const e = await draft();
    expect(e.lifecycle).toBe("DRAFT");
    expect(e.publishedAt).toBeNull();
    expect((await s.gql(OPERATOR_EVENT, { id: e.id }, { token: write })).data?.operatorEvent).toMatchObject({ id: e.id, lifecycle: "DRAFT", publishedAt: null });
    expect((await s.gql(OPERATOR_EVENTS, { search: e.slug }, { token: write })).data?.operatorEvents.edges.map((x) => x.node)).toEqual([{ id: e.id, lifecycle: "DRAFT" }]);

    expect(await fanSees(e)).toEqual({ bySlug: null, inList: false, inSearch: false, node: null, room: null });
    // Nobody signed in either.
    expect((await s.gql(FAN_EVENT, { slug: e.slug })).data?.event).toBeNull();

    // Joining its queue and securing its tickets: not found, as an event that does not exist.
    const join = await s.gql(JOIN_QUEUE, { input: { eventSlug: e.slug, humanCheck: await solvedHumanCheck(s) } }, { token: fanToken });
    expect(join.data?.joinQueue).toMatchObject({ __typename: "NotFoundError" });
    const hold = await s.gql(SECURE_TICKETS, { input: { eventSlug: e.slug, lines: [{ ticketTypeId: e.typeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) } }, { token: fanToken });
    expect(hold.data?.secureTickets.__typename).toBe("NotFoundError");
  });

  it("cannot open its sale before it is published (EventIsDraftError), and the refusal is audited", async () => {
    const e = await draft();
    for (const action of ["OPEN", "PAUSE", "CLOSE"] as const) {
      const r = (await s.gql(SALES, { id: e.id, action }, { token: write })).data?.setEventSales;
      expect(r, action).toMatchObject({ __typename: "EventIsDraftError", code: "EVENT_IS_DRAFT" });
    }
    expect(await s.app.deps.db.auditLog.count({ where: { action: "operator.event_sales", targetId: e.id, outcome: "FAILURE" } })).toBe(3);
    expect((await s.app.deps.db.event.findUniqueOrThrow({ where: { id: e.id } })).publishedAt).toBeNull();
  });

  it("publishEvent makes it public as the rules say (PAUSED: its sale stays paused; SCHEDULED before its sale starts); a second publish is refused", async () => {
    const e = await draft();
    const p = member((await s.gql(PUBLISH, { eventId: e.id }, { token: write })).data?.publishEvent, "OperatorEvent");
    expect(p).toMatchObject({ lifecycle: "PAUSED", salesPaused: true });
    expect(p.publishedAt).toBeTruthy();
    // Public reads may be answered from the response cache for TTL_MS (2 s): fans see it within that.
    await expect.poll(() => fanSees(e), { timeout: 10_000, interval: 500 }).toMatchObject({ bySlug: { slug: e.slug }, inList: true, inSearch: true, node: { __typename: "Event" } });

    // Now its sale opens, and a fan can hold a ticket.
    expect(member((await s.gql(SALES, { id: e.id, action: "OPEN" }, { token: write })).data?.setEventSales, "OperatorEvent").lifecycle).toBe("ON_SALE");
    const hold = await s.gql(SECURE_TICKETS, { input: { eventSlug: e.slug, lines: [{ ticketTypeId: e.typeId, quantity: 1 }], agreedToTerms: true, humanCheck: await solvedHumanCheck(s) } }, { token: fanToken });
    expect(hold.data?.secureTickets.__typename).toBe("TicketsSecured");

    const again = (await s.gql(PUBLISH, { eventId: e.id }, { token: write })).data?.publishEvent;
    expect(again).toMatchObject({ __typename: "EventTransitionRefusedError", code: "EVENT_TRANSITION_REFUSED", from: "ON_SALE", transition: "PUBLISH", reason: "NOT_FROM_STATE" });

    const audits = await s.app.deps.db.auditLog.findMany({ where: { action: "operator.event_publish", targetId: e.id }, orderBy: { at: "asc" } });
    expect(audits.map((a) => a.outcome)).toEqual(["SUCCESS", "FAILURE"]);
    expect(audits[0].details).toMatchObject({ before: expect.arrayContaining(["state=DRAFT"]), after: expect.arrayContaining(["state=PAUSED"]) });

    // A draft whose sale starts later is SCHEDULED once published.
    const later = await draft({ saleStartsAt: new Date(Date.now() + 24 * hour) });
    await s.app.deps.db.event.update({ where: { id: later.id }, data: { salesPaused: false } });
    expect(member((await s.gql(PUBLISH, { eventId: later.id }, { token: write })).data?.publishEvent, "OperatorEvent").lifecycle).toBe("SCHEDULED");
  });

  it("another organisation's draft is NOT_FOUND to publish", async () => {
    const other = `org_dr2_${crypto.randomBytes(3).toString("hex")}`;
    await s.app.deps.db.organisation.create({ data: { id: other, slug: other.replaceAll("_", "-"), name: "Other" } });
    const theirs = (await createStaffToken(s.app.deps.db, "other", ["events:write"], { organisationId: other })).token;
    const e = await draft();
    expect((await s.gql(PUBLISH, { eventId: e.id }, { token: theirs })).data?.publishEvent).toMatchObject({ __typename: "NotFoundError" });
    expect((await s.app.deps.db.event.findUniqueOrThrow({ where: { id: e.id } })).publishedAt).toBeNull();
  });

  it("a draft can be cancelled, and a cancelled draft is never published", async () => {
    const e = await draft();
    const c = member((await s.gql(CANCEL, { id: e.id }, { token: write })).data?.cancelEvent, "EventCancellation");
    expect(c.event).toMatchObject({ lifecycle: "CANCELLED" });
    expect((await s.gql(PUBLISH, { eventId: e.id }, { token: write })).data?.publishEvent).toMatchObject({ __typename: "EventCancelledError" });
    expect((await s.gql(FAN_EVENT, { slug: e.slug })).data?.event).toBeNull();
  });

  it("a duplicate is a draft, even of a published event", async () => {
    const e = await draft();
    member((await s.gql(PUBLISH, { eventId: e.id }, { token: write })).data?.publishEvent, "OperatorEvent");
    const copy = member((await s.gql(DUPLICATE, { id: e.id, input: { slug: `${e.slug}-copy` } }, { token: write })).data?.duplicateEvent, "OperatorEvent");
    expect(copy).toMatchObject({ lifecycle: "DRAFT", publishedAt: null });
    expect((await s.gql(FAN_EVENT, { slug: copy.slug })).data?.event).toBeNull();
  });
});

describe("`fanfare events import` and `events publish` (issue 34)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-draft-"));
  const cli = (args: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/cli/index.ts", ...args], { env: { ...process.env, FANFARE_API_URL: s.url, FANFARE_API_KEY: write, FANFARE_CLI_CONFIG: path.join(dir, "cli.json") } })
      .then((r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }))
      .catch((e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));
  const file = (name: string, extra: Record<string, unknown>) => {
    const slug = `dri-${crypto.randomBytes(4).toString("hex")}`;
    const f = path.join(dir, name);
    fs.writeFileSync(f, JSON.stringify({ event: terms(slug, new Date(Date.now() - hour)), ticketTypes: [{ name: "Standing", area: "S", priceAmount: 100_00, capacity: 10 }], ...extra }));
    return { f, slug };
  };

  it("an import without publish is a draft; `events publish` publishes it; publish: true and (old files) openSale: true publish", async () => {
    const plain = file("plain.json", {});
    const r = await cli(["events", "import", plain.f, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const imported = JSON.parse(r.stdout) as { id: string; lifecycle: string; publishedAt: string | null };
    expect(imported).toMatchObject({ lifecycle: "DRAFT", publishedAt: null });
    expect((await s.gql(FAN_EVENT, { slug: plain.slug })).data?.event).toBeNull();

    const p = await cli(["events", "publish", imported.id, "--json"]);
    expect(p.code, p.stderr).toBe(0);
    expect(JSON.parse(p.stdout)).toMatchObject({ id: imported.id, lifecycle: "PAUSED" });
    await expect.poll(async () => (await s.gql(FAN_EVENT, { slug: plain.slug })).data?.event, { timeout: 10_000, interval: 500 }).toMatchObject({ slug: plain.slug });
    const twice = await cli(["events", "publish", imported.id, "--json"]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("EVENT_TRANSITION_REFUSED");

    const published = file("published.json", { publish: true });
    expect(JSON.parse((await cli(["events", "import", published.f, "--json"])).stdout)).toMatchObject({ lifecycle: "PAUSED" });
    const opened = file("opened.json", { openSale: true });
    expect(JSON.parse((await cli(["events", "import", opened.f, "--json"])).stdout)).toMatchObject({ lifecycle: "ON_SALE" });
    const contradiction = file("contradiction.json", { openSale: true, publish: false });
    const refused = await cli(["events", "import", contradiction.f, "--json"]);
    expect(refused.code).toBe(1);
    expect(await s.app.deps.db.event.count({ where: { slug: contradiction.slug } })).toBe(0);
  }, 120_000);
});
