import { Navigate, useLocation } from "react-router-dom";

/** /payment/Purchase: the older entry to the payment page; the order is paid at /payment/buy. */
export default function PurchasePage() {
  const { search } = useLocation();
  return <Navigate to={`/payment/buy${search}`} replace />;
}
