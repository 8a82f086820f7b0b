import "./texts";
import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import type { IdentityDocType } from "../../gql/graphql";
import { addIdentityMutation, deleteIdentityMutation, myIdentitiesQuery, updateIdentityMutation } from "./operations";
import "./tickets.css";
import { SelectField, TextField } from "../../components/Field/Field";
import { useErrorText } from "../../hooks/useMessageText";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { buttonClass } from "../../components/Button/Button";
import { formClass } from "../../components/Form/Form";

const docTypes: IdentityDocType[] = ["ID_CARD", "PASSPORT", "PERMIT"];
type Issue = { field: string; messageKey: string };
type Result = { __typename: string; code?: string; message?: string; field?: string | null; issues?: Issue[] } | null | undefined;

/** The add / correct form. `id` set: correcting that identity (no consent needed again). */
function IdentityForm({ id, onDone }: { id?: string; onDone: () => void }) {
  const { t } = useTranslation("tickets");
  const { t: tValidation } = useTranslation("validation");
  const errorText = useErrorText();
  const [name, setName] = useState("");
  const [docType, setDocType] = useState<IdentityDocType>("ID_CARD");
  const [docNumber, setDocNumber] = useState("");
  const [consent, setConsent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading: adding }] = useMutation(addIdentityMutation, { fetchPolicy: "no-cache" });
  const [update, { loading: updating }] = useMutation(updateIdentityMutation, { fetchPolicy: "no-cache" });

  const show = (r: Result) => {
    if (!r || r.__typename === "AudienceIdentity") return onDone();
    const errs: Record<string, string> = {};
    for (const i of r.issues ?? []) errs[i.field] = i.messageKey.replace(/^validation\./, "");
    setFieldErrors(errs);
    setProblem(Object.keys(errs).length ? null : errorText(r as { code: string; message: string }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setFieldErrors({});
    if (id) {
      const { data } = await update({ variables: { id, input: { name, docType, docNumber } } });
      show(data?.updateAudienceIdentity as Result);
    } else {
      const { data } = await add({ variables: { input: { name, docType, docNumber, consent } } });
      show(data?.addAudienceIdentity as Result);
    }
  };

  const err = (f: string) => (fieldErrors[f] ? { key: `validation:${fieldErrors[f]}` } : null);
  return (
    <form className={`${formClass.form} panel surface`} onSubmit={(e) => void submit(e)} noValidate data-testid="identity-form">
      <TextField label={t("audience.name")} value={name} onValueChange={setName} autoComplete="name" error={err("name")} data-testid="identity-name" />
      <SelectField label={t("audience.docType")} value={docType} onValueChange={(v) => setDocType(v as IdentityDocType)} data-testid="identity-type">
          {docTypes.map((d) => (
            <option key={d} value={d}>
              {t(`audience.types.${d}`)}
            </option>
          ))}
        </SelectField>
      <TextField label={t("audience.docNumber")} value={docNumber} onValueChange={setDocNumber} autoComplete="off" error={err("docNumber")} data-testid="identity-number" />
      {!id && (
        <label className="tk-agree">
          <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} data-testid="identity-consent" />
          <span>{t("audience.consent")}</span>
        </label>
      )}
      {(problem || fieldErrors.consent) && (
        <p className="tk-error" role="alert">
          {problem ?? (tValidation as (k: string) => string)(fieldErrors.consent)}
        </p>
      )}
      <div className="tk-row-between">
        <button type="button" className={buttonClass("ghost")} onClick={onDone}>
          {t("audience.cancel")}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={adding || updating} data-testid="identity-save">
          {t("audience.save")}
        </button>
      </div>
    </form>
  );
}

/** /audience (My → audience information): real-name identities, masked; add, correct, delete. */
export default function AudiencePage() {
  const { t } = useTranslation("tickets");
  const errorText = useErrorText();
  const { data, loading, refetch } = useQuery(myIdentitiesQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(deleteIdentityMutation, { fetchPolicy: "no-cache" });
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const identities = data?.myIdentities;

  const done = () => {
    setEditing(null);
    void refetch();
  };
  const doDelete = async (id: string) => {
    if (!window.confirm(t("audience.deleteConfirm"))) return;
    const { data: r } = await remove({ variables: { id } });
    const result = r?.deleteAudienceIdentity;
    setProblem(result && "code" in result ? errorText(result as { code: string; message: string }) : null);
    void refetch();
  };

  return (
    <main className="app-page">
      <PageHeader />
      <div className="tk-page">
        <p className="note">{t("audience.intro")}</p>
        {problem && (
          <p className="tk-error" role="alert">
            {problem}
          </p>
        )}
        {editing === "new" ? (
          <IdentityForm onDone={done} />
        ) : (
          <button type="button" className={buttonClass("primary", "block")} onClick={() => setEditing("new")} data-testid="add-identity">
            {t("audience.add")}
          </button>
        )}
        {identities && identities.length === 0 && editing !== "new" && <StatusView illustration="empty" headline={t("audience.empty")} />}
        {!identities && loading && <div className={skeletonClass("line")} aria-busy="true" />}
        <ul className="tk-list" data-testid="identity-list">
          {identities?.map((i) =>
            editing === i.id ? (
              <li key={i.id}>
                <IdentityForm id={i.id} onDone={done} />
              </li>
            ) : (
              <li key={i.id} className="panel surface tk-identity" data-testid="identity-item">
                <span>
                  <strong>{i.maskedName}</strong>
                  <br />
                  <span className="muted">
                    {t(`audience.types.${i.docType}`)} {i.maskedDocNumber}
                  </span>
                </span>
                <span className="tk-identity__actions">
                  <button type="button" className={buttonClass("ghost")} onClick={() => setEditing(i.id)}>
                    {t("audience.edit")}
                  </button>
                  <button type="button" className={buttonClass("ghost")} onClick={() => void doDelete(i.id)}>
                    {t("audience.delete")}
                  </button>
                </span>
              </li>
            ),
          )}
        </ul>
      </div>
    </main>
  );
}
