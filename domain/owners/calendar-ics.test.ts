import { describe, expect, it } from "vitest";
import { yachtCalendarIcs } from "./calendar-ics.ts";

describe("the owner's calendar feed", () => {
  it("lists bookings and blocks as all-day events ending the day after the last", () => {
    const ics = yachtCalendarIcs({
      yachtName: "Nerpa",
      host: "baikal.example",
      now: new Date("2026-06-01T10:00:00Z"),
      entries: [
        {
          kind: "booking",
          id: "b1",
          startDate: "2026-07-01",
          endDate: "2026-07-03",
          status: "confirmed",
          contact: "Anna",
        },
        { kind: "block", id: 7, startDate: "2026-07-10", endDate: "2026-07-10", note: "Yard, hull" },
      ],
    });
    expect(ics).toContain("BEGIN:VCALENDAR\r\n");
    expect(ics).toContain("UID:booking-b1@baikal.example\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20260701\r\nDTEND;VALUE=DATE:20260704\r\n");
    expect(ics).toContain("SUMMARY:Nerpa: blocked (Yard\\, hull)\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20260711\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
