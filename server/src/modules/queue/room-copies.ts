// This instance's shared copies of a waiting room: its counts, read once per STATS_TTL_MS however many
// screens ask, and whether the event sells through its room, read once per SETTING_TTL_MS on the secure
// path. A change this instance makes forgets its copy at once; the other instances' copies follow within
// their time to live, or at once on a "queue:changed" message carrying a newer version.
import type { QueueRoom } from "../../generated/prisma/client.ts";
import type { Db } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import { waitingRoomEvent, type WaitingRoomEvent } from "../events/index.ts";

/** How long a room's counts are shared by every screen of one instance. */
const STATS_TTL_MS = 500;
/** How long the secure path trusts its copy of an event's waiting-room setting. */
const SETTING_TTL_MS = 2_000;

export interface RoomStats {
  /** The room row as read with these counts (its rate moves with the pipeline's health). */
  room: QueueRoom | null;
  /** Ranks of the fans WAITING, ascending: a fan's position is a binary search (PostgreSQL; Redis ranks them itself). */
  waitingRanks: bigint[];
  /** Fans waiting whose rank is not in waitingRanks: the pre-queue (PostgreSQL), or the whole line (Redis). */
  unranked: number;
  stockLeft: number;
}

type StatsCopy = { at: number; value: Promise<RoomStats>; version?: number };
const statsCaches = new WeakMap<Db, Map<string, StatsCopy>>();

/**
 * The room's counts from this instance's copy, read by `read` when the copy is older than STATS_TTL_MS or,
 * with `minVersion` (from a "queue:changed" message), older than that change.
 */
export function sharedStats(deps: Deps, eventId: string, minVersion: number | undefined, read: () => Promise<RoomStats>): Promise<RoomStats> {
  let cache = statsCaches.get(deps.db);
  if (!cache) statsCaches.set(deps.db, (cache = new Map()));
  const hit = cache.get(eventId);
  const stale = minVersion !== undefined && hit?.version !== undefined && hit.version < minVersion;
  if (hit && !stale && Date.now() - hit.at < STATS_TTL_MS) return hit.value;
  const value = read();
  const entry: StatsCopy = { at: Date.now(), value };
  cache.set(eventId, entry);
  value.then((v) => (entry.version = v.room?.version ?? 0)).catch(() => cache.delete(eventId));
  return value;
}

export function forgetStats(deps: Deps, eventId: string): void {
  statsCaches.get(deps.db)?.delete(eventId);
}

interface RoomSetting {
  eventId: string;
  enabled: boolean;
}
const settingCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<RoomSetting | null> }>>();

/** Whether the event sells through its waiting room, from a copy at most SETTING_TTL_MS old (the hot path). */
export function roomSetting(deps: Deps, eventSlug: string): Promise<RoomSetting | null> {
  let cache = settingCaches.get(deps.db);
  if (!cache) settingCaches.set(deps.db, (cache = new Map()));
  const hit = cache.get(eventSlug);
  if (hit && Date.now() - hit.at < SETTING_TTL_MS) return hit.value;
  const value = (async () => {
    const event = await waitingRoomEvent(deps.db, { slug: eventSlug });
    if (!event) return null;
    const room = await deps.db.queueRoom.findUnique({ where: { eventId: event.id }, select: { enabled: true } });
    return { eventId: event.id, enabled: room ? room.enabled : event.isHot };
  })();
  const entry = { at: Date.now(), value };
  cache.set(eventSlug, entry);
  // No event (or a draft, which fans do not see) is not remembered: once published, a hot event's room
  // must be asked for at once, not after a copy that said "no room" runs out.
  value.then(
    (v) => {
      if (!v && cache.get(eventSlug) === entry) cache.delete(eventSlug);
    },
    () => {
      if (cache.get(eventSlug) === entry) cache.delete(eventSlug);
    },
  );
  return value;
}

/** An operator changed the room: this instance's copies of it are read again (the others' within SETTING_TTL_MS). */
export function forgetRoomCopies(deps: Deps, event: WaitingRoomEvent): void {
  settingCaches.get(deps.db)?.delete(event.slug);
  forgetStats(deps, event.id);
}
