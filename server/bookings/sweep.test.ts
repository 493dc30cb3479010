import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import {
  book,
  bookingScene,
  get,
  HOUR_MS,
  type MovableClock,
  type Person,
  post,
  templatesTo,
  withKey,
} from "../test/bookings.ts";
import { atLake, inSeason, START } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";
import { startBookingSweep, sweepBookings } from "./sweep.job.ts";

let t: TestApp;
let clock: MovableClock;
let owner: Person;
let customer: Person;

beforeAll(async () => {
  ({ t, clock, owner, customer } = await bookingScene({ customer: "ru" }));
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

describe("the bookings sweep", () => {
  it("cancels a request nobody answered in 48 hours as expired, refunds it, and tells both sides", async () => {
    const booking = await book(t, customer.cookie, {
      startDate: inSeason("07-01"),
      endDate: inSeason("07-02"),
      email: "late@example.com",
    });
    await post(
      t,
      `/api/bookings/${booking.id}/payments`,
      customer.cookie,
      { method: "test_card", cardNumber: TEST_CARD_PAID },
      withKey(),
    );

    clock.advance(47 * HOUR_MS);
    expect((await sweepBookings(t.deps)).expired).toEqual([]);
    clock.advance(1 * HOUR_MS);
    expect((await sweepBookings(t.deps)).expired).toEqual([booking.id]);

    const seen = await get(t, `/api/bookings/${booking.id}`, customer.cookie);
    expect(seen.body).toMatchObject({ status: "cancelled", cancelReason: "expired", paymentStatus: "refunded" });
    expect(await templatesTo(t, "late@example.com")).toContain("booking_expired");
    expect(await templatesTo(t, owner.email)).toContain("booking_expired");
    const mail = (
      await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.template, "booking_expired"))
    ).find((m) => m.to === "late@example.com");
    expect(mail?.locale).toBe("ru");
    expect(mail?.body).toContain("48 часов");
    // A second pass finds nothing more to do.
    expect((await sweepBookings(t.deps)).expired).toEqual([]);
  });

  it("refuses an owner's answer that comes after the deadline, expiring the request at once", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("07-05"), endDate: inSeason("07-05") });
    clock.advance(49 * HOUR_MS);
    const late = await post(t, `/api/bookings/${booking.id}/accept`, owner.cookie);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("not_pending");
    expect((await get(t, `/api/bookings/${booking.id}`, customer.cookie)).body.cancelReason).toBe("expired");
  });

  it("marks a confirmed stay completed once its last day has gone, and leaves answered requests alone", async () => {
    const stay = await book(t, customer.cookie, { startDate: inSeason("07-08"), endDate: inSeason("07-09") });
    await post(t, `/api/bookings/${stay.id}/accept`, owner.cookie);
    clock.set(atLake(inSeason("07-09"), "18:00"));
    expect((await sweepBookings(t.deps)).completed).not.toContain(stay.id);
    clock.set(atLake(inSeason("07-10"), "00:30"));
    const result = await sweepBookings(t.deps);
    expect(result.completed).toContain(stay.id);
    expect(result.expired).not.toContain(stay.id);
    expect((await get(t, `/api/bookings/${stay.id}`, customer.cookie)).body.status).toBe("completed");
  });

  it("runs at start and then on its interval, and stops cleanly", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("07-12"), endDate: inSeason("07-12") });
    clock.advance(48 * HOUR_MS);
    const sweep = startBookingSweep(t.deps, 20);
    await expect
      .poll(async () => (await get(t, `/api/bookings/${booking.id}`, customer.cookie)).body.status, { timeout: 5_000 })
      .toBe("cancelled");
    await sweep.stop();
  });
});
