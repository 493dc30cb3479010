/** Search, filters and sorts of the destination list (spec section 9: duration 1-2, 3-4, 5+ days). */
import type { Locale } from "../shared/locale.ts";
import { bothLanguages, localized } from "../shared/localized.ts";
import { catalogueMessages as m } from "./messages.ts";
import {
  listParam,
  matchesWords,
  normaliseSearch,
  oneOfParam,
  type ParsedQuery,
  parseFields,
  querySchema,
  textParam,
} from "./query.ts";
import { type Destination, type Difficulty, difficulties } from "./types.ts";

export const destinationDurations = ["1-2", "3-4", "5+"] as const;
export type DestinationDuration = (typeof destinationDurations)[number];
const durationRange: Record<DestinationDuration, [number, number]> = {
  "1-2": [1, 2],
  "3-4": [3, 4],
  "5+": [5, Number.POSITIVE_INFINITY],
};

export const destinationSorts = ["name", "price_asc", "price_desc", "distance"] as const;
export type DestinationSort = (typeof destinationSorts)[number];

export type DestinationQuery = {
  q?: string;
  duration?: DestinationDuration;
  difficulty?: Difficulty[];
  sort?: DestinationSort;
};

/** GET /api/destinations and the destination list's URL. */
export const destinationQuerySchema = querySchema({
  q: textParam(),
  duration: oneOfParam(destinationDurations, m.unknownBucket.id),
  difficulty: listParam(difficulties, m.unknownDifficulty.id),
  sort: oneOfParam(destinationSorts, m.unknownSort.id),
});

export function parseDestinationQuery(raw: Record<string, unknown>): ParsedQuery<DestinationQuery> {
  return parseFields(destinationQuerySchema, raw);
}

/** A stay of `min`-`max` days fits a bucket when the two ranges overlap. */
export function inDurationBucket(days: { min: number; max: number }, bucket: DestinationDuration): boolean {
  const [from, to] = durationRange[bucket];
  return days.min <= to && days.max >= from;
}

export function matchesDestination(destination: Destination, query: DestinationQuery): boolean {
  if (query.duration && !inDurationBucket(destination.durationDays, query.duration)) return false;
  if (query.difficulty?.length && !query.difficulty.includes(destination.difficulty)) return false;
  if (query.q) {
    const text = normaliseSearch(
      [destination.name, destination.shortDescription, ...destination.highlights].map(bothLanguages).join(" "),
    );
    if (!matchesWords(text, query.q)) return false;
  }
  return true;
}

export function selectDestinations<T extends Destination>(
  all: readonly T[],
  query: DestinationQuery,
  locale: Locale,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const byName = (a: T, b: T) => collator.compare(localized(a.name, locale), localized(b.name, locale));
  const compare: Record<DestinationSort, (a: T, b: T) => number> = {
    name: byName,
    price_asc: (a, b) => a.pricePerDay.amount - b.pricePerDay.amount || byName(a, b),
    price_desc: (a, b) => b.pricePerDay.amount - a.pricePerDay.amount || byName(a, b),
    distance: (a, b) => a.distanceKm - b.distanceKm || byName(a, b),
  };
  return all.filter((d) => matchesDestination(d, query)).sort(compare[query.sort ?? "name"]);
}
