// The fairness log checked in the fan's browser (issue 32), at 390×844 in English (light) and Traditional
// Chinese (dark). A real on-sale writes the log (the commitment, the draw of a pre-queue of three, their
// admissions in drawn order) and closes, so the event page shows its signed report; its link opens
// /fairness?slug=, which downloads the log and checks it with WebCrypto: the chain, the draw and the line's
// order all hold. The raw log downloads from the page. Then the fan checks copies of their own: the log as
// downloaded passes, an edited copy fails at the edited entry's chain, and a copy with an out-of-order
// admission planted (the chain rewritten after it) fails the line's order.
import type { Page } from "@playwright/test";
import fs from "node:fs";
import { parseJsonLines, toJsonLines } from "../../server/src/modules/queue/fairness.rules.ts";
import { solvedHumanCheck } from "../helpers/human-check.ts";
import { JOIN_QUEUE } from "../helpers/queue.ts";
import { editedLog, plantedOutOfOrder } from "../helpers/fairness-log.ts";
import { waitFor } from "../helpers/wait.ts";
import { expect, languageContext, test, type E2EServer } from "./fixtures.ts";
import { FairnessLogPage } from "./pages/fairness.page.ts";

const variants = [
  { lang: "en", theme: "light" },
  { lang: "zh_tw", theme: "dark" },
] as const;

const words = {
  en: { title: "Fairness log", ok: "The log checks out", failed: "The log does not check out", broken: (seq: number) => `Broken at entry ${seq}: its content does not match its fingerprint`, outOfOrder: (seq: number) => `Out of order at entry ${seq}:` },
  zh_tw: { title: "公平性日誌", ok: "日誌核驗通過", failed: "日誌核驗未通過", broken: (seq: number) => `在第 ${seq} 條斷開：內容與其指紋不符`, outOfOrder: (seq: number) => `第 ${seq} 條順序有誤：` },
};

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function graphql(server: E2EServer, query: string | { toString(): string }, variables: unknown, token?: string) {
  const res = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as { data: Record<string, { __typename?: string } | null> };
}

test("an event's fairness log is checked in the browser from the event's report; a tampered copy the fan uploads fails", async ({ browser, server, factories }) => {
  // A real on-sale (a draw, admissions, the signed report) before two cold contexts walk the page.
  test.setTimeout(120_000);
  const db = server.app.deps.db;
  const event = await factories.event({ standing: 3, isHot: true });
  await db.event.update({ where: { id: event.id }, data: { saleStartsAt: new Date(Date.now() + 3_600_000) } });
  await graphql(server, "query($s: String!) { waitingRoom(eventSlug: $s) { state } }", { s: event.slug });
  for (let i = 0; i < 3; i++) {
    const fan = await factories.fan({ phone: "verified" });
    const joined = await graphql(server, JOIN_QUEUE, { input: { eventSlug: event.slug, humanCheck: await solvedHumanCheck(server) } }, fan.token);
    expect(joined.data.joinQueue?.__typename).toBe("JoinQueueSuccess");
  }
  // The opening draws the three; a budget in the past lets them all in; then the sale closes and is signed.
  await db.event.update({ where: { id: event.id }, data: { saleStartsAt: new Date(Date.now() - 1000) } });
  await waitFor(async () => (await db.queueRoom.findUnique({ where: { eventId: event.id } }))?.shuffledAt != null, "the opening draw", { timeoutMs: 30_000 });
  await db.queueRoom.update({ where: { eventId: event.id }, data: { ratePerMinute: 6_000, currentRatePerMinute: 6_000, admittedUntil: new Date(Date.now() - 60_000) } });
  const admittedInLog = async () =>
    (await db.fairnessLogEntry.findMany({ where: { eventId: event.id, type: "admission" } })).flatMap((e) => (e.payload as { places: unknown[] }).places).length;
  await waitFor(async () => (await admittedInLog()) === 3, "the three admissions in the log", { timeoutMs: 30_000, intervalMs: 200 });
  await db.event.update({ where: { id: event.id }, data: { saleEndsAt: new Date(Date.now() - 1000) } });
  await waitFor(async () => (await db.fairnessReport.count({ where: { eventId: event.id } })) === 1, "the signed report", { timeoutMs: 30_000, intervalMs: 200 });

  const published = await (await fetch(`${server.url}/fairness/${event.slug}/log.jsonl`)).text();
  const entries = parseJsonLines(published);
  expect(entries.map((e) => e.type).slice(0, 2)).toEqual(["commitment", "draw"]);
  const edited = editedLog(entries);
  const planted = plantedOutOfOrder(entries);

  for (const v of variants) {
    const w = words[v.lang];
    const context = await languageContext(browser, server.url, v);
    const page = await context.newPage();
    const fairness = new FairnessLogPage(page);

    // From the event page's signed report to the check.
    await page.goto(`/#/ticket/detail?slug=${event.slug}`);
    await page.getByTestId("fairness-log-check").click();
    await expect(page).toHaveURL(new RegExp(`#/fairness\\?slug=${event.slug}$`));
    await expect(page.getByTestId("page-title")).toHaveText(w.title);
    await fairness.expectVerdict("published", "ok");
    await expect(fairness.check("published")).toContainText(w.ok);
    await expect(fairness.entries("published")).toHaveText(String(entries.length));
    for (const row of ["chain", "draw", "order"] as const) await expect(fairness.row(row, "published")).toHaveAttribute("data-ok", "true");
    await expect(fairness.proves()).toBeVisible();
    await shot(page, `fairness-log-${v.lang}-${v.theme}`);

    // The raw log, as published.
    const [download] = await Promise.all([page.waitForEvent("download"), fairness.rawDownload().click()]);
    const saved = fs.readFileSync((await download.path())!, "utf8");
    expect(saved).toBe(published);

    // The fan's own copies: as downloaded it passes; edited, the chain breaks at that entry.
    await fairness.checkFile("log.jsonl", saved);
    await fairness.expectVerdict("file", "ok");
    await fairness.checkFile("edited.jsonl", toJsonLines(edited.log));
    await fairness.expectVerdict("file", "failed");
    await expect(fairness.check("file")).toContainText(w.failed);
    await expect(fairness.row("chain", "file")).toHaveAttribute("data-ok", "false");
    await expect(fairness.row("chain", "file")).toHaveAttribute("data-seq", String(edited.seq));
    await expect(fairness.row("chain", "file")).toContainText(w.broken(edited.seq));
    await expect(fairness.row("order", "file")).toHaveAttribute("data-ok", "true");
    await shot(page, `fairness-log-edited-${v.lang}-${v.theme}`);

    // An out-of-order admission with the chain rewritten after it: the chain holds, the order does not.
    await fairness.checkFile("planted.jsonl", toJsonLines(planted.log));
    await expect(fairness.row("order", "file")).toHaveAttribute("data-ok", "false");
    await fairness.expectVerdict("file", "failed");
    await expect(fairness.row("chain", "file")).toHaveAttribute("data-ok", "true");
    await expect(fairness.row("order", "file")).toHaveAttribute("data-seq", String(planted.seq));
    await expect(fairness.row("order", "file")).toContainText(w.outOfOrder(planted.seq));
    await shot(page, `fairness-log-planted-${v.lang}-${v.theme}`);
    await context.close();
  }
});
