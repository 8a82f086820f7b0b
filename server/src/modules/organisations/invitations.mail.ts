// The invitation e-mail, in the invitee's language (their account's, or the inviter's choice for an
// address without one yet), sent through the shared outbox with the "generic" template. It names the
// organisation and the role and says where to answer; it never tells the inviter whether the address
// has an account.
import type { OrganisationRole } from "../../generated/prisma/enums.ts";
import type { Lang } from "../../i18n.ts";
import { formatFanTime } from "@fanfare/shared/dates";
import { languageById } from "@fanfare/shared/languages";

interface InvitationTexts {
  subject: string; // {{organisation}}
  text: string; // {{inviter}} {{organisation}} {{role}} {{email}} {{link}} {{until}}
  roles: Record<OrganisationRole, string>;
}

export const invitationTexts: Record<Lang, InvitationTexts> = {
  en: {
    subject: "{{organisation}} invites you to its team on Fanfare",
    text:
      "{{inviter}} invited {{email}} to join {{organisation}} on Fanfare as {{role}}.\n\nTo accept or decline, sign in to Fanfare with this address (or sign up with it) and open your invitations: {{link}}\n\nThe invitation is open until {{until}}. If you did not expect it, ignore this message: nobody joins an organisation without saying yes.",
    roles: { OWNER: "an owner", MANAGER: "a manager", BOX_OFFICE: "box office staff", GATE: "gate staff" },
  },
  vi: {
    subject: "{{organisation}} mời bạn tham gia nhóm trên Fanfare",
    text:
      "{{inviter}} đã mời {{email}} tham gia {{organisation}} trên Fanfare với vai trò {{role}}.\n\nĐể chấp nhận hoặc từ chối, hãy đăng nhập Fanfare bằng địa chỉ này (hoặc đăng ký bằng địa chỉ này) và mở lời mời của bạn: {{link}}\n\nLời mời có hiệu lực đến {{until}}. Nếu bạn không mong đợi lời mời này, hãy bỏ qua email: không ai trở thành thành viên nếu chưa đồng ý.",
    roles: { OWNER: "chủ sở hữu", MANAGER: "quản lý", BOX_OFFICE: "nhân viên phòng vé", GATE: "nhân viên soát vé" },
  },
  zh: {
    subject: "{{organisation}} 邀请您加入其 Fanfare 团队",
    text:
      "{{inviter}} 邀请 {{email}} 以{{role}}身份加入 Fanfare 上的 {{organisation}}。\n\n如需接受或拒绝，请用此邮箱登录 Fanfare（或用它注册），然后打开您的邀请：{{link}}\n\n邀请有效期至 {{until}}。如果这不是您预期的邀请，请忽略本邮件：未经您同意，任何人都不会加入机构。",
    roles: { OWNER: "负责人", MANAGER: "经理", BOX_OFFICE: "售票处人员", GATE: "检票人员" },
  },
  zh_tw: {
    subject: "{{organisation}} 邀請您加入其 Fanfare 團隊",
    text:
      "{{inviter}} 邀請 {{email}} 以{{role}}身分加入 Fanfare 上的 {{organisation}}。\n\n如需接受或拒絕，請以此電子郵件地址登入 Fanfare（或以它註冊），然後開啟您的邀請：{{link}}\n\n邀請有效至 {{until}}。如果這不是您預期的邀請，請忽略本郵件：未經您同意，任何人都不會加入機構。",
    roles: { OWNER: "負責人", MANAGER: "經理", BOX_OFFICE: "售票處人員", GATE: "驗票人員" },
  },
  th: {
    subject: "{{organisation}} เชิญคุณเข้าร่วมทีมบน Fanfare",
    text:
      "{{inviter}} เชิญ {{email}} เข้าร่วม {{organisation}} บน Fanfare ในฐานะ{{role}}\n\nหากต้องการตอบรับหรือปฏิเสธ โปรดลงชื่อเข้าใช้ Fanfare ด้วยอีเมลนี้ (หรือสมัครด้วยอีเมลนี้) แล้วเปิดคำเชิญของคุณ: {{link}}\n\nคำเชิญนี้ใช้ได้ถึง {{until}} หากคุณไม่ได้คาดหวังคำเชิญนี้ ให้เพิกเฉยต่ออีเมลนี้ ไม่มีใครเข้าร่วมองค์กรได้หากคุณไม่ตอบรับ",
    roles: { OWNER: "เจ้าของ", MANAGER: "ผู้จัดการ", BOX_OFFICE: "เจ้าหน้าที่ขายบัตร", GATE: "เจ้าหน้าที่ตรวจบัตร" },
  },
  ms: {
    subject: "{{organisation}} menjemput anda menyertai pasukannya di Fanfare",
    text:
      "{{inviter}} menjemput {{email}} menyertai {{organisation}} di Fanfare sebagai {{role}}.\n\nUntuk menerima atau menolak, log masuk ke Fanfare dengan alamat ini (atau daftar dengannya) dan buka jemputan anda: {{link}}\n\nJemputan ini terbuka sehingga {{until}}. Jika anda tidak menjangkakannya, abaikan mesej ini: tiada sesiapa menyertai organisasi tanpa persetujuan anda.",
    roles: { OWNER: "pemilik", MANAGER: "pengurus", BOX_OFFICE: "kakitangan kaunter tiket", GATE: "kakitangan pintu masuk" },
  },
};

/** The invitation e-mail's subject and text in `lang`. */
export function invitationMail(lang: Lang, v: { inviter: string; organisation: string; role: OrganisationRole; email: string; link: string; until: Date }): { subject: string; text: string } {
  const t = invitationTexts[lang];
  const vars: Record<string, string> = { ...v, role: t.roles[v.role], until: formatFanTime(v.until.toISOString(), languageById(lang), "UTC") };
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => vars[k] ?? whole);
  return { subject: fill(t.subject), text: fill(t.text) };
}
