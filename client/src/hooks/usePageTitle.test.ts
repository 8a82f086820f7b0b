// The page title reads the route table, not the router (which imports every page, whose headers import
// the title hook: a cycle of 67 files, issue 29). router.test.ts checks that the router routes exactly the
// table's paths; this checks what the title makes of them.
import { describe, expect, it } from "vitest";
import { pageRoutes } from "../routes/routeTable";
import { routeTitleKey } from "./usePageTitle";

describe("routeTitleKey", () => {
  it("names every page of the route table by its own title key", () => {
    for (const [path, key] of Object.entries(pageRoutes)) expect(routeTitleKey(path), path).toBe(key);
  });

  it("matches a page's path with a query string or a trailing slash, and any case, as the router does", () => {
    expect(routeTitleKey({ pathname: "/ticket/detail", search: "?slug=x" })).toBe("ticket");
    expect(routeTitleKey("/wallet/")).toBe("myWallet");
    expect(routeTitleKey("/Payment/Recharge")).toBe("topUp");
  });

  it("gives the redirects and the organiser console no title of the fan app (the app's name shows)", () => {
    for (const path of ["/", "/home", "/ticket", "/payment/Purchase", "/console", "/console/events/1"]) expect(routeTitleKey(path), path).toBeUndefined();
  });

  it("gives an unknown path the 404 page's title", () => {
    for (const path of ["/no-such-page", "/home/nothing", "/ticket/detail/more"]) expect(routeTitleKey(path), path).toBe("notFound");
  });
});
