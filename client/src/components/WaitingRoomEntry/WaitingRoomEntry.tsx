// The event page's way into the waiting room, shown instead of Buy while the event's room is in use.
import "./texts";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../Button/Button";
import { queuePath } from "../../lib/admissionPass";
import "./WaitingRoomEntry.css";

export function WaitingRoomEntry({ eventSlug, state }: { eventSlug: string; state: "PRE_QUEUE" | "OPEN" | "SOLD_OUT" }) {
  const { t } = useTranslation("queue");
  return (
    <>
      <p className="waiting-room-entry__note">{t("entry.note")}</p>
      <Link to={queuePath(eventSlug)} className={buttonClass("primary", "block")} data-testid="join-queue">
        {t(`entry.${state}`)}
      </Link>
    </>
  );
}
