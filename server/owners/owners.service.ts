import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lt, lte } from "drizzle-orm";
import type { ListingStatus, OwnerYacht, YachtListing } from "../../domain/owners/listing.ts";
import { nextStatus } from "../../domain/owners/listing.ts";
import { ownerMessages as m, om } from "../../domain/owners/messages.ts";
import { MINOR_PER_MAJOR } from "../../domain/shared/money.ts";
import type { Db, Tx } from "../db/client.ts";
import { bookings, destinations, ownerYachts, users, yachts } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";

/**
 * Owners' listings (issue 19): the owner's working copy in owner_yachts, the approved copy in the
 * catalogue's yachts table under the same id. Another owner's listing answers 404, as if it did
 * not exist: whether an id is taken is none of their business.
 */
type Row = typeof ownerYachts.$inferSelect;

const notFound = () => new ApiError(404, "not_found", m.notFound);
const conflict = () => new ApiError(409, "not_pending", m.notPending);

async function toOwnerYachts(db: Db | Tx, rows: Row[]): Promise<OwnerYacht[]> {
  const ids = rows.map((row) => row.id);
  const published = ids.length
    ? await db.select({ id: yachts.id, images: yachts.images }).from(yachts).where(inArray(yachts.id, ids))
    : [];
  const images = new Map(published.map((p) => [p.id, p.images]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    listing: row.listing,
    adminNotes: row.status === "rejected" ? row.adminNotes : null,
    published: images.has(row.id),
    images: images.get(row.id) ?? [],
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
  }));
}

export async function listOwnerYachts(db: Db, ownerId: string): Promise<OwnerYacht[]> {
  const rows = await db
    .select()
    .from(ownerYachts)
    .where(eq(ownerYachts.ownerId, ownerId))
    .orderBy(desc(ownerYachts.createdAt));
  return toOwnerYachts(db, rows);
}

async function ownRow(tx: Db | Tx, ownerId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(ownerYachts)
    .where(and(eq(ownerYachts.id, id), eq(ownerYachts.ownerId, ownerId)));
  if (!row) throw notFound();
  return row;
}

export async function findOwnerYacht(db: Db, ownerId: string, id: string): Promise<OwnerYacht> {
  const [yacht] = await toOwnerYachts(db, [await ownRow(db, ownerId, id)]);
  return yacht as OwnerYacht;
}

/** Harbour and destinations must be places of the catalogue: a listing links to their pages. */
async function checkPlaces(tx: Tx, listing: YachtListing): Promise<void> {
  const wanted = [...new Set([listing.homeHarbourId, ...listing.destinationIds])];
  const found = new Set(
    (await tx.select({ id: destinations.id }).from(destinations).where(inArray(destinations.id, wanted))).map(
      (d) => d.id,
    ),
  );
  const fields: Record<string, string> = {};
  if (!found.has(listing.homeHarbourId)) fields.homeHarbourId = om.harbour;
  if (listing.destinationIds.some((id) => !found.has(id))) fields.destinationIds = om.destinations;
  if (Object.keys(fields).length) {
    throw new ApiError(400, "invalid_body", m.destinations, {
      fields: Object.fromEntries(Object.entries(fields).map(([k, id]) => [`listing.${k}`, id])),
    });
  }
}

const statusFor = (current: ListingStatus | null, draft: boolean): ListingStatus => {
  const status = nextStatus(current, draft ? "save_draft" : "submit");
  if (!status) throw new ApiError(409, "already_submitted", m.notPending);
  return status;
};

export async function createOwnerYacht(
  tx: Tx,
  ownerId: string,
  input: { listing: YachtListing; draft: boolean },
  now: Date,
): Promise<OwnerYacht> {
  await checkPlaces(tx, input.listing);
  const status = statusFor(null, input.draft);
  const stamp = now.toISOString();
  const [row] = await tx
    .insert(ownerYachts)
    .values({
      id: `yacht-${randomUUID().slice(0, 8)}`,
      ownerId,
      status,
      listing: input.listing,
      submittedAt: status === "pending" ? stamp : null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning();
  return (await toOwnerYachts(tx, [row as Row]))[0] as OwnerYacht;
}

/** Any change to a submitted listing sends it back to the admin; the catalogue keeps the approved copy. */
export async function updateOwnerYacht(
  tx: Tx,
  ownerId: string,
  id: string,
  input: { listing: YachtListing; draft: boolean },
  now: Date,
): Promise<OwnerYacht> {
  const row = await ownRow(tx, ownerId, id);
  await checkPlaces(tx, input.listing);
  const status = statusFor(row.status, input.draft);
  const stamp = now.toISOString();
  const [updated] = await tx
    .update(ownerYachts)
    .set({
      listing: input.listing,
      status,
      adminNotes: null,
      submittedAt: status === "pending" ? stamp : row.submittedAt,
      updatedAt: stamp,
    })
    .where(eq(ownerYachts.id, id))
    .returning();
  return (await toOwnerYachts(tx, [updated as Row]))[0] as OwnerYacht;
}

export async function submitOwnerYacht(tx: Tx, ownerId: string, id: string, now: Date): Promise<OwnerYacht> {
  const row = await ownRow(tx, ownerId, id);
  return updateOwnerYacht(tx, ownerId, id, { listing: row.listing, draft: false }, now);
}

/** The admin's queue: listings waiting for approval, oldest first, with their owner. */
export async function listPendingListings(db: Db) {
  const rows = await db
    .select({ row: ownerYachts, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(ownerYachts)
    .innerJoin(users, eq(users.id, ownerYachts.ownerId))
    .where(eq(ownerYachts.status, "pending"))
    .orderBy(asc(ownerYachts.submittedAt));
  const listed = await toOwnerYachts(
    db,
    rows.map((r) => r.row),
  );
  return listed.map((yacht, i) => {
    const r = rows[i] as (typeof rows)[number];
    return { ...yacht, owner: { id: r.row.ownerId, firstName: r.firstName, lastName: r.lastName, email: r.email } };
  });
}

const toMinor = (rub: number) => rub * MINOR_PER_MAJOR.RUB;

/** The catalogue's columns of an approved listing (images and reviews are the catalogue's own). */
function catalogueColumns(listing: YachtListing) {
  return {
    name: listing.name,
    type: listing.type,
    lengthM: listing.lengthM,
    capacity: listing.capacity,
    cabins: listing.cabins,
    yearBuilt: listing.yearBuilt,
    pricePerDayMinor: toMinor(listing.pricePerDayRub),
    currency: "RUB",
    captain: listing.captain,
    captainPerDayMinor: listing.captainPerDayRub === null ? null : toMinor(listing.captainPerDayRub),
    features: listing.features,
    summary: listing.summary,
    description: listing.description,
    homeHarbourId: listing.homeHarbourId,
    destinationIds: listing.destinationIds,
  };
}

export type Review = { yacht: OwnerYacht; ownerId: string };

/** Approve: the listing is copied into the catalogue (its sync trigger sends it to every device). */
export async function approveListing(tx: Tx, id: string, now: Date): Promise<Review> {
  const [row] = await tx.select().from(ownerYachts).where(eq(ownerYachts.id, id));
  if (!row) throw notFound();
  if (nextStatus(row.status, "approve") === null) throw conflict();
  const columns = catalogueColumns(row.listing);
  await tx
    .insert(yachts)
    .values({ id, listing: "owner", ownerId: row.ownerId, images: [], ...columns })
    .onConflictDoUpdate({ target: yachts.id, set: { ...columns, updatedAt: now.toISOString() } });
  const [updated] = await tx
    .update(ownerYachts)
    .set({ status: "listed", adminNotes: null, reviewedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(eq(ownerYachts.id, id))
    .returning();
  return { yacht: (await toOwnerYachts(tx, [updated as Row]))[0] as OwnerYacht, ownerId: row.ownerId };
}

export async function rejectListing(tx: Tx, id: string, notes: string, now: Date): Promise<Review> {
  const [row] = await tx.select().from(ownerYachts).where(eq(ownerYachts.id, id));
  if (!row) throw notFound();
  if (nextStatus(row.status, "reject") === null) throw conflict();
  const [updated] = await tx
    .update(ownerYachts)
    .set({ status: "rejected", adminNotes: notes, reviewedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(eq(ownerYachts.id, id))
    .returning();
  return { yacht: (await toOwnerYachts(tx, [updated as Row]))[0] as OwnerYacht, ownerId: row.ownerId };
}

/** "2026-12" → "2027-01-01": the end of a month without knowing its length. */
const firstOfNextMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, "0")}-01`;
};

/** Paid bookings of the owner's yachts (RUB), for GET /api/owner/revenue. */
export async function paidBookingsOf(db: Db, ownerId: string, from?: string, to?: string) {
  const conditions = [eq(yachts.ownerId, ownerId), eq(bookings.paymentStatus, "paid"), eq(bookings.currency, "RUB")];
  if (from) conditions.push(gte(bookings.startDate, from.length === 7 ? `${from}-01` : from));
  if (to) {
    if (to.length === 10) conditions.push(lte(bookings.startDate, to));
    else conditions.push(lt(bookings.startDate, firstOfNextMonth(to)));
  }
  return db
    .select({ startDate: bookings.startDate, totalMinor: bookings.totalMinor })
    .from(bookings)
    .innerJoin(yachts, eq(yachts.id, bookings.yachtId))
    .where(and(...conditions));
}
