// npm postinstall: apply our dependency patches, then generate the Prisma client and Pothos types.
// `prisma generate` never connects, but with the JS engine it downloads a query engine unless a
// DATABASE_URL is set; any well-formed URL will do for generation.
import { execSync } from "node:child_process";

execSync("npx patch-package", { stdio: "inherit" });
execSync("npx prisma generate", {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL || "postgresql://localhost:5432/fanfare" },
});
