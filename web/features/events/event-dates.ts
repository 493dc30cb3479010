import type { EventSummary } from "../../../domain/events/types.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import { formatDate } from "../../lib/format.ts";

/** An event's days as its card and page write them: "10 July 2027" or "18 – 25 July 2027". */
export function eventDates(event: Pick<EventSummary, "startDate" | "endDate">, locale: Locale): string {
  const full = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  if (event.startDate === event.endDate) return formatDate(event.startDate, locale, full);
  const sameYear = event.startDate.slice(0, 4) === event.endDate.slice(0, 4);
  const start = formatDate(
    event.startDate,
    locale,
    sameYear ? { day: "numeric", month: "long", timeZone: "UTC" } : full,
  );
  return `${start} – ${formatDate(event.endDate, locale, full)}`;
}
