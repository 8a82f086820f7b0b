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
});
