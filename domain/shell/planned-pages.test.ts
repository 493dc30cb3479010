import { describe, expect, it } from "vitest";
import { plannedPageAt } from "./planned-pages.ts";

describe("plannedPageAt", () => {
  it("names the spec's routes that are still to be built, with or without a trailing slash", () => {
    expect(plannedPageAt("/donations")).toBe("donations");
    expect(plannedPageAt("/donations/")).toBe("donations");
    expect(plannedPageAt("/baikal-club")).toBe("regionalClub");
    expect(plannedPageAt("/owner/dashboard")).toBe("ownerDashboard");
    expect(plannedPageAt("/plans")).toBe(plannedPageAt("/subscription-plans"));
  });

  it("knows nothing else: unknown paths, prefixes of planned ones and inherited keys", () => {
    expect(plannedPageAt("/no-such-harbour")).toBeNull();
    expect(plannedPageAt("/donations/2027")).toBeNull();
    // Built since (issue 16): a page of its own, no longer planned.
    expect(plannedPageAt("/events")).toBeNull();
    // Built in issue 24: the information pages.
    for (const path of ["/wiki", "/privacy-policy", "/offer", "/special-events", "/concierge", "/yacht-sales"]) {
      expect(plannedPageAt(path)).toBeNull();
    }
    expect(plannedPageAt("/owner")).toBeNull();
    expect(plannedPageAt("/constructor")).toBeNull();
    expect(plannedPageAt("toString")).toBeNull();
  });
});
