import "./texts";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { storageKeys, writeStorage } from "../../lib/storage";
import PaymentResultView, { NoPaymentResult } from "./PaymentResultView";

/**
 * /payment/rechargeResult?orderNo=…&payRes=…&isNewCard=…: where the provider sends the fan back after a
 * top-up (the product's rule). Paid (payRes=1): keep the outcome and the order number for the top-up page
 * and go back to it, past the provider's page (and the card form: 3 steps for a new card, else 2); the
 * top-up page then opens the one result page, /payment/result, as a top-up settled at once does
 * (RechargePage.tsx). Otherwise (failed, cancelled, still pending): the same result view, here; its retry
 * and its header's back go to the top-up page the same number of steps back.
 */
export default function RechargeResultPage() {
  const { t } = useTranslation("wallet");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get("orderNo");
  const paid = !!orderNo && params.get("payRes") === "1";
  const stepsBack = params.get("isNewCard") === "1" ? 3 : 2;
  // The jump back happens once per landing: navigate changes identity as the history moves, and a second
  // run of this effect before the page unmounts would jump two more steps (to an unrelated page).
  const jumped = useRef(false);

  useEffect(() => {
    if (!paid || !orderNo || jumped.current) return;
    jumped.current = true;
    writeStorage(storageKeys.walletRechargeResult, "1");
    writeStorage(storageKeys.walletRechargeResultOrderNo, orderNo);
    navigate(-stepsBack);
  }, [paid, orderNo, stepsBack, navigate]);

  if (!orderNo) return <NoPaymentResult />;
  // On the way back: the result is shown once, on the page the top-up page opens, not here as well (this
  // page would otherwise fetch it and mark it seen before the fan has seen it).
  if (paid) {
    return (
      <main className="app-page">
        <PageHeader back={false} />
        <p className="wallet-page muted" aria-busy="true">
          {t("loading")}
        </p>
      </main>
    );
  }
  return <PaymentResultView orderNo={orderNo} topUpStepsBack={stepsBack} />;
}
