import { describe, expect, it } from "vitest";
import { countChanges, isSyncResponse, planSync } from "./apply.ts";
import { catalogueEtag, decodeCursor, encodeCursor, etagMatches } from "./protocol.ts";

describe("planSync", () => {
  const response = {
    cursor: "42",
    yachts: [{ id: "sarma", price: 1 }, { id: "barguzin" }, { name: "no id" }],
    destinations: [],
    deleted: [
      { kind: "yachts", id: "old-boat" },
      { kind: "yachts", id: "barguzin" },
      { kind: "trips", id: "gone-trip" },
      { kind: "yachts", id: "old-boat" },
    ],
    events: [{ id: "regatta" }],
  };

  it("puts rows and deletes tombstones per known kind", () => {
    const plan = planSync(response, ["yachts", "destinations", "trips"]);
    expect(plan.yachts?.put.map((row) => (row as { id: string }).id)).toEqual(["sarma", "barguzin"]);
    expect(plan.yachts?.delete).toEqual(["old-boat"]);
    expect(plan.trips).toEqual({ put: [], delete: ["gone-trip"] });
    expect(plan.destinations).toEqual({ put: [], delete: [] });
    expect(countChanges(plan)).toBe(4);
  });

  it("ignores kinds this app does not know", () => {
    expect(Object.keys(planSync(response, ["yachts"]))).toEqual(["yachts"]);
  });

  it("recognises a sync answer", () => {
    expect(isSyncResponse(response)).toBe(true);
    expect(isSyncResponse({ cursor: 1, deleted: [] })).toBe(false);
    expect(isSyncResponse(null)).toBe(false);
  });
});

describe("cursors and ETags", () => {
  it("round-trips a cursor and refuses foreign ones", () => {
    expect(decodeCursor(encodeCursor(1234))).toBe(1234);
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor("")).toBeNull();
    expect(decodeCursor("abc")).toBe("invalid");
    expect(decodeCursor("-1")).toBe("invalid");
  });

  it("matches If-None-Match weakly and in lists", () => {
    const etag = catalogueEtag(7);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches('"catalogue-7"', etag)).toBe(true);
    expect(etagMatches(`W/"catalogue-6", ${etag}`, etag)).toBe(true);
    expect(etagMatches('W/"catalogue-6"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
