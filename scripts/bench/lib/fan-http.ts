// The fans' side of the HTTP benchmarks: a POST over a keep-alive agent (the load balancer's connections),
// and set-up requests retried on a loaded machine.
import http from "node:http";

/** Set-up requests on a loaded machine: a keep-alive connection the server just closed is retried. */
export async function withRetries<T>(f: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await f();
    } catch (e) {
      if (i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}

export function post(agent: http.Agent, url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "content-length": Buffer.byteLength(body) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

