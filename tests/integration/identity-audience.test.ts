// Real-name audience identities over HTTP: masked lists, correction, deletion, encryption at rest, and
// the one-ticket-per-identity-per-event rule across accounts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent } from "../factories/events.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { SECURE_TICKETS } from "./tickets-support.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import type { IdentityDocType, SecureTicketsInput } from "../gql/graphql.ts";
import { markOrderPaid } from "../../server/src/modules/orders/index.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.stop());

const ADD = graphql(`mutation IdentityAdd($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ... on Error { code message field } ... on AudienceIdentity { id docType maskedName maskedDocNumber } } }`);
const UPDATE = graphql(`mutation IdentityUpdate($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ... on Error { code } ... on AudienceIdentity { maskedName maskedDocNumber docType } } }`);
const DELETE = graphql(`mutation IdentityDelete($id: ID!) { deleteAudienceIdentity(id: $id) { __typename ... on Error { code } } }`);
const LIST = graphql(`query IdentityList { myIdentities { id docType maskedName maskedDocNumber } }`);

async function add(fan: Fan, name: string, docNumber: string, docType: IdentityDocType = "ID_CARD", consent = true) {
  const r = await s.gql(ADD, { input: { name, docNumber, docType, consent } }, { token: fan.token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.addAudienceIdentity;
}

async function secure(fan: Fan, input: Omit<SecureTicketsInput, "agreedToTerms" | "humanCheck">) {
  const r = await s.gql(SECURE_TICKETS, { input: { agreedToTerms: true, humanCheck: await solvedHumanCheck(`${s.url}/graphql`), ...input } }, { token: fan.token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.secureTickets;
}

describe("audience identities", () => {
  it("adds, lists masked, corrects and deletes; refuses duplicates and a missing consent", async () => {
    const [fan, other] = await createFans(s.app.deps, 2);
    expect(member(await add(fan, "Chan Tai Man", "A123456(7)", "ID_CARD", false), "ValidationError").code).toBe("VALIDATION");
    expect(member(await add(fan, "C", "A1234567"), "ValidationError").field).toBe("name");
    expect(member(await add(fan, "Chan Tai Man", "12"), "ValidationError").field).toBe("docNumber");
    const added = await add(fan, "Chan Tai Man", "a123 456(7)");
    const id = member(added, "AudienceIdentity");
    expect(added).toMatchObject({ __typename: "AudienceIdentity", docType: "ID_CARD", maskedName: "C*** T** M**", maskedDocNumber: "••••6(7)" });
    expect((await add(fan, "Someone Else", "A1234567")).__typename).toBe("AudienceIdentity");
    expect(await add(fan, "Again", "A123456(7)")).toMatchObject({ code: "IDENTITY_EXISTS" });

    const list = await s.gql(LIST, {}, { token: fan.token });
    expect(list.data?.myIdentities).toHaveLength(2);
    expect(JSON.stringify(list.data)).not.toContain("A123456");
    expect((await s.gql(LIST, {}, { token: other.token })).data?.myIdentities).toEqual([]);

    const fixed = await s.gql(UPDATE, { id: id.id, input: { name: "Chan Siu Ming", docNumber: "E98765432", docType: "PASSPORT" } }, { token: fan.token });
    expect(fixed.data?.updateAudienceIdentity).toMatchObject({ maskedName: "C*** S** M***", maskedDocNumber: "••••5432", docType: "PASSPORT" });
    expect((await s.gql(UPDATE, { id: id.id, input: { name: "Hijack", docNumber: "X1234567", docType: "PASSPORT" } }, { token: other.token })).data?.updateAudienceIdentity).toMatchObject({ code: "NOT_FOUND" });
    expect((await s.gql(DELETE, { id: id.id }, { token: other.token })).data?.deleteAudienceIdentity).toMatchObject({ code: "NOT_FOUND" });
    expect((await s.gql(DELETE, { id: id.id }, { token: fan.token })).data?.deleteAudienceIdentity.__typename).toBe("Done");
    expect((await s.gql(LIST, {}, { token: fan.token })).data?.myIdentities).toHaveLength(1);
  });

  it("identity numbers and names are not readable in the database", async () => {
    const [fan] = await createFans(s.app.deps, 1);
    await add(fan, "Plaintext Person", "Z98765432", "PERMIT");
    // The raw bytes of the whole table, as the database file would hold them.
    const rows = await s.app.deps.db.$queryRaw<{ dump: string }[]>`select row_to_json(a)::text as dump from "AudienceIdentity" a where "userId" = ${fan.id}`;
    const raw = await s.app.deps.db.$queryRaw<{ name: Uint8Array; num: Uint8Array }[]>`select "nameEnc" as name, "docNumberEnc" as num from "AudienceIdentity" where "userId" = ${fan.id}`;
    expect(rows).toHaveLength(1);
    for (const secret of ["Z98765432", "98765432", "Plaintext Person", Buffer.from("Z98765432").toString("hex")]) {
      expect(rows[0].dump).not.toContain(secret);
    }
    expect(Buffer.from(raw[0].num).includes(Buffer.from("Z98765432"))).toBe(false);
    expect(Buffer.from(raw[0].name).includes(Buffer.from("Plaintext"))).toBe(false);
    expect(Buffer.from(raw[0].num).length).toBe(12 + 16 + 9);
  });

  it("an event that requires real names takes one identity per ticket, one ticket per identity across accounts", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 20, requiresIdentity: true });
    const [fan, other] = await createFans(s.app.deps, 2);
    const a = member(await add(fan, "Fan One", "K1111111"), "AudienceIdentity");
    const b = member(await add(fan, "Fan Two", "K2222222"), "AudienceIdentity");
    const twin = member(await add(other, "Fan One", "k111-1111"), "AudienceIdentity"); // the same document, on another account
    const line = (quantity: number) => [{ ticketTypeId: ev.standingTypeId, quantity }];

    expect((await secure(fan, { eventSlug: ev.slug, lines: line(2) })).__typename).toBe("IdentityRequiredError");
    expect((await secure(fan, { eventSlug: ev.slug, lines: line(2), identityIds: [a.id, a.id] })).__typename).toBe("IdentityRequiredError");
    expect((await secure(fan, { eventSlug: ev.slug, lines: line(1), identityIds: [twin.id] })).__typename).toBe("IdentityRequiredError");
    const ok = member(await secure(fan, { eventSlug: ev.slug, lines: line(2), identityIds: [a.id, b.id] }), "TicketsSecured");

    // Held: the same document on another account is refused; the identity cannot change meanwhile.
    const taken = await secure(other, { eventSlug: ev.slug, lines: line(1), identityIds: [twin.id] });
    expect(taken).toMatchObject({ __typename: "IdentityTakenError", code: "IDENTITY_TAKEN" });
    expect((await s.gql(DELETE, { id: a.id }, { token: fan.token })).data?.deleteAudienceIdentity).toMatchObject({ code: "IDENTITY_IN_USE" });

    // Paid: the ticket carries the identity's hash, and the document still cannot buy again.
    await s.app.deps.db.$transaction((tx) => markOrderPaid(tx, s.app.deps, ok.order.id, new Date()));
    const tickets = await s.app.deps.db.ticket.findMany({ where: { ownerId: fan.id, eventId: ev.id } });
    expect(tickets.every((t) => t.identityHash && t.identityId)).toBe(true);
    expect((await secure(other, { eventSlug: ev.slug, lines: line(1), identityIds: [twin.id] })).__typename).toBe("IdentityTakenError");
  });

  it("racing accounts with the same document get one hold between them", async () => {
    const ev = await createOnSaleEvent(s.app.deps, { standing: 20, requiresIdentity: true });
    const fans = await createFans(s.app.deps, 6);
    const ids = await Promise.all(fans.map(async (f) => member(await add(f, "Same Person", "R7654321"), "AudienceIdentity")));
    const results = await Promise.all(fans.map((f, i) => secure(f, { eventSlug: ev.slug, lines: [{ ticketTypeId: ev.standingTypeId, quantity: 1 }], identityIds: [ids[i].id] })));
    const kinds = results.map((r) => r.__typename).sort();
    expect(kinds.filter((k) => k === "TicketsSecured")).toHaveLength(1);
    expect(kinds.filter((k) => k === "IdentityTakenError")).toHaveLength(5);
  });
});
