import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ListingStatus, YachtListing } from "../../../domain/owners/listing.ts";
import { users } from "./accounts.ts";

/**
 * Owners' listings (issue 19, decision 080). The listing is the owner's working copy; the
 * catalogue's `yachts` row of the same id is the approved copy, written only when an admin
 * approves, so a change waits for approval while the last approved version stays bookable.
 */
export const ownerYachts = pgTable(
  "owner_yachts",
  {
    id: text("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ListingStatus>().notNull(),
    listing: jsonb("listing").$type<YachtListing>().notNull(),
    adminNotes: text("admin_notes"),
    // The secret of the private iCal feed's URL; renewing it cuts off every copy of the old URL.
    calendarToken: text("calendar_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "string" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    index("owner_yachts_owner_idx").on(t.ownerId),
    index("owner_yachts_status_idx").on(t.status),
    check("owner_yachts_status_check", sql`${t.status} in ('draft', 'pending', 'listed', 'rejected')`),
  ],
);
