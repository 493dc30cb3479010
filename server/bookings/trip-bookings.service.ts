import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { bm, bookingMessages } from "../../domain/bookings/messages.ts";
import { BOOKING_REQUEST_TTL_MS } from "../../domain/bookings/rules.ts";
import { checkTripBooking, placesLeft, priceTripBooking, type TripBookingRequest } from "../../domain/bookings/trip.ts";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import { bookings, tripPackages, type UserRow, yachtBlocks, yachts } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import type { Change } from "./bookings.service.ts";
import { BOOKING_LOCK_SPACE, datesUnavailable } from "./bookings.service.ts";

/**
 * Places on a trip package (decision 073, api.md "Trip packages booked"). Under the trip yacht's
 * lock (the one yacht requests take): the yacht is held for the trip's days by a block, no yacht
 * request may hold any of them, and the trip's pending and confirmed places never pass its capacity.
 * A trip booking waits for its payment like a request waits for its owner; paid, it is confirmed.
 */
const live = ["pending", "confirmed"] as const;

const unknownTrip = () =>
  new ApiError(400, "invalid_input", bookingMessages.unknownTrip, { fields: { tripId: bm.unknownTrip } });

/** Places taken on a trip by pending and confirmed bookings. */
export async function placesTaken(db: Db | Tx, tripId: string): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${bookings.guests}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.kind, "trip"), eq(bookings.tripId, tripId), inArray(bookings.status, [...live])));
  return row?.taken ?? 0;
}

/** GET /api/trips/{id}/places: the trip's capacity and the places left now. */
export async function tripPlaces(db: Db, tripId: string) {
  const [trip] = await db.select().from(tripPackages).where(eq(tripPackages.id, tripId));
  if (!trip) return null;
  return {
    tripId: trip.id,
    capacity: trip.capacity,
    placesLeft: placesLeft(trip.capacity, await placesTaken(db, trip.id)),
  };
}

/**
 * The trip's yacht is kept for the trip's days: a block covers them (the seed's, or one made here),
 * and a live yacht request over any of them means the yacht is not the trip's to sell.
 */
async function holdTripYacht(tx: Tx, trip: typeof tripPackages.$inferSelect, yachtId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, hashtext(${yachtId}))`);
  const [request] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.yachtId, yachtId),
        eq(bookings.kind, "request"),
        inArray(bookings.status, [...live]),
        lte(bookings.startDate, trip.endDate),
        gte(bookings.endDate, trip.startDate),
      ),
    )
    .limit(1);
  if (request) throw datesUnavailable();
  const [covering] = await tx
    .select({ id: yachtBlocks.id })
    .from(yachtBlocks)
    .where(
      and(
        eq(yachtBlocks.yachtId, yachtId),
        lte(yachtBlocks.startDate, trip.startDate),
        gte(yachtBlocks.endDate, trip.endDate),
      ),
    )
    .limit(1);
  if (!covering) {
    await tx
      .insert(yachtBlocks)
      .values({ yachtId, startDate: trip.startDate, endDate: trip.endDate, reason: `trip:${trip.id}` });
  }
}

export async function createTripBooking(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  request: TripBookingRequest,
): Promise<Change> {
  const now = deps.clock();
  const [trip] = await tx.select().from(tripPackages).where(eq(tripPackages.id, request.tripId));
  if (!trip?.yachtId) throw unknownTrip();
  const [yacht] = await tx.select().from(yachts).where(eq(yachts.id, trip.yachtId));
  if (!yacht) throw unknownTrip();
  await holdTripYacht(tx, trip, yacht.id);
  const taken = await placesTaken(tx, trip.id);
  const fields = checkTripBooking(request, trip, { today: lakeToday(now), taken });
  if (fields.tripId) throw new ApiError(409, "trip_started", bookingMessages.tripStarted, { fields });
  if (fields.guests) {
    throw new ApiError(409, "trip_full", bookingMessages.tripFull, { fields });
  }
  const currency = trip.currency as Currency;
  const price = priceTripBooking(
    {
      startDate: trip.startDate,
      endDate: trip.endDate,
      capacity: trip.capacity,
      totalPrice: { amount: trip.totalPriceMinor, currency },
    },
    request.guests,
  );
  const id = randomUUID();
  const [row] = await tx
    .insert(bookings)
    .values({
      id,
      kind: "trip",
      tripId: trip.id,
      yachtId: yacht.id,
      customerId: user.id,
      startDate: trip.startDate,
      endDate: trip.endDate,
      guests: request.guests,
      withCaptain: true,
      extras: [],
      contactName: request.contactName,
      email: request.email,
      phone: request.phone,
      specialRequests: request.specialRequests,
      priceLines: price.lines,
      totalMinor: price.total.amount,
      currency: price.total.currency,
      // Places wait this long for their payment, then go back to the trip.
      expiresAt: new Date(now.getTime() + BOOKING_REQUEST_TTL_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("insert returned no booking");
  const record = { row, yacht: { name: yacht.name, listing: yacht.listing, ownerId: yacht.ownerId } };
  // The customer and whoever answers for the yacht hear that the places are held for payment.
  return { record, notices: [{ event: "requested", bookingId: row.id }] };
}
