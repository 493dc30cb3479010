import {
  addRecentlyViewed,
  RECENTLY_VIEWED_COOKIE,
  RECENTLY_VIEWED_DAYS,
  type RecentlyViewedYacht,
  readRecentlyViewed,
  recentEntryOf,
} from "../../../../domain/catalogue/recently-viewed.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { allows } from "../../../../domain/consent/consent.ts";
import { consentAtom } from "../../../lib/consent.ts";
import { getCookie, setCookie } from "../../../lib/cookies.ts";
import { store } from "../../../lib/store.ts";

/** The recently viewed yachts cookie (spec section 9): 5 entries, newest first, 30 days. */
export function readRecentYachts(now = new Date()): RecentlyViewedYacht[] {
  return readRecentlyViewed(getCookie(RECENTLY_VIEWED_COOKIE), now);
}

/** Kept only with the visitor's consent to preference cookies (spec section 4, Cookie consent). */
export function rememberViewedYacht(yacht: YachtSummary, now = new Date()): void {
  if (!allows(store.get(consentAtom), "preferences")) return;
  const list = addRecentlyViewed(readRecentYachts(now), recentEntryOf(yacht, now), now);
  setCookie(RECENTLY_VIEWED_COOKIE, JSON.stringify(list), RECENTLY_VIEWED_DAYS);
}
