import { eq, getTableColumns, inArray, like, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import {
  appMeta,
  crewMembers,
  destinations,
  tripPackages,
  yachtBlocks,
  yachtReviews,
  yachts,
} from "../db/schema/index.ts";
import { blockSeeds } from "./blocks.ts";
import { crewSeeds } from "./content/crew.ts";
import { destinationSeeds } from "./content/destinations.ts";
import { reviewDates, reviewSeeds } from "./content/reviews.ts";
import { tripSeeds } from "./content/trips.ts";
import { yachtSeeds } from "./content/yachts.ts";

/**
 * The catalogue's seed data, applied at start after the migrations: once per SEED_VERSION
 * (recorded in app_meta), as upserts, so a new version updates the seeded rows and leaves rows
 * added by owners alone. A row that did not change keeps its sync version (see the triggers).
 */
export const SEED_VERSION = 1;
const META_KEY = "catalogue_seed";

/**
 * `set` for an upsert: every column but the key takes the new row's value. An owner given to a
 * seeded yacht (ownerId) is not the seed's to take back.
 */
function excludedSet(table: PgTable, keep: string[] = ["id", "createdAt", "updatedAt", "version", "ownerId"]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([key]) => !keep.includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

const cents = (major: number) => Math.round(major * 100);
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

export function seedRows() {
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
    const days = daysBetween(t.startDate, t.endDate);
    return {
      id: t.id,
      title: t.title,
      description: t.description,
      yachtId: t.yachtId,
      yachtName: t.yachtName,
      yachtType: t.yachtType,
      startDate: t.startDate,
      endDate: t.endDate,
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
  const blockRows = blockSeeds(yachtRows.map((y) => y.id));
  return { destinationRows, yachtRows, reviewRows, crewRows, tripRows, blockRows };
}

export async function seededVersion(db: Db): Promise<number> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  return (row?.value as { version?: number } | undefined)?.version ?? 0;
}

/** Applies the seed when this database has an older one (or none); answers whether it did. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  if ((await seededVersion(db)) >= SEED_VERSION) return false;
  const rows = seedRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(destinations)
      .values(rows.destinationRows)
      .onConflictDoUpdate({ target: destinations.id, set: excludedSet(destinations) });
    await tx
      .insert(yachts)
      .values(rows.yachtRows)
      .onConflictDoUpdate({ target: yachts.id, set: excludedSet(yachts) });
    await tx
      .insert(yachtReviews)
      .values(rows.reviewRows)
      .onConflictDoUpdate({ target: yachtReviews.id, set: excludedSet(yachtReviews) });
    await tx
      .insert(crewMembers)
      .values(rows.crewRows)
      .onConflictDoUpdate({ target: crewMembers.id, set: excludedSet(crewMembers) });
    await tx
      .insert(tripPackages)
      .values(rows.tripRows)
      .onConflictDoUpdate({ target: tripPackages.id, set: excludedSet(tripPackages) });
    const seeded = rows.yachtRows.map((y) => y.id);
    await tx
      .delete(yachtBlocks)
      .where(sql`${inArray(yachtBlocks.yachtId, seeded)} and ${like(yachtBlocks.reason, "seed:%")}`);
    await tx.insert(yachtBlocks).values(rows.blockRows);
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: { version: SEED_VERSION } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { version: SEED_VERSION }, updatedAt: sql`now()` } });
  });
  return true;
}
