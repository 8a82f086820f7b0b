// Customer service: filing an issue (rules, confirmation e-mail in the fan's language, rate limit), the
// fan's own list, staff answers through the operator API, the fan's replies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { gql, outbox, signUp } from "../helpers/accounts.ts";
import { member } from "../helpers/graphql-result.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { graphql } from "../gql/index.ts";
import type { CreateSupportIssueInput } from "../gql/graphql.ts";

// An issue's fields, spread into the documents below.
graphql(`fragment SupportTestIssue on SupportIssue { id ref type text phone email status messages { fromStaff body } }`);
const CREATE = graphql(`mutation SupportIssuesCreate($input: CreateSupportIssueInput!) { createSupportIssue(input: $input) { __typename ...AccountsError ... on IssueTextTooShortError { minLength } ...SupportTestIssue } }`);
const MINE = graphql(`query SupportIssuesMine { mySupportIssues { ...SupportTestIssue } }`);
const ANSWER = graphql(`mutation SupportIssuesAnswer($id: ID!, $body: String!, $close: Boolean) { answerSupportIssue(issueId: $id, body: $body, close: $close) { __typename ...AccountsError ...SupportTestIssue } }`);
const REPLY = graphql(`mutation SupportIssuesReply($id: ID!, $body: String!) { replyToSupportIssue(issueId: $id, body: $body) { __typename ...AccountsError ...SupportTestIssue } }`);

let s: TestServer;
let staff: string;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  staff = await createStaffToken(s, ["support:answer"]);
});
afterAll(() => s?.stop());

const input = (over: Partial<CreateSupportIssueInput> = {}): CreateSupportIssueInput => ({ type: "TICKET", text: "My QR code does not show on the ticket page.", phone: "+852 6123 4567", email: "me@example.com", ...over });

describe("filing an issue", () => {
  it("needs a signed-in fan", async () => {
    const r = await s.gql(CREATE, { input: input() });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("needs a text of at least SUPPORT_MIN_TEXT_LENGTH characters, a valid phone and e-mail", async () => {
    const fan = await signUp(s);
    const short = await gql(s, CREATE, { input: input({ text: "  too short " }) }, { token: fan.token, lang: "vi" });
    expect(short.data!.createSupportIssue).toMatchObject({ __typename: "IssueTextTooShortError", minLength: 10, field: "text", message: "Nội dung vấn đề tối thiểu 10 ký tự" });
    const phone = await gql(s, CREATE, { input: input({ phone: "12" }) }, { token: fan.token });
    expect(phone.data!.createSupportIssue).toMatchObject({ __typename: "ValidationError", issues: [{ field: "phone", messageKey: "validation.invalidPhone" }] });
    const email = await gql(s, CREATE, { input: input({ email: "nope" }) }, { token: fan.token });
    expect(member(email.data?.createSupportIssue, "ValidationError").issues[0]).toMatchObject({ field: "email", messageKey: "validation.invalidEmail" });
  });

  it("is stored, e-mails a confirmation in the fan's language, and shows only in the fan's own list", async () => {
    const fan = await signUp(s);
    const email = `cs-${Date.now()}@example.com`;
    const r = await gql(s, CREATE, { input: input({ email, phone: "+852 6123-4567" }) }, { token: fan.token, lang: "zh-CN" });
    expect(r.data!.createSupportIssue).toMatchObject({ __typename: "SupportIssue", status: "OPEN", phone: "+85261234567", email, type: "TICKET", messages: [] });
    const issue = member(r.data?.createSupportIssue, "SupportIssue");
    // The confirmation goes to the fan's own (verified) address only, never to the one typed in the form.
    expect(await outbox(s, email)).toEqual([]);
    const [mail] = await outbox(s, fan.email);
    expect(mail.subject).toContain(`#${issue.ref}`);
    expect(mail.subject).toContain("我们已收到");
    expect(mail.text).toContain("门票"); // the type's name in the fan's language
    expect(mail.text).toContain("My QR code does not show");

    const mine = await gql(s, MINE, {}, { token: fan.token });
    expect(mine.data!.mySupportIssues.map((i) => i.id)).toEqual([issue.id]);
    const other = await signUp(s);
    expect((await gql(s, MINE, {}, { token: other.token })).data!.mySupportIssues).toEqual([]);
  });

  it("is rate limited to 5 an hour per fan", async () => {
    const fan = await signUp(s);
    for (let i = 0; i < 5; i++) {
      expect((await gql(s, CREATE, { input: input() }, { token: fan.token })).data!.createSupportIssue.__typename).toBe("SupportIssue");
    }
    const sixth = await gql(s, CREATE, { input: input() }, { token: fan.token });
    expect(sixth.data!.createSupportIssue.__typename).toBe("RateLimitedError");
  });
});

describe("answers", () => {
  it("staff answer through the operator API; the fan sees the answer, is e-mailed, and can reply", async () => {
    const fan = await signUp(s, { lang: "th" });
    const email = `answer-${Date.now()}@example.com`;
    const issue = member((await gql(s, CREATE, { input: input({ email, type: "WALLET" }) }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");

    const list = await gql(s, graphql(`query SupportIssues { supportIssues(status: OPEN) { id } }`), {}, { token: staff });
    expect(list.data!.supportIssues.map((i) => i.id)).toContain(issue.id);

    const answered = await gql(s, ANSWER, { id: issue.id, body: "We refreshed your ticket; please reopen the app." }, { token: staff });
    expect(answered.data!.answerSupportIssue).toMatchObject({ status: "ANSWERED", messages: [{ fromStaff: true }] });
    expect(await outbox(s, email)).toEqual([]);
    const [mail] = await outbox(s, fan.email);
    expect(mail.subject).toContain("ตอบ"); // the fan's stored language (Thai)
    expect(mail.text).toContain("We refreshed your ticket");

    const mine = await gql(s, MINE, {}, { token: fan.token });
    expect(mine.data!.mySupportIssues[0].messages).toEqual([{ fromStaff: true, body: "We refreshed your ticket; please reopen the app." }]);

    const reply = await gql(s, REPLY, { id: issue.id, body: "Thanks, it works now." }, { token: fan.token });
    expect(reply.data!.replyToSupportIssue).toMatchObject({ status: "OPEN", messages: [{ fromStaff: true }, { fromStaff: false, body: "Thanks, it works now." }] });

    const closed = await gql(s, ANSWER, { id: issue.id, body: "Glad to hear it.", close: true }, { token: staff });
    expect(closed.data!.answerSupportIssue).toMatchObject({ status: "CLOSED" });

    // A closed request can be followed up: the fan's reply reopens it, and staff see it among the open ones.
    const followUp = await gql(s, REPLY, { id: issue.id, body: "It stopped working again." }, { token: fan.token });
    expect(followUp.errors).toBeUndefined();
    expect(followUp.data!.replyToSupportIssue).toMatchObject({ status: "OPEN" });
    const reopened = await gql(s, graphql(`query SupportIssuesReopened { supportIssues(status: OPEN) { id } }`), {}, { token: staff });
    expect(reopened.data!.supportIssues.map((i) => i.id)).toContain(issue.id);
  });

  it("only staff with support:answer may answer; a fan may not reply to another fan's issue", async () => {
    const fan = await signUp(s);
    const issue = member((await gql(s, CREATE, { input: input() }, { token: fan.token })).data?.createSupportIssue, "SupportIssue");
    const asFan = await gql(s, ANSWER, { id: issue.id, body: "hi" }, { token: fan.token });
    expect(asFan.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const otherStaff = await createStaffToken(s, ["gate:scan"]);
    expect((await gql(s, ANSWER, { id: issue.id, body: "hi" }, { token: otherStaff })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const other = await signUp(s);
    const reply = await gql(s, REPLY, { id: issue.id, body: "not mine" }, { token: other.token });
    expect(reply.data!.replyToSupportIssue.__typename).toBe("SupportIssueNotFoundError");
    const unknown = await gql(s, ANSWER, { id: "nope", body: "hi" }, { token: staff });
    expect(unknown.data!.answerSupportIssue.__typename).toBe("SupportIssueNotFoundError");
  });
});
