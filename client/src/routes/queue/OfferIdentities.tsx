// The identity step of an offer on a real-name event: released tickets are held without names, so the fan
// names each ticket with one of their saved audience identities (or adds one here) before paying, within
// the offer window. The server applies the purchase's rules (nameOrderTickets); payment refuses an unnamed
// order, so the pay button appears only once every ticket is named.
import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "../../components/Field/Field";
import { buttonClass } from "../../components/Button/Button";
import { formClass } from "../../components/Form/Form";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { useErrorText } from "../../hooks/useMessageText";
import type { IdentityDocType } from "../../gql/graphql";
import { addOfferIdentityMutation, nameOfferTicketsMutation, offerIdentitiesQuery } from "./operations";

const docTypes: IdentityDocType[] = ["ID_CARD", "PASSPORT", "PERMIT"];

type Problem = { __typename: string; code?: string; message?: string; issues?: { field: string; messageKey: string }[] | null };

export function OfferIdentities({ orderNo, payLink }: { orderNo: string; payLink: ReactNode }) {
  const { t } = useTranslation("queue");
  const errorText = useErrorText();
  const { data, loading, refetch } = useQuery(offerIdentitiesQuery, { variables: { orderNo }, fetchPolicy: "network-only" });
  const [name, { loading: naming }] = useMutation(nameOfferTicketsMutation, { fetchPolicy: "no-cache" });
  const [chosen, setChosen] = useState<string[]>([]);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!data) return loading ? <div className={skeletonClass("line")} aria-busy="true" /> : null;
  const tickets = (data.order?.items ?? []).filter((i) => i.kind === "TICKET");
  const identities = data.myIdentities;
  const named = tickets.length > 0 && tickets.every((i) => i.identity);

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const ids = tickets.map((_, k) => chosen[k] ?? "");
    if (ids.some((id) => !id)) return setProblem(t("offerIdentity.missing"));
    const { data: r } = await name({ variables: { input: { orderNo, identityIds: ids } } });
    const result = r?.nameOrderTickets;
    if (result?.__typename === "Order") {
      setEditing(false);
      await refetch();
    } else if (result) setProblem(errorText(result as { code: string; message: string }));
  };

  if (named && !editing) {
    return (
      <section className="q-identity" data-testid="queue-offer-named">
        <h3 className="q-identity__title">{t("offerIdentity.named")}</h3>
        <ul className="q-identity__list">
          {tickets.map((item, k) => (
            <li key={item.id}>
              <span className="muted">{t("offerIdentity.ticket", { n: k + 1 })}</span> <strong>{item.identity!.maskedName}</strong> {item.identity!.maskedDocNumber}
            </li>
          ))}
        </ul>
        {payLink}
        <button
          type="button"
          className={buttonClass("ghost")}
          onClick={() => {
            setChosen(tickets.map((i) => i.identity!.id));
            setEditing(true);
          }}
        >
          {t("offerIdentity.change")}
        </button>
      </section>
    );
  }

  return (
    <section className="q-identity" data-testid="queue-offer-identity">
      <h3 className="q-identity__title">{t("offerIdentity.title")}</h3>
      <p>{t("offerIdentity.body")}</p>
      <form className={formClass.form} onSubmit={(e) => void confirm(e)} noValidate>
        {tickets.map((item, k) => (
          <SelectField
            key={item.id}
            label={t("offerIdentity.ticket", { n: k + 1 })}
            value={chosen[k] ?? ""}
            onValueChange={(v) => setChosen((ids) => Object.assign([...ids], { [k]: v }))}
            data-testid="queue-offer-identity-select"
          >
            <option value="">{t("offerIdentity.pick")}</option>
            {identities.map((id) => (
              <option key={id.id} value={id.id} disabled={chosen.includes(id.id) && chosen[k] !== id.id}>
                {id.maskedName} · {t(`offerIdentity.types.${id.docType}`)} {id.maskedDocNumber}
              </option>
            ))}
          </SelectField>
        ))}
        {problem && (
          <p className="q-identity__error" role="alert">
            {problem}
          </p>
        )}
        {!adding && (
          <button type="submit" className={buttonClass("primary", "block")} disabled={naming} data-testid="queue-offer-identity-confirm">
            {t("offerIdentity.confirm")}
          </button>
        )}
      </form>
      {adding ? (
        <AddIdentity
          onDone={async (id) => {
            setAdding(false);
            if (!id) return;
            await refetch();
            // The new identity goes to the first ticket still without one.
            setChosen((ids) => {
              const next = tickets.map((_, k) => ids[k] ?? "");
              const free = next.findIndex((v) => !v);
              if (free >= 0) next[free] = id;
              return next;
            });
          }}
        />
      ) : (
        <button type="button" className={buttonClass("secondary", "block")} onClick={() => setAdding(true)} data-testid="queue-offer-identity-add">
          {t("offerIdentity.add")}
        </button>
      )}
      <p className="q-note">{t("offerIdentity.payAfter")}</p>
    </section>
  );
}

/** Adds an audience identity (the same mutation and consent as My → audience information). */
function AddIdentity({ onDone }: { onDone: (id: string | null) => void }) {
  const { t } = useTranslation("queue");
  const { t: tValidation } = useTranslation("validation");
  const errorText = useErrorText();
  const [add, { loading }] = useMutation(addOfferIdentityMutation, { fetchPolicy: "no-cache" });
  const [fullName, setFullName] = useState("");
  const [docType, setDocType] = useState<IdentityDocType>("ID_CARD");
  const [docNumber, setDocNumber] = useState("");
  const [consent, setConsent] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setFieldErrors({});
    const { data } = await add({ variables: { input: { name: fullName, docType, docNumber, consent } } });
    const r = data?.addAudienceIdentity as Problem & { id?: string };
    if (!r) return;
    if (r.__typename === "AudienceIdentity") return onDone(r.id!);
    const errs: Record<string, string> = {};
    for (const i of r.issues ?? []) errs[i.field] = i.messageKey;
    setFieldErrors(errs);
    if (errs.consent) setProblem((tValidation as (k: string) => string)(errs.consent.replace(/^validation\./, "")));
    else if (!Object.keys(errs).length) setProblem(errorText(r as { code: string; message: string }));
  };
  const err = (f: string) => (fieldErrors[f] ? { key: fieldErrors[f].replace(/^validation\./, "validation:") } : null);

  return (
    <form className={`${formClass.form} panel surface q-identity__add`} onSubmit={(e) => void submit(e)} noValidate data-testid="queue-offer-identity-form">
      <TextField label={t("offerIdentity.name")} value={fullName} onValueChange={setFullName} autoComplete="name" error={err("name")} data-testid="queue-identity-name" />
      <SelectField label={t("offerIdentity.docType")} value={docType} onValueChange={(v) => setDocType(v as IdentityDocType)} data-testid="queue-identity-type">
        {docTypes.map((d) => (
          <option key={d} value={d}>
            {t(`offerIdentity.types.${d}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t("offerIdentity.docNumber")} value={docNumber} onValueChange={setDocNumber} autoComplete="off" error={err("docNumber")} data-testid="queue-identity-number" />
      <label className="q-identity__consent">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} data-testid="queue-identity-consent" />
        <span>{t("offerIdentity.consent")}</span>
      </label>
      {problem && (
        <p className="q-identity__error" role="alert">
          {problem}
        </p>
      )}
      <div className="q-identity__actions">
        <button type="button" className={buttonClass("ghost")} onClick={() => onDone(null)}>
          {t("offerIdentity.cancel")}
        </button>
        <button type="submit" className={buttonClass("primary")} disabled={loading} data-testid="queue-identity-save">
          {t("offerIdentity.save")}
        </button>
      </div>
    </form>
  );
}
