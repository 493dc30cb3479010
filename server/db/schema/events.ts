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
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  EntryStatus,
  EventCategory,
  EventDifficulty,
  EventRegion,
  EventStatus,
  EventType,
} from "../../../domain/events/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";
import { users } from "./accounts.ts";
import { destinations } from "./catalogue.ts";

/**
 * Events and regattas (issue 16). An event is synced like the catalogue: `version` comes from the
 * catalogue's sequence by the same trigger, and a write to its entries or comments touches it
 * (custom migration events-sync), so GET /api/sync and its ETag move when anything of it changes.
 * `participants` and `waitlisted` are counts kept in the write's transaction; the database refuses
 * more places taken than the event has.
 */
const localizedText = (name: string) => jsonb(name).$type<Localized>().notNull();

export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    title: localizedText("title"),
    description: localizedText("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    location: localizedText("location"),
    destinationId: text("destination_id").references(() => destinations.id, { onDelete: "set null" }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    category: text("category").$type<EventCategory>().notNull(),
    type: text("type").$type<EventType>().notNull(),
    region: text("region").$type<EventRegion>().notNull(),
    difficulty: text("difficulty").$type<EventDifficulty>().notNull(),
    maxParticipants: integer("max_participants").notNull(),
    participants: integer("participants").notNull().default(0),
    waitlisted: integer("waitlisted").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    image: text("image"),
    entryFeeMinor: bigint("entry_fee_minor", { mode: "number" }),
    currency: text("currency").notNull().default("RUB"),
    boatClasses: jsonb("boat_classes").$type<string[]>().notNull().default([]),
    sponsor: text("sponsor"),
    prizes: jsonb("prizes").$type<Localized>(),
    organizerName: localizedText("organizer_name"),
    organizerId: uuid("organizer_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<EventStatus>().notNull().default("scheduled"),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("events_version_idx").on(t.version),
    index("events_start_idx").on(t.startDate),
    check("events_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check(
      "events_places_check",
      sql`${t.maxParticipants} >= 1 and ${t.participants} >= 0 and ${t.participants} <= ${t.maxParticipants} and ${t.waitlisted} >= 0 and ${t.commentCount} >= 0`,
    ),
    check("events_fee_check", sql`${t.entryFeeMinor} is null or ${t.entryFeeMinor} > 0`),
    check("events_status_check", sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

export const eventEntries = pgTable(
  "event_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<EntryStatus>().notNull(),
    boatName: text("boat_name"),
    sailNumber: text("sail_number"),
    crew: jsonb("crew").$type<string[]>().notNull().default([]),
    paymentId: text("payment_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("event_entries_one_per_person").on(t.eventId, t.userId),
    index("event_entries_event_idx").on(t.eventId, t.createdAt),
    check("event_entries_status_check", sql`${t.status} in ('joined', 'waitlisted', 'pending_payment')`),
  ],
);

export const eventComments = pgTable(
  "event_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_comments_event_idx").on(t.eventId, t.createdAt),
    check("event_comments_text_check", sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventEntryRow = typeof eventEntries.$inferSelect;
export type EventCommentRow = typeof eventComments.$inferSelect;
