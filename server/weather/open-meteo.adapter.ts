import * as v from "valibot";
import { FORECAST_DAYS } from "../../domain/weather/query.ts";
import type { WeatherHour } from "../../domain/weather/types.ts";

/**
 * Open-Meteo's forecast API (https://open-meteo.com/en/docs), asked for the hourly wind at 10 m in
 * m/s, its gusts and direction, the temperature, precipitation and WMO weather code, in the lake's
 * time zone. No key. Its tests run against a loopback server answering the same JSON.
 */
export const HOURLY_VARIABLES = [
  "wind_speed_10m",
  "wind_gusts_10m",
  "wind_direction_10m",
  "temperature_2m",
  "precipitation",
  "weather_code",
] as const;
/** The lake's clock: Open-Meteo then gives local times, and a day is the lake's day. */
export const LAKE_TIME_ZONE = "Asia/Irkutsk";
/** A provider slower than this counts as down: the stored forecast is better than a spinner. */
export const PROVIDER_TIMEOUT_MS = 8000;

export type ForecastProvider = { hourly(lat: number, lon: number): Promise<WeatherHour[]> };

export class ProviderError extends Error {
  override name = "ProviderError";
}

// Open-Meteo sends null for an hour a model has no value for (gusts near the end of the range).
const series = v.array(v.nullable(v.number()));
const responseSchema = v.object({
  hourly: v.object({
    time: v.array(v.string()),
    wind_speed_10m: series,
    wind_gusts_10m: series,
    wind_direction_10m: series,
    temperature_2m: series,
    precipitation: series,
    weather_code: series,
  }),
});

export function forecastUrl(baseUrl: string, lat: number, lon: number): string {
  const url = new URL("/v1/forecast", baseUrl);
  url.search = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    hourly: HOURLY_VARIABLES.join(","),
    wind_speed_unit: "ms",
    timezone: LAKE_TIME_ZONE,
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  return url.toString();
}

/** Hours whose wind is known; a missing gust is read as the mean wind (never lower than it). */
function toHours(body: v.InferOutput<typeof responseSchema>): WeatherHour[] {
  const h = body.hourly;
  return h.time.flatMap((time, i) => {
    const windSpeed = h.wind_speed_10m[i];
    const windDirection = h.wind_direction_10m[i];
    const temperature = h.temperature_2m[i];
    if (windSpeed == null || windDirection == null || temperature == null) return [];
    return [
      {
        time,
        windSpeed,
        windGusts: Math.max(h.wind_gusts_10m[i] ?? windSpeed, windSpeed),
        windDirection,
        temperature,
        precipitation: h.precipitation[i] ?? 0,
        weatherCode: h.weather_code[i] ?? 0,
      },
    ];
  });
}

export function openMeteo(baseUrl: string, timeoutMs = PROVIDER_TIMEOUT_MS): ForecastProvider {
  return {
    async hourly(lat, lon) {
      let response: Response;
      try {
        response = await fetch(forecastUrl(baseUrl, lat, lon), { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new ProviderError(`Open-Meteo unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) throw new ProviderError(`Open-Meteo answered ${response.status}: ${text.slice(0, 200)}`);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new ProviderError("Open-Meteo answered something other than JSON");
      }
      const parsed = v.safeParse(responseSchema, data);
      if (!parsed.success) throw new ProviderError("Open-Meteo's answer had an unexpected shape");
      const hours = toHours(parsed.output);
      if (hours.length === 0) throw new ProviderError("Open-Meteo's answer had no hours");
      return hours;
    },
  };
}
