// The payment a provider's event is about, found by what the provider carries (our payment number, its own
// payment or checkout reference) and locked for the rest of the transaction.
import { Prisma, type Payment } from "../../generated/prisma/client.ts";
import type { Tx } from "../../db.ts";

/** The payment an event is about, locked: two different events of one payment apply one after the other. */
export async function lockPaymentOf(tx: Tx, provider: string, ref: { paymentNo?: string | null; providerRef?: string | null; checkoutRef?: string | null }): Promise<Payment | null> {
  const conditions: Prisma.Sql[] = [];
  if (ref.paymentNo) conditions.push(Prisma.sql`"paymentNo" = ${ref.paymentNo}`);
  if (ref.providerRef) conditions.push(Prisma.sql`"providerRef" = ${ref.providerRef}`);
  if (ref.checkoutRef) conditions.push(Prisma.sql`"checkoutRef" = ${ref.checkoutRef}`);
  if (!conditions.length) return null;
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    select id from "Payment" where provider = ${provider} and (${Prisma.join(conditions, " or ")}) order by id limit 1 for update`;
  return locked ? tx.payment.findUniqueOrThrow({ where: { id: locked.id } }) : null;
}
