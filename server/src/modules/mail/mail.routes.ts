// The dev outbox over HTTP: /dev/mail (HTML) and /dev/mail.json?to=ADDRESS (JSON, newest first).
// Mounted only outside production (app/http-routes.ts).
import { Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { listOutbox } from "./mail.service.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function devMailRoutes(deps: Deps) {
  const app = new Hono();
  app.get("/dev/mail.json", async (c) => {
    const rows = await listOutbox(deps, { to: c.req.query("to"), limit: Number(c.req.query("limit") ?? 50) || 50 });
    return c.json(rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.createdAt, channel: r.channel, attachments: r.attachments ?? [] })));
  });
  app.get("/dev/mail", async (c) => {
    const to = c.req.query("to") ?? "";
    const rows = await listOutbox(deps, { to, limit: 100 });
    const items = rows
      .map(
        (r) => `<article><header><b>${escapeHtml(r.subject)}</b> → ${escapeHtml(r.to)} <small>${r.channel} · ${r.status} · ${r.createdAt.toISOString()}</small></header>
<div class="body">${r.channel === "EMAIL" && r.html ? r.html : `<pre>${escapeHtml(r.text)}</pre>`}</div></article>`,
      )
      .join("\n");
    return c.html(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev outbox</title><style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:760px}article{border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.75rem 0}small{color:#666}</style></head>
<body><h1>Dev outbox</h1><form><input name="to" placeholder="address" value="${escapeHtml(to)}"> <button>Filter</button></form>
${items || "<p>No messages.</p>"}</body></html>`);
  });
  return app;
}
