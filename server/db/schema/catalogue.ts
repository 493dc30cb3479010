import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  Activity,
  CaptainOption,
  CrewRole,
  Difficulty,
  ListingKind,
  TripVesselType,
  YachtFeature,
  YachtType,
} from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";
import { users } from "./accounts.ts";

/**
 * The catalogue: yachts (with reviews, crew and owner blocks), destinations and trip packages.
 * Every row carries `version`, set from one sequence by a trigger on each write, and a deletion
 * leaves a tombstone: GET /api/sync sends what changed after a cursor (see the custom migration
 * catalogue-sync and decision record 020). Money is integer minor units with its currency.
 */
const versioned = {
  version: bigint("version", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
};

const localizedText = (name: string) => jsonb(name).$type<Localized>().notNull();

export const destinations = pgTable(
  "destinations",
  {
    id: text("id").primaryKey(),
    name: localizedText("name"),
    shortDescription: localizedText("short_description"),
    description: localizedText("description"),
    durationMinDays: smallint("duration_min_days").notNull(),
    durationMaxDays: smallint("duration_max_days").notNull(),
    distanceKm: integer("distance_km").notNull(),
    pricePerDayMinor: bigint("price_per_day_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("RUB"),
    image: text("image").notNull(),
    highlights: jsonb("highlights").$type<Localized[]>().notNull(),
    bestSeasonFrom: smallint("best_season_from").notNull(),
    bestSeasonTo: smallint("best_season_to").notNull(),
    difficulty: text("difficulty").$type<Difficulty>().notNull(),
    activities: jsonb("activities").$type<Activity[]>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    ...versioned,
  },
  (t) => [
    index("destinations_version_idx").on(t.version),
    check("destinations_difficulty_check", sql`${t.difficulty} in ('easy', 'moderate', 'challenging')`),
    check(
      "destinations_duration_check",
      sql`${t.durationMinDays} >= 1 and ${t.durationMaxDays} >= ${t.durationMinDays}`,
    ),
    check(
      "destinations_season_check",
      sql`${t.bestSeasonFrom} between 1 and 12 and ${t.bestSeasonTo} between 1 and 12`,
    ),
    check("destinations_price_check", sql`${t.pricePerDayMinor} >= 0`),
    check("destinations_position_check", sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const yachts = pgTable(
  "yachts",
  {
    id: text("id").primaryKey(),
    name: localizedText("name"),
    type: text("type").$type<YachtType>().notNull(),
    listing: text("listing").$type<ListingKind>().notNull(),
    lengthM: doublePrecision("length_m").notNull(),
    capacity: smallint("capacity").notNull(),
    cabins: smallint("cabins").notNull(),
    yearBuilt: smallint("year_built").notNull(),
    pricePerDayMinor: bigint("price_per_day_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("RUB"),
    captain: text("captain").$type<CaptainOption>().notNull(),
    captainPerDayMinor: bigint("captain_per_day_minor", { mode: "number" }),
    features: text("features").array().$type<YachtFeature[]>().notNull(),
    summary: localizedText("summary"),
    description: localizedText("description"),
    homeHarbourId: text("home_harbour_id")
      .notNull()
      .references(() => destinations.id),
    destinationIds: text("destination_ids").array().notNull(),
    images: text("images").array().notNull(),
    // The owner who answers its booking requests; none: the portal's own fleet, answered by admins.
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    ...versioned,
  },
  (t) => [
    index("yachts_version_idx").on(t.version),
    index("yachts_owner_idx").on(t.ownerId),
    check("yachts_type_check", sql`${t.type} in ('motor_yacht', 'sail_yacht', 'catamaran', 'speedboat')`),
    check("yachts_listing_check", sql`${t.listing} in ('owner', 'partner')`),
    check("yachts_captain_check", sql`${t.captain} in ('included', 'optional', 'bareboat')`),
    check("yachts_numbers_check", sql`${t.lengthM} > 0 and ${t.capacity} >= 1 and ${t.cabins} >= 0`),
    check("yachts_price_check", sql`${t.pricePerDayMinor} >= 0 and coalesce(${t.captainPerDayMinor}, 0) >= 0`),
  ],
);

export const yachtReviews = pgTable(
  "yacht_reviews",
  {
    id: text("id").primaryKey(),
    yachtId: text("yacht_id")
      .notNull()
      .references(() => yachts.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    location: localizedText("location"),
    rating: smallint("rating").notNull(),
    comment: localizedText("comment"),
    tripDate: date("trip_date", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("yacht_reviews_yacht_idx").on(t.yachtId),
    check("yacht_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const crewMembers = pgTable(
  "crew_members",
  {
    id: text("id").primaryKey(),
    yachtId: text("yacht_id")
      .notNull()
      .references(() => yachts.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    name: localizedText("name"),
    role: text("role").$type<CrewRole>().notNull(),
    yearsExperience: smallint("years_experience").notNull(),
    languages: text("languages").array().notNull(),
    bio: localizedText("bio"),
  },
  (t) => [index("crew_members_yacht_idx").on(t.yachtId)],
);

/** Days an owner keeps a yacht off the market (maintenance, own use): busy in the calendar. */
export const yachtBlocks = pgTable(
  "yacht_blocks",
  {
    id: serial("id").primaryKey(),
    yachtId: text("yacht_id")
      .notNull()
      .references(() => yachts.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    // Inclusive: the last day the yacht is not available.
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason"),
  },
  (t) => [
    index("yacht_blocks_yacht_idx").on(t.yachtId, t.startDate),
    check("yacht_blocks_order_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const tripPackages = pgTable(
  "trip_packages",
  {
    id: text("id").primaryKey(),
    title: localizedText("title"),
    description: localizedText("description"),
    yachtId: text("yacht_id").references(() => yachts.id, { onDelete: "set null" }),
    yachtName: localizedText("yacht_name"),
    yachtType: text("yacht_type").$type<TripVesselType>().notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    capacity: smallint("capacity").notNull(),
    basePriceMinor: bigint("base_price_minor", { mode: "number" }).notNull(),
    totalPriceMinor: bigint("total_price_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("USD"),
    destinationIds: text("destination_ids").array().notNull(),
    activities: jsonb("activities").$type<Activity[]>().notNull(),
    includes: jsonb("includes").$type<Localized[]>().notNull(),
    image: text("image").notNull(),
    rating: doublePrecision("rating").notNull(),
    reviews: integer("reviews").notNull(),
    ...versioned,
  },
  (t) => [
    index("trip_packages_version_idx").on(t.version),
    check("trip_packages_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("trip_packages_price_check", sql`${t.basePriceMinor} >= 0 and ${t.totalPriceMinor} >= 0`),
    check("trip_packages_rating_check", sql`${t.rating} between 0 and 5`),
  ],
);

/** A deleted catalogue row, so devices that hold it learn to drop it (kept for good: rows are few). */
export const catalogueTombstones = pgTable(
  "catalogue_tombstones",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] }), index("catalogue_tombstones_version_idx").on(t.version)],
);
