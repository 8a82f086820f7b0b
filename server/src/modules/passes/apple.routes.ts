// The HTTP side of Apple passes (mounted in app/http-routes.ts): the .pkpass download and the PassKit web
// service under /passes/apple (the pass's webServiceURL; Apple appends /v1/…).
import { Hono } from "hono";
import type { Deps } from "../../deps.ts";
import { downloadApplePass, latestApplePass, registerDevice, unregisterDevice, updatedSerials, type PassAnswer } from "./apple.service.ts";

const PKPASS = "application/vnd.apple.pkpass";

function passResponse(a: PassAnswer, filename: string): Response {
  if (a.status !== 200) return new Response(null, { status: a.status });
  return new Response(new Uint8Array(a.pass), {
    status: 200,
    headers: { "Content-Type": PKPASS, "Content-Disposition": `attachment; filename="${filename}"`, "Last-Modified": a.lastModified.toUTCString(), "Cache-Control": "no-store" },
  });
}

export function applePassRoutes(deps: Deps): Hono {
  const r = new Hono();
  r.get("/passes/apple/download/:file", async (c) => {
    const file = c.req.param("file");
    if (!file.endsWith(".pkpass")) return c.body(null, 404);
    const id = file.slice(0, -".pkpass".length);
    return passResponse(await downloadApplePass(deps, id, { v: c.req.query("v"), e: c.req.query("e"), s: c.req.query("s") }), "ticket.pkpass");
  });
  const reg = "/passes/apple/v1/devices/:device/registrations/:passTypeId/:serial";
  r.post(reg, async (c) => {
    const body = (await c.req.json().catch(() => null)) as { pushToken?: unknown } | null;
    const status = await registerDevice(deps, c.req.param(), c.req.header("authorization"), body?.pushToken);
    return c.body(null, status);
  });
  r.delete(reg, async (c) => c.body(null, await unregisterDevice(deps, c.req.param(), c.req.header("authorization"))));
  r.get("/passes/apple/v1/devices/:device/registrations/:passTypeId", async (c) => {
    const list = await updatedSerials(deps, c.req.param("device"), c.req.param("passTypeId"), c.req.query("passesUpdatedSince"));
    return list ? c.json(list) : c.body(null, 204);
  });
  r.get("/passes/apple/v1/passes/:passTypeId/:serial", async (c) =>
    passResponse(await latestApplePass(deps, c.req.param("passTypeId"), c.req.param("serial"), c.req.header("authorization"), c.req.header("if-modified-since")), "ticket.pkpass"),
  );
  r.post("/passes/apple/v1/log", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { logs?: unknown } | null;
    const logs = Array.isArray(body?.logs) ? body.logs.slice(0, 20).map((l) => String(l).slice(0, 500)) : [];
    if (logs.length) deps.log.warn("apple wallet log", { logs });
    return c.body(null, 200);
  });
  return r;
}
