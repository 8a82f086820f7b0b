import "./texts";
import { useMemo, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { enquiryInput, eventTypes, interests, participantCounts } from "@fanfare/shared/enquiries";
import { HumanCheckField } from "../../components/HumanCheck";
import { PageHeader } from "../../components/PageHeader";
import type { EnquiryEventType, EnquiryInterest, EnquiryParticipants } from "../../gql/graphql";
import { countriesQuery, sendBusinessEnquiryMutation } from "./operations";
import "./enquiry.css";
import { formClass, FormSubmit } from "../../components/Form/Form";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { SelectField, TextField } from "../../components/Field/Field";
import { attempt, uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { useMessageText } from "../../hooks/useMessageText";
import { TextAreaField } from "../../components/Field/TextAreaField";
import { ChoiceGroup } from "../../components/Field/ChoiceGroup";

const fields = ["name", "email", "phone", "country", "eventType", "participants", "interests", "moreInfo", "humanCheck"] as const;

/** /business-cooperation: organisers tell the sales team about their event (public, desktop too). */
export default function BusinessCooperationPage() {
  const { t, i18n } = useTranslation("support");
  const text = useMessageText();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [country, setCountry] = useState("");
  const [eventType, setEventType] = useState<EnquiryEventType | null>(null);
  const [participants, setParticipants] = useState<EnquiryParticipants | null>(null);
  const [chosen, setChosen] = useState<EnquiryInterest[]>([]);
  const [moreInfo, setMoreInfo] = useState("");
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [humanCheckKey, setHumanCheckKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useMutationForm(fields);
  const { data } = useQuery(countriesQuery);
  const [send] = useMutation(sendBusinessEnquiryMutation, uncachedResult);

  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language.replace("_", "-"), "en"], { type: "region" });
    } catch {
      names = null;
    }
    return (data?.countries ?? []).map((c) => ({ code: c.code, label: names?.of(c.code) ?? c.name }));
  }, [data, i18n.language]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { name, email, phone, country, eventType: eventType ?? "", participants: participants ?? "", interests: chosen, moreInfo: moreInfo || null };
    const checked = form.check(enquiryInput, input as never);
    if (!checked) return;
    if (!humanCheck) {
      form.setErrors({ humanCheck: { key: "errors:HUMAN_CHECK_FAILED" } });
      return;
    }
    void form.run(async () => {
      const ok = await attempt(form, async () => {
        const r = await send({
          variables: {
            input: {
              ...checked,
              eventType: checked.eventType as EnquiryEventType,
              participants: checked.participants as EnquiryParticipants,
              interests: checked.interests as EnquiryInterest[],
              moreInfo: checked.moreInfo ?? null,
              humanCheck,
            },
          },
        });
        return r.data?.sendBusinessEnquiry;
      });
      if (ok) setSentTo(checked.email);
      else {
        // A solution is good for one try: a fresh check for the next.
        setHumanCheck(null);
        setHumanCheckKey((k) => k + 1);
      }
    });
  };

  const toggleInterest = (i: EnquiryInterest) => {
    form.clear("interests");
    setChosen((c) => (c.includes(i) ? c.filter((x) => x !== i) : [...c, i]));
  };

  return (
    <main className="app-page enquiry-page">
      <PageHeader />
      <div className={`${formClass.page} enquiry-page__body`}>
        {sentTo ? (
          <SuccessView headline={t("enquiry.sentTitle")} body={t("enquiry.sentBody", { email: sentTo })} />
        ) : (
          <form className={formClass.form} onSubmit={submit} noValidate data-testid="enquiry-form">
            <div>
              <h2 className="enquiry-page__title">{t("enquiry.title")}</h2>
              <p className={formClass.lead}>{t("enquiry.lead")}</p>
            </div>
            <div className={formClass.grid}>
              <TextField label={t("enquiry.name")} autoComplete="organization" value={name} onValueChange={form.clearing("name", setName)} error={form.errors.name} maxLength={100} />
              <TextField label={t("enquiry.email")} type="email" autoComplete="email" value={email} onValueChange={form.clearing("email", setEmail)} error={form.errors.email} />
              <TextField label={t("enquiry.phone")} type="tel" autoComplete="tel" value={phone} onValueChange={form.clearing("phone", setPhone)} error={form.errors.phone} />
              <SelectField label={t("enquiry.country")} value={country} onValueChange={form.clearing("country", setCountry)} error={form.errors.country}>
                <option value="" disabled>
                  {t("enquiry.chooseCountry")}
                </option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <ChoiceGroup
              legend={t("enquiry.eventType")}
              name="eventType"
              options={eventTypes}
              label={(o) => t(`enquiry.eventTypes.${o}`)}
              selected={eventType ? [eventType] : []}
              onToggle={(o) => {
                form.clear("eventType");
                setEventType(o);
              }}
              error={text(form.errors.eventType)}
            />
            <ChoiceGroup
              legend={t("enquiry.participants")}
              name="participants"
              options={participantCounts}
              label={(o) => t(`enquiry.participantCounts.${o}`)}
              selected={participants ? [participants] : []}
              onToggle={(o) => {
                form.clear("participants");
                setParticipants(o);
              }}
              error={text(form.errors.participants)}
            />
            <ChoiceGroup
              legend={t("enquiry.interests")}
              name="interests"
              options={interests}
              label={(o) => t(`enquiry.interestList.${o}`)}
              selected={chosen}
              multiple
              onToggle={toggleInterest}
              error={text(form.errors.interests)}
            />
            <TextAreaField label={t("enquiry.moreInfo")} value={moreInfo} onValueChange={form.clearing("moreInfo", setMoreInfo)} error={form.errors.moreInfo} placeholder={t("enquiry.moreInfoPlaceholder")} maxLength={2000} rows={4} />
            <HumanCheckField
              key={humanCheckKey}
              error={form.errors.humanCheck}
              onChange={(payload) => {
                form.clear("humanCheck");
                setHumanCheck(payload);
              }}
            />
            <FormSubmit form={form} label={t("enquiry.submit")} testId="enquiry-submit" />
          </form>
        )}
      </div>
    </main>
  );
}
