import { and, asc, eq } from "drizzle-orm";
import type { BlockInput, OwnerBlock } from "../../domain/owners/blocks.ts";
import { ownerMessages as m } from "../../domain/owners/messages.ts";
import { bookedRanges } from "../catalogue/availability.service.ts";
import type { Db, Tx } from "../db/client.ts";
import { ownerYachts, yachtBlocks, yachts } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/**
 * The owner's blocks of days on a listed yacht: written to the catalogue's yacht_blocks, which the
 * customers' availability already reads, so a block shows on the same calendar at once.
 */
async function ownListedYacht(db: Db | Tx, ownerId: string, yachtId: string): Promise<void> {
  const [own] = await db
    .select({ id: ownerYachts.id })
    .from(ownerYachts)
    .where(and(eq(ownerYachts.id, yachtId), eq(ownerYachts.ownerId, ownerId)));
  if (!own) throw new ApiError(404, "not_found", m.notFound);
  const [listed] = await db.select({ id: yachts.id }).from(yachts).where(eq(yachts.id, yachtId));
  if (!listed) throw new ApiError(409, "not_listed", m.notListed);
}

const toBlock = (row: typeof yachtBlocks.$inferSelect): OwnerBlock => ({
  id: row.id,
  yachtId: row.yachtId,
  startDate: row.startDate,
  endDate: row.endDate,
  note: row.reason,
});

export async function listBlocks(db: Db, ownerId: string, yachtId: string): Promise<OwnerBlock[]> {
  await ownListedYacht(db, ownerId, yachtId);
  const rows = await db
    .select()
    .from(yachtBlocks)
    .where(eq(yachtBlocks.yachtId, yachtId))
    .orderBy(asc(yachtBlocks.startDate));
  return rows.map(toBlock);
}

/** Refused over a pending or confirmed booking: the customer holds those days. */
export async function addBlock(tx: Tx, ownerId: string, yachtId: string, input: BlockInput): Promise<OwnerBlock> {
  await ownListedYacht(tx, ownerId, yachtId);
  // The yacht's row is locked so a booking made at the same moment cannot slip under the block.
  await tx.select({ id: yachts.id }).from(yachts).where(eq(yachts.id, yachtId)).for("update");
  const taken = await bookedRanges(tx as unknown as Db, yachtId, input.startDate, input.endDate);
  if (taken.length) throw new ApiError(409, "dates_booked", m.blockOverBooking);
  const [row] = await tx
    .insert(yachtBlocks)
    .values({ yachtId, startDate: input.startDate, endDate: input.endDate, reason: input.note })
    .returning();
  return toBlock(row as typeof yachtBlocks.$inferSelect);
}

export async function removeBlock(tx: Tx, ownerId: string, yachtId: string, blockId: number): Promise<{ id: number }> {
  await ownListedYacht(tx, ownerId, yachtId);
  const deleted = await tx
    .delete(yachtBlocks)
    .where(and(eq(yachtBlocks.id, blockId), eq(yachtBlocks.yachtId, yachtId)))
    .returning({ id: yachtBlocks.id });
  if (!deleted.length) throw new ApiError(404, "not_found", m.blockNotFound);
  return { id: blockId };
}
