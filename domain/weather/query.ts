import * as v from "valibot";
import { weatherMessages } from "./messages.ts";

/**
 * The query of `GET /api/weather`: a place of the catalogue, or a point on or near the lake, and
 * optional dates. Every mistake answers the spec's one text, 'Incomplete location or date
 * information', under the field that was wrong.
 */
const incomplete = weatherMessages.incompleteQuery.id;

/** Around the lake, with a margin: a forecast of somewhere else is not this portal's business. */
export const LAKE_BOUNDS = { latMin: 50.5, latMax: 56.5, lonMin: 102.5, lonMax: 111 } as const;
/** Open-Meteo's free forecast reaches 16 days ahead. */
export const FORECAST_DAYS = 16;

const coordinate = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(incomplete),
      v.regex(/^-?\d{1,3}(\.\d{1,6})?$/, incomplete),
      v.transform(Number),
      v.minValue(min, incomplete),
      v.maxValue(max, incomplete),
    ),
  );

const date = v.optional(
  v.pipe(
    v.string(incomplete),
    v.isoDate(incomplete),
    v.check((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), incomplete),
  ),
);

export const weatherQuerySchema = v.pipe(
  v.object({
    place: v.optional(v.pipe(v.string(incomplete), v.regex(/^[a-z0-9-]{1,64}$/, incomplete))),
    lat: coordinate(LAKE_BOUNDS.latMin, LAKE_BOUNDS.latMax),
    lon: coordinate(LAKE_BOUNDS.lonMin, LAKE_BOUNDS.lonMax),
    from: date,
    to: date,
  }),
  v.forward(
    v.partialCheck(
      [["place"], ["lat"], ["lon"]],
      (q) => q.place !== undefined || (q.lat !== undefined && q.lon !== undefined),
      incomplete,
    ),
    ["place"],
  ),
  v.forward(
    v.partialCheck([["from"], ["to"]], (q) => !q.from || !q.to || q.from <= q.to, incomplete),
    ["to"],
  ),
);

export type WeatherQuery = v.InferOutput<typeof weatherQuerySchema>;

/** The cache's key of a place: its id, or its point rounded to about a kilometre. */
export function placeKey(query: { place?: string; lat?: number; lon?: number }): string {
  if (query.place) return query.place;
  return `${(query.lat ?? 0).toFixed(2)},${(query.lon ?? 0).toFixed(2)}`;
}
