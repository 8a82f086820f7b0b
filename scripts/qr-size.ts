// The entry QR's size before and after the compact format (issue 15): the QR version (and modules a
// side) the `qrcode` package needs at error correction M for one code of each kind of identifier.
//   npx tsx scripts/qr-size.ts
import crypto from "node:crypto";
import QRCode from "qrcode";
import { loadConfig } from "../server/src/config.ts";
import { codeFor, issuePass, ticketSeed } from "../server/src/modules/entry/qr.crypto.ts";
import { formatCompactQrCode, formatQrCode, parseQrCode, qrLink } from "@fanfare/shared/qr";

const origin = "https://fanfare.example.com";
const cases = [
  { label: "demo ticket (seed_ticket_<16 hex>)", id: "seed_ticket_0123456789abcdef", keys: undefined },
  { label: "ticket with a cuid", id: "cm3x9a1b20000qz8k7v6t5r4e", keys: undefined },
  { label: "ticket with a base64url id", id: "cAbC-_xyz0123456789Ab", keys: undefined },
  { label: "cuid, 16-character key id", id: "cm3x9a1b20000qz8k7v6t5r4e", keys: `gatekey2026abcde:${Buffer.alloc(32, 7).toString("base64")}` },
];

const version = (data: string | { data: string; mode: "alphanumeric" }[]) => QRCode.create(data, { errorCorrectionLevel: "M" }).version;
const modules = (v: number) => 17 + 4 * v;

console.log("QR version at error correction M (modules a side)");
for (const c of cases) {
  const qr = loadConfig(c.keys ? { QR_SIGNING_KEYS: c.keys } : {}).qr;
  const pass = issuePass(qr, "T", c.id, 3, ticketSeed(crypto.randomBytes(32), 3));
  const { code } = codeFor(qr, pass, Date.now());
  const parsed = parseQrCode(code)!;
  const dotted = formatQrCode(parsed);
  const before = version(qrLink(origin, dotted));
  const compact = formatCompactQrCode(parsed);
  const after = version([{ data: compact, mode: "alphanumeric" }]);
  console.log(
    `${c.label.padEnd(40)} before: ${before} (${modules(before)}×${modules(before)}, ${qrLink(origin, dotted).length} chars in a link)` +
      `  after: ${after} (${modules(after)}×${modules(after)}, ${compact.length} alphanumeric chars)`,
  );
}
