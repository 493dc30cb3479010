import * as v from "valibot";
import type { TripPackage, YachtSummary } from "../catalogue/types.ts";
import type { OutboxItem } from "../outbox/outbox.ts";
import { priceBooking } from "./pricing.ts";
import { type BookingRequest, bookingRequestSchema } from "./rules.ts";
import { priceTripBooking, type TripBookingRequest, tripBookingRequestSchema } from "./trip.ts";
import { type Booking, bookingStatuses, paymentStatuses } from "./types.ts";

/**
 * The user's bookings as the device keeps them (issue 5): the server's copy, plus a placeholder
 * for each request made on this device that the server has not answered yet. A placeholder is
 * keyed by its outbox item (the Idempotency-Key); its state (waiting, log in to send, failed) is
 * read from that item, so it can never disagree with what the outbox will do. Pure rules: the web
 * app applies them to its Dexie tables.
 */
export type DeviceBooking = Booking & {
  /** Set on a placeholder: the Idempotency-Key of the outbox item that carries the request. */
  localKey?: string;
};

export type LocalState =
  | { state: "waiting" }
  | { state: "needs_auth" }
  | { state: "failed"; code: string | null; message: string }
  /** Accepted by the server; the placeholder is about to be replaced by the booking. */
  | { state: "sent" };

export const BOOKING_OUTBOX_PATH = "/api/bookings";
const LOCAL_PREFIX = "local:";

export const placeholderId = (key: string) => `${LOCAL_PREFIX}${key}`;

type PlaceholderYacht = Pick<YachtSummary, "id" | "name" | "listing" | "pricePerDay" | "captain" | "captainPerDay">;

/** A booking shaped from a request that waits on the device, priced as the server will price it. */
export function placeholderBooking(input: {
  key: string;
  request: BookingRequest;
  yacht: PlaceholderYacht;
  customerId: string;
  createdAt: string;
}): DeviceBooking {
  const { key, request, yacht, customerId, createdAt } = input;
  const price = priceBooking(yacht, request);
  return {
    id: placeholderId(key),
    localKey: key,
    kind: yacht.listing === "partner" ? "handoff" : "request",
    yachtId: yacht.id,
    yachtName: yacht.name,
    listing: yacht.listing,
    tripId: null,
    startDate: request.startDate,
    endDate: request.endDate,
    days: price.days,
    guests: request.guests,
    withCaptain: price.lines.some((line) => line.kind === "captain"),
    extras: request.extras.filter((extra) => extra !== "captain"),
    contactName: request.contactName,
    email: request.email,
    phone: request.phone,
    specialRequests: request.specialRequests,
    lines: price.lines,
    total: price.total,
    status: "pending",
    paymentStatus: "pending",
    paymentMethod: null,
    cancelReason: null,
    ownerNote: null,
    handoffUrl: null,
    expiresAt: null,
    customerId,
    createdAt,
    updatedAt: createdAt,
  };
}

export type PlaceholderTrip = Pick<
  TripPackage,
  "id" | "yachtId" | "yachtName" | "startDate" | "endDate" | "totalPrice" | "capacity"
>;

/**
 * Places on a trip that wait on the device (decision 073), shaped as the server will answer them:
 * the trip's dates and yacht, priced per guest, waiting for payment once sent.
 */
export function placeholderTripBooking(input: {
  key: string;
  request: TripBookingRequest;
  trip: PlaceholderTrip & { yachtId: string };
  listing: YachtSummary["listing"];
  customerId: string;
  createdAt: string;
}): DeviceBooking {
  const { key, request, trip, listing, customerId, createdAt } = input;
  const price = priceTripBooking(trip, request.guests);
  return {
    id: placeholderId(key),
    localKey: key,
    kind: "trip",
    yachtId: trip.yachtId,
    yachtName: trip.yachtName,
    listing,
    tripId: trip.id,
    startDate: trip.startDate,
    endDate: trip.endDate,
    days: price.days,
    guests: request.guests,
    withCaptain: true,
    extras: [],
    contactName: request.contactName,
    email: request.email,
    phone: request.phone,
    specialRequests: request.specialRequests,
    lines: price.lines,
    total: price.total,
    status: "pending",
    paymentStatus: "pending",
    paymentMethod: null,
    cancelReason: null,
    ownerNote: null,
    handoffUrl: null,
    expiresAt: null,
    customerId,
    createdAt,
    updatedAt: createdAt,
  };
}

/** What the outbox item of a placeholder says about it. A missing item counts as waiting. */
export function localState(item: OutboxItem | undefined): LocalState {
  switch (item?.status) {
    case "needs_auth":
      return { state: "needs_auth" };
    case "failed":
      return { state: "failed", code: item.lastError?.code ?? null, message: item.lastError?.message ?? "" };
    case "done":
      return { state: "sent" };
    default:
      return { state: "waiting" };
  }
}

export function isBooking(value: unknown): value is Booking {
  if (typeof value !== "object" || value === null) return false;
  const b = value as Record<string, unknown>;
  return (
    typeof b.id === "string" &&
    typeof b.yachtId === "string" &&
    (bookingStatuses as readonly unknown[]).includes(b.status) &&
    (paymentStatuses as readonly unknown[]).includes(b.paymentStatus)
  );
}

/** The request an outbox item carries, or null when it is not a booking request. */
export function requestOf(item: OutboxItem): BookingRequest | null {
  if (item.kind !== "booking") return null;
  const parsed = v.safeParse(bookingRequestSchema, item.body);
  return parsed.success ? parsed.output : null;
}

/** The places on a trip an outbox item carries, or null when it carries none. */
export function tripRequestOf(item: OutboxItem): TripBookingRequest | null {
  if (item.kind !== "trip_booking") return null;
  const parsed = v.safeParse(tripBookingRequestSchema, item.body);
  return parsed.success ? parsed.output : null;
}

/** Outbox kinds whose items are bookings waiting on the device. */
export const bookingOutboxKinds = ["booking", "trip_booking"] as const;
const isBookingItem = (item: OutboxItem) => (bookingOutboxKinds as readonly string[]).includes(item.kind);

export type DevicePlan = { put: DeviceBooking[]; remove: string[] };

const newer = (next: Booking, current: Booking | undefined) => !current || next.updatedAt >= current.updatedAt;
/** An outbox item's answer is put only when the device holds neither it nor a later state: written once. */
const notHeld = (next: Booking, current: Booking | undefined) => !current || next.updatedAt > current.updatedAt;

/**
 * Brings the device copy in line with the outbox: a waiting, refused or log-in-needing request
 * has its placeholder; an accepted one is replaced by the server's booking (unless the device
 * already holds that state of it or a newer one); a placeholder whose item is gone is dropped.
 */
export function reconcileWithOutbox(input: {
  rows: readonly DeviceBooking[];
  items: readonly OutboxItem[];
  yachts: ReadonlyMap<string, PlaceholderYacht>;
  /** The trips the device knows, for places on a trip that wait. */
  trips?: ReadonlyMap<string, PlaceholderTrip>;
  customerId: string | null;
}): DevicePlan {
  const byId = new Map(input.rows.map((row) => [row.id, row]));
  const plan: DevicePlan = { put: [], remove: [] };
  const keys = new Set<string>();
  for (const item of input.items) {
    if (!isBookingItem(item)) continue;
    keys.add(item.id);
    const id = placeholderId(item.id);
    if (item.status === "done") {
      if (byId.has(id)) plan.remove.push(id);
      if (isBooking(item.result) && notHeld(item.result, byId.get(item.result.id))) plan.put.push(item.result);
      continue;
    }
    if (byId.has(id) || !input.customerId) continue;
    const placeholder = placeholderOf(item, input.yachts, input.trips, input.customerId);
    if (placeholder) plan.put.push(placeholder);
  }
  for (const row of input.rows) {
    if (row.localKey && !keys.has(row.localKey) && !plan.remove.includes(row.id)) plan.remove.push(row.id);
  }
  return plan;
}

function placeholderOf(
  item: OutboxItem,
  yachts: ReadonlyMap<string, PlaceholderYacht>,
  trips: ReadonlyMap<string, PlaceholderTrip> | undefined,
  customerId: string,
): DeviceBooking | null {
  if (item.kind === "trip_booking") {
    const request = tripRequestOf(item);
    const trip = request ? trips?.get(request.tripId) : undefined;
    if (!request || !trip?.yachtId) return null;
    const listing = yachts.get(trip.yachtId)?.listing ?? "owner";
    return placeholderTripBooking({
      key: item.id,
      request,
      trip: { ...trip, yachtId: trip.yachtId },
      listing,
      customerId,
      createdAt: item.createdAt,
    });
  }
  const request = requestOf(item);
  const yacht = request ? yachts.get(request.yachtId) : undefined;
  if (!request || !yacht) return null;
  return placeholderBooking({ key: item.id, request, yacht, customerId, createdAt: item.createdAt });
}

/**
 * What one settled booking request changes on the device: once accepted, the server's booking
 * replaces its placeholder, unless the device already holds that state of it or a newer one (a
 * replayed answer is the first one). Refused or waiting for a login, nothing: the placeholder reads
 * its state from the item. `rows` are the device's rows of this request (placeholder, booking).
 */
export function settledRequest(rows: readonly DeviceBooking[], item: OutboxItem): DevicePlan {
  const plan: DevicePlan = { put: [], remove: [] };
  if (!isBookingItem(item) || item.status !== "done") return plan;
  const id = placeholderId(item.id);
  if (rows.some((row) => row.id === id)) plan.remove.push(id);
  const booking = item.result;
  if (!isBooking(booking)) return plan;
  const current = rows.find((row) => row.id === booking.id);
  if (notHeld(booking, current)) plan.put.push(booking);
  return plan;
}

/**
 * The server's list of the user's bookings replaces its earlier copy: rows it no longer lists go,
 * placeholders stay (their outbox items decide about them), and a row the device holds in a newer
 * state than the list (changed while the list was on its way) is kept.
 */
export function mergeServerList(rows: readonly DeviceBooking[], server: readonly Booking[]): DevicePlan {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = new Set(server.map((b) => b.id));
  return {
    put: server.filter((b) => newer(b, byId.get(b.id))),
    remove: rows.filter((row) => !row.localKey && !listed.has(row.id)).map((row) => row.id),
  };
}
