import type { Destination } from "../../../domain/catalogue/types.ts";
import { forecastAnswer } from "../../../domain/weather/forecast.ts";
import type { WeatherAnswer, WeatherDay } from "../../../domain/weather/types.ts";
import type { DeviceForecast } from "../../lib/device/db.ts";

/** Each place's whole stored forecast, narrowed to the days from today, by place id. */
export function answersFrom(
  places: readonly Destination[],
  forecasts: Map<string, DeviceForecast> | undefined,
  today: string,
): Map<string, WeatherAnswer> {
  const answers = new Map<string, WeatherAnswer>();
  for (const place of places) {
    const stored = forecasts?.get(place.id);
    if (!stored) continue;
    const where = { id: place.id, name: place.name.en, lat: place.latitude, lon: place.longitude };
    const answer = forecastAnswer(where, stored.answer.hours, stored.answer.fetchedAt, {}, today);
    if (answer) answers.set(place.id, answer);
  }
  return answers;
}

export const todayOf = (answer: WeatherAnswer | undefined, today: string): WeatherDay | undefined =>
  answer?.days.find((day) => day.date === today);
