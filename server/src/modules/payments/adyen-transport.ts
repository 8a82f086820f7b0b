// ADYEN_API_BASE (tests only): the Adyen SDK's requests, sent to another host. The SDK builds every request
// itself (endpoint and version path, serialised body, X-API-Key, Idempotency-Key); its own HTTP client can
// only speak https to Adyen's hosts, so this client, given to the SDK through its documented constructor
// parameter (new Client(config, httpClient)), sends the very same request to the base's origin instead and
// turns an error answer into the SDK's own HttpClientException, as the SDK's client does.
import { HttpClientException, type Config } from "./adyen-sdk.ts";

type ClientInterface = NonNullable<ConstructorParameters<typeof import("./adyen-sdk.ts").Client>[1]>;
type RequestOptions = NonNullable<Parameters<ClientInterface["request"]>[4]>;

export class RebasedAdyenHttpClient implements ClientInterface {
  private readonly base: URL;

  constructor(apiBase: string) {
    this.base = new URL(apiBase);
  }

  async request(endpoint: string, json: string | Buffer, config: Config, _isApiKeyRequired: boolean, requestOptions: RequestOptions = {}): Promise<string> {
    const original = new URL(endpoint);
    const target = new URL(this.base.pathname.replace(/\/$/, "") + original.pathname, this.base.origin);
    if (requestOptions.params) target.search = new URLSearchParams(requestOptions.params as ConstructorParameters<typeof URLSearchParams>[0]).toString();
    const headers: Record<string, string> = {};
    const given = requestOptions.headers && !Array.isArray(requestOptions.headers) ? (requestOptions.headers as Record<string, string | number | string[] | undefined>) : {};
    for (const [k, v] of Object.entries(given)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : String(v);
    if (config.apiKey) headers["X-API-Key"] = config.apiKey;
    headers["Content-Type"] ??= "application/json";
    headers["User-Agent"] = config.applicationName ? `${config.applicationName} adyen-node-api-library` : "adyen-node-api-library";
    if (requestOptions.idempotencyKey) headers["Idempotency-Key"] = requestOptions.idempotencyKey;
    const method = (requestOptions.method ?? "POST").toUpperCase();
    const res = await fetch(target, {
      method,
      headers,
      body: method === "GET" || method === "DELETE" ? undefined : typeof json === "string" ? json : new Uint8Array(json),
      signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
    });
    const body = await res.text();
    if (res.ok) return body;
    let apiError: { status?: number; errorCode?: string; message?: string } | undefined;
    try {
      apiError = JSON.parse(body);
    } catch {
      apiError = undefined;
    }
    throw new HttpClientException({
      message: `HTTP Exception: ${apiError?.status ?? res.status}. ${res.statusText}: ${apiError?.message ?? body.slice(0, 200)}`,
      statusCode: apiError?.status ?? res.status,
      errorCode: apiError?.errorCode,
      responseBody: body,
      ...(apiError?.status ? { apiError: apiError as never } : {}),
    });
  }
}
