import { gt, inArray, sql } from "drizzle-orm";
import type { Destination, TripPackage, Yacht } from "../../domain/catalogue/types.ts";
import type { Tombstone } from "../../domain/sync/protocol.ts";
import { isConnectionError } from "../db/availability.ts";
import { type Database, type Db, rowsOf } from "../db/client.ts";
import {
  catalogueTombstones,
  crewMembers,
  destinations,
  events,
  heroSlides,
  serviceCategories,
  testimonials,
  tripPackages,
  yachtReviews,
  yachts,
} from "../db/schema/index.ts";
import { toDestination, toTrip, toYacht } from "./catalogue.mappers.ts";

/**
 * Reading the catalogue. Lists are served from an in-memory snapshot that is reloaded when the
 * catalogue's version moves (checked at most once a SNAPSHOT_CHECK_MS), so filtering uses the same
 * domain functions as the device without a query per request (decision record 020).
 */
export const SNAPSHOT_CHECK_MS = 1000;

export type CatalogueSnapshot = {
  version: number;
  yachts: Yacht[];
  destinations: Destination[];
  trips: TripPackage[];
};

/** Every table whose rows GET /api/sync sends (their versions share one sequence), and the tombstones. */
const syncedTables = [
  yachts,
  destinations,
  tripPackages,
  heroSlides,
  serviceCategories,
  testimonials,
  // Events (issue 16): their entries and comments touch them, so a join moves the version too.
  events,
  catalogueTombstones,
];

/** The newest version any visible row or tombstone carries: the cursor of "everything so far". */
export async function currentVersion(db: Db): Promise<number> {
  const maxima = syncedTables.map((table) => sql`(select coalesce(max(version), 0) from ${table})`);
  const result = await db.execute(sql`select greatest(${sql.join(maxima, sql`, `)})::text as version`);
  return Number(rowsOf<{ version: string }>(result)[0]?.version ?? 0);
}

async function loadYachts(db: Db, sinceVersion?: number): Promise<Yacht[]> {
  const rows = await db
    .select()
    .from(yachts)
    .where(sinceVersion === undefined ? undefined : gt(yachts.version, sinceVersion));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [reviews, crew] = await Promise.all([
    db.select().from(yachtReviews).where(inArray(yachtReviews.yachtId, ids)),
    db.select().from(crewMembers).where(inArray(crewMembers.yachtId, ids)),
  ]);
  return rows.map((row) =>
    toYacht(
      row,
      reviews.filter((r) => r.yachtId === row.id),
      crew.filter((c) => c.yachtId === row.id),
    ),
  );
}

export type CatalogueChanges = {
  yachts: Yacht[];
  destinations: Destination[];
  trips: TripPackage[];
  deleted: Tombstone[];
};

/** Everything changed after `since` (all of it when null), deletions included. */
export async function changesSince(db: Db, since: number | null): Promise<CatalogueChanges> {
  const after = since ?? undefined;
  const [yachtList, destinationRows, tripRows, tombstones] = await Promise.all([
    loadYachts(db, after),
    db
      .select()
      .from(destinations)
      .where(after === undefined ? undefined : gt(destinations.version, after)),
    db
      .select()
      .from(tripPackages)
      .where(after === undefined ? undefined : gt(tripPackages.version, after)),
    // A device syncing from nothing has nothing to delete.
    after === undefined
      ? Promise.resolve([])
      : db.select().from(catalogueTombstones).where(gt(catalogueTombstones.version, after)),
  ]);
  return {
    yachts: yachtList,
    destinations: destinationRows.map(toDestination),
    trips: tripRows.map(toTrip),
    deleted: tombstones.map((t) => ({ kind: t.kind, id: t.id })),
  };
}

type SnapshotHolder = {
  snapshot: CatalogueSnapshot | null;
  checkedAt: number;
  loading: Promise<CatalogueSnapshot> | null;
};
const holders = new WeakMap<Database, SnapshotHolder>();

/**
 * The catalogue as of at most SNAPSHOT_CHECK_MS ago. While the database cannot be reached, the last
 * snapshot is the answer (checked again after SNAPSHOT_CHECK_MS): catalogue reads do not need it
 * (decision record 067). Only a server that never loaded one fails.
 */
export async function catalogueSnapshot(database: Database, now = Date.now()): Promise<CatalogueSnapshot> {
  let holder = holders.get(database);
  if (!holder) {
    holder = { snapshot: null, checkedAt: 0, loading: null };
    holders.set(database, holder);
  }
  if (holder.snapshot && now - holder.checkedAt < SNAPSHOT_CHECK_MS) return holder.snapshot;
  const current = holder;
  current.loading ??= (async () => {
    try {
      const version = await currentVersion(database.db);
      current.checkedAt = Date.now();
      if (current.snapshot?.version === version) return current.snapshot;
      const all = await changesSince(database.db, null);
      current.snapshot = { version, yachts: all.yachts, destinations: all.destinations, trips: all.trips };
      return current.snapshot;
    } catch (error) {
      if (!current.snapshot || !isConnectionError(error)) throw error;
      current.checkedAt = Date.now();
      return current.snapshot;
    } finally {
      current.loading = null;
    }
  })();
  return current.loading;
}

/** Forget the snapshot: the next read loads the catalogue again (after a write that moves its version). */
export function invalidateCatalogue(database: Database): void {
  holders.delete(database);
}
