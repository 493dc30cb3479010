import type { ReasonKey } from "./messages.ts";
import { reasonMessages } from "./messages.ts";
import type { Sailing, Verdict, WeatherDay, WeatherHour, WeatherWarning } from "./types.ts";
import { meanDirection } from "./units.ts";
import { namedWindAt, namedWinds } from "./winds.ts";

/**
 * What the numbers mean for a charter yacht on Baikal: a verdict for an hour and a day, the day's
 * named wind and its calm hours. Thresholds follow the Beaufort scale (decision record 074).
 */
/** Beaufort 5 (fresh breeze) starts at 8.0 m/s: reef, and newcomers stay in the bays. */
export const CAUTION_WIND_MS = 8;
/** Beaufort 6 (strong breeze) starts at 10.8 m/s: beyond what a charter crew should take on. */
export const STAY_ASHORE_WIND_MS = 10.8;
export const CAUTION_GUST_MS = 11;
/** Gusts of Beaufort 7 (near gale) knock a small yacht down: 13.9 m/s, rounded up for a margin of error. */
export const STAY_ASHORE_GUST_MS = 14;
/** Baikal's water stays 4-10 °C in summer: below this air temperature a fall overboard is a cold emergency. */
export const COLD_AIR_C = 8;
/** Calm: Beaufort 0-2 mean wind and gusts under Beaufort 4, easy for anyone. */
export const CALM_WIND_MS = 3.3;
export const CALM_GUST_MS = 5.5;
/** Below Beaufort 3 a sailing yacht barely moves: the verdict says "light wind". */
export const LIGHT_WIND_MS = 3.4;
/** A named wind is only named when it blows: under this mean speed the direction means little. */
export const NAMED_WIND_MIN_MS = 4;
/** Daylight hours a charter sails (06:00 to 21:00 local): a day's figures come from them. */
export const SAILING_HOURS = { first: 6, last: 21 } as const;

/** WMO weather codes (as Open-Meteo sends them). */
const THUNDERSTORM_CODES = new Set([95, 96, 99]);
const FOG_CODES = new Set([45, 48]);

const order: Record<Verdict, number> = { good: 0, caution: 1, stay_ashore: 2 };
const worse = (a: Verdict, b: Verdict): Verdict => (order[a] >= order[b] ? a : b);

type Conditions = { wind: number; gust: number; temperature: number; codes: readonly number[] };

/** The verdict of a set of conditions (an hour, or a day's worst), with its reasons as message ids. */
export function judge({ wind, gust, temperature, codes }: Conditions): Sailing {
  let verdict: Verdict = "good";
  const reasons: ReasonKey[] = [];
  if (wind >= STAY_ASHORE_WIND_MS) {
    verdict = "stay_ashore";
    reasons.push("strongWind");
  } else if (wind >= CAUTION_WIND_MS) {
    verdict = "caution";
    reasons.push("freshBreeze");
  } else if (wind < LIGHT_WIND_MS) reasons.push("calm");
  else reasons.push("goodBreeze");
  if (gust >= STAY_ASHORE_GUST_MS) {
    verdict = "stay_ashore";
    reasons.push("dangerousGusts");
  } else if (gust >= CAUTION_GUST_MS) {
    verdict = worse(verdict, "caution");
    reasons.push("gusty");
  }
  if (codes.some((code) => THUNDERSTORM_CODES.has(code))) {
    verdict = "stay_ashore";
    reasons.push("thunderstorm");
  } else if (codes.some((code) => FOG_CODES.has(code))) {
    verdict = worse(verdict, "caution");
    reasons.push("fog");
  }
  if (temperature < COLD_AIR_C) {
    verdict = worse(verdict, "caution");
    reasons.push("cold");
  }
  // A score to sort places by: 100 for a gentle warm breeze, less for each m/s and degree beyond.
  const penalty =
    Math.max(0, wind - 6) * 8 + Math.max(0, gust - 8) * 5 + Math.max(0, 15 - temperature) * 2 + (wind < 2 ? 10 : 0);
  const score = Math.max(0, Math.min(100, Math.round(100 - penalty)));
  return { score, verdict, reasons: reasons.map((key) => reasonMessages[key].id) };
}

export function judgeHour(hour: WeatherHour): Sailing {
  return judge({
    wind: hour.windSpeed,
    gust: hour.windGusts,
    temperature: hour.temperature,
    codes: [hour.weatherCode],
  });
}

export const hourOf = (time: string) => Number(time.slice(11, 13));
const round1 = (n: number) => Math.round(n * 10) / 10;

export function isCalm(hour: WeatherHour): boolean {
  return hour.windSpeed < CALM_WIND_MS && hour.windGusts < CALM_GUST_MS && !THUNDERSTORM_CODES.has(hour.weatherCode);
}

/** One day from its hours (all of the same date) at a place; null when it has no hours. */
export function summariseDay(hours: readonly WeatherHour[], lat: number, lon: number): WeatherDay | null {
  if (hours.length === 0) return null;
  const daylight = hours.filter((h) => hourOf(h.time) >= SAILING_HOURS.first && hourOf(h.time) <= SAILING_HOURS.last);
  const span = daylight.length > 0 ? daylight : hours;
  const windMax = round1(Math.max(...span.map((h) => h.windSpeed)));
  const gustMax = round1(Math.max(...span.map((h) => h.windGusts)));
  const temperatures = hours.map((h) => h.temperature);
  const windDirection = meanDirection(
    span.map((h) => h.windDirection),
    span.map((h) => h.windSpeed),
  );
  const sailing = judge({
    wind: windMax,
    gust: gustMax,
    temperature: Math.min(...span.map((h) => h.temperature)),
    codes: span.map((h) => h.weatherCode),
  });
  const named = windMax >= NAMED_WIND_MIN_MS ? namedWindAt(windDirection, lat, lon) : null;
  if (named === "sarma" || named === "gornaya") {
    // The forecast's numbers understate these winds: they come down the slopes in minutes.
    if (sailing.verdict === "good") sailing.verdict = "caution";
    sailing.reasons.push(named === "sarma" ? reasonMessages.sarma.id : reasonMessages.mountainWind.id);
  }
  const day: WeatherDay = {
    date: hours[0]?.time.slice(0, 10) ?? "",
    windMax,
    gustMax,
    windDirection,
    temperatureMin: round1(Math.min(...temperatures)),
    temperatureMax: round1(Math.max(...temperatures)),
    sailing,
    calmHours: span.filter(isCalm).map((h) => h.time.slice(11, 16)),
  };
  if (named) day.namedWind = named;
  return day;
}

/** Days of a run of hours, in order. */
export function summariseDays(hours: readonly WeatherHour[], lat: number, lon: number): WeatherDay[] {
  const byDate = new Map<string, WeatherHour[]>();
  for (const hour of hours) {
    const date = hour.time.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), hour]);
  }
  return [...byDate.values()].flatMap((dayHours) => summariseDay(dayHours, lat, lon) ?? []);
}

/** The days whose named wind deserves a warning: Sarma and Gornaya always, others when near gale. */
export function warningsOf(days: readonly WeatherDay[]): WeatherWarning[] {
  return days.flatMap((day) => {
    if (!day.namedWind) return [];
    const wind = namedWinds[day.namedWind];
    if (!wind.suddenAndViolent && day.gustMax < STAY_ASHORE_GUST_MS) return [];
    return [{ date: day.date, namedWind: day.namedWind, gustMax: day.gustMax }];
  });
}

/** Calm hours as spans: ["06:00", "07:00", "08:00", "17:00"] → ["06:00–09:00", "17:00–18:00"]. */
export function calmSpans(calmHours: readonly string[]): string[] {
  const spans: [number, number][] = [];
  for (const hour of calmHours.map((h) => Number(h.slice(0, 2)))) {
    const last = spans.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else spans.push([hour, hour + 1]);
  }
  const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return spans.map(([from, to]) => `${hh(from)}–${hh(to)}`);
}
