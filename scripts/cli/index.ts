// fanfare: the operator CLI on the same GraphQL API as the console and third-party tools (issue #19).
//
//   npm run fanfare -- --help
//   npm run fanfare -- login --email owner@example.com          (password from FANFARE_PASSWORD or asked)
//   npm run fanfare -- events import ./event.yaml --json
//   npm run fanfare -- sales export <eventId> --out sales.csv
//   npm run fanfare -- giveaway commit|draw|verify <slug>
//   npm run fanfare -- queue verify <eventSlug>   |   queue verify --log <file|url>
//   npm run fanfare -- codes list <eventId> | create <eventId> SUMMER --kind DISCOUNT --percent 10 | create <eventId> FANCLUB --kind ACCESS --ticket-type <id> --sale-starts 2027-03-01T02:00Z | create <eventId> TEE20 --kind DISCOUNT --product <id> --percent 20 | batch <eventId> --count 500 --kind ACCESS --ticket-type <id> | export | disable <id>
//   npm run fanfare -- codes presale <eventId> | invite <eventId> --count 100   (a presale's registrants, drawn at random)
//   npm run fanfare -- team list | team invite a@b.c --role MANAGER | team role a@b.c GATE | team remove a@b.c --yes
//   npm run fanfare -- org create --slug harbour-live --name "Harbour Live" --owner owner@example.com   (a platform key)
//   npm run fanfare -- organisations applications list | approve <id> [--slug s] | refuse <id> --reason "…"   (a platform key or operator)
//   npm run fanfare -- platform org create --slug harbour-live --name "Harbour Live" --owner owner@example.com   (on the database)
//   npm run fanfare -- platform key create --platform --name Auditor --scope audit:read   (on the database)
//   npm run fanfare -- platform maintenance on "Back at 18:00"                            (on the database)
//
// Every command takes --url, --key and --org (or FANFARE_API_URL, FANFARE_API_KEY, FANFARE_ORGANISATION)
// and --json (machine-readable output on stdout; errors as {"error": {...}} on stderr, exit code 1). The
// `platform` commands are the exception: they work on this checkout's database with no server and no key
// (scripts/cli/platform.ts), for what must work before there is a key or while the API is down.
import crypto from "node:crypto";
import fs from "node:fs";
import readline from "node:readline/promises";
import { Command, Option } from "commander";
import { SingleBar, Presets } from "cli-progress";
import YAML from "yaml";
import { CliError, authHeaders, connection, dataOf, deviceTokenFor, gql, persistedQuery, readLogin, rememberDeviceToken, saveLogin, success, type Connection } from "./client.ts";
import * as op from "./operations.ts";
import type { ResultOf, TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { CliEventFieldsFragment, CreatePromoCodesInput, EntryState, MerchFulfilmentStatus, OrderStatus, OrganisationApplicationStatus, OrganisationRole, PromoCodeKind, SalesAction, SupportStatus, TicketStatus } from "../../client/src/gql/graphql.ts";
import { eventFileSchema, importPublishes, type EventFile } from "./event-file.ts";
import { parseDeposit } from "@fanfare/shared/money";
import { emailRule } from "@fanfare/shared/users";
import { verifyDraw } from "../../server/src/modules/giveaway/giveaway.rules.ts";
import { DRAW_ALGORITHM as QUEUE_DRAW_ALGORITHM, verifyDraw as verifyQueueDraw } from "../../server/src/modules/queue/queue.rules.ts";
import { FAIRNESS_LOG_FORMAT, parseJsonLines as parseFairnessLog, verifyFairnessLog, verifyFairnessReport, type FairnessEntry, type FairnessReportDocument } from "../../server/src/modules/queue/fairness.rules.ts";
import { giveawayDrawRecordQuery, publicRead, waitingRoomDrawQuery } from "../lib/public-documents.ts";
import { organisationCreatedText, registerPlatformCommands, withOrganisationOptions } from "./platform.ts";

const program = new Command();
program
  .name("fanfare")
  .description("Fanfare's operator CLI: events, sales, orders, attendees, seat maps, API keys and the day-of-show tools, over the GraphQL API; `platform` (the first organisations and keys, maintenance mode) works on the database itself, with no server and no key.")
  .addOption(new Option("--url <url>", "the server (default: FANFARE_API_URL, the saved login, http://localhost:4000)"))
  .addOption(new Option("--key <key>", "an API key (default: FANFARE_API_KEY, else the saved login's session)"))
  .addOption(new Option("--org <id>", "the organisation to act for (default: FANFARE_ORGANISATION; a key acts for its own)"))
  .option("--json", "print JSON for scripts instead of text")
  .showHelpAfterError();

type Globals = { url?: string; key?: string; org?: string; json?: boolean };
const globals = (): Globals => program.opts<Globals>();
const conn = (): Connection => connection(globals());

/** Prints `data` as JSON (--json) or as the text `text` makes of it. */
function out<T>(data: T, text: (d: T) => string): void {
  process.stdout.write(globals().json ? `${JSON.stringify(data, null, 2)}\n` : `${text(data)}\n`);
}

/** A progress bar on stderr for long work (never in --json mode or when stderr is not a terminal). */
function progress(total: number, label: string): { tick(n?: number): void; stop(): void } {
  if (globals().json || !process.stderr.isTTY) return { tick() {}, stop() {} };
  const bar = new SingleBar({ format: `${label} [{bar}] {value}/{total}`, stream: process.stderr, hideCursor: true }, Presets.shades_classic);
  bar.start(total, 0);
  return { tick: (n = 1) => bar.increment(n), stop: () => bar.stop() };
}

function table(rows: Record<string, unknown>[], cols: string[]): string {
  if (!rows.length) return "(none)";
  const cell = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));
  const widths = cols.map((c) => Math.min(40, Math.max(c.length, ...rows.map((r) => cell(r[c]).length))));
  const line = (vals: string[]) => vals.map((v, i) => v.slice(0, 40).padEnd(widths[i])).join("  ").trimEnd();
  return [line(cols), ...rows.map((r) => line(cols.map((c) => cell(r[c]))))].join("\n");
}

/**
 * An enum value given on the command line, upper-cased. Its type is the schema's enum; the server checks the
 * value itself (a value outside the enum is refused as the variable's error, which the CLI prints).
 */
function enumArg<E extends string>(value: string): E;
function enumArg<E extends string>(value: string | undefined): E | undefined;
function enumArg<E extends string>(value: string | undefined): E | undefined {
  return value === undefined ? undefined : (value.toUpperCase() as E);
}

const money = (m: { amount: number; currency: string }) => `${(m.amount / 100).toFixed(2)} ${m.currency}`;

/** Every page of a connection, with a progress bar when there are many. */
async function allPages<N>(fetchPage: (after: string | null) => Promise<{ edges: { node: N }[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } }>, limit: number, label: string): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  const bar = limit > 200 ? progress(limit, label) : null;
  for (;;) {
    const page = await fetchPage(after);
    nodes.push(...page.edges.map((e) => e.node));
    bar?.tick(page.edges.length);
    if (!page.pageInfo.hasNextPage || nodes.length >= limit || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  bar?.stop();
  return nodes.slice(0, limit);
}

// ───── login, whoami ─────


async function password(): Promise<string> {
  if (process.env.FANFARE_PASSWORD) return process.env.FANFARE_PASSWORD;
  if (!process.stdin.isTTY) return (await new Promise<string>((res) => { let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => res(s)); })).trim();
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  const p = await rl.question("Password: ");
  rl.close();
  return p;
}

program
  .command("login")
  .description("sign in as an organisation's staff account and save the session (for `keys` and anything a key cannot do)")
  .requiredOption("--email <email>", "the staff account's e-mail address")
  .action(async (o: { email: string }) => {
    const c = conn();
    const answer = (await gql({ ...c, key: null }, op.CliSignIn, { input: { email: o.email, password: await password(), deviceToken: deviceTokenFor(o.email) } })).signIn;
    // A human check cannot be solved here: the account has failed many sign-ins elsewhere and this machine never signed in to it.
    if (answer.__typename === "HumanCheckFailedError") throw new CliError("this account has failed many sign-ins from other devices: sign in once in the app (it asks for the human check), or wait 15 minutes", "HUMAN_CHECK_FAILED");
    const r = success(answer, "AuthPayload");
    rememberDeviceToken(r.user.email, r.deviceToken);
    const orgs = (await gql({ ...c, key: r.token }, op.CliMyOrganisations)).myOrganisations;
    const organisation = c.organisation ?? (orgs.length === 1 ? orgs[0].id : null);
    saveLogin({ url: c.url, token: r.token, organisation });
    out({ email: r.user.email, organisations: orgs, actingFor: organisation }, (d) => `signed in as ${d.email}\n${table(d.organisations, ["id", "slug", "name", "role"])}${d.actingFor ? `\nacting for ${d.actingFor}` : orgs.length > 1 ? "\nseveral organisations: pass --org <id>" : ""}`);
  });

program
  .command("logout")
  .description("forget the saved session")
  .action(() => {
    saveLogin(null);
    out({ ok: true }, () => "signed out");
  });

program
  .command("whoami")
  .description("who the key or session is: its organisation and scopes")
  .action(async () => {
    const me = (await gql(conn(), op.CliWhoami)).operatorIdentity;
    if (!me) throw new CliError("not an operator: give an API key (--key, FANFARE_API_KEY) or `fanfare login`", "FORBIDDEN");
    out(me, (d) => `${d.apiKey ? "API key" : "staff account"} of ${d.organisationName ?? d.organisationId ?? "the platform"}\nscopes: ${d.scopes.join(" ")}`);
  });

// ───── events ─────


type EventView = CliEventFieldsFragment;
const eventText = (e: EventView) =>
  `${e.id}  ${e.slug}  ${e.title}\n  starts ${e.startsAt}, ${e.lifecycle === "DRAFT" ? "DRAFT (not published), " : ""}sale ${e.cancelledAt ? "CANCELLED" : e.saleState}\n` + e.ticketTypes.map((t) => `  ${t.area.padEnd(6)} ${t.name}  ${money(t.price)}  ${t.sold}/${t.capacity}`).join("\n");

/** A YAML or JSON file, parsed by its extension (YAML also reads JSON). */
function readDataFile(file: string): unknown {
  const text = fs.readFileSync(file, "utf8");
  return file.endsWith(".json") ? JSON.parse(text) : YAML.parse(text);
}

function parseEventFile(file: string): EventFile {
  const r = eventFileSchema.safeParse(readDataFile(file));
  if (!r.success) throw new CliError(`${file} is not an event file`, "VALIDATION", r.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
  return r.data;
}

const events = program.command("events").description("an organisation's events");
events
  .command("list")
  .description("the events, newest first")
  .option("--search <text>", "part of the title, slug or venue")
  .option("--limit <n>", "at most this many", "100")
  .action(async (o: { search?: string; limit: string }) => {
    const list = await allPages(async (after) => (await gql(conn(), op.CliEvents, { first: 100, after, search: o.search })).operatorEvents, Number(o.limit), "events");
    out(list, (l) => table(l.map((e) => ({ ...e, state: e.cancelledAt ? "CANCELLED" : e.lifecycle === "DRAFT" ? "DRAFT" : e.saleState })), ["id", "slug", "title", "startsAt", "state"]));
  });

events
  .command("create")
  .description("create an event from a YAML or JSON file's `event`, as a draft fans do not see (`events publish`); its sale starts paused; see `events import` for ticket types and a seat map too")
  .argument("<file>", "the event file")
  .action(async (file: string) => {
    const f = parseEventFile(file);
    const e = success((await gql(conn(), op.CliCreateEvent, { input: f.event })).createEvent, "OperatorEvent");
    out(e, eventText);
  });

events
  .command("edit")
  .description("change an event's terms: from a file's `event` (only the fields given), and/or --set field=value")
  .argument("<eventId>", "the event")
  .option("--file <file>", "a YAML or JSON file with an `event` (or the terms at its top level)")
  .option("--set <field=value...>", "a term to change (numbers and true/false are converted)")
  .action(async (id: string, o: { file?: string; set?: string[] }) => {
    const input: Record<string, unknown> = {};
    if (o.file) {
      const raw = readDataFile(o.file) as Record<string, unknown>;
      Object.assign(input, (raw.event as Record<string, unknown>) ?? raw);
      delete input.slug;
      delete input.currency;
    }
    for (const kv of o.set ?? []) {
      const i = kv.indexOf("=");
      if (i < 1) throw new CliError(`--set ${kv}: expected field=value`, "VALIDATION");
      const v = kv.slice(i + 1);
      input[kv.slice(0, i)] = v === "true" ? true : v === "false" ? false : v === "null" ? null : /^-?\d+$/.test(v) ? Number(v) : v;
    }
    if (!Object.keys(input).length) throw new CliError("nothing to change: give --file or --set", "VALIDATION");
    out(success((await gql(conn(), op.CliUpdateEvent, { id, input })).updateEvent, "OperatorEvent"), eventText);
  });

events
  .command("import")
  .description("create an event with its ticket types, seat map and (optionally) publish it and open its sale, from one YAML or JSON file; without publish: true (or openSale: true, which publishes too) it stays a draft")
  .argument("<file>", "the event file: { event, ticketTypes, seatMap?: { csv | areas }, publish?, openSale? }")
  .action(async (file: string) => {
    const f = parseEventFile(file);
    const c = conn();
    const publish = importPublishes(f);
    const steps = 1 + f.ticketTypes.length + (f.seatMap ? 1 : 0) + (publish ? 1 : 0) + (f.openSale ? 1 : 0);
    const bar = progress(steps, "importing");
    const created = success((await gql(c, op.CliCreateEvent, { input: f.event })).createEvent, "OperatorEvent");
    bar.tick();
    try {
      for (const t of f.ticketTypes) {
        success((await gql(c, op.CliAddTicketType, { eventId: created.id, input: t })).addTicketType, "OperatorTicketType");
        bar.tick();
      }
      if (f.seatMap) {
        const map = f.seatMap;
        const r =
          "csv" in map
            ? (await gql(c, op.CliImportSeatMap, { eventId: created.id, csv: map.csv.includes("\n") ? map.csv : fs.readFileSync(new URL(map.csv, `file://${fs.realpathSync(file)}`), "utf8") })).importSeatMap
            : (await gql(c, op.CliSetSeatMap, { eventId: created.id, input: { areas: map.areas } })).setSeatMap;
        success(r, "OperatorEvent");
        bar.tick();
      }
      if (publish) {
        success((await gql(c, op.CliPublish, { eventId: created.id })).publishEvent, "OperatorEvent");
        bar.tick();
      }
      if (f.openSale) {
        // The file's sale start is what was announced: a later one is kept (the pre-queue draws then).
        success((await gql(c, op.CliSales, { id: created.id, action: "OPEN", opening: "AS_SCHEDULED" })).setEventSales, "OperatorEvent");
        bar.tick();
      }
    } catch (e) {
      bar.stop();
      if (e instanceof CliError) throw new CliError(`${e.message} (the event ${created.id} was created; fix the file and run \`events edit\`, \`seatmap import\`…, or import again with a new slug)`, e.code, e.issues);
      throw e;
    }
    bar.stop();
    const imported = (await gql(c, op.CliEvent, { id: created.id })).operatorEvent;
    if (!imported) throw new CliError(`the event ${created.id} was created but cannot be read back`, "NOT_FOUND");
    out(imported, eventText);
  });

events
  .command("cover")
  .description("upload an event's cover image (JPEG, PNG or WebP)")
  .argument("<eventId>", "the event")
  .argument("<file>", "the image file")
  .action(async (id: string, file: string) => {
    const c = conn();
    const form = new FormData();
    // The GraphQL multipart request: Yoga takes `operations` whole as the request's params, extensions and all,
    // so the upload goes by persisted hash like every other command.
    form.set("operations", JSON.stringify({ variables: { eventId: id, file: null }, extensions: persistedQuery(op.CliCover) }));
    form.set("map", JSON.stringify({ 0: ["variables.file"] }));
    form.set("0", new Blob([new Uint8Array(fs.readFileSync(file))]), file.split("/").pop());
    const res = await fetch(`${c.url}/graphql`, { method: "POST", headers: { ...authHeaders(c), "x-graphql-yoga-csrf": "1" }, body: form }).catch((e: Error) => {
      throw new CliError(`cannot reach ${c.url}: ${e.message}`, "UNREACHABLE");
    });
    const data = dataOf(c, res.status, (await res.json().catch(() => null)) as { data?: ResultOf<typeof op.CliCover> | null } | null);
    out(success(data.uploadEventCover, "OperatorEvent"), (d) => `cover: ${c.url}${d.coverImageUrl}`);
  });

events
  .command("publish")
  .description("publish a draft: fans see it from now on (its sale is not touched: `sales open` opens it)")
  .argument("<eventId>", "the event")
  .action(async (id: string) => out(success((await gql(conn(), op.CliPublish, { eventId: id })).publishEvent, "OperatorEvent"), eventText));

events
  .command("cancel")
  .description("cancel an event: its sale closes, paid orders are refunded to where each payment came from, tickets voided (safe to run again)")
  .argument("<eventId>", "the event")
  .requiredOption("--yes", "confirm: this cannot be undone")
  .action(async (id: string) => {
    const r = success((await gql(conn(), op.CliCancel, { id })).cancelEvent, "EventCancellation");
    out(r, (d) => `${d.alreadyCancelled ? "already cancelled" : "cancelled"}: ${d.ordersRefunded} orders refunded, ${d.paymentsRefunded} payments returned${d.refundsPending ? `, ${d.refundsPending} still on their way (sent in the background; run it again later to see them back)` : ""}`);
  });

// `fanfare cancel event <id>` reads as the issue says it.
program
  .command("cancel")
  .description("cancel something (see `cancel event --help`)")
  .command("event")
  .description("the same as `events cancel`")
  .argument("<eventId>", "the event")
  .requiredOption("--yes", "confirm: this cannot be undone")
  .action(async (id: string) => {
    await program.parseAsync(["events", "cancel", id, "--yes"], { from: "user" });
  });

// ───── sales ─────

const salesAction: Record<"pause" | "close", SalesAction> = { pause: "PAUSE", close: "CLOSE" };
const sales = program.command("sales").description("open, pause or close a sale; export sales as CSV");
sales
  .command("open")
  .description("open the sale; one scheduled to start later needs --as-scheduled (keep that start) or --now (open at once)")
  .argument("<eventId>", "the event")
  .option("--as-scheduled", "a sale scheduled to start later opens at that time, as announced (its pre-queue draws then)")
  .option("--now", "a sale scheduled to start later opens now: its start moves to now")
  .action(async (id: string, o: { asScheduled?: boolean; now?: boolean }) => {
    if (o.asScheduled && o.now) throw new CliError("choose one of --as-scheduled and --now", "BAD_USER_INPUT");
    const opening = o.now ? "NOW" : o.asScheduled ? "AS_SCHEDULED" : null;
    out(success((await gql(conn(), op.CliSales, { id, action: "OPEN", opening })).setEventSales, "OperatorEvent"), eventText);
  });
for (const [action, what] of [["pause", "pause the sale: nothing new is held"], ["close", "close the sale now"]] as const) {
  sales
    .command(action)
    .description(what)
    .argument("<eventId>", "the event")
    .action(async (id: string) => out(success((await gql(conn(), op.CliSales, { id, action: salesAction[action] })).setEventSales, "OperatorEvent"), eventText));
}
sales
  .command("export")
  .description("an event's paid and refunded sales as CSV (one line per order line, amounts in minor units)")
  .argument("<eventId>", "the event")
  .option("--out <file>", "write to this file (default: stdout)")
  .action(async (id: string, o: { out?: string }) => {
    const r = (await gql(conn(), op.CliSalesCsv, { eventId: id })).salesCsv;
    const csv = success(r, "QuerySalesCsvSuccess").data;
    const lines = csv.trimEnd().split("\n").length - 1;
    if (o.out) {
      fs.writeFileSync(o.out, csv);
      out({ file: o.out, lines }, (d) => `${d.lines} lines written to ${d.file}`);
    } else if (globals().json) out({ csv, lines }, () => "");
    else process.stdout.write(csv);
  });

// ───── orders, attendees ─────


const orders = program.command("orders").description("an organisation's orders: list them, refund one");
orders
  .command("list")
  .description("orders, newest first")
  .option("--event <eventId>", "only this event's")
  .option("--search <text>", "an order number, or the buyer's e-mail address")
  .option("--status <status>", "AWAITING_PAYMENT, PAID, CANCELLED, EXPIRED or REFUNDED")
  .option("--limit <n>", "at most this many", "200")
  .action(async (o: { event?: string; search?: string; status?: string; limit: string }) => {
    const list = await allPages(async (after) => (await gql(conn(), op.CliOrders, { first: 200, after, search: o.search, eventId: o.event, status: enumArg<OrderStatus>(o.status) })).operatorOrders, Number(o.limit), "orders");
    out(list, (l) => table(l.map((x) => ({ ...x, total: money(x.total) })), ["orderNo", "status", "total", "buyerNickname", "paidAt"]));
  });

orders
  .command("refund")
  .description("refund one paid order, fully or in part, to where its payment came from (scope orders:refund); a full refund voids its tickets; the fan is e-mailed")
  .argument("<orderNo>", "the order's number")
  .requiredOption("--reason <text>", "why (3–500 characters): the fan's e-mail quotes it")
  .option("--amount <amount>", "how much, in the order's currency (e.g. 50.00); all that is left when omitted")
  .option("--idempotency-key <key>", "run again with the same key and it is the same refund, never a second (one is made when omitted)")
  .action(async (orderNo: string, o: { reason: string; amount?: string; idempotencyKey?: string }) => {
    const amount = o.amount === undefined ? null : parseDeposit(o.amount);
    if (o.amount !== undefined && amount === null) throw new CliError(`--amount: "${o.amount}" is not an amount above 0 with at most two decimals`, "VALIDATION");
    const input = { orderNo, reason: o.reason, amount, idempotencyKey: o.idempotencyKey ?? `cli-${crypto.randomUUID()}` };
    const r = success((await gql(conn(), op.CliRefundOrder, { input })).refundOrder, "OrderRefunded");
    out(r, (d) =>
      [
        `${d.repeated ? "already refunded with this key" : "refunded"} ${money({ amount: d.refund.orderAmount, currency: d.order.total.currency })} of ${d.order.orderNo} (refund ${d.refund.refundNo}, ${d.refund.status.toLowerCase()})`,
        d.full ? "the order is refunded in full: its tickets are void" : `left to refund: ${money(d.order.refundable)}`,
      ].join("\n"),
    );
  });

program
  .command("attendees")
  .description("the ticket holders of an event")
  .command("list")
  .description("tickets of an event, newest first")
  .requiredOption("--event <eventId>", "the event")
  .option("--search <text>", "a ticket number, or the holder's e-mail address")
  .option("--status <status>", "PAID, READY, REDEEMED, VALIDATED or REVOKED")
  .option("--limit <n>", "at most this many", "1000")
  .action(async (o: { event: string; search?: string; status?: string; limit: string }) => {
    const list = await allPages(async (after) => (await gql(conn(), op.CliAttendees, { eventId: o.event, first: 200, after, search: o.search, status: enumArg<TicketStatus>(o.status) })).operatorAttendees, Number(o.limit), "attendees");
    out(list, (l) => table(l, ["ticketNo", "status", "area", "seat", "holderNickname", "validatedAt"]));
  });

// ───── seat maps ─────

program
  .command("seatmap")
  .description("an event's seat map")
  .command("import")
  .description("replace an event's seat map from CSV (header area,row,seat[,ticketType[,access]]; a seat may be a range 1-20; access W marks wheelchair spaces, C companion seats), all or nothing")
  .argument("<eventId>", "the event")
  .argument("<file>", "the CSV file")
  .action(async (id: string, file: string) => {
    const e = success((await gql(conn(), op.CliImportSeatMap, { eventId: id, csv: fs.readFileSync(file, "utf8") })).importSeatMap, "OperatorEvent");
    out(e, eventText);
  });

// ───── API keys ─────

const keys = program.command("keys").description("the organisation's API keys (owners; sign in with `fanfare login`: a key cannot manage keys)");
keys
  .command("create")
  .description("a new API key, printed once")
  .requiredOption("--name <name>", "what the key is for")
  .requiredOption("--scope <scope...>", "its scopes, e.g. events:read orders:read (see `keys scopes`)")
  .option("--expires <date>", "when it stops working (ISO date; default in 90 days)")
  .option("--rate <perMinute>", "requests a minute (default 600)")
  .action(async (o: { name: string; scope: string[]; expires?: string; rate?: string }) => {
    const input = { name: o.name, scopes: o.scope, expiresAt: o.expires ? new Date(o.expires).toISOString() : undefined, rateLimitPerMinute: o.rate ? Number(o.rate) : undefined };
    const r = success((await gql(conn(), op.CliCreateKey, { input })).createApiKey, "CreatedApiKey");
    out({ key: r.key, apiKey: r.apiKey }, (d) => `${d.key}\n(shown once: store it now)  id ${d.apiKey.id}, scopes ${d.apiKey.scopes.join(" ")}, expires ${d.apiKey.expiresAt ?? "never"}`);
  });
keys
  .command("list")
  .description("the organisation's keys, oldest first (never the secret)")
  .action(async () => {
    const list = (await gql(conn(), op.CliKeys)).apiKeys;
    out(list, (l) => table(l, ["id", "name", "scopes", "expiresAt", "lastUsedAt", "revokedAt"]));
  });
keys
  .command("revoke")
  .description("revoke a key: it is refused from then on")
  .argument("<id>", "the key's id")
  .action(async (id: string) => {
    const r = success((await gql(conn(), op.CliRevokeKey, { id })).revokeApiKey, "ApiKey");
    out(r, (d) => `revoked ${d.id} (${d.name})`);
  });
keys
  .command("scopes")
  .description("the scopes a key may carry")
  .action(async () => {
    const list = (await gql(conn(), op.CliScopes)).apiKeyScopes;
    out(list, (l) => table(l, ["scope", "description"]));
  });

// ───── the team: members and invitations ─────

const team = program.command("team").description("the organisation's team: members, their roles, invitations (owners, scope members:manage)");
/** A member named by e-mail address or account id. */
async function memberOf(who: string): Promise<{ userId: string; email: string }> {
  const members = (await gql(conn(), op.CliTeam)).organisationMembers;
  const m = members.find((x) => x.userId === who || x.email.toLowerCase() === who.trim().toLowerCase());
  if (!m) throw new CliError(`${who} is not a member of this organisation`, "NOT_FOUND");
  return m;
}
team
  .command("list")
  .description("the members (owners first) and the open invitations")
  .action(async () => {
    const r = await gql(conn(), op.CliTeam);
    const data = { members: r.organisationMembers, invitations: r.organisationInvitations };
    out(data, (d) => `${table(d.members, ["userId", "email", "nickname", "role", "joinedAt"])}

open invitations:
${table(d.invitations, ["id", "email", "role", "expiresAt"])}`);
  });
team
  .command("invite")
  .description("invite an e-mail address to a role: it is e-mailed, and joins only when its account accepts in the app")
  .argument("<email>", "the address to invite")
  .requiredOption("--role <role>", "OWNER, MANAGER, BOX_OFFICE or GATE")
  .action(async (email: string, o: { role: string }) => {
    const r = success((await gql(conn(), op.CliInviteMember, { input: { email, role: enumArg<OrganisationRole>(o.role) } })).inviteOrganisationMember, "OrganisationInvitation");
    out(r, (d) => `invited ${d.email} as ${d.role} (invitation ${d.id}, open until ${d.expiresAt})`);
  });
team
  .command("role")
  .description("change a member's role (the organisation keeps at least one owner)")
  .argument("<member>", "the member's e-mail address or account id")
  .argument("<role>", "OWNER, MANAGER, BOX_OFFICE or GATE")
  .action(async (who: string, role: string) => {
    const m = await memberOf(who);
    const r = success((await gql(conn(), op.CliSetMemberRole, { userId: m.userId, role: enumArg<OrganisationRole>(role) })).setOrganisationMemberRole, "OrganisationMember");
    out(r, (d) => `${d.email} is now ${d.role}`);
  });
team
  .command("remove")
  .description("remove a member from the organisation (their account stays; the last owner cannot be removed)")
  .argument("<member>", "the member's e-mail address or account id")
  .requiredOption("--yes", "confirm: they lose access at once")
  .action(async (who: string) => {
    const m = await memberOf(who);
    const r = success((await gql(conn(), op.CliRemoveMember, { userId: m.userId })).removeOrganisationMember, "OrganisationMember");
    out(r, (d) => `removed ${d.email} (was ${d.role})`);
  });

// ───── access and discount codes (issue 35) ─────

const codes = program.command("codes").description("an event's access codes (presales) and discount codes: list, create one, generate a batch, export as CSV, disable (scope events:write)");
const codeText = (c: { code: string; kind: string; used: number; maxUses?: number | null; batch?: string | null; disabledAt?: unknown; boundEmail?: string | null }) =>
  `${c.code}  ${c.kind}  used ${c.used}${c.maxUses == null ? "" : `/${c.maxUses}`}${c.batch ? `  batch ${c.batch}` : ""}${c.boundEmail ? `  only for ${c.boundEmail}` : ""}${c.disabledAt ? "  disabled" : ""}`;
codes
  .command("list")
  .description("an event's codes, newest first")
  .argument("<eventId>", "the event (its id from `events list`, or its global id)")
  .option("--batch <batch>", "only this batch's")
  .option("--limit <n>", "at most this many (1 to 500)", "500")
  .action(async (eventId: string, o: { batch?: string; limit: string }) => {
    const list = (await gql(conn(), op.CliPromoCodes, { eventId, batch: o.batch, limit: Number(o.limit) })).operatorPromoCodes;
    out(list, (l) => table(l.map((c) => ({ ...c, maxUses: c.maxUses ?? "", disabled: c.disabledAt ? "yes" : "" })), ["id", "code", "kind", "used", "maxUses", "batch", "startsAt", "endsAt", "saleStartsAt", "boundEmail", "disabled"]));
  });
type CodeOptions = { kind: string; ticketType?: string[]; product?: string[]; amount?: string; percent?: string; starts?: string; ends?: string; saleStarts?: string; maxUses?: string; maxUsesPerAccount?: string };
/** The terms every code command takes. */
function withCodeTerms(c: Command): Command {
  return c
    .requiredOption("--kind <kind>", "ACCESS (unlocks hidden ticket types: a presale) or DISCOUNT")
    .option("--ticket-type <id...>", "ACCESS: the hidden ticket types it unlocks (at least one); DISCOUNT: the types it applies to (default every type)")
    .option("--product <id...>", "DISCOUNT: a merchandise discount for these products of the event (instead of ticket types), used at the merch checkout")
    .option("--amount <amount>", "DISCOUNT: off each eligible ticket (or unit of merchandise), in the event's currency (e.g. 5.00)")
    .option("--percent <n>", "DISCOUNT: 1 to 99 percent off the eligible tickets")
    .option("--starts <time>", "valid from (ISO time; default now)")
    .option("--ends <time>", "valid until (ISO time; default no end)")
    .option("--sale-starts <time>", "ACCESS: a presale window: its holders may buy its ticket types from this time, before the public sale opens (ISO time; default with the public)")
    .option("--max-uses <n>", "uses in all, per code (default unlimited)")
    .option("--max-uses-per-account <n>", "uses per account, per code (default unlimited)");
}
function codeTerms(o: CodeOptions) {
  const int = (v: string | undefined, flag: string) => {
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) throw new CliError(`${flag}: "${v}" is not a whole number`, "VALIDATION");
    return Number(v);
  };
  const time = (v: string | undefined, flag: string) => {
    if (v === undefined) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) throw new CliError(`${flag}: "${v}" is not a date or time`, "VALIDATION");
    return d.toISOString();
  };
  const amount = o.amount === undefined ? undefined : parseDeposit(o.amount);
  if (amount === null) throw new CliError(`--amount: "${o.amount}" is not an amount above 0 with at most two decimals`, "VALIDATION");
  return {
    kind: enumArg<PromoCodeKind>(o.kind),
    ticketTypeIds: o.ticketType,
    productIds: o.product,
    discountAmount: amount,
    discountPercent: int(o.percent, "--percent"),
    startsAt: time(o.starts, "--starts"),
    endsAt: time(o.ends, "--ends"),
    saleStartsAt: time(o.saleStarts, "--sale-starts"),
    maxUses: int(o.maxUses, "--max-uses"),
    maxUsesPerAccount: int(o.maxUsesPerAccount, "--max-uses-per-account"),
  };
}
async function createCodes(eventId: string, { productIds, ...input }: CreatePromoCodesInput & { productIds?: string[] }) {
  const r = productIds?.length ? await createMerchCodes(eventId, productIds, input) : (await gql(conn(), op.CliCreatePromoCodes, { eventId, input })).createPromoCodes;
  if (r.__typename === "PromoCodeTakenError") throw new CliError(`${r.message}: ${r.taken.join(", ")}`, r.code);
  return success(r, "PromoCodesCreated");
}
/** Merchandise discount codes (issue 35): a discount's terms, for products instead of ticket types. */
async function createMerchCodes(eventId: string, productIds: string[], { kind, ticketTypeIds, saleStartsAt, ...terms }: CreatePromoCodesInput) {
  if (kind !== "DISCOUNT" || ticketTypeIds?.length || saleStartsAt) throw new CliError("--product makes a merchandise discount: --kind DISCOUNT, without --ticket-type or --sale-starts", "VALIDATION");
  return (await gql(conn(), op.CliCreateMerchPromoCodes, { eventId, input: { ...terms, productIds } })).createMerchPromoCodes;
}
withCodeTerms(
  codes
    .command("create")
    .description("one code of your choosing")
    .argument("<eventId>", "the event")
    .argument("<code>", "the code (3 to 32 letters, digits, - or _)")
    .option("--email <address>", "a personal code: only the account with this e-mail address (any case) may use it; to anyone else it is as unknown (default: anyone)"),
).action(async (eventId: string, code: string, o: CodeOptions & { email?: string }) => {
  const boundEmail = o.email === undefined ? undefined : emailRule.safeParse(o.email);
  if (boundEmail && !boundEmail.success) throw new CliError(`--email: "${o.email}" is not an e-mail address`, "VALIDATION");
  const r = await createCodes(eventId, { ...codeTerms(o), code, boundEmail: boundEmail?.data });
  out(r.codes[0], codeText);
});
withCodeTerms(
  codes
    .command("batch")
    .description("generate a batch of codes, each for its own holder (export them with `codes export --batch`)")
    .argument("<eventId>", "the event")
    .requiredOption("--count <n>", "how many (1 to 10,000)")
    .option("--prefix <prefix>", "the codes start with it (at most 12 letters or digits)")
    .option("--batch <label>", "the batch's label (default: the prefix and the time)"),
).action(async (eventId: string, o: CodeOptions & { count: string; prefix?: string; batch?: string }) => {
  if (!/^\d+$/.test(o.count)) throw new CliError(`--count: "${o.count}" is not a whole number`, "VALIDATION");
  const r = await createCodes(eventId, { ...codeTerms(o), count: Number(o.count), prefix: o.prefix, batch: o.batch });
  out({ count: r.count, batch: r.batch, codes: r.codes }, (d) => `${d.count} codes made in batch ${d.batch ?? ""} (export them: fanfare codes export ${eventId} --batch ${d.batch ?? ""})`);
});
codes
  .command("export")
  .description("an event's codes (or one batch) as CSV: code, kind, batch, used, limits, window, disabled")
  .argument("<eventId>", "the event")
  .option("--batch <batch>", "only this batch's")
  .option("--out <file>", "write to this file (default: stdout)")
  .action(async (eventId: string, o: { batch?: string; out?: string }) => {
    const csv = success((await gql(conn(), op.CliPromoCodesCsv, { eventId, batch: o.batch })).promoCodesCsv, "QueryPromoCodesCsvSuccess").data;
    const lines = csv.trimEnd().split("\n").length - 1;
    if (o.out) {
      fs.writeFileSync(o.out, csv);
      out({ file: o.out, lines }, (d) => `${d.lines} codes written to ${d.file}`);
    } else if (globals().json) out({ csv, lines }, () => "");
    else process.stdout.write(csv);
  });
codes
  .command("disable")
  .description("disable a code: it is refused from then on (holds already made with it keep it)")
  .argument("<id>", "the code's id (from `codes list`)")
  .action(async (id: string) => {
    const r = success((await gql(conn(), op.CliDisablePromoCode, { id })).disablePromoCode, "OperatorPromoCode");
    out(r, (d) => `disabled ${codeText(d)}`);
  });

codes
  .command("presale")
  .description("how many fans registered for the event's presale, were invited, remain")
  .argument("<eventId>", "the event")
  .action(async (eventId: string) => {
    const r = (await gql(conn(), op.CliPresale, { eventId })).operatorPresale;
    out(r, (d) => `registration ${d.open ? "open" : "closed"}: ${d.registered} registered, ${d.invited} invited, ${d.remaining} remaining`);
  });
codes
  .command("invite")
  .description("invite registrants of the event's presale not yet invited, drawn at random: each gets a personal single-use access code by e-mail")
  .argument("<eventId>", "the event")
  .requiredOption("--count <n>", "how many to invite (1 to 10,000; fewer when fewer remain)")
  .option("--ticket-type <id...>", "the hidden ticket types their codes unlock (default: every hidden type of the event)")
  .option("--starts <time>", "the codes are valid from (ISO time; default now)")
  .option("--ends <time>", "the codes are valid until (ISO time; default no end)")
  .option("--sale-starts <time>", "the invited fans may buy from this time, before the public sale opens (ISO time; default with the public)")
  .action(async (eventId: string, o: { count: string; ticketType?: string[]; starts?: string; ends?: string; saleStarts?: string }) => {
    if (!/^\d+$/.test(o.count)) throw new CliError(`--count: "${o.count}" is not a whole number`, "VALIDATION");
    const terms = codeTerms({ kind: "ACCESS", starts: o.starts, ends: o.ends, saleStarts: o.saleStarts });
    const r = success(
      (await gql(conn(), op.CliInvitePresaleFans, { eventId, input: { count: Number(o.count), ticketTypeIds: o.ticketType, startsAt: terms.startsAt, endsAt: terms.endsAt, saleStartsAt: terms.saleStartsAt } })).invitePresaleFans,
      "PresaleInvitation",
    );
    out({ invited: r.invited, remaining: r.remaining, batch: r.batch }, (d) => `${d.invited} fans invited${d.batch ? ` (codes in batch ${d.batch})` : ""}, ${d.remaining} registered fans remain`);
  });

// ───── day of show: entry guide, merch logistics, support, giveaway, audit ─────

program
  .command("entry-guide")
  .description("update an event's entry guide, pushed live to fans (scope entry:manage)")
  .requiredOption("--event <slug>", "the event's slug")
  .requiredOption("--state <state>", "COMING_SOON, VERIFYING, OPEN or CLOSED")
  .option("--queue <time>", "when the queue opens (ISO time)")
  .option("--doors <time>", "when the doors open (ISO time)")
  .option("--note <text>", "a note for fans")
  .action(async (o: { event: string; state: string; queue?: string; doors?: string; note?: string }) => {
    const c = conn();
    const ev = (await gql(c, op.CliEventBySlug, { slug: o.event })).event;
    if (!ev) throw new CliError(`no event "${o.event}"`, "NOT_FOUND");
    const input = { eventId: ev.id, entryState: enumArg<EntryState>(o.state), queueOpensAt: o.queue ? new Date(o.queue).toISOString() : undefined, doorsOpenAt: o.doors ? new Date(o.doors).toISOString() : undefined, entryNote: o.note };
    const r = (await gql(c, op.CliEntry, { input })).updateEventEntry;
    out(r, (d) => `${d.slug}: ${d.entryState}`);
  });

program
  .command("logistics")
  .description("merchandise orders' shipping and pick-up")
  .command("advance")
  .description("move a paid merch order to its next step (or --to it), live for the fan (scope merch:logistics)")
  .argument("<orderNo>", "the order number")
  .option("--to <status>", "PROCESSING, SHIPPED, DELIVERED, READY_FOR_PICKUP or PICKED_UP (must be the next step)")
  .option("--note <text>", "e.g. the tracking number")
  .action(async (orderNo: string, o: { to?: string; note?: string }) => {
    const r = (await gql(conn(), op.CliAdvance, { input: { orderNo, to: enumArg<MerchFulfilmentStatus>(o.to), note: o.note } })).advanceMerchOrder;
    out(success(r, "MerchOrder"), (d) => [`${d.orderNo}: ${d.fulfilment}`, ...d.logistics.map((s) => `  ${s.at}  ${s.status}${s.note ? `  (${s.note})` : ""}`)].join("\n"));
  });

const support = program.command("support").description("fans' support issues about the organisation's events (scope support:answer)");
support
  .command("list")
  .description("issues, oldest first")
  .option("--status <status>", "OPEN, ANSWERED or CLOSED", "OPEN")
  .action(async (o: { status: string }) => {
    const list = (await gql(conn(), op.CliIssues, { status: enumArg<SupportStatus>(o.status) })).supportIssues;
    out(list, (l) => table(l, ["id", "ref", "type", "status", "createdAt", "text"]));
  });
support
  .command("answer")
  .description("answer an issue; the fan is e-mailed")
  .argument("<issueId>", "the issue")
  .argument("<text>", "the answer")
  .option("--close", "close the issue too")
  .action(async (issueId: string, body: string, o: { close?: boolean }) => {
    const r = (await gql(conn(), op.CliAnswer, { id: issueId, body, close: !!o.close })).answerSupportIssue;
    out(success(r, "SupportIssue"), (d) => `${d.ref}: ${d.status}`);
  });

/** A public persisted read by anyone (no key, no organisation), as any verifier's would be. */
async function readPublic<R, V>(document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const { url } = conn();
  return publicRead(url, document, variables).catch((e: Error) => {
    throw new CliError(e.message.startsWith(url) ? e.message : `cannot reach ${url}: ${e.message}`, e.message.startsWith(url) ? "HTTP" : "UNREACHABLE");
  });
}

/** A public draw's verification: the record's lines, then each mismatch (exit 2) or that it verified (exit 0). */
function verdict<V extends { verified: boolean; problems: string[] }>(result: V, record: (v: V) => string[], verified: string): void {
  out(result, (v) => [...record(v), ...v.problems.map((p) => `MISMATCH: ${p}`), ...(v.verified ? [`verified: ${verified}`] : [])].join("\n"));
  if (!result.verified) process.exitCode = 2;
}

/** A public draw not made yet: what is published so far (exit 1). */
function notDrawn<V extends object>(published: V, text: (v: V) => string): void {
  out({ ...published, verified: false, drawn: false, problems: [] as string[] }, () => text(published));
  process.exitCode = 1;
}

const giveawayCmd = program.command("giveaway").description("a giveaway's verifiable draw: commit to a seed, draw the winners, verify a draw from its public record");
type DrawView = Extract<ResultOf<typeof op.CliGiveawayDraw>["drawGiveaway"], { __typename: "GiveawayDraw" }>;
const drawText = (d: DrawView) =>
  [
    `${d.campaign.slug}: drawn ${d.winners.length} of ${d.campaign.winnersCount} winners from ${d.entries.length} entries at ${d.campaign.drawnAt}`,
    `seed: ${d.seed}\nentries hash: ${d.entriesHash}`,
    ...d.winners.map((w) => `winner: entry ${w.id} (holder ${w.holder})`),
  ].join("\n");
giveawayCmd
  .command("commit")
  .description("publish SHA-256 of the draw's seed before the draw (scope giveaway:draw); once per campaign")
  .argument("<slug>", "the campaign's slug")
  .option("--seed <secret>", "the secret seed (default: a random one the server keeps until the draw)")
  .action(async (slug: string, o: { seed?: string }) => {
    const r = success((await gql(conn(), op.CliGiveawayCommit, { slug, seed: o.seed })).commitGiveawayDraw, "GiveawaySeedCommitment");
    out({ slug, seedCommitment: r.seedCommitment }, (d) => `committed: SHA-256(seed) = ${d.seedCommitment}\npublish it now; the seed is revealed by the draw`);
  });
giveawayCmd
  .command("draw")
  .description("reveal the seed and draw the winners of an ended campaign (scope giveaway:draw); again, it prints the recorded draw")
  .argument("<slug>", "the campaign's slug")
  .action(async (slug: string) => {
    out(success((await gql(conn(), op.CliGiveawayDraw, { slug })).drawGiveaway, "GiveawayDraw"), drawText);
  });
giveawayCmd
  .command("verify")
  .description("recompute a draw from the server's public record, as anyone can (no key needed): exit 0 verified, 2 a mismatch, 1 not drawn yet")
  .argument("<slug>", "the campaign's slug")
  .action(async (slug: string) => {
    const d = (await readPublic(giveawayDrawRecordQuery, { slug })).giveawayDraw;
    if (!d) throw new CliError(`no giveaway "${slug}"`, "NOT_FOUND");
    if (!d.campaign.drawnAt || !d.seed || !d.seedCommitment || !d.entriesHash) return notDrawn({ slug, seedCommitment: d.seedCommitment ?? null }, (v) => `not drawn yet; published commitment: ${v.seedCommitment ?? "(none)"}`);
    const problems = verifyDraw({ ...d, seed: d.seed, seedCommitment: d.seedCommitment, entriesHash: d.entriesHash, winnersCount: d.campaign.winnersCount });
    const result = { slug, verified: problems.length === 0, drawn: true, algorithm: d.algorithm, seedCommitment: d.seedCommitment, seed: d.seed, entriesHash: d.entriesHash, entries: d.entries.length, winners: d.winners, problems };
    verdict(result, (v) => [
      `algorithm:  ${v.algorithm}`,
      `commitment: ${v.seedCommitment}\nseed:       ${v.seed}\nentries:    ${v.entries} (hash ${v.entriesHash})`,
      `winners:    ${v.winners.map((w) => `${w.id} (${w.holder})`).join(", ") || "(none)"}`,
    ], "the seed matches its commitment and the winners follow from it");
  });

/** A public document from a file or an http(s) address. */
async function readDocument(source: string): Promise<string> {
  if (!/^https?:\/\//.test(source)) {
    if (!fs.existsSync(source)) throw new CliError(`no file ${source}`, "NOT_FOUND");
    return fs.readFileSync(source, "utf8");
  }
  const res = await fetch(source).catch((e: Error) => {
    throw new CliError(`cannot reach ${source}: ${e.message}`, "UNREACHABLE");
  });
  if (!res.ok) throw new CliError(`${source} answered ${res.status}`, res.status === 404 ? "NOT_FOUND" : "HTTP");
  return res.text();
}

/** `queue verify --log`: the fairness log's chain, its draw and the order of every admission and offer. */
async function verifyLog(source: string): Promise<void> {
  const text = await readDocument(source);
  let entries: FairnessEntry[];
  try {
    entries = parseFairnessLog(text);
  } catch (e) {
    throw new CliError(`${source} is not a fairness log (JSON lines): ${(e as Error).message}`, "VALIDATION");
  }
  const { problems, summary } = await verifyFairnessLog(entries);
  const result = { source, format: FAIRNESS_LOG_FORMAT, verified: problems.length === 0, ...summary, problems };
  verdict(
    result,
    (v) => [`log:       ${v.source} (${v.entries} entries, head ${v.head})`, `drawn:     ${v.drawn} places; admitted ${v.admitted}; offers ${v.offers}; tickets sold ${v.ticketsSold}; rate changes ${v.rateChanges}`],
    "every hash links, the draw follows from its committed seed, and every admission and offer followed the line's order",
  );
}

/** `queue verify --report`: the signed report's signature (offline, with the pinned or published key) and, with --log, its figures against the log. */
async function verifyReport(source: string, opts: { publicKey?: string; log?: string }): Promise<void> {
  let doc: FairnessReportDocument;
  try {
    doc = JSON.parse(await readDocument(source)) as FairnessReportDocument;
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${source} is not a fairness report (JSON): ${(e as Error).message}`, "VALIDATION");
  }
  const log = opts.log ? parseFairnessLog(await readDocument(opts.log)) : undefined;
  const problems = [...verifyFairnessReport(doc, { trustedPublicKey: opts.publicKey, log }), ...(log ? (await verifyFairnessLog(log)).problems.map((p) => `log: ${p}`) : [])];
  const result = { source, verified: problems.length === 0, keyId: doc.keyId, pinnedKey: !!opts.publicKey, report: doc.report, problems };
  verdict(
    result,
    (v) => [
      `report:    ${v.source} (key ${v.keyId}${v.pinnedKey ? ", pinned" : ", as published in the report"})`,
      `event:     ${v.report.event?.slug}; pre-queue ${v.report.fans?.preQueue}, after ${v.report.fans?.afterDraw}; admitted ${v.report.admitted}; sold ${v.report.ticketsSold} to ${v.report.accountsServed} accounts (most ${v.report.mostTicketsOneAccount}); oversold ${v.report.oversold}`,
      ...(v.report.secure
        ? [
            `v2:        ${v.report.handBacksResold} handed back and resold; identities ${v.report.identitiesServed ?? "n/a (no real names)"} (most ${v.report.mostTicketsOneIdentity ?? "n/a"}); secure p50 ≤ ${v.report.secure.p50Ms ?? "?"} ms, p99 ≤ ${v.report.secure.p99Ms ?? "?"} ms over ${v.report.secure.answers} answers`,
          ]
        : []),
    ],
    opts.log ? "the signature is the key's, and the figures match the log" : "the signature is the key's",
  );
}

program
  .command("queue")
  .description("a hot event's waiting room")
  .command("verify")
  .description(
    "recompute a waiting room's pre-queue draw from the server's public record, as anyone can (no key needed): exit 0 verified, 2 a mismatch, 1 not drawn yet; with --log, check a downloaded fairness log instead (its chain, its draw, and the order of every admission and offer)",
  )
  .argument("[eventSlug]", "the event's slug (with --log: its log is read from the server when the file or address is not given)")
  .option("--log [fileOrUrl]", "a fairness log (JSON lines) to check: a file, or an address such as <server>/fairness/<slug>/log.jsonl")
  .option("--report <fileOrUrl>", "a signed fairness report to check offline (<server>/fairness/<slug>/report.json); with --log, its figures against that log")
  .option("--public-key <base64url>", "with --report: the Ed25519 public key to trust (from <server>/fairness/keys.json), instead of the one the report names")
  .action(async (slug: string | undefined, opts: { log?: string | true; report?: string; publicKey?: string }) => {
    if (opts.report) return verifyReport(opts.report, { publicKey: opts.publicKey, log: typeof opts.log === "string" ? opts.log : undefined });
    if (opts.log) {
      if (opts.log === true && !slug) throw new CliError("--log needs a file, an address or an event slug", "VALIDATION");
      return verifyLog(opts.log === true ? new URL(`/fairness/${encodeURIComponent(slug!)}/log.jsonl`, conn().url).toString() : opts.log);
    }
    if (!slug) throw new CliError("which event? give its slug (or --log <file|url>)", "VALIDATION");
    const room = (await readPublic(waitingRoomDrawQuery, { slug })).waitingRoom;
    if (!room) throw new CliError(`no event "${slug}"`, "NOT_FOUND");
    if (!room.seed || !room.seedHash || room.drawHash === null || room.drawList === null) return notDrawn({ slug, state: room.state, seedHash: room.seedHash ?? null }, (v) => `not drawn yet (state ${v.state}); published seedHash: ${v.seedHash ?? "(none)"}`);
    const problems = await verifyQueueDraw({ seed: room.seed, seedHash: room.seedHash, drawHash: room.drawHash, drawList: room.drawList });
    const places = room.drawList ? room.drawList.split("\n").length : 0;
    const result = { slug, verified: problems.length === 0, drawn: true, algorithm: QUEUE_DRAW_ALGORITHM, seedHash: room.seedHash, seed: room.seed, drawHash: room.drawHash, places, problems };
    verdict(result, (v) => [`algorithm: ${v.algorithm}`, `seedHash:  ${v.seedHash}\nseed:      ${v.seed}\ndrawn:     ${v.places} places (hash ${v.drawHash})`], "the seed matches its commitment and the drawn order follows from it");
  });

program
  .command("audit")
  .description("the audit log (a platform key with audit:read)")
  .command("list")
  .description("entries, newest first")
  .option("--user <id|email>", "only this account's")
  .option("--action <name>", "only this action")
  .option("--since <date>", "from this time")
  .option("--limit <n>", "at most this many", "100")
  .action(async (o: { user?: string; action?: string; since?: string; limit: string }) => {
    const filter = { user: o.user, action: o.action, since: o.since ? new Date(o.since).toISOString() : undefined };
    const list = await allPages(
      async (after) => (await gql(conn(), op.CliAudit, { filter, first: 100, after })).auditLog,
      Number(o.limit),
      "audit",
    );
    out(list, (l) => table(l, ["at", "action", "outcome", "targetType", "targetId"]));
  });

// ───── the platform: organisations over the API ─────

const OVER_THE_API = "Over the GraphQL API with a platform key (`fanfare platform key create --platform --scope organisations:read organisations:write`) or a signed-in platform operator; an organisation's owner or key is refused (FORBIDDEN). Before any platform key exists, `fanfare platform org create` makes the very first organisation on the database.";

const orgCmd = program.command("org").alias("organisations").description("the platform's organisations, over the API (scopes organisations:read, organisations:write)").addHelpText("after", `\n${OVER_THE_API}`);
withOrganisationOptions(orgCmd.command("create"))
  .description("a new organisation, with the existing account of --owner as its OWNER (audited)")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (o: { slug: string; name: string; owner: string }) => {
    const r = success((await gql(conn(), op.CliCreateOrganisation, { input: { slug: o.slug, name: o.name, ownerEmail: o.owner } })).createOrganisation, "CreatedOrganisation");
    const made = { organisation: r.organisation, owner: { userId: r.ownerUserId, email: r.ownerEmail } };
    out(made, organisationCreatedText);
  });
orgCmd
  .command("list")
  .description("every organisation, oldest first, with how many members it has")
  .option("--limit <n>", "at most this many", "1000")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (o: { limit: string }) => {
    const list = await allPages(async (after) => (await gql(conn(), op.CliOrganisations, { first: 200, after })).organisations, Number(o.limit), "organisations");
    out(list, (l) => table(l, ["id", "slug", "name", "memberCount", "createdAt"]));
  });

// Applications to become an organiser (issue 34): a fan applies in the app; the platform decides here or in the console.
const applications = orgCmd
  .command("applications")
  .description("fans' applications to become an organiser: list them, approve one (its organisation is created, the applicant its OWNER), refuse one with a reason; the applicant is e-mailed either way")
  .addHelpText("after", `\n${OVER_THE_API}`);
applications
  .command("list")
  .description("the applications in one state: waiting ones oldest first, decided ones newest first")
  .option("--status <status>", "PENDING, APPROVED, REFUSED or ALL", "PENDING")
  .option("--limit <n>", "at most this many (at most 200)", "100")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (o: { status: string; limit: string }) => {
    const status = o.status.toUpperCase() === "ALL" ? null : enumArg<OrganisationApplicationStatus>(o.status);
    const list = (await gql(conn(), op.CliApplications, { status, limit: Number(o.limit) })).organisationApplications;
    out(list, (l) => table(l, ["id", "status", "organisationName", "applicantEmail", "country", "expectedVolume", "createdAt"]));
  });
applications
  .command("show")
  .description("one application, every field")
  .argument("<id>", "the application's id")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (id: string) => {
    const found = (await gql(conn(), op.CliApplications, { status: null, limit: 200 })).organisationApplications.find((a) => a.id === id);
    if (!found) throw new CliError(`no application "${id}" among the newest 200`, "NOT_FOUND");
    out(found, (a) => Object.entries(a).filter(([k]) => k !== "__typename").map(([k, v]) => `${k.padEnd(17)} ${Array.isArray(v) ? v.join(", ") : (v ?? "")}`).join("\n"));
  });
applications
  .command("approve")
  .description("approve an application: its organisation is created with the applicant as OWNER (audited, e-mailed); approving again answers the same organisation")
  .argument("<id>", "the application's id")
  .option("--slug <slug>", "the organisation's slug (default: made of its name)")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (id: string, o: { slug?: string }) => {
    const r = success((await gql(conn(), op.CliApproveApplication, { id, slug: o.slug ?? null })).approveOrganisationApplication, "ApprovedOrganisationApplication");
    out(r, (d) => `${d.alreadyApproved ? "already approved" : "approved"}: organisation ${d.organisation.slug} (${d.organisation.name}), id ${d.organisation.id}\nowner: ${d.application.applicantEmail}`);
  });
applications
  .command("refuse")
  .description("refuse an application with a reason the applicant reads in the e-mail (audited); they may apply again")
  .argument("<id>", "the application's id")
  .requiredOption("--reason <text>", "why, in words the applicant understands (5 to 500 characters)")
  .addHelpText("after", `\n${OVER_THE_API}`)
  .action(async (id: string, o: { reason: string }) => {
    const r = success((await gql(conn(), op.CliRefuseApplication, { id, reason: o.reason })).refuseOrganisationApplication, "OrganisationApplication");
    out(r, (d) => `refused ${d.organisationName} (${d.applicantEmail}): ${d.refusalReason}`);
  });

registerPlatformCommands(program, out, table);

// ───── run ─────

program.parseAsync(process.argv).catch((e: unknown) => {
  const err = e instanceof CliError ? e : new CliError((e as Error).message ?? String(e));
  if (globals().json) process.stderr.write(`${JSON.stringify({ error: { code: err.code, message: err.message, issues: err.issues } })}\n`);
  else process.stderr.write(`error ${err.code}: ${err.message}\n${err.issues.map((i) => `  ${i.field}: ${i.message}`).join("\n")}${err.issues.length ? "\n" : ""}`);
  process.exitCode = 1;
});

export { readLogin };
