import { describe, expect, it } from "vitest";
import { revenueByMonth } from "./revenue.ts";

describe("revenue by month", () => {
  it("sums paid bookings into the months they start, with the empty months between", () => {
    const revenue = revenueByMonth([
      { startDate: "2026-07-03", totalMinor: 100_00 },
      { startDate: "2026-07-20", totalMinor: 50_00 },
      { startDate: "2026-09-01", totalMinor: 30_00 },
    ]);
    expect(revenue.total).toEqual({ amount: 180_00, currency: "RUB" });
    expect(revenue.byMonth.map((m) => [m.month, m.total.amount, m.bookings])).toEqual([
      ["2026-07", 150_00, 2],
      ["2026-08", 0, 0],
      ["2026-09", 30_00, 1],
    ]);
  });

  it("crosses a year and is empty without bookings", () => {
    expect(revenueByMonth([]).byMonth).toEqual([]);
    const months = revenueByMonth([
      { startDate: "2026-12-30", totalMinor: 1 },
      { startDate: "2027-01-02", totalMinor: 1 },
    ]).byMonth.map((m) => m.month);
    expect(months).toEqual(["2026-12", "2027-01"]);
  });
});
