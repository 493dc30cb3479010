import { and, desc, eq } from "drizzle-orm";
import type { YachtForSale } from "../../domain/pages/yacht-sales.ts";
import type { Db } from "../db/client.ts";
import { type YachtSaleRow, yachtSales } from "../db/schema/index.ts";

/** Yachts for sale as the API and the device show them (no seller id: enquiries go through the server). */
export function toYachtForSale(row: YachtSaleRow): YachtForSale {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    yearBuilt: row.yearBuilt,
    lengthM: row.lengthM,
    cabins: row.cabins,
    berths: row.berths,
    engine: row.engine,
    location: row.location,
    description: row.description,
    price: { amount: row.priceMinor, currency: "RUB" },
    images: row.images,
    listedAt: row.listedAt.toISOString(),
  };
}

/** Every listing still for sale, newest first. */
export async function listedYachtsForSale(db: Db): Promise<YachtForSale[]> {
  const rows = await db
    .select()
    .from(yachtSales)
    .where(eq(yachtSales.status, "listed"))
    .orderBy(desc(yachtSales.listedAt), yachtSales.id);
  return rows.map(toYachtForSale);
}

/** A listing still for sale, or undefined. */
export async function findListedYacht(db: Db, id: string): Promise<YachtSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(yachtSales)
    .where(and(eq(yachtSales.id, id), eq(yachtSales.status, "listed")));
  return row;
}
