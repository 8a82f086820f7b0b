import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/src/config.ts";

describe("config", () => {
  it("has working defaults for a fresh clone", () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.fanapi.signingKey).toBe("fanfare-dev-signing-key");
    expect(c.identityKey).toHaveLength(32);
  });

  it("fails fast naming every bad value", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: must be a postgresql:\/\/ URL/);
    }
  });

  it("refuses development secrets in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET: must be set in production/);
    const ok = loadConfig({
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      FANAPI_SIGNING_KEY: "prod-signing-key",
      IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      QR_SIGNING_KEYS: `k2:${Buffer.alloc(32, 9).toString("base64")}`,
    });
    expect(ok.isProduction).toBe(true);
  });

  it("seeds the demo data only outside production, and refuses SEED_DEMO in production (issue 14)", () => {
    const prod = {
      NODE_ENV: "production",
      APP_SECRET: "x".repeat(40),
      FANAPI_SIGNING_KEY: "prod-signing-key",
      IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      QR_SIGNING_KEYS: `k2:${Buffer.alloc(32, 9).toString("base64")}`,
    };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(() => loadConfig({ ...prod, SEED_DEMO: "true" })).toThrow(/SEED_DEMO: must be off in production/);
  });

  it("bounds every pooled connection with statement, lock and idle-in-transaction timeouts", () => {
    expect(loadConfig({}).dbTimeouts).toEqual({ statementMs: 15_000, lockMs: 5_000, idleInTransactionMs: 10_000 });
    expect(loadConfig({ DB_LOCK_TIMEOUT_MS: "0" }).dbTimeouts.lockMs).toBe(0);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "-1" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});
