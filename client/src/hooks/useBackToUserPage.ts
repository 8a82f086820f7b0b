import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { clearBackToUserPage, isBackToUserPage, isOtherOrdersFlag, markBackToUserPage, userPagePath } from "../lib/backToUserPage";

/**
 * The header's back of an order page (ticket-order, merch-order): when the page was reached from the order's
 * payment result (lib/backToUserPage.ts), a function that goes to the fan's page instead of one step back
 * into the payment's pages; otherwise undefined (the header goes back one step). The flag is kept while
 * the page is open (a reload finds it again) and consumed when the back is used or the page is left
 * another way (its link to the fan's tickets, a tab): a later visit to the order goes back one step.
 */
export function useBackToUserPage(orderNo: string): (() => void) | undefined {
  const navigate = useNavigate();
  // Read once per order: clearing it on the way out must not change the page before it leaves.
  const [armedFor] = useState(() => (isBackToUserPage(orderNo) ? orderNo : null));
  const armed = armedFor !== null && armedFor === orderNo;

  useEffect(() => {
    if (!armed) {
      // Another order's flag: a way back from a result that never reached its order page. It names no page now.
      if (orderNo && isOtherOrdersFlag(orderNo)) clearBackToUserPage();
      return;
    }
    // Written again on (re)mount, so React's development double mount does not lose it to the first cleanup.
    markBackToUserPage(orderNo);
    return () => clearBackToUserPage();
  }, [armed, orderNo]);

  if (!armed) return undefined;
  return () => {
    clearBackToUserPage();
    navigate(userPagePath, { replace: true });
  };
}
