import { parseTripQuery, type TripQuery } from "../../../../domain/catalogue/trip-query.ts";

/**
 * The trip list's filters in the URL (spec section 9: duration and price buckets, sorts): the API's
 * query schema read field by field, so a bad parameter is dropped rather than breaking the page.
 */
export type TripSearch = TripQuery;

export function tripSearchSchema(raw: Record<string, unknown>): TripSearch {
  return parseTripQuery(raw).query;
}
