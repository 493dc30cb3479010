import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { YachtType } from "../../../domain/catalogue/types.ts";
import type { Declined, HistoryStep, InsurerId, Quote, RequestStatus } from "../../../domain/insurance/types.ts";
import { users } from "./accounts.ts";
import { bookings } from "./bookings.ts";

/**
 * Charter insurance requests (issue 23). The quotes are kept with the request as the insurers gave
 * them (a later change of a tariff does not rewrite a quote the user saw); the database refuses a
 * chosen quote without its request being in the "selected" state, and a request's history only grows.
 */
export const insuranceRequests = pgTable(
  "insurance_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    status: text("status").$type<RequestStatus>().notNull().default("processing"),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    location: text("location").notNull(),
    passengers: integer("passengers").notNull(),
    coverageMinor: bigint("coverage_minor", { mode: "number" }).notNull(),
    professionalCrew: boolean("professional_crew").notNull(),
    captainExperienceYears: integer("captain_experience_years").notNull(),
    preferredCompanies: jsonb("preferred_companies").$type<InsurerId[]>().notNull().default([]),
    boatType: text("boat_type").$type<YachtType>().notNull(),
    notes: text("notes"),
    locale: text("locale").notNull(),
    quotes: jsonb("quotes").$type<Quote[]>().notNull().default([]),
    declined: jsonb("declined").$type<Declined[]>().notNull().default([]),
    selectedQuoteId: text("selected_quote_id"),
    contactBy: timestamp("contact_by", { withTimezone: true, mode: "string" }),
    history: jsonb("history").$type<HistoryStep[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("insurance_requests_user_idx").on(t.userId, t.createdAt),
    check("insurance_requests_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("insurance_requests_status_check", sql`${t.status} in ('processing', 'quoted', 'no_quotes', 'selected')`),
    check(
      "insurance_requests_selected_check",
      sql`(${t.status} = 'selected') = (${t.selectedQuoteId} is not null and ${t.contactBy} is not null)`,
    ),
    check(
      "insurance_requests_counts_check",
      sql`${t.passengers} >= 1 and ${t.coverageMinor} > 0 and ${t.captainExperienceYears} >= 0`,
    ),
  ],
);

export type InsuranceRequestRow = typeof insuranceRequests.$inferSelect;
