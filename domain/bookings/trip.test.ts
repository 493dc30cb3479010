import { describe, expect, it } from "vitest";
import { checkTripBooking, isTripBookingBody, placesLeft, priceTripBooking, tripPlacePrice } from "./trip.ts";

const trip = {
  startDate: "2027-07-10",
  endDate: "2027-07-11",
  capacity: 8,
  totalPrice: { amount: 240_000, currency: "USD" as const },
};

describe("places on a trip package (decision 073)", () => {
  it("prices a place as the package shared by a full boat, all-in, with the yacht and captain included", () => {
    // $2,400 for the yacht's two days, 8 places: $300 a place.
    const price = priceTripBooking(trip, 3);
    expect(price.total).toEqual({ amount: 90_000, currency: "USD" });
    expect(price.days).toBe(2);
    expect(price.lines.map((l) => [l.kind, l.quantity, l.unit.amount, l.amount.amount, l.included])).toEqual([
      ["trip", 3, 30_000, 90_000, false],
      ["yacht", 2, 0, 0, true],
      ["captain", 2, 0, 0, true],
    ]);
  });

  it("rounds a place up to a whole dollar, so a full boat never pays less than the package", () => {
    const odd = { totalPrice: { amount: 290_000, currency: "USD" as const }, capacity: 6 };
    expect(tripPlacePrice(odd)).toEqual({ amount: 48_400, currency: "USD" });
    expect(tripPlacePrice(odd).amount * 6).toBeGreaterThanOrEqual(290_000);
    expect(tripPlacePrice({ ...odd, capacity: 0 }).amount).toBe(290_000);
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
