// Duplicating an event (issue 34): the organiser's next night starts from this one. The copy is a new
// event of the same organisation with the terms, ticket types (prices, capacities, entrances, how fans get
// their seats), seat map (wheelchair spaces and companion seats too, the accessible release moved with the dates)
// and sale rules of the original, under a new slug, with none of its orders, tickets or sales: every ticket
// type sold 0, every seat free, and its sale paused as a new event's is. Its dates are the original's,
// moved by whole days when asked. Cancelled or not, an event can be copied; the copy is never cancelled.
// The waiting room's settings (the queue module's) follow in the mutation (schema.ts: copyWaitingRoomSettings).
import type { Deps } from "../../deps.ts";
import type { OperatorScope } from "../../context.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { auditOperator, inOrganisation, organisationOf, type OperatorCaller } from "../organisations/index.ts";
import type { OperatorEventRow } from "./operator.service.ts";

export interface DuplicateEventInput {
  slug: string;
  /** The copy's title; the original's when omitted. */
  title?: string | null;
  /** Whole days every date of the copy moves by (negative: earlier); 0 when omitted. */
  shiftDays?: number | null;
}

export const DUPLICATE_SHIFT_MAX_DAYS = 3650;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,78})[a-z0-9]$/;
const DAY = 86_400_000;
const byOrder = { ticketTypes: { orderBy: [{ sortOrder: "asc" as const }, { id: "asc" as const }] } };

/** Every problem of the input at once (a form shows them together). */
function inputIssues(input: DuplicateEventInput): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (!SLUG.test(input.slug.trim().toLowerCase())) issues.push({ field: "slug", message: "validation.invalid" });
  if (input.title != null && (!input.title.trim() || input.title.trim().length > 200)) issues.push({ field: "title", message: "validation.invalid" });
  const shift = input.shiftDays ?? 0;
  if (!Number.isInteger(shift) || Math.abs(shift) > DUPLICATE_SHIFT_MAX_DAYS) issues.push({ field: "shiftDays", message: "validation.invalid" });
  return issues;
}

export async function duplicateOperatorEvent(deps: Deps, caller: OperatorCaller, op: OperatorScope, id: string, input: DuplicateEventInput): Promise<OperatorEventRow> {
  const organisationId = organisationOf(op);
  const issues = inputIssues(input);
  if (issues.length) throw new ValidationError(issues[0]!.message, issues[0]!.field, issues);
  const slug = input.slug.trim().toLowerCase();
  const shift = input.shiftDays ?? 0;
  const moved = (d: Date | null) => (d ? new Date(d.getTime() + shift * DAY) : null);

  const source = await deps.db.event.findFirst({
    where: { id, ...inOrganisation(op) },
    include: { ...byOrder, seats: { select: { ticketTypeId: true, area: true, row: true, number: true, access: true } } },
  });
  if (!source) throw new NotFoundError("event");
  if (await deps.db.event.findUnique({ where: { slug }, select: { id: true } })) throw new ValidationError("That slug is taken", "slug");

  try {
    return await deps.db.$transaction(
      async (tx) => {
        const data: Prisma.EventUncheckedCreateInput = {
          slug,
          organisationId,
          title: input.title?.trim() || source.title,
          subtitle: source.subtitle,
          about: source.about,
          aboutByLanguage: source.aboutByLanguage ?? {},
          venue: source.venue,
          city: source.city,
          address: source.address,
          latitude: source.latitude,
          longitude: source.longitude,
          timeZone: source.timeZone,
          startsAt: moved(source.startsAt)!,
          endsAt: moved(source.endsAt),
          doorsOpenAt: moved(source.doorsOpenAt),
          queueOpensAt: moved(source.queueOpensAt),
          saleStartsAt: moved(source.saleStartsAt)!,
          saleEndsAt: moved(source.saleEndsAt),
          pickupDates: source.pickupDates.map((d) => moved(d)!),
          coverImageUrl: source.coverImageUrl,
          saleMode: source.saleMode,
          desktopOnly: source.desktopOnly,
          requiresIdentity: source.requiresIdentity,
          isHot: source.isHot,
          currency: source.currency,
          maxTicketsPerAccount: source.maxTicketsPerAccount,
          maxPaymentAttempts: source.maxPaymentAttempts,
          transferLockHours: source.transferLockHours,
          accessibleReleaseAt: moved(source.accessibleReleaseAt),
          // A new event's sale starts paused, and the copy is a draft (fans do not see it) until its
          // organiser publishes it (issue 34): it is ready when they say so.
          salesPaused: true,
          publishedAt: null,
        };
        const copy = await tx.event.create({ data });
        const typeIds = new Map<string, string>();
        for (const t of source.ticketTypes) {
          const made = await tx.ticketType.create({
            data: { eventId: copy.id, name: t.name, area: t.area, description: t.description, priceAmount: t.priceAmount, currency: t.currency, capacity: t.capacity, seated: t.seated, seatSelection: t.seatSelection, entrance: t.entrance, sortOrder: t.sortOrder },
          });
          typeIds.set(t.id, made.id);
        }
        if (source.seats.length) {
          await tx.seat.createMany({ data: source.seats.map((s) => ({ eventId: copy.id, ticketTypeId: typeIds.get(s.ticketTypeId)!, area: s.area, row: s.row, number: s.number, access: s.access })) });
        }
        await auditOperator(tx, caller, {
          action: "operator.event_duplicate",
          outcome: "SUCCESS",
          targetType: "Event",
          targetId: copy.id,
          details: { organisationId, after: [`from=${source.id}`, `slug=${slug}`, `shiftDays=${shift}`, `ticketTypes=${source.ticketTypes.length}`, `seats=${source.seats.length}`] },
        });
        return tx.event.findUniqueOrThrow({ where: { id: copy.id }, include: byOrder });
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
  } catch (e) {
    // Two copies given the same slug at once: the second finds it taken.
    if ((e as { code?: unknown })?.code === "P2002") throw new ValidationError("That slug is taken", "slug");
    throw e;
  }
}
