import { describe, expect, it } from "vitest";
import { effectiveStatus, groupHistory } from "./history.ts";
import type { BookingStatus } from "./types.ts";

const today = "2027-06-10";
const booking = (id: string, status: BookingStatus, startDate: string, endDate: string) => ({
  id,
  status,
  startDate,
  endDate,
});

describe("groupHistory", () => {
  it("puts requests and confirmed stays ahead in upcoming, soonest first", () => {
    const groups = groupHistory(
      [
        booking("later", "confirmed", "2027-07-01", "2027-07-03"),
        booking("soon", "pending", "2027-06-12", "2027-06-12"),
        booking("now", "confirmed", "2027-06-09", "2027-06-11"),
      ],
      today,
    );
    expect(groups.upcoming.map((b) => b.id)).toEqual(["now", "soon", "later"]);
  });

  it("moves finished stays to past and cancelled ones to cancelled, most recent first", () => {
    const groups = groupHistory(
      [
        booking("old", "completed", "2027-05-01", "2027-05-02"),
        booking("done", "confirmed", "2027-06-01", "2027-06-03"),
        booking("declined", "cancelled", "2027-06-20", "2027-06-21"),
        booking("expired", "cancelled", "2027-06-25", "2027-06-26"),
      ],
      today,
    );
    expect(groups.past.map((b) => b.id)).toEqual(["done", "old"]);
    expect(groups.cancelled.map((b) => b.id)).toEqual(["expired", "declined"]);
    expect(groups.upcoming).toEqual([]);
  });

  it("shows a confirmed stay that has ended as completed", () => {
    expect(effectiveStatus(booking("x", "confirmed", "2027-06-01", "2027-06-09"), today)).toBe("completed");
    expect(effectiveStatus(booking("x", "confirmed", "2027-06-01", "2027-06-10"), today)).toBe("confirmed");
  });
});
