// An event's sale terms (dates, mode, desktop-only, real names) and its ticket types, read once and kept
// in memory, for the secure of a hot on-sale: thousands of fans ask about the same event at the same
// moment, and all of them but the first are answered from here (concurrent misses share one read).
// Each copy carries the row's version (PostgreSQL's xmin): the secure's one statement refuses to hold
// anything when the Event row changed since (EVENT_CHANGED), and the caller then reads it afresh. So a
// stale copy never lets a sale through that the current row forbids, and the secure confirms any
// refusal it would base on a copy against the current row.
import type { Deps } from "../../deps.ts";
import { sqlPool, type Db } from "../../db.ts";
import type { SaleMode } from "../../generated/prisma/client.ts";

export interface EventForSale {
  id: string;
  slug: string;
  /** xmin of the Event row this copy was read from. */
  version: string;
  startsAt: Date;
  endsAt: Date | null;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
  saleMode: SaleMode;
  salesPaused: boolean;
  desktopOnly: boolean;
  requiresIdentity: boolean;
  maxTicketsPerAccount: number;
  ticketTypeIds: string[];
  /** Types sold only with an access code that unlocks them (a change of one touches the Event row: a new version). */
  hiddenTicketTypeIds: string[];
  /** Types with numbered seats (issue 33). */
  seatedTicketTypeIds: string[];
  /** Seated types whose seats are given as the best available block: fans do not pick them. */
  bestAvailableTicketTypeIds: string[];
  /** When unsold wheelchair spaces and companion seats return to general sale. */
  accessibleReleaseAt: Date;
}

/** How long a copy is used before it is read again, whatever happens. */
const TTL_MS = 30_000;

type Entry = { at: number; value: Promise<EventForSale | null> };
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

async function readEventForSale(db: Db, slug: string): Promise<EventForSale | null> {
  // Through node-postgres (sqlPool): timestamp(3) columns hold UTC, read as timestamptz to become Dates.
  const { rows } = await sqlPool(db).query<EventForSale>(
    `select e.id, e.slug, e.xmin::text as version, e."startsAt" at time zone 'UTC' as "startsAt",
            e."endsAt" at time zone 'UTC' as "endsAt", e."saleStartsAt" at time zone 'UTC' as "saleStartsAt",
            e."saleEndsAt" at time zone 'UTC' as "saleEndsAt", e."saleMode"::text as "saleMode", e."salesPaused", e."desktopOnly",
            e."requiresIdentity", e."maxTicketsPerAccount", array_remove(array_agg(t.id), null) as "ticketTypeIds",
            array_remove(array_agg(case when t.hidden then t.id end), null) as "hiddenTicketTypeIds",
            array_remove(array_agg(case when t.seated then t.id end), null) as "seatedTicketTypeIds",
            array_remove(array_agg(case when t."seatSelection" = 'BEST_AVAILABLE' then t.id end), null) as "bestAvailableTicketTypeIds",
            coalesce(e."accessibleReleaseAt", e."startsAt" - interval '48 hours') at time zone 'UTC' as "accessibleReleaseAt"
     from "Event" e left join "TicketType" t on t."eventId" = e.id
     where e.slug = $1 and e."publishedAt" is not null
     group by e.id`,
    [slug],
  );
  return rows[0] ?? null;
}

/** The event's sale terms by slug (null for a draft: fans never see one, issue 34), from memory when read less than TTL_MS ago (or `fresh`: from the database). */
export function eventForSale(deps: Deps, slug: string, opts: { fresh?: boolean } = {}): Promise<EventForSale | null> {
  const cache = cacheOf(deps.db);
  const hit = cache.get(slug);
  if (hit && !opts.fresh && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = readEventForSale(deps.db, slug);
  const entry = { at: Date.now(), value };
  cache.set(slug, entry);
  // A failed read, or an event not there yet, is not remembered.
  value.then(
    (e) => {
      if (!e && cache.get(slug) === entry) cache.delete(slug);
    },
    () => {
      if (cache.get(slug) === entry) cache.delete(slug);
    },
  );
  return value;
}
