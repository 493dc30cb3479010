import type { TripPackage } from "../../../../domain/catalogue/types.ts";
import type { Locale } from "../../../../domain/shared/locale.ts";
import { formatDate } from "../../../lib/format.ts";

/** A trip's days as its page and its request write them: "4 July – 6 July 2027". */
export function tripDates(trip: Pick<TripPackage, "startDate" | "endDate">, locale: Locale): string {
  const start = formatDate(trip.startDate, locale, { day: "numeric", month: "long" });
  const end = formatDate(trip.endDate, locale, { day: "numeric", month: "long", year: "numeric" });
  return `${start} – ${end}`;
}
