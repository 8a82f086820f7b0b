// The one Prisma client, over node-postgres through the driver adapter (Prisma 6.19 JS engine).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";

export type Db = PrismaClient;
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export function createDb(url: string, poolSize: number): Db {
  const adapter = new PrismaPg({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  return new PrismaClient({
    adapter,
    // Wait for a pooled connection rather than failing at once under bursts; still bounded.
    transactionOptions: { maxWait: 10_000, timeout: 15_000 },
  });
}
