import "./texts";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Trans, useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { eventTypes } from "@fanfare/shared/enquiries";
import { applicationVolumes, organisationApplicationInput } from "@fanfare/shared/organisations";
import { formatFanTime } from "@fanfare/shared/dates";
import { PageHeader } from "../../components/PageHeader";
import { Splash } from "../../components/Splash";
import { StatusView } from "../../components/StatusView";
import { buttonClass } from "../../components/Button/Button";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { fieldClass, SelectField, TextField } from "../../components/Field/Field";
import { TextAreaField } from "../../components/Field/TextAreaField";
import { ChoiceGroup } from "../../components/Field/ChoiceGroup";
import type { EnquiryEventType, MyOrganisationApplicationQuery, OrganisationApplicationVolume } from "../../gql/graphql";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import { useSession } from "../../session/session";
import { applyForOrganisationMutation, myOrganisationApplicationQuery, organiserCountriesQuery } from "./operations";
import "./organiser.css";

type Application = NonNullable<MyOrganisationApplicationQuery["myOrganisationApplication"]>;

const fields = ["organisationName", "contactName", "contactEmail", "contactPhone", "country", "eventTypes", "description", "expectedVolume", "website", "acceptTerms"] as const;

/** The application form: every problem shown at once, the client's check first, then the server's per field. */
function ApplicationForm({ onSent }: { onSent: (a: Application) => void }) {
  const { t, i18n } = useTranslation("account");
  const text = useMessageText();
  const { userInfo } = useSession();
  const [organisationName, setOrganisationName] = useState("");
  const [contactName, setContactName] = useState(userInfo?.nickname ?? "");
  const [contactEmail, setContactEmail] = useState(userInfo?.email ?? "");
  const [contactPhone, setContactPhone] = useState("");
  const [country, setCountry] = useState("");
  const [kinds, setKinds] = useState<EnquiryEventType[]>([]);
  const [description, setDescription] = useState("");
  const [volume, setVolume] = useState<OrganisationApplicationVolume | null>(null);
  const [website, setWebsite] = useState("");
  const [acceptTerms, setAcceptTerms] = useState(false);
  const form = useMutationForm(fields);
  const { data } = useQuery(organiserCountriesQuery);
  const [apply] = useMutation(applyForOrganisationMutation, uncachedResult);

  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language.replace("_", "-"), "en"], { type: "region" });
    } catch {
      names = null;
    }
    return (data?.countries ?? []).map((c) => ({ code: c.code, label: names?.of(c.code) ?? c.name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [data, i18n.language]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = { organisationName, contactName, contactEmail, contactPhone, country, eventTypes: kinds, description, expectedVolume: volume ?? "", website: website || null, acceptTerms };
    const checked = form.check(organisationApplicationInput, values as never);
    if (!checked) return;
    void form.run(async () => {
      let sent: Application | null = null;
      await attempt(form, async () => {
        const r = (await apply({ variables: { input: { ...checked, eventTypes: checked.eventTypes as EnquiryEventType[], expectedVolume: checked.expectedVolume as OrganisationApplicationVolume } } })).data?.applyForOrganisation;
        if (r?.__typename === "OrganisationApplication") sent = r;
        return r;
      });
      if (sent) onSent(sent);
    });
  };

  const toggleKind = (k: EnquiryEventType) => {
    form.clear("eventTypes");
    setKinds((c) => (c.includes(k) ? c.filter((x) => x !== k) : [...c, k]));
  };

  return (
    <form className={formClass.form} onSubmit={submit} noValidate data-testid="organiser-form">
      <p className={formClass.lead}>{t("organiser.lead")}</p>
      <div className={formClass.grid}>
        <TextField label={t("organiser.organisationName")} autoComplete="organization" value={organisationName} onValueChange={form.clearing("organisationName", setOrganisationName)} error={form.errors.organisationName} maxLength={120} data-testid="organiser-name" />
        <TextField label={t("organiser.contactName")} autoComplete="name" value={contactName} onValueChange={form.clearing("contactName", setContactName)} error={form.errors.contactName} maxLength={100} />
        <TextField label={t("organiser.contactEmail")} type="email" autoComplete="email" value={contactEmail} onValueChange={form.clearing("contactEmail", setContactEmail)} error={form.errors.contactEmail} />
        <TextField label={t("organiser.contactPhone")} type="tel" autoComplete="tel" value={contactPhone} onValueChange={form.clearing("contactPhone", setContactPhone)} error={form.errors.contactPhone} data-testid="organiser-phone" />
        <SelectField label={t("organiser.country")} value={country} onValueChange={form.clearing("country", setCountry)} error={form.errors.country} data-testid="organiser-country">
          <option value="" disabled>
            {t("organiser.chooseCountry")}
          </option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField label={t("organiser.website")} type="url" autoComplete="url" value={website} onValueChange={form.clearing("website", setWebsite)} error={form.errors.website} placeholder="https://" />
      </div>
      <ChoiceGroup testId="organiser-eventTypes" legend={t("organiser.eventTypes")} name="eventTypes" options={eventTypes} label={(o) => t(`organiser.kinds.${o}`)} selected={kinds} multiple onToggle={toggleKind} error={text(form.errors.eventTypes)} />
      <TextAreaField label={t("organiser.description")} value={description} onValueChange={form.clearing("description", setDescription)} error={form.errors.description} placeholder={t("organiser.descriptionPlaceholder")} maxLength={2000} rows={4} testId="organiser-description" />
      <ChoiceGroup
        testId="organiser-expectedVolume"
        legend={t("organiser.expectedVolume")}
        name="expectedVolume"
        options={applicationVolumes}
        label={(o) => t(`organiser.volumes.${o}`)}
        selected={volume ? [volume] : []}
        onToggle={(o) => {
          form.clear("expectedVolume");
          setVolume(o);
        }}
        error={text(form.errors.expectedVolume)}
      />
      <div>
        <label className="organiser-agree">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(e) => {
              form.clear("acceptTerms");
              setAcceptTerms(e.target.checked);
            }}
            data-testid="organiser-terms"
          />
          <span>
            <Trans t={t} i18nKey="organiser.agree" components={{ terms: <Link to="/terms" /> }} />
          </span>
        </label>
        {form.errors.acceptTerms && (
          <p className={fieldClass.error} role="alert">
            {text(form.errors.acceptTerms)}
          </p>
        )}
      </div>
      <FormSubmit form={form} label={t("organiser.submit")} testId="organiser-submit" />
    </form>
  );
}

/** Where the fan's application stands: waiting, approved (the console is theirs) or refused (with why). */
function ApplicationStatus({ application, onApplyAgain }: { application: Application; onApplyAgain: () => void }) {
  const { t } = useTranslation("account");
  const language = useLanguage();
  const date = (d: unknown) => formatFanTime(String(d), language);
  return (
    <section className="surface organiser-status" data-testid="organiser-status" data-status={application.status}>
      <h2 className="organiser-status__title">{t(`organiser.status.${application.status}`, { organisation: application.organisationName })}</h2>
      <p>{t("organiser.sentAt", { date: date(application.createdAt) })}</p>
      {application.status === "PENDING" && <p>{t("organiser.pendingHelp")}</p>}
      {application.status === "APPROVED" && (
        <>
          <p>{t("organiser.approvedHelp")}</p>
          <a href="#/console" className={buttonClass("primary")} data-testid="organiser-open-console">
            {t("organiser.openConsole")}
          </a>
        </>
      )}
      {application.status === "REFUSED" && (
        <>
          <p>{t("organiser.refusedHelp", { date: date(application.decidedAt) })}</p>
          <p className="organiser-status__reason" data-testid="organiser-refusal-reason">
            {application.refusalReason}
          </p>
          <button type="button" className={buttonClass("secondary")} onClick={onApplyAgain} data-testid="organiser-apply-again">
            {t("organiser.applyAgain")}
          </button>
        </>
      )}
    </section>
  );
}

/** /organiser-application: a signed-in fan applies to become an organiser, and sees where the application stands. */
export default function OrganiserApplicationPage() {
  const { t: tCommon } = useTranslation();
  const { data, loading, error, refetch } = useQuery(myOrganisationApplicationQuery, { fetchPolicy: "cache-and-network" });
  const [sent, setSent] = useState<Application | null>(null);
  const [again, setAgain] = useState(false);
  const current = sent ?? data?.myOrganisationApplication ?? null;

  let body;
  if (loading && !data) body = <Splash />;
  else if (error && !data) body = <StatusView illustration="error" headline={tCommon("states.error")} actionLabel={tCommon("actions.retry")} onAction={() => void refetch()} />;
  else if (current && !(again && current.status === "REFUSED")) body = <ApplicationStatus application={current} onApplyAgain={() => setAgain(true)} />;
  else
    body = (
      <ApplicationForm
        onSent={(a) => {
          setSent(a);
          setAgain(false);
        }}
      />
    );

  return (
    <main className="app-page">
      <PageHeader />
      <div className={formClass.page}>{body}</div>
    </main>
  );
}
