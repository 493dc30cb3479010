import { eq } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { climateAnswer, FORECAST_FRESH_MS, forecastAnswer } from "../../domain/weather/forecast.ts";
import { placeKey, type WeatherQuery } from "../../domain/weather/query.ts";
import type { WeatherAnswer, WeatherHour, WeatherPlace } from "../../domain/weather/types.ts";
import type { AppDeps } from "../app-env.ts";
import { destinations, weatherForecasts } from "../db/schema/index.ts";
import { openMeteo } from "./open-meteo.adapter.ts";

/**
 * A place's forecast: the stored one while fresh, else the provider's (stored for the next
 * caller), else the stored one however old, else the month's climate norms (decision 074).
 */
export type WeatherOutcome =
  | { kind: "ok"; answer: WeatherAnswer }
  | { kind: "unknown_place" }
  | { kind: "no_dates" }
  | { kind: "unavailable"; answer: WeatherAnswer };

type Stored = { hours: WeatherHour[]; fetchedAt: Date };

/** Requests for the same place while a provider call is on its way share that call. */
const inFlight = new Map<string, Promise<Stored | null>>();

async function findPlace(deps: AppDeps, query: WeatherQuery, locale: Locale): Promise<WeatherPlace | null> {
  if (!query.place) {
    const lat = query.lat ?? 0;
    const lon = query.lon ?? 0;
    return { name: `${lat.toFixed(3)}, ${lon.toFixed(3)}`, lat, lon };
  }
  const [row] = await deps.database.db
    .select({ id: destinations.id, name: destinations.name, lat: destinations.latitude, lon: destinations.longitude })
    .from(destinations)
    .where(eq(destinations.id, query.place));
  return row ? { id: row.id, name: row.name[locale], lat: row.lat, lon: row.lon } : null;
}

async function refresh(deps: AppDeps, key: string, place: WeatherPlace): Promise<Stored | null> {
  try {
    const hours = await openMeteo(deps.env.WEATHER_API_URL).hourly(place.lat, place.lon);
    const fetchedAt = deps.clock();
    const row = { placeKey: key, latitude: place.lat, longitude: place.lon, hours, fetchedAt };
    await deps.database.db
      .insert(weatherForecasts)
      .values(row)
      .onConflictDoUpdate({ target: weatherForecasts.placeKey, set: { hours, fetchedAt } });
    return { hours, fetchedAt };
  } catch (error) {
    // The provider is away: the caller falls back on what is stored. Logged, never shown.
    console.warn(`weather: ${(error as Error).message}`);
    return null;
  }
}

/**
 * One provider call per place and expiry across processes (decision record 079): the refresh runs
 * under the place's advisory lock and first reads the copy again, which another process may just
 * have renewed. With a stale copy to serve, a process that finds the lock taken does not wait: it
 * serves that copy. With none, it waits for the other's answer rather than ask again.
 */
async function refreshOnce(deps: AppDeps, key: string, place: WeatherPlace, haveCopy: boolean) {
  const work = async (): Promise<Stored | null> => {
    const [current] = await deps.database.db.select().from(weatherForecasts).where(eq(weatherForecasts.placeKey, key));
    if (current && deps.clock().getTime() - current.fetchedAt.getTime() < FORECAST_FRESH_MS) return current;
    return refresh(deps, key, place);
  };
  const lock = `weather:${key}`;
  return haveCopy ? ((await deps.database.ifFree(lock, work)) ?? null) : deps.database.exclusive(lock, work);
}

export async function weatherFor(deps: AppDeps, query: WeatherQuery, locale: Locale): Promise<WeatherOutcome> {
  const place = await findPlace(deps, query, locale);
  if (!place) return { kind: "unknown_place" };
  const key = placeKey(query);
  const now = deps.clock();
  const today = lakeToday(now);
  const range = { from: query.from, to: query.to };
  const [stored] = await deps.database.db.select().from(weatherForecasts).where(eq(weatherForecasts.placeKey, key));
  let forecast: Stored | null = stored ?? null;
  if (!stored || now.getTime() - stored.fetchedAt.getTime() >= FORECAST_FRESH_MS) {
    let call = inFlight.get(key);
    if (!call) {
      call = refreshOnce(deps, key, place, Boolean(stored)).finally(() => inFlight.delete(key));
      inFlight.set(key, call);
    }
    forecast = (await call) ?? stored ?? null;
  }
  if (!forecast) return { kind: "unavailable", answer: climateAnswer(place, now.toISOString(), range, today) };
  const answer = forecastAnswer(place, forecast.hours, forecast.fetchedAt.toISOString(), range, today);
  if (answer) return { kind: "ok", answer };
  // No dates asked and nothing from today on: all that is stored is over, as good as nothing.
  if (!range.from && !range.to) {
    return { kind: "unavailable", answer: climateAnswer(place, now.toISOString(), range, today) };
  }
  return { kind: "no_dates" };
}
