/**
 * The events list's filters (spec section 4, Event: all, upcoming, past; api.md: category, type,
 * region, q): one schema for GET /api/events and the page's address, and one filter the server and
 * the device both run.
 */
import {
  matchesWords,
  normaliseSearch,
  oneOfParam,
  type ParsedQuery,
  parseFields,
  querySchema,
  textParam,
} from "../catalogue/query.ts";
import type { Locale } from "../shared/locale.ts";
import { bothLanguages } from "../shared/localized.ts";
import { em } from "./messages.ts";
import { eventPhase } from "./rules.ts";
import {
  type EventCategory,
  type EventRegion,
  type EventSummary,
  type EventType,
  eventCategories,
  eventRegions,
  eventTypes,
} from "./types.ts";

export const eventWhens = ["all", "upcoming", "past"] as const;
export type EventWhen = (typeof eventWhens)[number];

export type EventQuery = {
  when?: EventWhen;
  category?: EventCategory;
  type?: EventType;
  region?: EventRegion;
  q?: string;
};

export const eventQuerySchema = querySchema({
  when: oneOfParam(eventWhens, em.unknownWhen),
  category: oneOfParam(eventCategories, em.unknownCategory),
  type: oneOfParam(eventTypes, em.unknownType),
  region: oneOfParam(eventRegions, em.unknownRegion),
  q: textParam(),
});

export function parseEventQuery(raw: Record<string, unknown>): ParsedQuery<EventQuery> {
  return parseFields(eventQuerySchema, raw);
}

export function matchesEvent(event: EventSummary, query: EventQuery, today: string): boolean {
  const when = query.when ?? "all";
  // "Upcoming" keeps an event under way: one can still go and watch it, or join.
  if (when === "upcoming" && eventPhase(event, today) === "past") return false;
  if (when === "past" && eventPhase(event, today) !== "past") return false;
  if (query.category && event.category !== query.category) return false;
  if (query.type && event.type !== query.type) return false;
  if (query.region && event.region !== query.region) return false;
  if (query.q) {
    const text = normaliseSearch(
      [event.title, event.description, event.location, event.organizer.name, event.prizes]
        .map(bothLanguages)
        .concat(event.boatClasses, event.sponsor ?? "")
        .join(" "),
    );
    if (!matchesWords(text, query.q)) return false;
  }
  return true;
}

/**
 * The list in its order: coming events soonest first; past ones (on "past") latest first; on
 * "all", what is ahead first, then the past latest first.
 */
export function selectEvents<T extends EventSummary>(
  all: readonly T[],
  query: EventQuery,
  today: string,
  _locale?: Locale,
): T[] {
  const ahead = (a: T, b: T) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id);
  const behind = (a: T, b: T) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id);
  const found = all.filter((event) => matchesEvent(event, query, today));
  const past = found.filter((event) => eventPhase(event, today) === "past").sort(behind);
  const coming = found.filter((event) => eventPhase(event, today) !== "past").sort(ahead);
  return [...coming, ...past];
}
