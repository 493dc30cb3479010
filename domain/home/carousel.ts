/**
 * The home page's carousels and pagers (spec sections 2 and 9): the hero has 5 slides and advances
 * every 5000 ms, wrapping both ways; testimonials show 3 a page and wrap; featured trips show 2 a
 * page and stop at the ends. Pure arithmetic, so the rules are tested without a browser.
 */
export const HERO_AUTOPLAY_MS = 5000;
export const TESTIMONIALS_PER_PAGE = 3;
export const HOME_TRIPS_PER_PAGE = 2;
/** How many featured trips the home page pages through (the best rated). */
export const HOME_FEATURED_TRIPS = 6;

/** An index moved by `step`, wrapping within `count` (previous from the first is the last). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items of a page (0-based), clamped to the pages that exist. */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const last = pageCount(items.length, perPage) - 1;
  const current = Math.min(Math.max(page, 0), last);
  return items.slice(current * perPage, current * perPage + perPage);
}

/** What a bounded pager (the trips) can do on a page: previous is off on the first, next on the last. */
export function pagerEnds(page: number, pages: number): { hasPrevious: boolean; hasNext: boolean } {
  return { hasPrevious: page > 0, hasNext: page < pages - 1 };
}

/** The counter of the hero, 'n / 5', 1-based. */
export function slideCounter(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}
