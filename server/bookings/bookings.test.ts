import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../domain/bookings/types.ts";
import { adminNotifications } from "../db/schema/index.ts";
import {
  as,
  book,
  bookingBody,
  bookingScene,
  CAPTAINED_YACHT,
  get,
  HOUR_MS,
  type MovableClock,
  mailsTo,
  OWNED_YACHT,
  type Person,
  person,
  post,
  templatesTo,
  withKey,
} from "../test/bookings.ts";
import { atLake, inSeason, START } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

let t: TestApp;
let clock: MovableClock;
let owner: Person;
let customer: Person;

beforeAll(async () => {
  ({ t, clock, owner, customer } = await bookingScene({ owner: "ru" }));
});
afterAll(() => t.close());

describe("a booking request, from sending to the owner's answer", () => {
  it("is priced by the server, pending for 48 hours, and told to both sides by e-mail", async () => {
    const sent = { ...bookingBody({ email: "first@example.com" }), total: { amount: 1, currency: "RUB" } };
    const res = await post(t, "/api/bookings", customer.cookie, sent, withKey());
    expect(res.status).toBe(201);
    const booking = res.body as Booking;
    expect(booking).toMatchObject({
      kind: "request",
      status: "pending",
      paymentStatus: "pending",
      yachtId: OWNED_YACHT,
      listing: "owner",
      days: 3,
      guests: 4,
      withCaptain: false,
      extras: ["catering"],
      cancelReason: null,
      handoffUrl: null,
      customerId: customer.user.id,
    });
    // 3 days of the yacht plus catering for 4 guests a day; the client's "1 kopeck" is ignored.
    expect(booking.lines.map((line) => line.kind)).toEqual(["yacht", "catering"]);
    expect(booking.total.amount).toBe(booking.lines.reduce((sum, line) => sum + line.amount.amount, 0));
    expect(booking.total.amount).toBeGreaterThan(1);
    expect(Date.parse(booking.expiresAt ?? "") - Date.parse(booking.createdAt)).toBe(48 * HOUR_MS);

    const customerMail = (await mailsTo(t, "first@example.com"))[0];
    expect(customerMail?.template).toBe("booking_requested");
    expect(customerMail?.body).toContain("48 hours");
    const ownerMail = (await mailsTo(t, owner.email))[0];
    expect(ownerMail?.template).toBe("booking_requested");
    // The owner reads Russian: the yacht's Russian name and the deadline.
    expect(ownerMail?.locale).toBe("ru");
    expect(ownerMail?.subject).toContain("Новый запрос");
    expect(ownerMail?.body).toContain("Vegetarian meals, please");
  });

  it("is accepted by the owner, and the customer sees it confirmed", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("07-10"), endDate: inSeason("07-12") });
    const incoming = await get(t, "/api/bookings?incoming=1", owner.cookie);
    expect(incoming.body.items.map((b: Booking) => b.id)).toContain(booking.id);

    const accepted = await post(t, `/api/bookings/${booking.id}/accept`, owner.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: booking.id, status: "confirmed", expiresAt: null });

    const seen = await get(t, `/api/bookings/${booking.id}`, customer.cookie);
    expect(seen.body.status).toBe("confirmed");
    const mine = await get(t, "/api/bookings", customer.cookie);
    expect(mine.body.items.find((b: Booking) => b.id === booking.id)?.status).toBe("confirmed");
    expect((await templatesTo(t, booking.email))[0]).toBe("booking_accepted");
    expect((await templatesTo(t, owner.email))[0]).toBe("booking_accepted");

    const again = await post(t, `/api/bookings/${booking.id}/accept`, owner.cookie);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("not_pending");
  });

  it("is declined with the owner's note, which the customer reads in the booking and the e-mail", async () => {
    const booking = await book(t, customer.cookie, {
      startDate: inSeason("07-14"),
      endDate: inSeason("07-15"),
      email: "declined@example.com",
    });
    const declined = await post(t, `/api/bookings/${booking.id}/decline`, owner.cookie, {
      note: "  The mast is being replaced that week.  ",
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: "cancelled",
      cancelReason: "declined",
      ownerNote: "The mast is being replaced that week.",
    });
    const mail = (await mailsTo(t, "declined@example.com"))[0];
    expect(mail?.template).toBe("booking_declined");
    expect(mail?.body).toContain("The owner wrote: The mast is being replaced that week.");
    // The days are free again.
    expect(
      (
        await post(
          t,
          "/api/bookings",
          customer.cookie,
          bookingBody({ startDate: inSeason("07-14"), endDate: inSeason("07-15") }),
          withKey(),
        )
      ).status,
    ).toBe(201);
  });

  it("can be declined without a body, or with an empty one", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("07-17"), endDate: inSeason("07-17") });
    const res = await t.request(`/api/bookings/${booking.id}/decline`, as(owner.cookie, { method: "POST" }));
    expect(res.status).toBe(200);
    expect((await res.json()).ownerNote).toBeNull();
    const other = await book(t, customer.cookie, { startDate: inSeason("07-18"), endDate: inSeason("07-18") });
    const blank = { method: "POST", body: "", headers: { "content-type": "application/json" } };
    expect((await t.request(`/api/bookings/${other.id}/decline`, as(owner.cookie, blank))).status).toBe(200);
  });

  it("is cancelled by the customer before it starts, and not once it has started", async () => {
    const booking = await book(t, customer.cookie, {
      startDate: inSeason("08-01"),
      endDate: inSeason("08-02"),
      email: "cancels@example.com",
    });
    await post(t, `/api/bookings/${booking.id}/accept`, owner.cookie);
    const cancelled = await post(t, `/api/bookings/${booking.id}/cancel`, customer.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", cancelReason: "cancelled_by_customer" });
    expect((await templatesTo(t, "cancels@example.com"))[0]).toBe("booking_cancelled");
    expect((await templatesTo(t, owner.email))[0]).toBe("booking_cancelled");
    expect((await post(t, `/api/bookings/${booking.id}/cancel`, customer.cookie)).body.code).toBe("not_cancellable");

    const started = await book(t, customer.cookie, { startDate: inSeason("08-05"), endDate: inSeason("08-07") });
    clock.set(atLake(inSeason("08-05"), "09:00"));
    try {
      const late = await post(t, `/api/bookings/${started.id}/cancel`, customer.cookie);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe("not_cancellable");
    } finally {
      clock.set(START);
    }
  });
});

describe("who may see and answer a booking", () => {
  it("answers 401 without a session, 404 to strangers, 403 to those who may see but not act", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("08-20"), endDate: inSeason("08-21") });
    const stranger = await person(t, ["owner"]);
    expect((await t.request("/api/bookings")).status).toBe(401);
    expect((await post(t, "/api/bookings", "", bookingBody(), withKey())).status).toBe(401);
    for (const path of ["", "/handoff"]) {
      const res = await get(t, `/api/bookings/${booking.id}${path}`, stranger.cookie);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("booking_not_found");
    }
    for (const action of ["accept", "decline", "cancel", "payments"]) {
      const body = action === "payments" ? { method: "test_card", cardNumber: "4242424242424242" } : undefined;
      expect((await post(t, `/api/bookings/${booking.id}/${action}`, stranger.cookie, body)).status, action).toBe(404);
    }
    // The customer cannot answer their own request; the owner cannot cancel or pay it.
    expect((await post(t, `/api/bookings/${booking.id}/accept`, customer.cookie)).status).toBe(403);
    expect((await post(t, `/api/bookings/${booking.id}/cancel`, owner.cookie)).status).toBe(403);
    const pay = await post(t, `/api/bookings/${booking.id}/payments`, owner.cookie, {
      method: "test_card",
      cardNumber: "4242424242424242",
    });
    expect(pay.status).toBe(403);
    expect((await get(t, `/api/bookings/${booking.id}`, owner.cookie)).status).toBe(200);
    expect((await get(t, "/api/bookings/not-a-uuid", customer.cookie)).status).toBe(404);
    expect((await get(t, "/api/bookings?incoming=1", stranger.cookie)).body.items).toEqual([]);
    expect((await get(t, "/api/bookings?incoming=yes", stranger.cookie)).body.fields).toHaveProperty("incoming");
  });

  it("lets admins answer for yachts without an owner, with a notification and an e-mail to each admin", async () => {
    const admin = await person(t, ["admin"]);
    const booking = await book(t, customer.cookie, { yachtId: CAPTAINED_YACHT, withCaptain: true, extras: [] });
    const notes = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.type, "booking_request"));
    expect(notes.map((n) => (n.metadata as { bookingId: string }).bookingId)).toContain(booking.id);
    const listed = await get(t, "/api/admin/notifications", admin.cookie);
    const note = listed.body.find((n: { type: string }) => n.type === "booking_request");
    expect(note.title).toBe("New booking request");
    expect(note.message).toContain("Severyanka");
    expect((await templatesTo(t, admin.email))[0]).toBe("booking_requested");

    const incoming = await get(t, "/api/bookings?incoming=1", admin.cookie);
    expect(incoming.body.items.map((b: Booking) => b.id)).toContain(booking.id);
    // The owner of another yacht does not see it.
    expect((await get(t, "/api/bookings?incoming=1", owner.cookie)).body.items.map((b: Booking) => b.id)).not.toContain(
      booking.id,
    );
    expect((await post(t, `/api/bookings/${booking.id}/accept`, admin.cookie)).body.status).toBe("confirmed");
  });
});

describe("availability and the rules", () => {
  it("shows pending and confirmed requests as busy, and frees the days of a cancelled one", async () => {
    const busy = async () =>
      (await get(t, `/api/yachts/${OWNED_YACHT}/availability?from=${inSeason("09-01")}&to=${inSeason("09-30")}`)).body
        .busy;
    expect(await busy()).toEqual([]);
    const booking = await book(t, customer.cookie, { startDate: inSeason("09-03"), endDate: inSeason("09-05") });
    expect(await busy()).toEqual([{ start: inSeason("09-03"), end: inSeason("09-05") }]);
    const adjacent = await book(t, customer.cookie, { startDate: inSeason("09-06"), endDate: inSeason("09-06") });
    expect(adjacent.status).toBe("pending");
    expect(await busy()).toEqual([{ start: inSeason("09-03"), end: inSeason("09-06") }]);
    await post(t, `/api/bookings/${booking.id}/cancel`, customer.cookie);
    expect(await busy()).toEqual([{ start: inSeason("09-06"), end: inSeason("09-06") }]);
    // Worked out on each call and never kept by a cache on the way: no stale busy days.
    const res = await t.request(`/api/yachts/${OWNED_YACHT}/availability`);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses dates already requested, and days the owner blocked, with 409 naming startDate", async () => {
    await book(t, customer.cookie, { startDate: inSeason("09-10"), endDate: inSeason("09-12") });
    for (const dates of [
      { startDate: inSeason("09-12"), endDate: inSeason("09-14") },
      { startDate: inSeason("07-24"), endDate: inSeason("07-26") },
    ]) {
      const res = await post(t, "/api/bookings", customer.cookie, bookingBody(dates), {
        ...withKey(),
        "accept-language": "ru",
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("dates_unavailable");
      expect(res.body.fields).toHaveProperty("startDate");
      expect(res.body.message).toMatch(/[а-я]/);
    }
  });

  it("answers 400 naming each field that breaks a rule, and 404 naming yachtId for an unknown yacht", async () => {
    const res = await post(
      t,
      "/api/bookings",
      customer.cookie,
      bookingBody({ startDate: inSeason("04-01"), endDate: inSeason("03-30"), guests: 9 }),
      withKey(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(["endDate", "guests", "startDate"]);
    const captainless = await post(
      t,
      "/api/bookings",
      customer.cookie,
      bookingBody({ yachtId: CAPTAINED_YACHT }),
      withKey(),
    );
    expect(captainless.body.fields).toHaveProperty("withCaptain");
    const unknown = await post(
      t,
      "/api/bookings",
      customer.cookie,
      bookingBody({ yachtId: "flying-dutchman" }),
      withKey(),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "yacht_not_found", fields: { yachtId: expect.any(String) } });
  });
});
