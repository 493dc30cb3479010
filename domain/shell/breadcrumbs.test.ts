import { describe, expect, it } from "vitest";
import { breadcrumbsFor, capitaliseSegment } from "./breadcrumbs.ts";

describe("breadcrumbs", () => {
  it("starts at Home and gives known segments their own label", () => {
    expect(breadcrumbsFor("/admin/dashboard")).toEqual([
      { kind: "home", href: "/" },
      { kind: "known", segment: "admin", href: "/admin" },
      { kind: "known", segment: "dashboard", href: "/admin/dashboard" },
    ]);
  });

  it("capitalises other segments and turns hyphens into spaces", () => {
    expect(capitaliseSegment("crew-request")).toBe("Crew request");
    expect(capitaliseSegment("yacht-sales")).toBe("Yacht sales");
    expect(breadcrumbsFor("/donations").at(-1)).toEqual({
      kind: "text",
      text: "Donations",
      href: "/donations",
    });
    // The information pages (issue 24) have labels of their own, so Russian readers see Russian.
    expect(breadcrumbsFor("/special-events").at(-1)).toMatchObject({ kind: "known", segment: "special-events" });
  });

  it("reads the product's club segment as known, and survives bad percent-encoding", () => {
    expect(breadcrumbsFor("/baikal-club")[1]).toMatchObject({ kind: "known", segment: "baikal-club" });
    expect(capitaliseSegment("%E0%A4%A")).toBe("%E0%A4%A");
    expect(capitaliseSegment("%D0%B1%D0%B0%D0%B9%D0%BA%D0%B0%D0%BB")).toBe("Байкал");
  });
});

describe("breadcrumbs of detail routes", () => {
  it("lead from a detail's section to its list, since /yacht alone is no page", () => {
    expect(breadcrumbsFor("/yacht/sarma").map((c) => c.href)).toEqual(["/", "/yachts", "/yacht/sarma"]);
    expect(breadcrumbsFor("/trips/olkhon-weekend")[1]).toMatchObject({
      kind: "known",
      segment: "trips",
      href: "/trip-packages",
    });
  });
});
