// The operator API for orders (issue #19): an organisation's orders, searched and paged (orders:read),
// and its sales as CSV (reports:read). The events module names the operator's events; nothing else is read.
import { resolveCursorConnection } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { cursorCodec } from "../../platform/cursors.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError } from "../../errors.ts";
import { Money, type MoneyShape } from "../core/core.schema.ts";
import { operatorEventIds } from "../events/index.ts";
import { auditOperator, requireOperator } from "../organisations/index.ts";
import { nicknamesOf, userIdByRef } from "../users/index.ts";
import { OrderKindEnum, OrderStatusEnum } from "./orders.schema.ts";
import { operatorOrders, salesCsv, type OperatorOrderRow } from "./operator.service.ts";

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

export type OperatorOrderView = OperatorOrderRow & { buyerNickname: string | null };

/** The page's buyers' nicknames, in one query. */
export async function withNicknames(db: Parameters<typeof nicknamesOf>[0], rows: OperatorOrderRow[]): Promise<OperatorOrderView[]> {
  const names = await nicknamesOf(db, [...new Set(rows.map((o) => o.userId))]);
  return rows.map((o) => ({ ...o, buyerNickname: names.get(o.userId) ?? null }));
}

export const OperatorOrder = builder.objectRef<OperatorOrderView>("OperatorOrder").implement({
  description: "An order of one of the organisation's events. The buyer is shown by nickname only.",
  authScopes: { staff: "orders:read" },
  fields: (t) => ({
    id: t.exposeID("id", { description: "The order's id (the cursor)." }),
    orderNo: t.exposeString("orderNo", { description: "The number the fan sees." }),
    eventId: t.exposeString("eventId", { nullable: true, description: "The event." }),
    kind: t.expose("kind", { type: OrderKindEnum, description: "Tickets or merchandise." }),
    status: t.expose("status", { type: OrderStatusEnum, description: "Where the order is." }),
    total: t.field({ type: Money, description: "What the order costs.", resolve: (o): MoneyShape => ({ amount: o.totalAmount, currency: o.currency as MoneyShape["currency"] }) }),
    buyerNickname: t.exposeString("buyerNickname", { nullable: true, description: "The buyer's nickname." }),
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
      eventId: t.arg.id({ description: "Only this event's. The event's id: Event.id (its global id) or OperatorEvent.id (its database id); another organisation's event, or one that does not exist, is NOT_FOUND." }),
      status: t.arg({ type: OrderStatusEnum, description: "Only orders in this state." }),
      search: t.arg.string({ description: "An order number, or the buyer's e-mail address." }),
    },
    resolve: async (_r, args, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = await operatorEventIds(ctx.deps, op, args.eventId ? idOfType("Event", String(args.eventId)) : null);
      if (args.eventId && !eventIds.length) throw new NotFoundError("event");
      const search = args.search?.trim() || null;
      const buyerId = search?.includes("@") ? ((await userIdByRef(ctx.db, search)) ?? "-") : null;
      return resolveCursorConnection<Promise<OperatorOrderView[]>>({ args, defaultSize: 50, maxSize: 200, toCursor: (o: OperatorOrderView) => orderCursors.encode(o.id) }, async ({ before, after, limit, inverted }) =>
        withNicknames(
          ctx.db,
          await operatorOrders(ctx.db, { eventIds, status: args.status, orderNo: search && !buyerId ? search : null, buyerId, idBelow: orderCursors.decode(after, "after") ?? null, idAbove: orderCursors.decode(before, "before") ?? null, limit, oldestFirst: inverted }),
        ),
      );
    },
  }),
  salesCsv: t.field({
    type: "String",
    description: "Operators (scope reports:read): an event's paid and refunded sales as CSV, one line per order line, amounts in minor units. Audited.",
    authScopes: { staff: "reports:read" },
    args: { eventId: t.arg.id({ description: "The event's id: Event.id (its global id) or OperatorEvent.id (its database id); another organisation's event, or one that does not exist, is NOT_FOUND.", required: true }) },
    errors: { types: [NotFoundError], dataField: { description: "The CSV text (UTF-8, comma-separated, with a header line)." } },
    resolve: async (_r, { eventId }, ctx) => {
      const op = await requireOperator(ctx);
      const eventIds = await operatorEventIds(ctx.deps, op, idOfType("Event", String(eventId)));
      if (!eventIds.length) throw new NotFoundError("event");
      const { csv, count } = await salesCsv(ctx.db, eventIds);
      await auditOperator(ctx.db, ctx, { action: "operator.sales_export", outcome: "SUCCESS", targetType: "Event", targetId: eventIds[0], details: { organisationId: op.organisationId, eventId: eventIds[0], count } });
      return csv;
    },
  }),
}));
