import * as v from "valibot";
import { isIsoDate } from "../catalogue/availability.ts";
import type { Money } from "../shared/money.ts";
import { om } from "./messages.ts";

/**
 * The owner's revenue (GET /api/owner/revenue): paid bookings of the owner's yachts, by the month
 * the charter starts (what the owner plans by), in RUB, the yachts' currency.
 */
export type RevenueMonth = { month: string; total: Money; bookings: number };
export type Revenue = { total: Money; byMonth: RevenueMonth[] };

const monthOrDate = v.optional(
  v.pipe(
    v.string(om.badMonth),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, om.badMonth),
    v.check((value) => value.length === 7 || isIsoDate(value), om.badMonth),
  ),
);
export const revenueQuerySchema = v.object({ from: monthOrDate, to: monthOrDate });

/** Sums booking rows into months, every month between the first and last shown even when empty. */
export function revenueByMonth(rows: readonly { startDate: string; totalMinor: number }[]): Revenue {
  const months = new Map<string, { amount: number; bookings: number }>();
  for (const row of rows) {
    const month = row.startDate.slice(0, 7);
    const entry = months.get(month) ?? { amount: 0, bookings: 0 };
    entry.amount += row.totalMinor;
    entry.bookings += 1;
    months.set(month, entry);
  }
  const keys = [...months.keys()].sort();
  const filled: string[] = [];
  if (keys.length) {
    let [year, month] = (keys[0] as string).split("-").map(Number) as [number, number];
    const last = keys[keys.length - 1] as string;
    for (;;) {
      const key = `${year}-${String(month).padStart(2, "0")}`;
      filled.push(key);
      if (key >= last) break;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  const byMonth = filled.map((month) => {
    const entry = months.get(month) ?? { amount: 0, bookings: 0 };
    return { month, total: { amount: entry.amount, currency: "RUB" as const }, bookings: entry.bookings };
  });
  const amount = byMonth.reduce((sum, m) => sum + m.total.amount, 0);
  return { total: { amount, currency: "RUB" }, byMonth };
}
