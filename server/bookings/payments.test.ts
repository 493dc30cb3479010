import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { TEST_CARD_DECLINED, TEST_CARD_PAID } from "../../domain/payments/payment.ts";
import { outgoingMessages, payments } from "../db/schema/index.ts";
import { type PaymentProvider, PaymentProviderError } from "../payments/provider.adapter.ts";
import { seedCatalogue } from "../seed/seed.ts";
import {
  book,
  bookingScene,
  get,
  movableClock,
  PARTNER_YACHT,
  type Person,
  person,
  post,
  withKey,
} from "../test/bookings.ts";
import { goodCardExpiry, inSeason, pastCardExpiry } from "../test/season.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let owner: Person;
let customer: Person;

beforeAll(async () => {
  ({ t, owner, customer } = await bookingScene());
});
afterAll(() => t.close());

const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  method: "test_card",
  cardNumber,
  ...extra,
});
const pay = (id: string, body: unknown, key = randomUUID()) =>
  post(t, `/api/bookings/${id}/payments`, customer.cookie, body, withKey(key));
const paymentRows = (bookingId: string) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, bookingId));

describe("paying for a booking request with the test provider", () => {
  it("is paid with 4242 4242 4242 4242, keeps only the last four digits, and tells both sides", async () => {
    const booking = await book(t, customer.cookie, {
      startDate: inSeason("06-12"),
      endDate: inSeason("06-13"),
      email: "pays@example.com",
    });
    const res = await pay(
      booking.id,
      card("4242 4242 4242 4242", { expiry: goodCardExpiry, cvc: "123", holder: "ANNA PETROVA" }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paymentStatus: "paid",
      booking: { id: booking.id, paymentStatus: "paid", paymentMethod: "test_card" },
    });
    const [row] = await paymentRows(booking.id);
    expect(row).toMatchObject({
      id: res.body.paymentId,
      status: "paid",
      cardLast4: "4242",
      amountMinor: booking.total.amount,
    });
    expect(JSON.stringify(row)).not.toContain(TEST_CARD_PAID);
    const mails = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.to, "pays@example.com"));
    expect(mails.map((m) => m.template)).toContain("booking_paid");

    const twice = await pay(booking.id, card(TEST_CARD_PAID));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("not_payable");
  });

  it("answers 200 with a failed payment for the declined card, and can be paid again after", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("06-15"), endDate: inSeason("06-15") });
    const declined = await pay(booking.id, card(TEST_CARD_DECLINED));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ paymentStatus: "failed", booking: { paymentStatus: "failed" } });
    const retried = await pay(booking.id, card(TEST_CARD_PAID));
    expect(retried.body.paymentStatus).toBe("paid");
    expect((await paymentRows(booking.id)).map((p) => p.status).sort()).toEqual(["failed", "paid"]);
  });

  it("charges once when the same payment is replayed with its key", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("06-17"), endDate: inSeason("06-17") });
    const key = randomUUID();
    const first = await pay(booking.id, card(TEST_CARD_PAID), key);
    const again = await pay(booking.id, card(TEST_CARD_PAID), key);
    expect(again).toEqual(first);
    expect(await paymentRows(booking.id)).toHaveLength(1);
    // Another card under the same key is another request, though only its last four digits are compared.
    expect((await pay(booking.id, card(TEST_CARD_DECLINED), key)).status).toBe(422);
  });

  it("refunds a paid request when the owner declines it, and when the customer cancels", async () => {
    const declined = await book(t, customer.cookie, { startDate: inSeason("06-19"), endDate: inSeason("06-20") });
    await pay(declined.id, card(TEST_CARD_PAID));
    const answer = await post(t, `/api/bookings/${declined.id}/decline`, owner.cookie, { note: "Sorry" });
    expect(answer.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await paymentRows(declined.id)).map((p) => p.status)).toEqual(["refunded"]);

    const cancelled = await book(t, customer.cookie, { startDate: inSeason("06-22"), endDate: inSeason("06-23") });
    await pay(cancelled.id, card(TEST_CARD_PAID));
    await post(t, `/api/bookings/${cancelled.id}/accept`, owner.cookie);
    const res = await post(t, `/api/bookings/${cancelled.id}/cancel`, customer.cookie);
    expect(res.body).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });

    // An unpaid booking that is declined keeps "pending": nothing to refund.
    const unpaid = await book(t, customer.cookie, { startDate: inSeason("06-25"), endDate: inSeason("06-25") });
    const unpaidAnswer = await post(t, `/api/bookings/${unpaid.id}/decline`, owner.cookie);
    expect(unpaidAnswer.body.paymentStatus).toBe("pending");
    expect((await pay(unpaid.id, card(TEST_CARD_PAID))).body.code).toBe("not_payable");
  });

  it("refuses malformed or expired cards with 400 naming the field, and partner hand-offs with 409", async () => {
    const booking = await book(t, customer.cookie, { startDate: inSeason("06-27"), endDate: inSeason("06-27") });
    const cases: [Record<string, unknown>, string][] = [
      [card("4242 4242 4242 4241"), "cardNumber"],
      [card("4242"), "cardNumber"],
      [{ method: "test_card" }, "cardNumber"],
      [card(TEST_CARD_PAID, { expiry: "13/30" }), "expiry"],
      [card(TEST_CARD_PAID, { expiry: pastCardExpiry }), "expiry"],
      [card(TEST_CARD_PAID, { cvc: "12a" }), "cvc"],
      [{ method: "cash", cardNumber: TEST_CARD_PAID }, "method"],
    ];
    for (const [body, field] of cases) {
      const res = await pay(booking.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
    expect(await paymentRows(booking.id)).toHaveLength(0);
    const handoff = await book(t, customer.cookie, { yachtId: PARTNER_YACHT, withCaptain: true, extras: [] });
    expect((await pay(handoff.id, card(TEST_CARD_PAID))).body.code).toBe("not_payable");
  });
});

describe("the /payment-test page's calls", () => {
  it("charges, lists and refunds test charges with no booking", async () => {
    const paid = await post(t, "/api/payment-test/charges", customer.cookie, {
      amount: { amount: 150_000, currency: "RUB" },
      cardNumber: TEST_CARD_PAID,
    });
    expect(paid).toMatchObject({ status: 200, body: { paymentStatus: "paid" } });
    const declined = await post(t, "/api/payment-test/charges", customer.cookie, {
      amount: { amount: 2_500, currency: "USD" },
      cardNumber: TEST_CARD_DECLINED,
    });
    expect(declined.body.paymentStatus).toBe("failed");

    const list = await get(t, "/api/payment-test/charges", customer.cookie);
    expect(list.body.items.map((c: { paymentId: string }) => c.paymentId)).toEqual([
      declined.body.paymentId,
      paid.body.paymentId,
    ]);
    expect(list.body.items[1]).toMatchObject({ amount: { amount: 150_000, currency: "RUB" }, cardLast4: "4242" });
    expect((await get(t, "/api/payment-test/charges", owner.cookie)).body.items).toEqual([]);

    const refund = await post(t, `/api/payment-test/charges/${paid.body.paymentId}/refund`, customer.cookie);
    expect(refund.body).toEqual({ paymentId: paid.body.paymentId, paymentStatus: "refunded" });
    expect((await post(t, `/api/payment-test/charges/${paid.body.paymentId}/refund`, customer.cookie)).body.code).toBe(
      "not_refundable",
    );
    expect((await post(t, `/api/payment-test/charges/${declined.body.paymentId}/refund`, owner.cookie)).status).toBe(
      404,
    );
    expect((await post(t, "/api/payment-test/charges/nope/refund", customer.cookie)).status).toBe(404);
    expect((await t.request("/api/payment-test/charges")).status).toBe(401);
  });
});

describe("a payment provider that cannot be reached", () => {
  it("answers 502, records nothing, and lets the same key try again", async () => {
    const down: PaymentProvider = {
      name: "down",
      charge: async () => {
        throw new PaymentProviderError("connection refused");
      },
      refund: async () => {
        throw new PaymentProviderError("connection refused");
      },
    };
    const clock = movableClock();
    const app = await createTestApp({}, { payments: down, clock });
    try {
      await seedCatalogue(app.database.db, lakeToday(clock()));
      const buyer = await person(app);
      const booking = await book(app, buyer.cookie);
      const key = randomUUID();
      const send = () =>
        post(app, `/api/bookings/${booking.id}/payments`, buyer.cookie, card(TEST_CARD_PAID), withKey(key));
      const res = await send();
      expect(res.status).toBe(502);
      expect(res.body.code).toBe("payment_provider_unavailable");
      expect(await app.database.db.select().from(payments)).toHaveLength(0);
      expect((await get(app, `/api/bookings/${booking.id}`, buyer.cookie)).body.paymentStatus).toBe("pending");
      expect((await send()).status).toBe(502);
    } finally {
      await app.close();
    }
  });
});
