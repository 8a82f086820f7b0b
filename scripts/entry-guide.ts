// An operator's entry-guide update, sent to the running server so every fan's open page gets it live:
//
//   npx tsx scripts/entry-guide.ts --event neon-nights-live-2026 --state VERIFYING \
//     [--queue 2026-08-01T18:00:00+08:00] [--doors 2026-08-01T19:00:00+08:00] [--note "Bags at North 1"] \
//     [--url http://localhost:4000] [--token ffst_…]
//
// The token is a staff token with the entry:manage scope (scripts/staff-token.ts create --scope entry:manage),
// from --token or the FANFARE_STAFF_TOKEN environment variable.
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    event: { type: "string" },
    state: { type: "string" },
    queue: { type: "string" },
    doors: { type: "string" },
    note: { type: "string" },
    url: { type: "string", default: "http://localhost:4000" },
    token: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(64);
}

// An operator tool, not the server: its own inputs come from its command line and environment.
const token = values.token ?? process.env.FANFARE_STAFF_TOKEN;
if (!values.event || !token) fail("usage: npx tsx scripts/entry-guide.ts --event <slug> [--state COMING_SOON|VERIFYING|OPEN|CLOSED] [--queue <iso>] [--doors <iso>] [--note <text>] [--url <server>] --token <ffst_…>");
if (values.state && !["COMING_SOON", "VERIFYING", "OPEN", "CLOSED"].includes(values.state)) fail(`unknown state ${values.state}`);
const iso = (v: string | undefined, name: string) => {
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) fail(`--${name} is not a date: ${v}`);
  return d.toISOString();
};

async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${values.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) fail(body.errors?.map((e) => e.message).join("; ") ?? "no data");
  return body.data;
}

const found = await call<{ event: { id: string; title: string } | null }>(`query($slug: String!) { event(slug: $slug) { id title } }`, { slug: values.event });
if (!found.event) fail(`no event ${values.event}`);
const input = { eventId: found.event.id, entryState: values.state, queueOpensAt: iso(values.queue, "queue"), doorsOpenAt: iso(values.doors, "doors"), entryNote: values.note };
const done = await call<{ updateEventEntry: Record<string, unknown> }>(`mutation($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { title entryState queueOpensAt doorsOpenAt entryNote } }`, { input });
console.log(JSON.stringify(done.updateEventEntry, null, 2));
