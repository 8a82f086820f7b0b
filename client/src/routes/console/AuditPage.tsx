// The organisation's audit log (issue 34): owners and managers see who did what, when, to which event or
// order, newest first, a page at a time, narrowed to an event and an action. The server decides who may
// read it (scope audit:organisation); another role is told its role rather than shown an empty list.
import { useState } from "react";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { intlLocale } from "@fanfare/shared/dates";
import { buttonClass } from "../../components/Button/Button";
import { useLanguage } from "../../i18n/useLanguage";
import { organisationAuditActionsQuery, organisationAuditLogQuery } from "./operations";
import { EventPicker } from "./EventPicker";
import { QueryState } from "./QueryState";
import { ConsoleTable } from "./ConsoleTable";
import { usePageTitle } from "./usePageTitle";

/** The details worth a glance: the before and after lines of a change, and a refusal's reason. */
function detailLines(details: unknown): string[] {
  if (!details || typeof details !== "object") return [];
  const d = details as Record<string, unknown>;
  const lines = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const before = lines(d.before);
  const after = lines(d.after);
  return [...(typeof d.reason === "string" ? [d.reason] : []), ...before.map((l) => `− ${l}`), ...after.map((l) => `+ ${l}`)].slice(0, 8);
}

/** The role a FORBIDDEN answer names (extensions.role), if any. */
function forbiddenRole(error: unknown): string | null {
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] } | undefined)?.errors ?? [];
  const role = errors.find((e) => e.extensions?.code === "FORBIDDEN")?.extensions?.role;
  return typeof role === "string" ? role : null;
}

export default function AuditPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("audit.title"));
  const language = useLanguage();
  const [eventId, setEventId] = useState("");
  const [action, setAction] = useState("");
  const filter = { eventId: eventId || null, action: action || null };
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(organisationAuditLogQuery, { variables: { first: 50, filter }, notifyOnNetworkStatusChange: true, fetchPolicy: "network-only" });
  const actions = useQuery(organisationAuditActionsQuery, { fetchPolicy: "network-only" });
  const entries = data?.organisationAuditLog.edges.map((e) => e.node) ?? [];
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" });
  const actionName = (a: string) => t(`audit.actionName.${a.replace(/\./g, "_")}`, { defaultValue: a });
  const role = forbiddenRole(error);

  if (role) {
    return (
      <>
        <div className="cn-head">
          <h1>{t("audit.title")}</h1>
        </div>
        <p role="alert" className="cn-card cn-error" data-testid="console-audit-forbidden">
          {t("audit.forbidden", { role: t(`role.${role}`, { defaultValue: role }) })}
        </p>
      </>
    );
  }

  return (
    <>
      <div className="cn-head">
        <h1>{t("audit.title")}</h1>
      </div>
      <p className="cn-muted">{t("audit.lead")}</p>
      <div className="cn-filters">
        <EventPicker value={eventId} onChange={setEventId} allowAll />
        <label className="cn-field">
          <span>{t("audit.action")}</span>
          <select value={action} onChange={(e) => setAction(e.target.value)} data-testid="console-audit-action">
            <option value="">{t("audit.allActions")}</option>
            {(actions.data?.organisationAuditActions ?? []).map((a) => (
              <option key={a} value={a}>
                {actionName(a)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && entries.length === 0} emptyText={t("audit.empty")}>
        <ConsoleTable
          testId="console-audit"
          columns={(["when", "who", "what", "about", "details"] as const).map((key) => ({ key, label: t(`audit.col.${key}`) }))}
          rows={entries}
          renderRow={(e) => (
            <tr key={e.id} data-testid="console-audit-entry" data-action={e.action}>
              <th scope="row">
                <time dateTime={String(e.at)}>{when.format(new Date(String(e.at)))}</time>
              </th>
              <td>
                {e.actorKind === "ACCOUNT" ? (
                  <>
                    <div>{e.actorName}</div>
                    <div className="cn-muted cn-break">{e.actorEmail}</div>
                  </>
                ) : e.actorKind === "API_KEY" ? (
                  <span>
                    {t("audit.apiKey")} <code>{e.actorApiKeyId?.slice(0, 8)}</code>
                  </span>
                ) : (
                  t("audit.system")
                )}
              </td>
              <td>
                <div>{actionName(e.action)}</div>
                {e.outcome === "FAILURE" && <div className="cn-error">{t("audit.failed")}</div>}
              </td>
              <td>
                {e.eventId && e.eventTitle && <Link to={`/console/events/${e.eventId}`}>{e.eventTitle}</Link>}
                {e.orderNo && <div className="cn-muted">{t("audit.order", { orderNo: e.orderNo })}</div>}
              </td>
              <td>
                {detailLines(e.details).map((l, i) => (
                  <div key={i} className="cn-muted cn-break">
                    {l}
                  </div>
                ))}
              </td>
            </tr>
          )}
        />
        {data?.organisationAuditLog.pageInfo.hasNextPage && (
          <button
            type="button"
            className={buttonClass("secondary")}
            disabled={networkStatus === NetworkStatus.fetchMore}
            data-testid="console-audit-more"
            onClick={() => void fetchMore({ variables: { after: data.organisationAuditLog.pageInfo.endCursor } })}
          >
            {t("audit.more")}
          </button>
        )}
      </QueryState>
    </>
  );
}
