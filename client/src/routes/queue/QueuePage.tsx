// /queue?slug=: an event's waiting room. Before the opening a countdown and the fair draw; in line the
// position, people ahead, a progress bar, the estimated wait and the stock left; then the call to buy
// with the admission pass, tickets offered from the waiting list, or the sell-out and the waiting list.
import "./texts";
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useTranslation } from "react-i18next";
import { formatEventTime } from "@fanfare/shared/dates";
import { PageHeader } from "../../components/PageHeader";
import { StatusView } from "../../components/StatusView";
import { HumanCheck } from "../../components/HumanCheck";
import { ConfirmDialog } from "../../components/Dialog/Dialog";
import { FormSubmit, formClass } from "../../components/Form/Form";
import { Badge } from "../../components/Badge/Badge";
import { buttonClass } from "../../components/Button/Button";
import { skeletonClass } from "../../components/Skeleton/Skeleton";
import { formatCountdown, useCountdown } from "../../hooks/useCountdown";
import { uncachedResult, useMutationForm } from "../../hooks/useMutationForm";
import { isErrorResult } from "../../lib/messages";
import { useLanguage } from "../../i18n/useLanguage";
import type { QueuePageQuery } from "../../gql/graphql";
import { clearAdmissionPass, saveAdmissionPass } from "../../lib/admissionPass";
import { FairDraw } from "./FairDraw";
import { OfferIdentities } from "./OfferIdentities";
import { OfferSeats } from "./OfferSeats";
import { formatLongCountdown } from "./format";
import { joinQueueMutation, joinWaitingListMutation, leaveQueueMutation, queuePageQuery } from "./operations";
import { PlaceNumber, QueueProgress } from "./QueueProgress";
import { useQueuePlace, type QueuePlace } from "./useQueuePlace";
import { useRoomOpening } from "../../hooks/useRoomOpening";
import "./queue.css";

type QueueEvent = NonNullable<QueuePageQuery["event"]>;

export default function QueuePage() {
  const [params] = useSearchParams();
  const slug = params.get("slug") ?? "";
  const { t } = useTranslation("queue");
  const { t: tCommon } = useTranslation();
  const { data, loading, error, refetch } = useQuery(queuePageQuery, { variables: { slug }, skip: !slug, fetchPolicy: "network-only" });
  const event = data?.event;
  useRoomOpening(event?.waitingRoom.state, event?.waitingRoom.opensAt, refetch);

  let body;
  if (!event) {
    body = loading ? (
      <div className="q-page" aria-busy="true">
        <div className={skeletonClass("line")} style={{ width: "60%" }} />
        <div className={`${skeletonClass()} q-skeleton`} />
      </div>
    ) : error ? (
      <StatusView illustration="error" headline={tCommon("states.error")} action={<button type="button" className={buttonClass("primary")} onClick={() => void refetch()}>{tCommon("actions.retry")}</button>} />
    ) : (
      <StatusView illustration="notFound" headline={t("notFound")} testId="queue-not-found" />
    );
  } else {
    body = <QueueScreen event={event} initialPlace={data.myQueuePlace ?? null} refetchRoom={() => void refetch()} />;
  }

  return (
    <main className="app-page q-app">
      <PageHeader />
      {body}
    </main>
  );
}

function buyPath(event: QueueEvent): string {
  return `${event.desktopOnly ? "/purchase" : "/ticket/choose"}?slug=${encodeURIComponent(event.slug)}`;
}

function QueueScreen({ event, initialPlace, refetchRoom }: { event: QueueEvent; initialPlace: QueuePlace | null; refetchRoom: () => void }) {
  const { t } = useTranslation("queue");
  const { place, feed, setPlace } = useQueuePlace(event.slug, initialPlace);
  const room = event.waitingRoom;
  const status = place?.status ?? null;
  const language = useLanguage();
  const number = new Intl.NumberFormat(language.bcp47);

  // The draw happened (the seed is revealed) or the room changed state: read the room again.
  useEffect(() => {
    if (status && status !== "PRE_QUEUE" && room.state === "PRE_QUEUE") refetchRoom();
    if ((status === "SOLD_OUT" || status === "WAITING_LIST") && room.state !== "SOLD_OUT") refetchRoom();
  }, [status, room.state, refetchRoom]);

  // The pass goes with the purchase (the chooser reads it); a used or lapsed one is dropped.
  const pass = place?.admission ?? null;
  useEffect(() => {
    if (status === "ADMITTED" && pass) saveAdmissionPass(event.slug, pass);
    if (status === "DONE" || status === "EXPIRED") clearAdmissionPass(event.slug);
  }, [event.slug, status, pass]);

  let headline: string;
  let view;
  if (!place) {
    if (room.state === "OFF") {
      headline = t("room.offHeadline");
      view = (
        <>
          <p>{t("room.off")}</p>
          <Link to={buyPath(event)} className={buttonClass("primary", "block")}>
            {t("room.buyDirect")}
          </Link>
        </>
      );
    } else if (room.state === "CLOSED") {
      headline = t("room.closedHeadline");
      view = <p>{t("room.closed")}</p>;
    } else if (room.state === "SOLD_OUT") {
      headline = t("soldOut.headline");
      view = (
        <>
          <p>{t("soldOut.roomBody")}</p>
          <WaitingListForm eventSlug={event.slug} onJoined={setPlace} />
        </>
      );
    } else {
      headline = room.state === "PRE_QUEUE" ? t("join.preHeadline") : t("join.headline");
      view = (
        <>
          {room.state === "PRE_QUEUE" && <OpeningCountdown opensAt={room.opensAt} timeZone={event.timeZone} />}
          <p>{room.state === "PRE_QUEUE" ? t("join.preLead") : t("join.lead")}</p>
          <JoinForm eventSlug={event.slug} onJoined={setPlace} label={t("join.submit")} />
        </>
      );
    }
  } else {
    switch (place.status) {
      case "PRE_QUEUE":
        headline = t("pre.headline");
        view = (
          <>
            <OpeningCountdown opensAt={place.opensAt ?? room.opensAt} timeZone={event.timeZone} />
            <p>{t("pre.body")}</p>
            <p className="q-note">{t("keepOpen")}</p>
          </>
        );
        break;
      case "WAITING":
        headline = t("waiting.headline");
        view = (
          <>
            <QueueProgress place={place} />
            <p className="q-note">{t("keepOpen")}</p>
          </>
        );
        break;
      case "ADMITTED":
        headline = t("admitted.headline");
        view = (
          <>
            <p>{t("admitted.body")}</p>
            {place.accessibleSeatsAvailable > 0 && (
              <p className="note" data-testid="queue-accessible">
                {t("admitted.accessible", { count: place.accessibleSeatsAvailable })}
              </p>
            )}
            <Deadline until={place.admission?.expiresAt} labelKey="admitted.passLeft" />
            <Link to={buyPath(event)} className={buttonClass("primary", "block")} data-testid="queue-buy">
              {t("admitted.buy")}
            </Link>
          </>
        );
        break;
      case "OFFERED":
        headline = t("offered.headline");
        view = (
          <>
            {place.offer && (
              <p className="q-offer" data-testid="queue-offer">
                {t("offered.body", { quantity: number.format(place.offer.quantity), name: place.offer.ticketTypeName })}
              </p>
            )}
            {place.offer && <OfferSeats orderNo={place.offer.orderNo} />}
            <Deadline until={place.offer?.expiresAt} labelKey="offered.left" />
            {place.offer &&
              (place.offer.requiresIdentity ? (
                // A real-name event: each ticket is named before it can be paid.
                <OfferIdentities orderNo={place.offer.orderNo} payLink={<PayOfferLink orderNo={place.offer.orderNo} />} />
              ) : (
                <PayOfferLink orderNo={place.offer.orderNo} />
              ))}
          </>
        );
        break;
      case "WAITING_LIST":
        headline = t("waitingList.headline");
        view = (
          <>
            {place.position != null && <PlaceNumber label={t("waitingList.position")} value={number.format(place.position)} />}
            <p>{t("waitingList.body")}</p>
          </>
        );
        break;
      case "SOLD_OUT":
        headline = t("soldOut.headline");
        view = (
          <>
            <p>{t("soldOut.body")}</p>
            <WaitingListForm eventSlug={event.slug} onJoined={setPlace} />
          </>
        );
        break;
      case "EXPIRED":
        headline = t("expired.headline");
        view = room.state === "OPEN" || room.state === "PRE_QUEUE" ? (
          <>
            <p>{t("expired.body")}</p>
            <JoinForm eventSlug={event.slug} onJoined={setPlace} label={t("expired.rejoin")} />
          </>
        ) : (
          <p>{t("expired.closedBody")}</p>
        );
        break;
      case "DONE":
        headline = t("done.headline");
        view = (
          <>
            <p>{t("done.body")}</p>
            <Link to="/order/ticket" className={buttonClass("secondary", "block")}>
              {t("done.myOrders")}
            </Link>
          </>
        );
        break;
    }
  }

  const canLeave = status === "PRE_QUEUE" || status === "WAITING" || status === "WAITING_LIST";
  return (
    <div className="q-page" data-testid="queue-screen" data-status={status ?? `room-${room.state}`}>
      <div className="q-head">
        <h2 className="q-event">{event.title}</h2>
        {place && status !== "DONE" && status !== "EXPIRED" && (
          <Badge tone={feed === "live" ? "success" : "warning"} data-testid="queue-feed" data-feed={feed}>
            {feed === "live" ? t("feed.live") : t("feed.polling")}
          </Badge>
        )}
      </div>
      <div className="q-layout">
        <section className="q-main surface" aria-labelledby="queue-headline">
          <div aria-live="polite" aria-atomic="true">
            <h3 className="q-headline" id="queue-headline" data-testid="queue-headline">
              {headline}
            </h3>
          </div>
          {view}
          {canLeave && <LeaveQueue eventSlug={event.slug} onLeft={() => setPlace(null)} />}
        </section>
        <aside className="q-side">
          <FairDraw room={room} />
          {room.state !== "OFF" && room.state !== "CLOSED" && (
            <p className="q-muted" data-testid="queue-waiting-count">
              {t("waitingCount", { count: number.format(place?.waitingCount ?? room.waitingCount) })}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The countdown to the sale's opening, with its date in the fan's language. */
function OpeningCountdown({ opensAt, timeZone }: { opensAt: string | null | undefined; timeZone: string }) {
  const { t } = useTranslation("queue");
  const language = useLanguage();
  const left = useCountdown(opensAt);
  if (!opensAt || left === null) return null;
  return (
    <div className="q-timer">
      {left > 0 ? (
        <span className="q-timer__label">
          <Trans t={t} i18nKey="pre.opensIn" values={{ time: formatLongCountdown(left) }} components={{ time: <span className="q-timer__value" role="timer" data-testid="queue-opens-in" /> }} />
        </span>
      ) : (
        <span className="q-timer__value" role="timer" data-testid="queue-opens-in">
          {t("pre.opening")}
        </span>
      )}
      <time className="q-muted" dateTime={opensAt}>
        {t("pre.opensAt", { time: formatEventTime(opensAt, timeZone, language) })}
      </time>
    </div>
  );
}

function PayOfferLink({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation("queue");
  return (
    <Link to={`/payment/buy?orderNo=${encodeURIComponent(orderNo)}`} className={buttonClass("primary", "block")} data-testid="queue-pay-offer">
      {t("offered.buy")}
    </Link>
  );
}

/** The time left on a pass or an offer. */
function Deadline({ until, labelKey }: { until: string | null | undefined; labelKey: "admitted.passLeft" | "offered.left" }) {
  const { t } = useTranslation("queue");
  const left = useCountdown(until);
  if (left === null) return null;
  // The time is interpolated into the sentence (each language puts it, and its spacing, where it belongs).
  return (
    <div className="q-timer q-timer--urgent">
      <span className="q-timer__label">
        <Trans t={t} i18nKey={labelKey} values={{ time: formatCountdown(left, { padMinutes: true }) }} components={{ time: <span className="q-timer__value" role="timer" data-testid="queue-deadline" /> }} />
      </span>
    </div>
  );
}

/** Taking a place: the human check, then joinQueue (a second tab or device gets the same place). */
function JoinForm({ eventSlug, onJoined, label }: { eventSlug: string; onJoined: (place: QueuePlace) => void; label: string }) {
  const { t } = useTranslation("queue");
  const form = useMutationForm([]);
  const [humanCheck, setHumanCheck] = useState<string | null>(null);
  const [humanCheckKey, setHumanCheckKey] = useState(0);
  const [join] = useMutation(joinQueueMutation, uncachedResult);

  const submit = () =>
    form.run(async () => {
      if (!humanCheck) {
        form.setFormError({ key: "queue:join.verifyHuman" });
        return;
      }
      const { data } = await join({ variables: { input: { eventSlug, humanCheck } } });
      const result = data?.joinQueue;
      if (result?.__typename === "JoinQueueSuccess") {
        onJoined(result.place);
        return;
      }
      // A solved challenge buys one try.
      setHumanCheck(null);
      setHumanCheckKey((k) => k + 1);
      if (result && isErrorResult(result)) form.fail(result);
    });

  return (
    <form
      className={formClass.form}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="queue-join-form"
    >
      <div>
        <span className="q-muted">{t("join.humanCheck")}</span>
        <HumanCheck
          key={humanCheckKey}
          onChange={(payload) => {
            setHumanCheck(payload);
            if (payload) form.setFormError(null);
          }}
        />
      </div>
      <FormSubmit form={form} label={label} testId="queue-join" />
    </form>
  );
}

/** After a sell-out: a place on the waiting list, offered released tickets in order. */
function WaitingListForm({ eventSlug, onJoined }: { eventSlug: string; onJoined: (place: QueuePlace) => void }) {
  const { t } = useTranslation("queue");
  const form = useMutationForm([]);
  const [joinList] = useMutation(joinWaitingListMutation, uncachedResult);
  const submit = () =>
    form.run(async () => {
      const { data } = await joinList({ variables: { input: { eventSlug } } });
      const result = data?.joinWaitingList;
      if (result?.__typename === "JoinWaitingListSuccess") onJoined(result.place);
      else if (result && isErrorResult(result)) form.fail(result);
    });
  return (
    <form
      className={formClass.form}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormSubmit form={form} label={t("soldOut.joinWaitingList")} testId="queue-join-waiting-list" />
    </form>
  );
}

/** Leaving on purpose (closing the page is not leaving: the place is kept for the grace period). */
function LeaveQueue({ eventSlug, onLeft }: { eventSlug: string; onLeft: () => void }) {
  const { t } = useTranslation("queue");
  const [asking, setAsking] = useState(false);
  const [leave, { loading }] = useMutation(leaveQueueMutation, uncachedResult);
  const confirm = async () => {
    const { data } = await leave({ variables: { slug: eventSlug } });
    setAsking(false);
    if (data?.leaveQueue.__typename === "LeaveQueueSuccess") {
      clearAdmissionPass(eventSlug);
      onLeft();
    }
  };
  return (
    <>
      <button type="button" className={buttonClass("ghost", "block")} onClick={() => setAsking(true)} data-testid="queue-leave">
        {t("leave.button")}
      </button>
      {asking && (
        <ConfirmDialog
          title={t("leave.title")}
          body={t("leave.body")}
          confirmLabel={t("leave.confirm")}
          cancelLabel={t("leave.cancel")}
          onConfirm={() => void confirm().catch(() => setAsking(false))}
          onCancel={() => setAsking(false)}
          busy={loading}
          danger
        />
      )}
    </>
  );
}
