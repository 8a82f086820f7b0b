import "./texts";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { supportIssueInput } from "@fanfare/shared/support";
import { Splash } from "../../components/Splash";
import { Tabs, tabPanelProps } from "../../components/Tabs/Tabs";
import type { SupportIssueType, SupportOrderChoiceFragment } from "../../gql/graphql";
import { useSession } from "../../session/session";
import { IssueList } from "./IssueList";
import { TextAreaField } from "../../components/Field/TextAreaField";
import { createSupportIssueMutation, mySupportIssuesQuery, supportOptionsQuery, supportOrderChoicesQuery } from "./operations";
import "./support.css";
import { FormScreen, formClass, FormSubmit } from "../../components/Form/Form";
import { SuccessView } from "../../components/SuccessView/SuccessView";
import { SelectField, TextField } from "../../components/Field/Field";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { buttonClass } from "../../components/Button/Button";

type Tab = "new" | "mine";

function NewIssueForm({ minTextLength, issueTypes, onSent }: { minTextLength: number; issueTypes: SupportIssueType[]; onSent: () => void }) {
  const { t } = useTranslation("support");
  // Opened from an event or a ticket (/cs?eventId=): the request goes to that event's organiser's inbox.
  // Opened from an order (/cs?order=<id or number>): that order is picked below, and its event's organiser answers.
  const [params] = useSearchParams();
  const eventId = params.get("eventId") || null;
  const orderParam = params.get("order") || "";
  const choices = useQuery(supportOrderChoicesQuery, { fetchPolicy: "cache-and-network" });
  const orders = useMemo(() => {
    const d = choices.data;
    const all: SupportOrderChoiceFragment[] = d ? [...d.paid.edges, ...d.awaiting.edges, ...d.others.edges].map((e) => e.node) : [];
    return all.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt))).slice(0, 30);
  }, [choices.data]);
  // The order of the link, by id or number: its id once the list has it; what the link said until then.
  const linked = orderParam ? orders.find((o) => o.id === orderParam || o.orderNo === orderParam) : undefined;
  const [picked, setPicked] = useState<string | null>(null);
  const orderId = picked ?? (linked ? linked.id : orderParam);
  const { userInfo } = useSession();
  const [type, setType] = useState("");
  const [text, setText] = useState("");
  const [phone, setPhone] = useState(userInfo?.phone ? `+${userInfo.phoneAreaCode ?? ""} ${userInfo.phone}`.replace("+ ", "") : "");
  const [email, setEmail] = useState(userInfo?.email ?? "");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useMutationForm(["type", "text", "phone", "email", "orderId"]);
  const [create] = useMutation(createSupportIssueMutation, uncachedResult);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const data = form.check(supportIssueInput, { type: type as SupportIssueType, text, phone, email });
    if (!data) return;
    if ([...data.text].length < minTextLength) {
      form.setErrors({ text: { key: "support:cs.textHint", params: { num: minTextLength } } });
      return;
    }
    void form.run(async () => {
      const about = orderId ? { orderId } : eventId ? { eventId } : {};
      const result = (await create({ variables: { input: { ...data, type: data.type as SupportIssueType, ...about } } })).data?.createSupportIssue;
      if (!result) return;
      if (result.__typename === "IssueTextTooShortError") {
        form.setErrors({ text: { key: "errors:ISSUE_TEXT_TOO_SHORT", params: { num: result.minLength } } });
      } else if (isErrorResult(result)) {
        form.fail(result);
      } else if (result.__typename === "SupportIssue") {
        setSentTo(result.email);
        onSent();
      }
    });
  };

  if (sentTo) {
    return (
      <SuccessView
        headline={t("cs.sentTitle")}
        body={t("cs.sentBody", { email: sentTo })}
        action={
          <button
            type="button"
            className={buttonClass("secondary", "block")}
            onClick={() => {
              setSentTo(null);
              setText("");
              setType("");
            }}
          >
            {t("cs.another")}
          </button>
        }
      />
    );
  }

  return (
    <form className={formClass.form} onSubmit={submit} noValidate>
      <p className={formClass.lead}>{t("cs.lead")}</p>
      {eventId && !orderId && (
        <p className={formClass.lead} data-testid="issue-about-event">
          {t("eventRequest.lead")}
        </p>
      )}
      {(orders.length > 0 || orderId) && (
        <SelectField label={t("cs.aboutOrder")} value={orderId} onValueChange={form.clearing("orderId", setPicked)} error={form.errors.orderId} hint={t("cs.orderHint")} data-testid="issue-order">
          <option value="">{t("cs.noOrder")}</option>
          {orderId && !orders.some((o) => o.id === orderId) && <option value={orderId}>{orderId}</option>}
          {orders.map((o) => (
            <option key={o.id} value={o.id}>
              {t("cs.orderOption", { what: o.event?.title ?? t("cs.merchOrder"), orderNo: o.orderNo })}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={t("cs.type")} value={type} onValueChange={form.clearing("type", setType)} error={form.errors.type} data-testid="issue-type">
        <option value="" disabled>
          {t("cs.chooseType")}
        </option>
        {issueTypes.map((it) => (
          <option key={it} value={it}>
            {t(`types.${it}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("cs.text")}
        value={text}
        onValueChange={form.clearing("text", setText)}
        error={form.errors.text}
        hint={`${t("cs.textHint", { num: minTextLength })} · ${[...text.trim()].length}`}
        placeholder={t("cs.textPlaceholder")}
        maxLength={2000}
        testId="issue-text"
      />
      <TextField label={t("cs.phone")} type="tel" autoComplete="tel" value={phone} onValueChange={form.clearing("phone", setPhone)} error={form.errors.phone} />
      <TextField label={t("cs.email")} type="email" autoComplete="email" value={email} onValueChange={form.clearing("email", setEmail)} error={form.errors.email} />
      <FormSubmit form={form} label={t("cs.submit")} testId="issue-submit" />
    </form>
  );
}

/** /cs: a new request (type, text, phone, e-mail) and the fan's requests with the team's answers. */
export default function CustomerServicePage() {
  const { t } = useTranslation("support");
  const [tab, setTab] = useState<Tab>("new");
  const tabsId = useId();
  const options = useQuery(supportOptionsQuery);
  const issues = useQuery(mySupportIssuesQuery, { fetchPolicy: "cache-and-network" });
  const o = options.data?.supportOptions;

  return (
    <FormScreen>
      <Tabs
        id={tabsId}
        variant="segmented"
        label={t("cs.tabsLabel")}
        items={[
          { id: "new", label: t("cs.tabNew"), testId: "cs-tab-new" },
          { id: "mine", label: `${t("cs.tabMine")}${issues.data?.mySupportIssues.length ? ` (${issues.data.mySupportIssues.length})` : ""}`, testId: "cs-tab-mine" },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div className="cs-panel" {...tabPanelProps(tabsId, tab)}>
        {tab === "new" ? (
          o ? (
            <NewIssueForm minTextLength={o.minTextLength} issueTypes={o.issueTypes} onSent={() => void issues.refetch()} />
          ) : (
            <Splash />
          )
        ) : issues.data ? (
          <IssueList issues={issues.data.mySupportIssues} />
        ) : (
          <Splash />
        )}
      </div>
    </FormScreen>
  );
}
