// Each payment method's mark, drawn inline (no third-party logo files to ship): simple shapes in the brand's
// colours after its logo, 36×24, named for assistive technology (issue 31: they were initials on a colour).
import type { ReactNode } from "react";
import { CARD_WALLET_METHODS, EWALLET_METHODS } from "@fanfare/shared/payments";

export type MarkedMethod = (typeof EWALLET_METHODS)[number] | (typeof CARD_WALLET_METHODS)[number] | "wallet" | "card";

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const word = (text: string, fill: string, size = 9, x = 18, y = 15.5, extra: Record<string, string | number> = {}) => (
  <text x={x} y={y} textAnchor="middle" fontFamily={font} fontSize={size} fontWeight={700} fill={fill} {...extra}>
    {text}
  </text>
);

/** The Alipay glyph (支) on its blue, with the region under it where there is one. */
const alipay = (region?: string) => (
  <>
    <rect width="36" height="24" rx="5" fill="#1677ff" />
    {word("支", "#fff", region ? 11 : 14, 18, region ? 12.5 : 17.5)}
    {region && word(region, "#fff", 6, 18, 20.5)}
  </>
);

/** UnionPay's three slanted bands (red, blue, teal), with a QR corner for UnionPay QR. */
const unionPay = (qr: boolean) => (
  <>
    <rect width="36" height="24" rx="5" fill="#fff" stroke="#d4d4d8" />
    <path d="M8 4h7l-3 16H5z" fill="#e21836" />
    <path d="M15 4h7l-3 16h-7z" fill="#00447c" />
    <path d="M22 4h7l-3 16h-7z" fill="#007b84" />
    {qr && (
      <g fill="#111">
        <rect x="27" y="14" width="6" height="6" rx="1" />
        <rect x="28.5" y="15.5" width="3" height="3" fill="#fff" />
      </g>
    )}
  </>
);

const marks: Record<MarkedMethod, { name: string; draw: ReactNode }> = {
  wallet: {
    name: "Fan Coin",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#6d3cf5" />
        <circle cx="18" cy="12" r="8" fill="#fbbf24" stroke="#fff" strokeWidth="1.2" />
        {word("F", "#6d3cf5", 10, 18, 15.5)}
      </>
    ),
  },
  card: {
    name: "Card",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#334155" />
        <g fill="none" stroke="#fff" strokeWidth="1.6">
          <rect x="9" y="5" width="18" height="14" rx="2" />
          <path d="M9 9.5h18" />
        </g>
      </>
    ),
  },
  applePay: {
    name: "Apple Pay",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#000" />
        <path d="M10.6 8.3c.6 0 1.4-.5 2-.5.9 0 1.7.5 2.1 1.2-1.8 1-1.5 3.6.3 4.3-.4 1.1-1.2 2.4-2.1 2.4-.6 0-.9-.4-1.7-.4s-1.1.4-1.7.4c-1.1 0-2.5-2.3-2.5-4.4 0-1.9 1.2-3 2.3-3 .5 0 .9.1 1.3.1z" fill="#fff" />
        <path d="M12.2 7.5c.1-.9.7-1.6 1.4-1.8 0 .9-.6 1.7-1.4 1.8z" fill="#fff" />
        {word("Pay", "#fff", 8, 24.5, 14.8)}
      </>
    ),
  },
  googlePay: {
    name: "Google Pay",
    draw: (
      <>
        <rect x=".5" y=".5" width="35" height="23" rx="5" fill="#fff" stroke="#dadce0" />
        <g fill="none" strokeWidth="2.2">
          <path d="M14.6 10.8a4.6 4.6 0 1 0 .1 2.2H11" stroke="#4285f4" />
          <path d="M6.7 9.6a4.6 4.6 0 0 1 7.1-1.5" stroke="#ea4335" />
          <path d="M6.5 14a4.6 4.6 0 0 1 0-4.2" stroke="#fbbc04" />
          <path d="M13.3 15.8A4.6 4.6 0 0 1 6.5 14" stroke="#34a853" />
        </g>
        {word("Pay", "#5f6368", 8, 25.5, 14.8)}
      </>
    ),
  },
  alipayHK: { name: "AlipayHK", draw: alipay("HK") },
  alipay: { name: "Alipay", draw: alipay() },
  alipayMO: { name: "Alipay (Macao)", draw: alipay("MO") },
  wechatPayHK: {
    name: "WeChat Pay HK",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#07c160" />
        <ellipse cx="16" cy="11" rx="8" ry="6.5" fill="#fff" />
        <path d="M11 16.5l-1.5 3 4-2z" fill="#fff" />
        <path d="M12.5 11l2.5 2.5 5-5" fill="none" stroke="#07c160" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        {word("HK", "#fff", 6, 30, 21)}
      </>
    ),
  },
  visa: {
    name: "Visa",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#1a1f71" />
        {word("VISA", "#fff", 10, 18, 15.8, { fontStyle: "italic", letterSpacing: 0.3 })}
        <path d="M6 18h24" stroke="#f7b600" strokeWidth="1.4" />
      </>
    ),
  },
  master: {
    name: "Mastercard",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#252525" />
        <circle cx="14" cy="12" r="7" fill="#eb001b" />
        <circle cx="22" cy="12" r="7" fill="#f79e1b" />
        <path d="M18 6.26a7 7 0 0 1 0 11.48a7 7 0 0 1 0-11.48z" fill="#ff5f00" />
      </>
    ),
  },
  chinaUnion: { name: "China UnionPay", draw: unionPay(false) },
  unionQrPay: { name: "UnionPay QR", draw: unionPay(true) },
  momo: {
    name: "MoMo",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#a50064" />
        {word("mo", "#fff", 8, 18, 11)}
        {word("mo", "#fff", 8, 18, 19)}
      </>
    ),
  },
  payme: {
    name: "PayMe",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#db0011" />
        <path d="M13 19V6h6a4.2 4.2 0 0 1 0 8.4h-3.2" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="25.5" cy="17.5" r="1.6" fill="#fff" />
      </>
    ),
  },
  MPAY: {
    name: "MPay",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#f08c00" />
        <path d="M9 17V7l5 6 5-6v10" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" strokeLinecap="round" />
        {word("Pay", "#fff", 6.5, 26, 16.5)}
      </>
    ),
  },
  UEPAY: {
    name: "UePay",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#00a0e9" />
        <path d="M9 7v6a4 4 0 0 0 8 0V7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        {word("e", "#fff", 10, 23, 16.5)}
      </>
    ),
  },
  BOC: {
    name: "BOC Pay",
    draw: (
      <>
        <rect width="36" height="24" rx="5" fill="#a4001d" />
        <circle cx="18" cy="12" r="7.5" fill="none" stroke="#fff" strokeWidth="1.8" />
        <rect x="15" y="9" width="6" height="6" rx=".6" fill="none" stroke="#fff" strokeWidth="1.6" />
        <path d="M18 3.5v5.5M18 15v5.5" stroke="#fff" strokeWidth="1.6" />
      </>
    ),
  },
};

/** The method's brand name, as its mark's accessible name says it. */
export const methodMarkName = (method: MarkedMethod) => marks[method].name;

/**
 * A payment method's mark. Named (role img) where it stands alone, as the card brands beside "New card" do;
 * `decorative` where the method's name is written beside it, so a screen reader does not say it twice.
 */
export function MethodLogo({ method, decorative = false }: { method: MarkedMethod; decorative?: boolean }) {
  const mark = marks[method];
  return (
    <svg className="method__mark" width="36" height="24" viewBox="0 0 36 24" data-method={method} {...(decorative ? { "aria-hidden": true } : { role: "img", "aria-label": mark.name })}>
      {!decorative && <title>{mark.name}</title>}
      {mark.draw}
    </svg>
  );
}
