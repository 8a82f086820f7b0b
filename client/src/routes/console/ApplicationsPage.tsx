// The platform's applications to become an organiser (a signed-in platform operator: scopes
// organisations:read and organisations:write; issue 34): the waiting ones oldest first, each with what the
// applicant wrote, approved (the organisation is created, the applicant its owner) or refused with a
// reason the applicant reads in the e-mail. The decided ones are a state away.
import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { REFUSAL_REASON_MAX, refusalReasonRule } from "@fanfare/shared/organisations";
import { buttonClass } from "../../components/Button/Button";
import type { ConsoleOrganisationApplicationsQuery, OrganisationApplicationStatus } from "../../gql/graphql";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { approveApplicationMutation, platformApplicationsQuery, refuseApplicationMutation } from "./operations";
import { formatWhen } from "./format";
import { QueryState } from "./QueryState";
import { usePageTitle } from "./usePageTitle";

type Application = ConsoleOrganisationApplicationsQuery["organisationApplications"][number];
const statuses: OrganisationApplicationStatus[] = ["PENDING", "APPROVED", "REFUSED"];

function ApplicationCard({ application }: { application: Application }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  // The card stays (with what was done) until the list is next read: refetching the waiting ones now would take it away.
  const refetch = { refetchQueries: ["ConsolePlatformOrganisations"] };
  const [approve, approving] = useMutation(approveApplicationMutation, refetch);
  const [refuse, refusing] = useMutation(refuseApplicationMutation, refetch);
  const [refusingOpen, setRefusingOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonInvalid, setReasonInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const a = application;

  const onApprove = async () => {
    setProblem(null);
    const r = (await approve({ variables: { id: a.id } })).data?.approveOrganisationApplication;
    if (r?.__typename === "ApprovedOrganisationApplication") setDone(t("applications.approved", { name: r.organisation.name, slug: r.organisation.slug }));
    else if (r && "code" in r) setProblem(errorText(r));
  };
  const onRefuse = async () => {
    setProblem(null);
    if (!refusalReasonRule.safeParse(reason).success) return setReasonInvalid(true);
    const r = (await refuse({ variables: { id: a.id, reason: reason.trim() } })).data?.refuseOrganisationApplication;
    if (r?.__typename === "OrganisationApplication") setDone(t("applications.refused", { name: a.organisationName }));
    else if (r?.__typename === "ValidationError") setReasonInvalid(true);
    else if (r && "code" in r) setProblem(errorText(r));
  };

  const regionName = (() => {
    try {
      return new Intl.DisplayNames([language.bcp47, "en"], { type: "region" }).of(a.country) ?? a.country;
    } catch {
      return a.country;
    }
  })();

  return (
    <li className="cn-card cn-application" data-testid="console-application" data-id={a.id}>
      <h2>{a.organisationName}</h2>
      <dl className="cn-application__facts">
        <dt>{t("applications.applicant")}</dt>
        <dd>{a.applicantEmail}</dd>
        <dt>{t("applications.contact")}</dt>
        <dd>
          {a.contactName} · {a.contactEmail} · {a.contactPhone}
        </dd>
        <dt>{t("applications.country")}</dt>
        <dd>{regionName}</dd>
        <dt>{t("applications.eventTypes")}</dt>
        <dd>{a.eventTypes.map((k) => t(`applications.kinds.${k}`)).join(", ")}</dd>
        <dt>{t("applications.volume")}</dt>
        <dd>{t(`applications.volumes.${a.expectedVolume}`)}</dd>
        {a.website && (
          <>
            <dt>{t("applications.website")}</dt>
            <dd>
              <a href={a.website} target="_blank" rel="noreferrer noopener">
                {a.website}
              </a>
            </dd>
          </>
        )}
        <dt>{t("applications.sent")}</dt>
        <dd>{formatWhen(a.createdAt, language)}</dd>
        {a.decidedAt && (
          <>
            <dt>{t("applications.decided")}</dt>
            <dd>{formatWhen(a.decidedAt, language)}</dd>
          </>
        )}
      </dl>
      <p className="cn-application__description">{a.description}</p>
      {a.refusalReason && (
        <p className="cn-muted">
          {t("applications.reason")}: {a.refusalReason}
        </p>
      )}
      {done && (
        <p role="status" data-testid="console-application-done">
          {done}
        </p>
      )}
      {problem && (
        <p role="alert" className="cn-error">
          {problem}
        </p>
      )}
      {a.status === "PENDING" && !done && (
        <>
          {refusingOpen && (
            <label className="cn-field">
              <span>{t("applications.reasonLabel")}</span>
              <textarea
                value={reason}
                rows={3}
                maxLength={REFUSAL_REASON_MAX}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonInvalid(false);
                }}
                aria-invalid={reasonInvalid || undefined}
                aria-describedby={`cn-reason-${a.id}`}
                data-testid="console-application-reason"
              />
              <span id={`cn-reason-${a.id}`} className={reasonInvalid ? "cn-error" : "cn-muted"}>
                {t(reasonInvalid ? "applications.reasonProblem" : "applications.reasonHint")}
              </span>
            </label>
          )}
          <div className="cn-actions">
            <button type="button" className={buttonClass("primary")} disabled={approving.loading || refusing.loading} onClick={() => void onApprove()} data-testid="console-application-approve">
              {t("applications.approve")}
            </button>
            {refusingOpen ? (
              <button type="button" className={buttonClass("secondary")} disabled={approving.loading || refusing.loading} onClick={() => void onRefuse()} data-testid="console-application-refuse-confirm">
                {t("applications.refuseConfirm")}
              </button>
            ) : (
              <button type="button" className={buttonClass("secondary")} onClick={() => setRefusingOpen(true)} data-testid="console-application-refuse">
                {t("applications.refuse")}
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}

export default function ApplicationsPage() {
  const { t } = useTranslation("console");
  usePageTitle(t("applications.title"));
  const [status, setStatus] = useState<OrganisationApplicationStatus>("PENDING");
  const { data, loading, error, refetch } = useQuery(platformApplicationsQuery, { variables: { status }, fetchPolicy: "cache-and-network" });
  const applications = data?.organisationApplications ?? [];

  return (
    <>
      <div className="cn-head">
        <h1>{t("applications.title")}</h1>
        <label className="cn-field">
          <span>{t("applications.show")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as OrganisationApplicationStatus)} data-testid="console-applications-status">
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`applications.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryState loading={loading && !data} error={error} retry={() => void refetch()} empty={!!data && applications.length === 0} emptyText={t("applications.empty")}>
        <ul className="cn-applications" data-testid="console-applications">
          {applications.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
