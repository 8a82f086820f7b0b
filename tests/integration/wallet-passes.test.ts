// Wallet passes with signing material the test makes itself: the Google save link's JWT verified with the
// service account's public key, the TOTP of its rotating barcode computed from the key in the JWT (RFC 6238,
// written out here, not the server's) and scanned at the gate: admitted once, refused after a transfer or a
// revocation, refused when too old or wrong. Apple: a WWDR-like CA and a Pass Type ID certificate made here;
// the .pkpass's manifest hashes and its PKCS#7 signature over manifest.json checked with node-forge's ASN.1
// reader and node:crypto; the PassKit web service over HTTP (its token required, the pass voided once the
// ticket moved).
import crypto from "node:crypto";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import { loadConfig } from "../../server/src/config.ts";
import { voidTicketsOfEvent } from "../../server/src/modules/tickets/index.ts";
import { giveTicket, newFan, transfer, VERIFY, type Fan } from "./entry-support.ts";
import { PASS_TYPE_ID, passkitEnv, signerPem, TEAM_ID, unzip, wwdrPem } from "../helpers/apple-wallet.ts";

const google = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const serviceAccount = {
  type: "service_account",
  client_email: "wallet@fanfare-test.iam.gserviceaccount.com",
  private_key_id: "k1",
  private_key: google.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};

const PROVIDERS = graphql(`query WalletProviders { walletPassProviders { apple google } }`);
const PASSES = graphql(`query WalletTicketPasses($id: ID!) { ticket(id: $id) { id walletPasses { googleSaveUrl applePassUrl } } }`);

let s: TestServer;
let gate: string;
beforeAll(async () => {
  const config = loadConfig({
    GOOGLE_WALLET_ISSUER_ID: "3388000000012345678",
    GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: JSON.stringify(serviceAccount),
    ...passkitEnv,
  });
  s = await startTestServer({ trustProxy: true, walletPasses: config.walletPasses });
  gate = await createStaffToken(s, ["gate:scan"]);
});
afterAll(() => s?.stop());

const verify = async (code: string) => {
  const r = await gql(s, VERIFY, { input: { code, gateId: "gate-w", entrance: "North 1" } }, { token: gate });
  expect(r.errors).toBeUndefined();
  return member(r.data?.verifyEntry, "EntryVerification");
};

// ───── the pieces a wallet app would use, written independently of the server ─────

interface GoogleObject {
  id: string;
  classId: string;
  state: string;
  ticketNumber: string;
  rotatingBarcode: { type: string; valuePattern: string; totpDetails: { algorithm: string; periodMillis: string; parameters: { key: string; valueLength: number }[] } };
}

/** The save link's JWT, its signature checked with the service account's public key; its claims. */
function openSaveLink(url: string) {
  const m = /^https:\/\/pay\.google\.com\/gp\/v\/save\/([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(url);
  expect(m).not.toBeNull();
  const [, h, p, sig] = m!;
  const header = JSON.parse(Buffer.from(h!, "base64url").toString()) as { alg: string; kid?: string };
  expect(header.alg).toBe("RS256");
  expect(crypto.verify("RSA-SHA256", Buffer.from(`${h}.${p}`), google.publicKey, Buffer.from(sig!, "base64url"))).toBe(true);
  // A JWT signed by another key does not verify.
  expect(crypto.verify("RSA-SHA256", Buffer.from(`${h}.${p}`), crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey, Buffer.from(sig!, "base64url"))).toBe(false);
  return JSON.parse(Buffer.from(p!, "base64url").toString()) as {
    iss: string;
    aud: string;
    typ: string;
    payload: { eventTicketClasses: { id: string; eventName: { defaultValue: { value: string } } }[]; eventTicketObjects: GoogleObject[] };
  };
}

/** RFC 6238 with SHA-1: what Google's app shows in place of {totp_value_0} at `atMs`. */
function walletCodeAt(object: GoogleObject, atMs: number): string {
  const { periodMillis, parameters } = object.rotatingBarcode.totpDetails;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / Number(periodMillis))));
  const mac = crypto.createHmac("sha1", Buffer.from(parameters[0]!.key, "hex")).update(counter).digest();
  const o = mac[19]! & 0xf;
  const n = (mac.readUInt32BE(o) & 0x7fffffff) % 10 ** parameters[0]!.valueLength;
  return object.rotatingBarcode.valuePattern.replace("{totp_value_0}", String(n).padStart(parameters[0]!.valueLength, "0"));
}

async function googleObject(fan: Fan, ticketGlobalId: string): Promise<GoogleObject> {
  const r = await gql(s, PASSES, { id: ticketGlobalId }, { token: fan.token });
  expect(r.errors).toBeUndefined();
  const url = r.data!.ticket!.walletPasses!.googleSaveUrl!;
  const claims = openSaveLink(url);
  expect(claims).toMatchObject({ iss: serviceAccount.client_email, aud: "google", typ: "savetowallet" });
  return claims.payload.eventTicketObjects[0]!;
}

describe("Google Wallet", () => {
  it("says which wallets are configured; a ticket's links are its owner's only", async () => {
    expect((await gql(s, PROVIDERS)).data?.walletPassProviders).toEqual({ apple: true, google: true });
    // Without configuration neither wallet exists (the client then shows no button); half a configuration is refused.
    expect(loadConfig({}).walletPasses).toEqual({ apple: null, google: null });
    expect(() => loadConfig({ PASSKIT_PASS_TYPE_ID: PASS_TYPE_ID })).toThrow(/PASSKIT_SIGNER_CERT/);
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const mine = await gql(s, PASSES, { id: ticket.globalId }, { token: a.token });
    expect(mine.data?.ticket?.walletPasses).toMatchObject({ applePassUrl: expect.stringContaining("/passes/apple/download/"), googleSaveUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//) });
    expect((await gql(s, PASSES, { id: ticket.globalId }, { token: b.token })).data?.ticket).toBeNull();
  });

  it("signs a save link whose pass rotates a TOTP barcode; the gate admits its code once", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const object = await googleObject(fan, ticket.globalId);
    expect(object).toMatchObject({ state: "ACTIVE", ticketNumber: ticket.ticketNo, classId: expect.stringMatching(/^3388000000012345678\./) });
    expect(object.rotatingBarcode.totpDetails).toMatchObject({ algorithm: "TOTP_SHA1", periodMillis: "30000" });
    expect(object.rotatingBarcode.totpDetails.parameters[0]!.key).toMatch(/^[0-9a-f]{40}$/);
    const code = walletCodeAt(object, Date.now());
    const first = await verify(code);
    expect(first).toMatchObject({ result: "ACCEPTED", kind: "TICKET", ticketNo: ticket.ticketNo, eventTitle: ticket.event.title });
    expect((await verify(code)).result).toBe("ALREADY_USED");
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("VALIDATED");
  });

  it("takes a code of the previous period within the skew, refuses one minutes old, a wrong one and another ticket's key", async () => {
    const fan = await newFan(s);
    const [t1, t2] = [await giveTicket(s, fan.user.id), await giveTicket(s, fan.user.id)];
    const [o1, o2] = [await googleObject(fan, t1.globalId), await googleObject(fan, t2.globalId)];
    expect((await verify(walletCodeAt(o1, Date.now() - 5 * 60_000))).result).toBe("EXPIRED");
    const wrong = walletCodeAt(o1, Date.now()).replace(/\d{8}$/, (d) => String((Number(d) + 1) % 1e8).padStart(8, "0"));
    expect((await verify(wrong)).result).toBe("INVALID");
    // t2's key in t1's value: refused.
    const foreign = walletCodeAt(o2, Date.now()).replace(t2.id, t1.id);
    expect((await verify(foreign)).result).toBe("INVALID");
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: t1.id } })).status).toBe("PAID");
    // Eight seconds ago (the previous period's code while the window turns, inside the 10-second grace): admitted.
    expect((await verify(walletCodeAt(o1, Date.now() - 8_000))).result).toBe("ACCEPTED");
  });

  it("refuses the former holder's pass once the ticket is transferred; the new holder's pass (a new key) is admitted", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const old = await googleObject(a, ticket.globalId);
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    expect((await verify(walletCodeAt(old, Date.now()))).result).toBe("SUPERSEDED");
    // The former holder gets no link any more.
    expect((await gql(s, PASSES, { id: ticket.globalId }, { token: a.token })).data?.ticket?.walletPasses ?? null).toBeNull();
    const fresh = await googleObject(b, ticket.globalId);
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.rotatingBarcode.totpDetails.parameters[0]!.key).not.toBe(old.rotatingBarcode.totpDetails.parameters[0]!.key);
    expect((await verify(walletCodeAt(fresh, Date.now()))).result).toBe("ACCEPTED");
  });

  it("refuses a pass of a revoked ticket (refund, cancellation)", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const object = await googleObject(fan, ticket.globalId);
    await s.app.deps.db.$transaction((tx) => voidTicketsOfEvent(tx, ticket.eventId, new Date()));
    expect(["REVOKED", "SUPERSEDED"]).toContain((await verify(walletCodeAt(object, Date.now()))).result);
    expect((await s.app.deps.db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("REVOKED");
  });
});

// ───── Apple ─────

/**
 * The detached PKCS#7 signature over manifest.json: its messageDigest attribute is the manifest's digest, its
 * signature over the signed attributes verifies with the signer certificate it carries, that certificate is
 * ours and was issued by the WWDR CA, and the WWDR certificate rides along.
 */
function checkSignature(signature: Buffer, manifest: Buffer) {
  const asn1 = forge.asn1;
  const ci = asn1.fromDer(forge.util.createBuffer(signature.toString("binary")));
  const contentInfo = ci.value as forge.asn1.Asn1[];
  expect(asn1.derToOid(contentInfo[0]!.value as string)).toBe(forge.pki.oids.signedData);
  const signedData = ((contentInfo[1]!.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[]);
  const certsNode = signedData.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0)!;
  const certs = (certsNode.value as forge.asn1.Asn1[]).map((c) => new crypto.X509Certificate(Buffer.from(asn1.toDer(c).getBytes(), "binary")));
  const signer = new crypto.X509Certificate(signerPem);
  const wwdr = new crypto.X509Certificate(wwdrPem);
  expect(certs.map((c) => c.fingerprint256).sort()).toEqual([signer.fingerprint256, wwdr.fingerprint256].sort());
  expect(signer.verify(wwdr.publicKey)).toBe(true);
  const signerInfo = ((signedData[signedData.length - 1]!.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[]);
  const attrs = signerInfo.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0)!;
  const encryptedDigest = signerInfo.filter((n) => n.tagClass === asn1.Class.UNIVERSAL && n.type === asn1.Type.OCTETSTRING).pop()!;
  const digestAttr = (attrs.value as forge.asn1.Asn1[]).find((a) => asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest)!;
  const digest = Buffer.from((((digestAttr.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string), "binary");
  expect(digest.equals(crypto.createHash("sha1").update(manifest).digest())).toBe(true);
  // What was signed: the attributes DER-encoded as a SET (RFC 2315 9.3).
  const signed = Buffer.from(asn1.toDer(attrs).getBytes(), "binary");
  signed[0] = 0x31;
  const sig = Buffer.from(encryptedDigest.value as string, "binary");
  expect(crypto.verify("sha1", signed, signer.publicKey, sig)).toBe(true);
  const tampered = Buffer.from(signed);
  tampered[tampered.length - 1] ^= 1;
  expect(crypto.verify("sha1", tampered, signer.publicKey, sig)).toBe(false);
}

interface PassJson {
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  voided?: boolean;
  barcodes?: { message: string; format: string }[];
  eventTicket: { primaryFields: { key: string; value: string }[]; secondaryFields: { key: string; value: string }[]; auxiliaryFields: { key: string; value: string }[] };
  relevantDate?: string;
  locations?: { latitude: number; longitude: number; relevantText?: string }[];
}

/** A .pkpass opened and checked: every file's SHA-1 in the manifest, the manifest's signature; its pass.json. */
function openPkpass(body: Buffer): PassJson {
  const files = unzip(body);
  const manifest = files.get("manifest.json")!;
  const hashes = JSON.parse(manifest.toString()) as Record<string, string>;
  const listed = [...files.keys()].filter((n) => n !== "manifest.json" && n !== "signature").sort();
  expect(Object.keys(hashes).sort()).toEqual(listed);
  for (const name of listed) expect(hashes[name]).toBe(crypto.createHash("sha1").update(files.get(name)!).digest("hex"));
  checkSignature(files.get("signature")!, manifest);
  return JSON.parse(files.get("pass.json")!.toString()) as PassJson;
}

async function downloadPass(fan: Fan, ticketGlobalId: string) {
  const r = await gql(s, PASSES, { id: ticketGlobalId }, { token: fan.token });
  const url = r.data!.ticket!.walletPasses!.applePassUrl!;
  const res = await fetch(url.replace(/^https?:\/\/[^/]+/, s.url));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
  return { url, pass: openPkpass(Buffer.from(await res.arrayBuffer())) };
}

const ws = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${s.url}/passes/apple/v1${path}`, { ...init, headers: { ...(init.token ? { authorization: `ApplePass ${init.token}` } : {}), "content-type": "application/json", ...(init.headers ?? {}) } });

describe("Apple Wallet", () => {
  it("builds a signed .pkpass with the event, the area, the time and a code the gate admits once", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const { pass } = await downloadPass(fan, ticket.globalId);
    expect(pass).toMatchObject({ passTypeIdentifier: PASS_TYPE_ID, teamIdentifier: TEAM_ID, serialNumber: ticket.id, webServiceURL: expect.stringMatching(/\/passes\/apple$/) });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.eventTicket.primaryFields[0]!.value).toBe(ticket.event.title);
    expect(pass.eventTicket.secondaryFields.find((f) => f.key === "venue")!.value).toBe(ticket.event.venue);
    expect(new Date(pass.eventTicket.secondaryFields.find((f) => f.key === "startsAt")!.value).getTime()).toBe(ticket.event.startsAt.getTime());
    expect(pass.eventTicket.auxiliaryFields.find((f) => f.key === "area")).toBeDefined();
    const code = pass.barcodes![0]!.message;
    expect(pass.barcodes![0]!.format).toBe("PKBarcodeFormatQR");
    expect((await verify(code)).result).toBe("ACCEPTED");
    expect((await verify(code)).result).toBe("ALREADY_USED");
    // A forged code for the same ticket: refused.
    expect((await verify(code.replace(/.$/, (c) => (c === "0" ? "1" : "0")))).result).toBe("INVALID");
  });

  it("carries the venue's location when its event has coordinates (Apple's locations, Google's class locations), none without", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    expect((await downloadPass(fan, ticket.globalId)).pass.locations).toBeUndefined();
    expect(openSaveLink((await gql(s, PASSES, { id: ticket.globalId }, { token: fan.token })).data!.ticket!.walletPasses!.googleSaveUrl!).payload.eventTicketClasses[0]).not.toHaveProperty("locations");
    await s.app.deps.db.event.update({ where: { id: ticket.eventId }, data: { latitude: 22.2937, longitude: 114.1702 } });
    const { pass } = await downloadPass(fan, ticket.globalId);
    expect(pass.locations).toEqual([{ latitude: 22.2937, longitude: 114.1702, relevantText: `${ticket.event.title} at ${ticket.event.venue}` }]);
    const claims = openSaveLink((await gql(s, PASSES, { id: ticket.globalId }, { token: fan.token })).data!.ticket!.walletPasses!.googleSaveUrl!);
    expect(claims.payload.eventTicketClasses[0]).toMatchObject({ locations: [{ kind: "walletobjects#latLongPoint", latitude: 22.2937, longitude: 114.1702 }] });
    // The database keeps a location whole: half of one, or one off the globe, is refused.
    await expect(s.app.deps.db.event.update({ where: { id: ticket.eventId }, data: { longitude: null } })).rejects.toThrow(/Event_coordinates_check/);
    await expect(s.app.deps.db.event.update({ where: { id: ticket.eventId }, data: { latitude: 95 } })).rejects.toThrow(/Event_coordinates_check/);
  });

  it("refuses a download link that is altered, expired, or whose ticket moved", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const { url, pass } = await downloadPass(a, ticket.globalId);
    const local = url.replace(/^https?:\/\/[^/]+/, s.url);
    expect((await fetch(local.replace(/s=[\w-]+/, "s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"))).status).toBe(401);
    expect((await fetch(local.replace(/e=\d+/, `e=${Date.now() + 3_600_000}`))).status).toBe(401);
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    // The link was the former holder's: refused.
    expect((await fetch(local)).status).toBe(401);
    expect((await verify(pass.barcodes![0]!.message)).result).toBe("SUPERSEDED");
  });

  it("PassKit web service: registers with the pass's token only, lists the changed serials, voids the pass of a ticket that moved", async () => {
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const { pass } = await downloadPass(a, ticket.globalId);
    const token = pass.authenticationToken;
    const reg = `/devices/device-a/registrations/${PASS_TYPE_ID}/${ticket.id}`;
    const body = JSON.stringify({ pushToken: "push-a" });
    expect((await ws(reg, { method: "POST", body })).status).toBe(401);
    expect((await ws(reg, { method: "POST", body, token: "0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" })).status).toBe(401);
    expect((await ws(`/devices/device-a/registrations/pass.other/${ticket.id}`, { method: "POST", body, token })).status).toBe(401);
    expect((await ws(reg, { method: "POST", body, token })).status).toBe(201);
    expect((await ws(reg, { method: "POST", body, token })).status).toBe(200);

    // The latest pass: 401 without the token; 304 when unchanged.
    const passPath = `/passes/${PASS_TYPE_ID}/${ticket.id}`;
    expect((await ws(passPath)).status).toBe(401);
    const latest = await ws(passPath, { token });
    expect(latest.status).toBe(200);
    const lastModified = latest.headers.get("last-modified")!;
    expect(openPkpass(Buffer.from(await latest.arrayBuffer())).voided).toBe(false);
    expect((await ws(passPath, { token, headers: { "if-modified-since": lastModified } })).status).toBe(304);

    const list = await ws(`/devices/device-a/registrations/${PASS_TYPE_ID}`);
    expect(list.status).toBe(200);
    const { serialNumbers, lastUpdated } = (await list.json()) as { serialNumbers: string[]; lastUpdated: string };
    expect(serialNumbers).toEqual([ticket.id]);
    expect((await ws(`/devices/device-a/registrations/${PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`)).status).toBe(204);

    // The ticket moves: the device learns its pass changed, and fetches a voided pass without a code.
    await new Promise((r) => setTimeout(r, 5));
    expect((await transfer(s, a, ticket.globalId, b.email)).__typename).toBe("TransferDone");
    const after = (await (await ws(`/devices/device-a/registrations/${PASS_TYPE_ID}?passesUpdatedSince=${lastUpdated}`)).json()) as { serialNumbers: string[] };
    expect(after.serialNumbers).toEqual([ticket.id]);
    const voided = await ws(passPath, { token });
    expect(voided.status).toBe(200);
    const voidedPass = openPkpass(Buffer.from(await voided.arrayBuffer()));
    expect(voidedPass.voided).toBe(true);
    expect(voidedPass.barcodes ?? []).toEqual([]);
    // The new holder's pass: another token, a live code.
    const fresh = await downloadPass(b, ticket.globalId);
    expect(fresh.pass.authenticationToken).not.toBe(token);
    expect((await verify(fresh.pass.barcodes![0]!.message)).result).toBe("ACCEPTED");

    // Unregister: 401 without the token, then 200; the device has nothing left to ask about.
    expect((await ws(reg, { method: "DELETE" })).status).toBe(401);
    expect((await ws(reg, { method: "DELETE", token })).status).toBe(200);
    expect((await ws(`/devices/device-a/registrations/${PASS_TYPE_ID}`)).status).toBe(204);
  });

  it("voids the pass of a refunded or cancelled ticket", async () => {
    const fan = await newFan(s);
    const ticket = await giveTicket(s, fan.user.id);
    const { pass } = await downloadPass(fan, ticket.globalId);
    await s.app.deps.db.$transaction((tx) => voidTicketsOfEvent(tx, ticket.eventId, new Date()));
    const res = await ws(`/passes/${PASS_TYPE_ID}/${ticket.id}`, { token: pass.authenticationToken });
    expect(openPkpass(Buffer.from(await res.arrayBuffer())).voided).toBe(true);
    expect(["REVOKED", "SUPERSEDED"]).toContain((await verify(pass.barcodes![0]!.message)).result);
  });
});
