import { parseTripQuery, type TripQuery } from "../../../../domain/catalogue/trip-query.ts";

/**
 * The trip list's filters in the URL (spec section 9: duration and price buckets, sorts). Route search
 * parsers are plain functions: they load with the route tree on every page, valibot does not need to.
 */
export type TripSearch = TripQuery;

export function tripSearchSchema(raw: Record<string, unknown>): TripSearch {
  return parseTripQuery(raw).query;
}
