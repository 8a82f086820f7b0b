// Entry in GraphQL: QR passes and codes (query, refresh, live subscription), gate verification for
// staff (gate:scan), the offline gate's keys and revocation list, the public ticket-status page, the
// entry guide and its operator updates (entry:manage). Thin: scope, call one service, return.
import { Repeater } from "graphql-yoga";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { requireOperator } from "../organisations/index.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { EntryStateEnum, EventNode } from "../events/events.schema.ts";
import { TicketNode, TicketStatusEnum } from "../tickets/tickets.schema.ts";
import { ticketStatusView } from "../tickets/index.ts";
import { findEventById, operatorEventIds } from "../events/index.ts";
import * as entry from "./entry.service.ts";
import { viewerId } from "../../context.ts";
import { oncePerPayload } from "../../platform/fanout.ts";

const PassKindEnum = builder.enumType("PassKind", { values: ["TICKET", "MERCH"] as const });
const EntryResultEnum = builder.enumType("EntryResult", {
  description: "ACCEPTED: let in. ALREADY_USED: first used at firstUsedAt/firstEntrance. SUPERSEDED: an old code of a transferred or refreshed ticket.",
  values: ["ACCEPTED", "ALREADY_USED", "REVOKED", "SUPERSEDED", "INVALID", "EXPIRED"] as const,
});
const PublicStatusEnum = builder.enumType("PublicTicketState", { values: ["VALID", "USED", "REVOKED", "INVALID"] as const });

const QrPass = builder.objectRef<entry.QrPassView>("QrPass").implement({
  description:
    "What the owner's phone needs to make codes offline: the pass's Ed25519 private key seed (owner only), the server's certificate for its public key, the version and the 30-second period.",
  fields: (t) => ({
    kind: t.expose("kind", { type: PassKindEnum }),
    id: t.exposeString("id", { description: "The ticket's or order item's database id, as carried in the code." }),
    keyId: t.exposeString("keyId"),
    secret: t.exposeString("secret", { description: "base64url 32-byte Ed25519 seed. Owner only; never shown to anyone else." }),
    version: t.exposeInt("version"),
    periodSeconds: t.exposeInt("periodSeconds"),
    graceSeconds: t.exposeInt("graceSeconds"),
    passPublicKey: t.exposeString("passPublicKey"),
    certificate: t.exposeString("certificate"),
  }),
});

const QrUpdate = builder.objectRef<entry.QrUpdate>("QrUpdate").implement({
  fields: (t) => ({
    kind: t.expose("kind", { type: PassKindEnum }),
    id: t.exposeString("id"),
    active: t.exposeBoolean("active", { description: "False once the pass is gone (transferred away, used, revoked)." }),
    code: t.exposeString("code", { nullable: true }),
    validUntil: t.expose("validUntil", { type: "DateTime", nullable: true }),
    pass: t.field({ type: QrPass, nullable: true, resolve: (u) => u.pass }),
  }),
});

const EntryVerification = builder.objectRef<entry.EntryOutcome>("EntryVerification").implement({
  authScopes: { staff: "gate:scan" },
  description: "A gate's answer for one scan. No personal data.",
  fields: (t) => ({
    result: t.expose("result", { type: EntryResultEnum }),
    kind: t.expose("kind", { type: PassKindEnum, nullable: true }),
    scannedAt: t.expose("scannedAt", { type: "DateTime" }),
    firstUsedAt: t.expose("firstUsedAt", { type: "DateTime", nullable: true }),
    firstEntrance: t.exposeString("firstEntrance", { nullable: true }),
    ticketNo: t.exposeString("ticketNo", { nullable: true }),
    eventTitle: t.exposeString("eventTitle", { nullable: true }),
    ticketTypeName: t.exposeString("ticketTypeName", { nullable: true }),
    seat: t.exposeString("seat", { nullable: true }),
    productName: t.exposeString("productName", { nullable: true }),
    quantity: t.exposeInt("quantity", { nullable: true }),
  }),
});

const QrPublicKey = builder.objectRef<{ keyId: string; publicKey: string; active: boolean }>("QrPublicKey").implement({
  fields: (t) => ({
    keyId: t.exposeString("keyId"),
    publicKey: t.exposeString("publicKey", { description: "Raw 32-byte Ed25519 public key, base64url." }),
    active: t.exposeBoolean("active"),
  }),
});

const Revocation = builder.objectRef<entry.Revocation>("QrRevocation").implement({
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    kind: t.expose("kind", { type: PassKindEnum }),
    id: t.exposeString("id"),
    minVersion: t.exposeInt("minVersion", { description: "Codes of a lower version are dead." }),
    closed: t.exposeBoolean("closed", { description: "Cannot enter at all any more (used, revoked, handed over)." }),
    usedAt: t.expose("usedAt", { type: "DateTime", nullable: true }),
    entrance: t.exposeString("entrance", { nullable: true }),
  }),
});

type Snapshot = Awaited<ReturnType<typeof entry.revocationList>> & { keys: ReturnType<typeof entry.publicKeys>; periodSeconds: number; graceSeconds: number };
const GateSnapshot = builder.objectRef<Snapshot>("GateSnapshot").implement({
  authScopes: { staff: "gate:scan" },
  description: "Everything a gate needs to verify codes offline: public keys, timing, and the revocation list.",
  fields: (t) => ({
    generatedAt: t.expose("generatedAt", { type: "DateTime" }),
    periodSeconds: t.exposeInt("periodSeconds"),
    graceSeconds: t.exposeInt("graceSeconds"),
    keys: t.field({ type: [QrPublicKey], resolve: (s) => s.keys }),
    revocations: t.field({ type: [Revocation], resolve: (s) => s.entries }),
  }),
});

type PublicStatus = Awaited<ReturnType<typeof entry.publicStatusByCode>>;
const PublicTicketStatus = builder.objectRef<PublicStatus>("PublicTicketStatus").implement({
  description: "What a scanned link shows anyone: the state and the event; never personal data.",
  fields: (t) => ({
    status: t.expose("status", { type: PublicStatusEnum }),
    kind: t.expose("kind", { type: PassKindEnum, nullable: true }),
    eventTitle: t.exposeString("eventTitle", { nullable: true }),
    startsAt: t.expose("startsAt", { type: "DateTime", nullable: true }),
    timeZone: t.exposeString("timeZone", { nullable: true, description: "The venue's IANA time zone." }),
    venue: t.exposeString("venue", { nullable: true }),
    typeName: t.exposeString("typeName", { nullable: true, description: "Ticket type or product name." }),
    usedAt: t.expose("usedAt", { type: "DateTime", nullable: true }),
    entrance: t.exposeString("entrance", { nullable: true }),
    codeCurrent: t.exposeBoolean("codeCurrent", { description: "The code itself is inside its time window (not a stale screenshot)." }),
  }),
});

const EntryGuide = builder.objectRef<{ eventId: string; ticketCount: number; entrances: string[] }>("EntryGuide").implement({
  fields: (t) => ({
    event: t.prismaField({ type: "Event", resolve: (query, g, _a, ctx) => findEventById(ctx.deps, query, g.eventId) }),
    ticketCount: t.exposeInt("ticketCount"),
    entrances: t.exposeStringList("entrances"),
  }),
});

const TicketStatusUpdate = builder
  .objectRef<{ ticketId: string; status: string; validatedAt: Date | null; validatedEntrance: string | null }>("TicketStatusUpdate")
  .implement({
    fields: (t) => ({
      ticketId: t.id({ resolve: (u) => encodeGlobalID("Ticket", u.ticketId) }),
      status: t.field({ type: TicketStatusEnum, resolve: (u) => u.status as "PAID" }),
      validatedAt: t.expose("validatedAt", { type: "DateTime", nullable: true }),
      validatedEntrance: t.exposeString("validatedEntrance", { nullable: true }),
    }),
  });

// ───── the Ticket node's entry fields ─────

builder.objectFields(TicketNode, (t) => ({
  qrPass: t.field({
    type: QrPass,
    nullable: true,
    description: "The owner's pass for offline codes; null for anyone else or once the ticket cannot enter.",
    resolve: (ticket, _a, ctx) => (ctx.viewer.userId ? entry.ticketPass(ctx.deps, ctx.viewer.userId, ticket.id) : null),
  }),
}));

// ───── helpers ─────


/** A ticket's global id (or, for merchandise, the order item's id) → the database id; null when it names no ticket. */
function passId(kind: "TICKET" | "MERCH", id: string): string | null {
  if (kind === "MERCH") return id;
  try {
    const g = decodeGlobalID(id);
    return g.typename === "Ticket" ? g.id : null;
  } catch {
    return null;
  }
}

// ───── queries ─────

builder.queryFields((t) => ({
  qrCode: t.field({
    type: QrUpdate,
    description: "The current code and the pass of one of the viewer's tickets (Ticket id) or merchandise pick-up items (OrderItem id).",
    authScopes: { loggedIn: true },
    args: { kind: t.arg({ type: PassKindEnum, required: true }), id: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => {
      const userId = viewerId(ctx);
      const id = passId(args.kind, args.id);
      // An id that names no ticket answers like someone else's ticket: no code (it used to throw a
      // NotFoundError this field cannot return, which reached the fan as "Unexpected error.").
      if (id === null) return { kind: args.kind, id: args.id, active: false, code: null, validUntil: null, pass: null };
      return entry.currentQr(ctx.deps, args.kind, userId, id);
    },
  }),
  qrPublicKeys: t.field({
    type: [QrPublicKey],
    description: "The server's public keys for entry codes, by key id (public: anyone may verify a code).",
    resolve: (_r, _a, ctx) => entry.publicKeys(ctx.deps),
  }),
  gateSnapshot: t.field({
    type: GateSnapshot,
    authScopes: { staff: "gate:scan" },
    description: "For offline gates: public keys, timing and the revocation list (optionally of one event).",
    args: { eventId: t.arg.globalID({ for: [EventNode] }) },
    resolve: async (_r, args, ctx) => ({
      ...(await entry.revocationList(ctx.deps, args.eventId?.id)),
      keys: entry.publicKeys(ctx.deps),
      periodSeconds: ctx.deps.config.qr.periodSeconds,
      graceSeconds: ctx.deps.config.qr.graceSeconds,
    }),
  }),
  publicTicketStatus: t.field({
    type: PublicTicketStatus,
    description: "The public ticket-status page of a scanned code or link: valid / used / revoked, no personal data.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => entry.publicStatusByCode(ctx.deps, args.code.slice(0, 2048)),
  }),
  myEntryGuide: t.field({
    type: [EntryGuide],
    authScopes: { loggedIn: true },
    description: "Entrance, queue time, door time and entry state of the viewer's upcoming events.",
    resolve: (_r, _a, ctx) => entry.myEntryGuide(ctx.deps, viewerId(ctx)),
  }),
}));

// ───── mutations ─────

builder.mutationField("refreshTicketQr", (t) =>
  t.field({
    type: QrUpdate,
    description: "Refresh QR code: a new version; every earlier code of the ticket is refused from now on.",
    authScopes: { loggedIn: true },
    args: { ticketId: t.arg.globalID({ required: true, for: [TicketNode] }) },
    errors: { types: [NotFoundError, UnauthenticatedError], directResult: true },
    resolve: (_r, args, ctx) => entry.refreshTicketQr(ctx.deps, viewerId(ctx), args.ticketId.id),
  }),
);

const VerifyEntryInput = builder.inputType("VerifyEntryInput", {
  fields: (t) => ({
    code: t.string({ required: true, description: "The scanned code, or the link that carries it." }),
    gateId: t.string({ required: true }),
    entrance: t.string(),
  }),
});

builder.mutationField("verifyEntry", (t) =>
  t.field({
    type: EntryVerification,
    description: "A gate scan (staff scope gate:scan): a ticket or pick-up item is admitted once.",
    authScopes: { staff: "gate:scan" },
    args: { input: t.arg({ type: VerifyEntryInput, required: true }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      auditedStaffAction(ctx, "staff.gate_scan", { targetType: "Gate", targetId: input.gateId.slice(0, 100) }, async () => entry.verifyScan(ctx.deps, { ...input, organisationId: (await requireOperator(ctx)).organisationId }), (r) => ({
        details: { result: r.result, kind: r.kind, gateId: input.gateId, entrance: input.entrance ?? null, ticketNo: r.ticketNo },
      })),
  }),
);

const OfflineScanInput = builder.inputType("OfflineScanInput", {
  fields: (t) => ({
    code: t.string({ required: true }),
    scannedAt: t.field({ type: "DateTime", required: true }),
    entrance: t.string(),
  }),
});

const GateUpload = builder.objectRef<{ results: entry.EntryOutcome[] }>("GateUpload").implement({
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({ results: t.field({ type: [EntryVerification], resolve: (u) => u.results }) }),
});

builder.mutationField("uploadGateScans", (t) =>
  t.field({
    type: GateUpload,
    description: "Scans a gate made offline (≤ 500). Each is judged as of its scan time; of two scans of one ticket the first wins. Retrying is safe.",
    authScopes: { staff: "gate:scan" },
    args: { gateId: t.arg.string({ required: true }), scans: t.arg({ type: [OfflineScanInput], required: true }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, args, ctx) =>
      auditedStaffAction(ctx, "staff.gate_upload", { targetType: "Gate", targetId: args.gateId.slice(0, 100) }, async () => ({ results: await entry.uploadScans(ctx.deps, args.gateId, args.scans, (await requireOperator(ctx)).organisationId) }), (r) => ({
        details: { gateId: args.gateId, count: r.results.length },
      })),
  }),
);

const UpdateEventEntryInput = builder.inputType("UpdateEventEntryInput", {
  fields: (t) => ({
    eventId: t.globalID({ required: true, for: [EventNode] }),
    entryState: t.field({ type: EntryStateEnum }),
    queueOpensAt: t.field({ type: "DateTime" }),
    doorsOpenAt: t.field({ type: "DateTime" }),
    entryNote: t.string(),
  }),
});

builder.mutationField("updateEventEntry", (t) =>
  t.prismaField({
    type: "Event",
    description: "An operator's entry guide update (staff scope entry:manage), pushed live to fans.",
    authScopes: { staff: "entry:manage" },
    args: { input: t.arg({ type: UpdateEventEntryInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) =>
      auditedStaffAction(ctx, "staff.entry_guide_update", { targetType: "Event", targetId: input.eventId.id }, async () => {
        // An organisation's operator changes its own events' entry guides only (another's is not found).
        if (!(await operatorEventIds(ctx.deps, await requireOperator(ctx), input.eventId.id)).length) throw new NotFoundError("event");
        return entry.updateEventEntry(ctx.deps, {
          eventId: input.eventId.id,
          entryState: input.entryState,
          queueOpensAt: input.queueOpensAt,
          doorsOpenAt: input.doorsOpenAt,
          entryNote: input.entryNote,
        });
      }, (e) => ({ details: { entryState: e.entryState } })),
  }),
);

// ───── subscriptions ─────

builder.subscriptionField("ticketQr", (t) =>
  t.field({
    type: QrUpdate,
    description: "The owner's live code: a new one every period and at once after a refresh; inactive (and done) when the ticket leaves the viewer.",
    authScopes: { loggedIn: true },
    args: { ticketId: t.arg.globalID({ required: true, for: [TicketNode] }) },
    subscribe: (_r, args, ctx) => {
      const userId = viewerId(ctx);
      const ticketId = args.ticketId.id;
      return new Repeater<entry.QrUpdate>(async (push, stop) => {
        let timer: NodeJS.Timeout | undefined;
        // Listening (over Redis: subscribed) before the first code is read, so a refresh meanwhile is not lost.
        const events = await ctx.pubsub.listen("ticket:qr", ticketId);
        const emit = async () => {
          clearTimeout(timer);
          const update = await entry.currentQr(ctx.deps, "TICKET", userId, ticketId);
          await push(update);
          if (!update.active) return stop();
          timer = setTimeout(() => void emit().catch(stop), Math.max(50, update.validUntil!.getTime() - ctx.deps.now().getTime() + 50));
        };
        void (async () => {
          for await (const _ of events) await emit();
        })().catch(stop);
        await emit();
        await stop;
        clearTimeout(timer);
        await events.return();
      });
    },
    resolve: (u) => u,
  }),
);

builder.subscriptionField("ticketStatus", (t) =>
  t.field({
    type: TicketStatusUpdate,
    description: "The owner's ticket turning VALIDATED (or changing hands) live.",
    authScopes: { loggedIn: true },
    args: { ticketId: t.arg.globalID({ required: true, for: [TicketNode] }) },
    subscribe: async (_r, args, ctx) => {
      const userId = viewerId(ctx);
      if ((await entry.ticketOwner(ctx.deps, args.ticketId.id)) !== userId) throw new NotFoundError("ticket");
      return ctx.pubsub.subscribe("ticket:status", args.ticketId.id);
    },
    resolve: async (payload, _a, ctx) => {
      const t = await ticketStatusView(ctx.deps, payload.ticketId);
      return { ticketId: t.id, status: t.status, validatedAt: t.validatedAt, validatedEntrance: t.validatedEntrance };
    },
  }),
);

builder.subscriptionField("eventEntry", (t) =>
  t.prismaField({
    type: "Event",
    description: "An event's entry guide (state, queue time, door time, note) each time an operator updates it.",
    args: { eventId: t.arg.globalID({ required: true, for: [EventNode] }) },
    subscribe: (_r, args, ctx) => ctx.pubsub.subscribe("event:entry", args.eventId.id),
    // One SELECT per update and selection for all of this instance's subscribers (platform/fanout.ts).
    resolve: (query, payload, _a, ctx) =>
      oncePerPayload(payload as object, JSON.stringify(query), () => findEventById(ctx.deps, query, (payload as { eventId: string }).eventId)),
  }),
);
