import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { climateAnswer } from "../../../domain/weather/forecast.ts";
import type { WeatherAnswer } from "../../../domain/weather/types.ts";
import { db } from "../device/db.ts";
import { lastProblem, RETRY_AFTER_FAILURE_MS, refreshForecast, shouldRefresh } from "./forecasts.ts";

const answer: WeatherAnswer = {
  ...climateAnswer(
    { id: "small-sea", name: "The Small Sea", lat: 53.08, lon: 107.05 },
    "2027-07-10T02:00:00Z",
    {},
    "2027-07-10",
  ),
  source: "forecast",
  hours: [
    {
      time: "2027-07-10T12:00",
      windSpeed: 6,
      windGusts: 9,
      windDirection: 315,
      temperature: 18,
      precipitation: 0,
      weatherCode: 1,
    },
  ],
};

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

beforeEach(() => db.forecasts.clear());
afterEach(() => vi.restoreAllMocks());

describe("the device's forecasts", () => {
  it("asks for a place's forecast only when online and the copy is missing or over 30 minutes old", () => {
    const now = Date.now();
    expect(shouldRefresh("listvyanka", undefined, true, now)).toBe(true);
    expect(shouldRefresh("listvyanka", now - 29 * 60_000, true, now)).toBe(false);
    expect(shouldRefresh("listvyanka", now - 31 * 60_000, true, now)).toBe(true);
    expect(shouldRefresh("listvyanka", undefined, false, now)).toBe(false);
  });

  it("stores the server's answer with the time it came", async () => {
    const fetchMock = respond(200, answer);
    expect(await refreshForecast("small-sea")).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/weather?place=small-sea");
    const stored = await db.forecasts.get("small-sea");
    expect(stored?.answer).toEqual(answer);
    expect(Date.now() - (stored?.storedAt ?? 0)).toBeLessThan(5_000);
  });

  it("names what went wrong and waits before asking again", async () => {
    respond(503, { message: "Weather service is currently unavailable", code: "weather_unavailable" });
    expect(await refreshForecast("cape-ryty")).toBe("unavailable");
    expect(lastProblem("cape-ryty")).toBe("unavailable");
    expect(await db.forecasts.get("cape-ryty")).toBeUndefined();
    const now = Date.now();
    expect(shouldRefresh("cape-ryty", undefined, true, now)).toBe(false);
    expect(shouldRefresh("cape-ryty", undefined, true, now + RETRY_AFTER_FAILURE_MS)).toBe(true);

    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await refreshForecast("frolikha-bay")).toBe("offline");
    respond(500, { message: "Something went wrong. Please try again later.", code: "internal" });
    expect(await refreshForecast("barguzin-bay")).toBe("fetch_error");
  });
});
