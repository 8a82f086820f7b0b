// Calls any /fanapih5 endpoint with a valid signature, for support staff and debugging.
//
//   npx tsx scripts/fanapi.ts GET /basic/getAreaList
//   npx tsx scripts/fanapi.ts POST /userInfo/loginByEmail '{"email":"demo@fanfare.test","password":"Fanfare#2026"}'
//   npx tsx scripts/fanapi.ts GET /userInfo/getUserInfo/USER_ID --token TOKEN --uuid USER_ID
//   npx tsx scripts/fanapi.ts GET /country/countryList '{"keyword":"mal"}'      (GET: JSON → query)
//
// Options: --base URL (default $FANAPI_BASE_URL or http://localhost:4000), --key KEY (default the
// server's FANAPI_SIGNING_KEY), --token, --uuid, --lang (Accept-Language, default en-US), --area (MY).
// Prints the HTTP status and the envelope; exits 0 when the code is 200 or 1001.
import { loadConfig } from "../server/src/config.ts";
import { createFanapiClient } from "../server/src/rest/client.ts";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error("usage: npx tsx scripts/fanapi.ts GET|POST /path ['{json}'] [--token T] [--uuid U] [--base URL] [--key KEY] [--lang L] [--area A]");
  process.exit(64);
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") usage();
    if (arg.startsWith("--")) {
      const [name, inline] = arg.slice(2).split("=", 2);
      const value = inline ?? argv[++i];
      if (value === undefined) usage(`--${name} needs a value`);
      options[name] = value;
    } else positional.push(arg);
  }
  return { positional, options };
}

async function main() {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [methodArg, rawPath, json] = positional;
  const method = methodArg?.toUpperCase();
  if ((method !== "GET" && method !== "POST") || !rawPath) usage();
  for (const name of Object.keys(options)) {
    if (!["base", "key", "token", "uuid", "lang", "area"].includes(name)) usage(`unknown option --${name}`);
  }
  let input: Record<string, unknown> = {};
  if (json) {
    try {
      input = JSON.parse(json);
    } catch {
      usage("the third argument must be a JSON object");
    }
    if (!input || typeof input !== "object" || Array.isArray(input)) usage("the third argument must be a JSON object");
  }
  const path = ("/" + rawPath.replace(/^\/?(fanapih5\/?)?/, "")).replace(/\/$/, "") || "/";
  const client = createFanapiClient({
    baseUrl: options.base ?? process.env.FANAPI_BASE_URL ?? "http://localhost:4000",
    signingKey: options.key ?? loadConfig().fanapi.signingKey,
    token: options.token,
    uuid: options.uuid,
    lang: options.lang,
    area: options.area,
  });
  const [pathOnly, search] = path.split("?", 2);
  const query = Object.fromEntries(new URLSearchParams(search ?? ""));
  const res =
    method === "POST"
      ? await client.request("POST", pathOnly, { body: input })
      : await client.request("GET", pathOnly, { query: { ...query, ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) } });
  console.log(`HTTP ${res.status}`);
  console.log(JSON.stringify(res.body, null, 2));
  process.exit(res.body.code === 200 || res.body.code === 1001 ? 0 : 1);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
