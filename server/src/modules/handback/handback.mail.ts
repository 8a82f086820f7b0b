// The e-mail that tells a seller their handed-back ticket was sold, in each of the six languages (sent
// through the shared outbox with the "generic" template).
import type { Lang } from "../../i18n.ts";

// {{event}} {{ticketNo}} {{amount}}
export const handBackSoldMailTexts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Your ticket for {{event}} went to the next fan",
    text: "The ticket {{ticketNo}} you handed back for {{event}} was bought by the next fan in line. Its face value, {{amount}} Fan Coin, is in your wallet now, and the ticket's old QR code no longer enters.",
  },
  vi: {
    subject: "Vé {{event}} của bạn đã đến tay người hâm mộ tiếp theo",
    text: "Vé {{ticketNo}} bạn trả lại cho {{event}} đã được người hâm mộ tiếp theo trong hàng mua. Mệnh giá của vé, {{amount}} Fan Coin, đã vào ví của bạn, và mã QR cũ của vé không còn dùng để vào cửa được nữa.",
  },
  zh: {
    subject: "您 {{event}} 的门票已转给下一位粉丝",
    text: "您退回的 {{event}} 门票 {{ticketNo}} 已由排队的下一位粉丝购买。票面价 {{amount}} Fan Coin 已存入您的钱包，该门票的旧二维码已不能入场。",
  },
  zh_tw: {
    subject: "您 {{event}} 的門票已轉給下一位粉絲",
    text: "您退回的 {{event}} 門票 {{ticketNo}} 已由排隊的下一位粉絲購買。票面價 {{amount}} Fan Coin 已存入您的錢包，該門票的舊 QR 碼已不能入場。",
  },
  th: {
    subject: "บัตร {{event}} ของคุณส่งต่อให้แฟนคนถัดไปแล้ว",
    text: "บัตร {{ticketNo}} ที่คุณคืนสำหรับ {{event}} ถูกซื้อโดยแฟนคนถัดไปในคิวแล้ว ราคาหน้าบัตร {{amount}} Fan Coin เข้ากระเป๋าเงินของคุณแล้ว และคิวอาร์โค้ดเดิมของบัตรใช้เข้างานไม่ได้อีก",
  },
  ms: {
    subject: "Tiket {{event}} anda telah pergi kepada peminat seterusnya",
    text: "Tiket {{ticketNo}} yang anda pulangkan untuk {{event}} telah dibeli oleh peminat seterusnya dalam barisan. Nilai mukanya, {{amount}} Fan Coin, kini dalam dompet anda, dan kod QR lama tiket itu tidak boleh digunakan untuk masuk lagi.",
  },
};

// The same, for a seller who chose to be paid back to their original payment method (a provider's refund).
// {{event}} {{ticketNo}} {{amount}} {{currency}}
export const handBackRefundedMailTexts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Your ticket for {{event}} went to the next fan",
    text: "The ticket {{ticketNo}} you handed back for {{event}} was bought by the next fan in line. Its face value less any fee, {{amount}} {{currency}}, is being refunded to the card or e-wallet you paid with: it usually arrives within a few working days. The ticket's old QR code no longer enters.",
  },
  vi: {
    subject: "Vé {{event}} của bạn đã đến tay người hâm mộ tiếp theo",
    text: "Vé {{ticketNo}} bạn trả lại cho {{event}} đã được người hâm mộ tiếp theo trong hàng mua. Mệnh giá trừ phí (nếu có), {{amount}} {{currency}}, đang được hoàn về thẻ hoặc ví điện tử bạn đã dùng để thanh toán: thường sẽ đến trong vài ngày làm việc. Mã QR cũ của vé không còn dùng để vào cửa được nữa.",
  },
  zh: {
    subject: "您 {{event}} 的门票已转给下一位粉丝",
    text: "您退回的 {{event}} 门票 {{ticketNo}} 已由排队的下一位粉丝购买。票面价扣除手续费（如有）后的 {{amount}} {{currency}} 正退回您付款时使用的银行卡或电子钱包，通常在几个工作日内到账。该门票的旧二维码已不能入场。",
  },
  zh_tw: {
    subject: "您 {{event}} 的門票已轉給下一位粉絲",
    text: "您退回的 {{event}} 門票 {{ticketNo}} 已由排隊的下一位粉絲購買。票面價扣除手續費（如有）後的 {{amount}} {{currency}} 正退回您付款時使用的信用卡或電子錢包，通常在幾個工作天內到帳。該門票的舊 QR 碼已不能入場。",
  },
  th: {
    subject: "บัตร {{event}} ของคุณส่งต่อให้แฟนคนถัดไปแล้ว",
    text: "บัตร {{ticketNo}} ที่คุณคืนสำหรับ {{event}} ถูกซื้อโดยแฟนคนถัดไปในคิวแล้ว ราคาหน้าบัตรหักค่าธรรมเนียม (ถ้ามี) {{amount}} {{currency}} กำลังคืนเข้าบัตรหรือ e-wallet ที่คุณใช้ชำระ โดยปกติจะได้รับภายในไม่กี่วันทำการ และคิวอาร์โค้ดเดิมของบัตรใช้เข้างานไม่ได้อีก",
  },
  ms: {
    subject: "Tiket {{event}} anda telah pergi kepada peminat seterusnya",
    text: "Tiket {{ticketNo}} yang anda pulangkan untuk {{event}} telah dibeli oleh peminat seterusnya dalam barisan. Nilai mukanya tolak sebarang yuran, {{amount}} {{currency}}, sedang dibayar balik ke kad atau e-dompet yang anda gunakan untuk membayar: biasanya tiba dalam beberapa hari bekerja. Kod QR lama tiket itu tidak boleh digunakan untuk masuk lagi.",
  },
};
