// The OpenAPI 3.1 description of /fanapih5, built from the same endpoint table as the router.
import { version } from "../version.ts";
import type { Endpoint } from "./endpoint.ts";

const header = (name: string, description: string, required: boolean, schema: Record<string, unknown> = { type: "string" }) => ({
  name,
  in: "header",
  required,
  description,
  schema,
});

const parameters = {
  platform: header("platform", "Always `H5`.", true, { type: "string", const: "H5" }),
  timestamp: header("timestamp", "Milliseconds since the Unix epoch, as a decimal string; within ±300 s of the server clock.", true, {
    type: "string",
    pattern: "^[0-9]{1,16}$",
  }),
  nonce: header("nonce", "16 random characters of [A-Za-z0-9]; each is accepted once.", true, { type: "string", pattern: "^[A-Za-z0-9]{16}$" }),
  signature: header("signature", "URL-safe base64 HMAC-SHA256 of the canonical string (see the description).", true),
  token: header("token", "The session token, when the client has one.", false),
  uuid: header("uuid", "The user id, when the client has one.", false),
  Area: header("Area", "Area code, e.g. `MY`.", false),
  "Accept-Language": header("Accept-Language", "zh-CN, zh-TW, th-TH, vi, ms or en-US: the language of `msg`.", false),
};

// The signing scheme as security schemes, so generated clients know every call must be signed: the four
// headers together are one requirement (the algorithm is in each scheme's description and in DESCRIPTION).
const securitySchemes = {
  signature: { type: "apiKey", in: "header", name: "signature", description: "URL-safe base64 (no padding) HMAC-SHA256, with the signing key, of the canonical string: the request's fields plus platform, timestamp and nonce, keys lower-cased and sorted, joined as key=value with &." },
  timestamp: { type: "apiKey", in: "header", name: "timestamp", description: "Milliseconds since the Unix epoch; signed; within ±300 s of the server clock." },
  nonce: { type: "apiKey", in: "header", name: "nonce", description: "16 random characters of [A-Za-z0-9]; signed; each is accepted once." },
  token: { type: "apiKey", in: "header", name: "token", description: "The session token of a signed-in fan (from the sign-in endpoints)." },
};
const signed = { signature: [], timestamp: [], nonce: [] };

const envelope = (data: Record<string, unknown>) => ({
  type: "object",
  required: ["code", "msg", "data"],
  properties: { code: { type: "integer" }, msg: { type: "string" }, data },
});

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const schemas: Record<string, Record<string, unknown>> = {
  Envelope: envelope({ description: "The answer's payload; null on failures." }),
  UserInfo: {
    type: "object",
    required: ["id", "nickname", "email", "phone", "areaCode", "avatar", "language", "payPasswordSetUp", "isPhoneVerified"],
    properties: {
      id: { type: "string" },
      nickname: { type: "string" },
      email: { type: "string" },
      phone: { type: ["string", "null"] },
      areaCode: { type: ["string", "null"] },
      avatar: { type: ["string", "null"] },
      language: { type: "string" },
      payPasswordSetUp: { enum: [0, 1] },
      isPhoneVerified: { enum: [0, 1] },
    },
  },
  UserInfoWithToken: {
    allOf: [ref("UserInfo"), { type: "object", required: ["token"], properties: { token: { type: "string" } } }],
  },
  EmailRegistered: {
    type: "object",
    required: ["email", "registered"],
    properties: { email: { type: "string" }, registered: { const: true } },
  },
  Country: {
    type: "object",
    required: ["name", "code", "dialCode"],
    properties: { name: { type: "string" }, code: { type: "string" }, dialCode: { type: "string" } },
  },
  CountryList: { type: "array", items: ref("Country") },
  Area: { type: "object", required: ["label", "value"], properties: { label: { type: "string" }, value: { type: "string" } } },
  AreaList: { type: "array", items: ref("Area") },
  Notice: {
    type: "object",
    required: ["id", "title", "content", "level"],
    properties: {
      id: { type: "string" },
      title: { type: "string" },
      content: { type: "string" },
      level: { enum: ["INFO", "WARNING", "CRITICAL"] },
      startsAt: { type: "string", format: "date-time" },
      endsAt: { type: ["string", "null"], format: "date-time" },
    },
  },
  NoticeOrNull: { oneOf: [ref("Notice"), { type: "null" }] },
  Null: { type: "null" },
};

const DESCRIPTION = `The signed REST contract of the Fanfare mobile-web (H5) clients.

Every answer carries the envelope { code, msg, data } with msg in the request's Accept-Language.
HTTP is 200 except: 401 (signature checks), 429 (rate limited: code 429; throttled sign-in, code or password
attempts: code 1005), 400 (body is not JSON or holds NUL characters: code 400; too large: code 413).
Codes: 200 success; 1001 user does not exist (clients treat it as success); 1002 registration e-mail code wrong;
1003 forgot-password e-mail code wrong; 2062000 login expired; 29998 system exception / not found; 9999 under repair
(msg is the maintenance message); 400 validation failure; 1004–1013 and 1000 other expected failures.

Signature: take platform, timestamp, nonce, and token and uuid where sent; for POST add every top-level body field
(a body field named like a common parameter makes the request invalid). Drop null, missing and empty values; write
objects and arrays as JSON, numbers and booleans as text. Lower-case the keys, sort by key, join as key=value with &.
HMAC-SHA256 with the signing key, base64, then + → -, / → _, strip =.`;

export function toOpenApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}

function operation(e: Endpoint) {
  const fieldEntries = Object.entries(e.fields);
  const fieldSchema = (spec: Endpoint["fields"][string]) => ({
    ...(spec.type === "digits" ? { type: ["string", "integer"], pattern: "^[0-9]+$" } : { type: "string" }),
    ...(spec.enum ? { enum: spec.enum } : {}),
    description: spec.description,
  });
  const pathParams = [...e.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  const queryParams =
    e.method === "GET"
      ? fieldEntries.map(([name, spec]) => ({ name, in: "query", required: spec.required, description: spec.description, schema: fieldSchema(spec) }))
      : [];
  const failure = (description: string) => ({ description, content: { "application/json": { schema: ref("Envelope") } } });
  return {
    operationId: e.path.replace(/^\//, "").replace(/\/:\w+/g, "").replace(/[/_](\w)/g, (_m, ch: string) => ch.toUpperCase()),
    summary: e.summary,
    ...(e.needsToken ? { description: "Needs the `token` header of a live session; otherwise code 2062000." } : {}),
    security: [e.needsToken ? { ...signed, token: [] } : signed],
    parameters: [
      ...Object.keys(parameters).map((name) => ({ $ref: `#/components/parameters/${name}` })),
      ...pathParams,
      ...queryParams,
    ],
    ...(e.method === "POST"
      ? {
          requestBody: {
            required: fieldEntries.some(([, spec]) => spec.required),
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: fieldEntries.filter(([, spec]) => spec.required).map(([name]) => name),
                  properties: Object.fromEntries(fieldEntries.map(([name, spec]) => [name, fieldSchema(spec)])),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "The envelope; code 200 with this data on success, another code with data null otherwise.",
        content: { "application/json": { schema: envelope(ref(e.answer)) } },
      },
      "400": failure("The body is not a JSON object (code 400), or is larger than the server's limit (code 413)."),
      "401": failure("Missing or wrong signature, timestamp outside ±300 s, bad or replayed nonce."),
      "429": failure("Rate limited: Too many users, please try again later."),
    },
  };
}

export function buildOpenApi(endpoints: readonly Endpoint[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const p = toOpenApiPath(e.path);
    paths[p] = { ...paths[p], [e.method.toLowerCase()]: operation(e) };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Fanfare /fanapih5", version, description: DESCRIPTION },
    servers: [{ url: `${publicUrl.replace(/\/$/, "")}/fanapih5` }],
    paths,
    security: [signed],
    components: { parameters, schemas, securitySchemes },
  };
}
