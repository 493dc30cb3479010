import * as v from "valibot";
import type { TripPackage } from "../catalogue/types.ts";
import { type Money, multiplyMoney } from "../shared/money.ts";
import { bm } from "./messages.ts";
import { charterDays } from "./pricing.ts";
import { bookingRequestSchema } from "./rules.ts";
import type { PriceBreakdown } from "./types.ts";

/**
 * Places on a trip package, booked like a yacht (decision 073; api.md "Trip packages booked"): the
 * trip gives the dates and the yacht, the guests take places of its capacity, and a place costs the
 * package's total (the whole yacht for the trip: its day price times the days) shared by a full
 * boat, in USD, all-in: the yacht and its captain for the trip's days are lines of it that cost
 * nothing extra.
 */
const fields = bookingRequestSchema.entries;

export const tripBookingRequestSchema = v.object({
  tripId: v.pipe(v.string(bm.unknownTrip), v.trim(), v.nonEmpty(bm.unknownTrip), v.maxLength(80, bm.unknownTrip)),
  guests: fields.guests,
  contactName: fields.contactName,
  email: fields.email,
  phone: fields.phone,
  specialRequests: fields.specialRequests,
});
export type TripBookingRequestInput = v.InferInput<typeof tripBookingRequestSchema>;
export type TripBookingRequest = v.InferOutput<typeof tripBookingRequestSchema>;

/** A body for places on a trip (it names `tripId`) rather than a yacht's dates. */
export function isTripBookingBody(body: unknown): boolean {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "tripId" in body;
}

/** Places not yet taken by pending or confirmed bookings of the trip. */
export function placesLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

export type PricedTrip = Pick<TripPackage, "startDate" | "endDate" | "totalPrice" | "capacity">;

/** A minor unit's worth of whole currency units: a place's price is rounded up to a whole dollar. */
const WHOLE = 100;

/**
 * One place on the trip: the package's total shared by its capacity, rounded up to a whole unit so
 * a full boat never pays less than the package (decision 073, amended).
 */
export function tripPlacePrice(trip: Pick<TripPackage, "totalPrice" | "capacity">): Money {
  const places = Math.max(1, trip.capacity);
  return {
    amount: Math.ceil(trip.totalPrice.amount / places / WHOLE) * WHOLE,
    currency: trip.totalPrice.currency,
  };
}

/** Every line of a trip's price: the places, then what the package includes at no extra cost. */
export function priceTripBooking(trip: PricedTrip, guests: number): PriceBreakdown {
  const days = charterDays(trip.startDate, trip.endDate);
  const perGuest = tripPlacePrice(trip);
  const free: Money = { amount: 0, currency: perGuest.currency };
  const total = multiplyMoney(perGuest, guests);
  return {
    days,
    lines: [
      { kind: "trip", quantity: guests, unit: perGuest, amount: total, included: false },
      { kind: "yacht", quantity: days, unit: free, amount: free, included: true },
      { kind: "captain", quantity: days, unit: free, amount: free, included: true },
    ],
    total,
  };
}

/** The rules a shape cannot tell: the trip has not begun, and its places suffice. */
export function checkTripBooking(
  request: Pick<TripBookingRequest, "guests">,
  trip: Pick<TripPackage, "startDate" | "capacity">,
  { today, taken }: { today: string; taken: number },
): Record<string, string> {
  if (trip.startDate <= today) return { tripId: bm.tripStarted };
  if (request.guests > placesLeft(trip.capacity, taken)) return { guests: bm.tripFull };
  return {};
}
