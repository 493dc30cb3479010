/**
 * Search, filters and sorts of the yacht list (spec section 9), one implementation for the API and
 * the device. Prices in a query are whole roubles per day; lengths are metres.
 */
import type { Locale } from "../shared/locale.ts";
import { bothLanguages, localized } from "../shared/localized.ts";
import { catalogueMessages as m } from "./messages.ts";
import {
  DEFAULT_PAGE_SIZE,
  decimalParam,
  intParam,
  listParam,
  MAX_PAGE_SIZE,
  matchesWords,
  normaliseSearch,
  oneOfParam,
  type ParsedQuery,
  parseFields,
  querySchema,
  textParam,
} from "./query.ts";
import { type YachtSummary, type YachtType, yachtTypes } from "./types.ts";

export const yachtSorts = ["rating", "price_asc", "price_desc", "name"] as const;
export type YachtSort = (typeof yachtSorts)[number];
export const DEFAULT_YACHT_SORT: YachtSort = "rating";

export type YachtQuery = {
  q?: string;
  type?: YachtType[];
  minCapacity?: number;
  minPrice?: number;
  maxPrice?: number;
  minLength?: number;
  maxLength?: number;
  /** Only yachts that come with a captain, always or on request (/skippered-charters). */
  skippered?: boolean;
  sort?: YachtSort;
};

export type YachtListQuery = YachtQuery & { page?: number; pageSize?: number };

const filterParams = {
  q: textParam(),
  type: listParam(yachtTypes, m.unknownType.id),
  minCapacity: intParam(1, 1000),
  minPrice: intParam(0),
  maxPrice: intParam(0),
  minLength: decimalParam(1000),
  maxLength: decimalParam(1000),
  sort: oneOfParam(yachtSorts, m.unknownSort.id),
};

/** The filters of the yacht list's URL (`skippered` is the route's, not a parameter). */
export const yachtQuerySchema = querySchema(filterParams);

/** GET /api/yachts: the filters and the page. */
export const yachtListQuerySchema = querySchema({
  ...filterParams,
  page: intParam(1, 100_000),
  pageSize: intParam(1, MAX_PAGE_SIZE),
});

/** The filters of a URL or query string; bad fields are named in `errors` and left out. */
export function parseYachtQuery(raw: Record<string, unknown>): ParsedQuery<YachtQuery> {
  return parseFields(yachtQuerySchema, raw);
}

export function parseYachtListQuery(raw: Record<string, unknown>): ParsedQuery<YachtListQuery> {
  return parseFields(yachtListQuerySchema, raw);
}

export { DEFAULT_PAGE_SIZE };

const searchTexts = new WeakMap<YachtSummary, string>();

/** Names and summaries in both languages, so a Russian word finds a yacht in the English interface. */
function searchTextOf(yacht: YachtSummary): string {
  let text = searchTexts.get(yacht);
  if (text === undefined) {
    text = normaliseSearch(
      `${bothLanguages(yacht.name)} ${bothLanguages(yacht.summary)} ${yacht.type.replace("_", " ")}`,
    );
    searchTexts.set(yacht, text);
  }
  return text;
}

export function matchesYacht(yacht: YachtSummary, query: YachtQuery): boolean {
  if (query.type?.length && !query.type.includes(yacht.type)) return false;
  if (query.minCapacity !== undefined && yacht.capacity < query.minCapacity) return false;
  const priceMajor = yacht.pricePerDay.amount / 100;
  if (query.minPrice !== undefined && priceMajor < query.minPrice) return false;
  if (query.maxPrice !== undefined && priceMajor > query.maxPrice) return false;
  if (query.minLength !== undefined && yacht.lengthM < query.minLength) return false;
  if (query.maxLength !== undefined && yacht.lengthM > query.maxLength) return false;
  if (query.skippered && yacht.captain === "bareboat") return false;
  if (query.q && !matchesWords(searchTextOf(yacht), query.q)) return false;
  return true;
}

const collators: Partial<Record<Locale, Intl.Collator>> = {};
const nameRanks = new WeakMap<readonly YachtSummary[], Partial<Record<Locale, Map<YachtSummary, number>>>>();

/**
 * Alphabetical positions of the whole list in one language, computed once per list: sorting a
 * filtered view then compares numbers, not strings (10,000 yachts must sort within a frame).
 */
function rankByName(all: readonly YachtSummary[], locale: Locale): Map<YachtSummary, number> {
  let byLocale = nameRanks.get(all);
  if (!byLocale) {
    byLocale = {};
    nameRanks.set(all, byLocale);
  }
  let ranks = byLocale[locale];
  if (!ranks) {
    collators[locale] ??= new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    const collator = collators[locale];
    const sorted = all
      .map((yacht) => ({ yacht, name: localized(yacht.name, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.yacht.id.localeCompare(b.yacht.id));
    ranks = new Map(sorted.map((entry, index) => [entry.yacht, index]));
    byLocale[locale] = ranks;
  }
  return ranks;
}

export function sortYachts<T extends YachtSummary>(
  items: T[],
  sort: YachtSort,
  locale: Locale,
  all: readonly T[] = items,
): T[] {
  const rank = rankByName(all, locale);
  const byName = (a: T, b: T) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  const compare: Record<YachtSort, (a: T, b: T) => number> = {
    rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || byName(a, b),
    price_asc: (a, b) => a.pricePerDay.amount - b.pricePerDay.amount || byName(a, b),
    price_desc: (a, b) => b.pricePerDay.amount - a.pricePerDay.amount || byName(a, b),
    name: byName,
  };
  return items.sort(compare[sort]);
}

/** The list a screen or the API shows: filtered, then sorted (a new array; `all` is not changed). */
export function selectYachts<T extends YachtSummary>(all: readonly T[], query: YachtQuery, locale: Locale): T[] {
  const filtered = all.filter((yacht) => matchesYacht(yacht, query));
  return sortYachts(filtered, query.sort ?? DEFAULT_YACHT_SORT, locale, all);
}

/** Whether any filter narrows the list (the empty state offers to clear them). */
export function hasYachtFilters(query: YachtQuery): boolean {
  return Boolean(
    query.q ||
      query.type?.length ||
      query.minCapacity !== undefined ||
      query.minPrice !== undefined ||
      query.maxPrice !== undefined ||
      query.minLength !== undefined ||
      query.maxLength !== undefined,
  );
}
