import { describe, expect, it } from "vitest";
import { firstFreeDay, isBusy, isIsoDate, mergeRanges, parseAvailabilityQuery } from "./availability.ts";

describe("availability", () => {
  it("joins overlapping and touching ranges and clips them", () => {
    const ranges = [
      { start: "2027-07-10", end: "2027-07-12" },
      { start: "2027-06-01", end: "2027-06-03" },
      { start: "2027-07-13", end: "2027-07-15" },
      { start: "2027-07-11", end: "2027-07-11" },
    ];
    expect(mergeRanges(ranges)).toEqual([
      { start: "2027-06-01", end: "2027-06-03" },
      { start: "2027-07-10", end: "2027-07-15" },
    ]);
    expect(mergeRanges(ranges, "2027-06-02", "2027-07-11")).toEqual([
      { start: "2027-06-02", end: "2027-06-03" },
      { start: "2027-07-10", end: "2027-07-11" },
    ]);
  });

  it("tells busy days and the first free one", () => {
    const busy = [{ start: "2026-10-16", end: "2027-05-31" }];
    expect(isBusy("2027-01-01", busy)).toBe(true);
    expect(isBusy("2027-06-01", busy)).toBe(false);
    expect(firstFreeDay("2026-11-22", "2027-11-22", busy)).toBe("2027-06-01");
    expect(firstFreeDay("2026-11-22", "2027-03-01", busy)).toBeNull();
  });

  it("reads from and to, naming bad ones", () => {
    expect(parseAvailabilityQuery({}, "2026-11-22").range).toEqual({ from: "2026-11-22", to: "2027-11-22" });
    expect(parseAvailabilityQuery({ from: "2027-02-30" }, "2026-11-22").errors).toEqual({
      from: "catalogue.invalid_date",
    });
    expect(parseAvailabilityQuery({ from: "2027-06-10", to: "2027-06-01" }, "2026-11-22").errors).toEqual({
      to: "catalogue.range_order",
    });
    expect(parseAvailabilityQuery({ from: "2027-01-01", to: "2030-01-01" }, "2026-11-22").errors).toEqual({
      to: "catalogue.range_too_long",
    });
    expect(isIsoDate("2027-13-01")).toBe(false);
  });
});
