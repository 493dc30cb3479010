import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { lakeToday } from "../catalogue/availability.ts";
import { bm } from "./messages.ts";
import { bookingRequestSchema, checkBookingRules } from "./rules.ts";

const valid = {
  yachtId: "sarma",
  startDate: "2027-06-03",
  endDate: "2027-06-05",
  guests: 4,
  withCaptain: true,
  extras: ["catering"],
  contactName: "Anna Petrova",
  email: "anna@example.ru",
  phone: "+7 914 000-00-00",
};
const context = { today: "2027-06-01", yacht: { capacity: 8, captain: "optional" as const } };
const fieldsOf = (body: unknown) => {
  const result = v.safeParse(bookingRequestSchema, body);
  if (result.success) return checkBookingRules(result.output, context);
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe("bookingRequestSchema and checkBookingRules", () => {
  it("accepts a complete request and drops a client-sent price", () => {
    const result = v.parse(bookingRequestSchema, { ...valid, total: { amount: 1, currency: "RUB" } });
    expect(result).not.toHaveProperty("total");
    expect(result.specialRequests).toBeNull();
    expect(checkBookingRules(result, context)).toEqual({});
  });

  it.each([
    [{ startDate: "2027-13-40" }, "startDate", bm.chooseDate],
    [{ startDate: "2027-05-31" }, "startDate", bm.startPast],
    [{ startDate: "2028-06-05", endDate: "2028-06-06" }, "startDate", bm.tooFarAhead],
    [{ endDate: "2027-06-02" }, "endDate", bm.endBeforeStart],
    [{ endDate: "2027-07-03" }, "endDate", bm.tooLong],
    [{ guests: 0 }, "guests", bm.guestsMin],
    [{ guests: 2.5 }, "guests", bm.guestsWhole],
    [{ guests: "4" }, "guests", bm.guestsWhole],
    [{ guests: 9 }, "guests", bm.guestsOverCapacity],
    [{ extras: ["champagne"] }, "extras.0", bm.unknownExtra],
    [{ contactName: " " }, "contactName", bm.contactName],
    [{ email: "anna@" }, "email", bm.email],
    [{ phone: "call me" }, "phone", bm.phone],
    [{ specialRequests: "x".repeat(1001) }, "specialRequests", bm.requestsTooLong],
    [{ withCaptain: "yes" }, "withCaptain", bm.yesOrNo],
    [{ yachtId: "" }, "yachtId", bm.unknownYacht],
  ])("refuses %j on %s", (change, field, message) => {
    expect(fieldsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it("allows a stay of exactly 30 days and a one-day charter", () => {
    expect(fieldsOf({ ...valid, endDate: "2027-07-02" })).toEqual({});
    expect(fieldsOf({ ...valid, endDate: valid.startDate })).toEqual({});
  });

  it("requires a captain where the yacht sails only with its own", () => {
    const request = v.parse(bookingRequestSchema, { ...valid, withCaptain: false, extras: [] });
    const fields = checkBookingRules(request, { ...context, yacht: { capacity: 8, captain: "included" } });
    expect(fields.withCaptain).toBe(bm.captainRequired);
  });
});

describe("lakeToday", () => {
  it("is already tomorrow on the lake late in the UTC evening", () => {
    expect(lakeToday(new Date("2027-06-01T17:00:00Z"))).toBe("2027-06-02");
    expect(lakeToday(new Date("2027-06-01T15:59:00Z"))).toBe("2027-06-01");
  });
});
