import { sql } from "drizzle-orm";
import { bigint, check, date, index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactIntent } from "../../../domain/contact/contact-request.ts";
import type { ServiceBookingTarget, ServiceIcon } from "../../../domain/home/types.ts";
import { requestTopics } from "../../../domain/pages/request-topics.ts";
import type { Localized } from "../../../domain/shared/localized.ts";

/**
 * The home page's content (hero slides, service categories, testimonials), synced to devices like
 * the catalogue: each row's `version` comes from the catalogue's sequence by the same triggers, and
 * a deletion leaves a tombstone (custom migration home-sync, decision record 031).
 */
const versioned = {
  position: smallint("position").notNull().default(0),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
};
const localizedText = (name: string) => jsonb(name).$type<Localized>().notNull();
const localizedList = (name: string) => jsonb(name).$type<Localized[]>().notNull();

export const heroSlides = pgTable(
  "hero_slides",
  {
    id: text("id").primaryKey(),
    image: text("image").notNull(),
    imageAlt: localizedText("image_alt"),
    subtitle: localizedText("subtitle"),
    title: localizedText("title"),
    description: localizedText("description"),
    ...versioned,
  },
  (t) => [index("hero_slides_version_idx").on(t.version)],
);

export const serviceCategories = pgTable(
  "service_categories",
  {
    id: text("id").primaryKey(),
    icon: text("icon").$type<ServiceIcon>().notNull(),
    title: localizedText("title"),
    priceText: localizedText("price_text"),
    description: localizedText("description"),
    features: localizedList("features"),
    detailedDescription: localizedText("detailed_description"),
    included: localizedList("included"),
    benefits: localizedList("benefits"),
    costLine: localizedText("cost_line"),
    bookingTarget: text("booking_target").$type<ServiceBookingTarget>().notNull(),
    ...versioned,
  },
  (t) => [
    index("service_categories_version_idx").on(t.version),
    check("service_categories_id_check", sql`${t.id} ~ '^[a-z][a-z0-9-]{1,39}$'`),
    check("service_categories_target_check", sql`${t.bookingTarget} in ('yachts', 'skippered', 'request')`),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: text("id").primaryKey(),
    name: localizedText("name"),
    location: localizedText("location"),
    rating: smallint("rating").notNull(),
    comment: localizedText("comment"),
    tripDate: date("trip_date", { mode: "string" }).notNull(),
    yachtName: localizedText("yacht_name"),
    ...versioned,
  },
  (t) => [
    index("testimonials_version_idx").on(t.version),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Analytics events (POST /api/analytics/track), sent only with the visitor's analytics consent. They
 * are tied to the anonymous session id of the analytics cookie, never to an account.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventType: text("event_type").notNull(),
    platform: text("platform").notNull(),
    sessionId: text("session_id").notNull(),
    // The page and the event's data as the app sent them (at most 8 KB, checked by the schema).
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_received_idx").on(t.receivedAt),
    index("analytics_events_type_idx").on(t.eventType, t.receivedAt),
  ],
);

/** Contact requests: 'get a consultation' on a service, or a trip package's request, kept for the team to answer. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    // A service category id, or null for a general question; not a foreign key, so a request
    // outlives a service that is later withdrawn.
    service: text("service"),
    intent: text("intent").$type<ContactIntent>().notNull().default("consultation"),
    // A trip package id for a trip request (decision record 057), or null; like `service`, not a
    // foreign key, so the request outlives a trip whose dates have passed.
    tripId: text("trip_id"),
    guests: smallint("guests"),
    // What a concierge or special event request is about (domain/pages/request-topics.ts), or null.
    topic: text("topic"),
    // A yacht for sale the enquiry is about (/yacht-sales), or null; not a foreign key either.
    listingId: text("listing_id"),
    locale: text("locale").notNull(),
    userId: uuid("user_id"),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_requests_created_idx").on(t.createdAt),
    check("contact_requests_status_check", sql`${t.status} in ('new', 'answered', 'closed')`),
    check("contact_requests_intent_check", sql`${t.intent} in ('consultation', 'booking')`),
    check("contact_requests_guests_check", sql`${t.guests} is null or ${t.guests} >= 1`),
    check(
      "contact_requests_topic_check",
      sql`${t.topic} is null or ${t.topic} in (${sql.raw(requestTopics.map((topic) => `'${topic}'`).join(", "))})`,
    ),
  ],
);
