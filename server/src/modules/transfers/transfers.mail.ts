// The two e-mails of a completed transfer (sender and recipient), in each fan's own language, sent
// through the shared outbox with the "generic" template.
import type { Lang } from "../../i18n.ts";

interface TransferTexts {
  sentSubject: string;
  sentText: string; // {{ticketNo}} {{event}} {{to}} {{hours}}
  receivedSubject: string;
  receivedText: string; // {{ticketNo}} {{event}} {{from}} {{hours}}
}

export const transferTexts: Record<Lang, TransferTexts> = {
  en: {
    sentSubject: "Your ticket has been transferred",
    sentText:
      "Ticket {{ticketNo}} for {{event}} now belongs to {{to}}. Its old QR code no longer works. Transfers are irreversible; if you did not make this transfer, contact customer service.",
    receivedSubject: "You received a ticket",
    receivedText:
      "{{from}} transferred ticket {{ticketNo}} for {{event}} to you. Find it under My Tickets, where its QR code opens the gate. It cannot be transferred again for {{hours}} hours.",
  },
  vi: {
    sentSubject: "Vé của bạn đã được chuyển",
    sentText:
      "Vé {{ticketNo}} cho {{event}} giờ thuộc về {{to}}. Mã QR cũ không còn hiệu lực. Việc chuyển vé không thể hoàn tác; nếu bạn không thực hiện, hãy liên hệ bộ phận chăm sóc khách hàng.",
    receivedSubject: "Bạn đã nhận được một vé",
    receivedText:
      "{{from}} đã chuyển vé {{ticketNo}} cho {{event}} cho bạn. Xem vé trong mục Vé của tôi, nơi mã QR dùng để vào cổng. Vé không thể chuyển tiếp trong {{hours}} giờ.",
  },
  zh: {
    sentSubject: "您的门票已转让",
    sentText: "{{event}} 的门票 {{ticketNo}} 现已归 {{to}} 所有，原二维码已失效。转让不可撤销；如非本人操作，请联系客服。",
    receivedSubject: "您收到了一张门票",
    receivedText: "{{from}} 将 {{event}} 的门票 {{ticketNo}} 转让给了您。请在“我的门票”中查看，凭其二维码入场。该门票在 {{hours}} 小时内不可再次转让。",
  },
  zh_tw: {
    sentSubject: "您的門票已轉讓",
    sentText: "{{event}} 的門票 {{ticketNo}} 現已歸 {{to}} 所有，原 QR 碼已失效。轉讓不可撤銷；如非本人操作，請聯絡客服。",
    receivedSubject: "您收到了一張門票",
    receivedText: "{{from}} 將 {{event}} 的門票 {{ticketNo}} 轉讓給了您。請在「我的門票」中查看，憑其 QR 碼入場。此門票在 {{hours}} 小時內不可再次轉讓。",
  },
  th: {
    sentSubject: "โอนบัตรของคุณแล้ว",
    sentText:
      "บัตร {{ticketNo}} ของ {{event}} เป็นของ {{to}} แล้ว คิวอาร์โค้ดเดิมใช้ไม่ได้อีกต่อไป การโอนไม่สามารถยกเลิกได้ หากคุณไม่ได้ทำรายการนี้ โปรดติดต่อฝ่ายบริการลูกค้า",
    receivedSubject: "คุณได้รับบัตร",
    receivedText:
      "{{from}} โอนบัตร {{ticketNo}} ของ {{event}} ให้คุณแล้ว ดูได้ที่บัตรของฉัน ใช้คิวอาร์โค้ดเพื่อเข้างาน บัตรนี้โอนต่อไม่ได้เป็นเวลา {{hours}} ชั่วโมง",
  },
  ms: {
    sentSubject: "Tiket anda telah dipindahkan",
    sentText:
      "Tiket {{ticketNo}} untuk {{event}} kini milik {{to}}. Kod QR lamanya tidak lagi berfungsi. Pemindahan tidak boleh dibatalkan; jika anda tidak membuatnya, hubungi khidmat pelanggan.",
    receivedSubject: "Anda menerima tiket",
    receivedText:
      "{{from}} telah memindahkan tiket {{ticketNo}} untuk {{event}} kepada anda. Lihat di Tiket Saya, di mana kod QRnya membuka pintu masuk. Ia tidak boleh dipindahkan lagi selama {{hours}} jam.",
  },
};

export function fillTransferText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));
}
