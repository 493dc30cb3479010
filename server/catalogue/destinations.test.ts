import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { Destination, TripPackage } from "../../domain/catalogue/types.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, lakeToday(new Date()));
});
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const res = await t.request(path);
  return { status: res.status, body: (await res.json()) as T };
};

describe("GET /api/destinations", () => {
  it("lists at least 12 real places of the lake with coordinates on Baikal", async () => {
    const { body } = await get<Destination[]>("/api/destinations");
    expect(body.length).toBeGreaterThanOrEqual(12);
    for (const d of body) {
      expect(d.latitude).toBeGreaterThan(51.4);
      expect(d.latitude).toBeLessThan(55.8);
      expect(d.longitude).toBeGreaterThan(103.6);
      expect(d.longitude).toBeLessThan(110);
      expect(d.highlights.length).toBeGreaterThanOrEqual(3);
      expect(d.activities.length).toBeGreaterThan(0);
    }
    expect(body.map((d) => d.id)).toEqual(
      expect.arrayContaining([
        "olkhon-khuzhir",
        "listvyanka",
        "peschanaya-bay",
        "bolshie-koty",
        "ushkany-islands",
        "chivyrkuisky-bay",
        "small-sea",
      ]),
    );
  });

  it("filters by duration bucket and difficulty, and sorts", async () => {
    const { body } = await get<Destination[]>("/api/destinations?duration=5%2B&difficulty=challenging&sort=distance");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((d) => d.difficulty === "challenging" && d.durationDays.max >= 5)).toBe(true);
    expect(body.map((d) => d.distanceKm)).toEqual(body.map((d) => d.distanceKm).sort((a, b) => a - b));
  });

  it("answers 400 for an unknown bucket and 404 for an unknown place", async () => {
    const bad = await get<{ fields: Record<string, string> }>("/api/destinations?duration=3-5&sort=best");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["duration", "sort"]);
    expect((await get("/api/destinations/atlantis")).status).toBe(404);
    expect((await get<Destination>("/api/destinations/small-sea")).body.name.ru).toBe("Малое Море");
  });
});

describe("GET /api/trips", () => {
  it("has the six packages with USD prices in every bucket", async () => {
    const { body } = await get<TripPackage[]>("/api/trips");
    expect(body).toHaveLength(6);
    expect(body.every((trip) => trip.totalPrice.currency === "USD" && trip.basePrice.currency === "USD")).toBe(true);
    for (const bucket of ["lt10k", "10k-20k", "gt20k"]) {
      expect((await get<TripPackage[]>(`/api/trips?price=${bucket}`)).body.length).toBeGreaterThan(0);
    }
    for (const bucket of ["1-2", "3-5", "6%2B"]) {
      expect((await get<TripPackage[]>(`/api/trips?duration=${bucket}`)).body.length).toBeGreaterThan(0);
    }
  });

  it("sends a trip by id and refuses a bad sort", async () => {
    const trip = (await get<TripPackage>("/api/trips/olkhon-weekend")).body;
    expect(trip.durationDays).toBe(2);
    expect(trip.totalPrice.amount).toBe(trip.basePrice.amount * 2);
    expect((await get("/api/trips?sort=cheap")).status).toBe(400);
  });
});
