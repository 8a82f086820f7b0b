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

type TicketType = ConsoleEventFieldsFragment["ticketTypes"][number];

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
  const [endsAt, setEndsAt] = useState("");
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
      endsAt: endsAt ? new Date(endsAt).toISOString() : null,
    };
    const merch = kind === "DISCOUNT" && forMerch;
    const r = merch
      ? (await createMerch({ variables: { eventId, input: { ...terms, productIds } } })).data?.createMerchPromoCodes
      : (await create({ variables: { eventId, input: { ...terms, kind, ticketTypeIds: typeIds, saleStartsAt: kind === "ACCESS" && saleStartsAt ? new Date(saleStartsAt).toISOString() : null } } })).data?.createPromoCodes;
    if (r && "code" in r) return setProblem(errorText(r));
    setProblem(null);
    if (r?.__typename === "PromoCodesCreated") {
      setMade({ count: r.count, batch: r.batch ?? null });
      setCode("");
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
              </th>
              <td>{describe(c)}</td>
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
            <span>{t("codes.endsAt")}</span>
            <input type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} name="codeEndsAt" />
          </label>
          {kind === "ACCESS" && (
            <label className="cn-field">
              <span>{t("codes.saleStartsAt")}</span>
              <input type="datetime-local" value={saleStartsAt} onChange={(e) => setSaleStartsAt(e.target.value)} name="codeSaleStartsAt" />
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
