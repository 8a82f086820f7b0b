// A product's editor: its terms (event, name, description, picture, price, limit, pick-up only with the
// event's pick-up days, ticket holders only, desktop only, shown in the shop) and its variants with their
// stock. Stock is the units for sale in all; it cannot go below those held or sold, which the form shows
// beside it and the API refuses (a ValidationError naming the variant, in the organiser's language). A saved
// variant nothing was ever held or sold of can be deleted, after a question; one with orders only the API
// knows of (all released since) is refused with its reason, and stays.
import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@fanfare/shared/money";
import { buttonClass } from "../../components/Button/Button";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { useErrorText } from "../../hooks/useMessageText";
import { uncachedResult } from "../../hooks/useMutationForm";
import { useLanguage } from "../../i18n/useLanguage";
import type { ConsoleProductFieldsFragment, Currency } from "../../gql/graphql";
import { consoleEventsQuery, consoleProductQuery, createProductMutation, deleteVariantMutation, updateProductMutation } from "./operations";
import { formatCount, parseAmount } from "./format";
import { issueProblems } from "./issues";
import { usePageTitle } from "./usePageTitle";
import { EventPicker } from "./EventPicker";
import { ProductImageUpload } from "./ProductImageUpload";

const pictures = ["tee", "hoodie", "cap", "tote", "mug", "poster", "scarf", "badge", "keychain", "lightstick", "photocard", "wristband"].map((p) => `/img/merch/${p}.svg`);

interface VariantDraft {
  key: number;
  id: string | null;
  sku: string;
  size: string;
  colour: string;
  stock: string;
  sold: number;
}
interface Draft {
  eventId: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  price: string;
  currency: Currency;
  maxPerAccount: string;
  pickupOnly: boolean;
  pickupDates: string[];
  ticketHolderOnly: boolean;
  desktopOnly: boolean;
  active: boolean;
  variants: VariantDraft[];
}

let nextKey = 1;
const newVariant = (): VariantDraft => ({ key: nextKey++, id: null, sku: "", size: "", colour: "", stock: "", sold: 0 });

function draftOf(p: ConsoleProductFieldsFragment): Draft {
  return {
    eventId: p.eventId ?? "",
    slug: p.slug,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    price: (p.price.amount / 100).toFixed(2),
    currency: p.price.currency,
    maxPerAccount: String(p.maxPerAccount),
    pickupOnly: p.pickupOnly,
    pickupDates: p.pickupDates,
    ticketHolderOnly: p.ticketHolderOnly,
    desktopOnly: p.desktopOnly,
    active: p.active,
    variants: p.variants.map((v) => ({ key: nextKey++, id: v.id, sku: v.sku, size: v.size ?? "", colour: v.colour ?? "", stock: String(v.stock), sold: v.sold })),
  };
}

const emptyDraft = (eventId: string): Draft => ({
  eventId,
  slug: "",
  name: "",
  description: "",
  imageUrl: pictures[0],
  price: "",
  currency: "HKD",
  maxPerAccount: "4",
  pickupOnly: false,
  pickupDates: [],
  ticketHolderOnly: false,
  desktopOnly: false,
  active: true,
  variants: [newVariant()],
});

type TextField = "slug" | "name" | "imageUrl" | "price" | "maxPerAccount";
type Flag = "pickupOnly" | "ticketHolderOnly" | "desktopOnly" | "active";

export default function ProductEditorPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation("console");
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(consoleProductQuery, { variables: { id: id ?? "" }, skip: !id });
  const events = useQuery(consoleEventsQuery, { variables: { search: null } }).data?.operatorEvents.edges.map((e) => e.node) ?? [];
  const product = data?.operatorProduct ?? null;
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(search.get("event") ?? ""));
  const [loaded, setLoaded] = useState<ConsoleProductFieldsFragment | null>(null);
  const [newDay, setNewDay] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [issues, setIssues] = useState<readonly { field: string; message: string }[]>([]);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; sku: string } | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  usePageTitle(id ? (product?.name ?? t("merch.editTitle")) : t("merch.newTitle"));
  // Typed errors bypass the cache (uncachedResult): a saved product is read again, a refused one leaves
  // the form as typed. The product list reads the products whenever it is opened.
  const [create, creating] = useMutation(createProductMutation, uncachedResult);
  const [update, updating] = useMutation(updateProductMutation, uncachedResult);
  const [deleteVariant, deletingVariant] = useMutation(deleteVariantMutation, uncachedResult);

  useEffect(() => {
    if (product && product !== loaded) {
      setDraft(draftOf(product));
      setLoaded(product);
    }
  }, [product, loaded]);

  if (id && loading && !data) return <p className="cn-muted">{t("state.loading")}</p>;
  if (id && data && !product) return <p role="alert">{t("merch.notFound")}</p>;

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    setSaved(false);
  };
  const setVariant = (key: number, patch: Partial<VariantDraft>) => set("variants", draft.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)));
  const bad = (field: string) => invalid.has(field) || undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setIssues([]);
    setInvalid(new Set());
    setSaved(false);
    const amount = parseAmount(draft.price);
    if (amount === null) {
      setInvalid(new Set(["priceAmount"]));
      return setProblem(t("types.badPrice"));
    }
    const stockOf = (s: string) => (s.trim() === "" ? null : Number(s));
    const variants = draft.variants.map((v) => {
      const before = product?.variants.find((x) => x.id === v.id);
      const text = (s: string) => s.trim() || null;
      if (!v.id) return { sku: v.sku.trim(), size: text(v.size), colour: text(v.colour), stock: stockOf(v.stock) };
      // An existing variant: only what changed, so a stock left alone is not written back over a sale.
      return {
        id: v.id,
        ...(v.sku !== before?.sku ? { sku: v.sku.trim() } : {}),
        ...(text(v.size) !== (before?.size ?? null) ? { size: text(v.size) } : {}),
        ...(text(v.colour) !== (before?.colour ?? null) ? { colour: text(v.colour) } : {}),
        ...(stockOf(v.stock) !== before?.stock ? { stock: stockOf(v.stock) } : {}),
      };
    });
    const terms = {
      eventId: draft.eventId || null,
      slug: draft.slug.trim(),
      name: draft.name.trim(),
      description: draft.description,
      imageUrl: draft.imageUrl.trim(),
      priceAmount: amount,
      currency: draft.currency,
      maxPerAccount: Number(draft.maxPerAccount),
      pickupOnly: draft.pickupOnly,
      ticketHolderOnly: draft.ticketHolderOnly,
      desktopOnly: draft.desktopOnly,
      active: draft.active,
      ...(draft.eventId ? { pickupDates: draft.pickupDates } : {}),
      variants,
    };
    const r = id ? (await update({ variables: { id, input: terms } })).data?.updateMerchProduct : (await create({ variables: { input: terms } })).data?.createMerchProduct;
    if (!r) return;
    if (r.__typename === "OperatorProduct") {
      if (!id) navigate(`/console/merch/${r.id}`, { replace: true });
      else {
        await refetch();
        setSaved(true);
      }
      return;
    }
    if ("code" in r) showError(r, "issues" in r && r.issues ? r.issues : []);
  };

  const showError = (r: NonNullable<Parameters<typeof errorText>[0]> & { field?: string | null }, list: readonly { field: string; message: string }[]) => {
    setProblem(errorText(r));
    setIssues(list);
    setInvalid(new Set([...list.map((i) => i.field), ...(r.field ? [r.field] : [])]));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id: variantId, sku } = deleting;
    setProblem(null);
    setIssues([]);
    setSaved(false);
    setDeleted(null);
    const r = (await deleteVariant({ variables: { id: variantId } })).data?.deleteMerchVariant;
    setDeleting(null);
    if (!r) return;
    if (r.__typename === "OperatorProduct") {
      // Only the deleted row leaves the form, which is not read again: what else was typed and not saved yet
      // stays (saving reads the product again).
      setDraft((d) => ({ ...d, variants: d.variants.filter((v) => v.id !== variantId) }));
      setDeleted(sku);
      return;
    }
    // The issue is about the variant's id: name it by its row, as the other variant issues are.
    const row = draft.variants.findIndex((v) => v.id === variantId);
    if ("code" in r) showError(r, ("issues" in r && r.issues ? r.issues : []).map((i) => (i.field === "id" ? { ...i, field: `variants[${row}]` } : i)));
  };

  const event = events.find((e) => e.id === draft.eventId);
  const text = (k: TextField, field: string, opts: { required?: boolean; type?: string; list?: string; inputMode?: "decimal" } = {}) => (
    <label className="cn-field">
      <span>
        {k === "price" ? t("merch.field.priceIn", { currency: draft.currency }) : t(`merch.field.${field}` as "merch.field.name")}
        {opts.required && <span aria-hidden="true"> *</span>}
      </span>
      <input type={opts.type ?? "text"} value={draft[k]} onChange={(e) => set(k, e.target.value)} required={opts.required} aria-invalid={bad(field)} list={opts.list} inputMode={opts.inputMode} name={k} />
    </label>
  );
  const flag = (k: Flag, disabled = false) => (
    <label className="cn-check">
      <input type="checkbox" checked={draft[k]} disabled={disabled} onChange={(e) => set(k, e.target.checked)} name={k} />
      <span>{t(`merch.field.${k}`)}</span>
    </label>
  );

  return (
    <>
      <div className="cn-head">
        <div>
          <p className="cn-muted">
            <Link to="/console/merch">{t("merch.title")}</Link>
          </p>
          <h1>{id ? (product?.name ?? t("merch.editTitle")) : t("merch.newTitle")}</h1>
        </div>
      </div>
      <div className="cn-editor">
        <form className="cn-editor__form cn-card cn-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cn-product-terms">
          <h2 id="cn-product-terms">{t("merch.terms")}</h2>
          <div className="cn-grid">
            <EventPicker value={draft.eventId} onChange={(id) => set("eventId", id)} empty={t("merch.noEvent")} label={t("merch.field.eventId")} name="eventId" invalid={bad("eventId")} />
            {text("slug", "slug", { required: true })}
          </div>
          {text("name", "name", { required: true })}
          <label className="cn-field">
            <span>
              {t("merch.field.description")}
              <span aria-hidden="true"> *</span>
            </span>
            <textarea rows={3} value={draft.description} onChange={(e) => set("description", e.target.value)} aria-invalid={bad("description")} name="description" />
          </label>
          <p className="cn-muted">{t("merch.oneLanguage")}</p>
          <div className="cn-grid cn-grid--picture">
            {text("imageUrl", "imageUrl", { required: true, list: "cn-pictures" })}
            <img src={draft.imageUrl} alt="" className="cn-thumb" data-testid="console-product-image-preview" />
          </div>
          <ProductImageUpload onUploaded={(path) => set("imageUrl", path)} />
          <datalist id="cn-pictures">
            {pictures.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <div className="cn-grid cn-grid--4">
            {text("price", "priceAmount", { required: true, inputMode: "decimal" })}
            <label className="cn-field">
              <span>{t("merch.field.currency")}</span>
              <select value={draft.currency} onChange={(e) => set("currency", e.target.value as Currency)} name="currency">
                <option value="HKD">HKD</option>
                <option value="MOP">MOP</option>
              </select>
            </label>
            {text("maxPerAccount", "maxPerAccount", { type: "number" })}
          </div>
          <fieldset className="cn-fieldset">
            <legend>{t("merch.sale")}</legend>
            {flag("active")}
            {flag("desktopOnly")}
            {flag("ticketHolderOnly", !draft.eventId)}
            {flag("pickupOnly", !draft.eventId)}
            {!draft.eventId && <p className="cn-muted">{t("merch.needEvent")}</p>}
          </fieldset>
          {draft.eventId && (
            <fieldset className="cn-fieldset" aria-describedby="cn-days-note">
              <legend>{t("merch.pickupDays", { event: event?.title ?? "" })}</legend>
              <p className="cn-muted" id="cn-days-note">
                {t("merch.pickupShared")}
              </p>
              <ul className="cn-days" data-testid="pickup-days">
                {draft.pickupDates.map((d) => (
                  <li key={d}>
                    <span>{new Intl.DateTimeFormat(language.bcp47, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`))}</span>
                    <button type="button" className={buttonClass("ghost")} onClick={() => set("pickupDates", draft.pickupDates.filter((x) => x !== d))}>
                      {t("merch.removeDay")}
                      <span className="visually-hidden"> {d}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="cn-actions">
                <label className="cn-field">
                  <span>{t("merch.day")}</span>
                  <input type="date" value={newDay} onChange={(e) => setNewDay(e.target.value)} aria-invalid={bad("pickupDates")} name="pickupDay" />
                </label>
                <button
                  type="button"
                  className={buttonClass("secondary")}
                  disabled={!newDay || draft.pickupDates.includes(newDay)}
                  onClick={() => {
                    set("pickupDates", [...draft.pickupDates, newDay].sort());
                    setNewDay("");
                  }}
                  data-testid="add-pickup-day"
                >
                  {t("merch.addDay")}
                </button>
              </div>
            </fieldset>
          )}
          <fieldset className="cn-fieldset">
            <legend>{t("merch.variants")}</legend>
            <p className="cn-muted">{t("merch.stockNote")}</p>
            <div className="cn-table-wrap">
              <table className="cn-table cn-variants" data-testid="variants">
                <thead>
                  <tr>
                    <th scope="col">{t("merch.field.sku")}</th>
                    <th scope="col">{t("merch.field.size")}</th>
                    <th scope="col">{t("merch.field.colour")}</th>
                    <th scope="col">{t("merch.field.stock")}</th>
                    <th scope="col">{t("merch.sold")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("merch.removeVariant")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {draft.variants.map((v, i) => {
                    const n = i + 1;
                    const cell = (k: "sku" | "size" | "colour" | "stock", extra: { type?: string; min?: number } = {}) => (
                      <label className="cn-inline">
                        <span className="visually-hidden">{t("issues.variantField", { n, field: t(`merch.field.${k}`) })}</span>
                        <input value={v[k]} onChange={(e) => setVariant(v.key, { [k]: e.target.value })} aria-invalid={bad(`variants[${i}].${k}`) ?? bad(`variants[${i}]`)} size={k === "sku" ? 12 : 4} name={`variant-${i}-${k}`} {...extra} />
                      </label>
                    );
                    return (
                      <tr key={v.key} data-testid="variant-row">
                        <th scope="row">{cell("sku")}</th>
                        <td>{cell("size")}</td>
                        <td>{cell("colour")}</td>
                        <td>{cell("stock", { type: "number", min: v.sold })}</td>
                        <td>{formatCount(v.sold, language)}</td>
                        <td>
                          {!v.id && draft.variants.length > 1 && (
                            <button type="button" className={buttonClass("ghost")} onClick={() => set("variants", draft.variants.filter((x) => x.key !== v.key))}>
                              {t("merch.removeVariant")}
                              <span className="visually-hidden"> {n}</span>
                            </button>
                          )}
                          {v.id && v.sold === 0 && draft.variants.filter((x) => x.id).length > 1 && (
                            <button type="button" className={buttonClass("ghost")} onClick={() => setDeleting({ id: v.id!, sku: product?.variants.find((x) => x.id === v.id)?.sku ?? v.sku })} data-testid="delete-variant">
                              {t("merch.deleteVariant")}
                              <span className="visually-hidden"> {v.sku}</span>
                            </button>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <button type="button" className={buttonClass("secondary")} onClick={() => set("variants", [...draft.variants, newVariant()])} data-testid="add-variant">
              {t("merch.addVariant")}
            </button>
          </fieldset>
          {problem && (
            <div role="alert" className="cn-error" data-testid="product-error">
              <p>{problem}</p>
              {issues.length > 0 && (
                <ul className="cn-issues">
                  {issueProblems(issues, t).map((i, k) => (
                    <li key={k}>
                      <strong>{i.where}</strong> {i.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {saved && (
            <p role="status" className="cn-ok" data-testid="product-saved">
              {t("merch.saved")}
            </p>
          )}
          {deleted && (
            <p role="status" className="cn-ok" data-testid="variant-deleted">
              {t("merch.variantDeleted", { sku: deleted })}
            </p>
          )}
          <button type="submit" className={buttonClass("primary")} disabled={creating.loading || updating.loading} data-testid="save-product">
            {id ? t("merch.save") : t("merch.create")}
          </button>
        </form>
        <aside className="cn-preview" aria-labelledby="cn-product-preview">
          <h2 className="cn-preview__title" id="cn-product-preview">
            {t("merch.preview")}
          </h2>
          <div className="cn-preview__phone cn-fancard" data-testid="product-preview" tabIndex={0} role="group" aria-label={t("merch.preview")}>
            <img src={draft.imageUrl} alt="" className="cn-fancard__img" />
            <p className="cn-fancard__name">{draft.name || t("merch.previewName")}</p>
            <p className="cn-fancard__price">{formatMoney({ amount: parseAmount(draft.price) ?? 0, currency: draft.currency })}</p>
            <p className="cn-muted">{draft.description}</p>
            <ul className="cn-fanseats__rows">
              {draft.variants
                .filter((v) => v.size || v.colour)
                .map((v) => (
                  <li key={v.key} className={Number(v.stock) - v.sold > 0 ? "cn-fanseats__chip" : "cn-fanseats__chip is-full"}>
                    {[v.size, v.colour].filter(Boolean).join(" / ")}
                  </li>
                ))}
            </ul>
            {draft.ticketHolderOnly && <p className="cn-muted">{t("merch.field.ticketHolderOnly")}</p>}
            {draft.pickupOnly && <p className="cn-muted">{t("merch.field.pickupOnly")}</p>}
          </div>
        </aside>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t("merch.deleteVariantTitle", { sku: deleting.sku })}
          body={t("merch.deleteVariantBody")}
          confirmLabel={t("merch.deleteVariantConfirm")}
          cancelLabel={t("merch.keepVariant")}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          busy={deletingVariant.loading}
          danger
        />
      )}
    </>
  );
}
