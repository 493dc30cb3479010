import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { throttleFailures, throttleWindows } from "../db/schema/index.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { afterFailure, backoffWait, FailureBackoff, purgeThrottles, WindowLimit } from "./rate-limit.ts";

/** The throttles count in the database (decision record 079): PGlite here, PostgreSQL in CI's second pass. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("throttles", () => {
  it("WindowLimit lets `limit` hits through per window, then names the wait", async () => {
    let now = 0;
    const limit = new WindowLimit("test_window", 2, 60_000, () => now);
    const { db } = database;
    expect([await limit.hit(db, "a"), await limit.hit(db, "a"), await limit.hit(db, "b")]).toEqual([0, 0, 0]);
    expect(await limit.hit(db, "a")).toBe(60);
    now = 59_000;
    expect(await limit.hit(db, "a")).toBe(1);
    now = 60_000;
    expect(await limit.hit(db, "a")).toBe(0);
  });

  it("two WindowLimits of one scope (two processes) count the same hits; another scope counts apart", async () => {
    const now = 1_000_000;
    const one = new WindowLimit("shared_window", 3, 60_000, () => now);
    const two = new WindowLimit("shared_window", 3, 60_000, () => now);
    const other = new WindowLimit("other_window", 3, 60_000, () => now);
    const { db } = database;
    const waits = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => (i % 2 ? one : two).hit(db, "ip")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(await other.hit(db, "ip")).toBe(0);
  });

  it("FailureBackoff doubles the pause after the free failures, up to the cap, and forgets", async () => {
    let now = 0;
    const backoff = new FailureBackoff(
      "test_backoff",
      { free: 2, baseMs: 30_000, maxMs: 120_000, forgetMs: 900_000 },
      () => now,
    );
    const { db } = database;
    expect(await backoff.fail(db, "k")).toBe(1);
    expect(await backoff.retryAfter(db, "k")).toBe(0);
    const pauses = [];
    for (let i = 0; i < 4; i++) {
      await backoff.fail(db, "k");
      pauses.push(await backoff.retryAfter(db, "k"));
    }
    expect(pauses).toEqual([30, 60, 120, 120]);
    now = 120_000;
    expect(await backoff.retryAfter(db, "k")).toBe(0);
    now = 120_000 + 900_001;
    expect(await backoff.fail(db, "k")).toBe(1);
    expect(await backoff.retryAfter(db, "k")).toBe(0);
    await backoff.succeed(db, "k");
    expect(await backoff.retryAfter(db, "k")).toBe(0);
  });

  it("failures arriving at once are each counted", async () => {
    const backoff = new FailureBackoff("racing", { free: 100, baseMs: 1000, maxMs: 1000, forgetMs: 60_000 });
    await Promise.all(Array.from({ length: 8 }, () => backoff.fail(database.db, "victim")));
    expect(await backoff.fail(database.db, "victim")).toBe(9);
  });

  it("purging keeps live windows and recent failures only", async () => {
    const now = 10_000_000_000;
    const { db } = database;
    await new WindowLimit("purge_window", 5, 60_000, () => now - 120_000).hit(db, "old");
    await new WindowLimit("purge_window", 5, 60_000, () => now).hit(db, "live");
    await new FailureBackoff("purge_fail", { free: 1, baseMs: 1, maxMs: 1, forgetMs: 1 }, () => now).fail(db, "live");
    await purgeThrottles(db, now);
    const windows = (await db.select().from(throttleWindows)).filter((row) => row.scope === "purge_window");
    expect(windows.map((row) => row.key)).toEqual(["live"]);
    const failures = (await db.select().from(throttleFailures)).filter((row) => row.scope === "purge_fail");
    expect(failures.map((row) => row.key)).toEqual(["live"]);
  });
});

describe("the pause's rules", () => {
  const options = { free: 1, baseMs: 1000, maxMs: 4000, forgetMs: 10_000 };
  it("locks after the free failures, doubling up to the cap, and forgets after forgetMs", () => {
    let entry = afterFailure(undefined, 0, options);
    expect(backoffWait(entry, 0, options)).toBe(1);
    entry = afterFailure(entry, 1000, options);
    expect(backoffWait(entry, 1000, options)).toBe(2);
    entry = afterFailure(afterFailure(entry, 3000, options), 3000, options);
    expect(backoffWait(entry, 3000, options)).toBe(4);
    expect(backoffWait(entry, 13_001, options)).toBe(0);
    expect(afterFailure(entry, 13_001, options).failures).toBe(1);
  });
});
