// The e-mails that tell a fan their payment was refunded: because the order could no longer be paid (its
// hold had ended), or because the organiser cancelled the event.
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
    subject: "Fanfare · The event was cancelled and your payment refunded",
    text: "The organiser has cancelled the event of order {{orderNo}}. Your tickets are no longer valid.\n\nYour payment of {{amount}} {{currency}} has been refunded in full to where it came from. Card refunds can take a few days to appear.",
  },
  vi: {
    subject: "Fanfare · Sự kiện đã bị hủy và khoản thanh toán của bạn đã được hoàn lại",
    text: "Ban tổ chức đã hủy sự kiện của đơn hàng {{orderNo}}. Vé của bạn không còn hiệu lực.\n\nKhoản thanh toán {{amount}} {{currency}} đã được hoàn lại toàn bộ về nguồn thanh toán ban đầu. Hoàn tiền về thẻ có thể mất vài ngày.",
  },
  zh: {
    subject: "Fanfare · 活动已取消，您的付款已退款",
    text: "主办方已取消订单 {{orderNo}} 的活动，您的门票已失效。\n\n您支付的 {{amount}} {{currency}} 已全额原路退回。银行卡退款可能需要几天才能到账。",
  },
  zh_tw: {
    subject: "Fanfare · 活動已取消，您的付款已退款",
    text: "主辦單位已取消訂單 {{orderNo}} 的活動，您的門票已失效。\n\n您支付的 {{amount}} {{currency}} 已全額原路退回。信用卡退款可能需要幾天才會顯示。",
  },
  th: {
    subject: "Fanfare · งานถูกยกเลิกและได้คืนเงินของคุณแล้ว",
    text: "ผู้จัดได้ยกเลิกงานของคำสั่งซื้อ {{orderNo}} บัตรของคุณจึงใช้ไม่ได้อีกต่อไป\n\nเราได้คืนเงิน {{amount}} {{currency}} เต็มจำนวนไปยังช่องทางเดิมแล้ว การคืนเงินเข้าบัตรอาจใช้เวลาสองสามวัน",
  },
  ms: {
    subject: "Fanfare · Acara telah dibatalkan dan bayaran anda dipulangkan",
    text: "Penganjur telah membatalkan acara bagi pesanan {{orderNo}}. Tiket anda tidak lagi sah.\n\nBayaran anda sebanyak {{amount}} {{currency}} telah dipulangkan sepenuhnya ke sumber asalnya. Bayaran balik kad mungkin mengambil masa beberapa hari.",
  },
};

export function refundMail(lang: Lang, why: "hold-expired" | "event-cancelled", vars: { orderNo: string; amount: string; currency: string }): { subject: string; text: string } {
  const table = why === "event-cancelled" ? eventCancelledTexts : texts;
  const t = table[lang] ?? table.en;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (w, k: string) => (k in vars ? vars[k as keyof typeof vars] : w));
  return { subject: t.subject, text: fill(t.text) };
}
