import { doublePrecision, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { WeatherHour } from "../../../domain/weather/types.ts";

/**
 * The last forecast fetched for each place (issue 17, decision 074): used as it is for 30 minutes,
 * so many users cost one provider call per place, and kept after that for when the provider is down.
 * A place is a destination's id or a point rounded to two decimals (domain/weather/query.ts).
 */
export const weatherForecasts = pgTable("weather_forecasts", {
  placeKey: text("place_key").primaryKey(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  hours: jsonb("hours").$type<WeatherHour[]>().notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull(),
});

export type WeatherForecastRow = typeof weatherForecasts.$inferSelect;
