import {
  bookingOutboxKinds,
  type DeviceBooking,
  type LocalState,
  localState,
} from "../../../../domain/bookings/device.ts";
import type { TripPackage, Yacht } from "../../../../domain/catalogue/types.ts";
import { db } from "../../../lib/device/db.ts";
import { useLiveQuery } from "../../../lib/use-live-query.ts";

/**
 * The user's bookings as /bookings shows them, live from the device: the server's copy and the
 * requests still on this device with where each stands (read from its outbox item), the yachts
 * the device knows, for their pictures, and the trips that places were booked on, for their titles.
 */
export type MyBookings = {
  bookings: DeviceBooking[];
  local: ReadonlyMap<string, LocalState>;
  yachts: ReadonlyMap<string, Yacht>;
  trips: ReadonlyMap<string, TripPackage>;
};

export function useMyBookings(userId: string): MyBookings | undefined {
  return useLiveQuery(async () => {
    const [rows, items] = await Promise.all([
      db.bookings.where("customerId").equals(userId).toArray(),
      db.outbox
        .where("kind")
        .anyOf([...bookingOutboxKinds])
        .toArray(),
    ]);
    const byKey = new Map(items.map((item) => [item.id, item]));
    const local = new Map<string, LocalState>();
    const bookings = rows.filter((row) => {
      if (!row.localKey) return true;
      const state = localState(byKey.get(row.localKey));
      // Accepted: the server's booking takes its place in a moment.
      if (state.state === "sent") return false;
      local.set(row.id, state);
      return true;
    });
    const yachts = (await db.yachts.bulkGet([...new Set(bookings.map((b) => b.yachtId))])).filter(
      (yacht) => yacht !== undefined,
    );
    const tripIds = [...new Set(bookings.map((b) => b.tripId))].filter((id): id is string => id !== null);
    const trips = (await db.trips.bulkGet(tripIds)).filter((trip) => trip !== undefined);
    return {
      bookings,
      local,
      yachts: new Map(yachts.map((yacht) => [yacht.id, yacht])),
      trips: new Map(trips.map((trip) => [trip.id, trip])),
    };
  }, [userId]);
}
