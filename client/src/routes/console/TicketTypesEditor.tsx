// An event's ticket types: each one's price, capacity, visibility and, for a seated area, how fans get their
// seats (they pick on the map, or are given the best available) changed in place, and new ones added.
import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { useErrorText } from "../../hooks/useMessageText";
import { useLanguage } from "../../i18n/useLanguage";
import type { ConsoleEventFieldsFragment, Currency, SeatSelection } from "../../gql/graphql";
import { addTicketTypeMutation, consoleEventQuery, updateTicketTypeMutation } from "./operations";
import { formatCount, parseAmount } from "./format";
import { ConsoleTable } from "./ConsoleTable";
import { FormProblem } from "./FormProblem";

type TicketType = ConsoleEventFieldsFragment["ticketTypes"][number];

function TicketTypeRow({ type, eventId }: { type: TicketType; eventId: string }) {
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const [price, setPrice] = useState((type.price.amount / 100).toFixed(2));
  const [capacity, setCapacity] = useState(String(type.capacity));
  const [hidden, setHidden] = useState(type.hidden);
  const [seatSelection, setSeatSelection] = useState<SeatSelection>(type.seatSelection);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useMutation(updateTicketTypeMutation, { refetchQueries: [{ query: consoleEventQuery, variables: { id: eventId } }] });
  const changed = price !== (type.price.amount / 100).toFixed(2) || capacity !== String(type.capacity) || hidden !== type.hidden || seatSelection !== type.seatSelection;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseAmount(price);
    if (amount === null) return setProblem(t("types.badPrice"));
    const r = (await save({ variables: { id: type.id, input: { priceAmount: amount, capacity: Number(capacity), hidden, seatSelection } } })).data?.updateTicketType;
    setProblem(r && "code" in r ? errorText(r) : null);
  };
  return (
    <>
      <tr className={type.seated ? "cn-row--with-sub" : undefined}>
        <th scope="row">
          {type.name}
          <div className="cn-muted">
            {type.area}
            {type.seated ? ` · ${t("types.seated")}` : ""}
          </div>
          <label className="cn-check">
            <input form={`tt-${type.id}`} type="checkbox" checked={hidden} onChange={(e) => setHidden(e.target.checked)} data-testid="console-type-hidden" />
            {t("codes.hidden")}
          </label>
        </th>
        <td>
          <form id={`tt-${type.id}`} onSubmit={(e) => void submit(e)} />
          <label className="cn-inline">
            <span className="visually-hidden">{t("types.price", { currency: type.price.currency })}</span>
            <input form={`tt-${type.id}`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} size={8} />
          </label>
          <div className="cn-muted">{formatMoney(type.price)}</div>
        </td>
        <td>
          <label className="cn-inline">
            <span className="visually-hidden">{t("types.capacity")}</span>
            <input form={`tt-${type.id}`} type="number" min={type.sold} value={capacity} onChange={(e) => setCapacity(e.target.value)} size={6} />
          </label>
        </td>
        <td>{formatCount(type.sold, language)}</td>
        <td>
          <button form={`tt-${type.id}`} type="submit" className={buttonClass("secondary")} disabled={!changed || saving.loading}>
            {t("types.save")}
            <span className="visually-hidden"> {type.name}</span>
          </button>
          <FormProblem problem={problem} />
        </td>
      </tr>
      {/* Only a seated area has seats to pick (an unseated type keeps its choice until it gets a map): a line of its own, saved with the row. */}
      {type.seated && (
        <tr className="cn-subrow">
          <td colSpan={5}>
            <fieldset className="cn-choices" data-testid="console-type-seat-selection">
              <legend>{t("types.seatSelection")}</legend>
              {(["PICK", "BEST_AVAILABLE"] as const).map((v) => (
                <label key={v} className="cn-check">
                  <input form={`tt-${type.id}`} type="radio" name={`seat-selection-${type.id}`} value={v} checked={seatSelection === v} onChange={() => setSeatSelection(v)} />
                  {t(`types.selection.${v}`)}
                </label>
              ))}
            </fieldset>
          </td>
        </tr>
      )}
    </>
  );
}

export function TicketTypesEditor({ eventId, currency, types }: { eventId: string; currency: Currency; types: TicketType[] }) {
  const { t } = useTranslation("console");
  const errorText = useErrorText();
  const [name, setName] = useState("");
  const [area, setArea] = useState("");
  const [price, setPrice] = useState("");
  const [capacity, setCapacity] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useMutation(addTicketTypeMutation, { refetchQueries: [{ query: consoleEventQuery, variables: { id: eventId } }], awaitRefetchQueries: true });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseAmount(price);
    if (!name.trim() || !area.trim() || !capacity) return setProblem(t("types.fillAll"));
    if (amount === null) return setProblem(t("types.badPrice"));
    const r = (await add({ variables: { eventId, input: { name: name.trim(), area: area.trim(), priceAmount: amount, capacity: Number(capacity) } } })).data?.addTicketType;
    if (r && "code" in r) return setProblem(errorText(r));
    setProblem(null);
    setName("");
    setArea("");
    setPrice("");
    setCapacity("");
  };
  return (
    <section className="cn-card" aria-labelledby="cn-types-title">
      <h2 id="cn-types-title">{t("types.title")}</h2>
      {types.length > 0 ? (
        <ConsoleTable
          testId="console-ticket-types"
          columns={[
            { key: "name", label: t("types.name") },
            { key: "price", label: t("types.price", { currency }) },
            { key: "capacity", label: t("types.capacity") },
            { key: "taken", label: t("types.taken") },
            { key: "save", label: <span className="visually-hidden">{t("types.save")}</span> },
          ]}
          rows={types}
          renderRow={(tt) => <TicketTypeRow key={tt.id} type={tt} eventId={eventId} />}
        />
      ) : (
        <p className="cn-muted">{t("types.none")}</p>
      )}
      <form className="cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-types-add">
        <h3 id="cn-types-add">{t("types.add")}</h3>
        <div className="cn-grid cn-grid--4">
          <label className="cn-field">
            <span>{t("types.name")}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} name="typeName" />
          </label>
          <label className="cn-field">
            <span>{t("types.area")}</span>
            <input value={area} onChange={(e) => setArea(e.target.value)} name="typeArea" />
          </label>
          <label className="cn-field">
            <span>{t("types.price", { currency })}</span>
            <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} name="typePrice" />
          </label>
          <label className="cn-field">
            <span>{t("types.capacity")}</span>
            <input type="number" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} name="typeCapacity" />
          </label>
        </div>
        <FormProblem problem={problem} />
        <button type="submit" className={buttonClass("secondary")} disabled={adding.loading} data-testid="console-add-type">
          {t("types.addSubmit")}
        </button>
      </form>
    </section>
  );
}
