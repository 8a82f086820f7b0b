// The organiser's count of an event's accessible seats (issue 33): wheelchair spaces and companion seats,
// how many there are, held, sold, and still kept for fans who declared the need (free, before the release
// time; after it the unsold ones are on general sale and none is kept). One grouped read of a partial index
// (migration 20261202070000) that holds only those seats.
import type { Db, Tx } from "../../db.ts";
import { accessibleRelease } from "./seatmap.rules.ts";

export interface AccessibleSeatCounts {
  total: number;
  held: number;
  sold: number;
  /** Free and kept for fans who declared the need: 0 once the release time has passed. */
  kept: number;
}

export interface AccessibleSeatFigures {
  /** When the unsold ones return to general sale (the organiser's time, or 48 hours before the start). */
  releaseAt: Date;
  released: boolean;
  wheelchair: AccessibleSeatCounts;
  companion: AccessibleSeatCounts;
}

export async function accessibleSeatFigures(db: Db | Tx, event: { id: string; startsAt: Date; accessibleReleaseAt: Date | null }, now: Date): Promise<AccessibleSeatFigures> {
  const groups = await db.seat.groupBy({ by: ["access", "status"], where: { eventId: event.id, access: { not: null } }, _count: { _all: true } });
  const releaseAt = accessibleRelease(event);
  const released = now >= releaseAt;
  const counts = (access: "WHEELCHAIR" | "COMPANION"): AccessibleSeatCounts => {
    const of = (status: "AVAILABLE" | "HELD" | "SOLD") => groups.find((g) => g.access === access && g.status === status)?._count._all ?? 0;
    return { total: of("AVAILABLE") + of("HELD") + of("SOLD"), held: of("HELD"), sold: of("SOLD"), kept: released ? 0 : of("AVAILABLE") };
  };
  return { releaseAt, released, wheelchair: counts("WHEELCHAIR"), companion: counts("COMPANION") };
}
