import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { YachtSummary } from "../../domain/catalogue/types.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { inSeason, START } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Laid on the first day of the tests' season, so its blocks are that season's.
  await seedCatalogue(t.database.db, lakeToday(START));
});
afterAll(() => t.close());

type ListBody = { items: YachtSummary[]; total: number; page: number; pageSize: number };
const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.request(`/api/yachts${query}`, { headers });
  return {
    status: res.status,
    body: (await res.json()) as ListBody & { code?: string; fields?: Record<string, string> },
  };
};

describe("GET /api/yachts", () => {
  it("pages the seeded fleet of at least 24 yachts across the four types", async () => {
    const { status, body } = await list("?pageSize=100");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(24);
    expect(new Set(body.items.map((y) => y.type))).toEqual(
      new Set(["motor_yacht", "sail_yacht", "catamaran", "speedboat"]),
    );
    expect(new Set(body.items.map((y) => y.listing))).toEqual(new Set(["owner", "partner"]));
    const first = await list("?page=1&pageSize=5");
    const second = await list("?page=2&pageSize=5");
    expect(first.body.items).toHaveLength(5);
    expect(second.body.items[0]?.id).not.toBe(first.body.items[0]?.id);
    expect(second.body).toMatchObject({ page: 2, pageSize: 5, total: body.total });
  });

  it("sends list items without reviews and crew, prices in kopecks", async () => {
    const { body } = await list("?q=sarma");
    expect(body.items.map((y) => y.id)).toEqual(["sarma"]);
    const sarma = body.items[0] as unknown as Record<string, unknown>;
    expect(sarma.reviews).toBeUndefined();
    expect(sarma.pricePerDay).toEqual({ amount: 12_000_000, currency: "RUB" });
  });

  it("filters and sorts with the device's rules", async () => {
    const { body } = await list("?type=catamaran&minCapacity=10&maxPrice=90000&sort=price_asc&pageSize=100");
    expect(body.items.length).toBeGreaterThan(0);
    for (const yacht of body.items) {
      expect(yacht.type).toBe("catamaran");
      expect(yacht.capacity).toBeGreaterThanOrEqual(10);
      expect(yacht.pricePerDay.amount).toBeLessThanOrEqual(9_000_000);
    }
    const prices = body.items.map((y) => y.pricePerDay.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = await list("?sort=name&pageSize=3", { "accept-language": "ru" });
    expect(byName.body.items.map((y) => y.name.ru)).toEqual(
      ["Ангара", "Аврора", "Аяя"].sort((a, b) => a.localeCompare(b, "ru")),
    );
    const cyrillic = await list("?q=жемчужина");
    expect(cyrillic.body.items.map((y) => y.id)).toEqual(["baikal-pearl"]);
  });

  it("answers bad parameters with 400 naming each, never 500", async () => {
    for (const [query, field] of [
      ["?sort=cheapest", "sort"],
      ["?maxPrice=-5", "maxPrice"],
      ["?page=abc", "page"],
      ["?type=submarine", "type"],
      ["?pageSize=0", "pageSize"],
      ["?minLength=long", "minLength"],
    ] as const) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.code).toBe("invalid_input");
      expect(Object.keys(body.fields ?? {})).toEqual([field]);
    }
    const ru = await list("?maxPrice=-1", { "accept-language": "ru" });
    expect(ru.body.fields?.maxPrice).toBe("Должно быть не меньше нуля.");
  });
});

describe("GET /api/yachts/{id}", () => {
  it("sends the yacht with reviews, crew and rating", async () => {
    const res = await t.request("/api/yachts/baikal-pearl");
    expect(res.status).toBe(200);
    const yacht = await res.json();
    expect(yacht.reviews.length).toBeGreaterThanOrEqual(3);
    expect(yacht.crew.map((c: { role: string }) => c.role)).toContain("captain");
    expect(yacht.rating).toBeGreaterThan(3);
    expect(yacht.description.ru).toMatch(/Princess 62/);
    expect(yacht.images).toHaveLength(3);
  });

  it("answers 404 for an unknown yacht", async () => {
    const res = await t.request("/api/yachts/flying-dutchman");
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe("not_found");
  });
});

describe("GET /api/yachts/{id}/availability", () => {
  it("marks owner blocks as busy, joined and clipped to the range", async () => {
    const res = await t.request(
      `/api/yachts/baikal-pearl/availability?from=${inSeason("06-01")}&to=${inSeason("07-31")}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      yachtId: "baikal-pearl",
      from: inSeason("06-01"),
      to: inSeason("07-31"),
      busy: [
        { start: inSeason("06-20"), end: inSeason("06-24") },
        { start: inSeason("07-05"), end: inSeason("07-08") },
      ],
    });
    const winter = await (
      await t.request(`/api/yachts/sarma/availability?from=${inSeason("05-01")}&to=${inSeason("06-30")}`)
    ).json();
    expect(winter.busy).toEqual([{ start: inSeason("05-01"), end: inSeason("06-09") }]);
  });

  it("refuses bad dates and unknown yachts", async () => {
    const bad = await t.request("/api/yachts/sarma/availability?from=2027-02-30");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(["from"]);
    const order = await t.request(`/api/yachts/sarma/availability?from=${inSeason("07-01")}&to=${inSeason("06-01")}`);
    expect(Object.keys((await order.json()).fields)).toEqual(["to"]);
    expect((await t.request("/api/yachts/nope/availability")).status).toBe(404);
  });
});

describe("the seed", () => {
  it("is applied once per version and changes nothing the second time", async () => {
    expect(await seedCatalogue(t.database.db, lakeToday(START))).toBeNull();
    const result = await t.database.db.execute(sql`select count(*)::int as n from yachts`);
    const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
    expect(rows[0]?.n).toBeGreaterThanOrEqual(24);
  });
});
