import { isMonthKey, type MonthKey } from "../../../domain/events/calendar.ts";
import { type EventQuery, parseEventQuery } from "../../../domain/events/query.ts";

/**
 * The events page's address: the API's filters (a bad one is dropped, not an error page), the view
 * (list or month) and the month the calendar shows.
 */
export type EventsView = "list" | "month";
export type EventSearch = EventQuery & { view?: EventsView; month?: MonthKey };

export function eventSearchSchema(raw: Record<string, unknown>): EventSearch {
  const { query } = parseEventQuery(raw);
  return {
    ...query,
    ...(raw.view === "month" || raw.view === "list" ? { view: raw.view } : {}),
    ...(isMonthKey(raw.month) ? { month: raw.month } : {}),
  };
}
