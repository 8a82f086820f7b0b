// Pure rules for the organisers' edits of events and ticket types: what a valid event and ticket type
// are, and the before/after lines the audit log keeps of a change.
import { ValidationError } from "../../errors.ts";

/** The languages a description may be given in (the client's). */
export const descriptionLanguages = ["en", "vi", "zh", "zh_tw", "th", "ms"] as const;

export interface EventTerms {
  title?: string;
  subtitle?: string | null;
  about?: string;
  aboutByLanguage?: Record<string, string>;
  venue?: string;
  city?: string;
  address?: string | null;
  /** The venue's coordinates (WGS 84 degrees): given together, both numbers or both null (cleared). */
  latitude?: number | null;
  longitude?: number | null;
  timeZone?: string;
  startsAt?: Date;
  endsAt?: Date | null;
  doorsOpenAt?: Date | null;
  saleStartsAt?: Date;
  saleEndsAt?: Date | null;
  isHot?: boolean;
  maxTicketsPerAccount?: number;
  transferLockHours?: number;
  requiresIdentity?: boolean;
  desktopOnly?: boolean;
  singlePaymentAttempt?: boolean;
  handBackEnabled?: boolean;
  /** The hand-back fee kept from the seller's payout, in basis points of the face value (0 to 2000). */
  handBackFeeBps?: number;
  /** Fans may register for the presale (issue 35). */
  presaleRegistration?: boolean;
  /** When unsold accessible seats return to general sale (issue 33); null: 48 hours before the start. */
  accessibleReleaseAt?: Date | null;
  currency?: "HKD" | "MOP";
}

/** The most an organiser may keep of a handed-back ticket's face value: 20 %. */
export const MAX_HAND_BACK_FEE_BPS = 2000;

/** The fee kept from a hand-back's payout: the share of the face value, rounded down (the seller's favour). */
export function handBackFee(faceAmount: number, feeBps: number): number {
  return Math.floor((faceAmount * feeBps) / 10_000);
}

interface EventNow {
  accessibleReleaseAt?: Date | null;
  startsAt: Date;
  endsAt: Date | null;
  doorsOpenAt: Date | null;
  saleStartsAt: Date;
  saleEndsAt: Date | null;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const text = (v: string | null | undefined, field: string, max: number, required: boolean) => {
  if (v === undefined) return undefined;
  const t = v?.trim() ?? "";
  if (required && !t) throw new ValidationError("validation.required", field);
  if (t.length > max) throw new ValidationError("validation.tooLong", field);
  return t || null;
};

/**
 * Checks an event's terms, new (`current` null: the required ones must be there) or a change of
 * `current`. Dates are checked together as they will be: doors ≤ start ≤ end, sale start < sale end ≤ end.
 */
export function validateEventTerms(input: EventTerms, current: EventNow | null): EventTerms {
  const out: EventTerms = { ...input };
  const required = current === null;
  for (const [field, max] of [["title", 120], ["about", 5000], ["venue", 120], ["city", 80]] as const) {
    if (required || input[field] !== undefined) out[field] = text(input[field], field, max, true) ?? undefined;
  }
  if (input.subtitle !== undefined) out.subtitle = text(input.subtitle, "subtitle", 160, false);
  if (input.address !== undefined) out.address = text(input.address, "address", 200, false);
  if (input.latitude !== undefined || input.longitude !== undefined) {
    const [lat, lng] = [input.latitude, input.longitude];
    // Together or not at all: half a location would put the venue on the equator or the meridian.
    if (lat === undefined || lng === undefined || (lat === null) !== (lng === null)) throw new ValidationError("validation.invalid", lat === undefined || lat === null ? "latitude" : "longitude");
    if (lat !== null && !(Number.isFinite(lat) && lat >= -90 && lat <= 90)) throw new ValidationError("validation.invalid", "latitude");
    if (lng !== null && !(Number.isFinite(lng) && lng >= -180 && lng <= 180)) throw new ValidationError("validation.invalid", "longitude");
  }
  if (required && !input.startsAt) throw new ValidationError("validation.required", "startsAt");
  if (required && !input.saleStartsAt) throw new ValidationError("validation.required", "saleStartsAt");
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone)) throw new ValidationError("validation.invalid", "timeZone");
  if (input.aboutByLanguage !== undefined) {
    const by: Record<string, string> = {};
    for (const [lang, v] of Object.entries(input.aboutByLanguage)) {
      if (!(descriptionLanguages as readonly string[]).includes(lang)) throw new ValidationError("validation.invalid", "aboutByLanguage");
      const t = text(v, "aboutByLanguage", 5000, false);
      if (t) by[lang] = t;
    }
    out.aboutByLanguage = by;
  }
  const pick = <K extends keyof EventNow>(k: K): EventNow[K] | undefined => (input[k] !== undefined ? (input[k] as EventNow[K]) : current?.[k]);
  const startsAt = pick("startsAt")!;
  const endsAt = pick("endsAt") ?? null;
  const doors = pick("doorsOpenAt") ?? null;
  const saleStartsAt = pick("saleStartsAt")!;
  const saleEndsAt = pick("saleEndsAt") ?? null;
  if (endsAt && endsAt <= startsAt) throw new ValidationError("The end must come after the start", "endsAt");
  if (doors && doors > startsAt) throw new ValidationError("Doors open before the start", "doorsOpenAt");
  if (saleStartsAt >= (endsAt ?? startsAt)) throw new ValidationError("The sale must start before the event is over", "saleStartsAt");
  if (saleEndsAt && (saleEndsAt <= saleStartsAt || saleEndsAt > (endsAt ?? startsAt))) throw new ValidationError("The sale must end after it starts and by the event's end", "saleEndsAt");
  // Accessible seats kept past the start would never reach general sale. The default (null) moves with the start.
  const accessibleReleaseAt = pick("accessibleReleaseAt") ?? null;
  if (accessibleReleaseAt && accessibleReleaseAt > startsAt) throw new ValidationError("validation.accessibleReleaseAfterStart", "accessibleReleaseAt");
  if (input.maxTicketsPerAccount !== undefined && !(Number.isInteger(input.maxTicketsPerAccount) && input.maxTicketsPerAccount >= 1 && input.maxTicketsPerAccount <= 20)) {
    throw new ValidationError("1 to 20 tickets per account", "maxTicketsPerAccount");
  }
  if (input.transferLockHours !== undefined && !(Number.isInteger(input.transferLockHours) && input.transferLockHours >= 0 && input.transferLockHours <= 720)) {
    throw new ValidationError("0 to 720 hours", "transferLockHours");
  }
  if (input.handBackFeeBps !== undefined && !(Number.isInteger(input.handBackFeeBps) && input.handBackFeeBps >= 0 && input.handBackFeeBps <= MAX_HAND_BACK_FEE_BPS)) {
    throw new ValidationError("validation.handBackFee", "handBackFeeBps");
  }
  return out;
}

export interface TicketTypeTerms {
  name?: string;
  description?: string | null;
  priceAmount?: number;
  capacity?: number;
  /** Sold only to holders of an access code that unlocks it. */
  hidden?: boolean;
  /** A seated area: fans pick their seats, or are given the best available block (issue 33). */
  seatSelection?: "PICK" | "BEST_AVAILABLE";
}

/** A ticket type's terms: a name, a price in minor units (0 or more), a capacity not below what is held and sold. */
export function validateTicketType(input: TicketTypeTerms, current: { sold: number } | null): TicketTypeTerms {
  const out: TicketTypeTerms = {};
  if (current === null || input.name !== undefined) out.name = text(input.name, "name", 80, true) ?? undefined;
  if (input.description !== undefined) out.description = text(input.description, "description", 500, false);
  if (current === null || input.priceAmount !== undefined) {
    if (!(Number.isInteger(input.priceAmount) && input.priceAmount! >= 0 && input.priceAmount! <= 100_000_000)) throw new ValidationError("A price in cents, 0 or more", "priceAmount");
    out.priceAmount = input.priceAmount;
  }
  if (current === null || input.capacity !== undefined) {
    if (!(Number.isInteger(input.capacity) && input.capacity! >= 1 && input.capacity! <= 500_000)) throw new ValidationError("1 to 500,000 places", "capacity");
    if (current && input.capacity! < current.sold) throw new ValidationError("Below what is already held and sold", "capacity");
    out.capacity = input.capacity;
  }
  if (input.hidden !== undefined) out.hidden = input.hidden === true;
  if (input.seatSelection !== undefined) {
    if (input.seatSelection !== "PICK" && input.seatSelection !== "BEST_AVAILABLE") throw new ValidationError("validation.invalid", "seatSelection");
    out.seatSelection = input.seatSelection;
  }
  return out;
}

const skipped = new Set(["createdAt", "updatedAt", "ticketTypes", "id"]);

function show(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (v === null || v === undefined) return "";
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** The fields that differ between before and after, as "field=value" lines (before null: everything after). */
export function changedFields(before: object | null, after: object): { before: string[]; after: string[] } {
  const b: string[] = [];
  const a: string[] = [];
  for (const [k, v] of Object.entries(after)) {
    if (skipped.has(k)) continue;
    const old = before ? (before as Record<string, unknown>)[k] : undefined;
    if (before && show(old) === show(v)) continue;
    if (before) b.push(`${k}=${show(old)}`);
    a.push(`${k}=${show(v)}`);
  }
  return { before: b, after: a };
}
