// An event's codes (issue 35): access codes that unlock hidden ticket types and discount codes, made one at
// a time or generated in a batch of single-use codes downloaded as CSV; each code's uses, and disabling one.
import { useState, type FormEvent } from "react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import type { ConsoleEventFieldsFragment, Currency, PromoCodeKind } from "../../gql/graphql";
import { consoleProductsQuery, createMerchPromoCodesMutation, createPromoCodesMutation, disablePromoCodeMutation, promoCodesCsvQuery, promoCodesQuery } from "./operations";
import { parseAmount } from "./format";
import { ConsoleTable } from "./ConsoleTable";
import { FormProblem } from "./FormProblem";
import { formatFanTime } from "@fanfare/shared/dates";
import { useLanguage } from "../../i18n/useLanguage";
import { emailRule } from "@fanfare/shared/users";

type TicketType = ConsoleEventFieldsFragment["ticketTypes"][number];

/** The terms' fields the form checks before sending them (the server checks the same). */
type TermField = "codeEndsAt" | "codeSaleStartsAt" | "codeBoundEmail";

/**
 * What is wrong with the code's window and binding, as the server would refuse it (codes.rules.ts
 * `codeTermIssues`, createPromoCodes' boundEmail): the end after the start, a presale not before the code
 * is valid and before it ends, and a valid e-mail address for a personal code. Null: nothing.
 */
function termProblem(f: { startsAt: string; endsAt: string; saleStartsAt: string | null; boundEmail: string | null }): { field: TermField; key: "codes.badEmail" | "codes.endBeforeStart" | "codes.saleOutsideWindow" } | null {
  const at = (v: string) => (v ? new Date(v).getTime() : null);
  const start = at(f.startsAt), end = at(f.endsAt), sale = f.saleStartsAt ? at(f.saleStartsAt) : null;
  if (f.boundEmail !== null && f.boundEmail.trim() && !emailRule.safeParse(f.boundEmail).success) return { field: "codeBoundEmail", key: "codes.badEmail" };
  if (start !== null && end !== null && end <= start) return { field: "codeEndsAt", key: "codes.endBeforeStart" };
  if (sale !== null && ((start !== null && sale < start) || (end !== null && sale >= end))) return { field: "codeSaleStartsAt", key: "codes.saleOutsideWindow" };
  return null;
}

/** The server's refusal of a term, by its field, in the form's own words. */
const serverTermKey: Record<string, { field: TermField; key: "codes.badEmail" | "codes.endBeforeStart" | "codes.saleOutsideWindow" }> = {
  boundEmail: { field: "codeBoundEmail", key: "codes.badEmail" },
  endsAt: { field: "codeEndsAt", key: "codes.endBeforeStart" },
  saleStartsAt: { field: "codeSaleStartsAt", key: "codes.saleOutsideWindow" },
};

/** Saves text as a file in the browser. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CodesPanel({ eventId, eventSlug, currency, types }: { eventId: string; eventSlug: string; currency: Currency; types: TicketType[] }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const language = useLanguage();
  const client = useApolloClient();
  const codes = useQuery(promoCodesQuery, { variables: { eventId }, fetchPolicy: "cache-and-network" });
  const refetch = { refetchQueries: [{ query: promoCodesQuery, variables: { eventId } }], awaitRefetchQueries: true };
  const [create, creating] = useMutation(createPromoCodesMutation, refetch);
  const [createMerch, creatingMerch] = useMutation(createMerchPromoCodesMutation, refetch);
  // A discount for the event's merchandise instead of its tickets (issue 35).
  const products = useQuery(consoleProductsQuery, { variables: { eventId }, fetchPolicy: "cache-and-network" }).data?.operatorProducts ?? [];
  const [forMerch, setForMerch] = useState(false);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [disable] = useMutation(disablePromoCodeMutation, refetch);
  const [kind, setKind] = useState<PromoCodeKind>("DISCOUNT");
  const [bulk, setBulk] = useState(false);
  const [code, setCode] = useState("");
  const [count, setCount] = useState("100");
  const [prefix, setPrefix] = useState("");
  const [percent, setPercent] = useState(true);
  const [value, setValue] = useState("");
  const [typeIds, setTypeIds] = useState<string[]>([]);
  const [maxUses, setMaxUses] = useState("");
  const [perAccount, setPerAccount] = useState("");
  // The code's validity: from (startsAt; empty: at once) until (endsAt; empty: no end).
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  // A personal code: only the account with this e-mail address may use it (one code, not a batch).
  const [boundEmail, setBoundEmail] = useState("");
  const [invalid, setInvalid] = useState<TermField | null>(null);
  // An access code's own sale start: its holders buy before the public sale (a presale window).
  const [saleStartsAt, setSaleStartsAt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ count: number; batch: string | null } | null>(null);

  const exportCsv = async (batch: string | null) => {
    const { data } = await client.query({ query: promoCodesCsvQuery, variables: { eventId, batch }, fetchPolicy: "no-cache" });
    const r = data?.promoCodesCsv;
    if (r?.__typename === "QueryPromoCodesCsvSuccess") download(`${eventSlug}-codes${batch ? `-${batch}` : ""}.csv`.replace(/[^\w.-]+/g, "_"), r.data);
    else if (r && "code" in r) setProblem(errorText(r));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMade(null);
    const sale = kind === "ACCESS" ? saleStartsAt : null;
    const wrong = termProblem({ startsAt, endsAt, saleStartsAt: sale, boundEmail: bulk ? null : boundEmail });
    setInvalid(wrong?.field ?? null);
    if (wrong) return setProblem(t(wrong.key));
    const number = (s: string) => (s.trim() ? Number(s) : null);
    let discount: { discountAmount?: number | null; discountPercent?: number | null } = {};
    if (kind === "DISCOUNT") {
      if (percent) discount = { discountPercent: number(value) };
      else {
        const amount = parseAmount(value);
        if (amount === null) return setProblem(t("codes.badAmount"));
        discount = { discountAmount: amount };
      }
    }
    const terms = {
      ...(bulk ? { count: number(count), prefix: prefix.trim() || null, maxUses: 1 } : { code: code.trim(), maxUses: number(maxUses) }),
      ...discount,
      maxUsesPerAccount: number(perAccount),
      startsAt: startsAt ? new Date(startsAt).toISOString() : null,
      endsAt: endsAt ? new Date(endsAt).toISOString() : null,
      ...(!bulk && boundEmail.trim() ? { boundEmail: boundEmail.trim() } : {}),
    };
    const merch = kind === "DISCOUNT" && forMerch;
    const r = merch
      ? (await createMerch({ variables: { eventId, input: { ...terms, productIds } } })).data?.createMerchPromoCodes
      : (await create({ variables: { eventId, input: { ...terms, kind, ticketTypeIds: typeIds, saleStartsAt: kind === "ACCESS" && saleStartsAt ? new Date(saleStartsAt).toISOString() : null } } })).data?.createPromoCodes;
    if (r && "code" in r) {
      const term = r.__typename === "ValidationError" && r.field ? serverTermKey[r.field] : undefined;
      setInvalid(term?.field ?? null);
      return setProblem(term ? t(term.key) : errorText(r));
    }
    setProblem(null);
    if (r?.__typename === "PromoCodesCreated") {
      setMade({ count: r.count, batch: r.batch ?? null });
      setCode("");
      setBoundEmail("");
      if (bulk && r.batch) await exportCsv(r.batch);
    }
  };

  const describe = (c: { kind: PromoCodeKind; discountAmount?: number | null; discountPercent?: number | null; ticketTypeIds: string[]; saleStartsAt?: string | null; productIds: string[] }) => {
    const names = c.productIds.length ? c.productIds.map((id) => products.find((p) => p.id === id)?.name ?? id).join(", ") : c.ticketTypeIds.map((id) => types.find((tt) => tt.id === id)?.name ?? id).join(", ");
    if (c.kind === "ACCESS") return c.saleStartsAt ? t("codes.unlocksFrom", { names, time: formatFanTime(c.saleStartsAt, language) }) : t("codes.unlocks", { names });
    const off = c.discountPercent != null ? `${c.discountPercent}%` : formatMoney({ amount: c.discountAmount ?? 0, currency });
    return names ? t("codes.discountOn", { off, names }) : t("codes.discountAll", { off });
  };

  const list = codes.data?.operatorPromoCodes ?? [];
  return (
    <section className="cn-card" aria-labelledby="cn-codes-title" data-testid="console-codes">
      <h2 id="cn-codes-title">{t("codes.title")}</h2>
      <p className="cn-muted">{t("codes.intro")}</p>
      {list.length > 0 ? (
        <ConsoleTable
          testId="console-codes-table"
          columns={[
            { key: "code", label: t("codes.code") },
            { key: "gives", label: t("codes.gives") },
            { key: "used", label: t("codes.used") },
            { key: "state", label: <span className="visually-hidden">{t("codes.disable")}</span> },
          ]}
          rows={list}
          renderRow={(c) => (
            <tr key={c.id}>
              <th scope="row">
                <code>{c.code}</code>
                {c.batch && <div className="cn-muted">{c.batch}</div>}
                {c.boundEmail && <div className="cn-muted">{t("codes.boundTo", { email: c.boundEmail })}</div>}
              </th>
              <td>
                {describe(c)}
                {(c.startsAt || c.endsAt) && (
                  <div className="cn-muted">
                    {[c.startsAt ? t("codes.validFrom", { time: formatFanTime(c.startsAt, language) }) : null, c.endsAt ? t("codes.validUntil", { time: formatFanTime(c.endsAt, language) }) : null].filter(Boolean).join(" · ")}
                  </div>
                )}
              </td>
              <td>
                {c.used}
                {c.maxUses != null ? ` / ${c.maxUses}` : ""}
              </td>
              <td>
                {c.disabledAt ? (
                  <span className="cn-muted">{t("codes.disabled")}</span>
                ) : (
                  <button type="button" className={buttonClass("secondary")} onClick={() => void disable({ variables: { id: c.id } })}>
                    {t("codes.disable")}
                    <span className="visually-hidden"> {c.code}</span>
                  </button>
                )}
              </td>
            </tr>
          )}
        />
      ) : (
        <p className="cn-muted">{t("codes.none")}</p>
      )}
      {list.length > 0 && (
        <button type="button" className={buttonClass("secondary")} onClick={() => void exportCsv(null)} data-testid="console-codes-csv">
          {t("codes.exportAll")}
        </button>
      )}

      <form className="cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-codes-add">
        <h3 id="cn-codes-add">{t("codes.add")}</h3>
        <div className="cn-grid cn-grid--4">
          <label className="cn-field">
            <span>{t("codes.kind")}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as PromoCodeKind)} name="codeKind">
              <option value="DISCOUNT">{t("codes.kindDiscount")}</option>
              <option value="ACCESS">{t("codes.kindAccess")}</option>
            </select>
          </label>
          <label className="cn-field">
            <span>{t("codes.how")}</span>
            <select value={bulk ? "bulk" : "one"} onChange={(e) => setBulk(e.target.value === "bulk")} name="codeHow">
              <option value="one">{t("codes.one")}</option>
              <option value="bulk">{t("codes.bulk")}</option>
            </select>
          </label>
          {bulk ? (
            <>
              <label className="cn-field">
                <span>{t("codes.count")}</span>
                <input type="number" min={1} max={10000} value={count} onChange={(e) => setCount(e.target.value)} name="codeCount" />
              </label>
              <label className="cn-field">
                <span>{t("codes.prefix")}</span>
                <input value={prefix} onChange={(e) => setPrefix(e.target.value)} name="codePrefix" maxLength={12} />
              </label>
            </>
          ) : (
            <>
              <label className="cn-field">
                <span>{t("codes.code")}</span>
                <input value={code} onChange={(e) => setCode(e.target.value)} name="codeText" maxLength={32} />
              </label>
              <label className="cn-field">
                <span>{t("codes.maxUses")}</span>
                <input type="number" min={1} value={maxUses} onChange={(e) => setMaxUses(e.target.value)} name="codeMaxUses" />
              </label>
              <label className="cn-field">
                <span>{t("codes.boundEmail")}</span>
                <input type="email" autoComplete="off" value={boundEmail} onChange={(e) => setBoundEmail(e.target.value)} name="codeBoundEmail" aria-invalid={invalid === "codeBoundEmail" || undefined} maxLength={254} />
              </label>
            </>
          )}
          {kind === "DISCOUNT" && (
            <>
              <label className="cn-field">
                <span>{t("codes.appliesTo")}</span>
                <select value={forMerch ? "merch" : "tickets"} onChange={(e) => setForMerch(e.target.value === "merch")} name="codeAppliesTo">
                  <option value="tickets">{t("codes.appliesTickets")}</option>
                  <option value="merch">{t("codes.appliesMerch")}</option>
                </select>
              </label>
              <label className="cn-field">
                <span>{t("codes.discountKind")}</span>
                <select value={percent ? "percent" : "amount"} onChange={(e) => setPercent(e.target.value === "percent")} name="codeDiscountKind">
                  <option value="percent">{t("codes.percent")}</option>
                  <option value="amount">{t("codes.amount", { currency })}</option>
                </select>
              </label>
              <label className="cn-field">
                <span>{percent ? t("codes.percent") : t("codes.amount", { currency })}</span>
                <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} name="codeDiscount" />
              </label>
            </>
          )}
          <label className="cn-field">
            <span>{t("codes.perAccount")}</span>
            <input type="number" min={1} value={perAccount} onChange={(e) => setPerAccount(e.target.value)} name="codePerAccount" />
          </label>
          <label className="cn-field">
            <span>{t("codes.startsAt")}</span>
            <input type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} name="codeStartsAt" />
          </label>
          <label className="cn-field">
            <span>{t("codes.endsAt")}</span>
            <input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} name="codeEndsAt" aria-invalid={invalid === "codeEndsAt" || undefined} />
          </label>
          {kind === "ACCESS" && (
            <label className="cn-field">
              <span>{t("codes.saleStartsAt")}</span>
              <input type="datetime-local" value={saleStartsAt} onChange={(e) => setSaleStartsAt(e.target.value)} name="codeSaleStartsAt" aria-invalid={invalid === "codeSaleStartsAt" || undefined} />
            </label>
          )}
        </div>
        {kind === "DISCOUNT" && forMerch ? (
          <fieldset className="cn-field">
            <legend>{t("codes.forProducts")}</legend>
            {products.length === 0 && <p className="cn-muted">{t("codes.noProducts")}</p>}
            {products.map((p) => (
              <label key={p.id} className="cn-check">
                <input type="checkbox" name="codeProduct" checked={productIds.includes(p.id)} onChange={(e) => setProductIds((ids) => (e.target.checked ? [...ids, p.id] : ids.filter((id) => id !== p.id)))} />
                {p.name}
              </label>
            ))}
          </fieldset>
        ) : (
        <fieldset className="cn-field">
          <legend>{kind === "ACCESS" ? t("codes.unlockTypes") : t("codes.forTypes")}</legend>
          {types.map((tt) => (
            <label key={tt.id} className="cn-check">
              <input type="checkbox" checked={typeIds.includes(tt.id)} onChange={(e) => setTypeIds((ids) => (e.target.checked ? [...ids, tt.id] : ids.filter((id) => id !== tt.id)))} />
              {tt.name}
              {tt.hidden ? ` · ${t("codes.hiddenType")}` : ""}
            </label>
          ))}
        </fieldset>
        )}
        <FormProblem problem={problem} />
        {made && (
          <p className="cn-muted" role="status">
            {t("codes.made", { count: made.count })}
          </p>
        )}
        <button type="submit" className={buttonClass("secondary")} disabled={creating.loading || creatingMerch.loading} data-testid="console-add-code">
          {bulk ? t("codes.generate") : t("codes.addSubmit")}
        </button>
      </form>
    </section>
  );
}
