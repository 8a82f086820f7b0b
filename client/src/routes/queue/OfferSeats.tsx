// The seats an offer holds (issue 32: a handed-back seated ticket keeps its seat, which passes to the fan
// who pays): named under the offer, so the fan knows where they will sit before paying. Standing: nothing.
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { offerSeatsQuery } from "./operations";

export function OfferSeats({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("queue");
  const { data } = useQuery(offerSeatsQuery, { variables: { orderNo }, fetchPolicy: "network-only" });
  const seats = (data?.order?.items ?? []).flatMap((i) => (i.seat ? [i.seat] : []));
  if (!seats.length) return null;
  return (
    <ul className="q-offer__seats" data-testid="queue-offer-seats">
      {seats.map((s) => (
        <li key={s.id} data-testid="queue-offer-seat">
          {t("offered.seat", { area: s.area, row: s.row, number: s.number })}
        </li>
      ))}
    </ul>
  );
}
