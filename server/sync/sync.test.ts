import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { Yacht } from "../../domain/catalogue/types.ts";
import { invalidateCatalogue } from "../catalogue/catalogue.service.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, lakeToday(new Date()));
});
afterAll(() => t.close());

/**
 * A write straight into the database reaches the answers within SNAPSHOT_CHECK_MS (decision
 * records 020 and 067); the tests do not wait that second.
 */
const written = () => invalidateCatalogue(t.database);

type SyncBody = {
  cursor: string;
  yachts: Yacht[];
  destinations: unknown[];
  trips: unknown[];
  deleted: { kind: string; id: string }[];
};
const sync = async (since?: string, etag?: string) => {
  const res = await t.request(`/api/sync${since === undefined ? "" : `?since=${since}`}`, {
    headers: etag ? { "if-none-match": etag } : {},
  });
  return { res, body: res.status === 200 ? ((await res.json()) as SyncBody) : null };
};

describe("GET /api/sync", () => {
  it("sends the whole catalogue from nothing, with reviews and crew", async () => {
    const { res, body } = await sync();
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^W\/"catalogue-\d+"$/);
    expect(body?.yachts.length).toBeGreaterThanOrEqual(24);
    expect(body?.destinations.length).toBeGreaterThanOrEqual(12);
    expect(body?.trips).toHaveLength(6);
    expect(body?.deleted).toEqual([]);
    expect(body?.yachts.find((y) => y.id === "sarma")?.reviews.length).toBeGreaterThan(0);
  });

  it("answers 304 without a body to the current ETag", async () => {
    const first = await sync();
    const etag = first.res.headers.get("etag") ?? "";
    const again = await sync(first.body?.cursor, etag);
    expect(again.res.status).toBe(304);
    expect(await again.res.text()).toBe("");
  });

  it("sends only what changed since the cursor: a new price, a deleted yacht, a new review", async () => {
    const { body: base } = await sync();
    const cursor = base?.cursor ?? "";
    const { db } = t.database;
    await db.execute(sql`update yachts set price_per_day_minor = 13000000 where id = 'sarma'`);
    await db.execute(sql`delete from yachts where id = 'strizh'`);
    await db.execute(sql`insert into yacht_reviews (id, yacht_id, author, location, rating, comment, trip_date)
      values ('kultuk-new', 'kultuk', 'Test', '{"en":"Irkutsk","ru":"Иркутск"}', 5, '{"en":"Great","ru":"Отлично"}', '2026-08-01')`);
    written();
    const { res, body } = await sync(cursor, base ? `W/"catalogue-${cursor}"` : undefined);
    expect(res.status).toBe(200);
    expect(body?.yachts.map((y) => y.id).sort()).toEqual(["kultuk", "sarma"]);
    expect(body?.yachts.find((y) => y.id === "sarma")?.pricePerDay.amount).toBe(13_000_000);
    expect(body?.destinations).toEqual([]);
    expect(body?.deleted).toEqual([{ kind: "yachts", id: "strizh" }]);
    expect(Number(body?.cursor)).toBeGreaterThan(Number(cursor));
    // The deleted yacht is gone from the lists too.
    const list = await (await t.request("/api/yachts?pageSize=100")).json();
    expect(list.items.map((y: Yacht) => y.id)).not.toContain("strizh");
  });

  it("changes nothing when the same data is written again", async () => {
    const { body: before } = await sync();
    await t.database.db.execute(sql`update destinations set name = name where id = 'listvyanka'`);
    written();
    const { res } = await sync(before?.cursor, `W/"catalogue-${before?.cursor}"`);
    expect(res.status).toBe(304);
  });

  it("refuses a cursor it did not give", async () => {
    const { res } = await sync("yesterday");
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toEqual(["since"]);
  });
});

describe("GET /api/sync: the home content", () => {
  it("sends hero slides, service categories and testimonials, and their edits after a cursor", async () => {
    await seedHome(t.database.db);
    written();
    const { body } = await sync();
    const all = body as unknown as Record<string, { id: string; title?: { en: string } }[]> & { cursor: string };
    expect(all.heroSlides).toHaveLength(5);
    expect(all.serviceCategories?.map((s) => s.id)).toEqual([
      "crew",
      "charters",
      "training",
      "safety",
      "catering",
      "photography",
    ]);
    expect(all.testimonials?.length).toBeGreaterThanOrEqual(6);

    await t.database.db.execute(
      sql`update service_categories set price_text = '{"en":"2,700 RUB/person","ru":"2 700 ₽/чел."}' where id = 'catering'`,
    );
    await t.database.db.execute(sql`delete from testimonials where id = 'claire-paris'`);
    written();
    const { body: after } = await sync(all.cursor);
    const changed = after as unknown as Record<string, { id: string }[]>;
    expect(changed.serviceCategories?.map((s) => s.id)).toEqual(["catering"]);
    expect(changed.heroSlides).toEqual([]);
    expect(after?.deleted).toContainEqual({ kind: "testimonials", id: "claire-paris" });
  });
});

describe("GET /api/sync: one build per version (decision record 067)", () => {
  const countReads = () => {
    const { db } = t.database;
    const calls = { count: 0 };
    const select = db.select.bind(db);
    const execute = db.execute.bind(db);
    const spies = [
      vi.spyOn(db, "select").mockImplementation(((...args: Parameters<typeof select>) => {
        calls.count++;
        return select(...args);
      }) as typeof select),
      vi.spyOn(db, "execute").mockImplementation(((...args: Parameters<typeof execute>) => {
        calls.count++;
        return execute(...args);
      }) as typeof execute),
    ];
    return {
      calls,
      restore: () => {
        for (const spy of spies) spy.mockRestore();
      },
    };
  };

  it("answers a crowd of first syncs of a new version with one read of the database, then from memory", async () => {
    await t.database.db.execute(
      sql`update yachts set price_per_day_minor = price_per_day_minor + 100 where id = 'sarma'`,
    );
    written();
    const reads = countReads();
    try {
      const crowd = await Promise.all(Array.from({ length: 20 }, () => t.request("/api/sync")));
      const bodies = await Promise.all(crowd.map((res) => res.text()));
      expect(crowd.every((res) => res.status === 200)).toBe(true);
      expect(new Set(bodies).size).toBe(1);
      // One version check, the catalogue (yachts, reviews, crew, destinations, trips), the home content (3).
      expect(reads.calls.count).toBeLessThanOrEqual(10);
      reads.calls.count = 0;
      await Promise.all(Array.from({ length: 20 }, () => t.request("/api/sync")));
      expect(reads.calls.count).toBe(0);
    } finally {
      reads.restore();
    }
  });

  it("sends the answer compressed once, in the best encoding the caller accepts", async () => {
    const plain = await (await t.request("/api/sync")).text();
    const br = await t.request("/api/sync", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await t.request("/api/sync", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(gz.headers.get("etag")).toMatch(/^W\/"catalogue-\d+"$/);
  });

  it("keeps the answers to cursors apart: each cursor gets its own changes", async () => {
    const { body: base } = await sync();
    const first = base?.cursor ?? "";
    await t.database.db.execute(
      sql`update yachts set price_per_day_minor = price_per_day_minor + 100 where id = 'kultuk'`,
    );
    written();
    const { body: one } = await sync(first);
    await t.database.db.execute(
      sql`update trip_packages set base_price_minor = base_price_minor + 100 where id = (select id from trip_packages limit 1)`,
    );
    written();
    const { body: fromFirst } = await sync(first);
    const { body: fromOne } = await sync(one?.cursor);
    expect(one?.yachts.map((y) => y.id)).toEqual(["kultuk"]);
    expect(fromFirst?.yachts.map((y) => y.id)).toEqual(["kultuk"]);
    expect(fromFirst?.trips).toHaveLength(1);
    expect(fromOne?.yachts).toEqual([]);
    expect(fromOne?.trips).toHaveLength(1);
  });

  it("serves the full answer at an address naming its version, cacheable for good", async () => {
    const full = await t.request("/api/sync");
    const text = await full.text();
    const cursor = (JSON.parse(text) as SyncBody).cursor;
    const snapshot = await t.request(`/api/sync/snapshot/${cursor}`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await snapshot.text()).toBe(text);
    const old = await t.request(`/api/sync/snapshot/${Number(cursor) - 1}`);
    expect(old.status).toBe(307);
    expect(old.headers.get("location")).toBe(`/api/sync/snapshot/${cursor}`);
  });
});
