import { describe, expect, it } from "vitest";
import { appendConversionEvent, type ConversionEvent, parsePreferences } from "../analytics/analytics.ts";
import { allows, makeConsent, parseConsent } from "./consent.ts";

describe("cookie consent", () => {
  const now = new Date("2026-11-22T10:00:00Z");

  it("always allows necessary cookies and nothing else before a choice", () => {
    expect(allows(null, "necessary")).toBe(true);
    expect(allows(null, "analytics")).toBe(false);
    expect(allows(null, "preferences")).toBe(false);
  });

  it("round-trips a choice through the cookie and keeps necessary on", () => {
    const consent = makeConsent({ preferences: true, analytics: false, marketing: false }, now);
    const read = parseConsent(JSON.stringify({ ...consent, necessary: false }));
    expect(read).toEqual(consent);
    expect(allows(read, "preferences")).toBe(true);
    expect(allows(read, "analytics")).toBe(false);
  });

  it("asks again for a malformed cookie or an older version", () => {
    expect(parseConsent("{not json")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true, decidedAt: now.toISOString(), version: 0 }))).toBeNull();
  });
});

describe("conversion events on the device", () => {
  const event = (i: number, at: string): ConversionEvent => ({ eventType: `e${i}`, timestamp: at, page: "/" });

  it("keeps the newest 30", () => {
    let list: ConversionEvent[] = [];
    for (let i = 0; i < 35; i += 1)
      list = appendConversionEvent(list, event(i, "2026-11-22T09:00:00Z"), new Date("2026-11-22T10:00:00Z"));
    expect(list).toHaveLength(30);
    expect(list[0]?.eventType).toBe("e5");
    expect(list.at(-1)?.eventType).toBe("e34");
  });

  it("drops events older than 30 days", () => {
    const list = appendConversionEvent(
      [event(1, "2026-10-01T00:00:00Z")],
      event(2, "2026-11-22T09:00:00Z"),
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(list.map((e) => e.eventType)).toEqual(["e2"]);
  });
});

describe("user preferences on the device", () => {
  it("reads a map of simple values and ignores anything else", () => {
    expect(parsePreferences('{"heroAutoplay":false,"x":{"deep":1},"n":3}')).toEqual({ heroAutoplay: false, n: 3 });
    expect(parsePreferences("[1,2]")).toEqual({});
    expect(parsePreferences("{oops")).toEqual({});
    expect(parsePreferences(undefined)).toEqual({});
  });
});
