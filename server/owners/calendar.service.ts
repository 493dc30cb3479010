import { randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { BusyEntry } from "../../domain/owners/calendar-ics.ts";
import { ownerMessages as m } from "../../domain/owners/messages.ts";
import type { Db } from "../db/client.ts";
import { bookings, ownerYachts, yachtBlocks } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/**
 * The private iCal feed of an owner's yacht: its URL carries a secret token kept on the listing;
 * renewing the token cuts off every copy of the old URL. A wrong token answers 404, as an unknown
 * yacht does, so the feed never says whether a yacht id exists.
 */
const notFound = () => new ApiError(404, "not_found", m.notFound);

const newToken = () => `${randomUUID()}${randomUUID()}`.replace(/-/g, "");

export async function calendarToken(db: Db, ownerId: string, yachtId: string, renew: boolean): Promise<string> {
  const where = and(eq(ownerYachts.id, yachtId), eq(ownerYachts.ownerId, ownerId));
  if (renew) {
    const [row] = await db
      .update(ownerYachts)
      .set({ calendarToken: newToken() })
      .where(where)
      .returning({ token: ownerYachts.calendarToken });
    if (!row) throw notFound();
    return row.token;
  }
  const [row] = await db.select({ token: ownerYachts.calendarToken }).from(ownerYachts).where(where);
  if (!row) throw notFound();
  return row.token;
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/** The yacht's bookings (pending, confirmed) and blocks, when the token is the listing's. */
export async function calendarEntries(db: Db, yachtId: string, token: string) {
  const [listing] = await db
    .select({ token: ownerYachts.calendarToken, listing: ownerYachts.listing })
    .from(ownerYachts)
    .where(eq(ownerYachts.id, yachtId));
  if (!listing || !sameSecret(listing.token, token)) throw notFound();
  const [booked, blocked] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.yachtId, yachtId), inArray(bookings.status, ["pending", "confirmed"]))),
    db.select().from(yachtBlocks).where(eq(yachtBlocks.yachtId, yachtId)),
  ]);
  const entries: BusyEntry[] = [
    ...booked.map(
      (b): BusyEntry => ({
        kind: "booking",
        id: b.id,
        startDate: b.startDate,
        endDate: b.endDate,
        status: b.status as "pending" | "confirmed",
        contact: b.contactName,
      }),
    ),
    ...blocked.map(
      (b): BusyEntry => ({ kind: "block", id: b.id, startDate: b.startDate, endDate: b.endDate, note: b.reason }),
    ),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { name: listing.listing.name, entries };
}
