import "./texts";
import { useEffect, useState, type FormEvent } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { HumanCheckField } from "../../components/HumanCheck";
import { PageHeader } from "../../components/PageHeader";
import { useTitleOverride } from "../../hooks/usePageTitle";
import { StatusView } from "../../components/StatusView";
import { useLanguage } from "../../i18n/useLanguage";
import { formatMoney } from "@fanfare/shared/money";
import { signUrl } from "../../session/redirect";
import { useSession } from "../../session/session";
import { desktopMediaQuery, MAX_QUANTITY_PER_ORDER } from "@fanfare/shared/merch";
import { formatPickupDate, variantLabel } from "./format";
import { merchProductQuery, myAddressesQuery, secureMerchMutation } from "./operations";
import "./merch.css";
import { FormAlert, formClass } from "../../components/Form/Form";
import { fieldClass, SelectField, TextField } from "../../components/Field/Field";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { useMessageText } from "../../hooks/useMessageText";
import { buttonClass } from "../../components/Button/Button";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { badgeClass } from "../../components/Badge/Badge";
import { MerchCodeField, merchCodeDiscount, type AppliedMerchCode } from "./MerchCodeField";

/** /merch/detail?slug=: pictures, options with their stock, quantity, pick-up day or address, and Secure now. */
export default function MerchDetailPage() {
  const { t } = useTranslation("merch");
  const language = useLanguage();
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const navigate = useNavigate();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const { data, loading } = useQuery(merchProductQuery, { variables: { slug }, skip: !slug, fetchPolicy: "cache-and-network" });
  const addresses = useQuery(myAddressesQuery, { skip: !isLoggedIn, fetchPolicy: "cache-and-network" });
  const [secureMerch] = useMutation(secureMerchMutation, uncachedResult);
  const form = useMutationForm(["variantId", "quantity", "pickupDate", "addressId", "ticketNo", "humanCheck"]);
  const text = useMessageText();

  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [pickupDate, setPickupDate] = useState<string | null>(null);
  const [pickedAddressId, setAddressId] = useState<string | null>(null);
  const [ticketNo, setTicketNo] = useState("");
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [checkKey, setCheckKey] = useState(0);
  const [code, setCode] = useState<AppliedMerchCode | null>(null);

  const product = data?.merchProduct;
  const variants = product?.variants.edges.map((e) => e.node) ?? [];
  const chosen = variants.find((v) => v.id === variantId) ?? null;
  const addressList = addresses.data?.myAddresses ?? [];
  const addressId = pickedAddressId ?? (addressList.find((a) => a.isDefault) ?? addressList[0])?.id ?? null;

  // "(pick up only)" only on items that are picked up: shipped merchandise is "Official Merchandise".
  useTitleOverride(product && !product.pickupOnly ? "officialMerch" : null);

  // Sensible first choices: the first option in stock, the first pick-up day, the default address.
  useEffect(() => {
    if (!product) return;
    if (!variantId) setVariantId(product.variants.edges.find((e) => !e.node.soldOut)?.node.id ?? null);
    if (!pickupDate && product.pickupDates.length) setPickupDate(product.pickupDates[0]);
    // A ticket-holder exclusive: the fan's first ticket of the event, to change in the list.
    if (!ticketNo && product.myEligibleTicketNos.length) setTicketNo(product.myEligibleTicketNos[0]);
  }, [product, variantId, pickupDate, ticketNo]);

  if (!product) {
    if (loading) return <main className="app-page"><PageHeader /><div className={`${skeletonClass()} merch-detail merch-detail--loading`} aria-busy="true" /></main>;
    return (
      <main className="app-page">
        <PageHeader />
        <StatusView illustration="notFound" headline={t("detail.notFound")} testId="merch-not-found" />
      </main>
    );
  }

  const limit = product.myRemainingLimit ?? product.maxPerAccount;
  const maxQuantity = Math.max(1, Math.min(MAX_QUANTITY_PER_ORDER, limit, chosen?.stock ?? 1));
  const blocked = product.desktopOnly || !product.inStock;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isLoggedIn) {
      navigate(signUrl(location.pathname + location.search));
      return;
    }
    void form.run(async () => {
      const { data: result } = await secureMerch({
        variables: {
          input: {
            variantId: variantId ?? "",
            quantity,
            pickupDate: product.pickupOnly ? pickupDate : null,
            addressId: product.pickupOnly ? null : addressId,
            ticketNo: product.ticketHolderOnly ? ticketNo : null,
            desktopBrowser: window.matchMedia(desktopMediaQuery).matches,
            humanCheck,
            code: code?.code ?? null,
          },
        },
      });
      const r = result?.secureMerch;
      if (!r) throw new Error("no answer");
      if (isErrorResult(r)) {
        // A solution buys one attempt: show a fresh check after any refusal.
        setHumanCheck(null);
        setCheckKey((k) => k + 1);
        if (r.__typename === "TicketOfAnotherEventError") {
          form.setErrors({ ticketNo: { key: `errors:${r.code}`, params: { event: r.eventTitle }, fallback: r.message } });
          return;
        }
        if (r.__typename === "LimitReachedError") {
          form.setErrors({ quantity: { key: `errors:${r.code}`, params: { num: r.limit }, fallback: r.message } });
          return;
        }
        return form.fail(r);
      }
      if (r.__typename === "MerchSecured") navigate(`/merch-order?orderNo=${encodeURIComponent(r.order.orderNo)}`);
    });
  };

  return (
    <main className="app-page">
      <PageHeader />
      <form className="merch-detail" onSubmit={submit} noValidate>
        <div className="merch-detail__gallery">
          {product.images.map((src) => (
            <img key={src} src={src} alt={product.name} width={560} height={560} />
          ))}
        </div>
        <section className="merch-detail__head">
          <ul className="badge-list merch-badges merch-badges--inline">
            {product.pickupOnly && <li className={badgeClass("info")}>{t("badge.pickupOnly")}</li>}
            {product.ticketHolderOnly && <li className={badgeClass("warning")}>{t("badge.holderOnly")}</li>}
            {product.desktopOnly && <li className={badgeClass("neutral")}>{t("badge.desktopOnly")}</li>}
          </ul>
          <h2 className="merch-detail__name" data-testid="merch-name">{product.name}</h2>
          <p className="merch-detail__price">{formatMoney(product.price)}</p>
          <p className="muted">{product.description}</p>
          {product.event && <p className="muted">{product.event.title}</p>}
        </section>

        {product.desktopOnly && (
          <p className={formClass.note} role="note" data-testid="desktop-only">
            {t("detail.desktopOnly")}
          </p>
        )}

        {variants.length > 1 && (
          <fieldset className="merch-field">
            <legend className={fieldClass.label}>{t("detail.options")}</legend>
            <div className="merch-chips" role="radiogroup">
              {variants.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  aria-checked={v.id === variantId}
                  className={v.id === variantId ? "merch-chip merch-chip--on" : "merch-chip"}
                  disabled={v.soldOut}
                  onClick={() => {
                    setVariantId(v.id);
                    setQuantity(1);
                    form.clear("variantId");
                  }}
                  data-testid={`variant-${v.size ?? v.colour ?? v.sku}`}
                >
                  <span>{variantLabel(v) || v.sku}</span>
                  <small>{v.soldOut ? t("detail.soldOut") : t("detail.left", { count: v.stock })}</small>
                </button>
              ))}
            </div>
            {form.errors.variantId && <p className={fieldClass.error} role="alert">{text(form.errors.variantId)}</p>}
          </fieldset>
        )}

        <div className="merch-field merch-quantity">
          <span className={fieldClass.label} id="merch-qty">{t("detail.quantity")}</span>
          <div className="merch-stepper" role="group" aria-labelledby="merch-qty">
            <button type="button" aria-label={t("detail.decrease")} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>−</button>
            <output data-testid="quantity">{quantity}</output>
            <button type="button" aria-label={t("detail.increase")} disabled={quantity >= maxQuantity} onClick={() => setQuantity((q) => Math.min(maxQuantity, q + 1))}>+</button>
          </div>
          <p className={fieldClass.hint}>{t("detail.limit", { num: product.maxPerAccount })}</p>
          {form.errors.quantity && <p className={fieldClass.error} role="alert">{text(form.errors.quantity)}</p>}
        </div>

        {product.pickupOnly ? (
          <fieldset className="merch-field">
            <legend className={fieldClass.label}>{t("detail.pickupDate")}</legend>
            {product.pickupDates.length ? (
              <div className="merch-chips" role="radiogroup">
                {product.pickupDates.map((d) => (
                  <button key={d} type="button" role="radio" aria-checked={d === pickupDate} className={d === pickupDate ? "merch-chip merch-chip--on" : "merch-chip"} onClick={() => { setPickupDate(d); form.clear("pickupDate"); }} data-testid={`pickup-${d}`}>
                    {formatPickupDate(d, language)}
                  </button>
                ))}
              </div>
            ) : (
              <p className={fieldClass.hint}>{t("detail.noPickupDays")}</p>
            )}
            {product.event && <p className={fieldClass.hint}>{t("detail.pickupNote", { venue: product.event.venue })}</p>}
            {form.errors.pickupDate && <p className={fieldClass.error} role="alert">{text(form.errors.pickupDate)}</p>}
          </fieldset>
        ) : (
          isLoggedIn && (
            <fieldset className="merch-field">
              <legend className={fieldClass.label}>{t("detail.shipping")}</legend>
              <div className="merch-addresses">
                {addressList.map((a) => (
                  <label key={a.id} className={a.id === addressId ? "merch-address merch-address--on" : "merch-address"}>
                    <input type="radio" name="address" checked={a.id === addressId} onChange={() => { setAddressId(a.id); form.clear("addressId"); }} />
                    <span>
                      <strong>{a.recipient}</strong> {a.phone}
                      <br />
                      {[a.line1, a.line2, a.city, a.region, a.postalCode, a.country].filter(Boolean).join(", ")}
                    </span>
                  </label>
                ))}
              </div>
              <Link className={buttonClass("secondary", "block")} to="/address" data-testid="add-address">
                {t("detail.addAddress")}
              </Link>
              {form.errors.addressId && <p className={fieldClass.error} role="alert">{text(form.errors.addressId)}</p>}
            </fieldset>
          )
        )}

        {product.ticketHolderOnly && product.myEligibleTicketNos.length > 0 ? (
          // The fan's own tickets of the event to pick from (issue 31: the number had to be typed by hand).
          <SelectField
            label={t("detail.ticketNo")}
            value={ticketNo}
            onValueChange={form.clearing("ticketNo", setTicketNo)}
            hint={t("detail.ticketPickHint", { event: product.event?.title ?? "" })}
            error={form.errors.ticketNo}
            data-testid="ticket-no-select"
          >
            {product.myEligibleTicketNos.map((no) => (
              <option key={no} value={no}>
                {no}
              </option>
            ))}
          </SelectField>
        ) : product.ticketHolderOnly && (
          <TextField
            label={t("detail.ticketNo")}
            value={ticketNo}
            onValueChange={form.clearing("ticketNo", setTicketNo)}
            autoCapitalize="characters"
            autoComplete="off"
            hint={t("detail.ticketNoHint", { event: product.event?.title ?? "" })}
            error={form.errors.ticketNo}
            data-testid="ticket-no"
          />
        )}

        {/* A discount code: a product of an event takes its organiser's codes (issue 35). */}
        {isLoggedIn && !blocked && product.event && <MerchCodeField variantId={variantId} quantity={quantity} unitPrice={product.price} applied={code} onApplied={setCode} />}

        {isLoggedIn && !blocked && (
          <HumanCheckField key={checkKey} className="merch-field" error={form.errors.humanCheck} onChange={(p) => { setHumanCheck(p); form.clear("humanCheck"); }} />
        )}

        <FormAlert message={form.formError} />

        <div className="merch-buybar">
          <div>
            <p className="merch-buybar__label">{t("detail.total")}</p>
            <p className="merch-buybar__total" data-testid="merch-total">{formatMoney({ amount: product.price.amount * quantity - merchCodeDiscount(code, product.price, quantity), currency: product.price.currency })}</p>
          </div>
          <button type="submit" className={buttonClass("primary")} disabled={form.busy || blocked || (isLoggedIn && !chosen)} data-testid="secure-merch">
            {!product.inStock ? t("detail.soldOut") : isLoggedIn ? t("detail.secure") : t("detail.signIn")}
          </button>
        </div>
        <p className={`${fieldClass.hint} merch-hold-note`}>{t("detail.holdNote")}</p>
      </form>
    </main>
  );
}
