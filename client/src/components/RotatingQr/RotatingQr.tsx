// The rotating entry / pick-up code on the fan's screen. Live codes come from Subscription.ticketQr
// (tickets) or the qrCode query; when the pushed code is stale or the phone is offline, the code is
// signed on the device from the pass it keeps (qrDevice.ts). "Refresh QR code" kills every earlier code.
import "./texts";
import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useSubscription } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import QRCode from "qrcode";
import { QR_COMPACT_PREFIX, qrLink, type QrKind, type QrPass } from "@fanfare/shared/qr";
import { qrCodeQuery, refreshTicketQrMutation, ticketQrSubscription } from "./operations";
import { deviceCode, forgetPass, loadPass, savePass, type DevicePass } from "./qrDevice";
import "./RotatingQr.css";
import { buttonClass } from "../Button/Button";

interface ServerUpdate {
  active: boolean;
  qr?: string | null;
  validUntil?: string | null;
  pass?: QrPass<string> | null;
}

/** Modules of white around the code: the quiet zone QR readers need to find it. */
const QUIET_ZONE = 4;

/**
 * While a code is on screen, keep the screen on (Screen Wake Lock) so it does not dim in the queue.
 * Browsers give pages no say over brightness: the fan is asked to turn it up (qr.brightness).
 */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock
        .request("screen")
        .then((l) => {
          if (released) void l.release();
          else lock = l;
        })
        .catch(() => {});
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", acquire);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}

const shortKind = (kind: "TICKET" | "MERCH"): QrKind => (kind === "TICKET" ? "T" : "M");

/** kind TICKET: `id` is the Ticket's global id; kind MERCH: the OrderItem's id. */
export function RotatingQr({ kind, id }: { kind: "TICKET" | "MERCH"; id: string }) {
  const { t } = useTranslation("entry");
  const [pass, setPass] = useState<DevicePass | null>(() => loadPass(kind, id));
  const [inactive, setInactive] = useState(false);
  const [shown, setShown] = useState<{ code: string; validUntil: number; source: "server" | "device" } | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const server = useRef<{ code: string; validUntil: number } | null>(null);

  const apply = (u: ServerUpdate | null | undefined) => {
    if (!u) return;
    if (!u.active || !u.pass) {
      forgetPass(kind, id);
      setPass(null);
      setInactive(true);
      server.current = null;
      setShown(null);
      return;
    }
    const next: DevicePass = { ...u.pass, kind: shortKind(kind) };
    savePass(kind, id, next);
    setPass(next);
    setInactive(false);
    if (u.qr && u.validUntil) {
      server.current = { code: u.qr, validUntil: new Date(u.validUntil).getTime() };
      setShown({ code: u.qr, validUntil: server.current.validUntil, source: "server" });
    }
  };

  const initial = useQuery(qrCodeQuery, { variables: { kind, id }, fetchPolicy: "network-only" });
  useEffect(() => apply(initial.data?.qrCode), [initial.data]); // eslint-disable-line react-hooks/exhaustive-deps
  useSubscription(ticketQrSubscription, {
    variables: { ticketId: id },
    skip: kind !== "TICKET",
    onData: ({ data }) => apply(data.data?.ticketQr),
  });
  const [refresh, refreshing] = useMutation(refreshTicketQrMutation, { fetchPolicy: "no-cache" });

  // Every second: keep the pushed code while it is current, otherwise sign one on the device.
  useEffect(() => {
    let cancelled = false;
    const tick = async () => {
      const at = Date.now();
      setNow(at);
      if (server.current && server.current.validUntil > at) return;
      if (!pass) return;
      if (shown?.source === "device" && shown.validUntil > at) return;
      try {
        const made = await deviceCode(pass, at);
        if (!cancelled) setShown({ ...made, source: "device" });
      } catch {
        // No Ed25519 in this browser: only pushed codes can be shown.
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), 1000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [pass, shown]);

  useEffect(() => {
    if (!shown) {
      setImage(null);
      return;
    }
    let cancelled = false;
    // The compact code is all QR-alphanumeric characters: one alphanumeric segment (version 10 at M,
    // 57 modules a side). A dotted code from an older server still goes out as the link it used to be.
    const data = shown.code.startsWith(QR_COMPACT_PREFIX) ? [{ data: shown.code, mode: "alphanumeric" as const }] : qrLink(window.location.origin, shown.code);
    const modules = QRCode.create(data, { errorCorrectionLevel: "M" }).modules.size;
    // Whole pixels per module (sharp edges when scaled), with the standard 4-module quiet zone.
    const scale = Math.max(4, Math.floor(640 / (modules + 2 * QUIET_ZONE)));
    void QRCode.toDataURL(data, { errorCorrectionLevel: "M", margin: QUIET_ZONE, scale, color: { dark: "#000000", light: "#ffffff" } }).then((url) => {
      if (!cancelled) setImage(url);
    });
    return () => {
      cancelled = true;
    };
  }, [shown]);

  useWakeLock(!!shown && !inactive);

  const onRefresh = async () => {
    const r = await refresh({ variables: { ticketId: id } }).catch(() => null);
    const u = r?.data?.refreshTicketQr;
    if (u?.__typename === "QrUpdate") apply(u);
  };

  if (inactive) {
    return (
      <div className="rotating-qr rotating-qr--inactive" data-testid="qr-inactive">
        <p>{t("qr.inactive")}</p>
      </div>
    );
  }
  const secondsLeft = shown ? Math.max(0, Math.ceil((shown.validUntil - now) / 1000)) : null;
  return (
    <div className="rotating-qr">
      <div className="rotating-qr__frame">
        {image && shown ? (
          <img src={image} alt={t("qr.alt")} className="rotating-qr__image" data-testid="qr-code" data-code={shown.code} />
        ) : (
          <div className="rotating-qr__placeholder" aria-busy="true" />
        )}
      </div>
      <p className="rotating-qr__hint" data-testid="qr-brightness">{t("qr.brightness")}</p>
      <p className="rotating-qr__meta" aria-live="polite">
        {secondsLeft !== null ? t("qr.changesIn", { seconds: secondsLeft }) : t("qr.loading")}
        {shown?.source === "device" && !navigator.onLine ? ` · ${t("qr.offline")}` : ""}
      </p>
      {kind === "TICKET" && (
        <button type="button" className={buttonClass("ghost")} onClick={() => void onRefresh()} disabled={refreshing.loading} data-testid="qr-refresh">
          {t("qr.refresh")}
        </button>
      )}
    </div>
  );
}
