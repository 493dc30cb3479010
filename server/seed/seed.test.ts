import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMeta, tripPackages, yachtBlocks, yachts } from "../db/schema/index.ts";
import { inSeason, SEASON } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { SEED_VERSION, seedCatalogue } from "./seed.ts";

/**
 * The seed's dates follow the seasons (decision record 055): placed from the day it runs, moved on
 * at a start after one of them is over, and otherwise left alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const next = (monthDay: string) => `${SEASON + 1}-${monthDay}`;
const afterNext = (monthDay: string) => `${SEASON + 2}-${monthDay}`;

const trip = async (id: string) => {
  const [row] = await t.database.db.select().from(tripPackages).where(eq(tripPackages.id, id));
  return row;
};
const datesOf = async (id: string) => {
  const row = await trip(id);
  return [row?.startDate, row?.endDate];
};
const busy = async (yachtId: string, from: string, to: string) =>
  (await (await t.request(`/api/yachts/${yachtId}/availability?from=${from}&to=${to}`)).json()).busy;

describe("the catalogue seed over the seasons", () => {
  it("puts the trips and the blocks on the coming summer when it runs after the season", async () => {
    const today = inSeason("09-15");
    expect(await seedCatalogue(t.database.db, today)).toBe("applied");
    expect(await datesOf("olkhon-weekend")).toEqual([next("07-10"), next("07-11")]);
    expect(await datesOf("grand-crossing")).toEqual([next("08-01"), next("08-10")]);
    // Laid up from mid-October, then the June maintenance: the calendar's year shows both.
    expect(await busy("sarma", today, next("10-31"))).toEqual([
      { start: inSeason("10-16"), end: next("06-09") },
      { start: next("10-16"), end: next("10-31") },
    ]);
    // Kultuk is kept for its trip package.
    expect(await busy("kultuk", next("07-01"), next("07-31"))).toEqual([{ start: next("07-23"), end: next("07-25") }]);
  });

  it("changes nothing at the next start while every date is ahead", async () => {
    const before = await trip("southern-baikal");
    const blocks = () => t.database.db.select().from(yachtBlocks).orderBy(yachtBlocks.id);
    const laid = await blocks();
    expect(await seedCatalogue(t.database.db, inSeason("09-16"))).toBeNull();
    expect(await seedCatalogue(t.database.db, next("07-11"))).toBeNull();
    expect((await trip("southern-baikal"))?.version).toBe(before?.version);
    expect(await blocks()).toEqual(laid);
  });

  it("moves on only the trips that have taken place, keeping what an admin changed", async () => {
    await t.database.db
      .update(tripPackages)
      .set({ title: { en: "Olkhon, our way", ru: "Ольхон по-нашему" } })
      .where(eq(tripPackages.id, "olkhon-weekend"));
    await t.database.db
      .insert(yachtBlocks)
      .values({ yachtId: "nerpa", startDate: next("09-01"), endDate: next("09-03"), reason: "owner's holiday" });
    const ahead = await trip("southern-baikal");
    await t.database.db.delete(yachts).where(eq(yachts.id, "sarma"));

    const today = next("07-12");
    expect(await seedCatalogue(t.database.db, today)).toBe("moved");
    const moved = await trip("olkhon-weekend");
    expect([moved?.startDate, moved?.endDate]).toEqual([afterNext("07-10"), afterNext("07-11")]);
    expect(moved?.title).toEqual({ en: "Olkhon, our way", ru: "Ольхон по-нашему" });
    expect(await trip("southern-baikal")).toEqual(ahead);
    // Nerpa's trip days follow the trip; the owner's own block stays.
    expect(await busy("nerpa", today, afterNext("07-31"))).toEqual([
      { start: next("09-01"), end: next("09-03") },
      { start: next("10-16"), end: afterNext("05-31") },
      { start: afterNext("07-10"), end: afterNext("07-11") },
    ]);
    // A seeded yacht the admin deleted stays deleted.
    expect(await t.database.db.select().from(yachts).where(eq(yachts.id, "sarma"))).toEqual([]);
    expect(await seedCatalogue(t.database.db, today)).toBeNull();
  });

  it("is applied again over the dates of an older version", async () => {
    await t.database.db
      .update(appMeta)
      .set({ value: { version: SEED_VERSION - 1 } })
      .where(eq(appMeta.key, "catalogue_seed"));
    expect(await seedCatalogue(t.database.db, next("07-12"))).toBe("applied");
    expect((await trip("olkhon-weekend"))?.title).toMatchObject({ en: expect.stringContaining("Olkhon Weekend") });
    expect(await t.database.db.select().from(tripPackages)).toHaveLength(6);
  });
});

describe("the catalogue's own facts (issue 15)", () => {
  it("names only yachts of the catalogue in testimonials and trips, with their type and room for the guests", async () => {
    const { yachtSeeds } = await import("./content/yachts.ts");
    const { tripSeeds } = await import("./content/trips.ts");
    const { testimonialSeeds } = await import("./content/home-testimonials.ts");
    const byName = new Map(yachtSeeds.map((yacht) => [yacht.name.en, yacht]));
    for (const testimonial of testimonialSeeds) {
      const yacht = byName.get(testimonial.yachtName.en);
      expect(yacht, testimonial.yachtName.en).toBeDefined();
      expect(testimonial.yachtName.ru).toBe(yacht?.name.ru);
    }
    for (const seed of tripSeeds) {
      const yacht = yachtSeeds.find((candidate) => candidate.id === seed.yachtId);
      expect(yacht, seed.id).toBeDefined();
      expect(seed.yachtName).toEqual(yacht?.name);
      expect(seed.capacity).toBeLessThanOrEqual(yacht?.capacity ?? 0);
    }
  });
});
