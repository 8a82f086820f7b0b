// Apple Wallet signing material the tests make themselves: a CA standing in for Apple's WWDR (and, for the
// APNs double, for Apple's push servers' issuer), a Pass Type ID certificate it signed with an encrypted key,
// and a TLS server certificate for localhost; plus a reader of the .pkpass zip.
import crypto from "node:crypto";
import zlib from "node:zlib";
import forge from "node-forge";

export const PASS_TYPE_ID = "pass.com.fanfare.test";
export const TEAM_ID = "TEAM123456";
export const PASSPHRASE = "pass-phrase-123";

type Extension = Record<string, unknown> & { name: string };

function makeCert(subject: forge.pki.CertificateField[], issuer: forge.pki.CertificateField[], publicKeyPem: string, signerKeyPem: string, serial: string, extensions: Extension[]) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  cert.sign(forge.pki.privateKeyFromPem(signerKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export const pem = (k: crypto.KeyObject, type: "pkcs1" | "spki") => k.export({ type, format: "pem" }).toString();
const caKeys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const signerKeys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const caName = [{ name: "commonName", value: "Test WWDR CA" }, { name: "organizationName", value: "Test Apple" }];
/** The CA: Apple's WWDR certificate in the passes, and the issuer of the APNs double's certificate. */
export const wwdrPem = makeCert(caName, caName, pem(caKeys.publicKey, "spki"), pem(caKeys.privateKey, "pkcs1"), "01", [{ name: "basicConstraints", cA: true }]);
/** The Pass Type ID certificate: it signs the passes and is the TLS client's towards APNs. */
export const signerPem = makeCert(
  [{ name: "commonName", value: `Pass Type ID: ${PASS_TYPE_ID}` }, { type: "0.9.2342.19200300.100.1.1", value: PASS_TYPE_ID }, { name: "organizationalUnitName", value: TEAM_ID }],
  caName,
  pem(signerKeys.publicKey, "spki"),
  pem(caKeys.privateKey, "pkcs1"),
  "02",
  [{ name: "basicConstraints", cA: false }],
);
export const signerKeyPem = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(pem(signerKeys.privateKey, "pkcs1")), PASSPHRASE);

const serverKeys = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
/** A TLS server certificate for localhost issued by the CA, and its key: the APNs double's. */
export const localhostTls = {
  cert: makeCert([{ name: "commonName", value: "localhost" }], caName, pem(serverKeys.publicKey, "spki"), pem(caKeys.privateKey, "pkcs1"), "03", [
    { name: "basicConstraints", cA: false },
    { name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }, { type: 7, ip: "127.0.0.1" }] },
  ]),
  key: pem(serverKeys.privateKey, "pkcs1"),
};

/** The PASSKIT_ variables of this material. */
export const passkitEnv = {
  PASSKIT_PASS_TYPE_ID: PASS_TYPE_ID,
  PASSKIT_TEAM_ID: TEAM_ID,
  PASSKIT_SIGNER_CERT: signerPem,
  PASSKIT_SIGNER_KEY: signerKeyPem,
  PASSKIT_SIGNER_KEY_PASSPHRASE: PASSPHRASE,
  PASSKIT_WWDR_CERT: wwdrPem,
};

/** The entries of a zip (stored or deflated), read from its central directory. */
export function unzip(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const [nlen, xlen, clen] = [buf.readUInt16LE(p + 28), buf.readUInt16LE(p + 30), buf.readUInt16LE(p + 32)];
    const name = buf.subarray(p + 46, p + 46 + nlen).toString();
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + csize);
    out.set(name, method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data));
    p += 46 + nlen + xlen + clen;
  }
  return out;
}
