// One /fanapih5 endpoint: method, path, the fields it reads, whether it needs a token, and a handler
// that calls one domain service. The router, the OpenAPI description and the typed client's tests all
// read the same table, so a route cannot exist without being described.
import type { Deps } from "../deps.ts";
import type { Lang } from "../i18n.ts";
import type { Viewer } from "../modules/auth/index.ts";

/** text: a JSON string; digits: a string, or a number sent for a numeric code (written as text). */
export type FieldType = "text" | "digits";
export interface FieldSpec {
  type: FieldType;
  required: boolean;
  description: string;
  enum?: readonly string[];
}

export interface EndpointContext<F extends string = string> {
  deps: Deps;
  lang: Lang;
  /** The signed-in caller; anonymous unless the request carried a live token. */
  viewer: Viewer;
  /** The validated fields: present ones as strings; optional absent ones missing. */
  input: Record<F, string>;
  params: Record<string, string>;
  ip: string;
  userAgent: string | null;
  token: string | null;
}

export interface Endpoint<F extends string = string> {
  method: "GET" | "POST";
  /** Hono syntax (`:id`); the OpenAPI description writes `{id}`. */
  path: string;
  summary: string;
  needsToken: boolean;
  /** Body fields for POST, query fields for GET. */
  fields: Record<F, FieldSpec>;
  /** The shape of `data` on success, named for the OpenAPI description. */
  answer: "UserInfo" | "UserInfoWithToken" | "Null" | "EmailRegistered" | "CountryList" | "Area" | "AreaList" | "NoticeOrNull";
  /** Envelope codes that replace the usual mapping of some AppError codes for this endpoint. */
  errorCodes?: Record<string, number>;
  handle(ctx: EndpointContext<F>): Promise<unknown>;
}

export const text = (description: string, required = true): FieldSpec => ({ type: "text", required, description });
export const digits = (description: string, required = true): FieldSpec => ({ type: "digits", required, description });

export function defineEndpoint<F extends string>(e: Endpoint<F>): Endpoint<F> {
  return e;
}
