import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripBookingRequestSchema } from "../../domain/bookings/trip.ts";
import type { Booking } from "../../domain/bookings/types.ts";
import { TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { bookings, outgoingMessages, tripPackages } from "../db/schema/index.ts";
import { type BadCase, brokenFields } from "../test/bad-bodies.ts";
import {
  bookingBody,
  bookingTestApp,
  get,
  type MovableClock,
  mailsTo,
  person,
  post,
  templatesTo,
  withKey,
} from "../test/bookings.ts";
import { goodCardExpiry, inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Places on a trip package booked like a yacht (decision 073, api.md "Trip packages booked"): the
 * trip's dates, yacht and USD price come from the server, its places are never oversold, its yacht
 * is held for its days, it is paid through the test provider and listed in the customer's bookings.
 */
const TRIP = "olkhon-weekend"; // Nerpa, 10-11 July, 8 guests, USD
const YACHT = "nerpa";

let t: TestApp;
let clock: MovableClock;
let customer: string;

beforeAll(async () => {
  ({ t, clock } = await bookingTestApp());
  customer = (await person(t)).cookie;
});
afterAll(() => t.close());

const tripBody = (overrides: Record<string, unknown> = {}) => ({
  tripId: TRIP,
  guests: 2,
  contactName: "Olga Petrova",
  email: "olga.trip@example.com",
  phone: "+7 914 000 00 01",
  specialRequests: "A cabin near the stern",
  ...overrides,
});
const placesLeft = async () => (await get(t, `/api/trips/${TRIP}/places`)).body.placesLeft as number;
const trip = async () => (await t.database.db.select().from(tripPackages).where(eq(tripPackages.id, TRIP)))[0];

describe("booking places on a trip package", () => {
  it("books the trip's dates and yacht at the package price per guest in USD, every line shown", async () => {
    const row = await trip();
    expect(await placesLeft()).toBe(8);
    const res = await post(t, "/api/bookings", customer, tripBody({ guests: 3, total: 1 }), withKey());
    expect(res.status).toBe(201);
    const booking = res.body as Booking;
    expect(booking).toMatchObject({
      kind: "trip",
      tripId: TRIP,
      yachtId: YACHT,
      startDate: inSeason("07-10"),
      endDate: inSeason("07-11"),
      guests: 3,
      status: "pending",
      paymentStatus: "pending",
      // A place is the package (the yacht's two days) shared by its 8 places, rounded up to a dollar.
      total: { amount: Math.ceil((row?.totalPriceMinor ?? 0) / 8 / 100) * 100 * 3, currency: "USD" },
    });
    expect(booking.lines.map((line) => [line.kind, line.quantity, line.included])).toEqual([
      ["trip", 3, false],
      ["yacht", 2, true],
      ["captain", 2, true],
    ]);
    expect(await placesLeft()).toBe(5);
  });

  it("refuses more guests than places left with 409 trip_full naming guests, in the caller's language", async () => {
    const res = await t.request("/api/bookings", {
      method: "POST",
      body: JSON.stringify(tripBody({ guests: 6 })),
      headers: { "content-type": "application/json", cookie: customer, "accept-language": "ru", ...withKey() },
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe("trip_full");
    expect(body.fields.guests).toMatch(/мест/);
    expect(await placesLeft()).toBe(5);
  });

  it("holds the trip's yacht for the trip's days: no yacht request gets any of them", async () => {
    const busy = (await get(t, `/api/yachts/${YACHT}/availability?from=${inSeason("07-01")}&to=${inSeason("07-31")}`))
      .body.busy as { start: string; end: string }[];
    expect(busy.some((range) => range.start <= inSeason("07-10") && range.end >= inSeason("07-11"))).toBe(true);
    const res = await post(
      t,
      "/api/bookings",
      customer,
      bookingBody({ yachtId: YACHT, startDate: inSeason("07-11"), endDate: inSeason("07-12"), withCaptain: true }),
      withKey(),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("dates_unavailable");
  });

  it("is paid through the test provider, confirmed, and listed in the customer's bookings", async () => {
    const { body: booking } = await post(t, "/api/bookings", customer, tripBody({ guests: 1 }), withKey());
    const paid = await post(
      t,
      `/api/bookings/${booking.id}/payments`,
      customer,
      { method: "test_card", cardNumber: TEST_CARD_PAID, expiry: goodCardExpiry, cvc: "123" },
      withKey(),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.paymentStatus).toBe("paid");
    const mine = (await get(t, "/api/bookings", customer)).body.items as Booking[];
    expect(mine.find((item) => item.id === booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("writes to the customer and the yacht's answerers that the places are held until a deadline, naming the trip", async () => {
    const email = "held.trip@example.com";
    const res = await post(t, "/api/bookings", customer, tripBody({ guests: 1, email }), withKey());
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(t, email);
    expect(mail?.template).toBe("booking_trip_booked");
    const title = (await trip())?.title.en ?? "";
    expect(mail?.subject).toContain(title);
    expect(mail?.body).toMatch(/1 place for you on .*aboard Nerpa.*by .*Irkutsk time/s);
    const admins = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.template, "booking_trip_booked"));
    expect(admins.some((row) => row.to !== email && row.subject.includes(title))).toBe(true);
  });

  it("gives the places back when an unpaid booking expires, and says so in the customer's mail", async () => {
    const before = await placesLeft();
    await post(t, "/api/bookings", customer, tripBody({ guests: 1, email: "late.trip@example.com" }), withKey());
    expect(await placesLeft()).toBe(before - 1);
    clock.advance(49 * 60 * 60 * 1000);
    await get(t, "/api/bookings", customer);
    const { sweepBookings } = await import("./sweep.job.ts");
    await sweepBookings(t.deps);
    // Every unpaid booking went back (this one and the first, of 3); the paid place stays taken.
    expect(await placesLeft()).toBe(7);
    expect(await templatesTo(t, "late.trip@example.com")).toEqual(["booking_trip_expired", "booking_trip_booked"]);
  });
});

describe("one trip booking sent again and again with one Idempotency-Key", () => {
  it("takes the places once and gives identical answers; another body under the key is 422", async () => {
    const key = randomUUID();
    const email = "idem.trip@example.com";
    const before = await placesLeft();
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request("/api/bookings", {
        method: "POST",
        body: JSON.stringify(tripBody({ guests: 1, email })),
        headers: { "content-type": "application/json", cookie: customer, "idempotency-key": key },
      });
      answers.push(`${res.status} ${await res.text()}`);
    }
    expect(answers[0]?.startsWith("201")).toBe(true);
    expect(new Set(answers).size).toBe(1);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.email, email))).length).toBe(1);
    expect(await placesLeft()).toBe(before - 1);
    const other = await post(t, "/api/bookings", customer, tripBody({ guests: 2, email }), withKey(key));
    expect(other.status).toBe(422);
  });
});

describe("bad trip booking bodies", () => {
  const required = ["guests", "contactName", "email", "phone"];
  const bad: fc.Arbitrary<BadCase> = fc.oneof(
    // tripId stays in the body: without it the body is a yacht's, refused on the yacht's fields.
    brokenFields(tripBody(), tripBookingRequestSchema.entries, required).filter(
      (c) => typeof JSON.parse(c.body) === "object" && "tripId" in JSON.parse(c.body),
    ),
    fc
      .string({ minLength: 1, maxLength: 80 })
      .filter((id) => id.trim() !== "" && !/^[a-z-]+$/.test(id.trim()))
      .map((tripId) => ({ body: JSON.stringify(tripBody({ tripId })), broken: ["tripId"], note: `trip ${tripId}` })),
  );

  it("answers every one 400 naming a field it broke, never a 500, and books nothing", async () => {
    const before = (await t.database.db.select().from(bookings)).length;
    await fc.assert(
      fc.asyncProperty(bad, fc.constantFrom("en", "ru"), async (c, lang) => {
        const res = await t.request("/api/bookings", {
          method: "POST",
          body: c.body,
          headers: { "content-type": "application/json", cookie: customer, "accept-language": lang, ...withKey() },
        });
        const body = await res.json();
        const context = `${c.note} → ${res.status} ${JSON.stringify(body)}`;
        expect(res.status, context).toBe(400);
        expect(
          Object.keys(body.fields ?? {}).some((key) => c.broken.includes(key)),
          context,
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect((await t.database.db.select().from(bookings)).length).toBe(before);
  });
});
