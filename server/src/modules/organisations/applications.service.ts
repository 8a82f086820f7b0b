// Self-serve organisers (issue 34): a signed-in fan applies to become an organiser (the organisation's
// name, a contact, the country, what events and how many tickets a year, the organiser terms agreed); a
// platform operator approves it or refuses it with a reason. Approval creates the organisation and makes
// the applicant its OWNER in the same transaction as the application's decision, under a row lock on the
// application: approving twice (or twice at once) creates one organisation, and the second answer is the
// first's. Both outcomes are audited and e-mailed to the applicant, in the language they applied in, after
// the commit.
import type { Db, Tx } from "../../db.ts";
import type { Deps } from "../../deps.ts";
import type { Lang } from "../../i18n.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { OrganisationApplication, OrganisationApplicationStatus } from "../../generated/prisma/client.ts";
import { countries } from "../areas/index.ts";
import { recordAudit } from "../audit/index.ts";
import { sendMessage } from "../mail/index.ts";
import { accountBriefsOf } from "../users/index.ts";
import { fieldIssues } from "@fanfare/shared/users";
import { ORGANISATION_SLUG, organisationApplicationInput, refusalReasonRule, slugOfName, type OrganisationApplicationInput } from "@fanfare/shared/organisations";
import { OrganisationApplicationDecidedError, OrganisationApplicationOpenError, OrganisationSlugTakenError } from "./organisations.errors.ts";
import { applicationApprovedMail, applicationRefusedMail } from "./applications.mail.ts";
import { insertOrganisationWithOwner, operatorActor, type OperatorCaller } from "./organisations.service.ts";

/** An application as the applicant and the platform see it, with the applicant's account e-mail. */
export type ApplicationRow = OrganisationApplication & { applicantEmail: string };

async function withApplicant(db: Db | Tx, rows: OrganisationApplication[]): Promise<ApplicationRow[]> {
  const accounts = await accountBriefsOf(db, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((r) => ({ ...r, applicantEmail: accounts.get(r.userId)?.email ?? "" }));
}

/**
 * A signed-in fan's application. Every malformed field is refused at once (a ValidationError with an issue
 * per field, as i18n keys); an account with an application still waiting is refused
 * ORGANISATION_APPLICATION_OPEN (the partial unique index settles two at once). Nothing is stored when refused.
 */
export async function applyForOrganisation(
  deps: Deps,
  caller: { userId: string; lang: Lang; ip?: string | null; userAgent?: string | null },
  input: { [K in keyof OrganisationApplicationInput]?: unknown },
): Promise<ApplicationRow> {
  const parsed = organisationApplicationInput.safeParse(input);
  const issues = parsed.success ? [] : fieldIssues(parsed.error);
  const country = String(input.country ?? "").trim().toUpperCase();
  if (!issues.some((i) => i.field === "country") && !countries.some((c) => c.code === country)) issues.push({ field: "country", message: "validation.chooseCountry" });
  if (!parsed.success || issues.length) throw new ValidationError(issues[0]!.message, issues[0]!.field, issues);
  const data = parsed.data;
  try {
    return await deps.db.$transaction(async (tx) => {
      if (await tx.organisationApplication.count({ where: { userId: caller.userId, status: "PENDING" } })) throw new OrganisationApplicationOpenError();
      const application = await tx.organisationApplication.create({
        data: {
          userId: caller.userId,
          organisationName: data.organisationName,
          contactName: data.contactName,
          contactEmail: data.contactEmail,
          contactPhone: data.contactPhone,
          country: data.country,
          eventTypes: data.eventTypes,
          description: data.description,
          expectedVolume: data.expectedVolume,
          website: data.website,
          termsAcceptedAt: deps.now(),
          language: caller.lang,
        },
      });
      await recordAudit(tx, {
        action: "account.organisation_apply",
        outcome: "SUCCESS",
        actorUserId: caller.userId,
        subjectUserId: caller.userId,
        targetType: "OrganisationApplication",
        targetId: application.id,
        ip: caller.ip,
        userAgent: caller.userAgent,
        details: { after: [`organisationName=${data.organisationName}`, `country=${data.country}`, `expectedVolume=${data.expectedVolume}`] },
      });
      return (await withApplicant(tx, [application]))[0]!;
    });
  } catch (e) {
    // Two applications at once: the one-pending index decides, and the loser hears there is one open.
    if ((e as { code?: unknown }).code === "P2002") throw new OrganisationApplicationOpenError();
    throw e;
  }
}

/** The account's newest application (the one its status page shows), or null when it never applied. */
export async function myOrganisationApplication(db: Db, userId: string): Promise<ApplicationRow | null> {
  const row = await db.organisationApplication.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return row ? (await withApplicant(db, [row]))[0]! : null;
}

/** The platform's list: the waiting ones oldest first (a queue), the decided ones newest first. */
export async function listApplications(db: Db, status: OrganisationApplicationStatus | null, limit = 100): Promise<ApplicationRow[]> {
  const dir = status === "PENDING" ? "asc" : "desc";
  const rows = await db.organisationApplication.findMany({
    where: status ? { status } : {},
    orderBy: [{ createdAt: dir }, { id: dir }],
    take: Math.min(Math.max(limit, 1), 200),
  });
  return withApplicant(db, rows);
}

/** The application, locked for this transaction (a second decision waits for the first), or NOT_FOUND. */
async function lockApplication(tx: Tx, id: string): Promise<OrganisationApplication> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "OrganisationApplication" WHERE "id" = ${id} FOR UPDATE`;
  if (!locked.length) throw new NotFoundError("application");
  return tx.organisationApplication.findUniqueOrThrow({ where: { id } });
}

/** A free slug made of the name: the name's own, else with -2 … -99 after it (checked in the transaction). */
async function freeSlugFor(tx: Tx, name: string, applicationId: string): Promise<string> {
  let base = slugOfName(name);
  if (!ORGANISATION_SLUG.test(base)) base = `org-${applicationId.slice(-8).toLowerCase()}`;
  const taken = new Set((await tx.organisation.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((o) => o.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${applicationId.slice(-8).toLowerCase()}`;
}

export interface ApprovedApplication {
  application: ApplicationRow;
  organisation: { id: string; slug: string; name: string; createdAt: Date; members: number };
  /** It had been approved before: nothing was created this time, and no e-mail sent. */
  alreadyApproved: boolean;
}

/**
 * The platform approves an application: in one transaction, under the application's row lock, its
 * organisation is created (the slug given, else one made of the name) with the applicant as OWNER, and the
 * application marked APPROVED with the organisation's id; audited. Approving an approved one answers the
 * same organisation again (nothing created, no e-mail); a refused one is ORGANISATION_APPLICATION_DECIDED.
 * The applicant is e-mailed after the commit.
 */
export async function approveApplication(deps: Deps, caller: OperatorCaller, id: string, slug?: string | null): Promise<ApprovedApplication> {
  const wanted = slug?.trim() || null;
  if (wanted !== null && !ORGANISATION_SLUG.test(wanted)) {
    throw new ValidationError(`"${wanted}" is not a slug: 3 to 80 of a-z, 0-9 and -, starting and ending with a letter or digit`, "slug");
  }
  const by = operatorActor(caller);
  let result: ApprovedApplication;
  try {
    result = await deps.db.$transaction(async (tx) => {
      const application = await lockApplication(tx, id);
      if (application.status === "APPROVED" && application.organisationId) {
        const organisation = await tx.organisation.findUniqueOrThrow({ where: { id: application.organisationId }, include: { _count: { select: { members: true } } } });
        const { _count, ...o } = organisation;
        return { application: (await withApplicant(tx, [application]))[0]!, organisation: { ...o, members: _count.members }, alreadyApproved: true };
      }
      if (application.status !== "PENDING") throw new OrganisationApplicationDecidedError();
      const chosen = wanted ?? (await freeSlugFor(tx, application.organisationName, application.id));
      if (wanted && (await tx.organisation.count({ where: { slug: wanted } }))) throw new OrganisationSlugTakenError();
      const { organisation } = await insertOrganisationWithOwner(tx, by, { slug: chosen, name: application.organisationName, ownerId: application.userId });
      const decided = await tx.organisationApplication.update({
        where: { id },
        data: { status: "APPROVED", decidedAt: deps.now(), decidedByUserId: caller.viewer.userId ?? null, organisationId: organisation.id },
      });
      await recordAudit(tx, {
        ...by,
        action: "operator.application_approve",
        outcome: "SUCCESS",
        subjectUserId: application.userId,
        targetType: "OrganisationApplication",
        targetId: id,
        details: { organisationId: organisation.id, after: ["status=APPROVED", `slug=${chosen}`] },
      });
      return { application: (await withApplicant(tx, [decided]))[0]!, organisation: { ...organisation, members: 1 }, alreadyApproved: false };
    });
  } catch (e) {
    // The slug made of the name was taken between the check and the insert: the unique index refuses it.
    if ((e as { code?: unknown }).code === "P2002") throw new OrganisationSlugTakenError();
    throw e;
  }
  if (!result.alreadyApproved) {
    const a = result.application;
    const name = (await accountBriefsOf(deps.db, [a.userId])).get(a.userId)?.nickname ?? a.contactName;
    const mail = applicationApprovedMail(a.language as Lang, { name, organisation: result.organisation.name, link: new URL("/#/console", deps.config.publicUrl).toString() });
    await sendMessage(deps, { channel: "EMAIL", to: a.applicantEmail, template: "generic", lang: a.language as Lang, vars: mail });
  }
  return result;
}

/**
 * The platform refuses an application with a reason the applicant reads (5 to 500 characters), audited and
 * e-mailed after the commit; they may apply again. Refusing a refused one answers it again (no second
 * e-mail); an approved one is ORGANISATION_APPLICATION_DECIDED.
 */
export async function refuseApplication(deps: Deps, caller: OperatorCaller, id: string, reason: string): Promise<ApplicationRow> {
  const parsed = refusalReasonRule.safeParse(reason);
  if (!parsed.success) throw new ValidationError("validation.refusalReason", "reason");
  const by = operatorActor(caller);
  const { application, changed } = await deps.db.$transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.status === "REFUSED") return { application: (await withApplicant(tx, [application]))[0]!, changed: false };
    if (application.status !== "PENDING") throw new OrganisationApplicationDecidedError();
    const decided = await tx.organisationApplication.update({
      where: { id },
      data: { status: "REFUSED", refusalReason: parsed.data, decidedAt: deps.now(), decidedByUserId: caller.viewer.userId ?? null },
    });
    await recordAudit(tx, {
      ...by,
      action: "operator.application_refuse",
      outcome: "SUCCESS",
      subjectUserId: application.userId,
      targetType: "OrganisationApplication",
      targetId: id,
      details: { after: ["status=REFUSED", `reason=${parsed.data}`] },
    });
    return { application: (await withApplicant(tx, [decided]))[0]!, changed: true };
  });
  if (changed) {
    const name = (await accountBriefsOf(deps.db, [application.userId])).get(application.userId)?.nickname ?? application.contactName;
    const lang = application.language as Lang;
    const mail = applicationRefusedMail(lang, { name, organisation: application.organisationName, reason: parsed.data, link: new URL("/#/organiser-application", deps.config.publicUrl).toString() });
    await sendMessage(deps, { channel: "EMAIL", to: application.applicantEmail, template: "generic", lang, vars: mail });
  }
  return application;
}
