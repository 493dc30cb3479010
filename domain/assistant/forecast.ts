import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../shared/locale.ts";
import type { Verdict, WeatherDay } from "../weather/types.ts";
import { knots } from "../weather/units.ts";
import { namedWinds } from "../weather/winds.ts";
import type { ForecastLookup } from "./weather.ts";

/**
 * The forecast plugged into the companion (decision records 074 and 075): a place's days as the
 * weather area judged them (the same verdict, named wind and figures as /weather shows), worded in
 * one line. The server gives the days of the place a question names, fetched or cached for 30
 * minutes; the device gives the forecasts it keeps. A day the forecast does not reach gives null,
 * and the companion points to the weather page instead of guessing.
 */
export type ForecastDays = ReadonlyMap<string, readonly WeatherDay[]>;
type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

const verdictWords: Record<Verdict, MessageDescriptor> = {
  good: /*i18n*/ { id: "assistant.forecast.good", message: "good for sailing" },
  caution: /*i18n*/ { id: "assistant.forecast.caution", message: "sail with caution" },
  stay_ashore: /*i18n*/ { id: "assistant.forecast.stay_ashore", message: "stay ashore" },
};

const summary: MessageDescriptor = /*i18n*/ {
  id: "assistant.forecast.summary",
  message: "{verdict}: wind up to {wind} m/s ({knots} kn), gusts up to {gust} m/s, {low} to {high} °C.",
};
const namedWind: MessageDescriptor = /*i18n*/ {
  id: "assistant.forecast.named_wind",
  message: "Watch for {wind}: {signs}",
};

const round = (value: number) => Math.round(value);

export function forecastFrom(days: ForecastDays, locale: Locale, t: Translate): ForecastLookup {
  return (place, day) => {
    if (!place) return null;
    const found = days.get(place.id)?.find((d) => d.date === day);
    if (!found) return null;
    const line = t(summary, {
      verdict: t(verdictWords[found.sailing.verdict]),
      wind: round(found.windMax),
      knots: round(knots(found.windMax)),
      gust: round(found.gustMax),
      low: round(found.temperatureMin),
      high: round(found.temperatureMax),
    });
    const wind = found.namedWind ? namedWinds[found.namedWind] : null;
    return wind ? `${line} ${t(namedWind, { wind: wind.name[locale], signs: wind.signs[locale] })}` : line;
  };
}

/** The place a weather answer pointed to (its weather page's address), to fetch its days for. */
export function weatherPlaceOf(sources: readonly { url: string }[]): string | null {
  for (const { url } of sources) {
    const match = /^\/weather\?destination=([\w-]+)$/.exec(url);
    if (match?.[1]) return match[1];
  }
  return null;
}
