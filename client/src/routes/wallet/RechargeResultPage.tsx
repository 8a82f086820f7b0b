import "./texts";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { storageKeys, writeStorage } from "../../lib/storage";
import PaymentResultView, { NoPaymentResult } from "./PaymentResultView";

/**
 * /payment/rechargeResult?orderNo=…&payRes=…&isNewCard=…: where the provider sends the fan back after
 * a top-up. Paid (payRes=1): keep the outcome for the top-up page and go back to it, past the provider's
 * page (and the card form: 3 steps for a new card, else 2). Otherwise: show the outcome here.
 */
export default function RechargeResultPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get("orderNo");
  const paid = !!orderNo && params.get("payRes") === "1";
  // The jump back happens once per landing: navigate changes identity as the history moves, and a second
  // run of this effect before the page unmounts would jump two more steps (to an unrelated page).
  const jumped = useRef(false);

  useEffect(() => {
    if (!paid || !orderNo || jumped.current) return;
    jumped.current = true;
    writeStorage(storageKeys.walletRechargeResult, "1");
    writeStorage(storageKeys.walletRechargeResultOrderNo, orderNo);
    navigate(params.get("isNewCard") === "1" ? -3 : -2);
  }, [paid, orderNo, params, navigate]);

  if (!orderNo) return <NoPaymentResult />;
  return <PaymentResultView orderNo={orderNo} />;
}
