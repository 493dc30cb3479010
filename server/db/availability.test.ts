import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { sessionCookieName } from "../accounts/sessions.service.ts";
import { invalidateCatalogue, SNAPSHOT_CHECK_MS } from "../catalogue/catalogue.service.ts";
import { onError } from "../http/errors.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import {
  createAvailability,
  DatabaseUnavailableError,
  isConnectionError,
  PROBE_EVERY_MS,
  QUERY_WAIT_MS,
} from "./availability.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const GENERIC = "Something went wrong. Please try again later.";

describe("isConnectionError", () => {
  it("knows the connection's failures from the statement's, through drizzle's wrapping", () => {
    expect(isConnectionError(refused())).toBe(true);
    expect(isConnectionError(new Error("Failed query", { cause: { code: "CONNECT_TIMEOUT" } }))).toBe(true);
    expect(isConnectionError(new Error("Failed query", { cause: { code: "57P01" } }))).toBe(true);
    expect(isConnectionError(new Error("Failed query", { cause: { code: "08006" } }))).toBe(true);
    expect(isConnectionError(new DatabaseUnavailableError())).toBe(true);
    expect(isConnectionError(new Error("Failed query", { cause: { code: "23505" } }))).toBe(false);
    expect(isConnectionError(new Error("boom"))).toBe(false);
  });
});

describe("the availability guard", () => {
  afterEach(() => vi.useRealTimers());

  it("refuses at once while down, and lets the probe bring it back", async () => {
    vi.useFakeTimers();
    let reachable = false;
    const availability = createAvailability(async () => {
      if (!reachable) throw refused();
    });
    await expect(availability.guard(() => Promise.reject(refused()))).rejects.toThrow();
    expect(availability.isUp()).toBe(false);
    const call = vi.fn(async () => 1);
    await expect(availability.guard(call)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2);
    expect(availability.isUp()).toBe(false);
    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(availability.isUp()).toBe(true);
    expect(await availability.guard(call)).toBe(1);
    availability.stop();
  });

  it("bounds the wait for a call that never answers", async () => {
    vi.useFakeTimers();
    const availability = createAvailability(() => new Promise(() => {}));
    const hanging = availability.guard(() => new Promise(() => {}));
    const outcome = expect(hanging).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.advanceTimersByTimeAsync(QUERY_WAIT_MS);
    await outcome;
    expect(availability.isUp()).toBe(false);
    availability.stop();
  });

  it("leaves a statement error alone", async () => {
    const availability = createAvailability(async () => {});
    const duplicate = new Error("Failed query", { cause: { code: "23505" } });
    await expect(availability.guard(() => Promise.reject(duplicate))).rejects.toBe(duplicate);
    expect(availability.isUp()).toBe(true);
    availability.stop();
  });
});

describe("the API's answer to a database that is away", () => {
  it("is 503 with Retry-After and the spec's generic message", async () => {
    const app = new Hono().get("/x", () => {
      throw new Error("Failed query", { cause: refused() });
    });
    app.onError(onError);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await app.request("/x");
    warn.mockRestore();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ code: "unavailable", message: GENERIC });
  });
});

describe("reads served from memory while the database is away", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.database.db, lakeToday(new Date()));
    await seedHome(t.database.db);
    invalidateCatalogue(t.database);
  });
  afterAll(() => t.close());

  /** Every statement fails as postgres.js does when the server is gone (PGlite itself cannot go away). */
  const cutDatabase = () => {
    const { db } = t.database;
    const spies = (["select", "execute", "insert", "update", "delete", "transaction"] as const).map((method) =>
      vi.spyOn(db, method).mockImplementation(() => {
        throw new Error("Failed query", { cause: refused() });
      }),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    return () => {
      for (const spy of [...spies, warn]) spy.mockRestore();
    };
  };

  it("answers the catalogue and the full sync, and 503 with Retry-After for the rest", async () => {
    for (const path of ["/api/yachts", "/api/sync"]) expect((await t.request(path)).status).toBe(200);
    const restore = cutDatabase();
    try {
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_CHECK_MS + 50));
      const cookie = { cookie: `${sessionCookieName(false)}=some-session-token` };
      for (const path of ["/api/yachts", "/api/yachts/sarma", "/api/destinations", "/api/trips", "/api/sync"]) {
        expect((await t.request(path)).status, path).toBe(200);
        // A signed-in visitor too, although the session cannot be read.
        expect((await t.request(path, { headers: cookie })).status, `${path} signed in`).toBe(200);
      }
      const availability = await t.request("/api/yachts/sarma/availability");
      expect(availability.status).toBe(503);
      expect(availability.headers.get("retry-after")).not.toBeNull();
      expect((await availability.json()).message).toBe(GENERIC);
      const bookings = await t.request("/api/bookings", { headers: cookie });
      expect(bookings.status).toBe(503);
      const health = await t.request("/api/health");
      expect(health.status).toBe(503);
      expect((await health.json()).database.reachable).toBe(false);
    } finally {
      restore();
    }
    expect((await t.request("/api/health")).status).toBe(200);
  });
});
