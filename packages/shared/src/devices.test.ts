import { describe, expect, it } from "vitest";
import { isPhoneOrTabletUserAgent } from "./devices.ts";

const userAgents = {
  pixel7: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.33 Mobile Safari/537.36",
  iPhone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  oldIPad: "Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1",
  windowsChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.33 Safari/537.36",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  headlessChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36",
};

describe("isPhoneOrTabletUserAgent: the browsers desktop-only sales refuse", () => {
  it("names phones and tablets", () => {
    for (const ua of [userAgents.pixel7, userAgents.iPhone, userAgents.androidTablet, userAgents.oldIPad]) expect(isPhoneOrTabletUserAgent(ua), ua).toBe(true);
  });

  it("leaves desktop browsers (and a missing User-Agent) alone", () => {
    for (const ua of [userAgents.windowsChrome, userAgents.macSafari, userAgents.headlessChrome, "", null, undefined]) expect(isPhoneOrTabletUserAgent(ua), String(ua)).toBe(false);
  });
});
