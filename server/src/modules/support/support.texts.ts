// The customer-service e-mails in the six languages (sent through the mail module's generic template).
import type { Lang } from "../../i18n.ts";

interface SupportMailTexts {
  receivedSubject: string; // {{ref}}
  receivedBody: string; // {{ref}} {{type}} {{text}}
  answeredSubject: string; // {{ref}}
  answeredBody: string; // {{ref}} {{answer}}
}

export const supportMail: Record<Lang, SupportMailTexts> = {
  en: {
    receivedSubject: "Fanfare · We received your request #{{ref}}",
    receivedBody:
      "Thank you for contacting Fanfare customer service.\n\nWe received your request #{{ref}} ({{type}}):\n\n{{text}}\n\nOur team answers within 2 working days. You will find our reply in the app under Customer Service and in an e-mail like this one.",
    answeredSubject: "Fanfare · We answered your request #{{ref}}",
    answeredBody: "Our team answered your request #{{ref}}:\n\n{{answer}}\n\nYou can read the whole conversation and reply in the app under Customer Service.",
  },
  vi: {
    receivedSubject: "Fanfare · Chúng tôi đã nhận yêu cầu #{{ref}} của bạn",
    receivedBody:
      "Cảm ơn bạn đã liên hệ bộ phận chăm sóc khách hàng của Fanfare.\n\nChúng tôi đã nhận yêu cầu #{{ref}} ({{type}}):\n\n{{text}}\n\nĐội ngũ của chúng tôi sẽ trả lời trong vòng 2 ngày làm việc. Bạn sẽ thấy câu trả lời trong ứng dụng, mục Chăm sóc khách hàng, và qua email như thế này.",
    answeredSubject: "Fanfare · Chúng tôi đã trả lời yêu cầu #{{ref}}",
    answeredBody: "Đội ngũ của chúng tôi đã trả lời yêu cầu #{{ref}} của bạn:\n\n{{answer}}\n\nBạn có thể đọc toàn bộ cuộc trao đổi và trả lời trong ứng dụng, mục Chăm sóc khách hàng.",
  },
  zh: {
    receivedSubject: "Fanfare · 我们已收到您的请求 #{{ref}}",
    receivedBody:
      "感谢您联系 Fanfare 客服。\n\n我们已收到您的请求 #{{ref}}（{{type}}）：\n\n{{text}}\n\n我们的团队会在 2 个工作日内回复。您可以在应用的“客服”页面和类似的邮件中查看回复。",
    answeredSubject: "Fanfare · 我们已回复您的请求 #{{ref}}",
    answeredBody: "我们的团队已回复您的请求 #{{ref}}：\n\n{{answer}}\n\n您可以在应用的“客服”页面查看完整对话并回复。",
  },
  zh_tw: {
    receivedSubject: "Fanfare · 我們已收到您的請求 #{{ref}}",
    receivedBody:
      "感謝您聯絡 Fanfare 客服。\n\n我們已收到您的請求 #{{ref}}（{{type}}）：\n\n{{text}}\n\n我們的團隊會在 2 個工作天內回覆。您可以在應用程式的「客服」頁面及類似的電郵中查看回覆。",
    answeredSubject: "Fanfare · 我們已回覆您的請求 #{{ref}}",
    answeredBody: "我們的團隊已回覆您的請求 #{{ref}}：\n\n{{answer}}\n\n您可以在應用程式的「客服」頁面查看完整對話並回覆。",
  },
  th: {
    receivedSubject: "Fanfare · เราได้รับคำขอ #{{ref}} ของคุณแล้ว",
    receivedBody:
      "ขอบคุณที่ติดต่อฝ่ายบริการลูกค้า Fanfare\n\nเราได้รับคำขอ #{{ref}} ({{type}}) ของคุณแล้ว:\n\n{{text}}\n\nทีมงานจะตอบกลับภายใน 2 วันทำการ คุณจะเห็นคำตอบในแอปที่หน้าบริการลูกค้า และทางอีเมลแบบนี้",
    answeredSubject: "Fanfare · เราได้ตอบคำขอ #{{ref}} ของคุณแล้ว",
    answeredBody: "ทีมงานได้ตอบคำขอ #{{ref}} ของคุณ:\n\n{{answer}}\n\nคุณสามารถอ่านบทสนทนาทั้งหมดและตอบกลับได้ในแอปที่หน้าบริการลูกค้า",
  },
  ms: {
    receivedSubject: "Fanfare · Kami telah menerima permintaan anda #{{ref}}",
    receivedBody:
      "Terima kasih kerana menghubungi khidmat pelanggan Fanfare.\n\nKami telah menerima permintaan anda #{{ref}} ({{type}}):\n\n{{text}}\n\nPasukan kami akan menjawab dalam masa 2 hari bekerja. Jawapan kami akan ada dalam aplikasi di bawah Khidmat Pelanggan dan dalam e-mel seperti ini.",
    answeredSubject: "Fanfare · Kami telah menjawab permintaan anda #{{ref}}",
    answeredBody: "Pasukan kami telah menjawab permintaan anda #{{ref}}:\n\n{{answer}}\n\nAnda boleh membaca seluruh perbualan dan membalas dalam aplikasi di bawah Khidmat Pelanggan.",
  },
};

export function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
}
