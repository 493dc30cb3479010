import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * A PostgreSQL outage (decision record 067): the app reaches its database through a proxy on
 * loopback that the test cuts and restores, so nothing outside the test stops. PGlite runs inside
 * the server's process and cannot go away on its own, so this runs only with TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const GENERIC = "Something went wrong. Please try again later.";

let t: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  if (!serverUrl) return;
  const target = new URL(serverUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  t = await createTestApp({}, { databaseThrough: (url) => proxy.url(url) });
  await seedCatalogue(t.database.db, lakeToday(new Date()));
  await seedHome(t.database.db);
});
afterAll(async () => {
  if (!serverUrl) return;
  await proxy.restore();
  await t.close();
  await proxy.close();
});

const timed = async (path: string) => {
  const started = Date.now();
  const res = await t.request(path, { headers: { "accept-language": "en" } });
  return { res, ms: Date.now() - started };
};
/** Needs the database: the yacht's busy days are read on each call. */
const availability = "/api/yachts/sarma/availability";

async function waitForHealth(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await t.request("/api/health")).status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app did not see the database again within ${limitMs} ms`);
}

describe.skipIf(!serverUrl)("a PostgreSQL outage", () => {
  it("answers 503 with Retry-After within 2 s, serves the catalogue from memory, and recovers within 5 s", async () => {
    // The answers a visitor had before the outage are in memory.
    expect((await t.request("/api/sync")).status).toBe(200);
    expect((await t.request("/api/yachts")).status).toBe(200);
    expect((await timed(availability)).res.status).toBe(200);

    await proxy.cut("refuse");
    const failed = await timed(availability);
    expect(failed.res.status).toBe(503);
    expect(failed.ms).toBeLessThan(2000);
    expect(Number(failed.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await failed.res.json()).toEqual({ code: "unavailable", message: GENERIC });
    // The next ones fail at once.
    const again = await timed(availability);
    expect(again.res.status).toBe(503);
    expect(again.ms).toBeLessThan(500);

    const health = await timed("/api/health");
    expect(health.res.status).toBe(503);
    expect((await health.res.json()).database).toEqual({ kind: "postgres", reachable: false });

    // Past the snapshot's check: the catalogue still answers, from memory.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const path of ["/api/yachts", "/api/yachts/sarma", "/api/destinations", "/api/trips", "/api/sync"]) {
      const read = await timed(path);
      expect(read.res.status, path).toBe(200);
      expect(read.ms, path).toBeLessThan(2000);
    }

    await proxy.restore();
    expect(await waitForHealth(5000)).toBeLessThan(5000);
    expect((await t.request(availability)).status).toBe(200);
  });

  it("does not let a lost network hold requests: a bounded wait, then 503", async () => {
    await proxy.cut("hang");
    const failed = await timed(availability);
    expect(failed.res.status).toBe(503);
    expect(failed.ms).toBeLessThan(4000);
    expect(failed.res.headers.get("retry-after")).not.toBeNull();
    await proxy.restore();
    expect(await waitForHealth(5000)).toBeLessThan(5000);
    expect((await t.request(availability)).status).toBe(200);
  });
});
