// Issue #14, parts 4 and 5, over real HTTP against a real database: the audit log (every listed action
// recorded, no secret stored, append-only in the database, readable by operators with audit:read) and the
// fan's privacy rights (a data export that holds their data and nobody else's; account deletion that
// anonymises, frees the e-mail, keeps the ledger and the paid orders, and cannot be signed into again).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, latestCode, newIp, outbox, PASSWORD, SIGN_IN, signUp, uniqueEmail } from "../helpers/accounts.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { currentCode, giveTicket, transfer, VERIFY } from "./entry-support.ts";
import { fund, key, ledgerTotals, makeOrder, PAY_ORDER, PAY_PASSWORD } from "./payments-support.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
});
afterAll(() => s?.stop());

// The expected errors' fields, spread into the documents below.
graphql(`fragment PrivacyError on Error { code message field }`);
const EXPORT = graphql(`mutation PrivacyAuditExport($p: String!) { exportMyData(password: $p) { __typename ...PrivacyError ... on MyDataExport { fileName data } } }`);
const DELETE = graphql(`mutation PrivacyAuditDelete($p: String!) { deleteMyAccount(password: $p) { __typename ...PrivacyError ... on AccountDeletionBlockedError { reasons } ... on Done { ok } } }`);
const AUDIT = graphql(`query PrivacyAudit($f: AuditFilterInput, $first: Int, $after: String) { auditLog(filter: $f, first: $first, after: $after) { edges { cursor node { id at action outcome actorUserId actorStaffTokenId subjectUserId targetType targetId ip userAgent details } } pageInfo { hasNextPage endCursor } } }`);
const ADD_IDENTITY = graphql(`mutation PrivacyAuditAddIdentity($input: AddAudienceIdentityInput!) { addAudienceIdentity(input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }`);
const UPDATE_IDENTITY = graphql(`mutation PrivacyAuditUpdateIdentity($id: ID!, $input: AudienceIdentityInput!) { updateAudienceIdentity(id: $id, input: $input) { __typename ...PrivacyError ... on AudienceIdentity { id } } }`);
const DELETE_IDENTITY = graphql(`mutation PrivacyAudit2($id: ID!) { deleteAudienceIdentity(id: $id) { __typename } }`);
const ADD_ADDRESS = graphql(`mutation PrivacyAuditAddAddress($i: AddressInput!) { addAddress(input: $i) { __typename ...PrivacyError ... on Address { id } } }`);

/** The parts of the "my data" file (JSON) the tests read. */
interface MyDataExportFile {
  profile: unknown;
  identities: unknown[];
  addresses: { line1: string }[];
  orders: { orderNo: string }[];
  payments: { paymentNo: string }[];
  wallet: { balance: number; ledger: { amount: number }[] };
  tickets: { ticketNo: string }[];
  transfers: unknown[];
  organiserApplications: unknown[];
  auditTrail: { action: string }[];
}

interface Person {
  email: string;
  token: string;
  ip: string;
  userId: string;
  nickname: string;
  docNumber: string;
  docName: string;
  addressLine: string;
  phone: string;
  user: { id: string };
  password: string;
}

/** A fan with a payment password, a distinct nickname, an identity, an address and a verified phone. */
async function person(tag: string, phone: string): Promise<Person> {
  const nickname = `Nick${tag}${Date.now() % 100000}`;
  const fan = await signUp(s, { nickname, ip: newIp() });
  const t = { token: fan.token, ip: fan.ip };
  expect((await gql(s, graphql(`mutation PrivacyAudit3($p: String!) { setPayPassword(payPassword: $p) { __typename } }`), { p: PAY_PASSWORD }, t)).data!.setPayPassword.__typename).toBe("User");
  const docNumber = `${tag}${Math.floor(1e6 + Math.random() * 8e6)}`;
  const docName = `Person ${tag} Realname`;
  expect((await gql(s, ADD_IDENTITY, { input: { name: docName, docType: "PASSPORT", docNumber, consent: true } }, t)).data!.addAudienceIdentity.__typename).toBe("AudienceIdentity");
  const addressLine = `Flat ${tag}, ${Date.now() % 1000} Nathan Road`;
  expect((await gql(s, ADD_ADDRESS, { i: { recipient: `Recipient ${tag}`, phone: "+852 9123 4567", line1: addressLine, city: "Hong Kong", country: "Hong Kong" } }, t)).data!.addAddress.__typename).toBe("Address");
  await gql(s, graphql(`mutation PrivacyAudit4($input: PhoneInput!) { sendPhoneCode(input: $input) { __typename } }`), { input: { areaCode: "852", phone } }, t);
  const [sms] = await outbox(s, `+852${phone}`);
  const code = /\b(\d{6})\b/.exec(sms.text)![1];
  expect((await gql(s, graphql(`mutation PrivacyAudit5($input: PhoneCodeInput!) { verifyPhone(input: $input) { __typename } }`), { input: { areaCode: "852", phone, code } }, t)).data!.verifyPhone.__typename).toBe("User");
  return { email: fan.email, token: fan.token, ip: fan.ip, userId: fan.user.id, user: fan.user, password: PASSWORD, nickname, docNumber, docName, addressLine, phone };
}

/** A wallet-paid order of `amount`; returns its number and the payment's. */
async function paidOrder(p: Person, amount: number) {
  const order = await makeOrder(s, p.userId, { amount });
  const r = await gql(s, PAY_ORDER, { input: { orderNo: order.orderNo, method: "wallet", payPassword: PAY_PASSWORD, idempotencyKey: key() } }, { token: p.token, ip: p.ip });
  expect(r.data!.payOrder.__typename).toBe("PaymentAccepted");
  return { orderNo: order.orderNo as string, paymentNo: member(r.data?.payOrder, "PaymentAccepted").paymentNo };
}

async function exportOf(p: Person) {
  const r = await gql(s, EXPORT, { p: PASSWORD }, { token: p.token, ip: p.ip });
  expect(r.errors).toBeUndefined();
  const { fileName, data } = member(r.data?.exportMyData, "MyDataExport");
  return { fileName, data: data as MyDataExportFile };
}

/** Every audit row as stored, as one text (for "holds none of these" checks). */
async function auditText(): Promise<string> {
  const rows = await s.app.deps.db.$queryRaw<{ t: string }[]>`SELECT coalesce(string_agg(row_to_json(a)::text, E'\n'), '') AS t FROM "AuditLog" a`;
  return rows[0].t;
}

async function auditRows(filter: Record<string, unknown>, token: string) {
  const r = await gql(s, AUDIT, { f: filter, first: 200 }, { token });
  expect(r.errors).toBeUndefined();
  // details is a JSON object on every row.
  return r.data!.auditLog.edges.map((e) => ({ ...e.node, details: e.node.details as Record<string, unknown> }));
}

let a: Person;
let b: Person;
let auditToken: string;
const secrets: string[] = [PASSWORD, PAY_PASSWORD];
const aOrders: { orderNo: string; paymentNo: string }[] = [];
const bOrders: { orderNo: string; paymentNo: string }[] = [];
let sentTicketNo = "";
let keptTicketNo = "";

describe("two fans with orders, tickets and a transfer between them", () => {
  it("sets up", async () => {
    [a, b] = [await person("A", "91110001"), await person("B", "92220002")];
    secrets.push(a.docNumber, b.docNumber);
    await fund(s, a.token, 5000);
    await fund(s, b.token, 3000);
    aOrders.push(await paidOrder(a, 1200));
    bOrders.push(await paidOrder(b, 700));
    const [t1, t2] = [await giveTicket(s, a.userId), await giveTicket(s, a.userId)];
    await giveTicket(s, b.userId);
    const done = await transfer(s, a, t1.globalId, b.email);
    expect(done.__typename).toBe("TransferDone");
    sentTicketNo = t1.ticketNo;
    keptTicketNo = t2.ticketNo;
    // Every code either fan was sent (sign-up, phone, transfer) must stay out of the log too.
    for (const to of [a.email, b.email, `+852${a.phone}`, `+852${b.phone}`]) {
      for (const m of await outbox(s, to)) secrets.push(...[...m.text.matchAll(/\b(\d{6})\b/g)].map((x) => x[1]));
    }
    auditToken = await createStaffToken(s, ["audit:read"], "auditor");
    secrets.push(auditToken);
  });
});

describe("exportMyData", () => {
  it("asks for the password again and is audited either way", async () => {
    const wrong = await gql(s, EXPORT, { p: "Wrong#2026x" }, { token: a.token, ip: a.ip });
    expect(wrong.data!.exportMyData).toMatchObject({ __typename: "WrongPasswordError", code: "WRONG_PASSWORD", field: "password" });
    expect((await gql(s, EXPORT, { p: PASSWORD })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    secrets.push("Wrong#2026x");
  });

  it("holds the fan's own data, identities in full, and nothing of the other fan", async () => {
    // An application to become an organiser is the applicant's own data too.
    const application = { contactName: `Contact ${a.nickname}`, contactEmail: `apply-${a.email}`, contactPhone: "+85261234567" };
    await s.app.deps.db.organisationApplication.create({
      data: { userId: a.userId, organisationName: "Harbour Promotions", ...application, country: "HK", eventTypes: ["CONCERT"], description: "Concerts by the harbour", expectedVolume: "V0_999", termsAcceptedAt: new Date() },
    });
    const ea = await exportOf(a);
    const eb = await exportOf(b);
    expect(ea.data.organiserApplications).toEqual([expect.objectContaining({ organisationName: "Harbour Promotions", ...application, status: "PENDING" })]);
    expect(eb.data.organiserApplications).toEqual([]);
    expect(ea.fileName).toMatch(/^fanfare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const da = ea.data;
    expect(da.profile).toMatchObject({ id: a.userId, email: a.email, nickname: a.nickname, phone: { areaCode: "852", number: a.phone }, paymentPasswordSetUp: true });
    expect(da.identities).toEqual([expect.objectContaining({ docType: "PASSPORT", name: a.docName, docNumber: a.docNumber })]);
    expect(da.addresses.map((x) => x.line1)).toEqual([a.addressLine]);
    expect(da.orders.map((o) => o.orderNo)).toEqual(expect.arrayContaining(aOrders.map((o) => o.orderNo)));
    expect(da.payments.map((p) => p.paymentNo)).toEqual(expect.arrayContaining(aOrders.map((o) => o.paymentNo)));
    expect(da.wallet.balance).toBe(5000 - 1200);
    expect(da.wallet.ledger.map((e) => e.amount)).toEqual([5000, -1200]);
    expect(da.tickets.map((t) => t.ticketNo)).toEqual([keptTicketNo]);
    expect(da.transfers).toEqual([expect.objectContaining({ direction: "SENT", ticketNo: sentTicketNo, status: "COMPLETED" })]);
    // What names the rows comes from the modules that own it: a ticket's event and type, a transfer's event, a payment's order.
    expect(da.tickets[0]).toMatchObject({ event: { slug: expect.any(String), title: expect.any(String) }, ticketType: expect.any(String) });
    expect(da.transfers[0]).toMatchObject({ event: { slug: expect.any(String), title: expect.any(String) } });
    expect(da.payments).toEqual(expect.arrayContaining(aOrders.map((o) => expect.objectContaining({ paymentNo: o.paymentNo, orderNo: o.orderNo }))));
    const actions = da.auditTrail.map((x) => x.action);
    expect(actions).toEqual(expect.arrayContaining(["account.register", "account.pay_password_set", "identity.add", "account.phone_change", "ticket.transfer", "account.export"]));

    const db = eb.data;
    expect(db.tickets.map((t) => t.ticketNo)).toEqual(expect.arrayContaining([sentTicketNo]));
    expect(db.transfers).toEqual([expect.objectContaining({ direction: "RECEIVED", ticketNo: sentTicketNo })]);
    // The transfer's audit row is in both trails, but only as "another fan" for the recipient: no IP, no id.
    const received = db.auditTrail.find((x) => x.action === "ticket.transfer");
    expect(received).toMatchObject({ by: "ANOTHER_FAN", ip: null, userAgent: null });

    const textA = JSON.stringify(da);
    const textB = JSON.stringify(db);
    for (const foreign of [b.userId, b.email, b.nickname, b.docNumber, b.docName, b.addressLine, b.phone, b.ip, ...bOrders.flatMap((o) => [o.orderNo, o.paymentNo])]) {
      expect(textA).not.toContain(foreign);
    }
    for (const foreign of [a.userId, a.email, a.nickname, a.docNumber, a.docName, a.addressLine, a.phone, a.ip, keptTicketNo, ...aOrders.flatMap((o) => [o.orderNo, o.paymentNo])]) {
      expect(textB).not.toContain(foreign);
    }
    // No hashes or secrets of any kind.
    for (const text of [textA, textB]) {
      expect(text).not.toMatch(/argon2|passwordHash|payPasswordHash|qrSecret|tokenHash|providerToken|docNumberHash/);
      expect(text).not.toContain(a.token);
      expect(text).not.toContain(b.token);
    }
  });
});

describe("the audit log", () => {
  it("records every listed action, with the outcome, and no secret", async () => {
    const t = { token: a.token, ip: a.ip };
    // Sign-in failure and success.
    await gql(s, SIGN_IN, { input: { email: a.email, password: "Nope#2026zz" } }, { ip: a.ip, lang: "en" });
    await gql(s, SIGN_IN, { input: { email: uniqueEmail("ghost"), password: "Nope#2026zz" } }, { ip: a.ip });
    secrets.push("Nope#2026zz");
    const signIn = await gql(s, SIGN_IN, { input: { email: a.email, password: PASSWORD } }, { ip: a.ip });
    expect(signIn.data!.signIn.__typename).toBe("AuthPayload");
    const { token } = member(signIn.data?.signIn, "AuthPayload");
    secrets.push(token);
    expect((await gql(s, graphql(`mutation PrivacyAuditSignOut { signOut { __typename } }`), {}, { token })).errors).toBeUndefined();
    // Password: a wrong old one, then a change (and back).
    const NEW = "Changed#2026pw";
    secrets.push(NEW);
    const change = graphql(`mutation PrivacyAudit7($input: ChangePasswordInput!) { changePassword(input: $input) { __typename } }`);
    expect((await gql(s, change, { input: { oldPassword: "Bad#2026xyz", password: NEW } }, t)).data!.changePassword.__typename).toBe("WrongPasswordError");
    secrets.push("Bad#2026xyz");
    expect((await gql(s, change, { input: { oldPassword: PASSWORD, password: NEW } }, t)).data!.changePassword.__typename).toBe("Done");
    expect((await gql(s, change, { input: { oldPassword: NEW, password: PASSWORD } }, t)).data!.changePassword.__typename).toBe("Done");
    // Payment password change.
    const NEW_PAY = "864209";
    secrets.push(NEW_PAY);
    const payChange = graphql(`mutation PrivacyAudit8($input: ChangePayPasswordInput!) { changePayPassword(input: $input) { __typename } }`);
    expect((await gql(s, payChange, { input: { oldPayPassword: PAY_PASSWORD, payPassword: NEW_PAY } }, t)).data!.changePayPassword.__typename).not.toMatch(/Error/);
    expect((await gql(s, payChange, { input: { oldPayPassword: NEW_PAY, payPassword: PAY_PASSWORD } }, t)).data!.changePayPassword.__typename).not.toMatch(/Error/);
    // E-mail change with both codes.
    const newEmail = uniqueEmail("moved");
    await gql(s, graphql(`mutation PrivacyAudit9{ sendCurrentEmailCode { __typename } }`), {}, t);
    const oldCode = await latestCode(s, a.email);
    await gql(s, graphql(`mutation PrivacyAudit10($e: String!) { sendNewEmailCode(email: $e) { __typename } }`), { e: newEmail }, t);
    const newCode = await latestCode(s, newEmail);
    secrets.push(oldCode, newCode);
    const moved = await gql(s, graphql(`mutation PrivacyAudit11($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename } }`), { input: { oldCode, email: newEmail, newCode } }, t);
    expect(moved.data!.changeEmail.__typename).toBe("User");
    a.email = newEmail;
    // Identity read, edit and delete.
    const ids = await gql(s, graphql(`query PrivacyAudit12 { myIdentities { id } }`), {}, t);
    const id = ids.data!.myIdentities[0].id;
    const second = `Z${Math.floor(1e6 + Math.random() * 8e6)}`;
    secrets.push(second);
    expect((await gql(s, UPDATE_IDENTITY, { id, input: { name: a.docName, docType: "ID_CARD", docNumber: second } }, t)).data!.updateAudienceIdentity.__typename).toBe("AudienceIdentity");
    const extra = await gql(s, ADD_IDENTITY, { input: { name: "Someone Else", docType: "PASSPORT", docNumber: "Q99887766", consent: true } }, t);
    secrets.push("Q99887766");
    await gql(s, DELETE_IDENTITY, { id: member(extra.data?.addAudienceIdentity, "AudienceIdentity").id }, t);

    // Staff: a gate scan, an entry-guide update, a notice, a support answer.
    const gate = await createStaffToken(s, ["gate:scan", "entry:manage", "notices:write", "support:answer"], "ops");
    secrets.push(gate);
    const ticket = await giveTicket(s, b.userId);
    const code = await currentCode(s, b, ticket.globalId);
    expect((await gql(s, VERIFY, { input: { code, gateId: "gate-7", entrance: "North" } }, { token: gate })).data!.verifyEntry).toMatchObject({ result: "ACCEPTED" });
    const eventId = Buffer.from(`Event:${ticket.event.id}`).toString("base64");
    expect((await gql(s, graphql(`mutation PrivacyAudit13($input: UpdateEventEntryInput!) { updateEventEntry(input: $input) { id } }`), { input: { eventId, entryState: "OPEN" } }, { token: gate })).errors).toBeUndefined();
    expect((await gql(s, graphql(`mutation PrivacyAudit14($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename } }`), { input: { title: "Gate change", content: "Use gate 7 tonight." } }, { token: gate })).errors).toBeUndefined();
    const issue = await gql(s, graphql(`mutation PrivacyAudit15($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ... on SupportIssue { id } } }`), {
      input: { type: "TICKET", text: "My QR code does not show at all", phone: "+852 6123 4567", email: b.email },
    }, { token: b.token });
    const answered = await gql(s, graphql(`mutation PrivacyAudit16($id: ID!) { answerSupportIssue(issueId: $id, body: "Please refresh the page.") { __typename } }`), { id: member(issue.data?.createSupportIssue, "SupportIssue").id }, { token: gate });
    expect(answered.data!.answerSupportIssue.__typename).toBe("SupportIssue");

    const mine = await auditRows({ user: a.userId }, auditToken);
    const seen = (action: string, outcome = "SUCCESS") => mine.some((r) => r.action === action && r.outcome === outcome);
    for (const [action, outcome] of [
      ["auth.sign_in", "SUCCESS"],
      ["auth.sign_in", "FAILURE"],
      ["auth.sign_out", "SUCCESS"],
      ["account.password_change", "FAILURE"],
      ["account.password_change", "SUCCESS"],
      ["account.pay_password_set", "SUCCESS"],
      ["account.pay_password_change", "SUCCESS"],
      ["account.email_change", "SUCCESS"],
      ["account.phone_change", "SUCCESS"],
      ["identity.read", "SUCCESS"],
      ["identity.add", "SUCCESS"],
      ["identity.update", "SUCCESS"],
      ["identity.delete", "SUCCESS"],
      ["ticket.transfer", "SUCCESS"],
      ["account.export", "SUCCESS"],
      ["account.export", "FAILURE"],
    ]) {
      expect(seen(action, outcome), `${action} ${outcome}`).toBe(true);
    }
    const failure = mine.find((r) => r.action === "auth.sign_in" && r.outcome === "FAILURE");
    expect(failure).toMatchObject({ subjectUserId: a.userId, actorUserId: null, ip: a.ip, details: { reason: "WRONG_PASSWORD" } });
    const unknown = await auditRows({ action: "auth.sign_in" }, auditToken);
    expect(unknown.some((r) => r.outcome === "FAILURE" && r.subjectUserId === null && r.details.reason === "UNKNOWN_ACCOUNT")).toBe(true);
    const transferRow = mine.find((r) => r.action === "ticket.transfer");
    expect(transferRow).toMatchObject({ actorUserId: a.userId, subjectUserId: b.userId, targetType: "Transfer", details: { ticketNo: sentTicketNo } });

    const staffRows = (await auditRows({}, auditToken)).filter((r) => r.actorStaffTokenId);
    const staffActions = new Set(staffRows.map((r) => r.action));
    for (const action of ["staff.token_use", "staff.gate_scan", "staff.entry_guide_update", "staff.notice_publish", "staff.support_answer", "staff.audit_read"]) {
      expect(staffActions.has(action), action).toBe(true);
    }
    expect(staffRows.find((r) => r.action === "staff.gate_scan")).toMatchObject({ targetType: "Gate", targetId: "gate-7", details: { result: "ACCEPTED", ticketNo: ticket.ticketNo, entrance: "North" } });
    expect(staffRows.find((r) => r.action === "staff.support_answer")).toMatchObject({ subjectUserId: b.userId, details: { status: "ANSWERED" } });

    // Nothing secret anywhere in the table: passwords, payment passwords, codes, identity numbers, tokens.
    const stored = await auditText();
    for (const secret of [...secrets, a.token, b.token]) expect(stored, "a secret in the audit log").not.toContain(secret);
    expect(stored).not.toMatch(/"(password|payPassword|code|docNumber|card|token)"/i);
  });

  it("is read by operators with audit:read only, filtered by user, action and time, newest first, paged", async () => {
    const byAction = await auditRows({ user: a.email, action: "auth.sign_in" }, auditToken);
    expect(byAction.length).toBeGreaterThanOrEqual(2);
    expect(byAction.every((r) => r.action === "auth.sign_in")).toBe(true);
    const ids = byAction.map((r) => BigInt(r.id));
    expect([...ids].sort((x, y) => (y > x ? 1 : -1))).toEqual(ids);
    const future = await auditRows({ user: a.userId, since: new Date(Date.now() + 3600_000).toISOString() }, auditToken);
    expect(future).toEqual([]);
    const page1 = await gql(s, AUDIT, { f: { user: a.userId }, first: 3 }, { token: auditToken });
    const page2 = await gql(s, AUDIT, { f: { user: a.userId }, first: 3, after: page1.data!.auditLog.pageInfo.endCursor }, { token: auditToken });
    expect(page1.data!.auditLog.pageInfo.hasNextPage).toBe(true);
    const first = page1.data!.auditLog.edges.map((e) => BigInt(e.node.id));
    const next = page2.data!.auditLog.edges.map((e) => BigInt(e.node.id));
    expect(next[0] < first[2]).toBe(true);

    for (const token of [a.token, await createStaffToken(s, ["gate:scan"]), undefined]) {
      const r = await gql(s, AUDIT, { f: {} }, { token });
      expect(r.data?.auditLog ?? null).toBeNull();
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(r.errors?.[0].extensions?.code);
    }
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const db = s.app.deps.db;
    const before = await db.auditLog.count();
    await expect(db.$executeRawUnsafe(`UPDATE "AuditLog" SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM "AuditLog"`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE "AuditLog"`)).rejects.toThrow(/append-only/);
    await expect(db.auditLog.deleteMany({})).rejects.toThrow();
    expect(await db.auditLog.count()).toBe(before);
    expect(await db.auditLog.count({ where: { action: "x" } })).toBe(0);
  });
});

describe("deleteMyAccount", () => {
  it("is refused with every reason while money or tickets are in play, and with a wrong password", async () => {
    const wrong = await gql(s, DELETE, { p: "Wrong#2026y" }, { token: a.token, ip: a.ip });
    expect(wrong.data!.deleteMyAccount).toMatchObject({ code: "WRONG_PASSWORD" });
    const hold = await makeOrder(s, a.userId, { amount: 100 });
    const blocked = await gql(s, DELETE, { p: PASSWORD }, { token: a.token, ip: a.ip, lang: "th" });
    expect(blocked.data!.deleteMyAccount).toMatchObject({ __typename: "AccountDeletionBlockedError", code: "ACCOUNT_DELETION_BLOCKED" });
    const refusal = member(blocked.data?.deleteMyAccount, "AccountDeletionBlockedError");
    expect([...refusal.reasons].sort()).toEqual(["LIVE_HOLD", "UPCOMING_TICKETS", "WALLET_BALANCE"]);
    expect(refusal.message).toBe("ยังไม่สามารถลบบัญชีของคุณได้:");
    // Nothing changed.
    expect((await s.app.deps.db.user.findUniqueOrThrow({ where: { id: a.userId } })).email).toBe(a.email);
    await s.app.deps.db.order.update({ where: { id: hold.id }, data: { status: "CANCELLED", cancelledAt: new Date() } });
  });

  it("anonymises the account, frees the e-mail, keeps the ledger balanced and the paid orders; the account cannot sign in", async () => {
    const db = s.app.deps.db;
    // Spend what is left, and let the events pass.
    const balance = (await db.walletAccount.findUniqueOrThrow({ where: { userId: a.userId } })).balance;
    aOrders.push(await paidOrder(a, balance));
    const realNow = s.app.deps.now;
    s.app.deps.now = () => new Date(Date.now() + 3 * 365 * 86400_000);
    const paidBefore = await db.order.findMany({ where: { userId: a.userId, status: "PAID" }, select: { id: true, totalAmount: true } });
    const ledgerBefore = await db.ledgerEntry.count();
    // One application was approved (its organisation's record stays, without the contact), one refused (it goes).
    const approved = await db.organisationApplication.findFirstOrThrow({ where: { userId: a.userId } });
    await db.organisationApplication.update({ where: { id: approved.id }, data: { status: "APPROVED", decidedAt: new Date() } });
    await db.organisationApplication.create({
      data: { userId: a.userId, organisationName: "Second Try", contactName: "Someone", contactEmail: a.email, contactPhone: "+85261234567", country: "HK", eventTypes: ["CONCERT"], description: "Again", expectedVolume: "V0_999", termsAcceptedAt: new Date(), status: "REFUSED", refusalReason: "Not this year", decidedAt: new Date() },
    });
    try {
      const r = await gql(s, DELETE, { p: PASSWORD }, { token: a.token, ip: a.ip });
      expect(r.data!.deleteMyAccount).toEqual({ __typename: "Done", ok: true });
    } finally {
      s.app.deps.now = realNow;
    }
    const user = await db.user.findUniqueOrThrow({ where: { id: a.userId } });
    expect(user).toMatchObject({ email: `deleted-${a.userId}@deleted.invalid`, nickname: "Deleted fan", phone: null, phoneAreaCode: null, avatarUrl: null, payPasswordHash: null });
    expect(user.deletedAt).not.toBeNull();
    expect(await db.audienceIdentity.count({ where: { userId: a.userId } })).toBe(0);
    expect(await db.address.count({ where: { userId: a.userId } })).toBe(0);
    expect(await db.session.count({ where: { userId: a.userId } })).toBe(0);
    expect(await db.savedCard.count({ where: { userId: a.userId } })).toBe(0);
    expect(await db.retiredEmail.count({ where: { userId: a.userId } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { to: { in: [a.email, `+852${a.phone}`] } } })).toBe(0);
    expect(await db.organisationApplication.findMany({ where: { userId: a.userId }, select: { id: true, organisationName: true, contactName: true, contactEmail: true, contactPhone: true } })).toEqual([
      { id: approved.id, organisationName: "Harbour Promotions", contactName: "", contactEmail: "", contactPhone: "" },
    ]);
    // Sales records stay, and the ledger still balances.
    const paidAfter = await db.order.findMany({ where: { userId: a.userId, status: "PAID" }, select: { id: true, totalAmount: true } });
    expect(paidAfter).toEqual(paidBefore);
    expect(paidAfter.length).toBeGreaterThanOrEqual(3); // the top-up and two purchases
    expect(await db.ledgerEntry.count()).toBe(ledgerBefore);
    expect(await ledgerTotals(s)).toMatchObject({ unbalanced: 0, drifted: 0 });
    expect(await db.ticket.count({ where: { ownerId: a.userId } })).toBe(1);
    // The transfer is still in the recipient's history.
    expect((await exportOf(b)).data!.transfers).toEqual([expect.objectContaining({ direction: "RECEIVED", ticketNo: sentTicketNo })]);
    // The deletion is audited in the same commit; the rows about the fan stay (pseudonymous: an id only).
    const rows = await auditRows({ user: a.userId, action: "account.delete" }, auditToken);
    expect(rows.map((r) => r.outcome).sort()).toEqual(["FAILURE", "FAILURE", "SUCCESS"]);
    expect(await auditText()).not.toContain(a.email);

    // The old session is dead, and neither the old address nor the tombstone signs in.
    expect((await gql(s, graphql(`query PrivacyAudit17 { me { id } }`), {}, { token: a.token })).data?.me ?? null).toBeNull();
    for (const email of [a.email, user.email]) {
      const r = await gql(s, SIGN_IN, { input: { email, password: PASSWORD } }, { ip: newIp() });
      expect(r.data!.signIn.__typename).toBe("WrongCredentialsError");
    }
    // The address is free to register again, as a new account.
    const again = await signUp(s, { email: a.email });
    expect(again.user.id).not.toBe(a.userId);
    expect((await exportOf({ ...a, token: again.token, ip: again.ip })).data).toMatchObject({ orders: [], tickets: [], transfers: [], identities: [] });
  });
});
