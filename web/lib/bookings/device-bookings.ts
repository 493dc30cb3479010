import {
  BOOKING_OUTBOX_PATH,
  bookingOutboxKinds,
  type DevicePlan,
  mergeServerList,
  placeholderBooking,
  placeholderId,
  placeholderTripBooking,
  reconcileWithOutbox,
  settledRequest,
  tripRequestOf,
} from "../../../domain/bookings/device.ts";
import type { BookingRequest } from "../../../domain/bookings/rules.ts";
import type { Booking } from "../../../domain/bookings/types.ts";
import type { YachtSummary } from "../../../domain/catalogue/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { ApiError, api, NetworkError } from "../api.ts";
import { db } from "../device/db.ts";
import { refreshWaiting } from "../outbox/outbox.ts";
import { atom, store } from "../store.ts";

/**
 * The signed-in user's bookings on this device (Dexie `bookings`): the server's list, refreshed
 * when it can be, and placeholders of requests waiting in the outbox. Screens read the table live;
 * this module is the only writer. Never fetch inside a Dexie transaction: fetch, then write.
 */
export type BookingsRefresh = {
  phase: "idle" | "loading" | "error";
  /** When the server's list was last read on this device (this page session). */
  lastSuccessAt: number | null;
};

export const bookingsRefreshAtom = atom<BookingsRefresh>({ phase: "idle", lastSuccessAt: null });

const userId = () => store.get(sessionUserAtom)?.id ?? null;

async function apply(plan: DevicePlan): Promise<void> {
  if (plan.remove.length) await db.bookings.bulkDelete(plan.remove);
  if (plan.put.length) await db.bookings.bulkPut(plan.put);
}

/** Placeholders follow the outbox: one per waiting request, replaced by the booking once accepted. */
export async function reconcileDeviceBookings(): Promise<void> {
  await db.transaction("rw", db.bookings, db.outbox, db.yachts, db.trips, async () => {
    const items = await db.outbox
      .where("kind")
      .anyOf([...bookingOutboxKinds])
      .toArray();
    const tripIds = [...new Set(items.map((item) => tripRequestOf(item)?.tripId))].filter(
      (id): id is string => typeof id === "string",
    );
    const trips = (await db.trips.bulkGet(tripIds)).filter((trip) => trip !== undefined);
    const yachtIds = [
      ...new Set([
        ...items.map((item) => (item.body as { yachtId?: unknown })?.yachtId),
        ...trips.map((trip) => trip.yachtId),
      ]),
    ].filter((id): id is string => typeof id === "string");
    const yachts = (await db.yachts.bulkGet(yachtIds)).filter((y) => y !== undefined);
    const plan = reconcileWithOutbox({
      rows: await db.bookings.toArray(),
      items,
      yachts: new Map(yachts.map((y) => [y.id, y])),
      trips: new Map(trips.map((trip) => [trip.id, trip])),
      customerId: userId(),
    });
    await apply(plan);
  });
}

let refreshing: Promise<void> | null = null;

/** Reads the user's bookings from the server into the device copy; offline or signed out, nothing. */
export function refreshMyBookings(): Promise<void> {
  if (!userId() || !navigator.onLine) return Promise.resolve();
  refreshing ??= (async () => {
    const started = store.get(bookingsRefreshAtom);
    store.set(bookingsRefreshAtom, { ...started, phase: "loading" });
    try {
      const { items } = await api<{ items: Booking[] }>("/api/bookings");
      await db.transaction("rw", db.bookings, async () => {
        await apply(mergeServerList(await db.bookings.toArray(), items));
      });
      store.set(bookingsRefreshAtom, { phase: "idle", lastSuccessAt: Date.now() });
    } catch (error) {
      // A lost connection is not a failure to show: the device copy stands.
      const quiet = error instanceof NetworkError || (error instanceof ApiError && error.status === 401);
      if (!quiet) console.warn("The bookings could not be refreshed:", error);
      store.set(bookingsRefreshAtom, { ...started, phase: quiet ? "idle" : "error" });
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * A booking request the outbox settled (sent from the flow, replayed here or by the worker): the
 * server's answer goes into the table once, in place of its placeholder, with no list read for it
 * (settle-registry.ts). Another person's request (settled after a logout) is left alone.
 */
export async function settleBookingRequest(item: OutboxItem): Promise<void> {
  const customerId = userId();
  const result = item.result as { id?: unknown; customerId?: unknown } | undefined;
  if (!customerId || typeof result?.id !== "string" || result.customerId !== customerId) return;
  const rowIds = [placeholderId(item.id), result.id];
  await db.transaction("rw", db.bookings, async () => {
    const rows = (await db.bookings.bulkGet(rowIds)).filter((row) => row !== undefined);
    await apply(settledRequest(rows, item));
  });
}

/** A booking the server just answered with (paid, cancelled, accepted). */
export async function keepBooking(booking: Booking): Promise<void> {
  await db.bookings.put(booking);
}

/** A request that went to the outbox shows at once, before any replay. */
export async function keepWaitingRequest(input: {
  item: OutboxItem;
  request: BookingRequest;
  yacht: YachtSummary;
}): Promise<void> {
  const customerId = userId();
  if (!customerId) return;
  await db.bookings.put(
    placeholderBooking({
      key: input.item.id,
      request: input.request,
      yacht: input.yacht,
      customerId,
      createdAt: input.item.createdAt,
    }),
  );
}

/** Places on a trip that went to the outbox show in My bookings at once, before any replay. */
export async function keepWaitingTripRequest(item: OutboxItem): Promise<void> {
  const customerId = userId();
  const request = tripRequestOf(item);
  if (!customerId || !request) return;
  const trip = await db.trips.get(request.tripId);
  if (!trip?.yachtId) return;
  const yacht = await db.yachts.get(trip.yachtId);
  await db.bookings.put(
    placeholderTripBooking({
      key: item.id,
      request,
      trip: { ...trip, yachtId: trip.yachtId },
      listing: yacht?.listing ?? "owner",
      customerId,
      createdAt: item.createdAt,
    }),
  );
}

/** The user let a refused request go (or made a new one instead): its item and placeholder leave. */
export async function discardLocalRequest(key: string): Promise<void> {
  await db.transaction("rw", db.bookings, db.outbox, async () => {
    await db.outbox.delete(key);
    await db.bookings.delete(placeholderId(key));
  });
  await refreshWaiting();
}

/** The session ended: the device forgets whose bookings it held. */
export async function dropDeviceBookings(): Promise<void> {
  await db.bookings.clear();
}

/**
 * On logout, requests not yet accepted leave with their author: replayed later they would be sent
 * with whoever logs in next (decision record 050).
 */
export async function forgetUnsentRequests(): Promise<void> {
  await db.transaction("rw", db.bookings, db.outbox, async () => {
    await unsentRequests().delete();
    await db.bookings.clear();
  });
  await refreshWaiting();
}

/** How many booking requests wait in the outbox: logging out would delete them, so it asks first. */
export function countUnsentRequests(): Promise<number> {
  return unsentRequests().count();
}

const unsentRequests = () =>
  db.outbox
    .where("kind")
    .equals("booking")
    .filter((item) => item.path === BOOKING_OUTBOX_PATH && item.status !== "done");
