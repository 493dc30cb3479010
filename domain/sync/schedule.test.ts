import { describe, expect, it } from "vitest";
import { isSyncDue, retryDelay, SYNC_INTERVAL_MS } from "./schedule.ts";

const now = 10_000_000_000;

describe("the sync schedule", () => {
  it("syncs every 10 minutes while visible and online", () => {
    const clock = { lastSuccessAt: now - SYNC_INTERVAL_MS + 1, lastAttemptAt: now - SYNC_INTERVAL_MS + 1, failures: 0 };
    expect(isSyncDue(clock, now, true, true)).toBe(false);
    expect(isSyncDue(clock, now + 1, true, true)).toBe(true);
    expect(isSyncDue(clock, now + 1, false, true)).toBe(false);
    expect(isSyncDue(clock, now + 1, true, false)).toBe(false);
  });

  it("syncs at once when it never has", () => {
    expect(isSyncDue({ lastSuccessAt: null, lastAttemptAt: null, failures: 0 }, now, true, true)).toBe(true);
  });

  it("backs off after failures, never beyond the interval", () => {
    expect(retryDelay(1)).toBe(15_000);
    expect(retryDelay(3)).toBe(60_000);
    expect(retryDelay(30)).toBe(SYNC_INTERVAL_MS);
    const clock = { lastSuccessAt: now - 3_600_000, lastAttemptAt: now - 20_000, failures: 2 };
    expect(isSyncDue(clock, now, true, true)).toBe(false);
    expect(isSyncDue(clock, now + 10_000, true, true)).toBe(true);
  });
});
