import "./texts";
import { useSearchParams } from "react-router-dom";
import PaymentResultView, { NoPaymentResult } from "./PaymentResultView";

/** /payment/result?orderNo=…: an order's payment outcome, stored and live. */
export default function ResultPage() {
  const [params] = useSearchParams();
  const orderNo = params.get("orderNo");
  return orderNo ? <PaymentResultView orderNo={orderNo} /> : <NoPaymentResult />;
}
