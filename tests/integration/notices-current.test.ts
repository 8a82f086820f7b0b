// Server notices: the active window, the highest level first, the fan's language (GraphQL and
// /fanapih5/notify), publishing and ending through the operator API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createStaffToken } from "../helpers/staff.ts";
import { fanapiClient } from "./fanapi-support.ts";
import { graphql } from "../gql/index.ts";
import { member } from "../helpers/graphql-result.ts";

const CURRENT = graphql(`query NoticesCurrent { currentNotice { id title content level startsAt endsAt } }`);
const PUBLISH = graphql(`mutation NoticesCurrentPublish($input: PublishNoticeInput!) { publishNotice(input: $input) { __typename ... on Notice { id level } ... on ValidationError { issues { field messageKey } } } }`);
const END = graphql(`mutation NoticesCurrentEnd($id: ID!) { endNotice(id: $id) }`);
const HOUR = 3600_000;

let s: TestServer;
let staff: string;
beforeAll(async () => {
  s = await startTestServer({ trustProxy: true });
  staff = await createStaffToken(s, ["notices:write"]);
  await s.app.deps.db.notice.deleteMany();
});
afterAll(() => s?.stop());

describe("notices", () => {
  it("none by default", async () => {
    expect((await s.gql(CURRENT)).data!.currentNotice).toBeNull();
    const rest = await fanapiClient(s).call("GET /notify", {});
    expect(rest.body).toMatchObject({ code: 200, data: null });
  });

  it("show only inside their window, the highest level first, in the fan's language", async () => {
    const now = Date.now();
    const future = await s.gql(PUBLISH, { input: { title: "Later", content: "Not yet", level: "CRITICAL", startsAt: new Date(now + HOUR).toISOString() } }, { token: staff });
    expect(future.data?.publishNotice.__typename).toBe("Notice");
    const past = await s.gql(PUBLISH, { input: { title: "Gone", content: "Over", level: "CRITICAL", startsAt: new Date(now - 2 * HOUR).toISOString(), endsAt: new Date(now - HOUR).toISOString() } }, { token: staff });
    expect(past.data?.publishNotice.__typename).toBe("Notice");
    await s.gql(PUBLISH, { input: { title: "Info", content: "Plain info" } }, { token: staff });
    const warning = await s.gql(
      PUBLISH,
      {
        input: {
          title: "Payments paused",
          content: "Card payments pause 02:00-03:00.",
          level: "WARNING",
          translations: [
            { lang: "vi", title: "Tạm dừng thanh toán", content: "Thanh toán thẻ tạm dừng 02:00-03:00." },
            { lang: "zh_tw", title: "暫停付款", content: "信用卡付款於 02:00-03:00 暫停。" },
          ],
        },
      },
      { token: staff },
    );
    const id = member(warning.data?.publishNotice, "Notice").id;

    const en = await s.gql(CURRENT);
    expect(en.data!.currentNotice).toMatchObject({ id, level: "WARNING", title: "Payments paused", endsAt: null });
    expect((await s.gql(CURRENT, {}, { lang: "vi-VN" })).data!.currentNotice!.title).toBe("Tạm dừng thanh toán");
    expect((await s.gql(CURRENT, {}, { lang: "zh-TW" })).data!.currentNotice!.content).toBe("信用卡付款於 02:00-03:00 暫停。");
    expect((await s.gql(CURRENT, {}, { lang: "th" })).data!.currentNotice!.title).toBe("Payments paused"); // no Thai text: the base one

    const rest = await fanapiClient(s, { lang: "zh_tw" }).call("GET /notify", {});
    // The REST contract carries the database id; GraphQL the Notice's global id (a Node since 1.1.0).
    expect(Buffer.from(id, "base64").toString()).toMatch(/^Notice:/);
    expect(rest.body.data).toMatchObject({ id: Buffer.from(id, "base64").toString().slice("Notice:".length), title: "暫停付款", level: "WARNING" });

    const ended = await s.gql(END, { id }, { token: staff });
    expect(ended.data!.endNotice).toBe(true);
    expect((await s.gql(CURRENT)).data!.currentNotice).toMatchObject({ title: "Info", level: "INFO" });
  });

  it("publishing needs the notices:write scope and valid input", async () => {
    const anon = await s.gql(PUBLISH, { input: { title: "x", content: "y" } });
    expect(anon.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const other = await createStaffToken(s, ["support:answer"]);
    expect((await s.gql(PUBLISH, { input: { title: "x", content: "y" } }, { token: other })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const bad = await s.gql(PUBLISH, { input: { title: "x", content: "y", translations: [{ lang: "fr", title: "a", content: "b" }] } }, { token: staff });
    expect(member(bad.data?.publishNotice, "ValidationError").issues[0]).toMatchObject({ field: "translations.0.lang", messageKey: "validation.invalidLanguage" });
    const backwards = await s.gql(PUBLISH, { input: { title: "x", content: "y", startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date().toISOString() } }, { token: staff });
    expect(member(backwards.data?.publishNotice, "ValidationError").issues[0]).toMatchObject({ field: "endsAt", messageKey: "validation.endBeforeStart" });
  });
});
