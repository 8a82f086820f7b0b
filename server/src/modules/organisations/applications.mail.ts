// The e-mails that answer an application to become an organiser, in the language the applicant applied
// in, sent through the shared outbox with the "generic" template: approved (the organisation exists and
// they own it: where the console is), or refused (the operator's reason, and that they may apply again).
import type { Lang } from "../../i18n.ts";

interface ApplicationTexts {
  approvedSubject: string; // {{organisation}}
  approvedText: string; // {{name}} {{organisation}} {{link}}
  refusedSubject: string; // {{organisation}}
  refusedText: string; // {{name}} {{organisation}} {{reason}} {{link}}
}

export const applicationTexts: Record<Lang, ApplicationTexts> = {
  en: {
    approvedSubject: "{{organisation}} is now an organiser on Fanfare",
    approvedText:
      "Hello {{name}},\n\nyour application for {{organisation}} is approved. The organisation is created and your account is its owner.\n\nOpen the organiser console, signed in with this account, to create your first event and invite your team: {{link}}",
    refusedSubject: "Your organiser application for {{organisation}}",
    refusedText:
      "Hello {{name}},\n\nwe cannot approve your application for {{organisation}} as it stands. The reason:\n\n{{reason}}\n\nYou may apply again with more details at any time: {{link}}",
  },
  vi: {
    approvedSubject: "{{organisation}} đã trở thành nhà tổ chức trên Fanfare",
    approvedText:
      "Xin chào {{name}},\n\nđơn đăng ký của bạn cho {{organisation}} đã được chấp thuận. Tổ chức đã được tạo và tài khoản của bạn là chủ sở hữu.\n\nHãy mở bảng điều khiển nhà tổ chức (đăng nhập bằng tài khoản này) để tạo sự kiện đầu tiên và mời nhóm của bạn: {{link}}",
    refusedSubject: "Đơn đăng ký nhà tổ chức của bạn cho {{organisation}}",
    refusedText:
      "Xin chào {{name}},\n\nchúng tôi chưa thể chấp thuận đơn đăng ký của bạn cho {{organisation}} như hiện tại. Lý do:\n\n{{reason}}\n\nBạn có thể nộp đơn lại với thêm thông tin bất cứ lúc nào: {{link}}",
  },
  zh: {
    approvedSubject: "{{organisation}} 已成为 Fanfare 上的主办方",
    approvedText: "{{name}}，您好：\n\n您为 {{organisation}} 提交的申请已获批准。机构已创建，您的账户是其负责人。\n\n请用此账户登录并打开主办方控制台，创建您的第一个活动并邀请您的团队：{{link}}",
    refusedSubject: "您为 {{organisation}} 提交的主办方申请",
    refusedText: "{{name}}，您好：\n\n我们目前无法批准您为 {{organisation}} 提交的申请。理由如下：\n\n{{reason}}\n\n您可以随时补充信息后重新申请：{{link}}",
  },
  zh_tw: {
    approvedSubject: "{{organisation}} 已成為 Fanfare 上的主辦單位",
    approvedText: "{{name}}，您好：\n\n您為 {{organisation}} 提交的申請已獲核准。機構已建立，您的帳戶是其負責人。\n\n請以此帳戶登入並開啟主辦單位控制台，建立您的第一個活動並邀請您的團隊：{{link}}",
    refusedSubject: "您為 {{organisation}} 提交的主辦單位申請",
    refusedText: "{{name}}，您好：\n\n我們目前無法核准您為 {{organisation}} 提交的申請。理由如下：\n\n{{reason}}\n\n您可以隨時補充資料後重新申請：{{link}}",
  },
  th: {
    approvedSubject: "{{organisation}} เป็นผู้จัดงานบน Fanfare แล้ว",
    approvedText:
      "สวัสดี {{name}}\n\nใบสมัครของคุณสำหรับ {{organisation}} ได้รับการอนุมัติแล้ว องค์กรถูกสร้างขึ้นและบัญชีของคุณเป็นเจ้าของ\n\nเปิดคอนโซลผู้จัดงาน (ลงชื่อเข้าใช้ด้วยบัญชีนี้) เพื่อสร้างงานแรกและเชิญทีมของคุณ: {{link}}",
    refusedSubject: "ใบสมัครผู้จัดงานของคุณสำหรับ {{organisation}}",
    refusedText: "สวัสดี {{name}}\n\nเรายังไม่สามารถอนุมัติใบสมัครของคุณสำหรับ {{organisation}} ได้ เหตุผล:\n\n{{reason}}\n\nคุณสามารถสมัครใหม่พร้อมรายละเอียดเพิ่มเติมได้ทุกเมื่อ: {{link}}",
  },
  ms: {
    approvedSubject: "{{organisation}} kini penganjur di Fanfare",
    approvedText:
      "Helo {{name}},\n\npermohonan anda untuk {{organisation}} telah diluluskan. Organisasi telah dicipta dan akaun anda ialah pemiliknya.\n\nBuka konsol penganjur (log masuk dengan akaun ini) untuk mencipta acara pertama anda dan menjemput pasukan anda: {{link}}",
    refusedSubject: "Permohonan penganjur anda untuk {{organisation}}",
    refusedText:
      "Helo {{name}},\n\nkami tidak dapat meluluskan permohonan anda untuk {{organisation}} seperti sekarang. Sebabnya:\n\n{{reason}}\n\nAnda boleh memohon semula dengan maklumat lanjut pada bila-bila masa: {{link}}",
  },
};

const fill = (s: string, vars: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => vars[k] ?? whole);

/** The approval e-mail's subject and text in `lang`. */
export function applicationApprovedMail(lang: Lang, v: { name: string; organisation: string; link: string }): { subject: string; text: string } {
  const t = applicationTexts[lang];
  return { subject: fill(t.approvedSubject, v), text: fill(t.approvedText, v) };
}

/** The refusal e-mail's subject and text in `lang`, with the operator's reason. */
export function applicationRefusedMail(lang: Lang, v: { name: string; organisation: string; reason: string; link: string }): { subject: string; text: string } {
  const t = applicationTexts[lang];
  return { subject: fill(t.refusedSubject, v), text: fill(t.refusedText, v) };
}
