import { and, eq, gte, lte } from "drizzle-orm";
import { type DateRange, mergeRanges } from "../../domain/catalogue/availability.ts";
import type { Db } from "../db/client.ts";
import { yachtBlocks } from "../db/schema/index.ts";

/**
 * Days a yacht is taken (api.md): owner blocks and bookings. Bookings arrive with the bookings
 * feature, which fills `bookedRanges`; everything else stays as it is.
 */
export async function ownerBlocks(db: Db, yachtId: string, from: string, to: string): Promise<DateRange[]> {
  const rows = await db
    .select({ start: yachtBlocks.startDate, end: yachtBlocks.endDate })
    .from(yachtBlocks)
    .where(and(eq(yachtBlocks.yachtId, yachtId), lte(yachtBlocks.startDate, to), gte(yachtBlocks.endDate, from)));
  return rows;
}

/** The seam for pending and confirmed bookings (issue 5); none exist before that feature. */
export async function bookedRanges(_db: Db, _yachtId: string, _from: string, _to: string): Promise<DateRange[]> {
  return [];
}

export async function busyRanges(db: Db, yachtId: string, from: string, to: string): Promise<DateRange[]> {
  const [blocks, bookings] = await Promise.all([
    ownerBlocks(db, yachtId, from, to),
    bookedRanges(db, yachtId, from, to),
  ]);
  return mergeRanges([...blocks, ...bookings], from, to);
}
