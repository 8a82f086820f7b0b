// The operator API for orders (issue #19): an organisation's orders, searched and paged (orders:read),
// and its sales as CSV (reports:read). The events module names the operator's events; nothing else is read.
import { resolveCursorConnection } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import { NotFoundError } from "../../errors.ts";
import { Money, type MoneyShape } from "../core/core.schema.ts";
import { operatorEventIds, ownEventId } from "../events/index.ts";
import { auditOperator, requireOperator, seesContacts } from "../organisations/index.ts";
import { contactsOf, userIdByRef } from "../users/index.ts";
import { OrderKindEnum, OrderStatusEnum } from "./orders.schema.ts";
import { operatorOrderListed, operatorOrders, salesCsv, type OperatorOrderRow } from "./operator.service.ts";

const OperatorOrderLine = builder.objectRef<OperatorOrderRow["items"][number]>("OperatorOrderLine").implement({
  description: "One line of an order as its organiser sees it.",
  authScopes: { staff: "orders:read" },
  fields: (t) => ({
    ticketType: t.string({ nullable: true, description: "The ticket type's name.", resolve: (l) => l.ticketType?.name ?? null }),
    area: t.string({ nullable: true, description: "The ticket type's area.", resolve: (l) => l.ticketType?.area ?? null }),
    quantity: t.exposeInt("quantity", { description: "How many." }),
    unitAmount: t.exposeInt("unitAmount", { description: "The price of one, in minor units of the order's currency." }),
  }),
});

export type OperatorOrderView = OperatorOrderRow & { buyerNickname: string | null; buyerEmail: string | null };

/** The page's buyers' nicknames and e-mail addresses (masked unless `reveal`), in one query. */
export async function withNicknames(db: Parameters<typeof contactsOf>[0], rows: OperatorOrderRow[], reveal = false): Promise<OperatorOrderView[]> {
  const buyers = await contactsOf(db, [...new Set(rows.map((o) => o.userId))], reveal);
  return rows.map((o) => ({ ...o, buyerNickname: buyers.get(o.userId)?.nickname ?? null, buyerEmail: buyers.get(o.userId)?.email ?? null }));
}

export const OperatorOrder = builder.objectRef<OperatorOrderView>("OperatorOrder").implement({
  description: "An order of one of the organisation's events. The buyer is shown by nickname, and by e-mail address (masked unless revealed by a caller with attendees:contact).",
  authScopes: { staff: "orders:read" },
  fields: (t) => ({
    id: t.exposeID("id", { description: "The order's id (the cursor)." }),
    orderNo: t.exposeString("orderNo", { description: "The number the fan sees." }),
    eventId: t.exposeString("eventId", { nullable: true, description: "The event." }),
    kind: t.expose("kind", { type: OrderKindEnum, description: "Tickets or merchandise." }),
    status: t.expose("status", { type: OrderStatusEnum, description: "Where the order is." }),
    total: t.field({ type: Money, description: "What the order costs.", resolve: (o): MoneyShape => ({ amount: o.totalAmount, currency: o.currency as MoneyShape["currency"] }) }),
    buyerNickname: t.exposeString("buyerNickname", { nullable: true, description: "The buyer's nickname." }),
    buyerEmail: t.exposeString("buyerEmail", {
      nullable: true,
      description: "The buyer's e-mail address: in full when the list was asked with revealEmails by a caller with attendees:contact (audited), else masked (\"j•••@e•••.com\").",
    }),
    lines: t.field({ type: [OperatorOrderLine], description: "What was bought.", resolve: (o) => o.items }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was placed." }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true, description: "When it was paid." }),
  }),
});

const orderCursors = cursorCodec("operatorOrders");

builder.queryFields((t) => ({
  operatorOrders: t.connection({
    type: OperatorOrder,
    description: "Operators (scope orders:read): the orders of their organisation's events, newest first, with a stable cursor.",
    authScopes: { staff: "orders:read" },
    args: {
      eventId: t.arg.id({ description: "Only this event's. The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }),
      status: t.arg({ type: OrderStatusEnum, description: "Only orders in this state." }),
      search: t.arg.string({ description: "An order number, or the buyer's e-mail address." }),
      revealEmails: t.arg.boolean({
        description: "Show the buyers' e-mail addresses in full (scope attendees:contact: owners, managers, box office; others still see them masked). Each page read so is audited as a read of personal data.",
      }),
    },
    resolve: async (_r, args, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = args.eventId ? [await ownEventId(ctx.deps, op, args.eventId)] : await operatorEventIds(ctx.deps, op, null);
      const search = args.search?.trim() || null;
      const buyerId = search?.includes("@") ? ((await userIdByRef(ctx.db, search)) ?? "-") : null;
      const reveal = !!args.revealEmails && seesContacts(op);
      return resolveCursorConnection<Promise<OperatorOrderView[]>>({ args, defaultSize: 50, maxSize: 200, toCursor: (o: OperatorOrderView) => orderCursors.encode(o.id) }, async ({ before, after, limit, inverted }) => {
        const listed = (id: string) => operatorOrderListed(ctx.db, id, eventIds);
        const idBelow = (await orderCursors.decodeListed(after, "after", listed)) ?? null;
        const idAbove = (await orderCursors.decodeListed(before, "before", listed)) ?? null;
        const rows = await operatorOrders(ctx.db, { eventIds, status: args.status, orderNo: search && !buyerId ? search : null, buyerId, idBelow, idAbove, limit, oldestFirst: inverted });
        if (reveal && rows.length) {
          await auditOperator(ctx.db, ctx, { action: "operator.personal_data_read", outcome: "SUCCESS", targetType: "Event", targetId: args.eventId ? eventIds[0] : null, details: { reason: "orders", organisationId: op.organisationId, eventId: args.eventId ? eventIds[0] : null, count: rows.length } });
        }
        return withNicknames(ctx.db, rows, reveal);
      });
    },
  }),
  salesCsv: t.field({
    type: "String",
    description:
      "Operators (scope reports:read): an event's paid and refunded sales as CSV, one line per order line, amounts in minor units, the buyer's e-mail last (in full with attendees:contact, else masked). Audited.",
    authScopes: { staff: "reports:read" },
    args: { eventId: t.arg.id({ description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }) },
    errors: { types: [NotFoundError], dataField: { description: "The CSV text (UTF-8, comma-separated, with a header line)." } },
    resolve: async (_r, { eventId }, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = [await ownEventId(ctx.deps, op, eventId)];
      const revealed = seesContacts(op);
      const { csv, count } = await salesCsv(ctx.db, eventIds, revealed);
      await auditOperator(ctx.db, ctx, { action: "operator.sales_export", outcome: "SUCCESS", targetType: "Event", targetId: eventIds[0], details: { organisationId: op.organisationId, eventId: eventIds[0], count, revealed } });
      return csv;
    },
  }),
}));
