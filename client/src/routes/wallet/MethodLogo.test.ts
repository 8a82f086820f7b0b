import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CARD_WALLET_METHODS, EWALLET_METHODS } from "@fanfare/shared/payments";
import { MethodLogo, methodMarkName, type MarkedMethod } from "./MethodLogo";
import { cardWalletLabels, ewalletLabels } from "./methods";

const methods: MarkedMethod[] = ["wallet", "card", ...CARD_WALLET_METHODS, ...EWALLET_METHODS];

describe("payment method marks", () => {
  it("draws every method as a named picture, not its initials", () => {
    for (const method of methods) {
      const svg = renderToStaticMarkup(createElement(MethodLogo, { method }));
      const name = methodMarkName(method);
      expect(svg, method).toMatch(/^<svg [^>]*role="img"/);
      expect(svg, method).toContain(`aria-label="${name}"`);
      expect(svg, method).toContain(`<title>${name}</title>`);
      expect(svg, method).toMatch(/<(path|circle|ellipse|text)\b/);
    }
  });

  it("names each brand as the method list writes it", () => {
    for (const m of EWALLET_METHODS) expect(methodMarkName(m)).toBe(ewalletLabels[m]);
    for (const m of CARD_WALLET_METHODS) expect(methodMarkName(m)).toBe(cardWalletLabels[m]);
  });

  it("is hidden from screen readers where the name is written beside it", () => {
    const svg = renderToStaticMarkup(createElement(MethodLogo, { method: "alipayHK", decorative: true }));
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain("role=");
  });
});
