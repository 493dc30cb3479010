/**
 * Search, filters and sorts of trip packages (spec section 9: duration 1-2, 3-5, 6+ days; total
 * price under $10k, $10k-$20k, $20k+; highest rated, price both ways, alphabetical).
 */
import type { Locale } from "../shared/locale.ts";
import { bothLanguages, localized } from "../shared/localized.ts";
import { catalogueMessages as m } from "./messages.ts";
import {
  matchesWords,
  normaliseSearch,
  oneOfParam,
  type ParsedQuery,
  parseFields,
  querySchema,
  textParam,
} from "./query.ts";
import type { TripPackage } from "./types.ts";

export const tripDurations = ["1-2", "3-5", "6+"] as const;
export type TripDuration = (typeof tripDurations)[number];
const durationRange: Record<TripDuration, [number, number]> = {
  "1-2": [1, 2],
  "3-5": [3, 5],
  "6+": [6, Number.POSITIVE_INFINITY],
};

export const tripPrices = ["lt10k", "10k-20k", "gt20k"] as const;
export type TripPrice = (typeof tripPrices)[number];
/** Whole US dollars: [from, to) of the total price. */
const priceRange: Record<TripPrice, [number, number]> = {
  lt10k: [0, 10_000],
  "10k-20k": [10_000, 20_000],
  gt20k: [20_000, Number.POSITIVE_INFINITY],
};

export const tripSorts = ["rating", "price_asc", "price_desc", "name"] as const;
export type TripSort = (typeof tripSorts)[number];

export type TripQuery = { q?: string; duration?: TripDuration; price?: TripPrice; sort?: TripSort };

/** GET /api/trips and the trip list's URL. */
export const tripQuerySchema = querySchema({
  q: textParam(),
  duration: oneOfParam(tripDurations, m.unknownBucket.id),
  price: oneOfParam(tripPrices, m.unknownBucket.id),
  sort: oneOfParam(tripSorts, m.unknownSort.id),
});

export function parseTripQuery(raw: Record<string, unknown>): ParsedQuery<TripQuery> {
  return parseFields(tripQuerySchema, raw);
}

export function matchesTrip(trip: TripPackage, query: TripQuery): boolean {
  if (query.duration) {
    const [from, to] = durationRange[query.duration];
    if (trip.durationDays < from || trip.durationDays > to) return false;
  }
  if (query.price) {
    const [from, to] = priceRange[query.price];
    const dollars = trip.totalPrice.amount / 100;
    if (dollars < from || dollars >= to) return false;
  }
  if (query.q) {
    const text = normaliseSearch(
      [trip.title, trip.description, trip.yachtName, ...trip.activities.map((a) => a.name)]
        .map(bothLanguages)
        .join(" "),
    );
    if (!matchesWords(text, query.q)) return false;
  }
  return true;
}

export function selectTrips<T extends TripPackage>(all: readonly T[], query: TripQuery, locale: Locale): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  const byName = (a: T, b: T) => collator.compare(localized(a.title, locale), localized(b.title, locale));
  const compare: Record<TripSort, (a: T, b: T) => number> = {
    rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
    price_asc: (a, b) => a.totalPrice.amount - b.totalPrice.amount || byName(a, b),
    price_desc: (a, b) => b.totalPrice.amount - a.totalPrice.amount || byName(a, b),
    name: byName,
  };
  return all.filter((trip) => matchesTrip(trip, query)).sort(compare[query.sort ?? "rating"]);
}

/**
 * What a trip card shows (spec section 2): the large card up to 3 destinations, 6 activities,
 * 3 highlights per destination and 3 included items; the small card 2 destinations and 4 activities.
 */
export const tripCardLimits = {
  large: { destinations: 3, activities: 6, highlightsPerDestination: 3, includes: 3 },
  small: { destinations: 2, activities: 4, highlightsPerDestination: 0, includes: 0 },
} as const;
export type TripCardSize = keyof typeof tripCardLimits;
