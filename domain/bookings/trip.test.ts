import { describe, expect, it } from "vitest";
import { checkTripBooking, isTripBookingBody, placesLeft, priceTripBooking } from "./trip.ts";

const trip = {
  startDate: "2027-07-10",
  endDate: "2027-07-11",
  capacity: 8,
  totalPrice: { amount: 240_000, currency: "USD" as const },
};

describe("places on a trip package (decision 073)", () => {
  it("prices the package per guest, all-in, with the yacht and captain included for the trip's days", () => {
    const price = priceTripBooking(trip, 3);
    expect(price.total).toEqual({ amount: 720_000, currency: "USD" });
    expect(price.days).toBe(2);
    expect(price.lines.map((l) => [l.kind, l.quantity, l.amount.amount, l.included])).toEqual([
      ["trip", 3, 720_000, false],
      ["yacht", 2, 0, true],
      ["captain", 2, 0, true],
    ]);
  });

  it("counts places left and refuses more guests, or a trip that has begun", () => {
    expect(placesLeft(8, 5)).toBe(3);
    expect(placesLeft(8, 9)).toBe(0);
    expect(checkTripBooking({ guests: 3 }, trip, { today: "2027-07-01", taken: 5 })).toEqual({});
    expect(checkTripBooking({ guests: 4 }, trip, { today: "2027-07-01", taken: 5 })).toEqual({
      guests: "booking.trip_full",
    });
    expect(checkTripBooking({ guests: 1 }, trip, { today: "2027-07-10", taken: 0 })).toEqual({
      tripId: "booking.trip_started",
    });
  });

  it("tells a trip's body from a yacht's by its tripId", () => {
    expect(isTripBookingBody({ tripId: "x" })).toBe(true);
    expect(isTripBookingBody({ yachtId: "x" })).toBe(false);
    expect(isTripBookingBody([{ tripId: "x" }])).toBe(false);
    expect(isTripBookingBody(null)).toBe(false);
  });
});
