// A small typed client for the signed /fanapih5 contract: it signs every request as the contract says.
// Used by the tests and the scripts/fanapi.ts command line; partners can copy it (Node 20+, no deps
// besides node:crypto through ./signing.ts).
import { createNonce, signRequest, type CommonParams } from "./signing.ts";
import type { Envelope } from "./envelope.ts";

export interface UserInfo {
  id: string;
  nickname: string;
  email: string;
  phone: string | null;
  areaCode: string | null;
  avatar: string | null;
  language: string;
  payPasswordSetUp: 0 | 1;
  isPhoneVerified: 0 | 1;
}
export type UserInfoWithToken = UserInfo & { token: string };
export type EmailCodeType = "register" | "forgetPassword" | "changeEmail" | "newEmail" | "payPassword" | "transfer";
export interface Country {
  name: string;
  code: string;
  dialCode: string;
}
export interface AreaOption {
  label: string;
  value: string;
}
export interface Notice {
  id: string;
  title: string;
  content: string;
  level: "INFO" | "WARNING" | "CRITICAL";
  startsAt: string;
  endsAt: string | null;
}

/** Every endpoint of the contract: its input (POST body or GET query) and the `data` of a success. */
export interface FanapiEndpoints {
  "POST /userInfo/loginByEmail": { input: { email: string; password: string }; data: UserInfoWithToken };
  "GET /userInfo/getUserInfoByEmail": { input: { email: string }; data: { email: string; registered: true } | null };
  "GET /userInfo/getUserInfo/{id}": { input: { id: string }; data: UserInfo };
  "POST /emailMessage/emailCodeSend": { input: { email: string; type: EmailCodeType }; data: null };
  "POST /emailMessage/emailCodeCheck": { input: { email: string; code: string; type: EmailCodeType }; data: null };
  "POST /userInfo/regByEmail": {
    input: { email: string; code: string; password: string; nickname: string; avatar?: string; inviteCode?: string };
    data: UserInfoWithToken;
  };
  "POST /userInfo/updateUserInfo": { input: { nickname?: string; avatar?: string; language?: string }; data: UserInfo };
  "POST /userInfo/updatePasswordByEmailCode": { input: { email: string; code: string; password: string }; data: null };
  "POST /userInfo/updatePayPassword": { input: { payPassword: string }; data: null };
  "GET /userInfo/logout": { input: Record<string, never>; data: null };
  "POST /userInfo/getUpdUserEmailCode": { input: Record<string, never>; data: null };
  "POST /userInfo/getNewUserEmailCode": { input: { email: string }; data: null };
  "POST /userInfo/updUserEmail": { input: { oldCode: string; email: string; newCode: string }; data: UserInfo };
  "POST /phoneMessage/phoneCodeSend": { input: { areaCode: string; phone: string }; data: null };
  "POST /phoneMessage/phoneCodeCheck": { input: { areaCode: string; phone: string; code: string }; data: null };
  "POST /userInfo/updateUserPhone": { input: { areaCode: string; phone: string; code: string }; data: UserInfo };
  "POST /userInfo/updatePasswordByOldPwd": { input: { oldPassword: string; password: string }; data: null };
  "POST /userInfo/updatePayPasswordByEmailCode": { input: { code: string; payPassword: string }; data: null };
  "POST /userInfo/updatePayPasswordByOldPwd": { input: { oldPayPassword: string; payPassword: string }; data: null };
  "GET /country/countryList": { input: { keyword?: string }; data: Country[] };
  "GET /basic/config_area": { input: Record<string, string>; data: AreaOption };
  "GET /notify": { input: Record<string, string>; data: Notice | null };
  "GET /basic/getAreaList": { input: Record<string, never>; data: AreaOption[] };
}
export type FanapiEndpoint = keyof FanapiEndpoints;

export interface FanapiClientOptions {
  /** The server, e.g. http://localhost:4000 (the client adds /fanapih5). */
  baseUrl: string;
  signingKey: string;
  /** Accept-Language: zh-CN, zh-TW, th-TH, vi, ms or en-US. */
  lang?: string;
  area?: string;
  platform?: string;
  token?: string;
  uuid?: string;
  /** Extra headers on every request (not signed), e.g. a User-Agent. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** The clock used for timestamps (tests move it to make stale requests). */
  now?: () => number;
}

export interface RawRequest {
  /** A POST body: an object to sign and send as JSON. */
  body?: Record<string, unknown>;
  query?: Record<string, string | undefined>;
  /** Per-call session, overriding the client's. null sends none. */
  token?: string | null;
  uuid?: string | null;
  /** Sent after signing: lets tests tamper with what was signed. */
  headers?: Record<string, string>;
  /** Sent instead of JSON.stringify(body), after signing body (tests of malformed bodies). */
  rawBody?: string;
  timestamp?: string;
  nonce?: string;
}

export interface FanapiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export class FanapiClient {
  token?: string;
  uuid?: string;
  constructor(private readonly opts: FanapiClientOptions) {
    this.token = opts.token;
    this.uuid = opts.uuid;
  }

  /** Remembers the session of a login or registration answer, or forgets it (null). */
  useSession(user: { id: string; token: string } | null) {
    this.token = user?.token;
    this.uuid = user?.id;
  }

  /** The URL, headers and body of a signed request, without sending it. */
  prepare(method: "GET" | "POST", path: string, req: RawRequest = {}) {
    const token = req.token === null ? undefined : (req.token ?? this.token);
    const uuid = req.uuid === null ? undefined : (req.uuid ?? this.uuid);
    const common: CommonParams = {
      platform: this.opts.platform ?? "H5",
      timestamp: req.timestamp ?? String((this.opts.now ?? Date.now)()),
      nonce: req.nonce ?? createNonce(),
      ...(token ? { token } : {}),
      ...(uuid ? { uuid } : {}),
    };
    const body = method === "POST" ? (req.body ?? {}) : null;
    const headers: Record<string, string> = {
      ...(common as Record<string, string>),
      signature: signRequest(this.opts.signingKey, common, body),
      Area: this.opts.area ?? "MY",
      "Accept-Language": this.opts.lang ?? "en-US",
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
      ...this.opts.headers,
      ...req.headers,
    };
    const query = new URLSearchParams(Object.entries(req.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    const url = `${this.opts.baseUrl.replace(/\/$/, "")}/fanapih5${path}${query ? `?${query}` : ""}`;
    return { url, headers, body: method === "POST" ? (req.rawBody ?? JSON.stringify(body)) : undefined };
  }

  /** Any path, signed; answers the HTTP status and the parsed envelope. */
  async request<T = unknown>(method: "GET" | "POST", path: string, req: RawRequest = {}): Promise<FanapiResponse<T>> {
    const p = this.prepare(method, path, req);
    const res = await (this.opts.fetch ?? fetch)(p.url, { method, headers: p.headers, body: p.body });
    const text = await res.text();
    let body: Envelope<T>;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`fanapih5 ${method} ${path}: HTTP ${res.status}, not an envelope: ${text.slice(0, 200)}`);
    }
    return { status: res.status, body };
  }

  /** One endpoint of the contract, typed. Path parameters ({id}) are taken from the input. */
  async call<K extends FanapiEndpoint>(endpoint: K, input: FanapiEndpoints[K]["input"]): Promise<FanapiResponse<FanapiEndpoints[K]["data"]>> {
    const [method, template] = endpoint.split(" ") as ["GET" | "POST", string];
    const rest: Record<string, unknown> = { ...input };
    const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = encodeURIComponent(String(rest[name]));
      delete rest[name];
      return value;
    });
    if (method === "POST") return this.request(method, path, { body: rest });
    return this.request(method, path, { query: rest as Record<string, string> });
  }
}

export function createFanapiClient(opts: FanapiClientOptions): FanapiClient {
  return new FanapiClient(opts);
}
