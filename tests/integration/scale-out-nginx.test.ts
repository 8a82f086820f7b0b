// deploy/nginx/fanfare.conf in front of two instances, as deployed: Debian's nginx started on a temporary
// prefix and a free port, its upstreams pointed at two server processes sharing one database and Redis.
// Proves HTTP and a graphql-ws subscription through it, each instance serving a share, and that a client
// cannot pick its own rate-limit address with X-Forwarded-For. Without nginx (or PostgreSQL or Redis)
// the suite says what is missing and skips; under CI=true it fails.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, rootDir } from "../../server/src/config.ts";
import type { Deps } from "../../server/src/deps.ts";
import { createFans } from "../factories/fans.ts";
import { gqlAt, missingServices, startCluster, subscribeAt, type Cluster } from "../helpers/scale-out.ts";
import type { TestServer } from "../helpers/server.ts";
import { giveTicket } from "./entry-support.ts";
import { graphql } from "../gql/index.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const missing = await missingServices("the scale-out suite behind nginx", { nginx: NGINX ? null : "nginx (Debian's nginx package: apt-get install nginx-light)" });
const IP_LIMIT = 8;

const HEALTH = graphql(`query NginxHealth { health { ok } }`);
const HEALTH_AND_DATABASE = graphql(`query NginxHealthAndDatabase { health { ok database } }`);
const TICKET_QR = graphql(`subscription NginxTicketQr($id: ID!) { ticketQr(ticketId: $id) { pass { version } } }`);
const REFRESH_QR = graphql(`mutation NginxRefreshQr($id: ID!) { refreshTicketQr(ticketId: $id) { __typename } }`);

/** A port of the range 4300-4399 nobody listens on. */
async function freePort(): Promise<number> {
  for (let port = 4300 + Math.floor(Math.random() * 50); port < 4400; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 4300-4399");
}

/** Counter value of POST /graphql requests answered 200 by one instance (its /metrics). */
async function graphqlRequestsServed(instanceUrl: string): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith("fanfare_http_requests_total{") && l.includes('route="/graphql"') && l.includes('method="POST"') && l.includes('status="200"'));
  return line ? Number(line.split(" ").pop()) : 0;
}

describe.skipIf(missing.length > 0)("nginx in front of two instances (deploy/nginx/fanfare.conf)", () => {
  let cluster: Cluster;
  let nginx: ChildProcess;
  let prefix: string;
  let edge: string;

  beforeAll(async () => {
    cluster = await startCluster(2, {
      trustProxy: true,
      graphql: { ...loadConfig().graphql, rateLimitPerIp: IP_LIMIT, rateLimitPerAccount: 0, rateLimitWindowSeconds: 600 },
    });
    const port = await freePort();
    edge = `http://127.0.0.1:${port}`;
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), "fanfare-nginx-"));
    fs.chmodSync(prefix, 0o755); // nginx's workers (another user when started as root) write their temp files here
    const upstreams = cluster.instances.map((s) => `    server ${new URL(s.url).host} max_fails=3 fail_timeout=10s;`).join("\n");
    const site = fs
      .readFileSync(path.join(rootDir, "deploy", "nginx", "fanfare.conf"), "utf8")
      .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, "")
      .replace("upstream fanfare {", `upstream fanfare {\n${upstreams}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    fs.writeFileSync(path.join(prefix, "fanfare.conf"), site);
    fs.writeFileSync(
      path.join(prefix, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  include ${prefix}/fanfare.conf;
}
`,
    );
    nginx = spawn(NGINX!, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    nginx.stderr!.on("data", (d) => (stderr += String(d)));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr} ${fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8") : ""}`);
      if (await fetch(`${edge}/healthz`).then((r) => r.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${edge}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx.once("exit", r));
      nginx.kill("SIGQUIT");
      await exited;
    }
    await cluster?.stop();
    if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
  });

  it("answers GraphQL over HTTP through nginx, one request served by each instance, and keeps /metrics private", async () => {
    const before = await Promise.all(cluster.instances.map((s) => graphqlRequestsServed(s.url)));
    for (let i = 0; i < 2; i++) {
      const r = await gqlAt(edge, HEALTH_AND_DATABASE);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ health: { ok: true, database: true } });
    }
    const after = await Promise.all(cluster.instances.map((s) => graphqlRequestsServed(s.url)));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1]);
    expect((await fetch(`${edge}/metrics`)).status).toBe(404);
  });

  it("carries a graphql-ws subscription through nginx (a browser's Origin included), with events from either instance", async () => {
    const deps = { db: cluster.db, config: loadConfig({}) } as unknown as Deps;
    const [fan] = await createFans(deps, 1);
    const ticket = await giveTicket({ app: { deps } } as unknown as TestServer, fan!.id);
    const live = await subscribeAt(edge, TICKET_QR, { id: ticket.globalId }, fan!.token, { origin: edge });
    try {
      await live.next(() => true);
      // Refreshed on each instance in turn: whichever one holds the socket, one refresh came from the other.
      for (const [i, s] of cluster.instances.entries()) {
        const r = await gqlAt(s.url, REFRESH_QR, { id: ticket.globalId }, { token: fan!.token });
        expect(r.body.data?.refreshTicketQr?.__typename).toBe("QrUpdate");
        await live.next((v) => v.ticketQr.pass?.version === i + 2, 5_000);
      }
    } finally {
      await live.close();
    }
  });

  it("rate-limits by the address nginx saw: a client's own X-Forwarded-For does not buy it a fresh budget", async () => {
    // The earlier tests used part of 127.0.0.1's budget; spend the rest with a different spoofed address each time.
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT + 2; i++) {
      statuses.push((await gqlAt(edge, HEALTH, {}, { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(IP_LIMIT);
  });
});
