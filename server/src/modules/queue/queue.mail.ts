// The e-mail that tells a fan released tickets are held for them, in each of the six languages
// (sent through the shared outbox with the "generic" template).
import type { Lang } from "../../i18n.ts";

// {{event}} {{quantity}} {{ticketType}} {{minutes}} {{orderNo}}
export const offerMailTexts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Tickets for {{event}} are held for you",
    text: "Good news from the waiting room: {{quantity}} × {{ticketType}} for {{event}} came back and are held for you for {{minutes}} minutes. Pay order {{orderNo}} under My Orders before then, or they go to the next fan in line.",
  },
  vi: {
    subject: "Vé {{event}} đang được giữ cho bạn",
    text: "Tin vui từ phòng chờ: {{quantity}} × {{ticketType}} cho {{event}} vừa được trả lại và đang được giữ cho bạn trong {{minutes}} phút. Hãy thanh toán đơn {{orderNo}} trong mục Đơn hàng của tôi trước thời hạn, nếu không vé sẽ chuyển cho người hâm mộ tiếp theo trong hàng.",
  },
  zh: {
    subject: "{{event}} 的门票已为您保留",
    text: "候场室好消息：{{event}} 有 {{quantity}} 张 {{ticketType}} 回流，已为您保留 {{minutes}} 分钟。请在此之前于“我的订单”中支付订单 {{orderNo}}，否则门票将转给下一位排队的粉丝。",
  },
  zh_tw: {
    subject: "{{event}} 的門票已為您保留",
    text: "候場室好消息：{{event}} 有 {{quantity}} 張 {{ticketType}} 釋出，已為您保留 {{minutes}} 分鐘。請在此之前於「我的訂單」中支付訂單 {{orderNo}}，否則門票將轉給下一位排隊的粉絲。",
  },
  th: {
    subject: "บัตร {{event}} ถูกจองไว้ให้คุณแล้ว",
    text: "ข่าวดีจากห้องรอ: {{ticketType}} จำนวน {{quantity}} ใบของ {{event}} ถูกปล่อยคืนและจองไว้ให้คุณเป็นเวลา {{minutes}} นาที กรุณาชำระคำสั่งซื้อ {{orderNo}} ในหน้าคำสั่งซื้อของฉันก่อนหมดเวลา มิฉะนั้นบัตรจะส่งต่อให้แฟนคนถัดไปในคิว",
  },
  ms: {
    subject: "Tiket {{event}} ditahan untuk anda",
    text: "Berita baik dari bilik menunggu: {{quantity}} × {{ticketType}} untuk {{event}} telah dikembalikan dan ditahan untuk anda selama {{minutes}} minit. Bayar pesanan {{orderNo}} di Pesanan Saya sebelum itu, atau tiket akan diberikan kepada peminat seterusnya dalam barisan.",
  },
};
