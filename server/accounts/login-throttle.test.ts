import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outgoingMessages } from "../db/schema/index.ts";
import { afterFailure, type BackoffEntry, backoffWait } from "../http/rate-limit.ts";
import { json, lastMail, register, STRONG_PASSWORD } from "../test/accounts.ts";
import { movableClock } from "../test/bookings.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { ACCOUNT_LOGIN_BACKOFF } from "./login-throttle.guard.ts";

/**
 * Issue 14, item 8: wrong passwords are also counted per account whatever the address, with a
 * growing pause (at most 100 failures an hour, OWASP ASVS 2.2.1), a notice to the account's owner,
 * and the password reset's e-mailed code as the way in while the guessing goes on.
 */
const clock = movableClock(new Date("2027-05-01T08:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** A login as it reaches the server from the socket address `ip`. */
const loginFrom = (ip: string, username: string, password: string) =>
  t.app.request("/api/login", json({ username, password }), {
    incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: "IPv4" } },
  });

describe("wrong passwords for one account from many addresses", () => {
  it("are slowed after 10 whatever the address, with a growing Retry-After and one notice to the owner", async () => {
    const { email } = await register(t);
    const statuses: number[] = [];
    for (let guess = 0; guess < 50; guess++) {
      const res = await loginFrom(`10.0.0.${guess % 10}`, email, `Wrong1!guess${guess}`);
      statuses.push(res.status);
    }
    // Per address and account alone, 10 addresses × 5 would all have been checked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LOGIN_BACKOFF.free);
    expect(statuses.slice(ACCOUNT_LOGIN_BACKOFF.free).every((status) => status === 429)).toBe(true);

    const paused = await loginFrom("10.0.1.1", email.toUpperCase(), "Wrong1!guess");
    expect(paused.status).toBe(429);
    expect(await paused.json()).toMatchObject({ code: "account_throttled" });
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      clock.advance(60_000);
      expect((await loginFrom(`10.0.2.${round}`, email, "Wrong1!again")).status).toBe(401);
      const res = await loginFrom(`10.0.3.${round}`, email, "Wrong1!again");
      expect(res.status).toBe(429);
      waits.push(Number(res.headers.get("retry-after")));
    }
    expect(waits).toEqual([2, 4, 8, 16]);

    await vi.waitFor(async () => expect((await lastMail(t, email))?.template).toBe("login_throttled"));
    const notices = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.to, email), eq(outgoingMessages.template, "login_throttled")));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain("10 times in a row");
    expect(notices[0]?.body).toContain("Forgot password?");
  });

  it("answers 429 to the right password while paused, and lets the owner in after a reset by e-mailed code", async () => {
    const { email } = await register(t);
    for (let guess = 0; guess < ACCOUNT_LOGIN_BACKOFF.free; guess++) {
      await loginFrom(`10.1.0.${guess}`, email, "Wrong1!guess");
    }
    const paused = await loginFrom("192.168.1.20", email, STRONG_PASSWORD);
    expect(paused.status).toBe(429);
    // A pause of 1 s ends by itself; the right password then gets in and clears the count.
    clock.advance(1_000);
    expect((await loginFrom("192.168.1.20", email, STRONG_PASSWORD)).status).toBe(200);
    expect((await loginFrom("10.1.1.1", email, "Wrong1!guess")).status).toBe(401);

    // Guessing goes on: the owner asks for a code and sets a new password, which ends the pause.
    for (let guess = 0; guess < ACCOUNT_LOGIN_BACKOFF.free + 3; guess++) {
      clock.advance(20_000);
      await loginFrom(`10.1.2.${guess}`, email, "Wrong1!guess");
    }
    expect((await loginFrom("192.168.1.20", email, STRONG_PASSWORD)).status).toBe(429);
    expect((await t.request("/api/forgot-password", json({ email }))).status).toBe(200);
    const code = (await lastMail(t, email))?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    const reset = await t.request("/api/reset-password", json({ email, code, newPassword: "Reset1!harbour" }));
    expect(reset.status).toBe(200);
    expect((await loginFrom("192.168.1.20", email, "Reset1!harbour")).status).toBe(200);
  });
});

describe("the per-account pause", () => {
  it("property: however a guesser times the tries, at most 100 wrong passwords are checked in any hour", () => {
    // Gaps between tries in ms: a guesser who waits out each pause exactly, or comes early and is refused.
    const gaps = fc.array(fc.integer({ min: 0, max: 90_000 }), { minLength: 1, maxLength: 600 });
    fc.assert(
      fc.property(gaps, fc.boolean(), (gapList, exact) => {
        let now = 0;
        // The pause's pure rules, as FailureBackoff applies them to its row in the database.
        let entry: BackoffEntry | undefined;
        const checked: number[] = [];
        let index = 0;
        while (now < 3 * 60 * 60_000) {
          const wait = backoffWait(entry, now, ACCOUNT_LOGIN_BACKOFF);
          if (wait === 0) {
            checked.push(now);
            entry = afterFailure(entry, now, ACCOUNT_LOGIN_BACKOFF);
          }
          const gap = gapList[index++ % gapList.length] ?? 0;
          now += exact && wait > 0 ? wait * 1000 : Math.max(gap, 1);
        }
        for (const [i, start] of checked.entries()) {
          const inHour = checked.slice(i).filter((at) => at < start + 60 * 60_000).length;
          expect(inHour).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 100 },
    );
  });
});
