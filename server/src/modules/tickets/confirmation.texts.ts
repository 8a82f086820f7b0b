// The order confirmation e-mail's words, in the six languages (issue 34). Placeholders: {{orderNo}},
// {{event}}, {{when}}, {{venue}}, {{total}}.
import type { Lang } from "../../i18n.ts";

export interface ConfirmationTexts {
  subject: string;
  intro: string;
  event: string;
  when: string;
  venue: string;
  tickets: string;
  seat: string; // {{area}} {{row}} {{number}}
  total: string;
  link: string;
  calendar: string;
  qr: string;
}

export const confirmationTexts: Record<Lang, ConfirmationTexts> = {
  en: {
    subject: "Fanfare · Your tickets for {{event}} (order {{orderNo}})",
    intro: "Thank you: your order {{orderNo}} is paid and your tickets are ready.",
    event: "Event",
    when: "Date and time",
    venue: "Venue",
    tickets: "Tickets",
    seat: "area {{area}}, row {{row}}, seat {{number}}",
    total: "Total paid",
    link: "Your ticket",
    calendar: "The attached calendar file (.ics) adds the event to your calendar.",
    qr: "The entry QR code appears on the ticket page in the app on the day; it changes every few seconds, so a screenshot or a printout will not get you in.",
  },
  vi: {
    subject: "Fanfare · Vé của bạn cho {{event}} (đơn hàng {{orderNo}})",
    intro: "Cảm ơn bạn: đơn hàng {{orderNo}} đã được thanh toán và vé của bạn đã sẵn sàng.",
    event: "Sự kiện",
    when: "Ngày và giờ",
    venue: "Địa điểm",
    tickets: "Vé",
    seat: "khu {{area}}, hàng {{row}}, ghế {{number}}",
    total: "Tổng đã thanh toán",
    link: "Vé của bạn",
    calendar: "Tệp lịch đính kèm (.ics) sẽ thêm sự kiện vào lịch của bạn.",
    qr: "Mã QR vào cửa hiển thị trên trang vé trong ứng dụng vào ngày diễn ra sự kiện; mã thay đổi sau vài giây, nên ảnh chụp màn hình hoặc bản in sẽ không dùng được.",
  },
  zh: {
    subject: "Fanfare · 您的 {{event}} 门票（订单 {{orderNo}}）",
    intro: "感谢您的购买：订单 {{orderNo}} 已付款，您的门票已就绪。",
    event: "活动",
    when: "日期和时间",
    venue: "场地",
    tickets: "门票",
    seat: "{{area}} 区 {{row}} 排 {{number}} 号",
    total: "实付总额",
    link: "您的门票",
    calendar: "附件中的日历文件（.ics）可将活动添加到您的日历。",
    qr: "入场二维码将在活动当天显示在应用的门票页面上；它每隔几秒就会变化，截图或打印件无法入场。",
  },
  zh_tw: {
    subject: "Fanfare · 您的 {{event}} 門票（訂單 {{orderNo}}）",
    intro: "感謝您的購買：訂單 {{orderNo}} 已付款，您的門票已準備好。",
    event: "活動",
    when: "日期和時間",
    venue: "場地",
    tickets: "門票",
    seat: "{{area}} 區 {{row}} 排 {{number}} 號",
    total: "實付總額",
    link: "您的門票",
    calendar: "附件中的日曆檔案（.ics）可將活動加入您的日曆。",
    qr: "入場 QR 碼將於活動當天顯示在應用程式的門票頁面上；它每隔幾秒就會變更，截圖或列印本無法入場。",
  },
  th: {
    subject: "Fanfare · บัตรของคุณสำหรับ {{event}} (คำสั่งซื้อ {{orderNo}})",
    intro: "ขอบคุณ: คำสั่งซื้อ {{orderNo}} ชำระเงินแล้ว และบัตรของคุณพร้อมแล้ว",
    event: "งาน",
    when: "วันและเวลา",
    venue: "สถานที่",
    tickets: "บัตร",
    seat: "โซน {{area}} แถว {{row}} ที่นั่ง {{number}}",
    total: "ยอดชำระทั้งหมด",
    link: "บัตรของคุณ",
    calendar: "ไฟล์ปฏิทินที่แนบมา (.ics) จะเพิ่มงานนี้ลงในปฏิทินของคุณ",
    qr: "QR โค้ดสำหรับเข้างานจะแสดงในหน้าบัตรในแอปในวันงาน โค้ดจะเปลี่ยนทุกไม่กี่วินาที ภาพหน้าจอหรือสำเนาที่พิมพ์จึงใช้เข้างานไม่ได้",
  },
  ms: {
    subject: "Fanfare · Tiket anda untuk {{event}} (pesanan {{orderNo}})",
    intro: "Terima kasih: pesanan {{orderNo}} telah dibayar dan tiket anda sudah sedia.",
    event: "Acara",
    when: "Tarikh dan masa",
    venue: "Tempat",
    tickets: "Tiket",
    seat: "zon {{area}}, baris {{row}}, tempat duduk {{number}}",
    total: "Jumlah dibayar",
    link: "Tiket anda",
    calendar: "Fail kalendar yang dilampirkan (.ics) menambah acara ini ke kalendar anda.",
    qr: "Kod QR masuk dipaparkan di halaman tiket dalam aplikasi pada hari acara; ia berubah setiap beberapa saat, jadi tangkapan skrin atau cetakan tidak boleh digunakan untuk masuk.",
  },
};
