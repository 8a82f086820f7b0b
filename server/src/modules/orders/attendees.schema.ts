// Who bought each ticket, on the organisers' attendees list (issue 34), and the attendees export. The
// orders module owns orders, so it adds the buyer to the tickets module's OperatorAttendee; the e-mail
// address is in full only where the list was revealed (attendees:contact, audited by the list).
import DataLoader from "dataloader";
import { builder } from "../../builder.ts";
import type { Context } from "../../context.ts";
import { NotFoundError } from "../../errors.ts";
import { operatorEventIds } from "../events/index.ts";
import { auditOperator, requireOperator, seesContacts } from "../organisations/index.ts";
import { OperatorAttendee } from "../tickets/operator.schema.ts";
import { contactsOf } from "../users/index.ts";
import { attendeesCsv } from "./attendees.export.ts";
import { buyersOfOrderItems } from "./operator.service.ts";

type Buyer = { orderNo: string; email: string | null };

// One query per page of tickets, not per ticket; the key says whether the address may be shown in full.
const loaders = new WeakMap<object, DataLoader<string, Buyer | null>>();
function buyersLoader(ctx: Context) {
  let l = loaders.get(ctx);
  if (!l) {
    l = new DataLoader(async (keys: readonly string[]) => {
      const parsed = keys.map((k) => ({ itemId: k.slice(2), reveal: k.startsWith("1:") }));
      const buyers = await buyersOfOrderItems(ctx.db, [...new Set(parsed.map((p) => p.itemId))]);
      const ids = [...new Set([...buyers.values()].map((b) => b.userId))];
      const [full, masked] = await Promise.all([
        parsed.some((p) => p.reveal) ? contactsOf(ctx.db, ids, true) : Promise.resolve(new Map()),
        parsed.some((p) => !p.reveal) ? contactsOf(ctx.db, ids, false) : Promise.resolve(new Map()),
      ]);
      return parsed.map(({ itemId, reveal }) => {
        const b = buyers.get(itemId);
        return b ? { orderNo: b.orderNo, email: ((reveal ? full : masked).get(b.userId)?.email as string | undefined) ?? null } : null;
      });
    });
    loaders.set(ctx, l);
  }
  return l;
}

builder.objectFields(OperatorAttendee, (t) => ({
  orderNo: t.string({
    nullable: true,
    description: "The number of the order the ticket was bought in (none for a ticket given away).",
    resolve: async (a, _args, ctx) => (a.orderItemId ? ((await buyersLoader(ctx).load(`${a.revealContacts ? 1 : 0}:${a.orderItemId}`))?.orderNo ?? null) : null),
  }),
  buyerEmail: t.string({
    nullable: true,
    description: "The e-mail address of who bought it (differs from the holder's after a transfer): in full or masked as holderEmail is.",
    resolve: async (a, _args, ctx) => (a.orderItemId ? ((await buyersLoader(ctx).load(`${a.revealContacts ? 1 : 0}:${a.orderItemId}`))?.email ?? null) : null),
  }),
}));

builder.queryField("attendeesCsv", (t) =>
  t.field({
    type: "String",
    description:
      "Operators (scope attendees:read): every ticket of one of their events as CSV (ticket, status, type, area, seat, holder's nickname and e-mail, order number, buyer's e-mail, entry), oldest first. The e-mail addresses are in full for callers with attendees:contact, masked otherwise. Audited as a read of personal data.",
    authScopes: { staff: "attendees:read" },
    args: { eventId: t.arg.id({ description: "The event's database id (OperatorEvent.id).", required: true }) },
    errors: { types: [NotFoundError], dataField: { description: "The CSV text (UTF-8, comma-separated, with a header line)." } },
    resolve: async (_r, { eventId }, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = await operatorEventIds(ctx.deps, op, String(eventId));
      if (!eventIds.length) throw new NotFoundError("event");
      const revealed = seesContacts(op);
      const { csv, count } = await attendeesCsv(ctx.db, eventIds, revealed);
      await auditOperator(ctx.db, ctx, { action: "operator.attendees_export", outcome: "SUCCESS", targetType: "Event", targetId: eventIds[0], details: { organisationId: op.organisationId, eventId: eventIds[0], count, format: "csv", revealed } });
      return csv;
    },
  }),
);

