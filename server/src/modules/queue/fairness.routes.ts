// The public fairness documents of a waiting room (issue 32), for anyone to download and check with their own
// code: the hash-chained log as JSON lines (fairness.rules.ts says how to check it) and, once the on-sale has
// closed, its signed report (fairness-report.ts). No sign-in: they name nobody.
import { Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { waitingRoomEvent } from "../events/index.ts";
import { fairnessLogText } from "./fairness-log.ts";
import { fairnessPublicKeys, fairnessReportOf } from "./fairness-report.ts";

export function fairnessRoutes(deps: Deps): Hono {
  const r = new Hono();
  r.get("/fairness/:slug/log.jsonl", async (c) => {
    const event = await waitingRoomEvent(deps.db, { slug: c.req.param("slug") });
    const text = event ? await fairnessLogText(deps.db, event.id) : "";
    if (!event || !text) return c.text("no fairness log for this event\n", 404);
    return c.body(text, 200, {
      "Content-Type": "application/jsonl; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}-fairness-log.jsonl"`,
      // It grows while the sale runs: never an old copy.
      "Cache-Control": "no-store",
    });
  });
  r.get("/fairness/keys.json", (c) => c.json({ keys: fairnessPublicKeys(deps) }, 200, { "Cache-Control": "public, max-age=300" }));
  r.get("/fairness/:slug/report.json", async (c) => {
    const event = await waitingRoomEvent(deps.db, { slug: c.req.param("slug") });
    const doc = event ? await fairnessReportOf(deps, event.id) : null;
    if (!event || !doc) return c.json({ error: "no fairness report for this event (yet): it is signed once the sale has closed" }, 404);
    return c.json(doc, 200, { "Content-Disposition": `attachment; filename="${event.slug}-fairness-report.json"`, "Cache-Control": "public, max-age=60" });
  });
  return r;
}
