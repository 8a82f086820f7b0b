// Every environment variable the server reads, parsed and validated once. Nothing else reads process.env.
import { z } from "zod";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const DEV_SUPPORT_HOTLINE = "+852 3000 0000";
const DEV_SUPPORT_OFFICE_ADDRESS = "Unit 1201, 12/F, 1 Harbour Road, Wan Chai, Hong Kong";
const DEV_SECRET = "fanfare-dev-secret-change-me-in-production-0000";
const DEV_SIGNING_KEY = "fanfare-dev-signing-key";
const DEV_SANDBOX_WEBHOOK_SECRET = "fanfare-dev-sandbox-webhook-secret";
// 32 bytes, base64; development only (production must set IDENTITY_ENCRYPTION_KEY).
const DEV_IDENTITY_KEY = "ZmFuZmFyZS1kZXYtaWRlbnRpdHkta2V5LTMyYnl0ZXM=";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgresql:// URL").optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    // Bounds on every pooled connection, so one stuck request cannot hold a connection (and the rows it
    // locked) long enough to stall the pool for everyone: milliseconds, 0 = no limit.
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    EMBEDDED_PG_DIR: z.string().default(path.join(rootDir, "data", "postgres")),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").optional(),
    // Every key and pub/sub channel this deployment uses in Redis starts with it, so that deployments
    // (and parallel test files) sharing one Redis never see each other's nonces, limits or events.
    REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, "must be 1-64 characters of A-Z a-z 0-9 _ . : -").default("fanfare:"),
    SERVE_CLIENT: bool.default(true),
    CLIENT_DIST: z.string().default(path.join(rootDir, "client", "dist")),
    /** Where organisers' uploads (event covers) are stored and served from, under /uploads. */
    UPLOAD_DIR: z.string().default(path.join(rootDir, "data", "uploads")),
    /** The largest cover image accepted, in bytes. */
    UPLOAD_MAX_COVER_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    // Unset: on outside production. The demo accounts have public passwords, so production never seeds them.
    SEED_DEMO: bool.optional(),
    APP_SECRET: z.string().min(32, "must be at least 32 characters").default(DEV_SECRET),
    FANAPI_SIGNING_KEY: z.string().min(8).default(DEV_SIGNING_KEY),
    FANAPI_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
    IDENTITY_ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32, "must be 32 bytes, base64")
      .default(DEV_IDENTITY_KEY),
    HUMAN_CHECK_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
    MAIL_FROM: z.string().default("Fanfare <no-reply@fanfare.test>"),
    SALES_EMAIL: z.email().default("sales@fanfare.test"),
    MARKETING_URL: z.url().optional(),
    // Giveaway (issue 9). Fan Coin is worth GIVEAWAY_VND_PER_FAN_COIN dong (1 Fan Coin = 100 minor units).
    GIVEAWAY_VND_PER_FAN_COIN: z.coerce.number().int().min(1).default(3300),
    GIVEAWAY_VND_PER_ENTRY: z.coerce.number().int().min(1).default(10_000),
    GIVEAWAY_MAX_TOPUP_ENTRIES: z.coerce.number().int().min(0).default(10),
    // One text says 10 entries from 10 invited users, another 120 from 15: the cap is an operator choice.
    GIVEAWAY_MAX_INVITE_ENTRIES: z.coerce.number().int().min(0).default(10),
    GIVEAWAY_INVITE_MIN_VND: z.coerce.number().int().min(0).default(10_000),
    SUPPORT_MIN_TEXT_LENGTH: z.coerce.number().int().min(1).max(500).default(10),
    SUPPORT_EMAIL: z.email().default("support@fanfare.test"),
    SUPPORT_HOTLINE: z.string().max(40).optional(),
    SUPPORT_OFFICE_ADDRESS: z.string().max(200).optional(),
    TRUST_PROXY: bool.default(false),
    /** The sandbox payment provider's webhook secret (required with PAYMENTS_SANDBOX=true in production). */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** The built-in sandbox provider: on outside production; in production only when this says true (a staging switch). */
    PAYMENTS_SANDBOX: bool.optional(),
    // Real payment providers (issue 30). Each is configured by its secret key; PAYMENT_ROUTES says which
    // provider takes which method (payments/routes.ts checks it at start against what each provider supports).
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_\S+$/, "must be a Stripe secret key (sk_… or rk_…)").optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_\S+$/, "must be a Stripe publishable key (pk_…)").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Tests only: the Stripe SDK's host (a local double), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: z.url().optional(),
    ADYEN_API_KEY: z.string().min(8).optional(),
    ADYEN_MERCHANT_ACCOUNT: z.string().min(1).max(100).optional(),
    ADYEN_CLIENT_KEY: z.string().regex(/^(test|live)_\S+$/, "must be an Adyen client key (test_… or live_…)").optional(),
    ADYEN_HMAC_KEY: z.string().regex(/^[0-9A-Fa-f]{16,128}$/, "must be the hexadecimal HMAC key of the Adyen webhook").optional(),
    ADYEN_ENVIRONMENT: z.enum(["TEST", "LIVE"]).default("TEST"),
    /** LIVE only: the prefix of the merchant's live Checkout endpoint (Customer Area → Developers → API URLs). */
    ADYEN_LIVE_ENDPOINT_PREFIX: z.string().regex(/^[A-Za-z0-9-]{1,100}$/).optional(),
    /** Tests only: where the Adyen SDK's requests go instead of Adyen (a local double). */
    ADYEN_API_BASE: z.url().optional(),
    /** Which provider takes which payment method: "card:stripe,alipayHK:adyen,…"; unset: each method to the first configured provider that supports it. */
    PAYMENT_ROUTES: z
      .string()
      .refine((v) => v.split(/[,\s]+/).every((p) => !p || /^[A-Za-z_]+:[A-Za-z]+$/.test(p)), "must be method:provider pairs separated by commas, e.g. card:stripe,alipayHK:adyen")
      .optional(),
    /** Fan Coin minor units per 10,000 minor units of a currency (1 Fan Coin = 1 HKD; MOP at the peg). */
    FANCOIN_RATE_HKD_BPS: z.coerce.number().int().min(1).default(10_000),
    FANCOIN_RATE_MOP_BPS: z.coerce.number().int().min(1).default(9_709),
    TOPUP_MAX_AMOUNT: z.coerce.number().int().min(100).default(5_000_000),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    // HTTP and GraphQL hardening (issue 14).
    /** Origins (scheme://host[:port]) other sites may call the API from; the app's own origin needs none. */
    CORS_ORIGINS: z
      .string()
      .refine((v) => v.split(",").every((o) => !o.trim() || /^https?:\/\/[^/\s]+$/.test(o.trim())), "must be origins like https://example.com, comma-separated")
      .optional(),
    MAX_BODY_BYTES: z.coerce.number().int().min(16 * 1024).default(1024 * 1024),
    GRAPHQL_RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).default(600),
    GRAPHQL_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(0).default(300),
    GRAPHQL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    GRAPHQL_EXECUTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    GRAPHQL_MAX_LIST_SIZE: z.coerce.number().int().min(1).default(500),
    WS_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(20),
    WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(25),
    WS_MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1024).default(64 * 1024),
    /**
     * Trusted documents: "require" (the default in production) runs, for a request without an API key, only
     * the first-party client's operations, sent by hash; "allow" (the default elsewhere) runs any document.
     */
    TRUSTED_DOCUMENTS: z.enum(["require", "allow"]).optional(),
    /** Serve GraphiQL at GET /graphql (browsers): on in development; in production only when set. */
    GRAPHIQL: bool.optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(65_000),
    /** When set, /metrics asks for Authorization: Bearer <METRICS_TOKEN>. */
    METRICS_TOKEN: z.string().min(16).optional(),
    // Phone codes: an HTTP SMS provider (POST JSON {to, text} with a bearer key); the dev outbox otherwise.
    SMS_PROVIDER_URL: z.url().optional(),
    SMS_PROVIDER_KEY: z.string().min(8).optional(),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
    // Outgoing webhooks (issue 35). Endpoints on private, loopback or link-local addresses are refused unless
    // one of these networks (CIDRs, comma-separated, e.g. "127.0.0.0/8,::1/128") holds the resolved address.
    WEBHOOK_ALLOWED_NETWORKS: z
      .string()
      .refine((v) => parseNetworks(v) !== null, "must be CIDR networks like 10.0.0.0/8 or ::1/128, comma-separated")
      .optional(),
    /** Attempts per message before it is marked FAILED (30 ≈ a day with the backoff capped at an hour). */
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(30),
    /** How long one delivery waits for the receiver's answer. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The first retry's wait; each next one doubles it, up to an hour. */
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    // Ed25519 keys that sign entry QR codes: "<keyId>:<base64 32-byte seed>" separated by commas. The
    // first (or QR_ACTIVE_KEY_ID) signs; the others still verify, so keys can rotate. Development
    // derives one key ("dev1") from APP_SECRET; production must set them.
    QR_SIGNING_KEYS: z
      .string()
      .refine((v) => parseQrKeys(v) !== null, "must be <keyId>:<base64 32-byte seed>[,…] with keyIds of letters and digits")
      .optional(),
    QR_ACTIVE_KEY_ID: z.string().regex(/^[A-Za-z0-9]{1,16}$/).optional(),
    // Wallet passes (README "Wallet passes"), each optional: without them the buttons are not shown.
    /** Google Wallet: the issuer id and the service account's key (its JSON key file's text, or the file's path). */
    GOOGLE_WALLET_ISSUER_ID: z.string().regex(/^\d{1,30}$/, "must be the numeric issuer id").optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: z.string().refine((v) => serviceAccountKey(v) !== null, "must be a service account JSON key (its text or its file's path) with client_email and private_key").optional(),
    /** Apple Wallet: the Pass Type ID certificate and key (PEM text or a file's path), its passphrase, Apple's WWDR certificate, the ids. */
    PASSKIT_PASS_TYPE_ID: z.string().regex(/^pass\.[A-Za-z0-9.-]{1,200}$/, "must be a Pass Type ID (pass.…)").optional(),
    PASSKIT_TEAM_ID: z.string().regex(/^[A-Z0-9]{10}$/, "must be the 10-character team id").optional(),
    PASSKIT_SIGNER_CERT: z.string().refine((v) => pemOrFile(v) !== null, "must be a PEM certificate or its file's path").optional(),
    PASSKIT_SIGNER_KEY: z.string().refine((v) => pemOrFile(v) !== null, "must be a PEM private key or its file's path").optional(),
    PASSKIT_SIGNER_KEY_PASSPHRASE: z.string().optional(),
    PASSKIT_WWDR_CERT: z.string().refine((v) => pemOrFile(v) !== null, "must be a PEM certificate or its file's path").optional(),
    PASSKIT_ORGANIZATION_NAME: z.string().min(1).max(60).default("Fanfare"),
    /** Apple's push service (APNs), told when a pass changed: host[:port] (api.sandbox.push.apple.com for development devices). */
    APPLE_APNS_HOST: z.string().regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/, "must be host or host:port").default("api.push.apple.com"),
    /** A CA certificate (PEM text or a file's path) trusted for APNs besides the system's: a proxy's, or a test double's. */
    APPLE_APNS_CA: z.string().refine((v) => pemOrFile(v) !== null, "must be a PEM certificate or its file's path").optional(),
    /** Attempts per push (a 429, a 5xx or no answer is tried again), the first retry's wait (each next doubles it) and one attempt's timeout. */
    APPLE_APNS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    APPLE_APNS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(1_000),
    APPLE_APNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    QR_PERIOD_SECONDS: z.coerce.number().int().min(10).max(300).default(30),
    QR_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    // The waiting room (issue 18). The default admission rate is what `npm run bench -- onsale` measured as
    // sustained secured orders per second on this two-core machine (about 10/s), as fans per minute.
    QUEUE_ADMISSION_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** The admission rate is lowered while the secure p99 (ms) or the mean database pool wait (ms) is above these. */
    QUEUE_SECURE_P99_LIMIT_MS: z.coerce.number().int().min(1).default(1_500),
    QUEUE_POOL_WAIT_LIMIT_MS: z.coerce.number().int().min(1).default(200),
    /** How often the leader admits fans, draws the pre-queue and expires lapsed places. */
    QUEUE_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
    /** How often an organiser's live dashboard reads its figures again when no sale was paid or released (holds, the line and scans have no event of their own). */
    DASHBOARD_REFRESH_MS: z.coerce.number().int().min(200).max(60_000).default(3_000),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV !== "production") return;
    for (const [key, dev] of [
      ["APP_SECRET", DEV_SECRET],
      ["FANAPI_SIGNING_KEY", DEV_SIGNING_KEY],
      ["IDENTITY_ENCRYPTION_KEY", DEV_IDENTITY_KEY],
    ] as const) {
      if (c[key] === dev) ctx.addIssue({ code: "custom", path: [key], message: "must be set in production" });
    }
    if (c.SMS_PROVIDER_URL && !c.SMS_PROVIDER_KEY) ctx.addIssue({ code: "custom", path: ["SMS_PROVIDER_KEY"], message: "must be set with SMS_PROVIDER_URL" });
    if (c.SEED_DEMO) ctx.addIssue({ code: "custom", path: ["SEED_DEMO"], message: "must be off in production (the demo accounts have public passwords)" });
    if (!c.QR_SIGNING_KEYS) ctx.addIssue({ code: "custom", path: ["QR_SIGNING_KEYS"], message: "must be set in production" });
    if (c.PAYMENTS_SANDBOX && !c.SANDBOX_WEBHOOK_SECRET) ctx.addIssue({ code: "custom", path: ["SANDBOX_WEBHOOK_SECRET"], message: "must be set with PAYMENTS_SANDBOX=true in production" });
  })
  .superRefine((c, ctx) => {
    // Each wallet is configured whole or not at all.
    if (!!c.GOOGLE_WALLET_ISSUER_ID !== !!c.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY) ctx.addIssue({ code: "custom", path: [c.GOOGLE_WALLET_ISSUER_ID ? "GOOGLE_WALLET_SERVICE_ACCOUNT_KEY" : "GOOGLE_WALLET_ISSUER_ID"], message: "must be set with the other GOOGLE_WALLET_ variable" });
    const apple = ["PASSKIT_PASS_TYPE_ID", "PASSKIT_TEAM_ID", "PASSKIT_SIGNER_CERT", "PASSKIT_SIGNER_KEY", "PASSKIT_WWDR_CERT"] as const;
    if (apple.some((k) => c[k]) && !apple.every((k) => c[k])) {
      for (const k of apple) if (!c[k]) ctx.addIssue({ code: "custom", path: [k], message: "must be set with the other PASSKIT_ variables" });
    }
  })
  .superRefine((c, ctx) => {
    // A provider is either configured whole or not at all: a key without its webhook secret would take money
    // whose outcome it could never verify.
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "must be set with STRIPE_SECRET_KEY" });
    if (!c.STRIPE_SECRET_KEY && (c.STRIPE_WEBHOOK_SECRET || c.STRIPE_PUBLISHABLE_KEY)) ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "must be set with the other STRIPE_ variables" });
    if (c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && /_live_/.test(c.STRIPE_SECRET_KEY) !== /_live_/.test(c.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_PUBLISHABLE_KEY"], message: "must be of the same mode (test or live) as STRIPE_SECRET_KEY" });
    }
    if (c.ADYEN_API_KEY) {
      if (!c.ADYEN_MERCHANT_ACCOUNT) ctx.addIssue({ code: "custom", path: ["ADYEN_MERCHANT_ACCOUNT"], message: "must be set with ADYEN_API_KEY" });
      if (!c.ADYEN_HMAC_KEY) ctx.addIssue({ code: "custom", path: ["ADYEN_HMAC_KEY"], message: "must be set with ADYEN_API_KEY" });
      if (c.ADYEN_ENVIRONMENT === "LIVE" && !c.ADYEN_LIVE_ENDPOINT_PREFIX && !c.ADYEN_API_BASE) ctx.addIssue({ code: "custom", path: ["ADYEN_LIVE_ENDPOINT_PREFIX"], message: "must be set with ADYEN_ENVIRONMENT=LIVE" });
      if (c.ADYEN_CLIENT_KEY && c.ADYEN_CLIENT_KEY.startsWith("live_") !== (c.ADYEN_ENVIRONMENT === "LIVE")) {
        ctx.addIssue({ code: "custom", path: ["ADYEN_CLIENT_KEY"], message: "must match ADYEN_ENVIRONMENT (live_… for LIVE, test_… for TEST)" });
      }
    } else if (c.ADYEN_MERCHANT_ACCOUNT || c.ADYEN_HMAC_KEY || c.ADYEN_CLIENT_KEY) {
      ctx.addIssue({ code: "custom", path: ["ADYEN_API_KEY"], message: "must be set with the other ADYEN_ variables" });
    }
  })
  .superRefine((c, ctx) => {
    const keys = c.QR_SIGNING_KEYS ? parseQrKeys(c.QR_SIGNING_KEYS) : null;
    if (c.QR_ACTIVE_KEY_ID && keys && !keys.some((k) => k.keyId === c.QR_ACTIVE_KEY_ID)) {
      ctx.addIssue({ code: "custom", path: ["QR_ACTIVE_KEY_ID"], message: "must name one of QR_SIGNING_KEYS" });
    }
  });

export interface QrKeySeed {
  keyId: string;
  seed: Buffer;
}

function parseQrKeys(value: string): QrKeySeed[] | null {
  const keys: QrKeySeed[] = [];
  for (const part of value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^([A-Za-z0-9]{1,16}):(.+)$/.exec(part);
    if (!m) return null;
    const seed = Buffer.from(m[2], "base64");
    if (seed.length !== 32) return null;
    keys.push({ keyId: m[1], seed });
  }
  return keys.length ? keys : null;
}

/** A PEM text (BEGIN line), or the path of a file holding one; null when neither. */
function pemOrFile(value: string): string | null {
  const text = value.includes("-----BEGIN") ? value.replace(/\\n/g, "\n") : readFileOrNull(value);
  return text && text.includes("-----BEGIN") ? text : null;
}

function readFileOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** CIDR networks, comma-separated ("127.0.0.0/8,::1/128"); null when one is malformed. */
export function parseNetworks(value: string): { address: string; prefix: number; family: "ipv4" | "ipv6" }[] | null {
  const out: { address: string; prefix: number; family: "ipv4" | "ipv6" }[] = [];
  for (const part of value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [address, bits] = part.split("/");
    const family = net.isIPv4(address ?? "") ? "ipv4" : net.isIPv6(address ?? "") ? "ipv6" : null;
    const prefix = Number(bits ?? (family === "ipv4" ? 32 : 128));
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === "ipv4" ? 32 : 128)) return null;
    out.push({ address: address!, prefix, family });
  }
  return out;
}

/** A Google service account's JSON key (its text or its file's path): the e-mail and the PEM key. */
function serviceAccountKey(value: string): { clientEmail: string; privateKey: string; keyId: string | null } | null {
  const text = value.trimStart().startsWith("{") ? value : readFileOrNull(value);
  try {
    const json = JSON.parse(text ?? "") as { client_email?: unknown; private_key?: unknown; private_key_id?: unknown };
    if (typeof json.client_email !== "string" || typeof json.private_key !== "string" || !json.private_key.includes("-----BEGIN")) return null;
    return { clientEmail: json.client_email, privateKey: json.private_key, keyId: typeof json.private_key_id === "string" ? json.private_key_id : null };
  } catch {
    return null;
  }
}

function walletPassesConfig(env: z.infer<typeof schema>) {
  return {
    google:
      env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY ? { issuerId: env.GOOGLE_WALLET_ISSUER_ID, ...serviceAccountKey(env.GOOGLE_WALLET_SERVICE_ACCOUNT_KEY)! } : null,
    apple:
      env.PASSKIT_PASS_TYPE_ID && env.PASSKIT_TEAM_ID && env.PASSKIT_SIGNER_CERT && env.PASSKIT_SIGNER_KEY && env.PASSKIT_WWDR_CERT
        ? {
            passTypeId: env.PASSKIT_PASS_TYPE_ID,
            teamId: env.PASSKIT_TEAM_ID,
            signerCert: pemOrFile(env.PASSKIT_SIGNER_CERT)!,
            signerKey: pemOrFile(env.PASSKIT_SIGNER_KEY)!,
            signerKeyPassphrase: env.PASSKIT_SIGNER_KEY_PASSPHRASE ?? null,
            wwdr: pemOrFile(env.PASSKIT_WWDR_CERT)!,
            organizationName: env.PASSKIT_ORGANIZATION_NAME,
            /** Where pass updates are pushed (passes/apple.push.ts), with the Pass Type ID certificate and key as the TLS client's. */
            apns: {
              host: env.APPLE_APNS_HOST,
              ca: env.APPLE_APNS_CA ? pemOrFile(env.APPLE_APNS_CA)! : null,
              maxAttempts: env.APPLE_APNS_MAX_ATTEMPTS,
              retryBaseMs: env.APPLE_APNS_RETRY_BASE_MS,
              timeoutMs: env.APPLE_APNS_TIMEOUT_MS,
            },
          }
        : null,
  };
}

/** What the wallets' configuration gives: either may be null (not configured). */
export type WalletPassesConfig = ReturnType<typeof walletPassesConfig>;

function qrConfig(env: z.infer<typeof schema>) {
  const keys = env.QR_SIGNING_KEYS
    ? parseQrKeys(env.QR_SIGNING_KEYS)!
    : [{ keyId: "dev1", seed: crypto.createHash("sha256").update(`fanfare-dev-qr-key|${env.APP_SECRET}`).digest() }];
  return {
    keys,
    activeKeyId: env.QR_ACTIVE_KEY_ID ?? keys[0].keyId,
    periodSeconds: env.QR_PERIOD_SECONDS,
    graceSeconds: env.QR_GRACE_SECONDS,
  };
}

export type Config = ReturnType<typeof toConfig>;

/** The allow-list of cross-origin callers: CORS_ORIGINS, plus the Vite dev server outside production. */
function corsOrigins(env: z.infer<typeof schema>): string[] {
  const listed = (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean);
  const dev = env.NODE_ENV === "production" ? [] : ["http://localhost:5173"];
  return [...new Set([...listed, ...dev])];
}

function toConfig(env: z.infer<typeof schema>) {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    /** PUBLIC_URL was not set: the server puts the port it actually listens on into publicUrl (PORT=0). */
    publicUrlIsDefault: env.PUBLIC_URL === undefined,
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    dbTimeouts: {
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      lockMs: env.DB_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    embeddedPgDir: env.EMBEDDED_PG_DIR,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    serveClient: env.SERVE_CLIENT,
    clientDist: env.CLIENT_DIST,
    uploads: { dir: env.UPLOAD_DIR, maxCoverBytes: env.UPLOAD_MAX_COVER_BYTES },
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    appSecret: env.APP_SECRET,
    fanapi: { signingKey: env.FANAPI_SIGNING_KEY, maxBodyBytes: env.FANAPI_MAX_BODY_BYTES },
    identityKey: Buffer.from(env.IDENTITY_ENCRYPTION_KEY, "base64"),
    humanCheck: { maxNumber: env.HUMAN_CHECK_MAX_NUMBER },
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, salesEmail: env.SALES_EMAIL, maxAttempts: env.MAIL_MAX_ATTEMPTS },
    webhooks: {
      /** Private networks an endpoint may resolve to after all (tests: loopback); empty: none. */
      allowedNetworks: parseNetworks(env.WEBHOOK_ALLOWED_NETWORKS ?? "") ?? [],
      /** Production: https endpoints only. */
      httpsOnly: env.NODE_ENV === "production",
      maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    },
    marketingUrl: env.MARKETING_URL,
    giveaway: {
      vndPerFanCoin: env.GIVEAWAY_VND_PER_FAN_COIN,
      vndPerEntry: env.GIVEAWAY_VND_PER_ENTRY,
      maxTopupEntries: env.GIVEAWAY_MAX_TOPUP_ENTRIES,
      maxInviteEntries: env.GIVEAWAY_MAX_INVITE_ENTRIES,
      inviteMinVnd: env.GIVEAWAY_INVITE_MIN_VND,
    },
    support: {
      minTextLength: env.SUPPORT_MIN_TEXT_LENGTH,
      email: env.SUPPORT_EMAIL,
      // Development shows sample values so the desktop footer can be seen; production shows only what is set.
      hotline: env.SUPPORT_HOTLINE ?? (env.NODE_ENV === "production" ? null : DEV_SUPPORT_HOTLINE),
      officeAddress: env.SUPPORT_OFFICE_ADDRESS ?? (env.NODE_ENV === "production" ? null : DEV_SUPPORT_OFFICE_ADDRESS),
    },
    trustProxy: env.TRUST_PROXY,
    payments: {
      sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? DEV_SANDBOX_WEBHOOK_SECRET,
      /** The built-in sandbox takes payments: outside production unless switched off, in production only with PAYMENTS_SANDBOX=true. */
      sandboxEnabled: env.NODE_ENV === "production" ? env.PAYMENTS_SANDBOX === true : env.PAYMENTS_SANDBOX !== false,
      stripe: env.STRIPE_SECRET_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiBase: env.STRIPE_API_BASE ?? null }
        : null,
      adyen: env.ADYEN_API_KEY
        ? {
            apiKey: env.ADYEN_API_KEY,
            merchantAccount: env.ADYEN_MERCHANT_ACCOUNT!,
            clientKey: env.ADYEN_CLIENT_KEY ?? null,
            hmacKey: env.ADYEN_HMAC_KEY!,
            environment: env.ADYEN_ENVIRONMENT,
            liveEndpointPrefix: env.ADYEN_LIVE_ENDPOINT_PREFIX ?? null,
            apiBase: env.ADYEN_API_BASE ?? null,
          }
        : null,
      /** PAYMENT_ROUTES as given (method → provider); null: the defaults (payments/routes.ts). */
      routes: env.PAYMENT_ROUTES
        ? env.PAYMENT_ROUTES.split(/[,\s]+/).filter(Boolean).map((pair) => {
            const [method, provider] = pair.split(":");
            return { method: method!, provider: provider!.toLowerCase() };
          })
        : null,
      /** Fan Coin minor units per 10,000 minor units of each order currency. */
      fanCoinRateBps: { HKD: env.FANCOIN_RATE_HKD_BPS, MOP: env.FANCOIN_RATE_MOP_BPS } as Record<string, number>,
      topUpMaxAmount: env.TOPUP_MAX_AMOUNT,
    },
    logLevel: env.LOG_LEVEL,
    http: {
      corsOrigins: corsOrigins(env),
      maxBodyBytes: env.MAX_BODY_BYTES,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      metricsToken: env.METRICS_TOKEN ?? null,
    },
    graphql: {
      /** Who may ask for __schema / __type: everyone in development, operators (staff tokens) in production. */
      introspection: (env.NODE_ENV === "production" ? "operators" : "everyone") as "operators" | "everyone",
      graphiql: env.GRAPHIQL ?? env.NODE_ENV !== "production",
      /** Requests per window per client IP and per signed-in account (0: no limit). */
      rateLimitPerIp: env.GRAPHQL_RATE_LIMIT_PER_IP,
      rateLimitPerAccount: env.GRAPHQL_RATE_LIMIT_PER_ACCOUNT,
      rateLimitWindowSeconds: env.GRAPHQL_RATE_LIMIT_WINDOW_SECONDS,
      executionTimeoutMs: env.GRAPHQL_EXECUTION_TIMEOUT_MS,
      maxListSize: env.GRAPHQL_MAX_LIST_SIZE,
      wsMaxConnectionsPerIp: env.WS_MAX_CONNECTIONS_PER_IP,
      wsMaxSubscriptionsPerConnection: env.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
      wsMaxPayloadBytes: env.WS_MAX_PAYLOAD_BYTES,
      /** Who may send a document that is not one of the client's persisted ones (platform/trusted-documents.ts). */
      trustedDocuments: env.TRUSTED_DOCUMENTS ?? (env.NODE_ENV === "production" ? "require" : "allow"),
      /** The client's persisted operations by hash, written by `npm run generate` (codegen's persistedDocuments). */
      trustedDocumentsFile: path.join(rootDir, "client", "src", "gql", "persisted-documents.json"),
    },
    /**
     * The accounts flows' per-IP limits (sign-in failures, code sends, existence checks). Not an
     * environment variable: only a test server whose browsers all share 127.0.0.1 turns it off; the
     * per-account and per-address limits stay on there too.
     */
    accountLimitsPerIp: true,
    sms: env.SMS_PROVIDER_URL && env.SMS_PROVIDER_KEY ? { url: env.SMS_PROVIDER_URL, key: env.SMS_PROVIDER_KEY } : null,
    qr: qrConfig(env),
    walletPasses: walletPassesConfig(env),
    queue: {
      admissionRatePerMinute: env.QUEUE_ADMISSION_RATE_PER_MINUTE,
      secureP99LimitMs: env.QUEUE_SECURE_P99_LIMIT_MS,
      poolWaitLimitMs: env.QUEUE_POOL_WAIT_LIMIT_MS,
      tickMs: env.QUEUE_TICK_MS,
      /** Signs admission passes (HMAC-SHA256): derived from APP_SECRET, so every instance shares it. */
      passKey: crypto.createHash("sha256").update(`fanfare-queue-pass|${env.APP_SECRET}`).digest(),
    },
    dashboard: { refreshMs: env.DASHBOARD_REFRESH_MS },
  };
}

export class ConfigError extends Error {}

/** Parses the environment (or overrides, for tests) and fails fast with every problem named. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(config)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return toConfig(parsed.data);
}
