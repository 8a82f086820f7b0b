import { useTranslation } from "react-i18next";
import type { WaitingRoomFieldsFragment } from "../../gql/graphql";

/**
 * How the pre-queue's order is drawn: a seed fixed before the opening, its SHA-256 published now and the
 * seed itself revealed after the draw, so anyone can recompute the order (`fanfare queue verify`, scripts/cli/index.ts).
 */
export function FairDraw({ room }: { room: WaitingRoomFieldsFragment }) {
  const { t } = useTranslation("queue");
  if (!room.seedHash && !room.seed) return null;
  return (
    <details className="q-fair surface" data-testid="queue-fair-draw" open={room.state === "PRE_QUEUE"}>
      <summary className="q-fair__summary">{t("fair.title")}</summary>
      <p className="q-muted">{t("fair.body")}</p>
      <dl className="q-fair__facts">
        {room.seedHash && (
          <div>
            <dt>{t("fair.seedHash")}</dt>
            <dd className="q-code" data-testid="queue-seed-hash">
              {room.seedHash}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("fair.seed")}</dt>
          {room.seed ? (
            <dd className="q-code" data-testid="queue-seed">
              {room.seed}
            </dd>
          ) : (
            <dd className="q-muted">{t("fair.seedPending")}</dd>
          )}
        </div>
      </dl>
    </details>
  );
}
