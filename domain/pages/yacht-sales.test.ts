import { describe, expect, it } from "vitest";
import { filterYachtsForSale, type YachtForSale } from "./yacht-sales.ts";

const listing = (over: Partial<YachtForSale>): YachtForSale => ({
  id: "a",
  name: "A",
  type: "sail_yacht",
  yearBuilt: 2015,
  lengthM: 10,
  cabins: 2,
  berths: 6,
  engine: { en: "Volvo", ru: "Volvo" },
  location: { en: "Listvyanka", ru: "Листвянка" },
  description: { en: "A fast cruiser", ru: "Быстрый крейсер" },
  price: { amount: 900_000_000, currency: "RUB" },
  images: [],
  listedAt: "2026-10-01T00:00:00Z",
  ...over,
});

const items = [
  listing({ id: "sail", name: "Veter", lengthM: 11.2 }),
  listing({
    id: "motor",
    name: "Sarma",
    type: "motor_yacht",
    price: { amount: 2_500_000_000, currency: "RUB" },
    location: { en: "Irkutsk", ru: "Иркутск" },
    listedAt: "2026-11-01T00:00:00Z",
  }),
  listing({
    id: "cat",
    name: "Olkhon",
    type: "catamaran",
    lengthM: 12.5,
    price: { amount: 4_800_000_000, currency: "RUB" },
  }),
];
const ids = (list: YachtForSale[]) => list.map((item) => item.id);

describe("filterYachtsForSale", () => {
  it("lists the newest first by default, and sorts by price or length", () => {
    expect(ids(filterYachtsForSale(items, {}))).toEqual(["motor", "cat", "sail"]);
    expect(ids(filterYachtsForSale(items, { sort: "price_asc" }))).toEqual(["sail", "motor", "cat"]);
    expect(ids(filterYachtsForSale(items, { sort: "price_desc" }))).toEqual(["cat", "motor", "sail"]);
    expect(ids(filterYachtsForSale(items, { sort: "length_desc" }))).toEqual(["cat", "sail", "motor"]);
  });

  it("filters by type, top price in whole roubles, and words in either language", () => {
    expect(ids(filterYachtsForSale(items, { type: "catamaran" }))).toEqual(["cat"]);
    expect(ids(filterYachtsForSale(items, { type: "" }))).toHaveLength(3);
    expect(ids(filterYachtsForSale(items, { maxPrice: 25_000_000, sort: "price_asc" }))).toEqual(["sail", "motor"]);
    expect(ids(filterYachtsForSale(items, { q: "иркутск" }))).toEqual(["motor"]);
    expect(ids(filterYachtsForSale(items, { q: "fast listvyanka" }))).toEqual(["cat", "sail"]);
  });
});
