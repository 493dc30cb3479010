import { describe, expect, it } from "vitest";
import { money } from "../shared/money.ts";
import type { YachtSummary } from "./types.ts";
import { hasYachtFilters, parseYachtListQuery, parseYachtQuery, selectYachts } from "./yacht-query.ts";

const yacht = (id: string, over: Partial<YachtSummary>): YachtSummary => ({
  id,
  name: { en: id, ru: id },
  type: "sail_yacht",
  listing: "owner",
  lengthM: 12,
  capacity: 8,
  cabins: 3,
  yearBuilt: 2015,
  pricePerDay: money(30000, "RUB"),
  captain: "included",
  captainPerDay: null,
  features: [],
  summary: { en: "", ru: "" },
  homeHarbourId: "listvyanka",
  destinationIds: [],
  images: [],
  rating: 4.5,
  reviewCount: 3,
  updatedAt: "2026-01-01T00:00:00Z",
  ...over,
});

const fleet = [
  yacht("sarma", {
    name: { en: "Sarma", ru: "Сарма" },
    type: "motor_yacht",
    pricePerDay: money(90000, "RUB"),
    rating: 4.9,
    capacity: 12,
    lengthM: 18,
  }),
  yacht("kultuk", {
    name: { en: "Kultuk", ru: "Култук" },
    pricePerDay: money(25000, "RUB"),
    rating: 4.9,
    reviewCount: 10,
    summary: { en: "A quick sloop", ru: "Быстрый шлюп, ёлки" },
  }),
  yacht("barguzin", {
    name: { en: "Barguzin", ru: "Баргузин" },
    type: "catamaran",
    pricePerDay: money(45000, "RUB"),
    rating: null,
    reviewCount: 0,
    capacity: 10,
  }),
  yacht("angara", {
    name: { en: "Angara", ru: "Ангара" },
    type: "speedboat",
    pricePerDay: money(15000, "RUB"),
    rating: 4.2,
    capacity: 5,
    lengthM: 7.5,
    captain: "bareboat",
  }),
];
const ids = (list: YachtSummary[]) => list.map((y) => y.id);

describe("the yacht list's sorts", () => {
  it("highest rated first, ties by more reviews, unrated last", () => {
    expect(ids(selectYachts(fleet, { sort: "rating" }, "en"))).toEqual(["kultuk", "sarma", "angara", "barguzin"]);
  });
  it("price both ways", () => {
    expect(ids(selectYachts(fleet, { sort: "price_asc" }, "en"))).toEqual(["angara", "kultuk", "barguzin", "sarma"]);
    expect(ids(selectYachts(fleet, { sort: "price_desc" }, "en"))).toEqual(["sarma", "barguzin", "kultuk", "angara"]);
  });
  it("alphabetical in the interface's language", () => {
    expect(ids(selectYachts(fleet, { sort: "name" }, "en"))).toEqual(["angara", "barguzin", "kultuk", "sarma"]);
    expect(ids(selectYachts(fleet, { sort: "name" }, "ru"))).toEqual(["angara", "barguzin", "kultuk", "sarma"]);
  });
  it("does not change the list it was given", () => {
    const copy = [...fleet];
    selectYachts(fleet, { sort: "price_asc" }, "en");
    expect(fleet).toEqual(copy);
  });
});

describe("the yacht list's filters", () => {
  it("searches names and summaries in both languages, ё as е", () => {
    expect(ids(selectYachts(fleet, { q: "сарма" }, "en"))).toEqual(["sarma"]);
    expect(ids(selectYachts(fleet, { q: "sloop" }, "ru"))).toEqual(["kultuk"]);
    expect(ids(selectYachts(fleet, { q: "елки" }, "ru"))).toEqual(["kultuk"]);
    expect(ids(selectYachts(fleet, { q: "no such boat" }, "en"))).toEqual([]);
  });
  it("filters by type, guests, price and length", () => {
    expect(ids(selectYachts(fleet, { type: ["catamaran", "speedboat"], sort: "name" }, "en"))).toEqual([
      "angara",
      "barguzin",
    ]);
    expect(ids(selectYachts(fleet, { minCapacity: 10, sort: "name" }, "en"))).toEqual(["barguzin", "sarma"]);
    expect(ids(selectYachts(fleet, { minPrice: 20000, maxPrice: 45000, sort: "name" }, "en"))).toEqual([
      "barguzin",
      "kultuk",
    ]);
    expect(ids(selectYachts(fleet, { minLength: 10, maxLength: 15, sort: "name" }, "en"))).toEqual([
      "barguzin",
      "kultuk",
    ]);
    expect(ids(selectYachts(fleet, { skippered: true, sort: "name" }, "en"))).not.toContain("angara");
  });
  it("knows when a view is filtered", () => {
    expect(hasYachtFilters({ sort: "name" })).toBe(false);
    expect(hasYachtFilters({ minCapacity: 2 })).toBe(true);
  });
});

describe("reading the query", () => {
  it("reads numbers from text or numbers, lists from commas", () => {
    expect(
      parseYachtQuery({ q: " sarma ", type: "catamaran,speedboat", minCapacity: "4", maxPrice: 50000, sort: "name" }),
    ).toEqual({
      query: { q: "sarma", type: ["catamaran", "speedboat"], minCapacity: 4, maxPrice: 50000, sort: "name" },
      errors: {},
    });
  });
  it("names each bad parameter and keeps the good ones", () => {
    const { query, errors } = parseYachtListQuery({
      sort: "cheapest",
      maxPrice: "-5",
      page: "abc",
      type: "submarine",
      minCapacity: "4",
    });
    expect(errors).toEqual({
      sort: "catalogue.unknown_sort",
      maxPrice: "catalogue.not_negative",
      page: "catalogue.whole_number",
      type: "catalogue.unknown_type",
    });
    expect(query).toEqual({ minCapacity: 4 });
  });
  it("treats empty parameters as absent and limits the page size", () => {
    expect(parseYachtListQuery({ q: "", maxPrice: "" }).query).toEqual({});
    expect(parseYachtListQuery({ pageSize: "1000" }).errors).toEqual({ pageSize: "catalogue.too_large" });
    expect(parseYachtListQuery({ page: "0" }).errors).toEqual({ page: "catalogue.at_least_one" });
  });
});
