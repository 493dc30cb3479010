/**
 * The weather answer of `GET /api/weather` (api.md "Weather"), shared by the server, the device
 * copy and the screens. Wind speeds in m/s, directions in degrees the wind blows FROM, times local
 * to the lake (Asia/Irkutsk) as Open-Meteo gives them: "2026-07-01T14:00".
 */
import type { NamedWindId } from "./winds.ts";

export type WeatherHour = {
  time: string;
  windSpeed: number;
  windGusts: number;
  windDirection: number;
  temperature: number;
  precipitation: number;
  weatherCode: number;
};

export const verdicts = ["good", "caution", "stay_ashore"] as const;
export type Verdict = (typeof verdicts)[number];

/** A verdict with its reasons: message ids of domain/weather/messages.ts (the screens word them). */
export type Sailing = { score: number; verdict: Verdict; reasons: string[] };

export type WeatherDay = {
  date: string;
  windMax: number;
  gustMax: number;
  windDirection: number;
  temperatureMin: number;
  temperatureMax: number;
  sailing: Sailing;
  namedWind?: NamedWindId;
  /** Hours ("HH:00") calm enough for anyone, oldest first. */
  calmHours: string[];
};

/** A warning the day's named wind deserves (Sarma at the Small Sea, a strong Gornaya…). */
export type WeatherWarning = { date: string; namedWind: NamedWindId; gustMax: number };

/** The month's climate norms of the place's part of the lake: shown as norms, never as a forecast. */
export type ClimateNorms = {
  month: number;
  windMean: number;
  gustTypical: number;
  windDirection: number;
  temperatureMin: number;
  temperatureMax: number;
};

export type WeatherPlace = { id?: string; name: string; lat: number; lon: number };

export type WeatherAnswer = {
  place: WeatherPlace;
  source: "forecast" | "climate";
  /** When the server fetched the forecast from the provider (ISO instant); for norms, when answered. */
  fetchedAt: string;
  hours: WeatherHour[];
  days: WeatherDay[];
  warnings: WeatherWarning[];
  /** Always present: the norms of the current month (or of `from`'s month). */
  climate: ClimateNorms;
};
