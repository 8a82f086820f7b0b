import "dotenv/config";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// Prisma 6.19 with the JS schema engine: Prisma 7's CLI downloads a native engine, which cannot be
// fetched on our machines (see ../shared/notes/prisma-offline.md).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  async adapter() {
    const main = new PrismaPg({ connectionString: process.env.DATABASE_URL! });
    const shadow = new PrismaPg({ connectionString: process.env.SHADOW_DATABASE_URL ?? process.env.DATABASE_URL! });
    // adapter-pg 6.19.3's own connectToShadowDb ignores the database name and drops a database it still holds.
    return Object.assign(main, {
      async connectToShadowDb() {
        const a = await shadow.connect();
        await a.executeScript("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
        return a;
      },
    });
  },
});
