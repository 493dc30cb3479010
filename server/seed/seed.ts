import { and, eq, getTableColumns, inArray, like, lt, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { addDays } from "../../domain/catalogue/availability.ts";
import { nextOccurrence } from "../../domain/catalogue/sailing-season.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  appMeta,
  crewMembers,
  destinations,
  tripPackages,
  yachtBlocks,
  yachtReviews,
  yachts,
} from "../db/schema/index.ts";
import { blockSeeds, type TripDates } from "./blocks.ts";
import { crewSeeds } from "./content/crew.ts";
import { destinationSeeds } from "./content/destinations.ts";
import { reviewDates, reviewSeeds } from "./content/reviews.ts";
import { tripSeeds } from "./content/trips.ts";
import { yachtSeeds } from "./content/yachts.ts";

/**
 * The catalogue's seed data, applied at start after the migrations: once per SEED_VERSION
 * (recorded in app_meta), as upserts, so a new version updates the seeded rows and leaves rows
 * added by owners alone. A row that did not change keeps its sync version (see the triggers).
 * Its dates come back every year and are placed from the day it runs (decision record 055): when
 * one of them is over, the next start moves the trips that have taken place to next year and lays
 * the seed's owner blocks anew, and touches nothing else.
 */
export const SEED_VERSION = 2;
const META_KEY = "catalogue_seed";
// Two servers starting at once on one database: one applies the seed, the other then finds it done.
const SEED_LOCK_SPACE = 6;

/** What app_meta keeps of the seed: its version, and the first day one of its dates is over. */
type SeedMeta = { version: number; movesOn?: string };

/**
 * `set` for an upsert: every column but the key takes the new row's value. An owner given to a
 * seeded yacht (ownerId) is not the seed's to take back.
 */
export function excludedSet(table: PgTable, keep: string[] = ["id", "createdAt", "updatedAt", "version", "ownerId"]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !keep.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

const cents = (major: number) => Math.round(major * 100);
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

/** The seed's rows, its trips on their next dates as seen on `today` (at the lake). */
export function seedRows(today: string) {
  const destinationRows = destinationSeeds.map((d) => ({
    id: d.id,
    name: d.name,
    shortDescription: d.shortDescription,
    description: d.description,
    durationMinDays: d.durationDays[0],
    durationMaxDays: d.durationDays[1],
    distanceKm: d.distanceKm,
    pricePerDayMinor: cents(d.pricePerDayRub),
    currency: "RUB",
    image: `destinations/${d.id}`,
    highlights: d.highlights,
    bestSeasonFrom: d.bestSeason[0],
    bestSeasonTo: d.bestSeason[1],
    difficulty: d.difficulty,
    activities: d.activities,
    latitude: d.latitude,
    longitude: d.longitude,
  }));
  const yachtRows = yachtSeeds.map((y) => ({
    id: y.id,
    name: y.name,
    type: y.type,
    listing: y.listing,
    lengthM: y.lengthM,
    capacity: y.capacity,
    cabins: y.cabins,
    yearBuilt: y.yearBuilt,
    pricePerDayMinor: cents(y.pricePerDayRub),
    currency: "RUB",
    captain: y.captain,
    captainPerDayMinor: y.captainPerDayRub === undefined ? null : cents(y.captainPerDayRub),
    features: y.features,
    summary: y.summary,
    description: {
      en: `${y.description.en} Model: ${y.model}.`,
      ru: `${y.description.ru} Модель: ${y.model}.`,
    },
    homeHarbourId: y.homeHarbourId,
    destinationIds: y.destinationIds,
    images: [1, 2, 3].map((n) => `yachts/${y.id}-${n}`),
  }));
  // Three to five reviews a yacht, picked in turn so neighbours do not share the same ones.
  const reviewRows = yachtSeeds.flatMap((y, i) =>
    Array.from({ length: 3 + (i % 3) }, (_, k) => {
      const review = reviewSeeds[(i * 5 + k * 7) % reviewSeeds.length] ?? reviewSeeds[0];
      if (!review) throw new Error("no review seeds");
      return {
        id: `${y.id}-r${k + 1}`,
        yachtId: y.id,
        author: review.author,
        location: review.location,
        rating: review.rating,
        comment: review.comment,
        tripDate: reviewDates[(i + k * 3) % reviewDates.length] ?? "2026-07-01",
      };
    }),
  );
  const crewRows = yachtSeeds.flatMap((y) =>
    (crewSeeds[y.id] ?? []).map((member, position) => ({
      id: `${y.id}-c${position + 1}`,
      yachtId: y.id,
      position,
      name: member.name,
      role: member.role,
      yearsExperience: member.years,
      languages: member.languages,
      bio: member.bio,
    })),
  );
  const tripRows = tripSeeds.map((t) => {
    const { start, end } = nextOccurrence(t.dates, today);
    const days = daysBetween(start, end);
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      yachtId: t.yachtId,
      yachtName: t.yachtName,
      yachtType: t.yachtType,
      startDate: start,
      endDate: end,
      capacity: t.capacity,
      basePriceMinor: cents(t.basePriceUsd),
      totalPriceMinor: cents(t.basePriceUsd * days),
      currency: "USD",
      destinationIds: t.destinationIds,
      activities: t.activities,
      includes: t.includes,
      image: `trips/${t.id}`,
      rating: t.rating,
      reviews: t.reviews,
    };
  });
  return { destinationRows, yachtRows, reviewRows, crewRows, tripRows };
}

async function seedMeta(db: Db | Tx): Promise<SeedMeta> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return { version: 0, ...(row?.value as Partial<SeedMeta> | undefined) };
}

const isDue = (meta: SeedMeta, today: string) =>
  meta.version < SEED_VERSION ? "apply" : !meta.movesOn || meta.movesOn <= today ? "move" : null;

/**
 * Applies the seed when this database has an older one (or none), or moves its dates on when one
 * is over; answers which it did, or null when nothing was due. `today` is the date at the lake.
 */
export async function seedCatalogue(db: Db, today: string): Promise<"applied" | "moved" | null> {
  if (!isDue(await seedMeta(db), today)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_SPACE}, 0)`);
    const due = isDue(await seedMeta(tx), today);
    if (due === "apply") await upsertRows(tx, seedRows(today));
    else if (due === "move") await moveTripsOn(tx, today);
    else return null;
    const trips = await tx
      .select({ yachtId: tripPackages.yachtId, startDate: tripPackages.startDate, endDate: tripPackages.endDate })
      .from(tripPackages)
      .where(inArray(tripPackages.id, seededTripIds));
    await layBlocks(tx, trips, today);
    const meta: SeedMeta = { version: SEED_VERSION, movesOn: firstDayOver(trips, today) };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: meta })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: meta, updatedAt: sql`now()` } });
    return due === "apply" ? "applied" : "moved";
  });
}

const seededTripIds = tripSeeds.map((t) => t.id);
const seededYachtIds = yachtSeeds.map((y) => y.id);

/** Inserts the rows, or brings the seeded ones up to date in place (see excludedSet). */
async function upsert<T extends PgTable & { id: AnyPgColumn }>(tx: Tx, table: T, rows: T["$inferInsert"][]) {
  await tx
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({ target: table.id, set: excludedSet(table) as PgUpdateSetSource<T> });
}

async function upsertRows(tx: Tx, rows: ReturnType<typeof seedRows>): Promise<void> {
  await upsert(tx, destinations, rows.destinationRows);
  await upsert(tx, yachts, rows.yachtRows);
  await upsert(tx, yachtReviews, rows.reviewRows);
  await upsert(tx, crewMembers, rows.crewRows);
  await upsert(tx, tripPackages, rows.tripRows);
}

/** A seeded trip that has taken place goes to its next dates; trips still ahead keep theirs. */
async function moveTripsOn(tx: Tx, today: string): Promise<void> {
  const over = await tx
    .select({ id: tripPackages.id })
    .from(tripPackages)
    .where(and(inArray(tripPackages.id, seededTripIds), lt(tripPackages.endDate, today)));
  for (const { id } of over) {
    const seed = tripSeeds.find((t) => t.id === id);
    if (!seed) continue;
    const { start, end } = nextOccurrence(seed.dates, today);
    await tx.update(tripPackages).set({ startDate: start, endDate: end }).where(eq(tripPackages.id, id));
  }
}

/**
 * The seed's owner blocks, laid anew: lay-ups and owner's days from today on, and the trips' days;
 * for the seeded yachts still there (an admin may have deleted one).
 */
async function layBlocks(tx: Tx, trips: TripDates[], today: string): Promise<void> {
  await tx
    .delete(yachtBlocks)
    .where(sql`${inArray(yachtBlocks.yachtId, seededYachtIds)} and ${like(yachtBlocks.reason, "seed:%")}`);
  const present = new Set(
    (await tx.select({ id: yachts.id }).from(yachts).where(inArray(yachts.id, seededYachtIds))).map((y) => y.id),
  );
  const blocks = blockSeeds(seededYachtIds, trips, today).filter((block) => present.has(block.yachtId));
  if (blocks.length > 0) await tx.insert(yachtBlocks).values(blocks);
}

/** The day after the first seeded trip ends; within a year, so the lay-ups are laid again in time. */
function firstDayOver(trips: TripDates[], today: string): string {
  return trips
    .map((t) => addDays(t.endDate, 1))
    .reduce((first, day) => (day < first ? day : first), addDays(today, 365));
}
