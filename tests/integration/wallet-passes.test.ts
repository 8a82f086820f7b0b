// Wallet passes with signing material the test makes itself: the Google save link's JWT verified with the
// service account's public key, the TOTP of its rotating barcode computed from the key in the JWT (RFC 6238,
// written out here, not the server's) and scanned at the gate: admitted once, refused after a transfer or a
// revocation, refused when too old or wrong.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { gql } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { graphql } from "../gql/index.ts";
import { loadConfig } from "../../server/src/config.ts";
import { voidTicketsOfEvent } from "../../server/src/modules/tickets/index.ts";
import { giveTicket, newFan, transfer, VERIFY, type Fan } from "./entry-support.ts";

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
  const config = loadConfig({ GOOGLE_WALLET_ISSUER_ID: "3388000000012345678", GOOGLE_WALLET_SERVICE_ACCOUNT_KEY: JSON.stringify(serviceAccount) });
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
    expect((await gql(s, PROVIDERS)).data?.walletPassProviders).toEqual({ apple: false, google: true });
    const [a, b] = [await newFan(s), await newFan(s)];
    const ticket = await giveTicket(s, a.user.id);
    const mine = await gql(s, PASSES, { id: ticket.globalId }, { token: a.token });
    expect(mine.data?.ticket?.walletPasses).toMatchObject({ applePassUrl: null, googleSaveUrl: expect.stringMatching(/^https:\/\/pay\.google\.com\/gp\/v\/save\//) });
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
