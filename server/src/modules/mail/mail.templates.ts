// Message templates in the six languages. Code messages share one layout: a subject, what the code
// is for, the code, how long it lives, and what to do if the fan did not ask for it.
import type { Lang } from "../../i18n.ts";

export const codeTemplates = [
  "registerCode",
  "forgetPasswordCode",
  "changeEmailCode",
  "newEmailCode",
  "payPasswordCode",
  "transferCode",
  "phoneCode",
] as const;
export type CodeTemplate = (typeof codeTemplates)[number];
/** "generic": a subject and a text given by the caller; "orderConfirmation" is one too, named so it can be told apart. */
export type Template = CodeTemplate | "generic" | "orderConfirmation";

interface LanguagePack {
  purpose: Record<CodeTemplate, string>;
  codeLine: string; // {{code}}
  validity: string; // {{minutes}}
  ignore: string;
  spam: string;
  sms: string; // {{code}} {{minutes}} {{purpose}}
}

const brand = "Fanfare";

const packs: Record<Lang, LanguagePack> = {
  en: {
    purpose: {
      registerCode: "Create your account",
      forgetPasswordCode: "Reset your password",
      changeEmailCode: "Confirm your current e-mail address",
      newEmailCode: "Confirm your new e-mail address",
      payPasswordCode: "Reset your payment password",
      transferCode: "Confirm your ticket transfer",
      phoneCode: "Verify your phone number",
    },
    codeLine: "Your verification code is {{code}}",
    validity: "It is valid for {{minutes}} minutes and can be used once.",
    ignore: "If you did not ask for this code, you can ignore this message; nobody can use it without access to your mailbox.",
    spam: "Can't find our e-mails? Check your spam folder.",
    sms: "{{purpose}}: your Fanfare code is {{code}}, valid for {{minutes}} minutes.",
  },
  vi: {
    purpose: {
      registerCode: "Tạo tài khoản của bạn",
      forgetPasswordCode: "Đặt lại mật khẩu",
      changeEmailCode: "Xác nhận địa chỉ email hiện tại",
      newEmailCode: "Xác nhận địa chỉ email mới",
      payPasswordCode: "Đặt lại mật khẩu thanh toán",
      transferCode: "Xác nhận chuyển vé",
      phoneCode: "Xác minh số điện thoại",
    },
    codeLine: "Mã xác minh của bạn là {{code}}",
    validity: "Mã có hiệu lực trong {{minutes}} phút và chỉ dùng được một lần.",
    ignore: "Nếu bạn không yêu cầu mã này, hãy bỏ qua email này; không ai có thể dùng mã nếu không truy cập được hộp thư của bạn.",
    spam: "Không thấy email của chúng tôi? Hãy kiểm tra thư mục thư rác.",
    sms: "{{purpose}}: mã Fanfare của bạn là {{code}}, hiệu lực {{minutes}} phút.",
  },
  zh: {
    purpose: {
      registerCode: "创建您的账户",
      forgetPasswordCode: "重置密码",
      changeEmailCode: "确认您当前的邮箱地址",
      newEmailCode: "确认您的新邮箱地址",
      payPasswordCode: "重置支付密码",
      transferCode: "确认门票转让",
      phoneCode: "验证您的手机号码",
    },
    codeLine: "您的验证码是 {{code}}",
    validity: "验证码 {{minutes}} 分钟内有效，仅可使用一次。",
    ignore: "如果您没有申请此验证码，请忽略本邮件；没有您的邮箱权限，任何人都无法使用它。",
    spam: "收不到邮件？请检查垃圾邮件文件夹。",
    sms: "{{purpose}}：您的 Fanfare 验证码是 {{code}}，{{minutes}} 分钟内有效。",
  },
  zh_tw: {
    purpose: {
      registerCode: "建立您的帳戶",
      forgetPasswordCode: "重設密碼",
      changeEmailCode: "確認您目前的電郵地址",
      newEmailCode: "確認您的新電郵地址",
      payPasswordCode: "重設支付密碼",
      transferCode: "確認門票轉讓",
      phoneCode: "驗證您的電話號碼",
    },
    codeLine: "您的驗證碼是 {{code}}",
    validity: "驗證碼 {{minutes}} 分鐘內有效，只可使用一次。",
    ignore: "如果您沒有申請此驗證碼，請忽略本電郵；沒有您的郵箱權限，任何人都無法使用它。",
    spam: "收不到電郵？請檢查垃圾郵件資料夾。",
    sms: "{{purpose}}：您的 Fanfare 驗證碼是 {{code}}，{{minutes}} 分鐘內有效。",
  },
  th: {
    purpose: {
      registerCode: "สร้างบัญชีของคุณ",
      forgetPasswordCode: "รีเซ็ตรหัสผ่าน",
      changeEmailCode: "ยืนยันอีเมลปัจจุบันของคุณ",
      newEmailCode: "ยืนยันอีเมลใหม่ของคุณ",
      payPasswordCode: "รีเซ็ตรหัสผ่านการชำระเงิน",
      transferCode: "ยืนยันการโอนบัตร",
      phoneCode: "ยืนยันหมายเลขโทรศัพท์",
    },
    codeLine: "รหัสยืนยันของคุณคือ {{code}}",
    validity: "รหัสใช้ได้ {{minutes}} นาทีและใช้ได้เพียงครั้งเดียว",
    ignore: "หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้ ไม่มีใครใช้รหัสได้หากไม่มีสิทธิ์เข้าถึงกล่องจดหมายของคุณ",
    spam: "ไม่พบอีเมลของเรา? โปรดตรวจสอบโฟลเดอร์สแปม",
    sms: "{{purpose}}: รหัส Fanfare ของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที",
  },
  ms: {
    purpose: {
      registerCode: "Cipta akaun anda",
      forgetPasswordCode: "Tetapkan semula kata laluan",
      changeEmailCode: "Sahkan alamat e-mel semasa anda",
      newEmailCode: "Sahkan alamat e-mel baharu anda",
      payPasswordCode: "Tetapkan semula kata laluan pembayaran",
      transferCode: "Sahkan pemindahan tiket",
      phoneCode: "Sahkan nombor telefon anda",
    },
    codeLine: "Kod pengesahan anda ialah {{code}}",
    validity: "Kod sah selama {{minutes}} minit dan boleh digunakan sekali sahaja.",
    ignore: "Jika anda tidak meminta kod ini, abaikan mesej ini; tiada sesiapa boleh menggunakannya tanpa akses ke peti mel anda.",
    spam: "Tidak menemui e-mel kami? Semak folder spam anda.",
    sms: "{{purpose}}: kod Fanfare anda ialah {{code}}, sah selama {{minutes}} minit.",
  },
};

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function render(template: Template, lang: Lang, channel: "EMAIL" | "SMS", vars: Record<string, string | number>): Rendered {
  if (template === "generic" || template === "orderConfirmation") {
    const subject = String(vars.subject ?? brand);
    const text = String(vars.text ?? "");
    // Links are made clickable: an order confirmation's ticket pages, an invitation's link.
    const body = escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return { subject, text, html: `<p>${body.replace(/\n/g, "<br>")}</p>` };
  }
  const p = packs[lang] ?? packs.en;
  const v: Record<string, string | number> = { minutes: 10, ...vars, purpose: p.purpose[template] };
  const subject = `${brand} · ${p.purpose[template]}`;
  if (channel === "SMS") {
    const text = fill(p.sms, v);
    return { subject, text, html: `<p>${escapeHtml(text)}</p>` };
  }
  const lines = [p.purpose[template], fill(p.codeLine, v), fill(p.validity, v), p.ignore, p.spam];
  const text = lines.join("\n\n");
  const html = [
    `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto">`,
    `<h2>${escapeHtml(p.purpose[template])}</h2>`,
    `<p>${escapeHtml(fill(p.codeLine, { ...v, code: "" })).trim()}</p>`,
    `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(String(v.code ?? ""))}</p>`,
    `<p>${escapeHtml(fill(p.validity, v))}</p>`,
    `<p style="color:#666">${escapeHtml(p.ignore)}</p>`,
    `<p style="color:#666">${escapeHtml(p.spam)}</p>`,
    `</div>`,
  ].join("");
  return { subject, text, html };
}
