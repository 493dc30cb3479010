import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { WeatherAnswer } from "../../domain/weather/types.ts";
import type { Clock } from "../clock.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { type OpenMeteoFake, startOpenMeteoFake } from "../test/open-meteo-fake.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let fake: OpenMeteoFake;
/** The app's clock, moved forward by tests that let the stored forecast age. */
let shift = 0;
const clock: Clock = () => new Date(Date.now() + shift);

beforeAll(async () => {
  fake = await startOpenMeteoFake();
  t = await createTestApp({ WEATHER_API_URL: fake.url }, { clock });
  await seedCatalogue(t.database.db, lakeToday(new Date()));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = "up";
  fake.calls.length = 0;
});

const get = async (path: string, language = "en") => {
  const res = await t.request(path, { headers: { "accept-language": language } });
  return { status: res.status, body: (await res.json()) as WeatherAnswer & { message?: string; fields?: object } };
};
const today = () => lakeToday(new Date());
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe("GET /api/weather", () => {
  it("asks Open-Meteo for the place's hourly wind in m/s and shows the numbers it sent", async () => {
    const { status, body } = await get("/api/weather?place=small-sea");
    expect(status).toBe(200);
    const call = fake.calls[0];
    expect(call?.pathname).toBe("/v1/forecast");
    expect(call?.searchParams.get("latitude")).toBe("53.0833");
    expect(call?.searchParams.get("wind_speed_unit")).toBe("ms");
    expect(call?.searchParams.get("hourly")).toContain("wind_gusts_10m");
    expect(body.source).toBe("forecast");
    expect(body.place).toMatchObject({ id: "small-sea", name: "The Small Sea" });
    // The fake's first day: 3 m/s, 5 at 12:00-16:00, gusts 5, a north-westerly (315°), 14-20 °C.
    expect(body.hours[0]).toEqual({
      time: `${today()}T00:00`,
      windSpeed: 3,
      windGusts: 5,
      windDirection: 315,
      temperature: 14,
      precipitation: 0,
      weatherCode: 2,
    });
    expect(body.days[0]).toMatchObject({
      date: today(),
      windMax: 5,
      gustMax: 5,
      windDirection: 315,
      namedWind: "sarma",
    });
    expect(body.days[0]?.sailing.verdict).toBe("caution");
    expect(body.warnings[0]).toMatchObject({ date: today(), namedWind: "sarma" });
  });

  it("serves a second call within 30 minutes from the database, without the provider", async () => {
    await get("/api/weather?place=listvyanka");
    await get("/api/weather?place=listvyanka", "ru");
    expect(fake.calls).toHaveLength(1);
    shift = 31 * 60_000;
    try {
      await get("/api/weather?place=listvyanka");
      expect(fake.calls).toHaveLength(2);
    } finally {
      shift = 0;
    }
  });

  it("answers the stored forecast, with its time, when the provider is down", async () => {
    const first = await get("/api/weather?place=olkhon-khuzhir");
    fake.mode = "down";
    shift = 3 * 3600_000;
    try {
      const { status, body } = await get("/api/weather?place=olkhon-khuzhir");
      expect(status).toBe(200);
      expect(body.source).toBe("forecast");
      expect(body.fetchedAt).toBe(first.body.fetchedAt);
      // Three weeks on, all that is stored is over: the norms, as when nothing was stored.
      shift = 21 * 86_400_000;
      const later = await get("/api/weather?place=olkhon-khuzhir");
      expect(later.status).toBe(503);
      expect(later.body.source).toBe("climate");
    } finally {
      shift = 0;
    }
  });

  it("answers 503 with the month's climate norms when the provider is down and nothing is stored", async () => {
    fake.mode = "down";
    const { status, body } = await get("/api/weather?place=cape-ryty");
    expect(status).toBe(503);
    expect(body.message).toBe("Weather service is currently unavailable");
    expect(body.source).toBe("climate");
    expect(body.days).toEqual([]);
    expect(body.climate.month).toBe(Number(today().slice(5, 7)));
    const ru = await get("/api/weather?place=ushkany-islands", "ru");
    expect(ru.body.message).toBe("Сервис погоды временно недоступен");
  });

  it("narrows to the dates asked, and says when they are beyond the forecast", async () => {
    const { body } = await get(`/api/weather?place=listvyanka&from=${inDays(2)}&to=${inDays(3)}`);
    expect(body.days.map((d) => d.date)).toEqual([inDays(2), inDays(3)]);
    const beyond = await get(`/api/weather?place=listvyanka&from=${inDays(40)}&to=${inDays(42)}`);
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toBe("No forecast data available for the selected dates");
  });

  it("takes a point on the lake as well as a place", async () => {
    const { status, body } = await get("/api/weather?lat=52.5&lon=106.2");
    expect(status).toBe(200);
    expect(body.place).toMatchObject({ lat: 52.5, lon: 106.2 });
  });

  it.each([
    ["/api/weather", "place"],
    ["/api/weather?lat=53.1", "place"],
    ["/api/weather?lat=north&lon=107", "lat"],
    ["/api/weather?lat=40&lon=107", "lat"],
    ["/api/weather?place=small-sea&from=2027-13-01", "from"],
    [`/api/weather?place=small-sea&from=${inDays(3)}&to=${inDays(1)}`, "to"],
  ])("refuses %s with 400 'Incomplete location or date information' naming %s", async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.message).toBe("Incomplete location or date information");
    expect(body.fields).toHaveProperty(field);
    const ru = await get(path, "ru");
    expect(ru.body.message).toBe("Неполная информация о месте или датах");
  });

  it("answers 404 for a place that is not in the catalogue", async () => {
    expect((await get("/api/weather?place=atlantis")).status).toBe(404);
  });
});
