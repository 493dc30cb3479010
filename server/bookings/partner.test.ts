import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../domain/bookings/types.ts";
import { adminNotifications } from "../db/schema/index.ts";
import { book, bookingTestApp, get, mailsTo, OWNED_YACHT, PARTNER_YACHT, person, post } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

const PARTNER = "https://partner.example/charter/book?src=baikal";
const handoff = {
  yachtId: PARTNER_YACHT,
  withCaptain: true,
  extras: [],
  startDate: inSeason("07-01"),
  endDate: inSeason("07-03"),
};

const handoffNotes = (t: TestApp) =>
  t.database.db.select().from(adminNotifications).where(eq(adminNotifications.type, "booking_handoff"));

describe("partner-listed yachts with PARTNER_BOOKING_URL set", () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await bookingTestApp({ PARTNER_BOOKING_URL: PARTNER }));
  });
  afterAll(() => t.close());

  it("end with a prefilled deep link, kept in the booking history, holding no dates here", async () => {
    const customer = await person(t);
    const booking = await book(t, customer.cookie, { ...handoff, email: "deep@example.com", guests: 6 });
    expect(booking).toMatchObject({ kind: "handoff", status: "pending", listing: "partner", expiresAt: null });
    const url = new URL(booking.handoffUrl ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://partner.example/charter/book");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: "baikal",
      yacht: PARTNER_YACHT,
      checkin: inSeason("07-01"),
      checkout: inSeason("07-03"),
      guests: "6",
      name: "Anna Petrova",
      email: "deep@example.com",
      phone: "+7 914 000 00 00",
      ref: booking.id,
    });
    expect((await get(t, `/api/bookings/${booking.id}/handoff`, customer.cookie)).body).toEqual({
      url: booking.handoffUrl,
    });
    const history = await get(t, "/api/bookings", customer.cookie);
    expect(history.body.items.map((b: Booking) => b.handoffUrl)).toContain(booking.handoffUrl);

    // The same days can be handed off again, and the partner's calendar is not ours to fill.
    await book(t, customer.cookie, handoff);
    expect(
      (await get(t, `/api/yachts/${PARTNER_YACHT}/availability?from=${inSeason("07-01")}&to=${inSeason("07-04")}`)).body
        .busy,
    ).toEqual([]);
    const mail = (await mailsTo(t, "deep@example.com"))[0];
    expect(mail?.template).toBe("booking_handoff");
    expect(mail?.body).toContain(booking.handoffUrl);
    expect(await handoffNotes(t)).toEqual([]);
  });

  it("answers 409 not_partner for the hand-off of a request booked here", async () => {
    const customer = await person(t);
    const request = await book(t, customer.cookie, { yachtId: OWNED_YACHT });
    const res = await get(t, `/api/bookings/${request.id}/handoff`, customer.cookie);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("not_partner");
    expect((await post(t, `/api/bookings/${request.id}/accept`, customer.cookie)).status).toBe(403);
  });
});

describe("partner-listed yachts without PARTNER_BOOKING_URL (the local default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await bookingTestApp());
  });
  afterAll(() => t.close());

  it("keep the request with no link, and ask an admin to pass it on", async () => {
    const admin = await person(t, ["admin"]);
    const customer = await person(t);
    const booking = await book(t, customer.cookie, { ...handoff, email: "byhand@example.com" });
    expect(booking).toMatchObject({ kind: "handoff", status: "pending", handoffUrl: null });
    expect((await get(t, `/api/bookings/${booking.id}/handoff`, customer.cookie)).body).toEqual({ url: null });

    const [note] = await handoffNotes(t);
    expect(note?.metadata).toMatchObject({ bookingId: booking.id, yachtId: PARTNER_YACHT });
    const listed = await get(t, "/api/admin/notifications", admin.cookie);
    expect(listed.body.find((n: { type: string }) => n.type === "booking_handoff")?.title).toBe(
      "Pass a request on to the partner",
    );
    expect((await mailsTo(t, "byhand@example.com"))[0]?.subject).toContain("We are passing your request");
    expect((await mailsTo(t, admin.email)).map((m) => m.template)).toContain("booking_handoff");
    // Admins answer requests, not hand-offs: it is not in their incoming list and cannot be accepted.
    expect((await get(t, "/api/bookings?incoming=1", admin.cookie)).body.items).toEqual([]);
    expect((await post(t, `/api/bookings/${booking.id}/accept`, admin.cookie)).body.code).toBe("not_pending");
    // The customer may still call it off.
    expect((await post(t, `/api/bookings/${booking.id}/cancel`, customer.cookie)).body.status).toBe("cancelled");
  });
});
