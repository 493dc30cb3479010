import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../domain/bookings/types.ts";
import { bookings, payments } from "../db/schema/index.ts";
import {
  type BadCase,
  badBookingRequests,
  badDeclines,
  badPayments,
  badTestCharges,
  unknownIds,
} from "../test/bad-bodies.ts";
import { book, bookingScene } from "../test/bookings.ts";
import { inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Every booking write route given bad input (issue 5): thousands of generated bodies, each
 * answered 400 or 422 naming a field it broke (404 naming yachtId for an unknown yacht), in the
 * caller's language; never a 500, and nothing saved or changed.
 */
let t: TestApp;
let customer: string;
let owner: string;
let pending: Booking;

beforeAll(async () => {
  const scene = await bookingScene();
  t = scene.t;
  owner = scene.owner.cookie;
  customer = scene.customer.cookie;
  pending = await book(t, customer, { startDate: inSeason("10-01"), endDate: inSeason("10-02") });
});
afterAll(() => t.close());

const RUNS = { bookings: 1000, declines: 300, payments: 300, charges: 300, ids: 100 };
const language = fc.constantFrom("en", "ru");

async function send(path: string, cookie: string, bad: BadCase, lang: string) {
  const res = await t.request(path, {
    method: "POST",
    body: bad.body,
    headers: { "content-type": "application/json", cookie, "accept-language": lang, "idempotency-key": randomUUID() },
  });
  return { status: res.status, body: await res.json() };
}

/** The answer is a refusal that names one of the broken fields, in the words of the caller's language. */
function expectRefusal(
  answer: { status: number; body: Record<string, unknown> },
  bad: BadCase,
  allowed: number[],
  lang: string,
) {
  const context = `${bad.note} (${lang}) → ${answer.status} ${JSON.stringify(answer.body)}`;
  expect(allowed, context).toContain(answer.status);
  const fields = (answer.body.fields ?? {}) as Record<string, string>;
  const named = Object.keys(fields).some((key) =>
    bad.broken.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  expect(named, context).toBe(true);
  // Words in the caller's language, never a message id or a library's English default.
  for (const message of [answer.body.message, ...Object.values(fields)]) {
    expect(message, context).toMatch(lang === "ru" ? /[А-Яа-яЁё]/ : /^[^а-яё]*$/i);
    expect(message, context).not.toMatch(/^(booking|payment|error|validation)\.[a-z_]+$/);
  }
}

const property = <T>(arbitrary: fc.Arbitrary<T>, runs: number, check: (value: T) => Promise<void>) =>
  fc.assert(fc.asyncProperty(arbitrary, check), { numRuns: runs });

describe("bad input to every booking write route", () => {
  it(`POST /api/bookings: ${RUNS.bookings} bad bodies, each 400 or 404 naming a broken field`, async () => {
    await property(fc.tuple(badBookingRequests, language), RUNS.bookings, async ([bad, lang]) => {
      expectRefusal(await send("/api/bookings", customer, bad, lang), bad, [400, 404], lang);
    });
    // Only the one booking made in beforeAll exists.
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
  }, 600_000);

  it(`POST /api/bookings/{id}/decline: ${RUNS.declines} bad bodies, and the request stays pending`, async () => {
    await property(fc.tuple(badDeclines, language), RUNS.declines, async ([bad, lang]) => {
      expectRefusal(await send(`/api/bookings/${pending.id}/decline`, owner, bad, lang), bad, [400], lang);
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, pending.id));
    expect(row?.status).toBe("pending");
  }, 600_000);

  it(`POST /api/bookings/{id}/payments: ${RUNS.payments} bad bodies, and nothing is charged`, async () => {
    await property(fc.tuple(badPayments, language), RUNS.payments, async ([bad, lang]) => {
      expectRefusal(await send(`/api/bookings/${pending.id}/payments`, customer, bad, lang), bad, [400], lang);
    });
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
  }, 600_000);

  it(`POST /api/payment-test/charges: ${RUNS.charges} bad bodies, and nothing is charged`, async () => {
    await property(fc.tuple(badTestCharges, language), RUNS.charges, async ([bad, lang]) => {
      expectRefusal(await send("/api/payment-test/charges", customer, bad, lang), bad, [400], lang);
    });
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
  }, 600_000);

  it(`accept, decline, cancel, pay and refund an unknown id (${RUNS.ids} ids): 404, never 500`, async () => {
    const valid: Record<string, unknown> = {
      accept: undefined,
      decline: { note: "No" },
      cancel: undefined,
      payments: { method: "test_card", cardNumber: "4242424242424242" },
    };
    await property(unknownIds, RUNS.ids, async (id) => {
      const path = encodeURIComponent(id);
      for (const [action, body] of Object.entries(valid)) {
        const cookie = action === "accept" || action === "decline" ? owner : customer;
        const res = await t.request(`/api/bookings/${path}/${action}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(res.status, `${action} ${id}`).toBe(404);
      }
      const refund = await t.request(`/api/payment-test/charges/${path}/refund`, {
        method: "POST",
        headers: { cookie: customer },
      });
      expect(refund.status, `refund ${id}`).toBe(404);
    });
  }, 600_000);
});
