import type { TripPackage } from "../../../../domain/catalogue/types.ts";
import type { Locale } from "../../../../domain/shared/locale.ts";
import { formatDateRange } from "../../../lib/format.ts";

/** A trip's days as its page and its request write them: "4–6 July 2027". */
export function tripDates(trip: Pick<TripPackage, "startDate" | "endDate">, locale: Locale): string {
  return formatDateRange(trip.startDate, trip.endDate, locale);
}
