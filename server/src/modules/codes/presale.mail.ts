// The e-mail that brings an invited fan their personal presale code (issue 35), in each of the six
// languages (sent through the shared outbox with the "generic" template).
import type { Lang } from "../../i18n.ts";

// {{event}} {{code}} {{link}}
export const presaleInviteMailTexts: Record<Lang, { subject: string; text: string }> = {
  en: {
    subject: "Your presale code for {{event}}",
    text: "You registered for the presale of {{event}}, and you have been drawn. Your personal code is {{code}}: it works only with your account, once.\n\nChoose your tickets here (the code is already filled in):\n{{link}}",
  },
  vi: {
    subject: "Mã mua trước của bạn cho {{event}}",
    text: "Bạn đã đăng ký mua trước cho {{event}} và bạn đã được chọn. Mã cá nhân của bạn là {{code}}: mã chỉ dùng được với tài khoản của bạn, một lần.\n\nChọn vé tại đây (mã đã được điền sẵn):\n{{link}}",
  },
  zh: {
    subject: "您的 {{event}} 预售代码",
    text: "您已登记 {{event}} 的预售，并已被抽中。您的专属代码是 {{code}}：仅限您的账户使用一次。\n\n在此选择门票（代码已自动填入）：\n{{link}}",
  },
  zh_tw: {
    subject: "您的 {{event}} 預售代碼",
    text: "您已登記 {{event}} 的預售，並已被抽中。您的專屬代碼是 {{code}}：只限您的帳戶使用一次。\n\n在此選擇門票（代碼已自動填入）：\n{{link}}",
  },
  th: {
    subject: "รหัสการขายล่วงหน้าของคุณสำหรับ {{event}}",
    text: "คุณได้ลงทะเบียนการขายล่วงหน้าของ {{event}} และคุณได้รับการสุ่มเลือก รหัสส่วนตัวของคุณคือ {{code}} ใช้ได้กับบัญชีของคุณเท่านั้น และใช้ได้ครั้งเดียว\n\nเลือกบัตรได้ที่นี่ (กรอกรหัสไว้ให้แล้ว):\n{{link}}",
  },
  ms: {
    subject: "Kod prajualan anda untuk {{event}}",
    text: "Anda telah mendaftar untuk prajualan {{event}}, dan anda telah terpilih. Kod peribadi anda ialah {{code}}: ia hanya berfungsi dengan akaun anda, sekali sahaja.\n\nPilih tiket anda di sini (kod sudah diisi):\n{{link}}",
  },
};
