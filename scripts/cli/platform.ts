// `fanfare platform …`: what must work with no server and no key, on this checkout's database directly
// (DATABASE_URL, else the embedded PostgreSQL of a server running from this checkout, else that one started
// for the run: scripts/lib/operator-db.ts). The bootstrap of a fresh installation's first organisation and
// its owner, of the first platform key or an organisation's first key (an owner then signs in and makes the
// rest with `fanfare keys`), and maintenance mode, which
// every instance reads from the database within 2 s. The database code is loaded only when one of these runs.
import type { Command } from "commander";
import { CliError } from "./client.ts";

type Out = <T>(data: T, text: (d: T) => string) => void;
type Table = (rows: Record<string, unknown>[], cols: string[]) => string;

const ON_THE_DATABASE = "Works on the database (DATABASE_URL, else this checkout's embedded PostgreSQL), with no server and no API key (--url and --key do not apply).";

/** Who made a change on the database, for the audit log (no account, no key: the host's own access). */
const ON_THE_DATABASE_AGENT = "operator-cli platform";

async function operatorDb() {
  return (await import("../lib/operator-db.ts")).withOperatorDb;
}

function positiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new CliError(`${flag} ${value}: expected a whole number above 0`, "VALIDATION");
  return n;
}

/** A command's options with --org, which the program's own --org (the same flag) takes wherever it is given. */
const orgOptions = <T extends object = object>(cmd: Command) => cmd.optsWithGlobals<T & { org?: string }>();

/** The options of `org create`, on the database (`platform org create`) and over the API (`org create`) alike. */
export function withOrganisationOptions(cmd: Command): Command {
  return cmd
    .requiredOption("--slug <slug>", "its short name: 3 to 80 of a-z, 0-9 and -")
    .requiredOption("--name <name>", "its name as fans and staff see it")
    .requiredOption("--owner <email>", "the e-mail of an existing account (signed up in the app), made its owner");
}

/** How a new organisation is printed (without --json), whichever way it was made. */
export const organisationCreatedText = (d: { organisation: { id: string; slug: string; name: string }; owner: { email: string } }) =>
  `created organisation ${d.organisation.slug} (${d.organisation.name}), id ${d.organisation.id}\nowner: ${d.owner.email}`;

export function registerPlatformCommands(program: Command, out: Out, table: Table): void {
  const platform = program
    .command("platform")
    .description("the platform operator's tools on the database itself, with no server and no key: the first organisations and API keys, maintenance mode")
    .addHelpText("after", `\n${ON_THE_DATABASE}`);

  const key = platform.command("key").description("API keys made on the database: the bootstrap of the first platform key or of an organisation's first key").addHelpText("after", `\n${ON_THE_DATABASE}`);
  key
    .command("create")
    .description("a new API key of an organisation (--org) or of the platform (--platform), printed once")
    .option("--org <slugOrId>", "the organisation the key acts for")
    .option("--platform", "a platform key (above every organisation, e.g. audit:read)")
    .requiredOption("--name <name>", "what the key is for")
    .requiredOption("--scope <scope...>", "its scopes, e.g. events:write orders:read (area:action)")
    .option("--expires-days <n>", "it stops working after this many days (default: never)")
    .option("--rate <perMinute>", "requests a minute (default 600)")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(async (_o: unknown, cmd: Command) => {
      const o = orgOptions<{ platform?: boolean; name: string; scope: string[]; expiresDays?: string; rate?: string }>(cmd);
      if (!o.org === !o.platform) throw new CliError("give either --org <slug|id> or --platform", "VALIDATION");
      const days = positiveInteger(o.expiresDays, "--expires-days");
      const rate = positiveInteger(o.rate, "--rate");
      const refused = (await import("../../server/src/modules/organisations/index.ts")).refusedBootstrapScopes(o.scope, !!o.platform);
      if (refused.length) throw new CliError(`a${o.platform ? " platform" : "n organisation's"} key cannot carry ${refused.join(", ")} (see \`fanfare keys scopes\`)`, "VALIDATION", refused.map((s) => ({ field: "scope", message: `unknown or not allowed: ${s}` })));
      const { createApiKeyOnDatabase, findOrganisation } = await import("../../server/src/modules/organisations/index.ts");
      const created = await (await operatorDb())(async (db) => {
        const org = o.org ? await findOrganisation(db, o.org) : null;
        if (o.org && !org) throw new CliError(`no organisation "${o.org}"`, "NOT_FOUND");
        const input = { organisationId: org?.id ?? null, name: o.name, scopes: o.scope, expiresAt: days ? new Date(Date.now() + days * 86_400_000) : null, rateLimitPerMinute: rate };
        return createApiKeyOnDatabase(db, { userAgent: ON_THE_DATABASE_AGENT }, input).catch((e: Error) => {
          // The key's own checks (a blank name) throw plain Errors; anything else (the database) stays what it is.
          throw e.constructor === Error ? new CliError(e.message, "VALIDATION") : e;
        });
      });
      out(created, (d) => `${d.key}\n(shown once: store it now)  id ${d.apiKey.id}, ${d.apiKey.organisationId ?? "platform"}, scopes ${d.apiKey.scopes.join(" ")}, expires ${d.apiKey.expiresAt?.toISOString() ?? "never"}`);
    });
  key
    .command("list")
    .description("the keys, of one organisation (--org) or all (never the secret)")
    .option("--org <slugOrId>", "only this organisation's")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(async (_o: unknown, cmd: Command) => {
      const o = orgOptions(cmd);
      const { listStaffTokens } = await import("../../server/src/modules/auth/index.ts");
      const { findOrganisation } = await import("../../server/src/modules/organisations/index.ts");
      const list = await (await operatorDb())(async (db) => {
        const org = o.org ? await findOrganisation(db, o.org) : null;
        if (o.org && !org) throw new CliError(`no organisation "${o.org}"`, "NOT_FOUND");
        return listStaffTokens(db, org?.id);
      });
      out(list, (l) => table(l.map((t) => ({ ...t, organisationId: t.organisationId ?? "(platform)" })), ["id", "organisationId", "name", "scopes", "rateLimitPerMinute", "expiresAt", "lastUsedAt", "revokedAt"]));
    });
  key
    .command("revoke")
    .description("revoke a key: it is refused from then on")
    .argument("<id>", "the key's id")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(async (id: string) => {
      const { revokeApiKeyOnDatabase } = await import("../../server/src/modules/organisations/index.ts");
      const revoked = await (await operatorDb())((db) => revokeApiKeyOnDatabase(db, { userAgent: ON_THE_DATABASE_AGENT }, id));
      if (!revoked) throw new CliError(`no live key "${id}"`, "NOT_FOUND");
      out(revoked, (d) => `revoked ${d.id} (${d.name})`);
    });

  const org = platform.command("org").description("organisations made on the database: the bootstrap of a fresh installation's first organiser and its owner").addHelpText("after", `\n${ON_THE_DATABASE}`);
  withOrganisationOptions(org.command("create"))
    .description("a new organisation, with the existing account of --owner as its OWNER (who then signs in: `fanfare login`)")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(async (o: { slug: string; name: string; owner: string }) => {
      const { createOrganisation } = await import("../../server/src/modules/organisations/index.ts");
      const { AppError, ValidationError } = await import("../../server/src/errors.ts");
      const made = await (await operatorDb())((db) =>
        createOrganisation(db, { userAgent: ON_THE_DATABASE_AGENT }, { slug: o.slug, name: o.name, ownerEmail: o.owner }).catch((e: unknown) => {
          // The same typed errors as the API's createOrganisation: every malformed field at once, or a taken slug, or an unknown owner.
          if (e instanceof ValidationError) throw new CliError(e.message, e.code, e.issues);
          if (e instanceof AppError) throw new CliError(e.message, e.code, e.field ? [{ field: e.field, message: e.message }] : []);
          throw e;
        }),
      );
      out(made, organisationCreatedText);
    });
  org
    .command("list")
    .description("every organisation, with how many members it has")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(async () => {
      const { listOrganisations } = await import("../../server/src/modules/organisations/index.ts");
      const list = await (await operatorDb())((db) => listOrganisations(db));
      out(list, (l) => table(l, ["id", "slug", "name", "members", "createdAt"]));
    });

  const maintenance = platform
    .command("maintenance")
    .description("maintenance mode: every server instance answers UNDER_REPAIR (GraphQL) and 9999 (/fanapih5) within 2 s, and the app shows the message")
    .addHelpText("after", `\n${ON_THE_DATABASE}`);
  const switchMaintenance = async (input: { on: boolean; message?: string | null } | null) => {
    const { getMaintenance, setMaintenance } = await import("../../server/src/modules/system/index.ts");
    const { recordAudit } = await import("../../server/src/modules/audit/index.ts");
    const state = await (await operatorDb())(async (db) => {
      const deps = { db, now: () => new Date() };
      if (!input) return getMaintenance(deps);
      const before = await getMaintenance(deps);
      const after = await setMaintenance(deps, input);
      const lines = (m: typeof after) => [`on=${m.on}`, ...(m.on ? [`message=${m.message}`] : [])];
      await recordAudit(db, { action: "platform.maintenance", outcome: "SUCCESS", targetType: "Setting", targetId: "maintenance", userAgent: ON_THE_DATABASE_AGENT, details: { before: lines(before), after: lines(after) } });
      return after;
    });
    out(state, (d) => (d.on ? `maintenance ON: ${d.message}` : "maintenance OFF"));
  };
  maintenance
    .command("on")
    .description("switch maintenance mode on, with the message fans see")
    .argument("[message...]", "the message (default: the standard one)")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action((words: string[]) => switchMaintenance({ on: true, message: words.join(" ") || null }));
  maintenance
    .command("off")
    .description("switch maintenance mode off")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(() => switchMaintenance({ on: false }));
  maintenance
    .command("status")
    .description("whether maintenance mode is on, and its message")
    .addHelpText("after", `\n${ON_THE_DATABASE}`)
    .action(() => switchMaintenance(null));
}
