// Texts of the /fanapih5 transport itself (signature, body, routing) in the six languages. The texts of
// domain errors come from server/src/messages.ts, shared with GraphQL and the client.
import type { Lang } from "../i18n.ts";

const texts = {
  success: {
    en: "Success",
    vi: "Thành công",
    zh: "成功",
    zh_tw: "成功",
    th: "สำเร็จ",
    ms: "Berjaya",
  },
  badSignature: {
    en: "Invalid request signature",
    vi: "Chữ ký yêu cầu không hợp lệ",
    zh: "请求签名无效",
    zh_tw: "請求簽名無效",
    th: "ลายเซ็นคำขอไม่ถูกต้อง",
    ms: "Tandatangan permintaan tidak sah",
  },
  badJson: {
    en: "The request body is not valid JSON",
    vi: "Nội dung yêu cầu không phải JSON hợp lệ",
    zh: "请求内容不是有效的 JSON",
    zh_tw: "請求內容不是有效的 JSON",
    th: "เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง",
    ms: "Kandungan permintaan bukan JSON yang sah",
  },
  bodyTooLarge: {
    en: "The request body is too large",
    vi: "Nội dung yêu cầu quá lớn",
    zh: "请求内容过大",
    zh_tw: "請求內容過大",
    th: "เนื้อหาคำขอมีขนาดใหญ่เกินไป",
    ms: "Kandungan permintaan terlalu besar",
  },
  missingParam: {
    en: "Missing parameter: {{field}}",
    vi: "Thiếu tham số: {{field}}",
    zh: "缺少参数：{{field}}",
    zh_tw: "缺少參數：{{field}}",
    th: "ไม่มีพารามิเตอร์: {{field}}",
    ms: "Parameter tiada: {{field}}",
  },
  invalidParam: {
    en: "Invalid parameter: {{field}}",
    vi: "Tham số không hợp lệ: {{field}}",
    zh: "参数无效：{{field}}",
    zh_tw: "參數無效：{{field}}",
    th: "พารามิเตอร์ไม่ถูกต้อง: {{field}}",
    ms: "Parameter tidak sah: {{field}}",
  },
  unknownEndpoint: {
    en: "System exception: not found",
    vi: "Lỗi hệ thống: không tìm thấy",
    zh: "系统异常：未找到",
    zh_tw: "系統異常：未找到",
    th: "ระบบขัดข้อง: ไม่พบ",
    ms: "Ralat sistem: tidak dijumpai",
  },
} satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof texts;

export function restText(lang: Lang, key: TextKey, params: Record<string, string> = {}): string {
  return texts[key][lang].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
