import fc from "fast-check";
import * as v from "valibot";
import { declineSchema } from "../../domain/bookings/answers.ts";
import { bookingRequestSchema } from "../../domain/bookings/rules.ts";
import { paymentRequestSchema, TEST_CARD_PAID, testChargeSchema } from "../../domain/payments/payment.ts";
import { bookingBody, OWNED_YACHT } from "./bookings.ts";
import { goodCardExpiry, inSeason, SEASON } from "./season.ts";

/**
 * Generators of bad request bodies for the booking write routes (fast-check). Each case says
 * which fields it breaks, so a test can check the answer names one of them. A value counts as
 * wrong for a field when the field's own schema refuses it after a JSON round trip (what the
 * server receives); values that break rules the schema cannot see (dates, capacity) are made on
 * purpose. Nothing generated here can be a valid request.
 */
export type BadCase = { body: string; broken: string[]; note: string };

const roundTrip = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

/** Any JSON value, small. */
const anyJson = fc.jsonValue({ maxDepth: 2 });
const oddStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 1001, maxLength: 1100 }),
);

/** A value the field's schema refuses. */
function wrongFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  return fc
    .oneof(anyJson, oddStrings, fc.double(), fc.integer({ min: -1000, max: 100_000 }))
    .map(roundTrip)
    .filter((value) => value !== undefined && !v.safeParse(schema, value).success);
}

/** A body with some fields removed or replaced by values their schemas refuse. */
export function brokenFields(
  base: Record<string, unknown>,
  entries: Record<string, v.GenericSchema>,
  required: readonly string[],
): fc.Arbitrary<BadCase> {
  type Change = { key: string; value: unknown; missing: boolean };
  const wrong: fc.Arbitrary<Change> = fc
    .constantFrom(...Object.keys(entries))
    .chain((key) => wrongFor(entries[key] as v.GenericSchema).map((value) => ({ key, value, missing: false })));
  const missing: fc.Arbitrary<Change>[] = required.length
    ? [fc.constantFrom(...required).map((key) => ({ key, value: undefined, missing: true }))]
    : [];
  const change = fc.oneof(wrong, ...missing);
  return fc.uniqueArray(change, { minLength: 1, maxLength: 3, selector: (c) => c.key }).map((changes) => {
    const body: Record<string, unknown> = { ...base };
    for (const change of changes) {
      if (change.missing) delete body[change.key];
      else body[change.key] = change.value;
    }
    return {
      body: JSON.stringify(body),
      broken: changes.map((c) => c.key),
      note: changes.map((c) => `${c.key}${c.missing ? " missing" : ` = ${JSON.stringify(c.value)}`}`).join("; "),
    };
  });
}

/** Whole bodies that are no object at all, or no JSON. */
const notAnObject: fc.Arbitrary<BadCase> = fc.oneof(
  anyJson
    .filter((value) => value === null || typeof value !== "object" || Array.isArray(value))
    .map((value) => ({ body: JSON.stringify(value), broken: ["body"], note: "not an object" })),
  fc
    .string()
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text) => ({ body: text, broken: ["body"], note: "not JSON" })),
);

const iso = (date: Date) => date.toISOString().slice(0, 10);
const dayIn = (from: string, to: string) =>
  fc.date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true }).map(iso);

/** Sound in shape, broken by the rules: dates, capacity, the yacht. The clock stands on 1 May 2027. */
const ruleBreakers: fc.Arbitrary<BadCase> = fc.oneof(
  dayIn(inSeason("05-01"), inSeason("09-09")).map((endDate) => ({
    body: JSON.stringify(bookingBody({ startDate: inSeason("09-10"), endDate })),
    broken: ["endDate"],
    note: `end ${endDate} before start`,
  })),
  dayIn("2000-01-01", inSeason("04-30")).map((startDate) => ({
    body: JSON.stringify(bookingBody({ startDate, endDate: inSeason("09-02") })),
    broken: ["startDate", "endDate"],
    note: `start ${startDate} in the past`,
  })),
  fc.integer({ min: 9, max: 500 }).map((guests) => ({
    body: JSON.stringify(bookingBody({ guests })),
    broken: ["guests"],
    note: `${guests} guests on a yacht for 8`,
  })),
  fc
    .string({ minLength: 1, maxLength: 80 })
    .filter((id) => id.trim() !== OWNED_YACHT && !/^[a-z-]+$/.test(id.trim()))
    .map((yachtId) => ({
      body: JSON.stringify(bookingBody({ yachtId })),
      broken: ["yachtId"],
      note: `yacht ${yachtId}`,
    })),
);

const requestRequired = ["yachtId", "startDate", "endDate", "guests", "withCaptain", "contactName", "email", "phone"];

/** Bad bodies for POST /api/bookings. */
export const badBookingRequests: fc.Arbitrary<BadCase> = fc.oneof(
  {
    weight: 5,
    arbitrary: brokenFields(
      bookingBody({ startDate: inSeason("09-01"), endDate: inSeason("09-02") }),
      bookingRequestSchema.entries,
      requestRequired,
    ),
  },
  { weight: 3, arbitrary: ruleBreakers },
  { weight: 2, arbitrary: notAnObject },
);

/** Bad bodies for POST /api/bookings/{id}/decline: the note is the only field, and optional. */
export const badDeclines: fc.Arbitrary<BadCase> = fc.oneof(
  brokenFields({ note: "Sorry" }, declineSchema.entries, []),
  // A blank body is a decline without a note, not bad input.
  notAnObject.filter((bad) => bad.body.trim() !== ""),
);

/** Bad bodies for POST /api/bookings/{id}/payments. */
export const badPayments: fc.Arbitrary<BadCase> = fc.oneof(
  brokenFields(
    { method: "test_card", cardNumber: TEST_CARD_PAID, expiry: goodCardExpiry, cvc: "123", holder: "A" },
    paymentRequestSchema.entries,
    ["method", "cardNumber"],
  ),
  fc
    .stringMatching(/^\d{12,19}$/)
    .filter((digits) => !v.safeParse(paymentRequestSchema.entries.cardNumber, digits).success)
    .map((cardNumber) => ({
      body: JSON.stringify({ method: "test_card", cardNumber }),
      broken: ["cardNumber"],
      note: `card ${cardNumber}`,
    })),
  fc
    // Years of this century before the tests' season: every month of them is over.
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: (SEASON - 1) % 100 }))
    .map(([month, year]) => `${String(month).padStart(2, "0")}/${String(year).padStart(2, "0")}`)
    .map((expiry) => ({
      body: JSON.stringify({ method: "test_card", cardNumber: TEST_CARD_PAID, expiry }),
      broken: ["expiry"],
      note: `expired ${expiry}`,
    })),
  notAnObject,
);

/** Bad bodies for POST /api/payment-test/charges. */
export const badTestCharges: fc.Arbitrary<BadCase> = fc.oneof(
  brokenFields({ amount: { amount: 10_000, currency: "RUB" }, cardNumber: TEST_CARD_PAID }, testChargeSchema.entries, [
    "amount",
    "cardNumber",
  ]),
  fc
    .record({
      amount: fc.oneof(
        fc.integer({ max: 99 }),
        fc.integer({ min: 100_000_001 }),
        fc.double({ min: 100, max: 1e6, noInteger: true }),
      ),
      currency: fc.constantFrom("RUB", "USD", "EUR", ""),
    })
    .map((amount) => ({
      body: JSON.stringify({ amount, cardNumber: TEST_CARD_PAID }),
      broken: ["amount"],
      note: JSON.stringify(amount),
    })),
  notAnObject,
);

/** Ids of bookings that do not exist: malformed, or well-formed and unknown. */
export const unknownIds = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }).filter((id) => id.trim() !== "" && !id.includes("/")),
);
