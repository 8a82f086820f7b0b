// Entry in GraphQL: QR passes and codes (query, refresh, live subscription), gate verification for
// staff (gate:scan), the offline gate's keys and revocation list, the public ticket-status page, the
// entry guide and its operator updates (entry:manage). Thin: scope, call one service, return.
import { Repeater } from "graphql-yoga";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
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
import { idOfType } from "../../node-access.ts";

/** The event arguments of the operator's entry fields take the id the operator API hands out (OperatorEvent.id) as well as Event.id. */
const EVENT_ID = "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.";
const eventIdOf = (given: string | number) => idOfType("Event", String(given));

const PassKindEnum = builder.enumType("PassKind", {
  description: "What an entry code admits: a ticket or a merchandise pick-up.",
  values: describedValues(["TICKET", "MERCH"] as const, {
    TICKET: "A ticket (qrCode takes the Ticket's global id).",
    MERCH: "A merchandise pick-up item (qrCode takes the order item's id).",
  }),
});
const EntryResultEnum = builder.enumType("EntryResult", {
  description: "ACCEPTED: let in. ALREADY_USED: first used at firstUsedAt/firstEntrance. SUPERSEDED: an old code of a transferred or refreshed ticket.",
  values: describedValues(["ACCEPTED", "ALREADY_USED", "REVOKED", "SUPERSEDED", "INVALID", "EXPIRED", "WRONG_EVENT", "WRONG_DAY"] as const, {
    ACCEPTED: "Valid: let the holder in (the code is now used).",
    ALREADY_USED: "The code was already admitted (see firstUsedAt and firstEntrance).",
    EXPIRED: "The code's 30-second window has passed (e.g. a screenshot): ask for the live code.",
    INVALID: "Not a Fanfare code, or its signature does not verify.",
    REVOKED: "The ticket was refunded, cancelled or revoked.",
    SUPERSEDED: "An old code of a ticket that was transferred or whose code was refreshed.",
    WRONG_EVENT: "A valid ticket of another of the organisation's events than the one the gate is opened for (see eventTitle and eventStartsAt).",
    WRONG_DAY: "A valid ticket of the gate's event, scanned on a day the event does not admit (see eventStartsAt, eventEndsAt and scanDay).",
  }),
});
const PublicStatusEnum = builder.enumType("PublicTicketState", {
  description: "A ticket's state as the public status page shows it.",
  values: describedValues(["VALID", "USED", "REVOKED", "INVALID"] as const, {
    VALID: "Can still be used for entry.",
    USED: "Already used for entry (see usedAt).",
    REVOKED: "Refunded, cancelled or revoked: cannot enter.",
    INVALID: "The code is not a valid Fanfare code.",
  }),
});

const QrPass = builder.objectRef<entry.QrPassView>("QrPass").implement({
  description:
    "What the owner's phone needs to make codes offline: the pass's Ed25519 private key seed (owner only), the server's certificate for its public key, the version and the 30-second period.",
  fields: (t) => ({
    kind: t.expose("kind", { description: "Ticket or merchandise pick-up.", type: PassKindEnum }),
    id: t.exposeString("id", { description: "The ticket's or order item's database id, as carried in the code." }),
    keyId: t.exposeString("keyId", { description: "The id of the server key that signed the certificate (see qrPublicKeys)." }),
    secret: t.exposeString("secret", { description: "base64url 32-byte Ed25519 seed. Owner only; never shown to anyone else." }),
    version: t.exposeInt("version", { description: "The pass's version; codes of an older version are refused (after a refresh or transfer)." }),
    periodSeconds: t.exposeInt("periodSeconds", { description: "A code's lifetime in seconds (30 by default): make a new one each period." }),
    graceSeconds: t.exposeInt("graceSeconds", { description: "Seconds a gate still accepts a code after its period, for clock drift." }),
    passPublicKey: t.exposeString("passPublicKey", { description: "The pass's Ed25519 public key, base64url (32 bytes)." }),
    certificate: t.exposeString("certificate", { description: "The server's signature over the pass's public key, id and version, base64url." }),
  }),
});

const QrUpdate = builder.objectRef<entry.QrUpdate>("QrUpdate").implement({
  description: "The current entry code of one of the viewer's tickets or pick-up items.",
  fields: (t) => ({
    kind: t.expose("kind", { description: "Ticket or merchandise pick-up.", type: PassKindEnum }),
    id: t.exposeString("id", { description: "The ticket's or order item's database id, as carried in the code." }),
    active: t.exposeBoolean("active", { description: "False once the pass is gone (transferred away, used, revoked)." }),
    code: t.exposeString("code", { description: "The code to show as a QR image; null when the pass is not active.", nullable: true }),
    validUntil: t.expose("validUntil", { description: "When the code stops being current (ISO 8601, UTC); null when inactive.", type: "DateTime", nullable: true }),
    pass: t.field({ description: "The pass for making codes offline; null when inactive.", type: QrPass, nullable: true, resolve: (u) => u.pass }),
  }),
});

const EntryVerification = builder.objectRef<entry.EntryOutcome>("EntryVerification").implement({
  authScopes: { staff: "gate:scan" },
  description: "A gate's answer for one scan. No personal data.",
  fields: (t) => ({
    result: t.expose("result", { description: "The gate's verdict.", type: EntryResultEnum }),
    kind: t.expose("kind", { description: "Ticket or merchandise; null when the code could not be read.", type: PassKindEnum, nullable: true }),
    scannedAt: t.expose("scannedAt", { description: "When the scan happened (ISO 8601, UTC).", type: "DateTime" }),
    firstUsedAt: t.expose("firstUsedAt", { description: "For ALREADY_USED: when the code was first admitted.", type: "DateTime", nullable: true }),
    firstEntrance: t.exposeString("firstEntrance", { description: "For ALREADY_USED: the entrance of the first admission.", nullable: true }),
    ticketNo: t.exposeString("ticketNo", { description: "The ticket number printed on the ticket; null for merchandise or unreadable codes.", nullable: true }),
    eventTitle: t.exposeString("eventTitle", { description: "The event's title, for the gate's screen.", nullable: true }),
    ticketTypeName: t.exposeString("ticketTypeName", { description: "The ticket type's name (e.g. \"VIP Standing\").", nullable: true }),
    seat: t.exposeString("seat", { description: "Area, row and seat (e.g. \"A / 3 / 12\"); null when not seated.", nullable: true }),
    productName: t.exposeString("productName", { description: "For merchandise: the product picked up.", nullable: true }),
    quantity: t.exposeInt("quantity", { description: "For merchandise: how many units to hand over.", nullable: true }),
    eventStartsAt: t.expose("eventStartsAt", { description: "When the ticket's event starts (ISO 8601, UTC; show it in eventTimeZone): the day a WRONG_EVENT or WRONG_DAY ticket is for.", type: "DateTime", nullable: true }),
    eventEndsAt: t.expose("eventEndsAt", { description: "When the ticket's event ends, if known (a multi-day event admits on every day from its start to its end).", type: "DateTime", nullable: true }),
    eventTimeZone: t.exposeString("eventTimeZone", { description: "The ticket's event's IANA time zone.", nullable: true }),
    scanDay: t.exposeString("scanDay", { description: "For WRONG_DAY: the day of the scan (YYYY-MM-DD in the event's time zone; before 04:00 the day before).", nullable: true }),
  }),
});

const QrPublicKey = builder.objectRef<{ keyId: string; publicKey: string; active: boolean }>("QrPublicKey").implement({
  description: "A server public key that signs entry-code certificates.",
  fields: (t) => ({
    keyId: t.exposeString("keyId", { description: "The key's id, as carried in certificates." }),
    publicKey: t.exposeString("publicKey", { description: "Raw 32-byte Ed25519 public key, base64url." }),
    active: t.exposeBoolean("active", { description: "True for the key that signs new certificates; older keys stay listed while their passes live." }),
  }),
});

const Revocation = builder.objectRef<entry.Revocation>("QrRevocation").implement({
  description: "A pass that can no longer enter, for gates working offline.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    kind: t.expose("kind", { description: "Ticket or merchandise.", type: PassKindEnum }),
    id: t.exposeString("id", { description: "The ticket's or order item's database id, as carried in the code." }),
    minVersion: t.exposeInt("minVersion", { description: "Codes of a lower version are dead." }),
    closed: t.exposeBoolean("closed", { description: "Cannot enter at all any more (used, revoked, handed over)." }),
    usedAt: t.expose("usedAt", { description: "When it was admitted, if it was used; null when revoked otherwise.", type: "DateTime", nullable: true }),
    entrance: t.exposeString("entrance", { description: "The entrance of that admission.", nullable: true }),
  }),
});

type Snapshot = Awaited<ReturnType<typeof entry.revocationList>> & { keys: ReturnType<typeof entry.publicKeys>; periodSeconds: number; graceSeconds: number; event: entry.GateEvent | null };
const GateSnapshot = builder.objectRef<Snapshot>("GateSnapshot").implement({
  authScopes: { staff: "gate:scan" },
  description: "Everything a gate needs to verify codes offline: public keys, timing, and the revocation list.",
  fields: (t) => ({
    generatedAt: t.expose("generatedAt", { description: "When the snapshot was made (ISO 8601, UTC); fetch a new one every few minutes.", type: "DateTime" }),
    periodSeconds: t.exposeInt("periodSeconds", { description: "A code's lifetime in seconds." }),
    graceSeconds: t.exposeInt("graceSeconds", { description: "Seconds a code is still accepted after its period." }),
    keys: t.field({ description: "The server's public keys.", type: [QrPublicKey], resolve: (s) => s.keys }),
    revocations: t.field({ description: "Passes that must be refused (used, revoked, superseded).", type: [Revocation], resolve: (s) => s.entries }),
    eventDays: t.stringList({ description: "For a snapshot of one event: the days it admits (YYYY-MM-DD in eventTimeZone); a scan on another day is WRONG_DAY. Empty without an event.", resolve: (s) => s.event?.days ?? [] }),
    eventTimeZone: t.string({ description: "For a snapshot of one event: its IANA time zone.", nullable: true, resolve: (s) => s.event?.timeZone ?? null }),
  }),
});

const GateEventRef = builder.objectRef<entry.GateEvent>("GateEvent").implement({
  description: "An event a gate can be opened for: the scanner admits its tickets on its days only.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({
    id: t.id({ description: "The Event's global id (VerifyEntryInput.eventId).", resolve: (e) => encodeGlobalID("Event", e.id) }),
    title: t.exposeString("title", { description: "The event's title." }),
    startsAt: t.expose("startsAt", { description: "When it starts (ISO 8601, UTC).", type: "DateTime" }),
    endsAt: t.expose("endsAt", { description: "When it ends, if known.", type: "DateTime", nullable: true }),
    timeZone: t.exposeString("timeZone", { description: "The venue's IANA time zone." }),
    days: t.exposeStringList("days", { description: "The days it admits (YYYY-MM-DD in timeZone)." }),
    today: t.exposeString("today", { description: "Today's entry day in timeZone (before 04:00: the day before)." }),
  }),
});

type PublicStatus = Awaited<ReturnType<typeof entry.publicStatusByCode>>;
const PublicTicketStatus = builder.objectRef<PublicStatus>("PublicTicketStatus").implement({
  description: "What a scanned link shows anyone: the state and the event; never personal data.",
  fields: (t) => ({
    status: t.expose("status", { description: "The ticket's state.", type: PublicStatusEnum }),
    kind: t.expose("kind", { description: "Ticket or merchandise; null for an invalid code.", type: PassKindEnum, nullable: true }),
    eventTitle: t.exposeString("eventTitle", { description: "The event's title.", nullable: true }),
    startsAt: t.expose("startsAt", { description: "When the event starts (ISO 8601, UTC; show it in timeZone).", type: "DateTime", nullable: true }),
    timeZone: t.exposeString("timeZone", { nullable: true, description: "The venue's IANA time zone." }),
    venue: t.exposeString("venue", { description: "The venue's name.", nullable: true }),
    typeName: t.exposeString("typeName", { nullable: true, description: "Ticket type or product name." }),
    usedAt: t.expose("usedAt", { description: "When the code was admitted; null if unused.", type: "DateTime", nullable: true }),
    entrance: t.exposeString("entrance", { description: "The entrance it was admitted at.", nullable: true }),
    codeCurrent: t.exposeBoolean("codeCurrent", { description: "The code itself is inside its time window (not a stale screenshot)." }),
  }),
});

const EntryGuide = builder.objectRef<{ eventId: string; ticketCount: number; entrances: string[] }>("EntryGuide").implement({
  description: "How the viewer gets into one upcoming event: entrances, queue and door times.",
  fields: (t) => ({
    event: t.prismaField({ description: "The event, with its entryState, queueOpensAt, doorsOpenAt and entryNote.", type: "Event", resolve: (query, g, _a, ctx) => findEventById(ctx.deps, query, g.eventId) }),
    ticketCount: t.exposeInt("ticketCount", { description: "How many of the viewer's tickets are for this event." }),
    entrances: t.exposeStringList("entrances", { description: "The entrances printed on the viewer's tickets, without duplicates." }),
  }),
});

const TicketStatusUpdate = builder
  .objectRef<{ ticketId: string; status: string; validatedAt: Date | null; validatedEntrance: string | null }>("TicketStatusUpdate")
  .implement({
    description: "A change of one of the viewer's tickets, pushed by the ticketStatus subscription.",
    fields: (t) => ({
      ticketId: t.id({ description: "The Ticket's global id.", resolve: (u) => encodeGlobalID("Ticket", u.ticketId) }),
      status: t.field({ description: "The ticket's new status.", type: TicketStatusEnum, resolve: (u) => u.status as "PAID" }),
      validatedAt: t.expose("validatedAt", { description: "When it was admitted (ISO 8601, UTC); null until then.", type: "DateTime", nullable: true }),
      validatedEntrance: t.exposeString("validatedEntrance", { description: "The entrance it was admitted at.", nullable: true }),
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
    args: { kind: t.arg({ description: "Ticket or merchandise pick-up.", type: PassKindEnum, required: true }), id: t.arg.string({ description: "For TICKET: the Ticket's global id; for MERCH: the order item's id.", required: true }) },
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
    description: "The platform's public keys for entry codes, by key id (public). An organisation's passes are certified by keys of its own: its gates get them in gateSnapshot.",
    resolve: (_r, _a, ctx) => entry.publicKeys(ctx.deps),
  }),
  gateSnapshot: t.field({
    type: GateSnapshot,
    authScopes: { staff: "gate:scan" },
    description: "For offline gates: public keys, timing and the revocation list (optionally of one event). An organisation's key gets its organisation's public keys, which verify its own passes only.",
    args: { eventId: t.arg.id({ description: `Only revocations of this event, with its days; all events when omitted. ${EVENT_ID}` }) },
    resolve: async (_r, args, ctx) => {
      const eventId = args.eventId == null ? null : eventIdOf(args.eventId);
      const { organisationId } = await requireOperator(ctx);
      return {
        ...(await entry.revocationList(ctx.deps, eventId, organisationId)),
        event: eventId ? await entry.gateEvent(ctx.deps, eventId, organisationId) : null,
        keys: entry.publicKeys(ctx.deps, organisationId),
        periodSeconds: ctx.deps.config.qr.periodSeconds,
        graceSeconds: ctx.deps.config.qr.graceSeconds,
      };
    },
  }),
  gateEvents: t.field({
    type: [GateEventRef],
    authScopes: { staff: "gate:scan" },
    description: "The events the caller's gates can be opened for: its organisation's, not cancelled, not over for a day yet, soonest first (at most 100).",
    resolve: async (_r, _a, ctx) => entry.gateEvents(ctx.deps, (await requireOperator(ctx)).organisationId),
  }),
  publicTicketStatus: t.field({
    type: PublicTicketStatus,
    description: "The public ticket-status page of a scanned code or link: valid / used / revoked, no personal data.",
    args: { code: t.arg.string({ description: "The scanned code or the link that carries it (at most 2048 characters read).", required: true }) },
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
    args: { ticketId: t.arg.globalID({ description: "The ticket's id (Ticket.id); must be the viewer's.", required: true, for: [TicketNode] }) },
    errors: { types: [NotFoundError, UnauthenticatedError], directResult: true },
    resolve: (_r, args, ctx) => entry.refreshTicketQr(ctx.deps, viewerId(ctx), args.ticketId.id),
  }),
);

const VerifyEntryInput = builder.inputType("VerifyEntryInput", {
  description: "One scan at a gate.",
  fields: (t) => ({
    code: t.string({ required: true, description: "The scanned code, or the link that carries it." }),
    gateId: t.string({ description: "The scanning device's id, free text (e.g. \"north-3\"), kept in the audit log.", required: true }),
    entrance: t.string({ description: "The entrance the gate stands at (e.g. \"Gate B\")." }),
    eventId: t.globalID({ description: "The event's id (GateEvent.id from gateEvents, or Event.id) the gate is opened for: another event's ticket is WRONG_EVENT, one scanned on none of its days WRONG_DAY. Omitted: any event of the caller's, any day (older clients).", for: [EventNode] }),
  }),
});

builder.mutationField("verifyEntry", (t) =>
  t.field({
    type: EntryVerification,
    description: "A gate scan (staff scope gate:scan): a ticket or pick-up item is admitted once.",
    authScopes: { staff: "gate:scan" },
    args: { input: t.arg({ description: "The scan.", type: VerifyEntryInput, required: true }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: (_r, { input }, ctx) =>
      auditedStaffAction(ctx, "staff.gate_scan", { targetType: "Gate", targetId: input.gateId.slice(0, 100) }, async () => entry.verifyScan(ctx.deps, { ...input, eventId: input.eventId?.id ?? null, organisationId: (await requireOperator(ctx)).organisationId }), (r) => ({
        details: { result: r.result, kind: r.kind, gateId: input.gateId, entrance: input.entrance ?? null, ticketNo: r.ticketNo, eventId: input.eventId?.id ?? null },
      })),
  }),
);

const OfflineScanInput = builder.inputType("OfflineScanInput", {
  description: "A scan a gate made while offline.",
  fields: (t) => ({
    code: t.string({ description: "The scanned code.", required: true }),
    scannedAt: t.field({ description: "When the gate scanned it (ISO 8601): the code is judged as of that time.", type: "DateTime", required: true }),
    entrance: t.string({ description: "The entrance the gate stands at." }),
  }),
});

const GateUpload = builder.objectRef<{ results: entry.EntryOutcome[] }>("GateUpload").implement({
  description: "The verdicts of an upload of offline scans.",
  authScopes: { staff: "gate:scan" },
  fields: (t) => ({ results: t.field({ description: "One verdict per scan, in the order sent.", type: [EntryVerification], resolve: (u) => u.results }) }),
});

builder.mutationField("uploadGateScans", (t) =>
  t.field({
    type: GateUpload,
    description: "Scans a gate made offline (≤ 500). Each is judged as of its scan time; of two scans of one ticket the first wins. Retrying is safe.",
    authScopes: { staff: "gate:scan" },
    args: {
      gateId: t.arg.string({ description: "The scanning device's id.", required: true }),
      scans: t.arg({ description: "The offline scans, at most 500.", type: [OfflineScanInput], required: true }),
      eventId: t.arg.globalID({ description: "The event's id (GateEvent.id from gateEvents, or Event.id) the gate was opened for, as in VerifyEntryInput.eventId.", for: [EventNode] }),
    },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, args, ctx) =>
      auditedStaffAction(ctx, "staff.gate_upload", { targetType: "Gate", targetId: args.gateId.slice(0, 100) }, async () => ({ results: await entry.uploadScans(ctx.deps, args.gateId, args.scans, (await requireOperator(ctx)).organisationId, args.eventId?.id ?? null) }), (r) => ({
        details: { gateId: args.gateId, count: r.results.length, eventId: args.eventId?.id ?? null },
      })),
  }),
);

const UpdateEventEntryInput = builder.inputType("UpdateEventEntryInput", {
  description: "Changes to an event's entry guide; omitted fields stay as they are.",
  fields: (t) => ({
    eventId: t.id({ description: EVENT_ID, required: true }),
    entryState: t.field({ description: "The new entry state.", type: EntryStateEnum }),
    queueOpensAt: t.field({ description: "When the queue outside opens (ISO 8601).", type: "DateTime" }),
    doorsOpenAt: t.field({ description: "When doors open (ISO 8601).", type: "DateTime" }),
    entryNote: t.string({ description: "A note shown to ticket holders (e.g. \"Use Gate B; bags are searched\")." }),
  }),
});

builder.mutationField("updateEventEntry", (t) =>
  t.prismaField({
    type: "Event",
    description: "An operator's entry guide update (staff scope entry:manage), pushed live to fans.",
    authScopes: { staff: "entry:manage" },
    args: { input: t.arg({ description: "The changes.", type: UpdateEventEntryInput, required: true }) },
    resolve: (_q, _r, { input }, ctx) => {
      const eventId = eventIdOf(input.eventId);
      return auditedStaffAction(ctx, "staff.entry_guide_update", { targetType: "Event", targetId: eventId }, async () => {
        // An organisation's operator changes its own events' entry guides only (another's is not found).
        if (!(await operatorEventIds(ctx.deps, await requireOperator(ctx), eventId)).length) throw new NotFoundError("event");
        return entry.updateEventEntry(ctx.deps, {
          eventId,
          entryState: input.entryState,
          queueOpensAt: input.queueOpensAt,
          doorsOpenAt: input.doorsOpenAt,
          entryNote: input.entryNote,
        });
      }, (e) => ({ details: { entryState: e.entryState } }));
    },
  }),
);

// ───── subscriptions ─────

builder.subscriptionField("ticketQr", (t) =>
  t.field({
    type: QrUpdate,
    description: "The owner's live code: a new one every period and at once after a refresh; inactive (and done) when the ticket leaves the viewer.",
    authScopes: { loggedIn: true },
    args: { ticketId: t.arg.globalID({ description: "The ticket's id (Ticket.id); must be the viewer's.", required: true, for: [TicketNode] }) },
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
    description: "The owner's ticket turning VALIDATED, changing hands, or handed back (listed, back to its holder, sold to a fan in line) live.",
    authScopes: { loggedIn: true },
    args: { ticketId: t.arg.globalID({ description: "The ticket's id (Ticket.id); must be the viewer's.", required: true, for: [TicketNode] }) },
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
    args: { eventId: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; one that does not exist is NOT_FOUND.", required: true }) },
    subscribe: (_r, args, ctx) => entry.followEventEntry(ctx.deps, eventIdOf(args.eventId)),
    // One SELECT per update and selection for all of this instance's subscribers (platform/fanout.ts).
    resolve: (query, payload, _a, ctx) =>
      oncePerPayload(payload as object, JSON.stringify(query), () => findEventById(ctx.deps, query, (payload as { eventId: string }).eventId)),
  }),
);
