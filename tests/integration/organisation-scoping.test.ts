// Organisation scoping, proven for every operator field (issue 36; STYLE rule 11: "every door checks the
// same rule"). The fields are read from the schema, as auth-coverage.test.ts reads them: every root
// field guarded by a `staff` scope (queries, mutations, subscriptions). Each is called by two callers of
// organisation B, a key holding every scope an organisation's key may hold and a signed-in OWNER of B,
// on an object of organisation A (its event, ticket type, product, variant, merch order, support issue,
// giveaway, ticket code, key, member, invitation), as B and naming A in X-Fanfare-Organisation. The
// operation's selection is generated from the field's type (every scalar, every union member). The call
// fails the test when its answer holds anything of A's (an id, a slug, a title, an e-mail, an order
// number…), when a mutation answers anything but an error, or when any row of the database changed
// (every table, fingerprinted before and after; only the audit log, sessions and counters may move).
// Site-wide fields (the organisations, the audit log, notices) are the platform's: FORBIDDEN to both.
// A staff field without an entry below fails the test: say how to aim it at the first organisation.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { getNamedType, isLeafType, isInterfaceType, isNonNullType, isObjectType, isUnionType, type GraphQLField, type GraphQLOutputType } from "graphql";
import { schema } from "../../server/src/schema.ts";
import { apiKeyScopes, platformOnlyScopes } from "../../server/src/modules/organisations/organisations.rules.ts";
import { createStaffToken } from "../../server/src/modules/auth/index.ts";
import { commitDraw } from "../../server/src/modules/giveaway/index.ts";
import type { OperatorScope } from "../../server/src/context.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createFans, type Fan } from "../factories/fans.ts";
import { createOnSaleEvent, type OnSaleEvent } from "../factories/events.ts";
import { createProduct } from "../factories/merch.ts";
import { createGiveawayCampaign, endGiveawayCampaign } from "../factories/giveaway.ts";
import { currentCode, giveTicket, newFan } from "./entry-support.ts";

let s: TestServer;
const tag = crypto.randomBytes(3).toString("hex");

/** Organisation A's objects: what B aims at, and the strings that must never come back to B. */
interface Victim {
  organisationId: string;
  event: OnSaleEvent;
  eventGlobalId: string;
  draftId: string;
  productId: string;
  variantId: string;
  merchOrderNo: string;
  supportIssueId: string;
  campaignToCommit: string;
  campaignToDraw: string;
  ticketCode: string;
  ticketGlobalId: string;
  ticketNo: string;
  apiKeyId: string;
  member: Fan;
  invitationId: string;
  applicationId: string;
  noticeId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  promoCodeId: string;
  attendeeExportId: string;
  markers: string[];
}
let a: Victim;
let callers: { name: string; token: string; organisationId: string }[];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(100)]);

async function organisation(name: string) {
  return s.app.deps.db.organisation.create({ data: { slug: `${name}-${tag}`, name: `${name} ${tag}` } });
}

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.deps.db;
  const deps = s.app.deps;
  const orgA = await organisation("victim");
  const orgB = await organisation("stranger");

  const event = await createOnSaleEvent(deps, { standing: 20 });
  await db.event.update({ where: { id: event.id }, data: { organisationId: orgA.id, title: `Victim night ${tag}` } });
  const eventGlobalId = Buffer.from(`Event:${event.id}`).toString("base64");
  const product = await createProduct(deps, { eventId: event.id });
  await db.merchProduct.update({ where: { id: product.id }, data: { organisationId: orgA.id } });
  const fan = await newFan(s);
  const order = await db.order.create({
    data: {
      orderNo: `SV${crypto.randomBytes(5).toString("hex").toUpperCase()}`,
      userId: fan.user.id,
      kind: "MERCH",
      status: "PAID",
      fulfilment: "ORDERED",
      currency: product.currency,
      totalAmount: product.price,
      eventId: event.id,
      items: { create: { kind: "MERCH", merchVariantId: product.variants[0]!.id, unitAmount: product.price } },
    },
  });
  const issue = await db.supportIssue.create({ data: { userId: fan.user.id, email: fan.email, organisationId: orgA.id, type: "OTHER", text: `Victim's question ${tag}` } });
  const toCommit = await createGiveawayCampaign(deps, { ticketTypeId: event.standingTypeId, title: `Victim giveaway ${tag}` });
  const toDraw = await createGiveawayCampaign(deps, { ticketTypeId: event.standingTypeId, title: `Victim draw ${tag}` });
  const platform: OperatorScope = { organisationId: null, scopes: ["giveaway:draw"], userId: null };
  const { seedCommitment } = await commitDraw(deps, platform, toDraw.slug, `seed-${tag}`);
  await endGiveawayCampaign(deps, toDraw.slug);
  const ticket = await giveTicket(s, fan.user.id, { event });
  const ticketCode = await currentCode(s, fan, ticket.globalId);
  const key = await createStaffToken(db, `Victim key ${tag}`, ["events:read"], { organisationId: orgA.id });
  const [owner, memberFan, ownerB] = await createFans(deps, 3);
  await db.organisationMember.createMany({
    data: [
      { organisationId: orgA.id, userId: owner!.id, role: "OWNER" },
      { organisationId: orgA.id, userId: memberFan!.id, role: "MANAGER" },
      { organisationId: orgB.id, userId: ownerB!.id, role: "OWNER" },
    ],
  });
  const invitation = await db.organisationInvitation.create({ data: { organisationId: orgA.id, email: `invitee-${tag}@example.com`, role: "GATE", expiresAt: new Date(Date.now() + 86_400_000) } });
  const hook = await db.webhookEndpoint.create({ data: { organisationId: orgA.id, url: `https://hooks.example.com/victim-${tag}`, secret: `whsec_${crypto.randomBytes(32).toString("base64")}`, eventTypes: ["order.paid"] } });
  const hookDelivery = await db.webhookDelivery.create({
    data: { endpointId: hook.id, messageId: `msg_victim_${tag}`, eventType: "order.paid", payload: { type: "order.paid", data: { orderNo: order.orderNo } }, status: "FAILED", nextAttemptAt: null },
  });
  // A fan's application to become an organiser: only the platform decides it.
  const application = await db.organisationApplication.create({
    data: { userId: fan.user.id, organisationName: `Applicant ${tag}`, contactName: "Applicant", contactEmail: fan.email, contactPhone: "+85291234567", country: "HK", eventTypes: ["CONCERT"], description: "Concerts in Hong Kong, ten a year.", expectedVolume: "V0_999", termsAcceptedAt: new Date() },
  });
  const notice = await db.notice.create({ data: { title: `Platform notice ${tag}`, content: "Shown to everyone" } });
  // A's own audit log holds an entry about its event (issue 34's organisation audit log).
  await db.auditLog.create({ data: { action: "operator.event_update", outcome: "SUCCESS", actorUserId: owner!.id, targetType: "Event", targetId: event.id, details: { organisationId: orgA.id, before: ["city=Old"], after: ["city=New"] } } });
  // A finished attendees export of A's owner (issue 34): its file holds A's fans' addresses.
  const attendeeExport = await db.attendeeExport.create({
    data: { organisationId: orgA.id, eventId: event.id, requestedById: owner!.id, format: "csv", revealed: true, status: "DONE", rowsTotal: 1, rowsDone: 1, file: new Uint8Array(Buffer.from(`ticketNo,holderEmail\nX,${fan.email}\n`)) },
  });
  // B has an event of its own, so that B's lists are not empty for want of anything.
  const own = await createOnSaleEvent(deps, { standing: 5 });
  await db.event.update({ where: { id: own.id }, data: { organisationId: orgB.id } });
  // A's draft (issue 34): what B would publish.
  const draft = await createOnSaleEvent(deps, { standing: 5 });
  await db.event.update({ where: { id: draft.id }, data: { organisationId: orgA.id, publishedAt: null } });

  const types = await db.ticketType.findMany({ where: { eventId: event.id }, select: { id: true } });
  const promoCode = await db.promoCode.create({ data: { eventId: event.id, code: `VICTIM${tag.toUpperCase()}`, kind: "DISCOUNT", ticketTypeIds: [], discountPercent: 50 } });
  // A fan registered for A's event's presale (issue 35): B may neither count nor invite them.
  await db.presaleInterest.create({ data: { eventId: event.id, userId: fan.user.id } });
  a = {
    organisationId: orgA.id,
    event,
    eventGlobalId,
    draftId: draft.id,
    productId: product.id,
    variantId: product.variants[0]!.id,
    merchOrderNo: order.orderNo,
    supportIssueId: issue.id,
    campaignToCommit: toCommit.slug,
    campaignToDraw: toDraw.slug,
    ticketCode,
    ticketGlobalId: ticket.globalId,
    ticketNo: ticket.ticketNo,
    apiKeyId: key.id,
    member: memberFan!,
    invitationId: invitation.id,
    applicationId: application.id,
    noticeId: notice.id,
    webhookEndpointId: hook.id,
    webhookDeliveryId: hookDelivery.id,
    promoCodeId: promoCode.id,
    attendeeExportId: attendeeExport.id,
    markers: [
      hook.id, hook.url, hook.secret, hookDelivery.id, hookDelivery.messageId,
      promoCode.id, promoCode.code,
      attendeeExport.id, Buffer.from(`ticketNo,holderEmail\nX,${fan.email}\n`).toString("base64"),
      draft.id, draft.slug,
      orgA.id, orgA.slug, orgA.name, event.id, eventGlobalId, event.slug, `Victim night ${tag}`, ...types.map((t) => t.id),
      product.id, product.variants[0]!.id, order.orderNo, issue.id, `Victim's question ${tag}`, toCommit.slug, toDraw.slug, seedCommitment,
      ticket.id, ticket.ticketNo, key.id, `Victim key ${tag}`, owner!.email, memberFan!.email, memberFan!.id, invitation.id, `invitee-${tag}@example.com`, application.id, `Applicant ${tag}`,
      fan.email, fan.user.id,
    ],
  };
  const everyScope = Object.keys(apiKeyScopes);
  callers = [
    { name: "B's key with every scope", token: (await createStaffToken(db, "stranger key", everyScope, { organisationId: orgB.id })).token, organisationId: orgB.id },
    { name: "B's signed-in owner", token: ownerB!.token, organisationId: orgB.id },
  ];
}, 120_000);
afterAll(() => s?.stop());

type Args = Record<string, unknown>;

/** How to aim each operator field at organisation A's objects. `asAOnly`: it makes something in the caller's own organisation, so it is aimed only by naming A in X-Fanfare-Organisation. */
const ATTACKS: Record<string, { args: () => Args; asAOnly?: true; upload?: true; refusal?: (result: Record<string, unknown>) => boolean }> = {
  "Query.apiKeyScopes": { args: () => ({}) },
  "Query.apiKeys": { args: () => ({}) },
  "Query.attendeesCsv": { args: () => ({ eventId: a.event.id }) },
  "Query.attendeesExport": { args: () => ({ id: a.attendeeExportId }) },
  "Query.attendeesMessagePreview": { args: () => ({ input: { eventId: a.event.id, subject: "Hello", body: "Claim refunds at evil.example" } }) },
  "Query.auditLog": { args: () => ({ first: 50 }) },
  "Query.gateSnapshot": { args: () => ({ eventId: a.eventGlobalId }) },
  "Query.operatorAttendees": { args: () => ({ eventId: a.event.id, first: 50, revealEmails: true }) },
  "Query.operatorEvent": { args: () => ({ id: a.event.id }) },
  "Query.operatorEventRefunds": { args: () => ({ eventId: a.event.id }) },
  "Query.operatorEvents": { args: () => ({ first: 50, search: a.event.slug }) },
  "Query.operatorOrders": { args: () => ({ eventId: a.event.id, first: 50, search: a.merchOrderNo, revealEmails: true }) },
  "Query.operatorProduct": { args: () => ({ id: a.productId }) },
  "Query.operatorProducts": { args: () => ({ eventId: a.event.id }) },
  "Query.operatorSalesFigures": { args: () => ({ eventId: a.event.id }) },
  // Codes (issue 35): A's event's codes are neither listed, exported, disabled nor added to by B.
  "Query.operatorPromoCodes": { args: () => ({ eventId: a.event.id }) },
  "Query.promoCodesCsv": { args: () => ({ eventId: a.event.id }) },
  // Hand-backs (issue 32): A's event's listings and counts are not B's to read.
  "Query.operatorHandBacks": { args: () => ({ eventId: a.event.id }) },
  "Mutation.createPromoCodes": { args: () => ({ eventId: a.event.id, input: { kind: "DISCOUNT", code: `INTRUDER${tag.toUpperCase()}`, discountPercent: 100 } }) },
  "Mutation.disablePromoCode": { args: () => ({ id: a.promoCodeId }) },
  // Merchandise discounts (issue 35): B adds no code to A's event, for A's product or its own.
  "Mutation.createMerchPromoCodes": { args: () => ({ eventId: a.event.id, input: { productIds: [a.productId], code: `INTRUDERM${tag.toUpperCase()}`, discountPercent: 50 } }) },
  // Presale invitations (issue 35): A's event's registrants are neither counted nor invited by B.
  "Query.operatorPresale": { args: () => ({ eventId: a.event.id }) },
  "Mutation.invitePresaleFans": { args: () => ({ eventId: a.event.id, input: { count: 5, ticketTypeIds: [a.event.standingTypeId] } }) },
  "Query.operatorWaitingRoom": { args: () => ({ eventId: a.event.id }) },
  "Query.organisationInvitations": { args: () => ({}) },
  "Query.organisationMembers": { args: () => ({}) },
  "Query.organisationAuditActions": { args: () => ({}) },
  "Query.organisationAuditLog": { args: () => ({ first: 50, filter: { eventId: a.event.id } }) },
  "Query.organisations": { args: () => ({ first: 50 }) },
  "Query.organisationApplications": { args: () => ({}) },
  "Query.salesCsv": { args: () => ({ eventId: a.event.id }) },
  "Query.supportIssues": { args: () => ({ limit: 200 }) },
  "Mutation.addTicketType": { args: () => ({ eventId: a.event.id, input: { name: "Intruder", area: "ZZ", priceAmount: 100, capacity: 5 } }) },
  "Mutation.advanceMerchOrder": { args: () => ({ input: { orderNo: a.merchOrderNo, to: "PROCESSING", note: "Claim refunds at evil.example" } }) },
  "Mutation.answerSupportIssue": { args: () => ({ issueId: a.supportIssueId, body: "Answered by a stranger", close: true }) },
  "Mutation.cancelEvent": { args: () => ({ id: a.event.id }) },
  "Mutation.commitGiveawayDraw": { args: () => ({ slug: a.campaignToCommit, seed: "the stranger's seed" }) },
  "Mutation.duplicateEvent": { args: () => ({ id: a.event.id, input: { slug: `copied-${tag}` } }) },
  "Mutation.createApiKey": { args: () => ({ input: { name: "Intruder key", scopes: ["events:read"] } }), asAOnly: true },
  "Mutation.createEvent": {
    args: () => ({ input: { slug: `intruder-${tag}`, title: "Intruder", about: "x", venue: "x", city: "x", startsAt: new Date(Date.now() + 9e8).toISOString(), saleStartsAt: new Date().toISOString() } }),
    asAOnly: true,
  },
  "Mutation.createMerchProduct": {
    args: () => ({ input: { slug: `intruder-${tag}`, name: "Intruder", description: "x", imageUrl: "https://example.com/x.png", priceAmount: 100, eventId: a.event.id, variants: [{ sku: `INTR-${tag}`, stock: 1 }] } }),
  },
  "Mutation.approveOrganisationApplication": { args: () => ({ id: a.applicationId }) },
  "Mutation.refuseOrganisationApplication": { args: () => ({ id: a.applicationId, reason: "Refused by a stranger" }) },
  "Mutation.createOrganisation": { args: () => ({ input: { slug: `intruder-${tag}`, name: "Intruder", ownerEmail: a.member.email } }) },
  "Mutation.deleteMerchVariant": { args: () => ({ id: a.variantId }) },
  "Mutation.drawGiveaway": { args: () => ({ slug: a.campaignToDraw }) },
  "Mutation.endNotice": { args: () => ({ id: a.noticeId }) },
  "Mutation.importSeatMap": { args: () => ({ eventId: a.event.id, csv: "area,row,seat\nGA,1,1-5\n" }) },
  "Mutation.inviteOrganisationMember": { args: () => ({ input: { email: `intruder-${tag}@example.com`, role: "OWNER" } }), asAOnly: true },
  "Mutation.publishNotice": { args: () => ({ input: { title: "Event cancelled", content: "Claim refunds at evil.example", level: "CRITICAL" } }) },
  "Mutation.removeOrganisationMember": { args: () => ({ userId: a.member.id }) },
  "Mutation.refundOrder": { args: () => ({ input: { orderNo: a.merchOrderNo, reason: "Refunded by a stranger" } }) },
  "Mutation.revokeApiKey": { args: () => ({ id: a.apiKeyId }) },
  "Mutation.revokeOrganisationInvitation": { args: () => ({ id: a.invitationId }) },
  "Mutation.sendAttendeesMessage": { args: () => ({ input: { eventId: a.event.id, subject: "Event cancelled", body: "Claim refunds at evil.example" } }) },
  "Mutation.startAttendeesExport": { args: () => ({ eventId: a.event.id, format: "XLSX" }) },
  "Mutation.setEventSales": { args: () => ({ id: a.event.id, action: "PAUSE" }) },
  "Mutation.publishEvent": { args: () => ({ eventId: a.draftId }) },
  "Mutation.setOrganisationMember": { args: () => ({ email: a.member.email, role: "GATE" }), asAOnly: true },
  "Mutation.setOrganisationMemberRole": { args: () => ({ userId: a.member.id, role: "GATE" }) },
  "Mutation.setSeatMap": { args: () => ({ eventId: a.event.id, input: { areas: [{ area: "GA", rows: [{ row: "1", seats: [1, 2, 3] }] }] } }) },
  "Mutation.updateEvent": { args: () => ({ id: a.event.id, input: { title: "Hijacked" } }) },
  "Mutation.updateEventEntry": { args: () => ({ input: { eventId: a.eventGlobalId, entryState: "OPEN", entryNote: "Hijacked" } }) },
  "Mutation.updateMerchProduct": { args: () => ({ id: a.productId, input: { name: "Hijacked" } }) },
  "Mutation.updateTicketType": { args: () => ({ id: a.event.standingTypeId, input: { priceAmount: 1 } }) },
  "Mutation.updateWaitingRoom": { args: () => ({ eventId: a.event.id, input: { enabled: true, ratePerMinute: 1 } }) },
  "Mutation.uploadEventCover": { args: () => ({ eventId: a.event.id, file: null }), upload: true },
  // Takes no id: stores a picture for the caller's own organisation; aimed at A only by naming it.
  "Mutation.uploadProductImage": { args: () => ({ file: null }), upload: true, asAOnly: true },
  // A gate answers every code it cannot admit INVALID (telling nothing of it), and logs its own scan.
  "Mutation.uploadGateScans": {
    args: () => ({ gateId: `B-${tag}`, scans: [{ code: a.ticketCode, scannedAt: new Date().toISOString() }] }),
    refusal: (r) => (r.results as { result: string }[]).every((x) => x.result === "INVALID"),
  },
  // Check-in (issue 34): A's event and ticket are not found for B; its gate events list B's own.
  "Query.gateEvents": { args: () => ({}) },
  "Query.checkIns": { args: () => ({ eventId: a.eventGlobalId }) },
  "Query.checkInSearch": { args: () => ({ eventId: a.eventGlobalId, search: a.ticketNo }) },
  "Mutation.checkInTicket": { args: () => ({ eventId: a.eventGlobalId, ticketId: a.ticketGlobalId }) },
  "Mutation.undoCheckIn": { args: () => ({ eventId: a.eventGlobalId, ticketId: a.ticketGlobalId }) },
  "Mutation.verifyEntry": { args: () => ({ input: { code: a.ticketCode, gateId: `B-${tag}` } }), refusal: (r) => r.result === "INVALID" },
  "Subscription.operatorSalesFigures": { args: () => ({ eventId: a.event.id }) },
  // Outgoing webhooks (issue 35): A's endpoints and their log are not found for B; B's lists are B's own.
  "Query.webhookEventTypes": { args: () => ({}) },
  "Query.webhookEndpoints": { args: () => ({}) },
  "Query.webhookDeliveries": { args: () => ({ endpointId: a.webhookEndpointId, first: 50 }) },
  "Mutation.createWebhookEndpoint": { args: () => ({ input: { url: `https://hooks.example.com/intruder-${tag}`, eventTypes: ["order.paid"] } }), asAOnly: true },
  "Mutation.updateWebhookEndpoint": { args: () => ({ id: a.webhookEndpointId, input: { url: "https://evil.example/steal", enabled: true } }) },
  "Mutation.deleteWebhookEndpoint": { args: () => ({ id: a.webhookEndpointId }) },
  "Mutation.redeliverWebhook": { args: () => ({ deliveryId: a.webhookDeliveryId }) },
  "Mutation.pingWebhookEndpoint": { args: () => ({ id: a.webhookEndpointId }) },
};

type Root = "Query" | "Mutation" | "Subscription";

function staffFields(): { name: string; root: Root; field: GraphQLField<unknown, unknown>; scope: string }[] {
  const roots: [Root, ReturnType<typeof schema.getQueryType>][] = [
    ["Query", schema.getQueryType()],
    ["Mutation", schema.getMutationType()],
    ["Subscription", schema.getSubscriptionType()],
  ];
  return roots.flatMap(([root, type]) =>
    Object.values(type!.getFields()).flatMap((field) => {
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: { staff?: string } } } | undefined)?.pothosOptions?.authScopes;
      return scopes && typeof scopes === "object" && scopes.staff ? [{ name: `${root}.${field.name}`, root, field, scope: scopes.staff }] : [];
    }),
  );
}

/** Every scalar of the result, every union member, two levels down: whatever B could read of it. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? named.getTypes() : schema.getPossibleTypes(named);
    return `{ __typename ${members.map((m) => `... on ${m.name} ${selection(m, depth) || "{ __typename }"}`).join(" ")} }`;
  }
  if (!isObjectType(named)) return "";
  const parts = ["__typename"];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((x) => isNonNullType(x.type) && x.defaultValue === undefined)) continue;
    if (isLeafType(getNamedType(f.type))) parts.push(f.name);
    else if (depth < 3) {
      const sub = selection(f.type, depth + 1);
      if (sub) parts.push(`${f.name} ${sub}`);
    }
  }
  return `{ ${parts.join(" ")} }`;
}

function operation(root: Root, field: GraphQLField<unknown, unknown>, args: Args): string {
  const used = field.args.filter((x) => x.name in args);
  const defs = used.map((x) => `$${x.name}: ${String(x.type)}`).join(", ");
  const call = used.map((x) => `${x.name}: $${x.name}`).join(", ");
  return `${root.toLowerCase()} Attack${defs ? `(${defs})` : ""} { ${field.name}${call ? `(${call})` : ""} ${selection(field.type)} }`;
}

/**
 * Every table's rows, hashed. What may move: the audit log, sessions, guess counters, a key's last use, and
 * a gate's log of its own refused scans (a GateScan row naming no ticket and no event); nothing else.
 */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = await s.app.deps.db.$queryRawUnsafe<{ t: string }[]>(
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('_prisma_migrations', 'AuditLog', 'Session', 'AttemptCounter', 'ApiToken', 'GateScan') order by 1`,
  );
  const parts = [
    `select 'GateScan' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "GateScan" x where x."ticketId" is not null or x."eventId" is not null`,
    ...tables.map(({ t }) => `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`),
    `select 'ApiToken' as t, md5(coalesce(string_agg(concat_ws(',', id, name, scopes::text, "organisationId", "revokedAt", "expiresAt"), '|' order by id), '')) as h from "ApiToken"`,
  ];
  const rows = await s.app.deps.db.$queryRawUnsafe<{ t: string; h: string }[]>(parts.join(" union all "));
  return new Map(rows.map((r) => [r.t, r.h]));
}

const changed = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([t, h]) => before.get(t) !== h).map(([t]) => t);

async function send(query: string, variables: Args, token: string, org: string | null, upload: boolean): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "x-graphql-yoga-csrf": "1", ...(org ? { "x-fanfare-organisation": org } : {}) };
  let body: string | FormData;
  if (upload) {
    body = new FormData();
    body.set("operations", JSON.stringify({ query, variables }));
    body.set("map", JSON.stringify({ 0: ["variables.file"] }));
    body.set("0", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "cover.png");
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ query, variables });
  }
  const res = await fetch(`${s.url}/graphql`, { method: "POST", headers, body });
  return { status: res.status, text: await res.text() };
}

/** A subscription over graphql-ws: every message until it ends, or a moment of quiet after the first. */
async function subscribeOnce(query: string, variables: Args, token: string, org: string | null): Promise<string> {
  const client = createClient({
    url: s.url.replace(/^http/, "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, ...(org ? { "x-fanfare-organisation": org } : {}) },
    retryAttempts: 0,
  });
  const messages: unknown[] = [];
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    client.subscribe({ query, variables }, { next: (v) => messages.push(v), error: (e) => (messages.push({ error: e }), done()), complete: done });
  });
  await client.dispose();
  return JSON.stringify(messages);
}

describe("every operator field keeps to the caller's organisation (issue 36)", () => {
  it("has an attack for every field guarded by a staff scope, and none for a field that is gone", () => {
    const fields = staffFields().map((f) => f.name);
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((n) => !ATTACKS[n]), "say in ATTACKS how to aim these at the first organisation's objects").toEqual([]);
    expect(Object.keys(ATTACKS).filter((n) => !fields.includes(n))).toEqual([]);
  });

  it("another organisation's key and owner, as themselves and naming the first organisation, get none of its data and change no row", { timeout: 300_000 }, async () => {
    const findings: string[] = [];
    let calls = 0;
    for (const { name, root, field, scope } of staffFields()) {
      const attack = ATTACKS[name]!;
      const query = operation(root, field, attack.args());
      for (const caller of callers) {
        for (const org of attack.asAOnly ? [a.organisationId] : [null, a.organisationId]) {
          const where = `${name} by ${caller.name}${org ? " naming A" : ""}`;
          const before = await fingerprint();
          const text = root === "Subscription" ? await subscribeOnce(query, attack.args(), caller.token, org) : (await send(query, attack.args(), caller.token, org, !!attack.upload)).text;
          calls++;
          const rows = changed(before, await fingerprint());
          if (rows.length) findings.push(`${where}: changed ${rows.join(", ")}: ${text.slice(0, 300)}`);
          const leaked = a.markers.filter((m) => text.includes(m));
          if (leaked.length) findings.push(`${where}: answered with A's ${leaked.join(", ")}: ${text.slice(0, 300)}`);
          const body = root === "Subscription" ? null : (JSON.parse(text) as { data?: Record<string, { __typename?: string } | null> | null; errors?: { extensions?: { code?: string } }[] });
          if (body && root === "Mutation") {
            const result = body.data?.[field.name];
            const refused = result == null || typeof result !== "object" || (result.__typename ?? "").endsWith("Error") || !!attack.refusal?.(result as Record<string, unknown>);
            if (!refused && !(body.errors?.length)) findings.push(`${where}: succeeded: ${text.slice(0, 300)}`);
          }
          if ((platformOnlyScopes as readonly string[]).includes(scope)) {
            const codes = body ? (body.errors ?? []).map((e) => e.extensions?.code) : [text.includes("FORBIDDEN") ? "FORBIDDEN" : "?"];
            if (!codes.includes("FORBIDDEN")) findings.push(`${where}: a platform field (${scope}) not refused FORBIDDEN: ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(150);
    expect(findings).toEqual([]);
  });

  it("the first organisation's own owner still reaches what the strangers could not (the attacks aim at real objects)", async () => {
    const ownerA = (await s.app.deps.db.organisationMember.findFirstOrThrow({ where: { organisationId: a.organisationId, role: "OWNER" } })).userId;
    const [session] = await createFans(s.app.deps, 1);
    await s.app.deps.db.organisationMember.update({ where: { organisationId_userId: { organisationId: a.organisationId, userId: ownerA } }, data: { userId: session!.id } });
    const read = async (name: string) => {
      const root = name.split(".")[0] as Root;
      const field = staffFields().find((f) => f.name === name)!.field;
      return (await send(operation(root, field, ATTACKS[name]!.args()), ATTACKS[name]!.args(), session!.token, null, false)).text;
    };
    expect(await read("Query.operatorEvent")).toContain(`Victim night ${tag}`);
    expect(await read("Query.organisationMembers")).toContain(a.member.email);
    expect(await read("Query.operatorOrders")).toContain(a.merchOrderNo);
    expect(await read("Query.supportIssues")).toContain(a.supportIssueId);
    expect(await read("Query.apiKeys")).toContain(a.apiKeyId);
    expect(await read("Query.organisationAuditLog")).toContain(`Victim night ${tag}`);
  });
});
