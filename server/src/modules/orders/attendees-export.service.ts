// Attendee exports as background jobs (issue 34): the organiser asks for an event's ticket holders as XLSX
// (or CSV); the row is written at once with the total, the file is made a batch at a time by this
// instance (rowsDone after each batch, which the console polls for its progress bar) and kept in the row
// for its requester for a day. A job whose instance died stops moving: after STALE_MS it reads as failed.
import type { Deps } from "../../deps.ts";
import type { AttendeeExport } from "../../generated/prisma/client.ts";
import { attendeesCsv, attendeesXlsx, countAttendees, type SeatingNeedsOf } from "./attendees.export.ts";
import { seatingNeedsOf } from "../identity/index.ts";

export type AttendeeExportFormat = "xlsx" | "csv";

const KEEP_MS = 24 * 3600_000;
const STALE_MS = 2 * 60_000;
/** Exports one requester may have running at once: a double click makes one, a script cannot make a hundred. */
export const MAX_RUNNING_EXPORTS = 2;

export interface ExportRequest {
  organisationId: string | null;
  eventId: string;
  requestedById: string | null;
  staffTokenId: string | null;
  format: AttendeeExportFormat;
  revealed: boolean;
  sheetName: string;
}

export type ExportView = Omit<AttendeeExport, "file"> & { file: Buffer | null };

/** Who asked: the same account or key that made an export reads it, nobody else. */
function requester(r: { requestedById: string | null; staffTokenId: string | null }) {
  return r.staffTokenId ? { staffTokenId: r.staffTokenId } : { requestedById: r.requestedById, staffTokenId: null };
}

/**
 * Starts an export: counts the rows, writes the job, and makes the file in the background. Null when the
 * requester already has MAX_RUNNING_EXPORTS running (the caller answers with a limit error).
 */
export async function startAttendeeExport(deps: Deps, req: ExportRequest): Promise<AttendeeExport | null> {
  const now = deps.now();
  await deps.db.attendeeExport.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_MS) } } });
  const running = await deps.db.attendeeExport.count({ where: { ...requester(req), status: "RUNNING", updatedAt: { gt: new Date(now.getTime() - STALE_MS) } } });
  if (running >= MAX_RUNNING_EXPORTS) return null;
  const rowsTotal = await countAttendees(deps.db, [req.eventId]);
  const job = await deps.db.attendeeExport.create({
    data: { organisationId: req.organisationId, eventId: req.eventId, requestedById: req.requestedById, staffTokenId: req.staffTokenId, format: req.format, revealed: req.revealed, rowsTotal },
  });
  void runAttendeeExport(deps, job.id, req);
  return job;
}

async function runAttendeeExport(deps: Deps, id: string, req: ExportRequest): Promise<void> {
  const needsOf: SeatingNeedsOf = (ids) => seatingNeedsOf(deps, ids);
  const progress = async (done: number) => {
    await deps.db.attendeeExport.update({ where: { id }, data: { rowsDone: done } });
  };
  try {
    const file =
      req.format === "xlsx"
        ? (await attendeesXlsx(deps.db, [req.eventId], req.revealed, req.sheetName, progress, needsOf)).file
        : Buffer.from("\uFEFF" + (await attendeesCsv(deps.db, [req.eventId], req.revealed, progress, needsOf)).csv, "utf8");
    await deps.db.attendeeExport.update({ where: { id }, data: { status: "DONE", file: new Uint8Array(file), finishedAt: deps.now() } });
  } catch (e) {
    deps.log.error(`attendee export ${id} failed: ${String(e)}`);
    await deps.db.attendeeExport.update({ where: { id }, data: { status: "FAILED", error: String(e).slice(0, 500), finishedAt: deps.now() } }).catch(() => undefined);
  }
}

/** The requester's export, with its file once done (null for anyone else's, or one no longer kept). */
export async function findAttendeeExport(deps: Deps, id: string, who: { organisationId: string | null; requestedById: string | null; staffTokenId: string | null }): Promise<ExportView | null> {
  const job = await deps.db.attendeeExport.findFirst({ where: { id, ...requester(who), ...(who.organisationId ? { organisationId: who.organisationId } : {}) } });
  if (!job) return null;
  // Its instance stopped (a restart mid-export): it will never finish.
  if (job.status === "RUNNING" && deps.now().getTime() - job.updatedAt.getTime() > STALE_MS) return { ...job, status: "FAILED", file: null };
  return { ...job, file: job.file ? Buffer.from(job.file) : null };
}
