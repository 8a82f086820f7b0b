// Who bought each ticket, on the organisers' attendees list (issue 34), and the attendees exports (CSV at
// once; XLSX or CSV as a background job with its progress). The
// orders module owns orders, so it adds the buyer to the tickets module's OperatorAttendee; the e-mail
// address is in full only where the list was revealed (attendees:contact, audited by the list).
import DataLoader from "dataloader";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { NotFoundError, RateLimitedError } from "../../errors.ts";
import { ownEventId } from "../events/index.ts";
import { auditOperator, requireOperator, seesContacts } from "../organisations/index.ts";
import { OperatorAttendee } from "../tickets/operator.schema.ts";
import { contactsOf } from "../users/index.ts";
import { seatingNeedsOf } from "../identity/index.ts";
import { attendeesCsv } from "./attendees.export.ts";
import { buyersOfOrderItems } from "./operator.service.ts";
import { findAttendeeExport, startAttendeeExport, type ExportView } from "./attendees-export.service.ts";

type Buyer = { orderNo: string; email: string | null };

// One query per page of tickets, not per ticket; the key says whether the address may be shown in full.
const loaders = new WeakMap<object, DataLoader<string, Buyer | null>>();
function buyersLoader(ctx: Context) {
  let l = loaders.get(ctx);
  if (!l) {
    l = new DataLoader(async (keys: readonly string[]) => {
      const parsed = keys.map((k) => ({ itemId: k.slice(2), reveal: k.startsWith("1:") }));
      const buyers = await buyersOfOrderItems(ctx.db, [...new Set(parsed.map((p) => p.itemId))]);
      const ids = [...new Set([...buyers.values()].map((b) => b.userId))];
      const [full, masked] = await Promise.all([
        parsed.some((p) => p.reveal) ? contactsOf(ctx.db, ids, true) : Promise.resolve(new Map()),
        parsed.some((p) => !p.reveal) ? contactsOf(ctx.db, ids, false) : Promise.resolve(new Map()),
      ]);
      return parsed.map(({ itemId, reveal }) => {
        const b = buyers.get(itemId);
        return b ? { orderNo: b.orderNo, email: ((reveal ? full : masked).get(b.userId)?.email as string | undefined) ?? null } : null;
      });
    });
    loaders.set(ctx, l);
  }
  return l;
}

builder.objectFields(OperatorAttendee, (t) => ({
  orderNo: t.string({
    nullable: true,
    description: "The number of the order the ticket was bought in (none for a ticket given away).",
    resolve: async (a, _args, ctx) => (a.orderItemId ? ((await buyersLoader(ctx).load(`${a.revealContacts ? 1 : 0}:${a.orderItemId}`))?.orderNo ?? null) : null),
  }),
  buyerEmail: t.string({
    nullable: true,
    description: "The e-mail address of who bought it (differs from the holder's after a transfer): in full or masked as holderEmail is.",
    resolve: async (a, _args, ctx) => (a.orderItemId ? ((await buyersLoader(ctx).load(`${a.revealContacts ? 1 : 0}:${a.orderItemId}`))?.email ?? null) : null),
  }),
}));

builder.queryField("attendeesCsv", (t) =>
  t.field({
    type: "String",
    description:
      "Operators (scope attendees:read): every ticket of one of their events as CSV (ticket, status, type, area, seat, holder's nickname and e-mail, order number, buyer's e-mail, entry, and the holder's declared seating need: holderWheelchair, holderCompanionSeats), oldest first. The e-mail addresses and seating needs are given to callers with attendees:contact (the box office), e-mail addresses masked and seating needs empty otherwise. Audited as a read of personal data.",
    authScopes: { staff: "attendees:read" },
    args: { eventId: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }) },
    errors: { types: [NotFoundError], dataField: { description: "The CSV text (UTF-8, comma-separated, with a header line)." } },
    resolve: async (_r, { eventId }, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = [await ownEventId(ctx.deps, op, eventId)];
      const revealed = seesContacts(op);
      const { csv, count } = await attendeesCsv(ctx.db, eventIds, revealed, undefined, (ids) => seatingNeedsOf(ctx.deps, ids));
      await auditOperator(ctx.db, ctx, { action: "operator.attendees_export", outcome: "SUCCESS", targetType: "Event", targetId: eventIds[0], details: { organisationId: op.organisationId, eventId: eventIds[0], count, format: "csv", revealed } });
      return csv;
    },
  }),
);

const ExportFormatEnum = builder.enumType("AttendeesExportFormat", {
  description: "The file an attendees export makes.",
  values: { XLSX: { description: "An Excel workbook (one sheet, a header row)." }, CSV: { description: "Comma-separated text, UTF-8 with a byte-order mark (Excel reads it so)." } } as const,
});

const ExportStatusEnum = builder.enumType("AttendeesExportStatus", {
  description: "Where an attendees export is.",
  values: {
    RUNNING: { description: "Being written: rowsDone of rowsTotal so far." },
    DONE: { description: "Written: the file is ready to download." },
    FAILED: { description: "It could not be made (ask for a new one)." },
  } as const,
});

const AttendeesExport = builder.objectRef<ExportView>("AttendeesExport").implement({
  description: "An export of an event's ticket holders, written in the background; poll it for its progress, then download its file. Kept for its requester for a day.",
  authScopes: { staff: "attendees:read" },
  fields: (t) => ({
    id: t.exposeID("id", { description: "The export's id (attendeesExport(id))." }),
    eventId: t.exposeString("eventId", { description: "The event exported." }),
    format: t.field({ type: ExportFormatEnum, description: "XLSX or CSV.", resolve: (e) => (e.format === "csv" ? "CSV" : "XLSX") }),
    status: t.field({ type: ExportStatusEnum, description: "Running, done or failed.", resolve: (e) => e.status }),
    rowsDone: t.exposeInt("rowsDone", { description: "Rows written so far." }),
    rowsTotal: t.exposeInt("rowsTotal", { description: "Rows the file will hold (one a ticket)." }),
    revealed: t.exposeBoolean("revealed", { description: "Whether the e-mail addresses in it are in full (the requester had attendees:contact), else masked." }),
    fileName: t.string({ description: "A name to save the file under.", resolve: (e) => `attendees-${e.eventId}.${e.format === "csv" ? "csv" : "xlsx"}` }),
    contentType: t.string({
      description: "The file's media type.",
      resolve: (e) => (e.format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    }),
    fileBase64: t.string({ nullable: true, description: "The file, base64-encoded, once DONE (null before).", resolve: (e) => (e.status === "DONE" && e.file ? e.file.toString("base64") : null) }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was asked for." }),
  }),
});

builder.mutationField("startAttendeesExport", (t) =>
  t.field({
    type: AttendeesExport,
    description:
      "Operators (scope attendees:read): start an export of one of their events' ticket holders as XLSX or CSV (the columns of attendeesCsv), written in the background. Poll attendeesExport(id) for rowsDone of rowsTotal and the file. E-mail addresses are in full, and the holders' declared seating needs filled in, for callers with attendees:contact; addresses masked and needs empty otherwise. Audited as a read of personal data. At most two running per requester (RATE_LIMITED).",
    authScopes: { staff: "attendees:read" },
    args: {
      eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      format: t.arg({ type: ExportFormatEnum, required: true, description: "XLSX or CSV." }),
    },
    errors: { types: [NotFoundError, RateLimitedError], directResult: true },
    resolve: async (_r, { eventId, format }, ctx) => {
      const op = await requireOperator(ctx);
      const id = await ownEventId(ctx.deps, op, eventId);
      const revealed = seesContacts(op);
      const fmt = format === "CSV" ? "csv" : "xlsx";
      const job = await startAttendeeExport(ctx.deps, { organisationId: op.organisationId, eventId: id, requestedById: op.userId, staffTokenId: ctx.viewer.staffTokenId ?? null, format: fmt, revealed, sheetName: "Attendees" });
      if (!job) throw new RateLimitedError(10);
      await auditOperator(ctx.db, ctx, { action: "operator.attendees_export", outcome: "SUCCESS", targetType: "Event", targetId: id, details: { organisationId: op.organisationId, eventId: id, count: job.rowsTotal, format: fmt, revealed } });
      return { ...job, file: null };
    },
  }),
);

builder.queryField("attendeesExport", (t) =>
  t.field({
    type: AttendeesExport,
    nullable: true,
    description: "Operators (scope attendees:read): an export they started (startAttendeesExport), with its progress and, once done, its file; null for anyone else's or one no longer kept.",
    authScopes: { staff: "attendees:read" },
    args: { id: t.arg.id({ required: true, description: "The export's id (AttendeesExport.id, from startAttendeesExport)." }) },
    resolve: async (_r, { id }, ctx) => {
      const op = await requireOperator(ctx);
      return findAttendeeExport(ctx.deps, String(id), { organisationId: op.organisationId, requestedById: op.userId, staffTokenId: ctx.viewer.staffTokenId ?? null });
    },
  }),
);
