import { describe, expect, it } from "vitest";
import { FailureBackoff, WindowLimit } from "./rate-limit.ts";

describe("throttles", () => {
  it("WindowLimit lets `limit` hits through per window, then names the wait", () => {
    let now = 0;
    const limit = new WindowLimit(2, 60_000, () => now);
    expect([limit.hit("a"), limit.hit("a"), limit.hit("b")]).toEqual([0, 0, 0]);
    expect(limit.hit("a")).toBe(60);
    now = 59_000;
    expect(limit.hit("a")).toBe(1);
    now = 60_000;
    expect(limit.hit("a")).toBe(0);
  });

  it("FailureBackoff doubles the pause after the free failures, up to the cap, and forgets", () => {
    let now = 0;
    const backoff = new FailureBackoff({ free: 2, baseMs: 30_000, maxMs: 120_000, forgetMs: 900_000 }, () => now);
    backoff.fail("k");
    expect(backoff.retryAfter("k")).toBe(0);
    const pauses = [];
    for (let i = 0; i < 4; i++) {
      backoff.fail("k");
      pauses.push(backoff.retryAfter("k"));
    }
    expect(pauses).toEqual([30, 60, 120, 120]);
    now = 120_000;
    expect(backoff.retryAfter("k")).toBe(0);
    now = 120_000 + 900_001;
    backoff.fail("k");
    expect(backoff.retryAfter("k")).toBe(0);
    backoff.succeed("k");
    expect(backoff.retryAfter("k")).toBe(0);
  });
});
