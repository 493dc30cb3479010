import { climateNorms } from "./climate.ts";
import type { WeatherAnswer, WeatherHour, WeatherPlace } from "./types.ts";
import { summariseDays, warningsOf } from "./verdict.ts";

/**
 * The answer made from a place's hours: the server builds it from the provider's forecast, the
 * device narrows its stored copy to a booking's dates the same way.
 */
/** A forecast fetched this recently is used as it is: many users cost one provider call per place. */
export const FORECAST_FRESH_MS = 30 * 60 * 1000;

export type DateRange = { from?: string | undefined; to?: string | undefined };

/** The month (1-12) a range starts in, or today's. */
const monthOf = (range: DateRange, today: string) => Number((range.from ?? today).slice(5, 7));

/**
 * The forecast for the dates asked (all when none), or null when none of them is in the
 * forecast (beyond its range, or past).
 */
export function forecastAnswer(
  place: WeatherPlace,
  allHours: readonly WeatherHour[],
  fetchedAt: string,
  range: DateRange,
  today: string,
): WeatherAnswer | null {
  const from = range.from ?? today;
  const hours = allHours.filter((h) => {
    const date = h.time.slice(0, 10);
    return date >= from && (!range.to || date <= range.to);
  });
  if (hours.length === 0) return null;
  const days = summariseDays(hours, place.lat, place.lon);
  return {
    place,
    source: "forecast",
    fetchedAt,
    hours,
    days,
    warnings: warningsOf(days),
    climate: climateNorms(place.lat, place.lon, monthOf(range, today)),
  };
}

/** Norms only, with no hours or days: what is shown when no forecast was ever fetched. */
export function climateAnswer(place: WeatherPlace, at: string, range: DateRange, today: string): WeatherAnswer {
  return {
    place,
    source: "climate",
    fetchedAt: at,
    hours: [],
    days: [],
    warnings: [],
    climate: climateNorms(place.lat, place.lon, monthOf(range, today)),
  };
}
