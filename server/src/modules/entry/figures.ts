// An event's gate scans as numbers for its organiser's live dashboard. The caller (the dashboard module)
// has already checked that the event is the operator's.
import type { Db } from "../../db.ts";

export interface EventScanFigures {
  /** Scans the gate accepted (tickets let in). */
  accepted: number;
  /** Scans refused (already used, revoked, invalid or expired codes). */
  refused: number;
  /** Accepted scans in each minute since `since` (minutes without one are left out). */
  acceptedPerMinute: { minute: Date; count: number }[];
}

export async function eventScanFigures(db: Db, eventId: string, since: Date): Promise<EventScanFigures> {
  const [byResult, recent] = await Promise.all([
    db.gateScan.groupBy({ by: ["result"], _count: { _all: true }, where: { eventId } }),
    db.gateScan.findMany({ where: { eventId, result: "ACCEPTED", scannedAt: { gte: since } }, select: { scannedAt: true } }),
  ]);
  const perMinute = new Map<number, number>();
  for (const s of recent) {
    const minute = Math.floor(s.scannedAt.getTime() / 60_000) * 60_000;
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  const accepted = byResult.find((r) => r.result === "ACCEPTED")?._count._all ?? 0;
  const all = byResult.reduce((n, r) => n + r._count._all, 0);
  return { accepted, refused: all - accepted, acceptedPerMinute: [...perMinute].sort(([a], [b]) => a - b).map(([minute, count]) => ({ minute: new Date(minute), count })) };
}
