import { describe, expect, it } from "vitest";
import { money } from "../shared/money.ts";
import { addRecentlyViewed, type RecentlyViewedYacht, readRecentlyViewed } from "./recently-viewed.ts";

const now = new Date("2027-07-10T12:00:00Z");
const entry = (id: string, daysAgo: number): RecentlyViewedYacht => ({
  id,
  name: { en: id, ru: id },
  type: "sail_yacht",
  pricePerDay: money(30000, "RUB"),
  capacity: 8,
  lengthM: 12,
  rating: 4.8,
  image: "yachts/x-1",
  viewedAt: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
});

describe("recently viewed yachts", () => {
  it("keeps 5, newest first, without duplicates", () => {
    let list: RecentlyViewedYacht[] = [];
    for (const [i, id] of ["a", "b", "c", "d", "e", "f"].entries())
      list = addRecentlyViewed(list, entry(id, 6 - i), now);
    expect(list.map((e) => e.id)).toEqual(["f", "e", "d", "c", "b"]);
    list = addRecentlyViewed(list, entry("c", 0), now);
    expect(list.map((e) => e.id)).toEqual(["c", "f", "e", "d", "b"]);
  });

  it("forgets entries older than 30 days and survives a damaged cookie", () => {
    const cookie = JSON.stringify([entry("fresh", 29), entry("stale", 31), { id: 5 }, entry("fresh", 30)]);
    expect(readRecentlyViewed(cookie, now).map((e) => e.id)).toEqual(["fresh"]);
    expect(readRecentlyViewed("{not json", now)).toEqual([]);
    expect(readRecentlyViewed(undefined, now)).toEqual([]);
  });
});
