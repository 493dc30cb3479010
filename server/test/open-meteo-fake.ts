import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Open-Meteo on loopback, answering `/v1/forecast` with the real JSON shape
 * (https://open-meteo.com/en/docs): `hourly_units` and `hourly` arrays keyed by variable. Its hours
 * start on the lake's today; `wind(dayIndex, hour, latitude)` sets each hour's numbers. It counts calls
 * and can be made to fail, for the tests of the server and the browser.
 */
export type FakeHour = { speed: number; gust: number; direction: number; temperature: number; code?: number };

export type OpenMeteoFake = {
  url: string;
  calls: URL[];
  /** "down": answers 503 like a provider outage; "up": answers forecasts. */
  mode: "up" | "down";
  close(): Promise<void>;
};

const lakeDate = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const defaultWind = (day: number, hour: number): FakeHour => ({
  speed: 3 + day + (hour >= 12 && hour <= 16 ? 2 : 0),
  gust: 5 + day * 1.5,
  direction: day % 2 === 0 ? 315 : 80,
  temperature: 14 + (hour >= 10 && hour <= 18 ? 6 : 0),
});

export async function startOpenMeteoFake(
  wind: (day: number, hour: number, latitude: number) => FakeHour = defaultWind,
): Promise<OpenMeteoFake> {
  const fake: OpenMeteoFake = { url: "", calls: [], mode: "up", close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    fake.calls.push(url);
    if (fake.mode === "down") {
      res.writeHead(503, { "content-type": "text/plain" }).end("Service Unavailable");
      return;
    }
    if (url.pathname !== "/v1/forecast" || !url.searchParams.get("latitude")) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: true, reason: "Parameter 'latitude' is missing" }));
      return;
    }
    const days = Number(url.searchParams.get("forecast_days") ?? 7);
    const latitude = Number(url.searchParams.get("latitude"));
    const hours = Array.from({ length: days * 24 }, (_, i) => ({
      time: `${lakeDate(Math.floor(i / 24))}T${String(i % 24).padStart(2, "0")}:00`,
      ...wind(Math.floor(i / 24), i % 24, latitude),
    }));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        latitude: Number(url.searchParams.get("latitude")),
        longitude: Number(url.searchParams.get("longitude")),
        generationtime_ms: 0.12,
        utc_offset_seconds: 28800,
        timezone: "Asia/Irkutsk",
        timezone_abbreviation: "GMT+8",
        elevation: 456,
        hourly_units: {
          time: "iso8601",
          wind_speed_10m: "m/s",
          wind_gusts_10m: "m/s",
          wind_direction_10m: "°",
          temperature_2m: "°C",
          precipitation: "mm",
          weather_code: "wmo code",
        },
        hourly: {
          time: hours.map((h) => h.time),
          wind_speed_10m: hours.map((h) => h.speed),
          wind_gusts_10m: hours.map((h) => h.gust),
          wind_direction_10m: hours.map((h) => h.direction),
          temperature_2m: hours.map((h) => h.temperature),
          precipitation: hours.map(() => 0),
          weather_code: hours.map((h) => h.code ?? 2),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
