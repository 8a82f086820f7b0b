// The e-mails of money going back: to a fan whose payment was refunded because the order could no longer be
// paid (its hold had ended), because the organiser cancelled the event, or because the organiser refunded the
// order (fully or in part); and to an organiser whose payment a card holder disputed.
import type { Lang } from "../../i18n.ts";

const texts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Fanfare · Your payment was refunded",
    text: "Your payment of {{amount}} {{currency}} for order {{orderNo}} arrived after the order's 10-minute hold had ended, so the order could not be completed.\n\nThe full amount has been refunded to where it came from. Card refunds can take a few days to appear.",
  },
  vi: {
    subject: "Fanfare · Khoản thanh toán của bạn đã được hoàn lại",
    text: "Khoản thanh toán {{amount}} {{currency}} cho đơn hàng {{orderNo}} đến sau khi thời gian giữ đơn 10 phút đã kết thúc, nên đơn hàng không thể hoàn tất.\n\nToàn bộ số tiền đã được hoàn về nguồn thanh toán ban đầu. Hoàn tiền về thẻ có thể mất vài ngày.",
  },
  zh: {
    subject: "Fanfare · 您的付款已退款",
    text: "您为订单 {{orderNo}} 支付的 {{amount}} {{currency}} 在订单 10 分钟保留期结束后才到账，订单未能完成。\n\n全部款项已原路退回。银行卡退款可能需要几天才能到账。",
  },
  zh_tw: {
    subject: "Fanfare · 您的付款已退款",
    text: "您為訂單 {{orderNo}} 支付的 {{amount}} {{currency}} 在訂單 10 分鐘保留期結束後才到賬，訂單未能完成。\n\n全部款項已原路退回。信用卡退款可能需要幾天才會顯示。",
  },
  th: {
    subject: "Fanfare · การชำระเงินของคุณได้รับการคืนเงินแล้ว",
    text: "การชำระเงิน {{amount}} {{currency}} สำหรับคำสั่งซื้อ {{orderNo}} มาถึงหลังจากหมดเวลาจอง 10 นาทีแล้ว คำสั่งซื้อจึงไม่สามารถดำเนินการได้\n\nเราได้คืนเงินเต็มจำนวนไปยังช่องทางเดิมแล้ว การคืนเงินเข้าบัตรอาจใช้เวลาสองสามวัน",
  },
  ms: {
    subject: "Fanfare · Bayaran anda telah dipulangkan",
    text: "Bayaran anda sebanyak {{amount}} {{currency}} untuk pesanan {{orderNo}} tiba selepas tempoh tahanan 10 minit pesanan tamat, jadi pesanan tidak dapat diselesaikan.\n\nJumlah penuh telah dipulangkan ke sumber asalnya. Bayaran balik kad mungkin mengambil masa beberapa hari.",
  },
};

const eventCancelledTexts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Fanfare · {{event}} was cancelled and your payment refunded",
    text: "The organiser has cancelled {{event}}, the event of order {{orderNo}}. Your tickets are no longer valid.\n\nYour payment of {{amount}} {{currency}} has been refunded in full to where it came from. Card refunds can take a few days to appear.",
  },
  vi: {
    subject: "Fanfare · {{event}} đã bị hủy và khoản thanh toán của bạn đã được hoàn lại",
    text: "Ban tổ chức đã hủy {{event}}, sự kiện của đơn hàng {{orderNo}}. Vé của bạn không còn hiệu lực.\n\nKhoản thanh toán {{amount}} {{currency}} đã được hoàn lại toàn bộ về nguồn thanh toán ban đầu. Hoàn tiền về thẻ có thể mất vài ngày.",
  },
  zh: {
    subject: "Fanfare · {{event}} 已取消，您的付款已退款",
    text: "主办方已取消订单 {{orderNo}} 的活动「{{event}}」，您的门票已失效。\n\n您支付的 {{amount}} {{currency}} 已全额原路退回。银行卡退款可能需要几天才能到账。",
  },
  zh_tw: {
    subject: "Fanfare · {{event}} 已取消，您的付款已退款",
    text: "主辦單位已取消訂單 {{orderNo}} 的活動「{{event}}」，您的門票已失效。\n\n您支付的 {{amount}} {{currency}} 已全額原路退回。信用卡退款可能需要幾天才會顯示。",
  },
  th: {
    subject: "Fanfare · {{event}} ถูกยกเลิกและได้คืนเงินของคุณแล้ว",
    text: "ผู้จัดได้ยกเลิกงาน {{event}} ของคำสั่งซื้อ {{orderNo}} บัตรของคุณจึงใช้ไม่ได้อีกต่อไป\n\nเราได้คืนเงิน {{amount}} {{currency}} เต็มจำนวนไปยังช่องทางเดิมแล้ว การคืนเงินเข้าบัตรอาจใช้เวลาสองสามวัน",
  },
  ms: {
    subject: "Fanfare · {{event}} telah dibatalkan dan bayaran anda dipulangkan",
    text: "Penganjur telah membatalkan {{event}}, acara bagi pesanan {{orderNo}}. Tiket anda tidak lagi sah.\n\nBayaran anda sebanyak {{amount}} {{currency}} telah dipulangkan sepenuhnya ke sumber asalnya. Bayaran balik kad mungkin mengambil masa beberapa hari.",
  },
};

export function refundMail(lang: Lang, why: "hold-expired" | "event-cancelled", vars: { orderNo: string; amount: string; currency: string; event?: string }): { subject: string; text: string } {
  const table = why === "event-cancelled" ? eventCancelledTexts : texts;
  const t = table[lang] ?? table.en;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (w, k: string) => (k in vars ? String(vars[k as keyof typeof vars] ?? w) : w));
  return { subject: fill(t.subject), text: fill(t.text) };
}

const orderRefundTexts: Record<Lang, { subject: string; full: string; partial: string; voided: string; reason: string; delay: string }> = {
  en: {
    subject: "Fanfare · Your order {{orderNo}} was refunded",
    full: "The organiser has refunded your order {{orderNo}} in full: {{amount}} {{currency}}.",
    partial: "The organiser has refunded {{amount}} {{currency}} of your order {{orderNo}}. The rest of the order stands.",
    voided: "Its tickets are no longer valid.",
    reason: "Reason given: {{reason}}",
    delay: "The money goes back to where it came from. Card refunds can take a few days to appear.",
  },
  vi: {
    subject: "Fanfare · Đơn hàng {{orderNo}} của bạn đã được hoàn tiền",
    full: "Ban tổ chức đã hoàn tiền toàn bộ đơn hàng {{orderNo}} của bạn: {{amount}} {{currency}}.",
    partial: "Ban tổ chức đã hoàn {{amount}} {{currency}} cho đơn hàng {{orderNo}} của bạn. Phần còn lại của đơn hàng vẫn giữ nguyên.",
    voided: "Vé của đơn hàng này không còn hiệu lực.",
    reason: "Lý do: {{reason}}",
    delay: "Tiền được hoàn về nguồn thanh toán ban đầu. Hoàn tiền về thẻ có thể mất vài ngày.",
  },
  zh: {
    subject: "Fanfare · 您的订单 {{orderNo}} 已退款",
    full: "主办方已为您的订单 {{orderNo}} 全额退款：{{amount}} {{currency}}。",
    partial: "主办方已为您的订单 {{orderNo}} 退款 {{amount}} {{currency}}，订单其余部分保持不变。",
    voided: "该订单的门票已失效。",
    reason: "退款原因：{{reason}}",
    delay: "款项将原路退回。银行卡退款可能需要几天才能到账。",
  },
  zh_tw: {
    subject: "Fanfare · 您的訂單 {{orderNo}} 已退款",
    full: "主辦單位已為您的訂單 {{orderNo}} 全額退款：{{amount}} {{currency}}。",
    partial: "主辦單位已為您的訂單 {{orderNo}} 退款 {{amount}} {{currency}}，訂單其餘部分維持不變。",
    voided: "該訂單的門票已失效。",
    reason: "退款原因：{{reason}}",
    delay: "款項將原路退回。信用卡退款可能需要幾天才會顯示。",
  },
  th: {
    subject: "Fanfare · คำสั่งซื้อ {{orderNo}} ของคุณได้รับการคืนเงินแล้ว",
    full: "ผู้จัดได้คืนเงินคำสั่งซื้อ {{orderNo}} ของคุณเต็มจำนวน: {{amount}} {{currency}}",
    partial: "ผู้จัดได้คืนเงิน {{amount}} {{currency}} จากคำสั่งซื้อ {{orderNo}} ของคุณ ส่วนที่เหลือของคำสั่งซื้อยังคงเดิม",
    voided: "บัตรของคำสั่งซื้อนี้ใช้ไม่ได้อีกต่อไป",
    reason: "เหตุผล: {{reason}}",
    delay: "เงินจะคืนไปยังช่องทางเดิม การคืนเงินเข้าบัตรอาจใช้เวลาสองสามวัน",
  },
  ms: {
    subject: "Fanfare · Pesanan {{orderNo}} anda telah dipulangkan wang",
    full: "Penganjur telah memulangkan sepenuhnya pesanan {{orderNo}} anda: {{amount}} {{currency}}.",
    partial: "Penganjur telah memulangkan {{amount}} {{currency}} daripada pesanan {{orderNo}} anda. Baki pesanan kekal.",
    voided: "Tiket pesanan ini tidak lagi sah.",
    reason: "Sebab: {{reason}}",
    delay: "Wang dipulangkan ke sumber asalnya. Bayaran balik kad mungkin mengambil masa beberapa hari.",
  },
};

const fillIn = (s: string, vars: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (w, k: string) => vars[k] ?? w);

/** An organiser refunded an order of the fan's, fully or in part, with a reason. */
export function orderRefundMail(lang: Lang, v: { orderNo: string; amount: string; currency: string; full: boolean; reason: string; ticketsVoided: boolean }): { subject: string; text: string } {
  const t = orderRefundTexts[lang] ?? orderRefundTexts.en;
  const vars = { orderNo: v.orderNo, amount: v.amount, currency: v.currency, reason: v.reason };
  const first = [fillIn(v.full ? t.full : t.partial, vars), v.ticketsVoided ? t.voided : ""].filter(Boolean).join(" ");
  const lines = [first, v.reason ? fillIn(t.reason, vars) : "", t.delay].filter(Boolean);
  return { subject: fillIn(t.subject, vars), text: lines.join("\n\n") };
}

const disputeTexts: Record<Lang, { subject: Record<"OPEN" | "WON" | "LOST", string>; body: Record<"OPEN" | "WON" | "LOST", string>; facts: string }> = {
  en: {
    subject: { OPEN: "Fanfare · A payment was disputed: order {{orderNo}}", WON: "Fanfare · Dispute won: order {{orderNo}}", LOST: "Fanfare · Dispute lost: order {{orderNo}}" },
    body: {
      OPEN: "The card holder's bank has opened a dispute (chargeback) on the payment of order {{orderNo}}. Answer it in your {{provider}} account before its deadline.",
      WON: "The dispute on the payment of order {{orderNo}} was decided in your favour.",
      LOST: "The dispute on the payment of order {{orderNo}} was lost: the bank returned the money to the card holder. The order is refunded and its tickets no longer admit anyone.",
    },
    facts: "Payment {{paymentNo}} · {{amount}} {{currency}} · reason: {{reason}}",
  },
  vi: {
    subject: { OPEN: "Fanfare · Một khoản thanh toán bị khiếu nại: đơn hàng {{orderNo}}", WON: "Fanfare · Khiếu nại đã thắng: đơn hàng {{orderNo}}", LOST: "Fanfare · Khiếu nại đã thua: đơn hàng {{orderNo}}" },
    body: {
      OPEN: "Ngân hàng của chủ thẻ đã mở khiếu nại (chargeback) đối với khoản thanh toán của đơn hàng {{orderNo}}. Hãy phản hồi trong tài khoản {{provider}} trước hạn.",
      WON: "Khiếu nại đối với khoản thanh toán của đơn hàng {{orderNo}} đã được giải quyết có lợi cho bạn.",
      LOST: "Khiếu nại đối với khoản thanh toán của đơn hàng {{orderNo}} đã thua: ngân hàng đã trả tiền lại cho chủ thẻ. Đơn hàng được hoàn tiền và vé của đơn không còn hiệu lực vào cửa.",
    },
    facts: "Thanh toán {{paymentNo}} · {{amount}} {{currency}} · lý do: {{reason}}",
  },
  zh: {
    subject: { OPEN: "Fanfare · 一笔付款被提出争议：订单 {{orderNo}}", WON: "Fanfare · 争议胜诉：订单 {{orderNo}}", LOST: "Fanfare · 争议败诉：订单 {{orderNo}}" },
    body: {
      OPEN: "持卡人的银行已就订单 {{orderNo}} 的付款提出争议（拒付）。请在截止日期前于您的 {{provider}} 账户中回应。",
      WON: "订单 {{orderNo}} 付款的争议已判定对您有利。",
      LOST: "订单 {{orderNo}} 付款的争议已败诉：银行已将款项退还持卡人。该订单已退款，其门票不再可用于入场。",
    },
    facts: "付款 {{paymentNo}} · {{amount}} {{currency}} · 原因：{{reason}}",
  },
  zh_tw: {
    subject: { OPEN: "Fanfare · 一筆付款被提出爭議：訂單 {{orderNo}}", WON: "Fanfare · 爭議勝訴：訂單 {{orderNo}}", LOST: "Fanfare · 爭議敗訴：訂單 {{orderNo}}" },
    body: {
      OPEN: "持卡人的銀行已就訂單 {{orderNo}} 的付款提出爭議（退單）。請在截止日期前於您的 {{provider}} 帳戶中回應。",
      WON: "訂單 {{orderNo}} 付款的爭議已判定對您有利。",
      LOST: "訂單 {{orderNo}} 付款的爭議已敗訴：銀行已將款項退還持卡人。該訂單已退款，其門票不再可用於入場。",
    },
    facts: "付款 {{paymentNo}} · {{amount}} {{currency}} · 原因：{{reason}}",
  },
  th: {
    subject: { OPEN: "Fanfare · มีการโต้แย้งการชำระเงิน: คำสั่งซื้อ {{orderNo}}", WON: "Fanfare · ชนะข้อโต้แย้ง: คำสั่งซื้อ {{orderNo}}", LOST: "Fanfare · แพ้ข้อโต้แย้ง: คำสั่งซื้อ {{orderNo}}" },
    body: {
      OPEN: "ธนาคารของผู้ถือบัตรได้เปิดข้อโต้แย้ง (chargeback) ต่อการชำระเงินของคำสั่งซื้อ {{orderNo}} โปรดตอบกลับในบัญชี {{provider}} ของคุณก่อนกำหนด",
      WON: "ข้อโต้แย้งต่อการชำระเงินของคำสั่งซื้อ {{orderNo}} ได้รับการตัดสินให้คุณเป็นฝ่ายชนะ",
      LOST: "ข้อโต้แย้งต่อการชำระเงินของคำสั่งซื้อ {{orderNo}} แพ้แล้ว: ธนาคารได้คืนเงินให้ผู้ถือบัตร คำสั่งซื้อได้รับการคืนเงินและบัตรใช้เข้างานไม่ได้อีก",
    },
    facts: "การชำระเงิน {{paymentNo}} · {{amount}} {{currency}} · เหตุผล: {{reason}}",
  },
  ms: {
    subject: { OPEN: "Fanfare · Satu bayaran dipertikaikan: pesanan {{orderNo}}", WON: "Fanfare · Pertikaian dimenangi: pesanan {{orderNo}}", LOST: "Fanfare · Pertikaian kalah: pesanan {{orderNo}}" },
    body: {
      OPEN: "Bank pemegang kad telah membuka pertikaian (chargeback) ke atas bayaran pesanan {{orderNo}}. Jawab dalam akaun {{provider}} anda sebelum tarikh akhir.",
      WON: "Pertikaian ke atas bayaran pesanan {{orderNo}} telah diputuskan memihak kepada anda.",
      LOST: "Pertikaian ke atas bayaran pesanan {{orderNo}} telah kalah: bank memulangkan wang kepada pemegang kad. Pesanan dipulangkan wang dan tiketnya tidak lagi boleh digunakan untuk masuk.",
    },
    facts: "Bayaran {{paymentNo}} · {{amount}} {{currency}} · sebab: {{reason}}",
  },
};

/** A card holder disputed a payment for one of the organiser's orders (opened, won or lost). */
export function disputeMail(
  lang: Lang,
  status: "OPEN" | "WON" | "LOST",
  v: { orderNo: string; paymentNo: string; amount: string; currency: string; reason: string; provider: string },
): { subject: string; text: string } {
  const t = disputeTexts[lang] ?? disputeTexts.en;
  const provider = v.provider.charAt(0).toUpperCase() + v.provider.slice(1);
  const vars = { ...v, provider };
  return { subject: fillIn(t.subject[status], vars), text: `${fillIn(t.body[status], vars)}\n\n${fillIn(t.facts, vars)}` };
}
