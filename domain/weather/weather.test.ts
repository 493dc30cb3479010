import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { climateNorms, lakePartAt } from "./climate.ts";
import { forecastAnswer } from "./forecast.ts";
import { reasonMessages } from "./messages.ts";
import { weatherQuerySchema } from "./query.ts";
import type { WeatherHour } from "./types.ts";
import { compassPoint, knots } from "./units.ts";
import { calmSpans, summariseDay, warningsOf } from "./verdict.ts";
import { namedWindAt, namedWinds } from "./winds.ts";

const SMALL_SEA = { lat: 53.0833, lon: 107.05 };
const LISTVYANKA = { lat: 51.8536, lon: 104.8697 };

/** A hand-made day: the same wind from 06:00 to 21:00, a warm July day unless told. */
function day(
  wind: number,
  gust: number,
  direction: number,
  options: { temperature?: number; code?: number; date?: string } = {},
): WeatherHour[] {
  return Array.from({ length: 24 }, (_, hour) => ({
    time: `${options.date ?? "2027-07-10"}T${String(hour).padStart(2, "0")}:00`,
    windSpeed: hour >= 6 && hour <= 21 ? wind : 1,
    windGusts: hour >= 6 && hour <= 21 ? gust : 2,
    windDirection: direction,
    temperature: options.temperature ?? 20,
    precipitation: 0,
    weatherCode: options.code ?? 1,
  }));
}

describe("the sailing verdict", () => {
  it("calls a calm warm day good, with its calm hours", () => {
    const result = summariseDay(day(2, 3, 180), LISTVYANKA.lat, LISTVYANKA.lon);
    expect(result?.sailing.verdict).toBe("good");
    expect(result?.sailing.reasons).toEqual([reasonMessages.calm.id]);
    expect(result?.calmHours).toHaveLength(16);
    expect(result?.calmHours[0]).toBe("06:00");
    expect(result?.namedWind).toBeUndefined();
  });

  it("writes calm hours as spans", () => {
    expect(calmSpans(["06:00", "07:00", "08:00", "17:00"])).toEqual(["06:00–09:00", "17:00–18:00"]);
    expect(calmSpans([])).toEqual([]);
  });

  it("calls a fresh breeze (Beaufort 5) caution", () => {
    const result = summariseDay(day(9, 10, 180), LISTVYANKA.lat, LISTVYANKA.lon);
    expect(result?.sailing.verdict).toBe("caution");
    expect(result?.sailing.reasons).toContain(reasonMessages.freshBreeze.id);
    expect(result?.calmHours).toEqual([]);
  });

  it("keeps sailors ashore with gusts of 20 m/s, even when the mean wind is moderate", () => {
    const result = summariseDay(day(7, 20, 180), LISTVYANKA.lat, LISTVYANKA.lon);
    expect(result?.sailing.verdict).toBe("stay_ashore");
    expect(result?.sailing.reasons).toContain(reasonMessages.dangerousGusts.id);
    expect(result?.gustMax).toBe(20);
  });

  it("keeps them ashore in a thunderstorm, and warns of the cold", () => {
    expect(summariseDay(day(3, 5, 180, { code: 95 }), 52, 105)?.sailing.verdict).toBe("stay_ashore");
    const cold = summariseDay(day(3, 5, 180, { temperature: 4 }), 52, 105);
    expect(cold?.sailing.verdict).toBe("caution");
    expect(cold?.sailing.reasons).toContain(reasonMessages.cold.id);
  });

  it("scores a gentle warm breeze above a strong one", () => {
    const gentle = summariseDay(day(5, 7, 180), 52, 105);
    const strong = summariseDay(day(12, 16, 180), 52, 105);
    expect(gentle?.sailing.score).toBeGreaterThan(strong?.sailing.score ?? 100);
  });
});

describe("the named winds", () => {
  it("names a north-westerly at the Small Sea Sarma and warns of it", () => {
    const result = summariseDay(day(6, 9, 315), SMALL_SEA.lat, SMALL_SEA.lon);
    expect(result?.namedWind).toBe("sarma");
    expect(result?.sailing.verdict).toBe("caution");
    expect(result?.sailing.reasons).toContain(reasonMessages.sarma.id);
    expect(warningsOf(result ? [result] : [])).toEqual([{ date: "2027-07-10", namedWind: "sarma", gustMax: 9 }]);
  });

  it("names the same north-westerly elsewhere Gornaya, not Sarma", () => {
    expect(namedWindAt(315, LISTVYANKA.lat, LISTVYANKA.lon)).toBe("gornaya");
  });

  it("names each sector's wind", () => {
    expect(namedWindAt(20, 55, 109)).toBe("verkhovik");
    expect(namedWindAt(80, 53.4, 108.9)).toBe("barguzin");
    expect(namedWindAt(140, 52, 105.5)).toBe("shelonnik");
    expect(namedWindAt(225, 51.85, 104.9)).toBe("kultuk");
    expect(namedWindAt(180, 51.85, 104.9)).toBeNull();
  });

  it("does not name a breath of wind, and warns of a steady wind only near gale", () => {
    expect(summariseDay(day(2, 3, 315), SMALL_SEA.lat, SMALL_SEA.lon)?.namedWind).toBeUndefined();
    const barguzin = summariseDay(day(6, 9, 80), 53.4, 108.9);
    expect(barguzin?.namedWind).toBe("barguzin");
    expect(warningsOf(barguzin ? [barguzin] : [])).toEqual([]);
  });

  it("has every text in both languages", () => {
    for (const wind of Object.values(namedWinds)) {
      for (const text of [wind.name, wind.from, wind.character, wind.signs]) {
        expect(text.en.length).toBeGreaterThan(3);
        expect(text.ru).toMatch(/[а-яё]/i);
      }
    }
  });
});

describe("units, norms and dates", () => {
  it("writes knots and compass points", () => {
    expect(knots(10)).toBe(19);
    expect(compassPoint(315)).toBe("NW");
    expect(compassPoint(359)).toBe("N");
    expect(compassPoint(-90)).toBe("W");
  });

  it("gives the Small Sea its own, windier norms", () => {
    expect(lakePartAt(SMALL_SEA.lat, SMALL_SEA.lon)).toBe("small_sea");
    expect(climateNorms(SMALL_SEA.lat, SMALL_SEA.lon, 10).windMean).toBeGreaterThan(
      climateNorms(LISTVYANKA.lat, LISTVYANKA.lon, 10).windMean,
    );
  });

  it("answers the dates asked, or nothing beyond the forecast", () => {
    const hours = [...day(3, 4, 180, { date: "2027-07-10" }), ...day(9, 12, 180, { date: "2027-07-11" })];
    const place = { name: "Listvyanka", ...LISTVYANKA };
    const second = forecastAnswer(place, hours, "2027-07-10T02:00:00Z", { from: "2027-07-11" }, "2027-07-10");
    expect(second?.days.map((d) => d.date)).toEqual(["2027-07-11"]);
    expect(second?.hours).toHaveLength(24);
    expect(forecastAnswer(place, hours, "x", { from: "2027-08-01", to: "2027-08-03" }, "2027-07-10")).toBeNull();
  });

  it("refuses half a location or a bad date", () => {
    const fields = (query: Record<string, string>) => {
      const result = v.safeParse(weatherQuerySchema, query);
      return result.success ? null : result.issues.map((i) => v.getDotPath(i));
    };
    expect(fields({ place: "small-sea" })).toBeNull();
    expect(fields({ lat: "53.1", lon: "107.2", from: "2027-07-01", to: "2027-07-03" })).toBeNull();
    expect(fields({ lat: "53.1" })).toEqual(["place"]);
    expect(fields({ place: "small-sea", from: "2027-02-30" })).toEqual(["from"]);
    expect(fields({ place: "small-sea", from: "2027-07-05", to: "2027-07-01" })).toEqual(["to"]);
    expect(fields({ lat: "95", lon: "107" })).toEqual(["lat"]);
  });
});
