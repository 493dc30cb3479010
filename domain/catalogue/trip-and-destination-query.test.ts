import { describe, expect, it } from "vitest";
import { money } from "../shared/money.ts";
import { inDurationBucket, parseDestinationQuery, selectDestinations } from "./destination-query.ts";
import { parseTripQuery, selectTrips } from "./trip-query.ts";
import type { Destination, TripPackage } from "./types.ts";

const trip = (id: string, days: number, dollars: number, rating: number): TripPackage => ({
  id,
  title: { en: id, ru: id },
  description: { en: "", ru: "" },
  yachtId: null,
  yachtName: { en: "", ru: "" },
  yachtType: "sail_yacht",
  startDate: "2027-07-01",
  endDate: "2027-07-02",
  durationDays: days,
  capacity: 8,
  basePrice: money(dollars / days, "USD"),
  totalPrice: money(dollars, "USD"),
  destinationIds: [],
  activities: [],
  includes: [],
  image: "",
  rating,
  reviews: 10,
  updatedAt: "",
});
const trips = [
  trip("weekend", 2, 2400, 4.7),
  trip("olkhon", 5, 9999, 4.9),
  trip("north", 7, 18500, 4.8),
  trip("grand", 12, 20000, 5),
];
const tripIds = (list: TripPackage[]) => list.map((t) => t.id);

describe("trip filters and sorts", () => {
  it("buckets durations 1-2, 3-5 and 6+ days", () => {
    expect(tripIds(selectTrips(trips, { duration: "1-2" }, "en"))).toEqual(["weekend"]);
    expect(tripIds(selectTrips(trips, { duration: "3-5" }, "en"))).toEqual(["olkhon"]);
    expect(tripIds(selectTrips(trips, { duration: "6+" }, "en"))).toEqual(["grand", "north"]);
  });
  it("buckets total prices under $10k, $10k-$20k and $20k+", () => {
    expect(tripIds(selectTrips(trips, { price: "lt10k", sort: "name" }, "en"))).toEqual(["olkhon", "weekend"]);
    expect(tripIds(selectTrips(trips, { price: "10k-20k" }, "en"))).toEqual(["north"]);
    expect(tripIds(selectTrips(trips, { price: "gt20k" }, "en"))).toEqual(["grand"]);
  });
  it("sorts by rating, price and name", () => {
    expect(tripIds(selectTrips(trips, {}, "en"))).toEqual(["grand", "olkhon", "north", "weekend"]);
    expect(tripIds(selectTrips(trips, { sort: "price_desc" }, "en"))).toEqual(["grand", "north", "olkhon", "weekend"]);
  });
  it("names bad parameters", () => {
    expect(parseTripQuery({ duration: "3-4", price: "cheap" }).errors).toEqual({
      duration: "catalogue.unknown_bucket",
      price: "catalogue.unknown_bucket",
    });
  });
});

const destination = (
  id: string,
  min: number,
  max: number,
  difficulty: Destination["difficulty"],
  km: number,
): Destination => ({
  id,
  name: { en: id, ru: id },
  shortDescription: { en: "", ru: "" },
  description: { en: "", ru: "" },
  durationDays: { min, max },
  distanceKm: km,
  pricePerDay: money(30000, "RUB"),
  image: "",
  highlights: [{ en: "Shaman Rock", ru: "Скала Шаманка" }],
  bestSeason: { from: 6, to: 9 },
  difficulty,
  activities: [],
  latitude: 53,
  longitude: 107,
  updatedAt: "",
});

describe("destination filters and sorts", () => {
  const all = [
    destination("koty", 1, 1, "easy", 20),
    destination("olkhon", 3, 5, "moderate", 250),
    destination("ushkany", 4, 6, "challenging", 300),
  ];
  it("buckets by overlapping duration 1-2, 3-4 and 5+ days", () => {
    expect(inDurationBucket({ min: 3, max: 5 }, "5+")).toBe(true);
    expect(selectDestinations(all, { duration: "3-4" }, "en").map((d) => d.id)).toEqual(["olkhon", "ushkany"]);
    expect(selectDestinations(all, { duration: "1-2" }, "en").map((d) => d.id)).toEqual(["koty"]);
  });
  it("filters by difficulty, searches highlights, sorts by distance", () => {
    expect(selectDestinations(all, { difficulty: ["easy", "challenging"] }, "en").map((d) => d.id)).toEqual([
      "koty",
      "ushkany",
    ]);
    expect(selectDestinations(all, { q: "шаманка" }, "en")).toHaveLength(3);
    expect(selectDestinations(all, { sort: "distance" }, "en").map((d) => d.id)).toEqual(["koty", "olkhon", "ushkany"]);
    expect(parseDestinationQuery({ difficulty: "extreme" }).errors).toEqual({
      difficulty: "catalogue.unknown_difficulty",
    });
  });
});
