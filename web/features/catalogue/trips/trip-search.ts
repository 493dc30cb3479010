import * as v from "valibot";
import { parseTripQuery, type TripQuery } from "../../../../domain/catalogue/trip-query.ts";

/** The trip list's filters in the URL (spec section 9: duration and price buckets, sorts). */
export type TripSearch = TripQuery;

export const tripSearchSchema = v.pipe(
  v.looseObject({}),
  v.transform((raw): TripSearch => parseTripQuery(raw).query),
);
