import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { hasRole } from "../../domain/accounts/roles.ts";
import { charterDays } from "../../domain/bookings/pricing.ts";
import type { Booking } from "../../domain/bookings/types.ts";
import type { ListingKind } from "../../domain/catalogue/types.ts";
import type { Localized } from "../../domain/shared/localized.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { Db, Tx } from "../db/client.ts";
import { type BookingRow, bookings, type UserRow, yachts } from "../db/schema/index.ts";
import { isUuid } from "../http/ids.ts";

/**
 * Bookings read with the yacht they are for (its name, listing and who answers for it), and their
 * shape in the API (domain/bookings/types.ts).
 */
export type YachtOfBooking = { name: Localized; listing: ListingKind; ownerId: string | null };
export type BookingRecord = { row: BookingRow; yacht: YachtOfBooking };

type Reader = Db | Tx;

const columns = {
  row: bookings,
  yacht: { name: yachts.name, listing: yachts.listing, ownerId: yachts.ownerId },
};

async function select(db: Reader, where: SQL | undefined, lock = false): Promise<BookingRecord[]> {
  const query = db
    .select(columns)
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  // Locks the booking only: a yacht row stays free for the catalogue's writers.
  return lock ? query.for("update", { of: bookings }) : query;
}

/** One booking, or null for an unknown id (a malformed id is unknown too). */
export async function findBooking(db: Reader, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const [record] = await select(db, eq(bookings.id, id), options.lock);
  return record ?? null;
}

/** The caller's own bookings, newest first. */
export function bookingsOf(db: Reader, customerId: string) {
  return select(db, eq(bookings.customerId, customerId));
}

/**
 * Requests for the yachts a user answers for: those they own and, for admins, the portal's own
 * fleet (yachts without an owner). Partner hand-offs are nobody's to answer.
 */
export function incomingFor(db: Reader, user: UserRow) {
  const answered = hasRole(user, "admin")
    ? or(eq(yachts.ownerId, user.id), isNull(yachts.ownerId))
    : eq(yachts.ownerId, user.id);
  return select(db, and(eq(bookings.kind, "request"), answered));
}

export function toBooking({ row, yacht }: BookingRecord): Booking {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    kind: row.kind,
    yachtId: row.yachtId,
    yachtName: yacht.name,
    listing: yacht.listing,
    tripId: row.tripId,
    startDate: row.startDate,
    endDate: row.endDate,
    days: charterDays(row.startDate, row.endDate),
    guests: row.guests,
    withCaptain: row.withCaptain,
    extras: row.extras,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    specialRequests: row.specialRequests,
    lines: row.priceLines,
    total: { amount: row.totalMinor, currency },
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    cancelReason: row.cancelReason,
    ownerNote: row.ownerNote,
    handoffUrl: row.handoffUrl,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
