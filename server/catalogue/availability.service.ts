import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { type DateRange, mergeRanges } from "../../domain/catalogue/availability.ts";
import type { Db } from "../db/client.ts";
import { bookings, yachtBlocks } from "../db/schema/index.ts";

/**
 * Days a yacht is taken (api.md): owner blocks, and pending or confirmed booking requests (a
 * partner hand-off holds no dates here). Read on every call, never cached: a booking made or
 * cancelled a moment ago shows at once.
 */
export async function ownerBlocks(db: Db, yachtId: string, from: string, to: string): Promise<DateRange[]> {
  const rows = await db
    .select({ start: yachtBlocks.startDate, end: yachtBlocks.endDate })
    .from(yachtBlocks)
    .where(and(eq(yachtBlocks.yachtId, yachtId), lte(yachtBlocks.startDate, to), gte(yachtBlocks.endDate, from)));
  return rows;
}

export async function bookedRanges(db: Db, yachtId: string, from: string, to: string): Promise<DateRange[]> {
  return db
    .select({ start: bookings.startDate, end: bookings.endDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.yachtId, yachtId),
        eq(bookings.kind, "request"),
        inArray(bookings.status, ["pending", "confirmed"]),
        lte(bookings.startDate, to),
        gte(bookings.endDate, from),
      ),
    );
}

export async function busyRanges(db: Db, yachtId: string, from: string, to: string): Promise<DateRange[]> {
  const [blocks, bookings] = await Promise.all([
    ownerBlocks(db, yachtId, from, to),
    bookedRanges(db, yachtId, from, to),
  ]);
  return mergeRanges([...blocks, ...bookings], from, to);
}
