import {
  addRecentlyViewed,
  RECENTLY_VIEWED_COOKIE,
  RECENTLY_VIEWED_DAYS,
  type RecentlyViewedYacht,
  readRecentlyViewed,
  recentEntryOf,
} from "../../../../domain/catalogue/recently-viewed.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { getCookie, setCookie } from "../../../lib/cookies.ts";

/** The recently viewed yachts cookie (spec section 9): 5 entries, newest first, 30 days. */
export function readRecentYachts(now = new Date()): RecentlyViewedYacht[] {
  return readRecentlyViewed(getCookie(RECENTLY_VIEWED_COOKIE), now);
}

export function rememberViewedYacht(yacht: YachtSummary, now = new Date()): void {
  const list = addRecentlyViewed(readRecentYachts(now), recentEntryOf(yacht, now), now);
  setCookie(RECENTLY_VIEWED_COOKIE, JSON.stringify(list), RECENTLY_VIEWED_DAYS);
}
