// Starting a payment: one idempotency key per attempt (a double tap or a retry of the same request
// is the same payment), then either the result page (wallet) or the provider's hosted page.
import { useRef } from "react";
import { useMutation } from "@apollo/client/react";
import { useLocation, useNavigate } from "react-router-dom";
import { newIdempotencyKey } from "./idempotencyKey";
import { payOrderMutation, topUpMutation } from "./operations";
import type { PayOrderInput, TopUpInput } from "../../gql/graphql";
import { type Form, uncachedResult } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { fromTopUpPage, markPaymentUnderway } from "./paymentLanding";

export function usePay(form: Form) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const keyRef = useRef<string | null>(null);
  const [payOrder] = useMutation(payOrderMutation, uncachedResult);
  const [topUp] = useMutation(topUpMutation, uncachedResult);

  /** Call when the fan changes what they pay with: a new attempt gets a new key. */
  const resetKey = () => {
    keyRef.current = null;
  };

  /**
   * `replacePayPage`: an order paid at once leaves no pay page behind it (the back button from its result goes
   * to where the fan chose, never to a pay form). A top-up keeps it: "payment/result towards /payment/recharge
   * goes back one step" (product spec, navigation rules), and the result is told it came from the top-up page
   * (its retry goes back that step), as it is when the provider sends the fan back paid (RechargePage.tsx).
   */
  async function go(result: { __typename: string } | undefined, replacePayPage: boolean, onError?: (code: string) => void) {
    if (!result) throw new Error("no answer");
    if (isErrorResult(result)) {
      onError?.(result.code);
      form.fail(result);
      // The provider did not answer: the payment is kept, and trying again with the same key resumes it
      // (never a second payment). Any other answer ends this attempt.
      if (result.code !== "PAYMENT_PROVIDER_UNAVAILABLE") resetKey();
      return;
    }
    if (result.__typename === "PaymentAccepted") {
      const accepted = result as unknown as { orderNo: string; status: string; redirectUrl?: string | null };
      markPaymentUnderway(accepted.orderNo);
      if (accepted.redirectUrl) window.location.assign(accepted.redirectUrl);
      else navigate(`/payment/result?orderNo=${encodeURIComponent(accepted.orderNo)}`, { replace: replacePayPage, state: pathname === fromTopUpPage.from ? fromTopUpPage : undefined });
    }
  }

  return {
    resetKey,
    pay: (input: Omit<PayOrderInput, "idempotencyKey">, onError?: (code: string) => void) =>
      form.run(async () => {
        keyRef.current ??= newIdempotencyKey();
        const { data } = await payOrder({ variables: { input: { ...input, idempotencyKey: keyRef.current } } });
        await go(data?.payOrder, true, onError);
      }),
    topUp: (input: Omit<TopUpInput, "idempotencyKey">) =>
      form.run(async () => {
        keyRef.current ??= newIdempotencyKey();
        const { data } = await topUp({ variables: { input: { ...input, idempotencyKey: keyRef.current } } });
        await go(data?.topUp, false);
      }),
  };
}
