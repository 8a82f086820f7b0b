// An event's ticket holders as a file for its organiser (issue 34): CSV, and XLSX written with exceljs's
// streaming WorkbookWriter so a large event never sits in memory as a workbook. Rows are read in batches,
// keyset-paged on the ticket id, and each batch is reported (rows done) so the console can show progress.
// The buyers' and holders' e-mail addresses are in full only when the caller may see them (`reveal`):
// the caller decides, and audits the export.
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { Db } from "../../db.ts";
import { countTicketsOfEvents, ticketsOfEventsAfter } from "../tickets/index.ts";
import { contactsOf } from "../users/index.ts";
import { buyersOfOrderItems, csvCell } from "./operator.service.ts";

export const ATTENDEE_EXPORT_BATCH = 500;

export const attendeeExportColumns = [
  "ticketNo",
  "status",
  "ticketType",
  "area",
  "seat",
  "holderNickname",
  "holderEmail",
  "orderNo",
  "buyerEmail",
  "validatedAt",
  "validatedEntrance",
  "holderWheelchair",
  "holderCompanionSeats",
] as const;

/**
 * The holders' declared seating needs (issue 33), by user id: read only for an export with contacts revealed
 * (the box office's view, like OperatorAttendee.holderSeatingNeed), so the two last columns are empty otherwise.
 */
export type SeatingNeedsOf = (userIds: string[]) => Promise<Map<string, { wheelchair: boolean; companions: number }>>;

export type AttendeeExportRow = Record<(typeof attendeeExportColumns)[number], string | null>;

/** How many rows the export of these events holds (one a ticket). */
export const countAttendees = countTicketsOfEvents;

/** The export's rows, a batch at a time, oldest ticket first. */
export async function* attendeeExportBatches(db: Db, eventIds: string[], reveal: boolean, opts: { needsOf?: SeatingNeedsOf; batch?: number } = {}): AsyncGenerator<AttendeeExportRow[]> {
  const batch = opts.batch ?? ATTENDEE_EXPORT_BATCH;
  let after: string | null = null;
  for (;;) {
    const tickets = await ticketsOfEventsAfter(db, eventIds, after, batch);
    if (!tickets.length) return;
    after = tickets[tickets.length - 1]!.id;
    const buyers = await buyersOfOrderItems(db, [...new Set(tickets.flatMap((t) => (t.orderItemId ? [t.orderItemId] : [])))]);
    const people = await contactsOf(db, [...new Set([...tickets.map((t) => t.ownerId), ...[...buyers.values()].map((b) => b.userId)])], reveal);
    const needs = reveal && opts.needsOf ? await opts.needsOf([...new Set(tickets.map((t) => t.ownerId))]) : new Map<string, { wheelchair: boolean; companions: number }>();
    yield tickets.map((t) => {
      const buyer = t.orderItemId ? buyers.get(t.orderItemId) : undefined;
      const need = needs.get(t.ownerId);
      return {
        ticketNo: t.ticketNo,
        status: t.status,
        ticketType: t.ticketType.name,
        area: t.ticketType.area,
        seat: t.seat ? `${t.seat.row}-${t.seat.number}` : null,
        holderNickname: people.get(t.ownerId)?.nickname ?? null,
        holderEmail: people.get(t.ownerId)?.email ?? null,
        orderNo: buyer?.orderNo ?? null,
        buyerEmail: buyer ? (people.get(buyer.userId)?.email ?? null) : null,
        validatedAt: t.validatedAt?.toISOString() ?? null,
        validatedEntrance: t.validatedEntrance,
        holderWheelchair: need?.wheelchair ? "yes" : null,
        holderCompanionSeats: need ? String(need.companions) : null,
      };
    });
    if (tickets.length < batch) return;
  }
}

/** The export as CSV text (UTF-8, comma-separated, a header line; formula-like cells neutralised). */
export async function attendeesCsv(db: Db, eventIds: string[], reveal: boolean, onRows?: (done: number) => Promise<void> | void, needsOf?: SeatingNeedsOf): Promise<{ csv: string; count: number }> {
  const out = [attendeeExportColumns.join(",")];
  let count = 0;
  for await (const rows of attendeeExportBatches(db, eventIds, reveal, { needsOf })) {
    for (const r of rows) out.push(attendeeExportColumns.map((c) => csvCell(r[c])).join(","));
    count += rows.length;
    await onRows?.(count);
  }
  return { csv: out.join("\n") + "\n", count };
}

/** Neutralises a cell a spreadsheet would run as a formula (=, +, -, @ first), as the CSV does. */
const xlsxText = (v: string | null) => (v !== null && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * The export as an XLSX workbook (one sheet, a header row), written by the streaming WorkbookWriter:
 * each batch's rows are committed as they come, so memory holds a batch and the zipped output only.
 */
export async function attendeesXlsx(
  db: Db,
  eventIds: string[],
  reveal: boolean,
  sheetName: string,
  onRows?: (done: number) => Promise<void> | void,
  needsOf?: SeatingNeedsOf,
): Promise<{ file: Buffer; count: number }> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on("end", resolve);
    sink.on("error", reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  workbook.creator = "Fanfare";
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, " ") || "Attendees", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = attendeeExportColumns.map((key) => ({ header: key, key, width: key.endsWith("Email") ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const rows of attendeeExportBatches(db, eventIds, reveal, { needsOf })) {
    for (const r of rows) sheet.addRow(Object.fromEntries(attendeeExportColumns.map((c) => [c, xlsxText(r[c])]))).commit();
    count += rows.length;
    await onRows?.(count);
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return { file: Buffer.concat(chunks), count };
}
