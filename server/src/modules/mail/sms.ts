// Text messages (phone codes) go to an SMS provider behind one interface. The HTTP provider takes
// POST <SMS_PROVIDER_URL> with JSON {to, text} and Authorization: Bearer <SMS_PROVIDER_KEY>; any 2xx
// is accepted. Without a provider, messages stay in the dev outbox (development only: in production
// phone verification then says it is unavailable, see users.sendPhoneCode).
import type { Config } from "../../config.ts";

export interface SmsProvider {
  /** Resolves once the provider accepted the message; throws otherwise (the outbox retries). */
  send(to: string, text: string): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

export function httpSmsProvider(url: string, key: string): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Drain the body so the connection is reused; its text only matters for the error.
      const body = await res.text().catch(() => "");
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${body.slice(0, 200)}`);
    },
  };
}

const providers = new Map<string, SmsProvider>();

/** The configured provider, or null (dev outbox). */
export function smsProvider(config: Pick<Config, "sms">): SmsProvider | null {
  if (!config.sms) return null;
  const id = `${config.sms.url}\n${config.sms.key}`;
  let p = providers.get(id);
  if (!p) {
    p = httpSmsProvider(config.sms.url, config.sms.key);
    providers.set(id, p);
  }
  return p;
}
