// Outgoing webhooks' pure rules: which addresses an endpoint may reach (SSRF), the URL rules, the backoff.
import { describe, expect, it } from "vitest";
import { parseNetworks } from "../../server/src/config.ts";
import { addressAllowed, endpointUrlIssue, newWebhookSecret, webhookRetryDelayMs } from "../../server/src/modules/webhooks/index.ts";

describe("webhook addresses", () => {
  it("refuses private, loopback, link-local and reserved addresses, IPv4-mapped ones too", () => {
    for (const ip of ["127.0.0.1", "10.0.0.5", "172.16.3.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.1.1.1"]) {
      expect(addressAllowed(ip, []), ip).toBe(false);
    }
    for (const ip of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"]) expect(addressAllowed(ip, []), ip).toBe(true);
    expect(addressAllowed("not-an-ip", [])).toBe(false);
  });

  it("refuses IPv6 addresses that carry an IPv4 address inside them (6to4, Teredo, NAT64, IPv4-compatible)", () => {
    for (const ip of [
      "2002:7f00:1::1", // 6to4 of 127.0.0.1
      "2002:a00:1::", // 6to4 of 10.0.0.1
      "2002:a9fe:a9fe::1", // 6to4 of 169.254.169.254
      "2001:0:4136:e378:8000:63bf:f5ff:fffe", // Teredo
      "64:ff9b::a00:1", // NAT64 of 10.0.0.1
      "64:ff9b:1::a9fe:a9fe", // local-use NAT64
      "::a00:1", // IPv4-compatible 10.0.0.1
      "::ffff:a00:1", // IPv4-mapped 10.0.0.1 written in hex
      "100::1", // discard-only
    ]) {
      expect(addressAllowed(ip, []), ip).toBe(false);
    }
    // Public IPv6 outside those prefixes still passes, as does a public address beside 2001::/32.
    for (const ip of ["2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001::200e"]) expect(addressAllowed(ip, []), ip).toBe(true);
  });

  it("allows exactly the networks WEBHOOK_ALLOWED_NETWORKS names", () => {
    const allowed = parseNetworks("127.0.0.0/8, ::1/128")!;
    expect(addressAllowed("127.0.0.1", allowed)).toBe(true);
    expect(addressAllowed("::1", allowed)).toBe(true);
    expect(addressAllowed("10.0.0.1", allowed)).toBe(false);
    expect(addressAllowed("169.254.169.254", allowed)).toBe(false);
    expect(parseNetworks("10.0.0.0/33")).toBeNull();
    expect(parseNetworks("example.com/8")).toBeNull();
  });

  it("takes http(s) URLs without credentials, https only in production", () => {
    expect(endpointUrlIssue("https://hooks.example.com/x", true)).toBeNull();
    expect(endpointUrlIssue("http://hooks.example.com/x", false)).toBeNull();
    expect(endpointUrlIssue("http://hooks.example.com/x", true)).toBe("must be https");
    expect(endpointUrlIssue("ftp://hooks.example.com/x", false)).not.toBeNull();
    expect(endpointUrlIssue("https://user:pw@hooks.example.com/x", true)).not.toBeNull();
    expect(endpointUrlIssue("not a url", false)).toBe("not a URL");
  });
});

describe("webhook retries and secrets", () => {
  it("back off exponentially from the base, capped at an hour", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n, 30_000, mid))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(webhookRetryDelayMs(50, 30_000, mid)).toBe(3_600_000);
  });

  it("makes Standard Webhooks secrets of 32 random bytes", () => {
    const s = newWebhookSecret();
    expect(s).toMatch(/^whsec_/);
    expect(Buffer.from(s.slice(6), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(s);
  });
});
