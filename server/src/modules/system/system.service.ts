// Maintenance mode: an operator switch stored in Setting "maintenance", read at request time and cached
// briefly per server so that a switch takes effect on every instance within MAINTENANCE_CACHE_MS.
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { shareInFlight } from "../../platform/in-flight.ts";

export const MAINTENANCE_KEY = "maintenance";
export const MAINTENANCE_CACHE_MS = 2_000;
export const DEFAULT_MAINTENANCE_MESSAGE = "The system is under maintenance, please try again later";

export interface Maintenance {
  on: boolean;
  message: string;
}

const stored = z.object({ on: z.boolean(), message: z.string().optional() });

/** Only the database and the clock: the maintenance CLI calls these without a running server. */
type SystemDeps = Pick<Deps, "db" | "now">;

const cache = new WeakMap<SystemDeps, { value: Maintenance; at: number }>();
/**
 * The read in flight, shared by every request that finds the cache stale meanwhile: under a burst (the
 * hot on-sale's 2,000 requests at once) each expiry otherwise sent one query per request in flight
 * (measured: 598 reads of the Setting row in a 6-second race, npm run bench -- onsale).
 */
const reading = new WeakMap<SystemDeps, Promise<Maintenance>>();

function fromStored(value: unknown): Maintenance {
  const parsed = stored.safeParse(value);
  if (!parsed.success) return { on: false, message: "" };
  return { on: parsed.data.on, message: parsed.data.message?.trim() || DEFAULT_MAINTENANCE_MESSAGE };
}

export async function getMaintenance(deps: SystemDeps): Promise<Maintenance> {
  const hit = cache.get(deps);
  const now = deps.now().getTime();
  if (hit && now - hit.at < MAINTENANCE_CACHE_MS) return hit.value;
  return shareInFlight(reading, deps, () => readMaintenance(deps, hit, now));
}

async function readMaintenance(deps: SystemDeps, last: { value: Maintenance } | undefined, now: number): Promise<Maintenance> {
  let value: Maintenance;
  try {
    value = fromStored((await deps.db.setting.findUnique({ where: { key: MAINTENANCE_KEY } }))?.value);
  } catch {
    // The database is unreachable: keep the last known state for another period rather than fail
    // every request in the plugin (an HTTP 500 before any resolver could answer), and look again later.
    value = last?.value ?? { on: false, message: "" };
  }
  // A switch made while this read was in flight is newer than what it read: it stays.
  const current = cache.get(deps);
  if (current && current !== last) return current.value;
  cache.set(deps, { value, at: now });
  return value;
}

export async function setMaintenance(deps: SystemDeps, input: { on: boolean; message?: string | null }): Promise<Maintenance> {
  const value = { on: input.on, message: input.message?.trim() || DEFAULT_MAINTENANCE_MESSAGE };
  await deps.db.setting.upsert({
    where: { key: MAINTENANCE_KEY },
    create: { key: MAINTENANCE_KEY, value },
    update: { value },
  });
  const result = fromStored(value);
  cache.set(deps, { value: result, at: deps.now().getTime() });
  return result;
}
