import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, numeric, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { YachtType } from "../../../domain/catalogue/types.ts";
import type { Localized } from "../../../domain/shared/localized.ts";
import { users } from "./accounts.ts";

/**
 * Yachts for sale (/yacht-sales, issue 24): listed by an owner (`seller_id`) or by the portal's
 * admins (no seller: enquiries go to ADMIN_EMAIL). Prices in kopecks (RUB minor units).
 */
export const yachtSales = pgTable(
  "yacht_sales",
  {
    id: text("id").primaryKey(),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    type: text("type").$type<YachtType>().notNull(),
    yearBuilt: smallint("year_built").notNull(),
    lengthM: numeric("length_m", { precision: 5, scale: 2, mode: "number" }).notNull(),
    cabins: smallint("cabins").notNull(),
    berths: smallint("berths").notNull(),
    engine: jsonb("engine").$type<Localized>().notNull(),
    location: jsonb("location").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("listed"),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("yacht_sales_status_idx").on(t.status, t.listedAt),
    check("yacht_sales_status_check", sql`${t.status} in ('listed', 'sold', 'withdrawn')`),
    check("yacht_sales_type_check", sql`${t.type} in ('motor_yacht', 'sail_yacht', 'catamaran', 'speedboat')`),
    check("yacht_sales_price_check", sql`${t.priceMinor} > 0`),
    check("yacht_sales_size_check", sql`${t.lengthM} > 0 and ${t.cabins} >= 0 and ${t.berths} >= 1`),
  ],
);

export type YachtSaleRow = typeof yachtSales.$inferSelect;
