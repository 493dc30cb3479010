/**
 * Recently viewed yachts (spec sections 3 and 9): kept in a cookie, 5 entries, newest first, no
 * duplicates, for 30 days. An entry holds the id, the yacht's fields a card needs, and viewedAt.
 */
import type { Localized } from "../shared/localized.ts";
import { isMoney, type Money } from "../shared/money.ts";
import type { YachtSummary, YachtType } from "./types.ts";

export const RECENTLY_VIEWED_COOKIE = "recentlyViewedYachts";
export const RECENTLY_VIEWED_MAX = 5;
export const RECENTLY_VIEWED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RecentlyViewedYacht = {
  id: string;
  name: Localized;
  type: YachtType;
  pricePerDay: Money;
  capacity: number;
  lengthM: number;
  rating: number | null;
  image: string;
  viewedAt: string;
};

export function recentEntryOf(yacht: YachtSummary, now: Date): RecentlyViewedYacht {
  return {
    id: yacht.id,
    name: yacht.name,
    type: yacht.type,
    pricePerDay: yacht.pricePerDay,
    capacity: yacht.capacity,
    lengthM: yacht.lengthM,
    rating: yacht.rating,
    image: yacht.images[0] ?? "",
    viewedAt: now.toISOString(),
  };
}

function isEntry(value: unknown): value is RecentlyViewedYacht {
  if (typeof value !== "object" || value === null) return false;
  const e = value as Record<string, unknown>;
  const name = e.name as Record<string, unknown> | undefined;
  return (
    typeof e.id === "string" &&
    typeof name?.en === "string" &&
    typeof name?.ru === "string" &&
    typeof e.viewedAt === "string" &&
    !Number.isNaN(Date.parse(e.viewedAt)) &&
    isMoney(e.pricePerDay)
  );
}

/** Entries still fresh, newest first, without duplicates: what a cookie value (any value) means. */
export function readRecentlyViewed(cookieValue: string | undefined, now: Date): RecentlyViewedYacht[] {
  if (!cookieValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(cookieValue);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return normalise(parsed.filter(isEntry), now);
}

function normalise(entries: RecentlyViewedYacht[], now: Date): RecentlyViewedYacht[] {
  const oldest = now.getTime() - RECENTLY_VIEWED_DAYS * DAY_MS;
  const seen = new Set<string>();
  return [...entries]
    .filter((entry) => Date.parse(entry.viewedAt) >= oldest)
    .sort((a, b) => Date.parse(b.viewedAt) - Date.parse(a.viewedAt))
    .filter((entry) => {
      if (seen.has(entry.id)) return false;
      seen.add(entry.id);
      return true;
    })
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** The list after viewing `entry`: it moves to the front, older copies and the sixth entry go. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedYacht[],
  entry: RecentlyViewedYacht,
  now: Date,
): RecentlyViewedYacht[] {
  return normalise([entry, ...list.filter((item) => item.id !== entry.id)], now);
}
