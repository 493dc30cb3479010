/**
 * What runs in Chromium for the filter benchmark: the device's own selectYachts over a synthetic
 * fleet, timed per call. Bundled by bench/catalogue-filter.ts and injected into a blank page.
 */
import type { YachtQuery } from "../../domain/catalogue/yacht-query.ts";
import { selectYachts } from "../../domain/catalogue/yacht-query.ts";
import { syntheticYachts } from "./synthetic-yachts.ts";

const queries: YachtQuery[] = [
  { sort: "rating" },
  { q: "сарма", sort: "rating" },
  { q: "family", type: ["catamaran", "sail_yacht"], sort: "price_asc" },
  { minCapacity: 6, maxPrice: 80_000, sort: "price_desc" },
  { minLength: 10, maxLength: 16, sort: "name" },
  { type: ["motor_yacht"], minPrice: 50_000, sort: "name" },
  { q: "b", sort: "price_asc" },
];

export function run(count: number, rounds: number) {
  const fleet = syntheticYachts(count);
  const cold = performance.now();
  selectYachts(fleet, { sort: "name" }, "ru");
  selectYachts(fleet, { sort: "name", q: "x" }, "en");
  const coldMs = performance.now() - cold;
  const times: number[] = [];
  let results = 0;
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const locale = round % 2 ? "ru" : "en";
      const start = performance.now();
      results += selectYachts(fleet, query, locale).length;
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { calls: times.length, coldMs, p50: at(0.5), p95: at(0.95), max: at(1), results };
}
