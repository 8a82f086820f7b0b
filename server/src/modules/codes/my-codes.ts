// The fan's own codes, for the My Voucher page (issue 35): the personal codes bound to them, used or not (a
// presale invitation's, bound to their account; one bound to their e-mail address), and every code they
// secured tickets or merchandise with; each with what it gives, its window, and the uses it has left for them.
// A code bound to someone else is never listed: the binding is read as `boundToCaller` and the hold's
// conditional UPDATE read it (the account, or its address in any case), so a code the fan used before their
// address changed, and that is now someone else's, is left out too. A draft event's codes wait until it is
// published (fans never see a draft).
import type { Db } from "../../db.ts";
import type { PromoCode } from "../../generated/prisma/client.ts";
import { accountBriefsOf } from "../users/index.ts";
import { publishedEventsForCodes, ticketTypeNamesOf } from "../events/index.ts";
import { myCodeStanding, type MyCodeStatus } from "./codes.rules.ts";

export interface MyCodeRow {
  code: PromoCode;
  /** Bound to this fan (their account or their address): nobody else can use it. */
  personal: boolean;
  status: MyCodeStatus;
  /** Uses left for this fan; null: no limit. */
  usesLeft: number | null;
  /** The fan's live uses (holds awaiting payment and paid orders). */
  myUses: number;
  /** What those uses took off, in minor units of the event's currency. */
  saved: number;
  lastUsedAt: Date | null;
  currency: string;
  event: { title: string; slug: string; startsAt: Date };
  /** The names of the ticket types it unlocks (ACCESS) or applies to (DISCOUNT; none: every type), in the code's order. */
  ticketTypeNames: string[];
}

// Those the fan can still use first, then the rest; each group newest first.
const rank: Record<MyCodeStatus, number> = { USABLE: 0, NOT_STARTED: 0, USED: 1, USED_UP: 1, EXPIRED: 1, DISABLED: 1 };

/** The fan's codes, at most `limit`: usable ones first, then the rest, each group by its last use or its making, newest first. */
export async function myCodes(db: Db, userId: string, now: Date, limit: number): Promise<MyCodeRow[]> {
  const email = (await accountBriefsOf(db, [userId])).get(userId)?.email ?? null;
  const [byAccount, byAddress, usedByMe] = await Promise.all([
    db.promoCode.findMany({ where: { boundUserId: userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit, select: { id: true } }),
    // As the hold compares it: the address in any case (an index on lower("boundEmail") serves it).
    email ? db.$queryRaw<{ id: string }[]>`select id from "PromoCode" where "boundEmail" is not null and lower("boundEmail") = lower(${email}) order by "createdAt" desc, id desc limit ${limit}` : Promise.resolve([]),
    db.promoCodeUse.groupBy({ by: ["codeId"], where: { userId }, _max: { createdAt: true }, orderBy: { _max: { createdAt: "desc" } }, take: limit }),
  ]);
  const ids = [...new Set([...byAccount.map((r) => r.id), ...byAddress.map((r) => r.id), ...usedByMe.map((u) => u.codeId)])];
  if (!ids.length) return [];
  const lower = email?.toLowerCase() ?? null;
  const boundToMe = (c: PromoCode) => c.boundUserId === userId || (c.boundEmail !== null && lower !== null && c.boundEmail.toLowerCase() === lower);
  const codes = (await db.promoCode.findMany({ where: { id: { in: ids } } })).filter((c) => (c.boundUserId === null && c.boundEmail === null) || boundToMe(c));
  if (!codes.length) return [];

  const [live, events, types] = await Promise.all([
    db.promoCodeUse.groupBy({ by: ["codeId"], where: { userId, codeId: { in: codes.map((c) => c.id) }, releasedAt: null }, _count: { _all: true }, _sum: { discountAmount: true }, _max: { createdAt: true } }),
    publishedEventsForCodes(db, codes.map((c) => c.eventId)),
    ticketTypeNamesOf(db, [...new Set(codes.flatMap((c) => c.ticketTypeIds))]),
  ]);
  const liveOf = new Map(live.map((l) => [l.codeId, l]));
  const eventOf = new Map(events.map((e) => [e.id, e]));
  const typeName = new Map(types.map((tt) => [tt.id, tt.name]));
  const rows: MyCodeRow[] = [];
  for (const code of codes) {
    const event = eventOf.get(code.eventId);
    if (!event) continue;
    const mine = liveOf.get(code.id);
    const myUses = mine?._count._all ?? 0;
    // The event is over at its end (or start), or when it was cancelled.
    const over = [event.endsAt ?? event.startsAt, event.cancelledAt].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0]!;
    const { status, usesLeft } = myCodeStanding(code, myUses, over, now);
    rows.push({
      code,
      personal: boundToMe(code),
      status,
      usesLeft,
      myUses,
      saved: mine?._sum.discountAmount ?? 0,
      lastUsedAt: mine?._max.createdAt ?? null,
      currency: event.currency,
      event: { title: event.title, slug: event.slug, startsAt: event.startsAt },
      ticketTypeNames: code.ticketTypeIds.flatMap((id) => typeName.get(id) ?? []),
    });
  }
  const at = (r: MyCodeRow) => (r.lastUsedAt ?? r.code.createdAt).getTime();
  return rows.sort((a, b) => rank[a.status] - rank[b.status] || at(b) - at(a) || (a.code.id < b.code.id ? -1 : 1)).slice(0, limit);
}
