import { describe, expect, it } from "vitest";
import { nextDate, nextOccurrence, occurrencesBetween, WINTER } from "./sailing-season.ts";

const trip = { from: "07-10", to: "07-11" };

describe("annual spans on the calendar", () => {
  it("take the occurrence under way or the next one, never one that is over", () => {
    expect(nextOccurrence(trip, "2026-11-24")).toEqual({ start: "2027-07-10", end: "2027-07-11" });
    expect(nextOccurrence(trip, "2027-07-11")).toEqual({ start: "2027-07-10", end: "2027-07-11" });
    expect(nextOccurrence(trip, "2027-07-12")).toEqual({ start: "2028-07-10", end: "2028-07-11" });
  });

  it("run a winter over New Year, the one under way included", () => {
    expect(nextOccurrence(WINTER, "2027-01-15")).toEqual({ start: "2026-10-16", end: "2027-05-31" });
    expect(nextOccurrence(WINTER, "2027-06-01")).toEqual({ start: "2027-10-16", end: "2028-05-31" });
  });

  it("list every occurrence that touches a stretch of days", () => {
    expect(occurrencesBetween(WINTER, "2027-09-15", "2029-09-15")).toEqual([
      { start: "2027-10-16", end: "2028-05-31" },
      { start: "2028-10-16", end: "2029-05-31" },
    ]);
    expect(occurrencesBetween(trip, "2027-07-11", "2028-07-10")).toEqual([
      { start: "2027-07-10", end: "2027-07-11" },
      { start: "2028-07-10", end: "2028-07-11" },
    ]);
    expect(occurrencesBetween(trip, "2027-07-12", "2028-07-09")).toEqual([]);
  });

  it("find the next date of a month-day, today included", () => {
    expect(nextDate("05-01", "2027-05-01")).toBe("2027-05-01");
    expect(nextDate("05-01", "2027-05-02")).toBe("2028-05-01");
    expect(nextDate("05-01", "2026-11-24")).toBe("2027-05-01");
  });
});
