import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../device/db.ts";
import { store } from "../store.ts";
import { readSyncState, syncCatalogue } from "./engine.ts";
import { syncStatusAtom } from "./status.ts";

const yacht = (id: string, price: number) => ({
  id,
  name: { en: id, ru: id },
  pricePerDay: { amount: price, currency: "RUB" },
  images: [],
});

function answer(status: number, body?: unknown, etag = 'W/"catalogue-2"') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", etag },
  });
}

describe("the catalogue's sync engine", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await db.delete();
    await db.open();
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
    vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  it("downloads everything first, then sends its cursor and ETag and applies only the changes", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        cursor: "2",
        yachts: [yacht("sarma", 100), yacht("strizh", 50)],
        destinations: [{ id: "olkhon-khuzhir" }],
        trips: [],
        deleted: [],
      }),
    );
    await syncCatalogue("test");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/sync");
    expect(await db.yachts.count()).toBe(2);
    expect((await readSyncState()).cursor).toBe("2");

    fetchMock.mockResolvedValueOnce(answer(304));
    await syncCatalogue("test");
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe("/api/sync?since=2");
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers["If-None-Match"]).toBe('W/"catalogue-2"');
    expect(await db.yachts.count()).toBe(2);

    fetchMock.mockResolvedValueOnce(
      answer(
        200,
        {
          cursor: "5",
          yachts: [yacht("sarma", 135)],
          destinations: [],
          trips: [],
          deleted: [{ kind: "yachts", id: "strizh" }],
        },
        'W/"catalogue-5"',
      ),
    );
    await syncCatalogue("test");
    expect((await db.yachts.get("sarma"))?.pricePerDay.amount).toBe(135);
    expect(await db.yachts.get("strizh")).toBeUndefined();
    expect(await db.destinations.count()).toBe(1);
    const state = await readSyncState();
    expect(state).toMatchObject({ cursor: "5", etag: 'W/"catalogue-5"', failures: 0 });
    expect(store.get(syncStatusAtom).phase).toBe("idle");
  });

  it("keeps the device's copy when the server cannot be reached, and counts the failure", async () => {
    await db.yachts.put(yacht("sarma", 100) as never);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await syncCatalogue("test");
    expect(await db.yachts.count()).toBe(1);
    expect((await readSyncState()).failures).toBe(1);
    expect(store.get(syncStatusAtom)).toMatchObject({ phase: "error", offline: true });
  });

  it("refuses an answer of the wrong shape without touching the copy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await db.yachts.put(yacht("sarma", 100) as never);
    fetchMock.mockResolvedValueOnce(answer(200, { items: [] }));
    await syncCatalogue("test");
    expect(await db.yachts.count()).toBe(1);
    expect((await readSyncState()).cursor).toBeNull();
  });

  it("downloads everything again when the app learned a new kind since its cursor (the home content)", async () => {
    // A cursor kept by an app that did not know the home kinds: their rows are older than it.
    await db.syncState.put({
      scope: "catalogue",
      cursor: "9",
      etag: 'W/"catalogue-9"',
      lastSuccessAt: 1,
      lastAttemptAt: 1,
      failures: 0,
    });
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        cursor: "9",
        yachts: [],
        destinations: [],
        trips: [],
        heroSlides: [{ id: "olkhon", position: 1, image: "home/hero-olkhon" }],
        deleted: [],
      }),
    );
    await syncCatalogue("test");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/sync");
    expect(await db.heroSlides.count()).toBe(1);
    fetchMock.mockResolvedValueOnce(answer(304, undefined, 'W/"catalogue-9"'));
    await syncCatalogue("test");
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/sync?since=9");
  });
});
