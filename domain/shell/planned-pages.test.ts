import { describe, expect, it } from "vitest";
import { plannedPageAt } from "./planned-pages.ts";

describe("plannedPageAt", () => {
  it("names the spec's routes that are still to be built, with or without a trailing slash", () => {
    expect(plannedPageAt("/social-club")).toBe("socialClub");
    expect(plannedPageAt("/social-club/")).toBe("socialClub");
    expect(plannedPageAt("/crew-showcase")).toBe("crewShowcase");
  });

  it("knows nothing else: unknown paths, prefixes of planned ones and inherited keys", () => {
    expect(plannedPageAt("/no-such-harbour")).toBeNull();
    expect(plannedPageAt("/social-club/2027")).toBeNull();
    // Built since (issue 16): a page of its own, no longer planned.
    expect(plannedPageAt("/events")).toBeNull();
    // And the club, plans and donations (issue 22), the assistant (18) and the information pages (24).
    for (const path of [
      "/baikal-club",
      "/captains-club",
      "/plans",
      "/subscription-plans",
      "/business-subscriptions",
      "/donations",
      "/yacht-assistant",
      "/chat",
      "/wiki",
      "/privacy-policy",
      "/offer",
      "/special-events",
      "/concierge",
      "/yacht-sales",
    ]) {
      expect(plannedPageAt(path)).toBeNull();
    }
    // And the owner's dashboard (issue 19).
    expect(plannedPageAt("/owner/dashboard")).toBeNull();
    expect(plannedPageAt("/owner")).toBeNull();
    expect(plannedPageAt("/constructor")).toBeNull();
    expect(plannedPageAt("toString")).toBeNull();
  });
});
